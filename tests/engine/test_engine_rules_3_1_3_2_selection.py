"""RULES.md §3.1 (selection, 4-7 players) and §3.2 (two and three players)."""

from __future__ import annotations

import random

import pytest
from engine_testlib import finish_round

from citadels.engine import (
    Decision,
    DiscardCharacter,
    GameConfig,
    GameState,
    PickCharacter,
    new_game,
    new_game_with_events,
)
from citadels.engine.errors import InvalidTargetError
from citadels.engine.events import CharacterDiscardedFaceDown, CharactersDiscardedFaceUp
from citadels.engine.rounds import start_round
from tests.engine.scenario import Scenario

KING = 4
ALL_RANKS = set(range(1, 9))

# players: (face-up discards, face-down discards before choosing)
DISCARD_TABLE = {4: (2, 1), 5: (1, 1), 6: (0, 1), 7: (0, 1)}


def draft_round(s: GameState, rnd: random.Random) -> list[tuple[int, Decision, tuple[int, ...]]]:
    """Play the selection at random; return (seat, decision, pile offered) for every step."""
    log = []
    while s.decision in (Decision.DRAFT_PICK, Decision.DRAFT_DISCARD):
        pile = tuple(s.pile)
        log.append((s.to_move, s.decision, pile))
        rank = rnd.choice(pile)
        s.apply(PickCharacter(rank) if s.decision == Decision.DRAFT_PICK else DiscardCharacter(rank))
    return log


@pytest.mark.parametrize("players", [4, 5, 6, 7])
def test_selection_discard_counts_per_table(players: int) -> None:
    up, down = DISCARD_TABLE[players]
    for seed in range(40):
        s = new_game(GameConfig(players=players), seed)
        assert len(s.faceup) == up
        assert len(s.facedown) == down
        assert len(s.pile) == 8 - up - down
        assert set(s.faceup) | set(s.facedown) | set(s.pile) == ALL_RANKS


@pytest.mark.parametrize("players", [4, 5])
def test_selection_king_never_discarded_face_up(players: int) -> None:
    up, _ = DISCARD_TABLE[players]
    king_face_down = 0
    for seed in range(600):
        s = new_game(GameConfig(players=players), seed)
        assert KING not in s.faceup
        assert len(s.faceup) == up  # another card took the King's place
        assert KING in s.pile or KING in s.facedown
        king_face_down += KING in s.facedown
    assert king_face_down > 0  # the King may still be the face-down discard


def test_selection_king_never_face_up_in_later_rounds() -> None:
    for seed in range(60):
        s = new_game(GameConfig(players=4), seed)
        rnd = random.Random(seed)
        for _ in range(4):
            draft_round(s, rnd)
            finish_round(s)
            if s.game_over:
                break
            assert KING not in s.faceup and len(s.faceup) == 2


def test_selection_discards_are_announced_face_up_and_face_down() -> None:
    s, ev = new_game_with_events(GameConfig(players=4), 5)
    down = [e for e in ev if isinstance(e, CharacterDiscardedFaceDown)]
    up = [e for e in ev if isinstance(e, CharactersDiscardedFaceUp)]
    assert len(down) == 1 and down[0].rank is None  # nobody sees the random face-down discard
    assert len(up) == 1 and up[0].ranks == tuple(s.faceup)


@pytest.mark.parametrize("players", [4, 5, 6])
def test_selection_each_keeps_one_passing_left_leftover_face_down(players: int) -> None:
    up, _ = DISCARD_TABLE[players]
    for seed in range(20):
        crown = seed % players
        s = new_game(GameConfig(players=players, crown=crown), seed)
        initial_down = list(s.facedown)
        log = draft_round(s, random.Random(seed))
        assert [seat for seat, _, _ in log] == [(crown + i) % players for i in range(players)]
        assert all(d == Decision.DRAFT_PICK for _, d, _ in log)
        assert [len(pile) for _, _, pile in log] == [8 - up - 1 - i for i in range(players)]
        for p in s.players:
            assert len(p.chars) == 1
        # the last card left over is discarded face down, next to the random one
        assert len(s.facedown) == 2 and s.facedown[0] == initial_down[0]
        leftover = s.facedown[1]
        assert leftover in log[-1][2]
        held = {r for p in s.players for r in p.chars}
        assert held | set(s.faceup) | set(s.facedown) == ALL_RANKS


def test_selection_seven_players_last_player_gets_the_face_down_card() -> None:
    for seed in range(30):
        crown = seed % 7
        s = new_game(GameConfig(players=7, crown=crown), seed)
        (random_down,) = s.facedown
        rnd = random.Random(seed)
        for _ in range(6):
            assert random_down not in s.pile  # hidden until the 7th player
            s.apply(PickCharacter(rnd.choice(s.pile)))
        seventh = (crown + 6) % 7
        assert s.to_move == seventh and s.decision == Decision.DRAFT_PICK
        assert len(s.pile) == 2 and random_down in s.pile
        assert s.view(seventh).pile == tuple(s.pile)
        other = next(r for r in s.pile if r != random_down)
        keep = random_down if seed % 2 else other
        s.apply(PickCharacter(keep))
        # keeps one, the other is discarded face down, and the 7th player knows which
        discarded = other if keep == random_down else random_down
        assert s.facedown == [discarded]
        assert s.players[seventh].chars == [keep]
        assert discarded in s.view(seventh).known_facedown
        assert all(len(p.chars) == 1 for p in s.players)


def test_selection_two_players_draft_exactly_as_written() -> None:
    for seed in range(30):
        a = seed % 2
        b = 1 - a
        s = new_game(GameConfig(players=2, crown=a), seed)
        assert len(s.faceup) == 0
        assert len(s.facedown) == 1  # A discards 1 face down at random
        log = draft_round(s, random.Random(seed))
        expected = [
            (a, Decision.DRAFT_PICK, 7),  # A keeps 1 of the 7, passes 6 to B
            (b, Decision.DRAFT_PICK, 6),  # B keeps 1
            (b, Decision.DRAFT_DISCARD, 5),  # and discards 1 face down, passes 4 to A
            (a, Decision.DRAFT_PICK, 4),  # A keeps 1
            (a, Decision.DRAFT_DISCARD, 3),  # discards 1, passes 2 to B
            (b, Decision.DRAFT_PICK, 2),  # B keeps 1
            (b, Decision.DRAFT_DISCARD, 1),  # discards 1
        ]
        assert [(seat, d, len(pile)) for seat, d, pile in log] == expected
        assert len(s.players[a].chars) == 2 and len(s.players[b].chars) == 2
        assert len(s.facedown) == 4
        # each player knows what they discarded
        assert len(s.facedown_known[a]) == 1 and len(s.facedown_known[b]) == 2
        assert set(s.facedown_known[a]) | set(s.facedown_known[b]) == set(s.facedown[1:])


def test_selection_three_players_draft_exactly_as_written() -> None:
    for seed in range(30):
        a = seed % 3
        s = new_game(GameConfig(players=3, crown=a), seed)
        assert len(s.faceup) == 0 and len(s.facedown) == 1
        log = draft_round(s, random.Random(seed))
        assert [(seat, d, len(pile)) for seat, d, pile in log] == [
            ((a + i) % 3, Decision.DRAFT_PICK, 7 - i) for i in range(6)
        ]
        assert all(len(p.chars) == 2 for p in s.players)
        assert len(s.facedown) == 2  # the random one and the last card left over
        assert s.facedown[1] in s.facedown_known[(a + 2) % 3]


def test_selection_picked_character_goes_to_the_chooser_secretly() -> None:
    s = new_game(GameConfig(players=4, crown=2), 11)
    rank = s.pile[0]
    s.apply(PickCharacter(rank))
    assert s.players[2].chars == [rank]
    assert s.holder[rank] == 2
    assert rank not in s.pile
    for seat in (0, 1, 3):
        assert rank not in s.view(seat).my_characters


def test_selection_cannot_pick_a_character_not_offered() -> None:
    s = Scenario(players=4).selection(faceup=("thief", "bishop"), facedown="magician").build()
    for rank in (2, 5, 3):
        with pytest.raises(InvalidTargetError):
            s.apply(PickCharacter(rank))
    s.apply(PickCharacter(KING))


def test_selection_new_round_starts_with_the_crowned_player() -> None:
    s = (
        Scenario(players=4)
        .crown(1)
        .characters({0: "king", 1: "warlord", 2: "bishop", 3: "thief"})
        .turn("warlord", gathered=True)
        .build()
    )
    s.apply(s.legal_actions()[-1])  # EndTurn: the round ends
    assert s.round == 2 and s.decision == Decision.DRAFT_PICK
    assert s.to_move == s.crown == 0  # the King took the crown in his turn


@pytest.mark.parametrize("players,expected", [(4, 1 / 6), (5, 1 / 7), (6, 1 / 8), (7, 1 / 8)])
def test_selection_face_down_discard_is_drawn_after_the_face_up_ones(players: int, expected: float) -> None:
    """§3.1 order: face up first (the King goes back), then face down from what is left, so the King is
    face down with chance 1/(8 - face-up): 1/6 with 4 players, 1/7 with 5 (a seeded loop of rounds)."""
    s = new_game(GameConfig(players=players), 2024)
    count = 20_000
    down = 0
    for _ in range(count):
        start_round(s, None)
        down += s.facedown == [KING]
        assert KING not in s.faceup
    # binomial standard deviation is at most 0.0027 here: 3 of them separate 1/7 from 1/8
    assert abs(down / count - expected) < 0.008, down / count

"""RULES.md §9.8 and §9.13 (4): the rank-9 card by player count for a cast holding a §9 character (none
with 2 players, required with 3 and 8, optional with 4-7), every other cast keeping §6; and §9.9 with
§9.13 (9): the 3-player selection with nine characters, its random face-down discard seen by nobody."""

from __future__ import annotations

import random

import pytest

from citadels.engine import Decision, GameConfig, PickCharacter, new_game, redact, validate_config
from citadels.engine.errors import ConfigError
from citadels.engine.events import CharacterDiscardedFaceDown

CLASSIC8 = ("assassin", "thief", "magician", "king", "bishop", "merchant", "architect", "warlord")
CARDINAL8 = ("assassin", "thief", "magician", "king", "cardinal", "merchant", "architect", "warlord")


def ok(cast: tuple[str, ...], players: int) -> bool:
    try:
        validate_config(players=players, characters=",".join(cast))
    except ConfigError:
        return False
    return True


@pytest.mark.parametrize(
    ("players", "without", "with_nine"),
    [(2, True, False), (3, False, True), (4, True, True), (5, True, True), (7, True, True), (8, False, True)],
)
def test_9_8_a_2016_cast_rank_nine_by_player_count(players: int, without: bool, with_nine: bool) -> None:
    assert ok(CARDINAL8, players) is without
    assert ok((*CARDINAL8, "artist"), players) is with_nine
    assert ok((*CARDINAL8, "tax_collector_2016"), players) is with_nine


def test_9_13_4_the_2016_tax_collector_alone_makes_a_cast_follow_2016() -> None:
    assert ok((*CLASSIC8, "tax_collector_2016"), 3)
    assert not ok((*CLASSIC8, "tax_collector_2016"), 2)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 7, 8])
def test_9_13_4_every_other_cast_keeps_section_6(players: int) -> None:
    assert ok(CLASSIC8, players) is (players < 8)
    assert ok((*CLASSIC8, "artist"), players) is (players >= 4)
    assert ok((*CLASSIC8, "queen"), players) is (players >= 5)


def test_9_8_the_queen_still_needs_5_players_in_a_2016_cast() -> None:
    assert not ok((*CARDINAL8, "queen"), 3) and not ok((*CARDINAL8, "queen"), 4)
    assert ok((*CARDINAL8, "queen"), 5)


def three_player_game(seed: int = 1):  # type: ignore[no-untyped-def]
    return new_game(GameConfig(players=3, characters=",".join((*CARDINAL8, "artist"))), seed)


def test_9_9_three_players_nine_characters_the_passing() -> None:
    s = three_player_game()
    crown = s.crown
    sizes: list[tuple[int, int]] = []
    for _ in range(6):
        assert s.decision == Decision.DRAFT_PICK
        sizes.append((s.to_move, len(s.view(s.to_move).pile)))
        s.apply(PickCharacter(s.view(s.to_move).pile[0]))
    order = [(crown + i) % 3 for i in range(3)] * 2
    # 8 after the first random discard, then 7, 6; 5 left, one discarded at random: 4, 3, 2
    assert sizes == list(zip(order, [8, 7, 6, 4, 3, 2], strict=True))
    assert all(len(p.chars) == 2 for p in s.players)
    assert len(s.facedown) == 3


def test_9_13_9_the_random_discard_is_seen_by_nobody() -> None:
    for seed in range(6):
        s = three_player_game(seed)
        events = []
        for _ in range(6):
            events += s.apply(PickCharacter(s.view(s.to_move).pile[0]))
        unseen = [e for e in events if isinstance(e, CharacterDiscardedFaceDown) and e.seat is None]
        assert len(unseen) == 1 and all(redact(e, k).rank is None for e in unseen for k in range(3))
        last = (s.crown + 2) % 3
        known = {seat: set(s.view(seat).known_facedown) for seat in range(3)}
        # only the leftover is known, to the third player who passed it on; the two random ones to nobody
        assert [len(known[seat]) for seat in range(3)] == [1 if seat == last else 0 for seat in range(3)]
        assert len(set(s.facedown) - known[last]) == 2


def test_9_9_the_three_player_nine_character_game_plays_to_its_end() -> None:
    for seed in range(4):
        s = three_player_game(seed)
        rnd = random.Random(seed)
        steps = 0
        while not s.game_over and steps < 5000:
            s.apply(rnd.choice(s.legal_actions()))
            steps += 1
        assert s.game_over


def test_9_9_the_other_selections_do_not_change() -> None:
    s = new_game(GameConfig(players=3, characters=",".join(CLASSIC8)), 1)
    sizes = []
    for _ in range(6):
        sizes.append(len(s.view(s.to_move).pile))
        s.apply(PickCharacter(s.view(s.to_move).pile[0]))
    assert sizes == [7, 6, 5, 4, 3, 2]  # §3.2: no discard in the middle with 8 characters
    assert s.rules.mid_discard_step == 0

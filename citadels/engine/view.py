"""A seat's information set (RULES.md §8): what bots and the UI are allowed to see.

A `PlayerView` is built from immutable values only (tuples, ints, shared card objects) and holds no
reference to the `GameState`, so nothing reachable from it can leak another seat's secrets.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .cards import DistrictCard
from .characters import CharacterSpec
from .state import Decision

if TYPE_CHECKING:
    from .scoring import ScoreBreakdown
    from .state import GameState


@dataclass(frozen=True, slots=True)
class PublicPlayer:
    seat: int
    gold: int
    hand_size: int
    city: tuple[DistrictCard, ...]
    revealed: tuple[int, ...]  # ranks this seat has revealed this round
    completed: bool
    haunted_round: int


@dataclass(frozen=True, slots=True)
class PlayerView:
    seat: int
    players: int
    characters: tuple[CharacterSpec, ...]  # the line-up, index rank - 1
    completion: int
    ruleset: str
    round: int
    decision: Decision
    to_move: int
    crown: int
    deck_size: int
    table: tuple[PublicPlayer, ...]
    # own secrets
    hand: tuple[DistrictCard, ...]
    my_characters: tuple[int, ...]
    # selection, as this seat saw it
    faceup: tuple[int, ...]
    offered: tuple[tuple[int, ...], ...]  # the sets of characters passed to this seat this round
    pile: tuple[int, ...]  # the characters to choose from now (only when choosing)
    known_facedown: tuple[int, ...]
    picks_made: tuple[int, ...]  # how many characters each seat has chosen this round
    # calling order (public)
    called: int
    current_seat: int
    current_rank: int
    revealed: tuple[tuple[int, int], ...]  # (rank, seat) in reveal order
    murdered: int
    robbed: int
    murdered_seat: int  # -1 until revealed at the end of the round
    # the current turn (public)
    builds_left: int
    ability_used: bool
    income_taken: bool
    lab_used: bool
    smithy_used: bool
    drawn: tuple[DistrictCard, ...]  # cards to choose from (only the drawing seat)
    aside: tuple[DistrictCard, ...]  # Magician's exchange (only the Magician's seat)
    aside_count: int
    graveyard_card: DistrictCard | None
    # Dark City (RULES.md §6)
    bewitched: int  # the rank the Witch named this round (0: none); public
    witch_seat: int  # the Witch's seat once she has bewitched (-1: none); public
    adorned: frozenset[int]  # district ids carrying the Artist's gold (cost +1); public
    peek_seat: int  # the seat whose hand the Wizard is looking at (-1: none); public
    peek: tuple[DistrictCard, ...]  # that hand: only the Wizard's seat, only during that decision
    tribute_to: int  # the Emperor's seat owed the crown recipient's gold or card (-1: none)
    emperor_crowned: int  # the seat the Emperor crowned this round (-1: none); public
    tax_pending: tuple[int, ...]  # seats owing the Tax Collector 1 gold when he is revealed
    first_complete: int
    scores: tuple[ScoreBreakdown, ...] | None
    winner: int

    def character(self, rank: int) -> CharacterSpec:
        return self.characters[rank - 1]

    def me(self) -> PublicPlayer:
        return self.table[self.seat]


def make_view(s: GameState, seat: int) -> PlayerView:
    me_choosing = s.to_move == seat and s.decision in (Decision.DRAFT_PICK, Decision.DRAFT_DISCARD)
    mine = s.cur_seat == seat
    revealed_by_seat: list[list[int]] = [[] for _ in range(s.rules.players)]
    for rank in s.revealed:
        revealed_by_seat[s.holder[rank]].append(rank)
    murdered_seat = -1
    if s.murdered and s.decision not in (Decision.DRAFT_PICK, Decision.DRAFT_DISCARD):
        # revealed at the end of the round (the state has moved on, or the game is over)
        if s.decision == Decision.GAME_OVER and s.holder[s.murdered] >= 0:
            murdered_seat = s.holder[s.murdered]
    in_selection = s.decision in (Decision.DRAFT_PICK, Decision.DRAFT_DISCARD)
    picks = [0] * s.rules.players
    if in_selection:
        for step_seat, kind in s.steps[: s.step]:
            if kind == Decision.DRAFT_PICK:
                picks[step_seat] += 1
    else:
        for p in s.players:
            picks[p.seat] = len(p.chars)
    return PlayerView(
        seat=seat,
        players=s.rules.players,
        characters=s.rules.characters,
        completion=s.rules.completion,
        ruleset=s.rules.ruleset,
        round=s.round,
        decision=s.decision,
        to_move=s.to_move,
        crown=s.crown,
        deck_size=len(s.deck),
        table=tuple(
            PublicPlayer(
                p.seat,
                p.gold,
                len(p.hand),
                tuple(p.city),
                tuple(revealed_by_seat[p.seat]),
                p.completed,
                p.haunted_round,
            )
            for p in s.players
        ),
        hand=tuple(s.players[seat].hand),
        my_characters=tuple(s.players[seat].chars),
        faceup=tuple(s.faceup),
        offered=tuple(s.offered[seat]),
        pile=tuple(s.pile) if me_choosing else (),
        known_facedown=tuple(s.facedown_known[seat]),
        picks_made=tuple(picks),
        called=s.called,
        current_seat=s.cur_seat,
        current_rank=s.cur_rank,
        revealed=tuple((r, s.holder[r]) for r in s.revealed),
        murdered=s.murdered,
        robbed=s.robbed,
        murdered_seat=murdered_seat,
        builds_left=s.builds_left,
        ability_used=s.ability_used,
        income_taken=s.income_taken,
        lab_used=s.lab_used,
        smithy_used=s.smithy_used,
        drawn=tuple(s.drawn) if mine else (),
        aside=tuple(s.aside) if mine else (),
        aside_count=len(s.aside),
        graveyard_card=s.grave_card,
        bewitched=s.bewitched,
        witch_seat=s.witch,
        adorned=frozenset(s.adorned),
        peek_seat=s.peek_seat,
        peek=tuple(s.players[s.peek_seat].hand) if mine and s.decision == Decision.WIZARD else (),
        tribute_to=s.tribute_to,
        emperor_crowned=s.emperor_crowned,
        tax_pending=tuple(s.tax_pending),
        first_complete=s.first_complete,
        scores=tuple(s.scores) if s.scores is not None else None,
        winner=s.winner,
    )

"""What each character does to the others, as the bots read it, and what the bots' strategies think
of it: the ai layer's table keyed by character, besides `knowledge.py` (issue 34).

A strategy never asks which character a rank is. It asks what the character does: the engine's spec
flags (`takes_crown`, `protects_city`, `max_builds`, `bonus_gold` …) or this table's entry
(`play.of(spec).murders`, `play.rank_where(view, play.robs)`). Adding a character is one entry
here (and its values in `knowledge.py`); `tests/test_character_tables.py` asks that every character
of `engine.CHARACTERS` has one.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from citadels.engine import CharacterSpec, PlayerView
from citadels.engine.characters import (
    ABBOT,
    ALCHEMIST,
    ARCHITECT,
    ARTIST,
    ASSASSIN,
    BISHOP,
    CLASSIC_CHARACTERS,
    DIPLOMAT,
    EMPEROR,
    KING,
    MAGICIAN,
    MERCHANT,
    NAVIGATOR,
    QUEEN,
    TAX_COLLECTOR,
    THIEF,
    WARLORD,
    WITCH,
    WIZARD,
)


@dataclass(frozen=True, slots=True)
class CharacterPlay:
    """One character as the bots see it: what it does to the others, and the strategies' figures."""

    # ------------------------------------------------------------ what it does to the others
    murders: bool = False  # names a rank that loses its turn
    robs: bool = False  # names a rank whose gold it takes
    swaps_hands: bool = False  # swaps its hand with a seat's, or with the deck
    destroys: bool = False  # destroys a district of a rival's city
    tithes: bool = False  # takes 1 gold from the single richest player, after its income
    # ------------------------------------------------------------ what the strategies think of it
    #: Medium: how much keeping it out of a later rival's hands is worth when its own city is two
    #: districts or fewer from complete (0: nothing).
    deny: float = 0.0
    #: Careful: how likely a rival that murders names it, and a rival that robs robs it (measured
    #: against the Medium bot: the fast builders draw the most strikes).
    murder_share: float = 0.15
    rob_share: float = 0.15
    #: Rusher: how much slowing it down is worth (it fears fast builders).
    tempo: float = 0.5
    #: Hoarder: how much it would rather murder it (the hand-swapper takes its hand, the builder
    #: out-builds it, the destroyer hits its city); 0: no preference.
    hoarder_murder: int = 0


#: Every character's entry, keyed by its spec.
PLAYS: dict[CharacterSpec, CharacterPlay] = {
    ASSASSIN: CharacterPlay(murders=True, deny=1.0),
    THIEF: CharacterPlay(robs=True, murder_share=0.08, tempo=0.8),
    MAGICIAN: CharacterPlay(swaps_hands=True, murder_share=0.06, rob_share=0.15, tempo=1.0, hoarder_murder=3),
    KING: CharacterPlay(murder_share=0.08, rob_share=0.25, tempo=2.0),
    BISHOP: CharacterPlay(murder_share=0.12, rob_share=0.12, tempo=1.2),
    MERCHANT: CharacterPlay(murder_share=0.35, rob_share=0.3, tempo=2.5),
    ARCHITECT: CharacterPlay(murder_share=0.7, rob_share=0.22, tempo=3.0, hoarder_murder=2),
    WARLORD: CharacterPlay(
        destroys=True, deny=1.5, murder_share=0.3, rob_share=0.25, tempo=1.5, hoarder_murder=1
    ),
    WITCH: CharacterPlay(),
    TAX_COLLECTOR: CharacterPlay(),
    WIZARD: CharacterPlay(),
    EMPEROR: CharacterPlay(),
    ABBOT: CharacterPlay(tithes=True),
    ALCHEMIST: CharacterPlay(),
    NAVIGATOR: CharacterPlay(),
    DIPLOMAT: CharacterPlay(),
    ARTIST: CharacterPlay(),
    QUEEN: CharacterPlay(),
}


def of(spec: CharacterSpec) -> CharacterPlay:
    """The character's entry."""
    return PLAYS[spec]


def murders(spec: CharacterSpec) -> bool:
    return PLAYS[spec].murders


def robs(spec: CharacterSpec) -> bool:
    return PLAYS[spec].robs


def swaps_hands(spec: CharacterSpec) -> bool:
    return PLAYS[spec].swaps_hands


def destroys(spec: CharacterSpec) -> bool:
    return PLAYS[spec].destroys


def tithes(spec: CharacterSpec) -> bool:
    return PLAYS[spec].tithes


def protects(spec: CharacterSpec) -> bool:
    return spec.protects_city


def rank_where(view: PlayerView, test: Callable[[CharacterSpec], bool]) -> int:
    """The rank of the first character of the view's line-up that passes `test`, 0 when none does."""
    for spec in view.characters:
        if test(spec):
            return spec.rank
    return 0


def classic_rank(test: Callable[[CharacterSpec], bool]) -> int:
    """The rank of the Classic line-up's character that passes `test` (0: none)."""
    return next((spec.rank for spec in CLASSIC_CHARACTERS if test(spec)), 0)

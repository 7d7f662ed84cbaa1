"""The no-leak oracle of the trust tests: what a possible viewer may know at a moment of a game,
worked out from the full game state independently of the table and the log.

* A district **kind** is known to a viewer once it has been public (built, destroyed, offered to the
  Graveyard) or once the viewer has held or seen it (hand, drawn cards, the Magician's cards aside). A
  card discarded from a hand (the Laboratory, the Magician's exchange, the card not kept) goes face
  down: only its owner, who held it, knows it (RULES.md §8). `None` is the public: only what has been
  public.
* A seat's **secret characters**, for a viewer, are its chosen characters not yet revealed and its
  face-down discards the viewer does not know. A text leaks one when it names the character together
  with its holder (the holder's name, or the holder's own reason line).

Texts are checked by name (the current language's district and character names, whole words).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from citadels.ai.base import Reason
from citadels.ai.describe import describe
from citadels.ai.medium import MediumPolicy
from citadels.engine import CARDS, CLASSIC_CHARACTERS, Action, PlayerView, Rng
from citadels.engine import events as ev
from citadels.engine.determinize import theater_known
from citadels.session import GameSession
from citadels.text.i18n import character_name, district_name

#: Events that show a district to everyone (a build held for the Magistrate is shown: RULES.md §9.3).
PUBLIC_CARD_EVENTS = (ev.Built, ev.Destroyed, ev.GraveyardOffered, ev.GraveyardUsed, ev.BuildHeld)
#: Events that name a character by the rules, whoever holds it (no holder is revealed by them): the
#: murder, the theft, and the tokens the warrants and the threats go on (public, RULES.md §9.11).
CHARACTER_PUBLIC_EVENTS = (ev.Murdered, ev.Robbed, ev.WarrantsPlaced, ev.ThreatsPlaced)


def _pattern(names: Iterable[str]) -> re.Pattern[str]:
    ordered = sorted(set(names), key=len, reverse=True)
    return re.compile(r"(?<!\w)(" + "|".join(re.escape(n) for n in ordered) + r")(?!\w)")


class Names:
    """District, character and player names in the current language, for scanning texts."""

    def __init__(self, players: Iterable[str]) -> None:
        kinds = {c.kind.name for c in CARDS}
        self.kind_of = {district_name(k): k for k in kinds}
        self.rank_of = {character_name(c.name): c.rank for c in CLASSIC_CHARACTERS}
        self.seat_of = {name: i for i, name in enumerate(players)}
        self._kinds = _pattern(self.kind_of)
        self._ranks = _pattern(self.rank_of)
        self._seats = _pattern(self.seat_of)

    def kinds(self, text: str) -> set[str]:
        return {self.kind_of[m] for m in self._kinds.findall(text)}

    def ranks(self, text: str) -> set[int]:
        return {self.rank_of[m] for m in self._ranks.findall(text)}

    def seats(self, text: str) -> set[int]:
        return {self.seat_of[m] for m in self._seats.findall(text)}


@dataclass
class Knowledge:
    """What each seat (and the public) knows so far; call `update()` after every change."""

    session: GameSession
    public: set[str] = field(default_factory=set)
    seen: dict[int, set[str]] = field(default_factory=dict)
    facedown: dict[int, set[int]] = field(
        default_factory=dict
    )  # seat -> ranks it discarded face down this round
    announced: dict[int, set[int]] = field(
        default_factory=dict
    )  # seat -> its murdered rank, told at the round's end
    _events: int = 0

    def update(self) -> None:
        s = self.session
        for e in s.history[self._events :]:
            if isinstance(e, PUBLIC_CARD_EVENTS):
                self.public.add(CARDS[e.card].kind.name)
            elif isinstance(e, ev.RoundStarted):
                self.facedown, self.announced = {}, {}
            elif isinstance(e, ev.MurderedRevealed) and e.seat is not None:
                self.announced.setdefault(e.seat, set()).add(e.rank)
            elif isinstance(e, ev.CharacterDiscardedFaceDown) and e.seat is not None and e.rank is not None:
                self.facedown.setdefault(e.seat, set()).add(e.rank)
        self._events = len(s.history)
        for seat in range(s.players):
            view = s.view(seat)
            mine = self.seen.setdefault(seat, set())
            # what it holds or has seen: a hand looked at too (the Wizard's, the Spy's)
            mine.update(c.kind.name for c in (*view.hand, *view.drawn, *view.aside, *view.peek))
            if view.graveyard_card is not None:
                self.public.add(view.graveyard_card.kind.name)
            for p in view.table:
                self.public.update(c.kind.name for c in p.city)

    def known_kinds(self, viewer: int | None) -> set[str]:
        return self.public | self.seen.get(viewer, set()) if viewer is not None else set(self.public)

    def secret_ranks(self, seat: int, viewer: int | None) -> set[int]:
        """The characters of `seat` that `viewer` may not link to it now."""
        if seat == viewer:
            return set()
        state = self.session.state
        assert state is not None
        view = self.session.view(seat)
        revealed = set(view.table[seat].revealed)
        revealed |= self.announced.get(seat, set())
        secret = {r for r in state.players[seat].chars if r not in revealed}
        if viewer is not None:  # the Theater's two seats know each one character of the other's (§9.11)
            secret -= {r for r, holder in theater_known(self.session.view(viewer)).items() if holder == seat}
        known_down = set(self.session.view(viewer).known_facedown) if viewer is not None else set()
        secret |= self.facedown.get(seat, set()) - known_down
        return secret


@dataclass
class Leak:
    viewer: int | None
    text: str
    what: str

    def __str__(self) -> str:
        return f"viewer {self.viewer}: {self.what} in {self.text!r}"


def text_leaks(
    text: str,
    viewer: int | None,
    know: Knowledge,
    names: Names,
    *,
    actor: int | None = None,
    actor_may_name: bool = False,
) -> list[Leak]:
    """What `text` reveals that `viewer` may not know. `actor`: the seat the line is about (a
    reason's bot); `actor_may_name`: the line names a character the actor targeted (murder, robbery)."""
    out: list[Leak] = []
    hidden = names.kinds(text) - know.known_kinds(viewer)
    if hidden:
        out.append(Leak(viewer, text, f"district(s) {sorted(hidden)} not known"))
    ranks = names.ranks(text)
    if ranks:
        holders = names.seats(text)
        if actor is not None:
            holders.add(actor)
        if actor_may_name and actor is not None:
            holders.discard(actor)
        for seat in holders:
            secret = ranks & know.secret_ranks(seat, viewer)
            if secret:
                out.append(Leak(viewer, text, f"secret character(s) {sorted(secret)} of seat {seat}"))
    return out


class Describer:
    """A bot that plays a seeded random legal action and gives the reason `describe` gives for it (the
    Hint's, Hard's and the coach's words), so that the trust tests see those words for any move, not
    only for the moves Medium would choose."""

    name = "describer"
    needs_view = True
    watches = False

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)
        self.policy = MediumPolicy(Rng(seed), remember=False)
        self.last_reason: Reason | None = None

    def choose(self, view: PlayerView | None, legal: Sequence[Action]) -> Action:
        assert view is not None
        action = legal[self.rng.below(len(legal))]
        self.last_reason = describe(view, action, self.policy)
        return action

    def watch(self, view: PlayerView) -> None:
        """Learns nothing from the others' moves."""

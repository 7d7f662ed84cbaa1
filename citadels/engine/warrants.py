"""The Magistrate's warrants (RULES.md §9.3): placing them on the character tokens, and the pause at a
warranted character's first paid build, where his seat may reveal the signed warrant and confiscate
the district (`building.confiscate`, `building.apply_warrant`).

A build is *paid* (§9.1) when its cost is handed over in gold and/or cards: `building.place_district`
is told so by its caller (`paid`), and only a paid build can be held here.
"""

from __future__ import annotations

from . import district_builds
from .actions import KEEP_WARRANT_HIDDEN, REVEAL_WARRANT, WARRANTS, Action, PlaceWarrants
from .cards import DistrictCard
from .decision import Decision
from .errors import InvalidTargetError
from .events import BuildHeld, Event, WarrantsPlaced
from .refusal import Refusal, Why
from .state import Player, State

WARRANT_COUNT = 3  # one signed, two plain


def _targets(s: State) -> list[int]:
    """Every other character token of the cast (face-up discards and unchosen ones too: §9.12 (5))."""
    own = s.cur_rank
    return [r for r in range(1, s.rules.max_rank + 1) if r != own]


def legal_place_warrants(s: State, p: Player, out: list[Action]) -> None:
    targets = _targets(s)
    for signed in targets:
        row = WARRANTS[signed]
        for i, second in enumerate(targets):
            if second == signed:
                continue
            for third in targets[i + 1 :]:
                if third != signed:
                    out.append(row[second][third])


def apply_place_warrants(s: State, a: PlaceWarrants, ev: list[Event] | None) -> None:
    ranks = (a.signed, a.second, a.third)
    for rank in ranks:
        if rank == s.cur_rank:
            raise InvalidTargetError(
                a, "the warrants go on other characters", Refusal(Why.TARGET_SELF, rank=rank)
            )
        if not 1 <= rank <= s.rules.max_rank:
            raise InvalidTargetError(
                a, "name characters of this game", Refusal(Why.NO_SUCH_TARGET, rank=rank)
            )
    if not a.second < a.third or a.signed in (a.second, a.third):
        raise InvalidTargetError(a, "name three different characters, the two plain ones in rank order")
    s.warrants = sorted(ranks)
    s.warrant_seat = s.cur_seat
    s.warrant_signed = a.signed
    s.ability_used = True
    if ev is not None:
        ev.append(WarrantsPlaced(s.cur_seat, tuple(s.warrants), a.signed))


def holds_build(s: State, p: Player, c: DistrictCard, gold: int, ev: list[Event] | None) -> bool:
    """At a warranted character's first paid build (`c`, costing `gold`, out of the hand and not paid
    yet: `building.place_district`), hold it for the
    Magistrate's seat (True); the same pause whichever warrant the token carries (§9.3 "Decision
    point"). Never on the Magistrate's own second character (§9.13 (2)). Called with warrants out."""
    rank = s.cur_rank
    if rank not in s.warrants or s.paid_build_made:
        return False
    s.paid_build_made = True  # later builds of this turn are never held (§9.3 "No second chance")
    owner = s.warrant_seat
    if p.seat == owner:
        return False
    s.held_build = c
    s.held_paid = gold
    s.decision = Decision.WARRANT
    s.to_move = owner
    if ev is not None:
        ev.append(BuildHeld(p.seat, owner, rank, c.id, gold))
    return True


def confiscation_refusal(s: State) -> Refusal | None:
    """Why the Magistrate may not reveal at the held build (None: he may): the warrant on this
    character is not the signed one, or his city already has a district of that name (the Quarry does
    not lift this), or the Monument into his city of 5 or more districts (§9.3, §9.4)."""
    c = s.held_build
    if c is None or s.cur_rank != s.warrant_signed:
        return Refusal(Why.WARRANT_UNSIGNED, rank=s.cur_rank)
    magistrate = s.players[s.warrant_seat]
    if c.kind in magistrate.kinds:
        return Refusal(Why.DUPLICATE, card=c.id)
    if s.rules.deck_2016:  # the Monument: not into the Magistrate's city of 5 or more (§9.3, §9.4)
        never = district_builds.never_built_now(magistrate, c)
        if never is not None:
            return never[1]
    return None


def legal_warrant(s: State) -> list[Action]:
    if confiscation_refusal(s) is None:
        return [REVEAL_WARRANT, KEEP_WARRANT_HIDDEN]
    return [KEEP_WARRANT_HIDDEN]

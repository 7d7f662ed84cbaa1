"""Turning points: the few decisions that moved the chances most, each named by what happened in it.

The swing of an action is half the sum over the seats of how much their chance changed (the share of
the winning chance that changed hands). Only decisions are candidates: an action that was the only
legal one (a forced move: ending a turn with nothing left to do) changes nothing a player chose. A
candidate is ranked by the part of its swing that lasts (`lasting_swing`): the smaller of its own swing
and the swing from before it to `LASTING` actions after it, so a move the next few moves undo is not
a turning point. The `MOST` biggest are kept, at least `LEAST` of them (a very short game has fewer
decisions) and beyond that only those whose lasting swing is at least `MIN_SWING`.

What happened is read from the action and the events it caused, most telling first (`describe`): a
Warlord's strike says more than the end of the turn it came in, a city completed more than the
district that completed it. Events that only reveal what was decided earlier — a murdered character's
lost turn, a Thief's haul, a bewitched turn, each made public when its rank is called — are not what
changed: the estimate reads the full state, so it counted the murder, the theft or the spell when it
was cast, and a turning point is named for that decision, never for the move that happened to reveal it. An event that hurt a seat whose chance rose is not what moved the
chances: the action itself is named instead. The key and its parameters are for `citadels.text.coach_words`:

========================  =================================================================
key                       params
========================  =================================================================
``murder``                ``character`` (rank), ``victim`` (seat)
``murder_miss``           ``character`` — nobody held it
``rob``                   ``character``, ``victim``
``rob_miss``              ``character`` — nobody held it
``haul``                  ``robber``, ``victim``, ``amount`` — a reveal: not produced (see above)
``turn_lost``             ``character``, ``victim`` — a reveal: not produced (see above)
``destroy``               ``district`` (kind name), ``victim``
``complete``              ``first`` (1 or 0)
``build``                 ``district``
``swap_hands``            ``target``
``confiscate``            ``district``, ``victim`` — the Magistrate's signed warrant revealed
``seize``                 ``district``, ``victim`` — the Marshal's seizure
``threat_taken``          ``victim``, ``amount`` — the Blackmailer's flowered threat revealed
``bribe``                 ``target``, ``amount`` — a bribe paid to the Blackmailer's seat
``theater_swap``          ``district`` (the Theater), ``target`` — characters swapped
``bewitched``             ``character``, ``victim`` — a reveal: not produced (see above)
``pick``                  ``character``
``discard``               ``character``
``gold``                  —  (took 2 gold)
``cards``                 —  (drew cards)
``keep``                  ``district``
``crown``                 ``target``
``end_turn``              —
``income``                —
``end``                   —  (the last action: the scores are counted)
``other``                 —  (word the action itself)
========================  =================================================================
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import assert_never

from citadels.engine import (
    CARDS,
    Action,
    Build,
    DiscardCharacter,
    DrawCards,
    EndTurn,
    GameState,
    KeepCard,
    Murder,
    PickCharacter,
    Rob,
    TakeGold,
    TakeIncome,
)
from citadels.engine import events as ev
from citadels.engine.uniques import THEATER

from .model import Chances, Step, TurningPoint

MOST = 5
LEAST = 3
MIN_SWING = 0.08
#: A turning point's change must still be there this many actions later (`lasting_swing`).
LASTING = 3

KEYS = (
    "murder", "murder_miss", "rob", "rob_miss", "haul", "turn_lost", "destroy", "complete", "build", "swap_hands",
    "bewitched", "pick", "discard", "gold", "cards", "keep", "crown", "end_turn", "income", "end", "other",
    "confiscate", "seize", "threat_taken", "bribe", "theater_swap",
)  # fmt: skip

Described = tuple[str, dict[str, int | str]]


def swing(before: Chances, after: Chances) -> float:
    return sum(abs(a - b) for a, b in zip(after, before, strict=True)) / 2


def lasting_swing(start: Chances, steps: Sequence[Step], i: int) -> float:
    """The part of step `i`'s swing that lasts: the smaller of its own and the swing from before it to
    `LASTING` steps after it (or the last step)."""
    before = steps[i - 1].chances if i > 0 else start
    later = steps[min(len(steps) - 1, i + LASTING)].chances
    return min(swing(before, steps[i].chances), swing(before, later))


def pick_turning_points(
    start: Chances, steps: Sequence[Step], forced: Sequence[bool] | None = None
) -> list[int]:
    """The positions in `steps` of the turning points, in game order. `forced[i]`: step `i`'s action
    was the only legal one (never a turning point)."""
    ranked = sorted(
        ((lasting_swing(start, steps, i), -i) for i in range(len(steps)) if forced is None or not forced[i]),
        reverse=True,
    )
    chosen = [-i for k, (s, i) in enumerate(ranked[:MOST]) if k < LEAST or s >= MIN_SWING]
    return sorted(chosen)


def describe(action: Action, events: Sequence[ev.Event], before: GameState, last: bool) -> Described:
    """What happened in an action, most telling first: its key and parameters."""
    if isinstance(action, Murder):
        victim = before.holder[action.rank]
        if victim < 0:
            return "murder_miss", {"character": action.rank}
        return "murder", {"character": action.rank, "victim": victim}
    if isinstance(action, Rob):
        victim = before.holder[action.rank]
        if victim < 0:
            return "rob_miss", {"character": action.rank}
        return "rob", {"character": action.rank, "victim": victim}
    found = _from_events(events)
    if found is not None:
        return found
    if last:
        return "end", {}
    return _from_action(action)


def _from_events(events: Sequence[ev.Event]) -> Described | None:
    """The most telling event of an action, if one tells anything."""
    ranked: list[tuple[int, Described]] = []
    for e in events:
        match e:
            case ev.Destroyed(target=target, card=card, by="" | "blast"):  # an ability, the Armory
                ranked.append((0, ("destroy", {"district": CARDS[card].kind.name, "victim": target})))
            case ev.CityCompleted(first=first):
                ranked.append((1, ("complete", {"first": 1 if first else 0})))
            # the 2016 box (RULES.md §9.3, §9.4): a district, gold or a character changes hands
            case ev.WarrantRevealed(builder=builder, card=card):
                ranked.append((0, ("confiscate", {"district": CARDS[card].kind.name, "victim": builder})))
            case ev.DistrictSeized(target=target, card=card):
                ranked.append((0, ("seize", {"district": CARDS[card].kind.name, "victim": target})))
            case ev.ThreatRevealed(holder=holder, taken=taken) if taken > 0:
                ranked.append((2, ("threat_taken", {"victim": holder, "amount": taken})))
            case ev.BribePaid(to=to, amount=amount):
                ranked.append((3, ("bribe", {"target": to, "amount": amount})))
            case ev.TheaterSwapped(target=target):
                ranked.append((4, ("theater_swap", {"district": THEATER.name, "target": target})))
            case ev.HandsSwapped(target=target):
                ranked.append((5, ("swap_hands", {"target": target})))
            case ev.Built(card=card):
                ranked.append((6, ("build", {"district": CARDS[card].kind.name})))
            case ev.CrownPassed(to_seat=to_seat):
                ranked.append((7, ("crown", {"target": to_seat})))
            case (
                ev.GameStarted()
                | ev.CardsDealt()
                | ev.RoundStarted()
                | ev.CharactersDiscardedFaceUp()
                | ev.CharacterDiscardedFaceDown()
                | ev.CharacterChosen()
                | ev.RankCalled()
                | ev.CharacterRevealed()
                | ev.Murdered()
                | ev.Robbed()
                | ev.GoldTaken()
                | ev.GoldPaid()
                | ev.CardsDrawn()
                | ev.CardKept()
                | ev.CardsExchanged()
                | ev.CardDiscarded()
                | ev.IncomeTaken()
                | ev.GraveyardOffered()
                | ev.GraveyardUsed()
                | ev.TurnEnded()
                | ev.RoundEnded()
                | ev.GameEnded()
                | ev.CharacterSetChosen()
                | ev.Bewitched()
                | ev.TaxPaid()
                | ev.HandLookedAt()
                | ev.CardTakenFromHand()
                | ev.TributePaid()
                | ev.TitheTaken()
                | ev.DistrictsSwapped()
                | ev.CardsGivenForGold()
                | ev.TaxOnToken()
                | ev.TokenTaxTaken()
                | ev.HandLookedAtForType()
                | ev.CardTakenAtRandom()
                | ev.CardGiven()
                | ev.Beautified()
                | ev.AdornmentGoldReturned()
                | ev.WarrantsPlaced()
                | ev.BuildHeld()
                | ev.WarrantKept()
                | ev.ThreatsPlaced()
                | ev.BribeRefused()
                | ev.ThreatRevealed()  # no gold taken: a threat without the flower
                | ev.ThreatKept()
                | ev.Destroyed()  # d16b: a district destroyed to build, or the Armory spent (the rest tells it)
                | ev.TheaterDeclined()
            ):
                pass  # tells nothing the action itself does not (`_from_action` says it)
            case ev.MurderedRevealed() | ev.GoldStolen() | ev.BewitchedTurnTaken():
                pass  # a reveal of what was decided earlier: the estimate counted it then (module docstring)
            case _:
                assert_never(e)
    if not ranked:
        return None
    return min(ranked, key=lambda r: r[0])[1]


def _from_action(action: Action) -> Described:
    if isinstance(action, PickCharacter):
        return "pick", {"character": action.rank}
    if isinstance(action, DiscardCharacter):
        return "discard", {"character": action.rank}
    if isinstance(action, TakeGold):
        return "gold", {}
    if isinstance(action, DrawCards):
        return "cards", {}
    if isinstance(action, KeepCard):
        return "keep", {"district": CARDS[action.card].kind.name}
    if isinstance(action, Build):
        return "build", {"district": CARDS[action.card].kind.name}
    if isinstance(action, EndTurn):
        return "end_turn", {}
    if isinstance(action, TakeIncome):
        return "income", {}
    return "other", {}


def turning_point(
    step: Step,
    before_chances: Chances,
    action: Action,
    events: Sequence[ev.Event],
    before: GameState,
    last: bool,
) -> TurningPoint:
    key, params = describe(action, events, before, last)
    deltas = [a - b for a, b in zip(step.chances, before_chances, strict=True)]
    victim = params.get("victim")
    if isinstance(victim, int) and victim != step.seat and deltas[victim] > 0:
        # the event hurt a seat whose chance rose: it is not what moved them; say what the seat did
        key, params = _from_action(action)
    return TurningPoint(
        index=step.index,
        seat=step.seat,
        round=step.round,
        key=key,
        params=params,
        action=action,
        before=before_chances,
        after=step.chances,
        swing=swing(before_chances, step.chances),
        gainer=max(range(len(deltas)), key=lambda i: (deltas[i], -i)),
        loser=min(range(len(deltas)), key=lambda i: (deltas[i], i)),
    )

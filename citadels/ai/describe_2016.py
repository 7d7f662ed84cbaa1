"""Reasons in words for the 2016 box's actions (RULES.md §9), for `describe` (the Hard bot, the Hint
and the coach's costly choices).

Each action gets the reason Medium gives for it (`darkcity`, `district_actions`, `paid_builds`) when
Medium's own criterion holds in the position, so the words are the same whichever bot suggests the
move; when it does not, a weaker reason that is still true of the position. A reason never states
what is false (a "signed warrant" revealed only when it is signed, a "leader" only when he leads) and
never names another seat's secret (RULES.md §9.11): the secrets it names are the bot's own, declared
per key in `messages.REVEALS` with a public wording.

`SEARCH_ONLY` lists the actions that keep the generic `SEARCH_OTHER` in some positions, and why: where
nothing of the position speaks for the move, only the simulations do.
"""

from __future__ import annotations

from citadels.engine import (
    CARDS,
    Action,
    DrawToKeepOne,
    GiveCard,
    KeepThreatHidden,
    KeepWarrantHidden,
    LookForType,
    PayBribe,
    PlaceThreats,
    PlaceWarrants,
    PlayerView,
    RefuseBribe,
    RevealThreat,
    RevealWarrant,
    TakeIncome,
    TakeRandomCards,
    city_size,
)
from citadels.engine.actions import (
    LOOK_FOR_TYPE,
    BuildByDestroying,
    DestroyWithArmory,
    TheaterDecline,
    TheaterSwap,
)
from citadels.engine.turn import city_income

from . import darkcity
from . import messages as M
from .base import Reason
from .medium import MediumPolicy

#: The 2016 actions that `describe_2016` leaves to the generic `SEARCH_OTHER` in some positions, and
#: in which. Every other action of RULES.md §9 always gets a reason of its own
#: (tests/ai/test_9_describe_2016.py holds the same table and fails on any other fallback).
SEARCH_ONLY: dict[type, str] = {
    LookForType: "a player or a type that does not promise the most gold and cards",
    GiveCard: "a card the Seer would miss more, or that helps its receiver more, than another",
    TheaterSwap: "a character given to a player who is not the leader, for cards not likely worth more",
    TheaterDecline: "keeping the characters when a swap would likely bring a better one",
    BuildByDestroying: "the Necropolis built on a district worth as many points as it",
    DestroyWithArmory: "its own city, or a rival neither one district from completing nor ahead on points",
}


def describe_2016(view: PlayerView, action: Action, policy: MediumPolicy) -> Reason | None:
    """The deciding factor of a 2016 action in this position (None: not one `describe` leaves here)."""
    if isinstance(action, PlaceWarrants):
        return _warrants(view, action)
    if isinstance(action, RevealWarrant):
        # legal only on the signed warrant, at a paid build that can be confiscated (RULES.md §9.3)
        held = view.held_build
        if held is not None and view.signed_warrant == view.current_rank:
            return Reason(M.REVEAL_WARRANT, {"district": held.kind.name})
        return Reason(M.SEARCH_OTHER, {})
    if isinstance(action, KeepWarrantHidden):
        return Reason(M.KEEP_WARRANT, {})  # the same words whichever warrant it is (§9.3)
    if isinstance(action, PlaceThreats):
        return _threats(view, action)
    if isinstance(action, PayBribe):
        return Reason(M.PAY_BRIBE, {})
    if isinstance(action, RefuseBribe):
        c = darkcity.needs_the_bribe(view)
        if c is not None:
            return Reason(M.REFUSE_BRIBE, {"district": c.kind.name})
        return Reason(M.REFUSE_BRIBE_GAMBLE, {})
    if isinstance(action, RevealThreat):
        return Reason(M.REVEAL_THREAT, {})
    if isinstance(action, KeepThreatHidden):
        return Reason(M.KEEP_THREAT, {})  # the same words whichever threat it is
    if isinstance(action, TheaterSwap | TheaterDecline):
        return _theater(view, action)
    if isinstance(action, LookForType):
        gain = darkcity.look_gains(view)
        others = [a for q in view.table if q.seat != view.seat for a in LOOK_FOR_TYPE[q.seat]]
        if gain(action) >= max(gain(a) for a in others):
            return Reason(M.NAME_TYPE_AND_LOOK, {"seat": action.seat, "dtype": int(action.dtype)})
        return Reason(M.SEARCH_OTHER, {})  # SEARCH_ONLY
    if isinstance(action, TakeRandomCards):
        return Reason(M.TAKE_AT_RANDOM, {})
    if isinstance(action, GiveCard):
        cost = darkcity.give_costs(view, policy._weights(view))
        if cost(action) <= min(cost(GiveCard(action.seat, c.id)) for c in view.hand):
            return Reason(M.GIVE_LEAST_NEEDED, {"seat": action.seat})
        return Reason(M.SEARCH_OTHER, {})  # SEARCH_ONLY
    if isinstance(action, DrawToKeepOne):
        return Reason(M.DRAW_SEVEN, {})
    if isinstance(action, TakeIncome):
        return _card_income(view, action)
    return None


def _warrants(view: PlayerView, action: PlaceWarrants) -> Reason:
    """Medium's warrants (on the three characters likeliest to build, the signed one on the likeliest)
    say so; any other placement says where the signed one is. Both are the Magistrate's secret: the
    others read the public wording (`messages.PUBLIC`)."""
    if action == darkcity.wanted_warrants(view):
        return Reason(M.PLACE_WARRANTS, {"character": action.signed})
    return Reason(M.PLACE_WARRANTS_SIGNED, {"character": action.signed})


def _threats(view: PlayerView, action: PlaceThreats) -> Reason:
    """As `_warrants`, for the Blackmailer's threats and the flower (the characters likeliest to be
    rich, among those a threat may go on: RULES.md §9.3)."""
    allowed = {
        r
        for r in range(2, len(view.characters) + 1)
        if r not in (view.current_rank, view.murdered, view.bewitched)
    }
    if len(allowed) >= 2 and action == darkcity.wanted_threats(view, allowed):
        return Reason(M.PLACE_THREATS, {"character": action.flowered})
    return Reason(M.PLACE_THREATS_FLOWER, {"character": action.flowered})


def _theater(view: PlayerView, action: TheaterSwap | TheaterDecline) -> Reason:
    """The Theater's swap said by what it likely brings (a random character of the opponent's, worth
    on average what the characters the owner cannot locate are worth: `darkcity.theater_values`) and
    by whom it hurts (the leader); keeping the characters, by what the swap would likely lose."""
    value, expected = darkcity.theater_values(view)
    if isinstance(action, TheaterDecline):
        worst = min(view.my_characters, key=value)
        if expected is None or expected <= value(worst):
            return Reason(M.THEATER_KEEP, {"character": max(view.my_characters, key=value)})
        return Reason(M.SEARCH_OTHER, {})  # SEARCH_ONLY
    rivals = [q.seat for q in view.table if q.seat != view.seat]
    leader = max(rivals, key=lambda seat: (darkcity.leader_score(view, seat), -seat))
    better = expected is not None and expected > value(action.give)
    params: dict[str, object] = {"character": action.give, "seat": action.target}
    if better:
        return Reason(M.THEATER_SWAP if action.target == leader else M.THEATER_SWAP_BETTER, params)
    if action.target == leader:
        return Reason(M.THEATER_SWAP_LEADER, params)
    return Reason(M.SEARCH_OTHER, {})  # SEARCH_ONLY


def _card_income(view: PlayerView, action: TakeIncome) -> Reason | None:
    """A card income (the Patrician's, RULES.md §9.3) in Medium's words; None for a gold income."""
    spec = view.character(view.current_rank)
    if not spec.income_in_cards:
        return None
    count = city_income(view.me().city, spec.income_type, school_type=action.school_type)
    if count == 0:
        return Reason(M.INCOME_NONE, {})
    return Reason(M.INCOME_CARDS, {"count": count})


def armory_reason(view: PlayerView, seat: int, card: int) -> Reason:
    """The Armory spent on `card` of `seat`'s city (RULES.md §9.4), in Medium's words
    (`district_actions.armory`): a city one district from completing, or a rival ahead on points."""
    params: dict[str, object] = {"district": CARDS[card].kind.name, "seat": seat}
    if seat != view.seat:
        if city_size(view.table[seat].city) == view.completion - 1:
            return Reason(M.ARMORY_STOP, params)
        if _points(view, seat) > _points(view, view.seat):
            return Reason(M.ARMORY_LEADER, params)
    return Reason(M.SEARCH_OTHER, {})  # SEARCH_ONLY: own city, or a rival neither close nor ahead


def _points(view: PlayerView, seat: int) -> int:
    return sum(c.kind.points for c in view.table[seat].city)

"""Active character abilities, one handler per character name (RULES.md §4).

`ABILITIES[name]` says which action types the character's ability uses, lists the legal ones and
applies one. Passive parts of characters (income type, bonus gold/cards, build limit, crown, Bishop's
protection) are data on `CharacterSpec` and are handled by the turn loop.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from typing import Any

from . import district_builds, payments, threats, uniques, warrants
from .actions import (
    _SWAPS,
    BEWITCH,
    BUILD_FROM_HAND,
    COLLECT_TITHE,
    DESTROY,
    DRAW_EXTRA_CARDS,
    DRAW_TO_KEEP_ONE,
    EXCHANGE,
    FINISH_EXCHANGE,
    GIVE_CARD,
    GIVE_CROWN,
    KEEP_FROM_HAND,
    LOOK_AT_HAND,
    LOOK_FOR_TYPE,
    MAX_SEATS,
    MURDER,
    ROB,
    SEIZE,
    SWAP,
    TAKE_EXTRA_GOLD,
    TAKE_RANDOM_CARDS,
    TRIBUTE_CARD,
    TRIBUTE_GOLD,
    Action,
    Beautify,
    Bewitch,
    BuildWithLoan,
    CollectTithe,
    Destroy,
    DrawExtraCards,
    DrawToKeepOne,
    ExchangeCard,
    FinishExchange,
    GiveCard,
    GiveCrown,
    LookAtHand,
    LookForType,
    Murder,
    PlaceThreats,
    PlaceWarrants,
    Rob,
    SeizeDistrict,
    SwapDistricts,
    SwapHands,
    TakeExtraGold,
    TakeFromHand,
    TakeRandomCards,
    TributeCard,
    TributeGold,
    beautify,
    swap_districts,
)
from .building import check_completed, place_district, remove_from_city
from .cardmoves import card_arg, draw, to_bottom
from .cards import DECK_SIZE, DistrictCard, DistrictType
from .config import Rules
from .decision import Decision
from .errors import (
    AlreadyUsedError,
    CannotAffordError,
    DuplicateDistrictError,
    InvalidTargetError,
    NotInHandError,
    WrongPhaseError,
)
from .events import (
    AdornmentGoldReturned,
    Beautified,
    Bewitched,
    CardGiven,
    CardKept,
    CardsDrawn,
    CardsExchanged,
    CardsGivenForGold,
    CardTakenAtRandom,
    CardTakenFromHand,
    CrownPassed,
    Destroyed,
    DistrictSeized,
    DistrictsSwapped,
    Event,
    GoldPaid,
    GoldTaken,
    GraveyardOffered,
    HandLookedAt,
    HandLookedAtForType,
    HandsSwapped,
    Murdered,
    Robbed,
    TitheTaken,
    TributePaid,
)
from .refusal import Refusal, Why
from .rounds import end_turn
from .state import Player, State
from .uniques import build_price

_MAIN = Decision.MAIN  # enum members are slow to look up on the class (Python 3.11)
_EXCHANGE = Decision.EXCHANGE
# the unique districts' hooks (`uniques.UNIQUES`), read where they apply
_INDESTRUCTIBLE = uniques.INDESTRUCTIBLE  # the Keep
_WALL = uniques.WALL  # the Great Wall
_SURCHARGE = uniques.SURCHARGE
_STAND_IN = uniques.STAND_IN  # the Haunted City
city_size = uniques.city_size  # completion counts the Monument as two districts (RULES.md §9.1)


@dataclass(frozen=True)
class Ability:
    character: str
    action_types: tuple[type, ...]
    legal: Callable[[State, Player, list[Action]], None]
    apply: Callable[[State, Any, list[Event] | None], None]


def apply_ability(s: State, a: Action, ev: list[Event] | None) -> None:
    if s.decision != _MAIN:
        raise WrongPhaseError(a, "abilities are used during your turn, after gathering resources")
    name = s.rules.characters[s.cur_rank - 1].name
    ability = ABILITIES.get(name)
    if ability is None or type(a) not in ability.action_types:
        raise WrongPhaseError(a, f"the {name} has no such ability", Refusal(Why.NO_ABILITY, rank=s.cur_rank))
    if s.ability_used:
        raise AlreadyUsedError(a, f"the {name}'s ability is used once per turn", Refusal(Why.ABILITY_USED))
    ability.apply(s, a, ev)


# ---------------------------------------------------------------------- Assassin
def _murder_targets(s: State) -> range:
    return range(1, s.rules.max_rank + 1)


#: (max_rank, own rank) -> the Murder actions, and (max_rank, murdered, own, bewitched) -> the Rob
#: actions, each made once (a list comprehension per Assassin's or Thief's decision cost more)
_MURDERS: dict[tuple[int, int], tuple[Murder, ...]] = {}
_ROBS: dict[tuple[int, int, int, int], tuple[Rob, ...]] = {}


def _legal_murder(s: State, p: Player, out: list[Action]) -> None:
    key = (s.rules.max_rank, s.cur_rank)
    row = _MURDERS.get(key)
    if row is None:
        own = s.cur_rank
        row = _MURDERS[key] = tuple([MURDER[r] for r in range(1, s.rules.max_rank + 1) if r != own])
    out.extend(row)


def _murder(s: State, a: Murder, ev: list[Event] | None) -> None:
    if a.rank == s.cur_rank:
        raise InvalidTargetError(a, "name another character", Refusal(Why.TARGET_SELF, rank=a.rank))
    if a.rank not in _murder_targets(s):
        raise InvalidTargetError(a, "name another character", Refusal(Why.NO_SUCH_TARGET, rank=a.rank))
    s.murdered = a.rank
    s.ability_used = True
    if ev is not None:
        ev.append(Murdered(s.cur_seat, a.rank))


# ---------------------------------------------------------------------- Thief
def _robbable(s: State, rank: int) -> bool:
    # Not the Assassin (Witch), not the murdered (bewitched) character, not the Thief itself (§4, §6).
    return 1 < rank <= s.rules.max_rank and rank != s.murdered and rank != s.cur_rank and rank != s.bewitched


def _legal_rob(s: State, p: Player, out: list[Action]) -> None:
    key = (s.rules.max_rank, s.murdered, s.cur_rank, s.bewitched)
    row = _ROBS.get(key)
    if row is None:
        # _robbable, unrolled
        murdered, own, bewitched = s.murdered, s.cur_rank, s.bewitched
        row = _ROBS[key] = tuple(
            [ROB[r] for r in range(2, s.rules.max_rank + 1) if r != murdered and r != own and r != bewitched]
        )
    out.extend(row)


def _rob_refusal(s: State, rank: int) -> Refusal:
    """Why the Thief may not rob `rank` (RULES.md §4, §6), for a rank that is not `_robbable`."""
    if rank == s.cur_rank:
        return Refusal(Why.TARGET_SELF, rank=rank)
    if rank == 1:
        return Refusal(Why.TARGET_RANK_ONE, rank=rank)
    if not 1 < rank <= s.rules.max_rank:
        return Refusal(Why.NO_SUCH_TARGET, rank=rank)
    if rank == s.murdered:
        return Refusal(Why.TARGET_MURDERED, rank=rank)
    return Refusal(Why.TARGET_BEWITCHED, rank=rank)


def _rob(s: State, a: Rob, ev: list[Event] | None) -> None:
    if not _robbable(s, a.rank):
        raise InvalidTargetError(
            a,
            "the Thief may not rob the Assassin, the murdered character or himself",
            _rob_refusal(s, a.rank),
        )
    s.robbed = a.rank
    s.robber = s.cur_seat
    s.ability_used = True
    if ev is not None:
        ev.append(Robbed(s.cur_seat, a.rank))


# ---------------------------------------------------------------------- Magician
_SWAPS_WITH: dict[tuple[int, int], tuple[SwapHands, ...]] = {}  # (players, own seat) -> the SwapHands


def _legal_magic(s: State, p: Player, out: list[Action]) -> None:
    key = (s.rules.players, p.seat)
    row = _SWAPS_WITH.get(key)
    if row is None:
        me = p.seat
        row = _SWAPS_WITH[key] = tuple([SWAP[seat] for seat in range(s.rules.players) if seat != me])
    out.extend(row)
    for c in p.hand:
        out.append(EXCHANGE[c.id])


def _magic(s: State, a: SwapHands | ExchangeCard, ev: list[Event] | None) -> None:
    p = s.players[s.cur_seat]
    if isinstance(a, SwapHands):
        if not 0 <= a.seat < s.rules.players or a.seat == p.seat:
            why = Why.TARGET_SELF if a.seat == p.seat else Why.NO_SUCH_TARGET
            raise InvalidTargetError(a, "swap with another player", Refusal(why, seat=a.seat))
        other = s.players[a.seat]
        if ev is not None:
            ev.append(HandsSwapped(p.seat, other.seat, len(p.hand), len(other.hand)))
        p.hand, other.hand = other.hand, p.hand
        s.ability_used = True
        return
    _put_aside(s, p, a)
    s.ability_used = True
    s.decision = _EXCHANGE


def _put_aside(s: State, p: Player, a: ExchangeCard) -> None:
    c = card_arg(a, a.card)
    if c not in p.hand:
        raise NotInHandError(a, f"{c.name} is not in your hand", Refusal(Why.NOT_IN_HAND, card=c.id))
    p.hand.remove(c)
    s.aside.append(c)


def legal_exchange(s: State) -> list[Action]:
    out: list[Action] = []
    for c in s.players[s.cur_seat].hand:
        out.append(EXCHANGE[c.id])
    out.append(FINISH_EXCHANGE)
    return out


def apply_finish_exchange(s: State, a: FinishExchange, ev: list[Event] | None) -> None:
    if s.decision != _EXCHANGE:
        raise WrongPhaseError(a, "no exchange is under way")
    p = s.players[s.cur_seat]
    count = len(s.aside)
    to_bottom(s, s.aside)
    s.aside = []
    cards = draw(s, count)
    p.hand += cards
    s.decision = _MAIN
    if ev is not None:
        ev.append(CardsExchanged(p.seat, count))
        ev.append(CardsDrawn(p.seat, len(cards), "magician", tuple(c.id for c in cards)))


def apply_exchange_card(s: State, a: ExchangeCard, ev: list[Event] | None) -> None:
    if s.decision == _EXCHANGE:
        _put_aside(s, s.players[s.cur_seat], a)
        return
    apply_ability(s, a, ev)


# ---------------------------------------------------------------------- Warlord
def city_protected(s: State, seat: int) -> bool:
    """The living Bishop's city cannot be attacked this round (the Witch's, if she bewitched him)."""
    for spec in s.rules.characters:
        if spec.protects_city and spec.rank != s.murdered:
            rank = spec.rank
            acting = s.bewitched_by if (rank == s.bewitched and s.bewitched_by >= 0) else s.holder[rank]
            if acting == seat:
                return True
    return False


def destroy_price(s: State, seat: int, c: DistrictCard) -> int | tuple[str, Refusal]:
    """The Warlord's price to destroy `c` in `seat`'s city, or why it cannot be destroyed."""
    target = s.players[seat]
    if c not in target.city:
        return "that district is not in that city", Refusal(Why.NOT_IN_CITY, card=c.id, seat=seat)
    if city_size(target.city) >= s.rules.completion:
        return "a completed city cannot be attacked", Refusal(Why.CITY_COMPLETE, seat=seat)
    if city_protected(s, seat):
        return "the Bishop's districts are protected this round", Refusal(Why.CITY_PROTECTED, seat=seat)
    if not uniques.destructible(c):
        return f"the {c.name} cannot be destroyed", Refusal(Why.KEEP, card=c.id)
    return uniques.destroy_price(c, _WALL in target.kinds) + (c.id in s.adorned)


def protected_seats(s: State) -> list[int]:
    """The seats whose cities cannot be attacked this round (`city_protected`, for every seat at once)."""
    out: list[int] = []
    for rank in s.rules.protectors:
        if rank != s.murdered:
            out.append(s.bewitched_by if (rank == s.bewitched and s.bewitched_by >= 0) else s.holder[rank])
    return out


def _legal_destroy(s: State, p: Player, out: list[Action]) -> None:
    gold = p.gold
    completion = s.rules.completion
    adorned = s.adorned
    protected = protected_seats(s)
    for target in s.players:
        city = target.city
        if not city or city_size(city) >= completion or target.seat in protected:
            continue
        row = DESTROY[target.seat]
        wall = _WALL in target.kinds
        if not wall and not adorned:
            budget = gold + 1  # the usual price: the cost - 1
            for c in city:
                if c.cost <= budget and c.kind is not _INDESTRUCTIBLE:
                    out.append(row[c.id])
            continue
        for c in city:
            # uniques.destructible and uniques.destroy_price, unrolled for the hot loop
            kind = c.kind
            if kind is _INDESTRUCTIBLE:
                continue
            price = kind.cost - 1 + (_SURCHARGE if wall and kind is not _WALL else 0) + (c.id in adorned)
            if price <= gold:
                out.append(row[c.id])


def _destroy(s: State, a: Destroy, ev: list[Event] | None) -> None:
    if not 0 <= a.seat < s.rules.players:
        raise InvalidTargetError(a, f"there is no seat {a.seat}", Refusal(Why.NO_SUCH_TARGET, seat=a.seat))
    c = card_arg(a, a.card)
    price = destroy_price(s, a.seat, c)
    if isinstance(price, tuple):
        raise InvalidTargetError(a, *price)
    p = s.players[s.cur_seat]
    if price > p.gold:
        raise CannotAffordError(
            a,
            f"destroying the {c.name} costs {price} gold and you have {p.gold}",
            Refusal(Why.CANNOT_AFFORD, card=c.id, seat=a.seat, cost=price, gold=p.gold),
        )
    target = s.players[a.seat]
    p.gold -= price
    remove_from_city(s, target, c)
    uniques.empty_museum(s, c)  # d16b: a destroyed Museum's cards go under the deck (RULES.md §9.4)
    s.ability_used = True
    if ev is not None:
        ev.append(Destroyed(p.seat, a.seat, c.id, price))
    if c.id in s.adorned:
        # RULES.md §6 Artist: the gold goes back to the bank when the district is destroyed.
        s.adorned.discard(c.id)
        if ev is not None:
            ev.append(AdornmentGoldReturned(a.seat, c.id))
    owner = uniques.graveyard_taker(s, c)
    if owner is None:
        to_bottom(s, [c])
        return
    s.grave_card = c
    s.decision = Decision.GRAVEYARD
    s.to_move = owner
    if ev is not None:
        ev.append(GraveyardOffered(owner, c.id))


def must_act_before_end(s: State, p: Player) -> bool:
    """RULES.md §6 (ours): the Emperor gives the crown before his turn ends, when anyone may take it."""
    if not s.rules.characters[s.cur_rank - 1].gives_crown:
        return False
    return any(seat != p.seat and seat != s.crown for seat in range(s.rules.players))


# ---------------------------------------------------------------------- Witch (RULES.md §6)
def legal_bewitch(s: State) -> list[Action]:
    own = s.cur_rank
    return [BEWITCH[r] for r in range(1, s.rules.max_rank + 1) if r != own]


def apply_bewitch(s: State, a: Bewitch, ev: list[Event] | None) -> None:
    if s.decision != Decision.BEWITCH:
        raise WrongPhaseError(a, "the Witch bewitches right after gathering resources")
    if a.rank == s.cur_rank or not 1 <= a.rank <= s.rules.max_rank:
        why = Why.TARGET_SELF if a.rank == s.cur_rank else Why.NO_SUCH_TARGET
        raise InvalidTargetError(a, "name another character", Refusal(why, rank=a.rank))
    s.bewitched = a.rank
    s.bewitched_by = s.cur_seat
    s.ability_used = True
    if ev is not None:
        ev.append(Bewitched(s.cur_seat, a.rank))
    s.decision = Decision.MAIN
    end_turn(s, ev)  # her own turn ends at once: no building, no income, no uniques


# ---------------------------------------------------------------------- Wizard
def _legal_wizard(s: State, p: Player, out: list[Action]) -> None:
    for q in s.players:
        if q.seat != p.seat and q.hand:
            out.append(LOOK_AT_HAND[q.seat])


def _wizard_look(s: State, a: LookAtHand, ev: list[Event] | None) -> None:
    if not 0 <= a.seat < s.rules.players or a.seat == s.cur_seat:
        why = Why.TARGET_SELF if a.seat == s.cur_seat else Why.NO_SUCH_TARGET
        raise InvalidTargetError(a, "look at another player's hand", Refusal(why, seat=a.seat))
    if not s.players[a.seat].hand:
        raise InvalidTargetError(a, "that player has no cards", Refusal(Why.EMPTY_HAND, seat=a.seat))
    s.peek_seat = a.seat
    s.ability_used = True
    s.decision = Decision.TAKE_FROM_HAND
    if ev is not None:
        ev.append(HandLookedAt(s.cur_seat, a.seat))


def legal_take_from_hand(s: State) -> list[Action]:
    p = s.players[s.cur_seat]
    gold = p.gold
    deck_2016 = s.rules.deck_2016  # the Secret Vault, the Monument (RULES.md §9.4)
    out: list[Action] = []
    for c in s.players[s.peek_seat].hand:
        out.append(KEEP_FROM_HAND[c.id])
        if build_price(c.kind, p.kinds) <= gold and not (deck_2016 and district_builds.never_built_now(p, c)):
            out.append(BUILD_FROM_HAND[c.id])
    return out


def apply_take_from_hand(s: State, a: TakeFromHand, ev: list[Event] | None) -> None:
    if s.decision != Decision.TAKE_FROM_HAND:
        raise WrongPhaseError(a, "the Wizard is not looking at a hand")
    c = card_arg(a, a.card)
    target = s.players[s.peek_seat]
    if c not in target.hand:
        raise NotInHandError(
            a, f"{c.name} is not in the hand the Wizard looks at", Refusal(Why.NOT_IN_HAND, card=c.id)
        )
    p = s.players[s.cur_seat]
    never = district_builds.never_built_now(p, c) if a.build and s.rules.deck_2016 else None
    if never is not None:
        raise InvalidTargetError(a, *never)
    price = build_price(c.kind, p.kinds)  # RULES.md §9.4 Factory: the Wizard's build is a paid build
    if a.build and price > p.gold:
        raise CannotAffordError(
            a,
            f"{c.name} costs {price} gold and you have {p.gold}",
            Refusal(Why.CANNOT_AFFORD, card=c.id, cost=price, gold=p.gold),
        )
    target.hand.remove(c)
    s.peek_seat = -1
    s.decision = Decision.MAIN
    if ev is not None:
        ev.append(CardTakenFromHand(p.seat, target.seat, c.id, a.build))
    if a.build:
        place_district(s, p, c, ev)  # an extra build: it may duplicate a district of the city
    else:
        p.hand.append(c)


# ---------------------------------------------------------------------- Emperor
def _crown_recipients(s: State, p: Player) -> list[int]:
    return [seat for seat in range(s.rules.players) if seat != p.seat and seat != s.crown]


def _legal_emperor(s: State, p: Player, out: list[Action]) -> None:
    out.extend(GIVE_CROWN[seat] for seat in _crown_recipients(s, p))


def _give_crown(s: State, a: GiveCrown, ev: list[Event] | None) -> None:
    p = s.players[s.cur_seat]
    if a.seat not in _crown_recipients(s, p):
        why = (
            Why.TARGET_SELF
            if a.seat == p.seat
            else Why.HOLDS_CROWN
            if a.seat == s.crown
            else Why.NO_SUCH_TARGET
        )
        raise InvalidTargetError(
            a, "give the crown to another player who does not hold it", Refusal(why, seat=a.seat)
        )
    if ev is not None:
        ev.append(CrownPassed(s.crown, a.seat, "emperor"))
    s.crown = a.seat
    s.crown_given_to = a.seat
    s.ability_used = True
    q = s.players[a.seat]
    if q.hand:
        s.tribute_to = p.seat
        s.decision = Decision.TRIBUTE
        s.to_move = q.seat
    elif q.gold:
        q.gold -= 1
        p.gold += 1
        if ev is not None:
            ev.append(TributePaid(q.seat, p.seat, 1, None))


def legal_tribute(s: State) -> list[Action]:
    q = s.players[s.to_move]
    out: list[Action] = [TRIBUTE_GOLD] if q.gold else []
    out.extend(TRIBUTE_CARD[c.id] for c in q.hand)
    return out


def apply_tribute(s: State, a: TributeGold | TributeCard, ev: list[Event] | None) -> None:
    if s.decision != Decision.TRIBUTE:
        raise WrongPhaseError(a, "no tribute is owed to the Emperor")
    q = s.players[s.to_move]
    emperor = s.players[s.tribute_to]
    if isinstance(a, TributeGold):
        if q.gold < 1:
            raise CannotAffordError(a, "you have no gold", Refusal(Why.CANNOT_AFFORD, cost=1, gold=q.gold))
        q.gold -= 1
        emperor.gold += 1
        paid: tuple[int, int | None] = (1, None)
    else:
        c = card_arg(a, a.card)
        if c not in q.hand:
            raise NotInHandError(a, f"{c.name} is not in your hand", Refusal(Why.NOT_IN_HAND, card=c.id))
        q.hand.remove(c)
        emperor.hand.append(c)
        paid = (0, c.id)
    if ev is not None:
        ev.append(TributePaid(q.seat, emperor.seat, paid[0], paid[1]))
    s.tribute_to = -1
    s.decision = Decision.MAIN
    s.to_move = s.cur_seat


# ---------------------------------------------------------------------- Abbot
def single_richest(golds: Sequence[int]) -> int:
    """The seat holding the most gold alone (-1 on a tie, or when nobody has any), from each seat's
    gold in seat order. The one rule for the engine and the table (which knows the gold from a view)."""
    best = -1
    top = 0
    tie = False
    for seat, gold in enumerate(golds):
        if gold > top:
            best, top, tie = seat, gold, False
        elif gold == top and top > 0:
            tie = True
    return -1 if tie else best


def richest_other(s: State, seat: int) -> int:
    """The single richest player, if it is not `seat` (-1 on a tie, or when `seat` is the richest)."""
    best = single_richest([q.gold for q in s.players])
    return -1 if best == seat else best


def tithe_refusal(s: State, seat: int) -> Refusal:
    """Why nobody gives the Abbot at `seat` a gold (for when `richest_other` finds nobody)."""
    top = max(q.gold for q in s.players)
    if top <= 0:
        return Refusal(Why.NOBODY_HAS_GOLD)
    leaders = tuple(q.seat for q in s.players if q.gold == top)
    if leaders == (seat,):
        return Refusal(Why.YOU_ARE_RICHEST, seat=seat, gold=top)
    return Refusal(Why.RICHEST_TIE, seats=leaders, gold=top)


def _legal_abbot(s: State, p: Player, out: list[Action]) -> None:
    # RULES.md §6: the richest is the one with most gold after the Abbot's income: it comes first
    if s.income_taken and richest_other(s, p.seat) >= 0:
        out.append(COLLECT_TITHE)


def _abbot(s: State, a: CollectTithe, ev: list[Event] | None) -> None:
    if not s.income_taken:
        raise WrongPhaseError(
            a,
            "the richest player is counted after the Abbot's income: take it first",
            Refusal(Why.INCOME_FIRST),
        )
    p = s.players[s.cur_seat]
    rich = richest_other(s, p.seat)
    if rich < 0:
        raise InvalidTargetError(a, "nobody is the single richest player but you", tithe_refusal(s, p.seat))
    s.players[rich].gold -= 1
    p.gold += 1
    s.ability_used = True
    if ev is not None:
        ev.append(TitheTaken(p.seat, rich, 1))


# ---------------------------------------------------------------------- Navigator
NAVIGATOR_BONUS = 4


def _legal_navigator(s: State, p: Player, out: list[Action]) -> None:
    out.append(TAKE_EXTRA_GOLD)
    if s.deck:
        out.append(DRAW_EXTRA_CARDS)


def _navigate(s: State, a: TakeExtraGold | DrawExtraCards, ev: list[Event] | None) -> None:
    p = s.players[s.cur_seat]
    if isinstance(a, TakeExtraGold):
        p.gold += NAVIGATOR_BONUS
        if ev is not None:
            ev.append(GoldTaken(p.seat, NAVIGATOR_BONUS, "navigator"))
    else:
        if not s.deck:
            raise InvalidTargetError(a, "the deck is empty", Refusal(Why.DECK_EMPTY))
        cards = draw(s, NAVIGATOR_BONUS)
        p.hand += cards
        if ev is not None:
            ev.append(CardsDrawn(p.seat, len(cards), "navigator", tuple(c.id for c in cards)))
    s.ability_used = True


# ---------------------------------------------------------------------- Diplomat
def swap_value(
    city: Sequence[DistrictCard], c: DistrictCard, adorned: Collection[int], wall_counts: bool
) -> int:
    """A district's cost for the Diplomat: its cost, + 1 with the Artist's gold, + 1 in a Great Wall's
    city for the district taken (`wall_counts`; the Wall itself excepted). The one formula for the
    engine and the table (which knows the cities from a view)."""
    cost = c.kind.cost + (c.id in adorned)
    if wall_counts and c.kind is not _WALL and any(d.kind is _WALL for d in city):
        cost += _SURCHARGE
    return cost


def district_cost(s: State, seat: int, c: DistrictCard, wall_counts: bool) -> int:
    """`swap_value` of `c` in `seat`'s city."""
    return swap_value(s.players[seat].city, c, s.adorned, wall_counts)


def swap_price(
    s: State, me: int, mine: DistrictCard, seat: int, theirs: DistrictCard
) -> int | tuple[str, Refusal]:
    """What the Diplomat pays `seat` to swap `mine` for `theirs`, or why he cannot."""
    p = s.players[me]
    q = s.players[seat]
    completion = s.rules.completion
    if seat == me:
        return "swap with another city", Refusal(Why.TARGET_SELF, seat=seat)
    if mine not in p.city:
        return "both districts must be in those cities", Refusal(Why.NOT_IN_CITY, card=mine.id, seat=me)
    if theirs not in q.city:
        return "both districts must be in those cities", Refusal(Why.NOT_IN_CITY, card=theirs.id, seat=seat)
    if city_size(p.city) >= completion or city_size(q.city) >= completion:
        closed = me if city_size(p.city) >= completion else seat
        return "a completed city cannot take part in a swap", Refusal(Why.CITY_COMPLETE, seat=closed)
    if city_protected(s, seat):
        return "the Bishop's districts are protected this round", Refusal(Why.CITY_PROTECTED, seat=seat)
    if mine.kind is _INDESTRUCTIBLE or theirs.kind is _INDESTRUCTIBLE:
        keep = mine if mine.kind is _INDESTRUCTIBLE else theirs
        return "the Keep cannot be swapped", Refusal(Why.KEEP, card=keep.id)
    if any(d.kind is theirs.kind for d in p.city if d is not mine):
        return "a city may not hold two districts of one name", Refusal(
            Why.SWAP_DUPLICATE, card=theirs.id, seat=me
        )
    if any(d.kind is mine.kind for d in q.city if d is not theirs):
        return "a city may not hold two districts of one name", Refusal(
            Why.SWAP_DUPLICATE, card=mine.id, seat=seat
        )
    return max(0, district_cost(s, seat, theirs, True) - district_cost(s, me, mine, False))


def _legal_diplomat(s: State, p: Player, out: list[Action]) -> None:
    # the rules of `swap_price`, unrolled: this runs at every step of a Diplomat's turn
    completion = s.rules.completion
    if not p.city or city_size(p.city) >= completion:
        return
    gold = p.gold
    adorned = s.adorned
    keep = _INDESTRUCTIBLE
    wall_kind = _WALL
    surcharge = _SURCHARGE
    mine_cards = [c for c in p.city if c.kind is not keep]
    if not mine_cards:
        return
    my_count: dict[object, int] = {}
    for c in p.city:
        my_count[c.kind] = my_count.get(c.kind, 0) + 1
    my_costs = [(c, c.kind.cost + (c.id in adorned)) for c in mine_cards]
    me = p.seat
    swaps = _SWAPS
    for q in s.players:
        if q.seat == me or not q.city or city_size(q.city) >= completion or city_protected(s, q.seat):
            continue
        seat = q.seat
        their_count: dict[object, int] = {}
        for c in q.city:
            their_count[c.kind] = their_count.get(c.kind, 0) + 1
        wall = wall_kind in q.kinds
        for theirs in q.city:
            tk = theirs.kind
            if tk is keep:
                continue
            tcost = tk.cost + (theirs.id in adorned) + (surcharge if wall and tk is not wall_kind else 0)
            for mine, gcost in my_costs:
                mk = mine.kind
                same = mk is tk
                if my_count.get(tk, 0) - same > 0 or their_count.get(mk, 0) - same > 0:
                    continue  # a city would hold two districts of one name
                if tcost - gcost <= gold:
                    a = swaps[(mine.id * MAX_SEATS + seat) * DECK_SIZE + theirs.id]
                    out.append(a if a is not None else swap_districts(mine.id, seat, theirs.id))


def _diplomat(s: State, a: SwapDistricts, ev: list[Event] | None) -> None:
    if not 0 <= a.seat < s.rules.players:
        raise InvalidTargetError(a, f"there is no seat {a.seat}", Refusal(Why.NO_SUCH_TARGET, seat=a.seat))
    mine = card_arg(a, a.mine)
    theirs = card_arg(a, a.theirs)
    p = s.players[s.cur_seat]
    price = swap_price(s, p.seat, mine, a.seat, theirs)
    if isinstance(price, tuple):
        raise InvalidTargetError(a, *price)
    if price > p.gold:
        raise CannotAffordError(
            a,
            f"that swap costs {price} gold and you have {p.gold}",
            Refusal(Why.CANNOT_AFFORD, card=theirs.id, seat=a.seat, cost=price, gold=p.gold),
        )
    q = s.players[a.seat]
    p.gold -= price
    q.gold += price
    p.city[p.city.index(mine)] = theirs
    q.city[q.city.index(theirs)] = mine
    p.kinds = {d.kind for d in p.city}
    q.kinds = {d.kind for d in q.city}
    if mine.kind is _STAND_IN or theirs.kind is _STAND_IN:
        # the Haunted City keeps the round it was built in
        p.haunted_round, q.haunted_round = q.haunted_round, p.haunted_round
        if _STAND_IN not in p.kinds:
            p.haunted_round = -1
        if _STAND_IN not in q.kinds:
            q.haunted_round = -1
    s.ability_used = True
    if ev is not None:
        ev.append(DistrictsSwapped(p.seat, q.seat, mine.id, theirs.id, price))
    if s.rules.deck_2016:  # a Monument moved counts two for its new city (RULES.md §9.1)
        check_completed(s, p, ev)
        check_completed(s, q, ev)


# ---------------------------------------------------------------------- Artist
def _legal_artist(s: State, p: Player, out: list[Action]) -> None:
    if p.gold < 1:
        return
    bare = sorted(c.id for c in p.city if c.id not in s.adorned)
    out.extend(beautify(c) for c in bare)
    if p.gold >= 2:
        for i, first in enumerate(bare):
            for second in bare[i + 1 :]:
                out.append(beautify(first, second))


def _artist(s: State, a: Beautify, ev: list[Event] | None) -> None:
    p = s.players[s.cur_seat]
    ids = (a.first,) if a.second is None else (a.first, a.second)
    if a.second is not None and a.second <= a.first:
        raise InvalidTargetError(a, "name two different districts, the lower card id first")
    for card_id in ids:
        c = card_arg(a, card_id)
        if c not in p.city:
            raise InvalidTargetError(
                a, f"the {c.name} is not in your city", Refusal(Why.NOT_IN_CITY, card=c.id, seat=p.seat)
            )
        if card_id in s.adorned:
            raise InvalidTargetError(
                a, f"the {c.name} already has the Artist's gold", Refusal(Why.ADORNED, card=c.id)
            )
    if p.gold < len(ids):
        raise CannotAffordError(
            a,
            f"that takes {len(ids)} gold and you have {p.gold}",
            Refusal(Why.CANNOT_AFFORD, cost=len(ids), gold=p.gold, count=len(ids)),
        )
    p.gold -= len(ids)
    s.adorned.update(ids)
    s.ability_used = True
    if ev is not None:
        ev.append(GoldPaid(p.seat, len(ids), "artist"))
        ev.append(Beautified(p.seat, ids))


# ---------------------------------------------------------------------- Scholar (RULES.md §9.3)
def _legal_scholar(s: State, p: Player, out: list[Action]) -> None:
    if s.deck:  # §9.13 (9): not offered with an empty deck
        out.append(DRAW_TO_KEEP_ONE)


def _draw_to_keep_one(s: State, a: DrawToKeepOne, ev: list[Event] | None) -> None:
    if not s.deck:
        raise InvalidTargetError(a, "the deck is empty", Refusal(Why.DECK_EMPTY))
    ch = s.rules.characters[s.cur_rank - 1]
    cards = draw(s, ch.draws_to_choose)  # a short deck gives what it holds
    s.drawn = cards
    s.ability_used = True
    s.decision = Decision.KEEP_ONE_DRAWN
    if ev is not None:
        ev.append(CardsDrawn(s.cur_seat, len(cards), ch.name, tuple(c.id for c in cards)))


def apply_keep_one_drawn(s: State, c: DistrictCard, ev: list[Event] | None) -> None:
    """The Scholar keeps `c` (one of `s.drawn`, checked by the caller); the others go back into the
    deck, and the whole deck is shuffled (RULES.md §9.3)."""
    p = s.players[s.cur_seat]
    rest = s.drawn
    p.hand.append(c)
    rest.remove(c)
    s.deck += rest
    s.rng.shuffle(s.deck)
    s.drawn = []
    s.decision = _MAIN
    if ev is not None:
        ev.append(CardKept(p.seat, c.id, len(rest), shuffled=True))


# ---------------------------------------------------------------------- Marshal (RULES.md §9.3)
SEIZE_MAX_COST = 3  # the Marshal seizes a district whose cost (with the Artist's gold) is at most this


def seize_price(s: State, me: int, seat: int, c: DistrictCard) -> int | tuple[str, Refusal]:
    """What the Marshal at `me` pays `seat` to seize `c` from its city, or why he cannot: its cost with
    the Artist's gold (3 or less), + 1 in a Great Wall's city (RULES.md §9.3); not his own city, a
    completed one, the living Bishop's (§9.1: as for the Diplomat), the Keep, nor a name his city has."""
    if seat == me:
        return "seize from another city", Refusal(Why.TARGET_SELF, seat=seat)
    q = s.players[seat]
    if c not in q.city:
        return "that district is not in that city", Refusal(Why.NOT_IN_CITY, card=c.id, seat=seat)
    if city_size(q.city) >= s.rules.completion:
        return "a completed city cannot be attacked", Refusal(Why.CITY_COMPLETE, seat=seat)
    if city_protected(s, seat):
        return "the Bishop's districts are protected this round", Refusal(Why.CITY_PROTECTED, seat=seat)
    if c.kind is _INDESTRUCTIBLE:
        return "the Keep cannot be seized", Refusal(Why.KEEP, card=c.id)
    cost = c.kind.cost + (c.id in s.adorned)
    if cost > SEIZE_MAX_COST:
        return (
            f"the Marshal seizes only a district of cost {SEIZE_MAX_COST} or less; the {c.name} costs {cost}",
            Refusal(Why.SEIZE_COST, card=c.id, cost=cost),
        )
    if c.kind in s.players[me].kinds:
        return f"your city already has a {c.name}", Refusal(Why.DUPLICATE, card=c.id)
    return district_cost(s, seat, c, True)


def _legal_marshal(s: State, p: Player, out: list[Action]) -> None:
    gold = p.gold
    completion = s.rules.completion
    protected = protected_seats(s)
    for q in s.players:
        if q is p or not q.city or city_size(q.city) >= completion or q.seat in protected:
            continue
        row = SEIZE[q.seat]
        for c in q.city:
            if c.kind is _INDESTRUCTIBLE or c.kind in p.kinds:
                continue
            if c.kind.cost + (c.id in s.adorned) > SEIZE_MAX_COST:
                continue
            if district_cost(s, q.seat, c, True) <= gold:
                out.append(row[c.id])


def _marshal(s: State, a: SeizeDistrict, ev: list[Event] | None) -> None:
    if not 0 <= a.seat < s.rules.players:
        raise InvalidTargetError(a, f"there is no seat {a.seat}", Refusal(Why.NO_SUCH_TARGET, seat=a.seat))
    c = card_arg(a, a.card)
    p = s.players[s.cur_seat]
    price = seize_price(s, p.seat, a.seat, c)
    if isinstance(price, tuple):
        raise InvalidTargetError(a, *price)
    if price > p.gold:
        raise CannotAffordError(
            a,
            f"seizing the {c.name} costs {price} gold and you have {p.gold}",
            Refusal(Why.CANNOT_AFFORD, card=c.id, seat=a.seat, cost=price, gold=p.gold),
        )
    q = s.players[a.seat]
    haunted = q.haunted_round
    p.gold -= price
    q.gold += price
    remove_from_city(s, q, c)
    p.city.append(c)
    p.kinds.add(c.kind)
    if c.kind is _STAND_IN:  # not a build: the Haunted City keeps the round it was built in (§9.5)
        p.haunted_round = haunted
    s.ability_used = True
    if ev is not None:
        ev.append(DistrictSeized(p.seat, q.seat, c.id, price))
    check_completed(s, p, ev)  # the seized district counts at once (RULES.md §9.3)


# ---------------------------------------------------------------------- Cardinal (RULES.md §9.3)
def loan_refusal(s: State, p: Player, c: DistrictCard, den: int = 0) -> tuple[str, Refusal] | int:
    """The gold the Cardinal `p` is missing to build `c` from his hand (to be taken from one other
    player), or why he may not build it that way: a build he may make (limit, no duplicate) that he
    cannot afford at its price (the Factory's discount counted) after the `den` cards he pays into it
    (a Thieves' Den, RULES.md §9.13, 6), with as many other cards in hand besides as gold missing."""
    if c not in p.hand:
        return f"{c.name} is not in your hand", Refusal(Why.NOT_IN_HAND, card=c.id)
    deck_2016 = s.rules.deck_2016  # the Stables, the Secret Vault, the Monument, the Quarry (§9.4)
    if s.builds_left <= 0 and not (deck_2016 and district_builds.outside_limit(s, c)):
        limit = s.rules.character(s.cur_rank).max_builds
        return f"you may build only {limit} district(s) this turn", Refusal(Why.BUILD_LIMIT, count=limit)
    never = district_builds.never_built_now(p, c) if deck_2016 else None
    if never is not None:
        return never
    if c.kind in p.kinds and not (deck_2016 and uniques.DUPLICATES in p.kinds):
        return f"your city already has a {c.name}", Refusal(Why.DUPLICATE, card=c.id)
    price = build_price(c.kind, p.kinds)  # after the Factory's discount (RULES.md §9.3)
    missing = price - den - p.gold
    if missing <= 0:
        return (
            f"you can pay the {c.name} yourself",
            Refusal(Why.LOAN_NOT_NEEDED, card=c.id, cost=price - den, gold=p.gold),
        )
    if len(p.hand) - 1 - den < missing:
        return (
            f"{missing} gold is missing and you have {len(p.hand) - 1 - den} other card(s) to give for it",
            Refusal(Why.LOAN_CARDS, card=c.id, count=missing),
        )
    return missing


def _legal_cardinal(s: State, p: Player, out: list[Action]) -> None:
    deck_2016 = s.rules.deck_2016  # the Stables, the Secret Vault, the Monument, the Quarry (§9.4)
    if s.builds_left <= 0 and not deck_2016:
        return
    hand = p.hand
    gold = p.gold
    richest = max((q.gold for q in s.players if q is not p), default=0)
    kinds = p.kinds
    for c in hand:
        missing = build_price(c.kind, kinds) - gold  # after the Factory's discount (RULES.md §9.3)
        if missing <= 0 or missing > len(hand) - 1:
            continue  # (a mix into a Den too pays one card per gold missing: into it or given)
        den_mix = c.kind is uniques.PAID_WITH_CARDS and missing > 1 and richest > 0
        if missing > richest and not den_mix:
            continue
        if deck_2016:
            if isinstance(loan_refusal(s, p, c), tuple):
                continue
        elif c.kind in p.kinds:
            continue
        if missing <= richest:
            combos = list(itertools.combinations(sorted(d.id for d in hand if d is not c), missing))
            for q in s.players:
                if q is not p and q.gold >= missing:
                    out.extend(BuildWithLoan(c.id, q.seat, given) for given in combos)
        if den_mix:
            _legal_den_loans(s, p, c, missing, out)


def _legal_den_loans(s: State, p: Player, c: DistrictCard, shortfall: int, out: list[Action]) -> None:
    """The Cardinal's builds of the Thieves' Den `c` paying some cards into it and borrowing the rest
    of `shortfall` (the gold his own leaves missing): `k` cards into the Den (1 to `shortfall` - 1) and
    `shortfall` - `k` given. Copies of a district are interchangeable for both
    (`payments.kind_combinations`: the lowest ids), yet the mixes grow fast: a hand of 10 distinct cards
    (the Den and 9 others) with no gold gives 5,208 mixes per lender (the 84 plain loans of 6 cards
    besides), 15,624 with three lenders."""
    others = sorted((d for d in p.hand if d is not c), key=lambda d: d.id)
    for k in range(1, shortfall):
        missing = shortfall - k
        rich = [q.seat for q in s.players if q is not p and q.gold >= missing]
        if not rich:
            continue
        for den in payments.kind_combinations(others, k):
            rest = [d for d in others if d not in den]
            den_ids = tuple(d.id for d in den)
            for given in payments.kind_combinations(rest, missing):
                given_ids = tuple(d.id for d in given)
                out.extend(BuildWithLoan(c.id, seat, given_ids, den_ids) for seat in rich)


def _cardinal(s: State, a: BuildWithLoan, ev: list[Event] | None) -> None:
    c = card_arg(a, a.card)
    p = s.players[s.cur_seat]
    den = payments.den_payment(a, p, c, a.den) if a.den else []  # the Thieves' Den only (§9.13, 6)
    missing = loan_refusal(s, p, c, len(den))
    if isinstance(missing, tuple):
        text, refusal = missing
        if refusal.why is Why.NOT_IN_HAND:
            raise NotInHandError(a, text, refusal)
        if refusal.why is Why.BUILD_LIMIT:
            raise AlreadyUsedError(a, text, refusal)
        if refusal.why is Why.DUPLICATE:
            raise DuplicateDistrictError(a, text, refusal)
        raise InvalidTargetError(a, text, refusal)
    if not 0 <= a.lender < s.rules.players:
        raise InvalidTargetError(
            a, f"there is no seat {a.lender}", Refusal(Why.NO_SUCH_TARGET, seat=a.lender)
        )
    if a.lender == p.seat:
        raise InvalidTargetError(
            a, "take the gold from another player", Refusal(Why.TARGET_SELF, seat=p.seat)
        )
    q = s.players[a.lender]
    if q.gold < missing:
        raise CannotAffordError(
            a,
            f"{missing} gold is missing and that player has {q.gold}",
            Refusal(Why.LENDER_SHORT, seat=q.seat, cost=missing, gold=q.gold),
        )
    given = a.given
    if len(given) != missing or any(x >= y for x, y in zip(given, given[1:], strict=False)):
        raise InvalidTargetError(
            a,
            f"give {missing} different card(s) of your hand, one per gold taken, in increasing id order",
            Refusal(Why.LOAN_CARDS, card=c.id, count=missing),
        )
    cards = [card_arg(a, card_id) for card_id in given]
    for d in cards:
        if d is c or d not in p.hand or d in den:
            where = "paid into the Den" if d in den else "not another card of your hand"
            raise NotInHandError(a, f"{d.name} is {where}", Refusal(Why.NOT_IN_HAND, card=d.id))
    if den and not payments.lowest_copies(given, cards, [d for d in p.hand if d not in den]):
        # one action per mix: copies of a district are interchangeable (`_legal_den_loans`)
        raise InvalidTargetError(
            a,
            "give the lowest copies of a district first",
            Refusal(Why.CARD_ORDER),
        )
    q.gold -= missing
    p.gold += missing  # all his own gold and the lender's pay the cost: he has none left
    for d in cards:
        p.hand.remove(d)
    q.hand += cards
    p.hand.remove(c)
    if not (s.rules.deck_2016 and district_builds.outside_limit(s, c)):  # the Stables (§9.4)
        s.builds_left -= 1
    s.ability_used = True
    if ev is not None:
        ev.append(CardsGivenForGold(p.seat, q.seat, missing, given))
    if den:
        payments.pay_into_den(s, p, den, ev)
        # a confiscation hands back only the gold: the cards paid into the Den are lost (§9.3 Magistrate)
        place_district(s, p, c, ev, p.gold, len(den))
    else:
        place_district(s, p, c, ev)


# ---------------------------------------------------------------------- Spy (RULES.md §9.3)
def _legal_spy(s: State, p: Player, out: list[Action]) -> None:
    # any other player, even one with no cards, and any of the five types (§9.3: allowed, gains nothing)
    for q in s.players:
        if q is not p:
            out.extend(LOOK_FOR_TYPE[q.seat])


def _spy(s: State, a: LookForType, ev: list[Event] | None) -> None:
    if not 0 <= a.seat < s.rules.players or a.seat == s.cur_seat:
        why = Why.TARGET_SELF if a.seat == s.cur_seat else Why.NO_SUCH_TARGET
        raise InvalidTargetError(a, "spy on another player's hand", Refusal(why, seat=a.seat))
    if not isinstance(a.dtype, DistrictType):
        raise InvalidTargetError(a, "name one of the five district types")
    p = s.players[s.cur_seat]
    q = s.players[a.seat]
    # the printed type: a Haunted City or a School of Magic in hand is unique
    matches = sum(1 for c in q.hand if c.kind.dtype is a.dtype)
    gold = min(matches, q.gold)
    q.gold -= gold
    p.gold += gold
    cards = draw(s, matches) if matches else []  # a short deck gives what it holds
    p.hand += cards
    s.peek_seat = q.seat  # the Spy sees that hand for the rest of his turn (`make_view`)
    s.ability_used = True
    if ev is not None:
        ev.append(HandLookedAtForType(p.seat, q.seat, a.dtype, matches, gold, tuple(c.id for c in q.hand)))
        if cards:
            ev.append(CardsDrawn(p.seat, len(cards), "spy", tuple(c.id for c in cards)))


# ---------------------------------------------------------------------- Seer (RULES.md §9.3)
def _legal_seer(s: State, p: Player, out: list[Action]) -> None:
    if any(q.hand for q in s.players if q is not p):  # §9.13 (9): not offered when all are empty
        out.append(TAKE_RANDOM_CARDS)


def _seer_take(s: State, a: TakeRandomCards, ev: list[Event] | None) -> None:
    p = s.players[s.cur_seat]
    n = s.rules.players
    # clockwise from the Seer's left: every other player holding cards loses one at random
    targets = [s.players[(p.seat + i) % n] for i in range(1, n)]
    targets = [q for q in targets if q.hand]
    if not targets:
        raise InvalidTargetError(a, "no other player holds a card", Refusal(Why.NO_HANDS_TO_TAKE_FROM))
    for q in targets:
        c = q.hand.pop(s.rng.below(len(q.hand)))
        p.hand.append(c)
        s.owed_a_card.append(q.seat)
        if ev is not None:
            ev.append(CardTakenAtRandom(p.seat, q.seat, c.id))
    s.ability_used = True
    s.decision = Decision.GIVE_CARDS


def legal_give_card(s: State) -> list[Action]:
    hand = s.players[s.cur_seat].hand
    out: list[Action] = []
    for seat in s.owed_a_card:
        row = GIVE_CARD[seat]
        out.extend(row[c.id] for c in hand)
    return out


def apply_give_card(s: State, a: GiveCard, ev: list[Event] | None) -> None:
    """The Seer gives `a.card` of his hand to `a.seat`, a player he took a card from this turn and
    has not given one yet; once each has his card the turn goes on (RULES.md §9.3)."""
    if s.decision != Decision.GIVE_CARDS:
        raise WrongPhaseError(a, "the Seer gives cards only after taking them")
    if a.seat not in s.owed_a_card:
        raise InvalidTargetError(
            a,
            "give a card to a player you took one from and have not given one yet",
            Refusal(Why.NOT_OWED_A_CARD, seat=a.seat),
        )
    c = card_arg(a, a.card)
    p = s.players[s.cur_seat]
    if c not in p.hand:
        raise NotInHandError(a, f"{c.name} is not in your hand", Refusal(Why.NOT_IN_HAND, card=c.id))
    p.hand.remove(c)
    s.players[a.seat].hand.append(c)
    s.owed_a_card.remove(a.seat)
    if ev is not None:
        ev.append(CardGiven(p.seat, a.seat, c.id))
    if not s.owed_a_card:
        s.decision = _MAIN


# ---------------------------------------------------------------------- the table
#: character name -> its active ability (the characters without one are not here)
ABILITIES: dict[str, Ability] = {
    ability.character: ability
    for ability in (
        Ability("assassin", (Murder,), _legal_murder, _murder),
        Ability("thief", (Rob,), _legal_rob, _rob),
        Ability("magician", (SwapHands, ExchangeCard), _legal_magic, _magic),
        Ability("warlord", (Destroy,), _legal_destroy, _destroy),
        Ability("wizard", (LookAtHand,), _legal_wizard, _wizard_look),
        Ability("emperor", (GiveCrown,), _legal_emperor, _give_crown),
        Ability("abbot", (CollectTithe,), _legal_abbot, _abbot),
        Ability("navigator", (TakeExtraGold, DrawExtraCards), _legal_navigator, _navigate),
        Ability("diplomat", (SwapDistricts,), _legal_diplomat, _diplomat),
        Ability("artist", (Beautify,), _legal_artist, _artist),
        # the 2016 box (RULES.md §9)
        Ability("scholar", (DrawToKeepOne,), _legal_scholar, _draw_to_keep_one),
        Ability("marshal", (SeizeDistrict,), _legal_marshal, _marshal),
        Ability("cardinal", (BuildWithLoan,), _legal_cardinal, _cardinal),
        # the Spy
        Ability("spy", (LookForType,), _legal_spy, _spy),
        # the Seer
        Ability("seer", (TakeRandomCards,), _legal_seer, _seer_take),
        # the Magistrate (RULES.md §9.3)
        Ability("magistrate", (PlaceWarrants,), warrants.legal_place_warrants, warrants.apply_place_warrants),
        # the Blackmailer (RULES.md §9.3)
        Ability("blackmailer", (PlaceThreats,), threats.legal_place_threats, threats.apply_place_threats),
    )
}


def rank_using(rules: Rules, action_type: type) -> int:
    """The rank of the line-up whose ability uses `action_type` (`Rob`: the Thief's), 0 when none."""
    for spec in rules.characters:
        ability = ABILITIES.get(spec.name)
        if ability is not None and action_type in ability.action_types:
            return spec.rank
    return 0


#: character name -> the legal-actions function of its ability (`turn.legal_main` calls it directly)
LEGAL_ABILITY: dict[str, Callable[[State, Player, list[Action]], None]] = {
    name: ability.legal for name, ability in ABILITIES.items()
}

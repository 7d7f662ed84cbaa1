"""A player's turn (RULES.md §3.3–3.4): gathering resources, keeping a drawn card, building, income,
and the legal actions of the main part of the turn (with the character's ability and the unique
districts' actions)."""

from __future__ import annotations

from collections.abc import Sequence

from . import abilities, district_builds, payments, threats, uniques
from .actions import (
    BUILD,
    DRAW_CARDS,
    END_TURN,
    INCOME_AS,
    INCOME_PLAIN,
    KEEP,
    TAKE_GOLD,
    Action,
    Build,
    DrawCards,
    EndTurn,
    KeepCard,
    TakeGold,
    TakeIncome,
)
from .building import place_district
from .cardmoves import card_arg, draw
from .cards import CARDS, DECK_SIZE, INCOME_TYPES, DistrictCard, DistrictType
from .decision import Decision
from .errors import (
    AlreadyUsedError,
    CannotAffordError,
    DuplicateDistrictError,
    InvalidTargetError,
    NotInHandError,
    WrongPhaseError,
)
from .events import BewitchedTurnTaken, CardKept, CardsDrawn, Event, GoldTaken, IncomeTaken, TurnEnded
from .refusal import Refusal, Why
from .rounds import advance, levy_turn_taxes, pay_crown_neighbour, take_token_tax
from .state import Player, State
from .uniques import build_price

GATHER = Decision.GATHER  # enum members are slow to look up on the class (Python 3.11)
MAIN = Decision.MAIN
_KEEP = Decision.KEEP
_KEEP_ONE_DRAWN = Decision.KEEP_ONE_DRAWN
# the unique districts' hooks (`uniques.UNIQUES`), read where they apply
_ANY_INCOME_TYPE = uniques.ANY_INCOME_TYPE  # the School of Magic
_DRAWS_MORE = uniques.DRAWS_MORE  # the Observatory
_DRAWN_WITH = uniques.DRAWN_WITH
_KEEPS_DRAWN = uniques.KEEPS_DRAWN  # the Library
_ACTING = uniques.ACTING  # the Laboratory, the Smithy
# d16a: the 2016 box's passive uniques (read only with a 2016-style deck, `Rules.deck_2016`)
_GATHERS_MORE = uniques.GATHERS_MORE  # the Gold Mine
_GOLD_WHEN_POOR = uniques.GOLD_WHEN_POOR  # the Poor House
_CARDS_WHEN_EMPTY = uniques.CARDS_WHEN_EMPTY  # the Park


def _ids(cards: list[DistrictCard]) -> tuple[int, ...]:
    return tuple(c.id for c in cards)


# ---------------------------------------------------------------------- resources
def legal_gather(s: State) -> list[Action]:
    if s.deck:
        return [TAKE_GOLD, DRAW_CARDS]
    return [TAKE_GOLD]


def apply_take_gold(s: State, a: TakeGold, ev: list[Event] | None) -> None:
    if s.decision != GATHER:
        raise WrongPhaseError(a, "resources are gathered only at the start of a turn")
    p = s.players[s.cur_seat]
    p.gold += 2
    if ev is not None:
        ev.append(GoldTaken(s.cur_seat, 2, "resource"))
    if s.rules.deck_2016 and _GATHERS_MORE in p.kinds:  # RULES.md §9.4 Gold Mine: +1 gold
        p.gold += uniques.GATHER_GOLD
        if ev is not None:
            ev.append(GoldTaken(p.seat, uniques.GATHER_GOLD, _GATHERS_MORE.name))
    _after_gather(s, ev)


def apply_draw(s: State, a: DrawCards, ev: list[Event] | None) -> None:
    if s.decision != GATHER:
        raise WrongPhaseError(a, "resources are gathered only at the start of a turn")
    if not s.deck:
        raise InvalidTargetError(a, "the deck is empty", Refusal(Why.DECK_EMPTY))
    p = s.players[s.cur_seat]
    kinds = p.kinds
    cards = draw(s, _DRAWN_WITH if _DRAWS_MORE in kinds else 2)  # the Observatory draws 3
    if ev is not None:
        ev.append(CardsDrawn(p.seat, len(cards), "resource", _ids(cards)))
    if len(cards) <= 1 or _KEEPS_DRAWN in kinds:  # the Library keeps every card drawn
        p.hand += cards
        if ev is not None:
            ev.append(CardKept(p.seat, cards[0].id if len(cards) == 1 else None, 0))
        _after_gather(s, ev)
        return
    s.drawn = cards
    s.decision = _KEEP


def legal_keep(s: State) -> list[Action]:
    drawn = s.drawn
    if len(drawn) == 2:  # the usual draw: no list comprehension (a function call in Python 3.11)
        return [KEEP[drawn[0].id], KEEP[drawn[1].id]]
    return [KEEP[c.id] for c in drawn]


def apply_keep(s: State, a: KeepCard, ev: list[Event] | None) -> None:
    if s.decision != _KEEP and s.decision != _KEEP_ONE_DRAWN:
        raise WrongPhaseError(a, "no drawn cards are waiting to be chosen")
    card_id = a.card
    c = CARDS[card_id] if 0 <= card_id < DECK_SIZE else card_arg(a, card_id)
    rest = s.drawn
    if c not in rest:
        raise NotInHandError(a, f"{c.name} is not among the drawn cards", Refusal(Why.NOT_IN_HAND, card=c.id))
    if s.decision == _KEEP_ONE_DRAWN:  # the Scholar's ability, not the resource draw
        abilities.apply_keep_one_drawn(s, c, ev)
        return
    p = s.players[s.cur_seat]
    p.hand.append(c)
    rest.remove(c)  # (no other object holds the drawn list: views and events copy it)
    s.deck[0:0] = rest  # to_bottom
    s.drawn = []
    if ev is not None:
        ev.append(CardKept(p.seat, c.id, len(rest)))
    _after_gather(s, ev)


def _after_gather(s: State, ev: list[Event] | None) -> None:
    """Right after the resource step: a threatened holder first answers the Blackmailer (RULES.md
    §9.3, `threats.holds_turn`), then `resume_after_gather`."""
    if s.threats and threats.holds_turn(s):
        return
    resume_after_gather(s, ev)


def resume_after_gather(s: State, ev: list[Event] | None) -> None:
    """Passive bonuses granted right after the resource step (RULES.md §3.4 ruling), or right after a
    threat is resolved (§9.3: the character extras wait for it)."""
    ch = s.rules.characters[s.cur_rank - 1]
    if not (s.bewitched or ch.gather_bonus):  # the usual case: nothing happens after gathering
        s.decision = MAIN
        s.to_move = s.cur_seat
        return
    if s.bewitched:
        if s.bewitched == s.cur_rank and s.cur_seat != s.bewitched_by >= 0:
            # RULES.md §6 Witch: the holder only gathered; the Witch plays the rest of the turn.
            if ev is not None:
                ev.append(BewitchedTurnTaken(s.cur_seat, s.bewitched_by, s.cur_rank))
            s.cur_seat = s.bewitched_by
            if ch.taxes_each_build and s.tax_token:  # §9.13 (3): the Witch takes the 2016 token's gold
                take_token_tax(s, s.cur_seat, ev)
    elif ch.bewitches:
        s.decision = Decision.BEWITCH
        s.to_move = s.cur_seat
        return
    p = s.players[s.cur_seat]
    if ch.crown_neighbour_gold:
        pay_crown_neighbour(s, p.seat, ch, ev)
    if ch.bonus_gold:
        p.gold += ch.bonus_gold
        if ev is not None:
            ev.append(GoldTaken(p.seat, ch.bonus_gold, ch.name))
    if ch.bonus_cards:
        cards = draw(s, ch.bonus_cards)
        p.hand += cards
        if ev is not None:
            ev.append(CardsDrawn(p.seat, len(cards), ch.name, _ids(cards)))
    s.decision = MAIN
    s.to_move = s.cur_seat


# ---------------------------------------------------------------------- the main part of a turn
def legal_main(s: State) -> list[Action]:
    # the most frequent decision: one pass, no helper frames for what is usually absent
    p = s.players[s.cur_seat]
    kinds = p.kinds
    out: list[Action] = []
    if s.rules.deck_2016:  # the 2016 uniques' builds and payments (RULES.md §9.4)
        district_builds.legal_builds(s, p, out)
        payments.legal_builds(s, p, out)
    elif s.builds_left > 0:
        gold = p.gold
        for c in p.hand:
            if c.cost <= gold and c.kind not in kinds:
                out.append(BUILD[c.id])
    else:
        free = s.rules.characters[s.cur_rank - 1].builds_freely
        if free is not None:  # RULES.md §9.3 Trader: his trade districts do not use the limit
            gold = p.gold
            for c in p.hand:
                if c.kind.dtype is free and c.cost <= gold and c.kind not in kinds:
                    out.append(BUILD[c.id])
    if not s.income_taken:
        if _ANY_INCOME_TYPE in kinds:
            out.extend(INCOME_AS[t] for t in INCOME_TYPES)
        else:
            out.append(INCOME_PLAIN)
    if s.ability_used:
        if not _ACTING.isdisjoint(kinds):  # uniques.legal_unique_actions: only these add any
            uniques.legal_unique_actions(s, p, out)
        out.append(END_TURN)
        return out
    ch = s.rules.characters[s.cur_rank - 1]
    legal_ability = abilities.LEGAL_ABILITY.get(ch.name)
    if legal_ability is not None:
        legal_ability(s, p, out)
    if not _ACTING.isdisjoint(kinds):
        uniques.legal_unique_actions(s, p, out)
    if not ch.gives_crown or not abilities.must_act_before_end(s, p):
        out.append(END_TURN)
    return out


_NOT_MAIN = "that can only be done during your turn, after gathering resources"


def apply_build(s: State, a: Build, ev: list[Event] | None) -> None:
    if s.decision != MAIN:
        raise WrongPhaseError(a, _NOT_MAIN)
    card_id = a.card
    c = CARDS[card_id] if 0 <= card_id < DECK_SIZE else card_arg(a, card_id)
    p = s.players[s.cur_seat]
    if c not in p.hand:
        raise NotInHandError(a, f"{c.name} is not in your hand", Refusal(Why.NOT_IN_HAND, card=c.id))
    kind = c.kind
    if s.rules.deck_2016:  # the Secret Vault, the Monument, the Stables, the Quarry (RULES.md §9.4)
        free = district_builds.check_build(s, p, c, a)
        p.hand.remove(c)
        if not free:
            s.builds_left -= 1
        place_district(s, p, c, ev)
        return
    free = kind.dtype is s.rules.characters[s.cur_rank - 1].builds_freely  # the Trader's trade districts
    if s.builds_left <= 0 and not free:
        limit = s.rules.character(s.cur_rank).max_builds
        raise AlreadyUsedError(
            a, f"you may build only {limit} district(s) this turn", Refusal(Why.BUILD_LIMIT, count=limit)
        )
    if kind in p.kinds:
        raise DuplicateDistrictError(
            a, f"your city already has a {c.name}", Refusal(Why.DUPLICATE, card=c.id)
        )
    if kind.cost > p.gold and (price := build_price(kind, p.kinds)) > p.gold:  # the Factory's discount
        raise CannotAffordError(
            a,
            f"{c.name} costs {price} gold and you have {p.gold}",
            Refusal(Why.CANNOT_AFFORD, card=c.id, cost=price, gold=p.gold),
        )
    p.hand.remove(c)
    if not free:
        s.builds_left -= 1
    place_district(s, p, c, ev)


def city_income(city: Sequence[DistrictCard], dtype: DistrictType | None, school_type: object = None) -> int:
    """Income of a character whose type is `dtype` from this city: 1 gold per district of that type,
    and the School of Magic when it is made to count as that type.

    The one formula for the engine, the bots and the table (which know the city from a view)."""
    if dtype is None:
        return 0
    amount = 0
    for c in city:
        if c.kind.dtype == dtype:
            amount += 1
        elif c.kind is _ANY_INCOME_TYPE and school_type == dtype:
            amount += 1
    return amount


def apply_income(s: State, a: TakeIncome, ev: list[Event] | None) -> None:
    if s.decision != MAIN:
        raise WrongPhaseError(a, _NOT_MAIN)
    ch = s.rules.characters[s.cur_rank - 1]
    if ch.income_type is None:
        raise InvalidTargetError(
            a, f"the {ch.name} has no income ability", Refusal(Why.NO_INCOME, rank=ch.rank)
        )
    if s.income_taken:
        raise AlreadyUsedError(a, "income is taken once per turn", Refusal(Why.INCOME_TAKEN))
    p = s.players[s.cur_seat]
    has_school = _ANY_INCOME_TYPE in p.kinds
    if has_school and a.school_type not in INCOME_TYPES:
        raise InvalidTargetError(a, "choose which type the School of Magic counts as")
    if not has_school and a.school_type is not None:
        raise InvalidTargetError(a, "you have no School of Magic", Refusal(Why.NOT_OWNED))
    amount = city_income(p.city, ch.income_type, a.school_type)
    s.income_taken = True
    if ch.income_in_cards:
        # RULES.md §9.3 Patrician: 1 card per district; a short deck gives what it holds.
        cards = draw(s, amount) if amount else []
        p.hand += cards
        if ev is not None:
            ev.append(IncomeTaken(p.seat, len(cards), ch.income_type, a.school_type, in_cards=True))
            if cards:
                ev.append(CardsDrawn(p.seat, len(cards), "income", _ids(cards)))
        return
    p.gold += amount
    if ev is not None:
        ev.append(IncomeTaken(p.seat, amount, ch.income_type, a.school_type))
        if amount:
            ev.append(GoldTaken(p.seat, amount, "income"))


def apply_end_turn(s: State, a: EndTurn, ev: list[Event] | None) -> None:
    if s.decision != MAIN:
        raise WrongPhaseError(a, _NOT_MAIN)
    if (
        not s.ability_used
        and s.rules.characters[s.cur_rank - 1].gives_crown
        and abilities.must_act_before_end(s, s.players[s.cur_seat])
    ):
        raise WrongPhaseError(
            a, "the Emperor must give the crown away before the turn ends", Refusal(Why.MUST_GIVE_CROWN)
        )
    if s.rules.tax_rank:
        levy_turn_taxes(s, ev)
    if s.rules.deck_2016:
        _end_of_turn_districts(s, s.players[s.cur_seat], ev)
    if ev is not None:
        ev.append(TurnEnded(s.cur_seat, s.cur_rank))
    advance(s, ev)


def _end_of_turn_districts(s: State, p: Player, ev: list[Event] | None) -> None:
    """RULES.md §9.4 Poor House and Park, at the end of their owner's turn, after the tax (§9.13.6):
    no gold gains 1 gold; an empty hand gains 2 cards (a short deck gives what it holds). The Witch's
    interrupted first part and a murdered character's turn do not end here (`rounds.end_turn`)."""
    kinds = p.kinds
    if p.gold == 0 and _GOLD_WHEN_POOR in kinds:
        p.gold += uniques.END_TURN_GOLD
        if ev is not None:
            ev.append(GoldTaken(p.seat, uniques.END_TURN_GOLD, _GOLD_WHEN_POOR.name))
    if not p.hand and _CARDS_WHEN_EMPTY in kinds and s.deck:
        cards = draw(s, uniques.END_TURN_CARDS)
        p.hand += cards
        if ev is not None:
            ev.append(CardsDrawn(p.seat, len(cards), _CARDS_WHEN_EMPTY.name, _ids(cards)))

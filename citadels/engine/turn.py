"""The turn phase (RULES.md §3.3–3.4): calling ranks, a player's turn, the end of the round."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from . import abilities, draft, scoring, uniques
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
from .cards import CARDS, DECK_SIZE, INCOME_TYPES, DistrictCard, DistrictType
from .dispatch import applies, legal_for
from .errors import (
    AlreadyUsedError,
    CannotAffordError,
    DuplicateDistrictError,
    InvalidTargetError,
    NotInHandError,
    WrongPhaseError,
)
from .events import (
    BewitchedTurnTaken,
    Built,
    CardKept,
    CardsDrawn,
    CharacterRevealed,
    CityCompleted,
    CrownPassed,
    Event,
    GoldStolen,
    GoldTaken,
    IncomeTaken,
    MurderedRevealed,
    RankCalled,
    RoundEnded,
    TaxPaid,
    TurnEnded,
)
from .state import Decision

if TYPE_CHECKING:
    from .state import GameState, Player

GATHER = Decision.GATHER
MAIN = Decision.MAIN
_SCHOOL_OF_MAGIC = uniques.SCHOOL_OF_MAGIC
_HAUNTED_CITY = uniques.HAUNTED_CITY
_OBSERVATORY = uniques.OBSERVATORY
_LIBRARY = uniques.LIBRARY
_LABORATORY = uniques.LABORATORY
_SMITHY = uniques.SMITHY_KIND
_KEEP = Decision.KEEP


# ---------------------------------------------------------------------- the deck
def draw(s: GameState, count: int) -> list[DistrictCard]:
    """Take up to `count` cards from the top of the deck (fewer when it runs out)."""
    deck = s.deck
    if count >= len(deck):
        taken = deck[::-1]
        deck.clear()
        return taken
    taken = deck[-count:]
    del deck[-count:]
    taken.reverse()
    return taken


def to_bottom(s: GameState, cards: list[DistrictCard]) -> None:
    s.deck[0:0] = cards


def _ids(cards: list[DistrictCard]) -> tuple[int, ...]:
    return tuple(c.id for c in cards)


def card_arg(action: Action, card_id: int) -> DistrictCard:
    if not 0 <= card_id < len(CARDS):
        raise InvalidTargetError(action, f"there is no card {card_id}")
    return CARDS[card_id]


# ---------------------------------------------------------------------- calling order
def begin_calling(s: GameState, ev: list[Event] | None) -> None:
    s.called = 0
    advance(s, ev)


def advance(s: GameState, ev: list[Event] | None) -> None:
    """Call the next rank that somebody answers; end the round after the last one."""
    holder = s.holder
    rank = s.called + 1
    last = s.rules.max_rank
    murdered = s.murdered
    while rank <= last:
        seat = holder[rank]
        if seat < 0 or rank == murdered:
            # Nobody answers: the character is not in play, or its holder was murdered and stays silent.
            if ev is not None:
                ev.append(RankCalled(rank, None))
            rank += 1
            continue
        s.called = rank
        _start_turn(s, rank, seat, ev)
        return
    s.called = last
    end_round(s, ev)


def _start_turn(s: GameState, rank: int, seat: int, ev: list[Event] | None) -> None:
    ch = s.rules.characters[rank - 1]
    s.revealed.append(rank)
    if ev is not None:
        ev.append(RankCalled(rank, seat))
        ev.append(CharacterRevealed(seat, rank))
    if rank == s.robbed and s.robber >= 0 and s.robber != seat:
        victim = s.players[seat]
        amount = victim.gold
        if amount:
            victim.gold = 0
            s.players[s.robber].gold += amount
        if ev is not None:
            ev.append(GoldStolen(s.robber, seat, amount))
    if ch.takes_crown and s.crown != seat:
        if ev is not None:
            ev.append(CrownPassed(s.crown, seat, "king"))
        s.crown = seat
    if ch.collects_tax and s.tax_pending:
        # Seats that built before the Tax Collector was revealed (an Assassin) pay now.
        collector = s.witch if s.bewitched == rank and s.witch >= 0 else seat
        for payer in s.tax_pending:
            _pay_tax(s, payer, collector, ev)
        s.tax_pending = []
    s.cur_seat = s.to_move = seat
    s.cur_rank = rank
    s.builds_left = ch.max_builds
    s.ability_used = s.lab_used = s.smithy_used = False
    s.income_taken = ch.income_type is None
    if s.drawn:  # (no other object holds these lists: an empty one is kept)
        s.drawn = []
    if s.aside:
        s.aside = []
    s.built_count = 0
    s.decision = GATHER


def _pay_tax(s: GameState, payer: int, collector: int, ev: list[Event] | None) -> None:
    p = s.players[payer]
    if payer == collector or p.gold <= 0:
        return
    p.gold -= 1
    s.players[collector].gold += 1
    if ev is not None:
        ev.append(TaxPaid(payer, collector, 1))


def levy_tax(s: GameState, seat: int, ev: list[Event] | None) -> None:
    """RULES.md §6 Tax Collector: a seat that built this turn gives him 1 gold, if it has any. Before
    he is revealed the debt waits; a murdered or absent Tax Collector collects nothing."""
    rank = s.rules.tax_rank
    if not rank:
        return
    if rank in s.revealed:
        collector = s.witch if s.bewitched == rank and s.witch >= 0 else s.holder[rank]
        _pay_tax(s, seat, collector, ev)
    elif s.cur_rank < rank and seat not in s.tax_pending:
        s.tax_pending.append(seat)


def crowned_for_queen(s: GameState) -> int:
    """The seat the Queen must sit next to: the King's holder, or the Emperor's crown recipient
    (-1: none; -2: the King was murdered and is revealed only at the end of the round)."""
    rules = s.rules
    for spec in rules.characters:
        if spec.takes_crown:
            holder = s.holder[spec.rank]
            if holder < 0:
                return -1
            return -2 if spec.rank == s.murdered else holder
    return s.emperor_crowned


def neighbours(n: int, a: int, b: int) -> bool:
    return (a - b) % n in (1, n - 1)


def _queen_gold(s: GameState, seat: int, amount: int, ev: list[Event] | None) -> None:
    crowned = crowned_for_queen(s)
    if crowned == -2:
        s.queen_due = seat  # paid at the end of the round, when the murdered King is revealed
        return
    if crowned >= 0 and neighbours(s.rules.players, seat, crowned):
        s.players[seat].gold += amount
        if ev is not None:
            ev.append(GoldTaken(seat, amount, "queen"))


def end_round(s: GameState, ev: list[Event] | None) -> None:
    murdered = s.murdered
    if murdered:
        seat = s.holder[murdered]
        if ev is not None:
            ev.append(MurderedRevealed(murdered, seat if seat >= 0 else None))
        if seat >= 0 and s.rules.character(murdered).takes_crown and s.crown != seat:
            # A murdered King's holder still takes the crown, as heir, at the end of the round.
            if ev is not None:
                ev.append(CrownPassed(s.crown, seat, "heir"))
            s.crown = seat
        if s.queen_due >= 0 and seat >= 0 and s.rules.character(murdered).takes_crown:
            queen = s.rules.character(s.rules.queen_rank) if s.rules.queen_rank else None
            if queen is not None and neighbours(s.rules.players, s.queen_due, seat):
                s.players[s.queen_due].gold += queen.queen_gold
                if ev is not None:
                    ev.append(GoldTaken(s.queen_due, queen.queen_gold, "queen"))
        s.queen_due = -1
    if ev is not None:
        ev.append(RoundEnded(s.round))
    s.cur_seat = -1
    s.cur_rank = 0
    if s.first_complete >= 0:
        scoring.finish_game(s, ev)
        return
    draft.start_round(s, ev)


# ---------------------------------------------------------------------- resources
@legal_for(Decision.GATHER)
def _legal_gather(s: GameState) -> list[Action]:
    if s.deck:
        return [TAKE_GOLD, DRAW_CARDS]
    return [TAKE_GOLD]


@applies(TakeGold)
def _apply_take_gold(s: GameState, a: TakeGold, ev: list[Event] | None) -> None:
    if s.decision != GATHER:
        raise WrongPhaseError(a, "resources are gathered only at the start of a turn")
    s.players[s.cur_seat].gold += 2
    if ev is not None:
        ev.append(GoldTaken(s.cur_seat, 2, "resource"))
    _after_gather(s, ev)


@applies(DrawCards)
def _apply_draw(s: GameState, a: DrawCards, ev: list[Event] | None) -> None:
    if s.decision != GATHER:
        raise WrongPhaseError(a, "resources are gathered only at the start of a turn")
    if not s.deck:
        raise InvalidTargetError(a, "the deck is empty")
    p = s.players[s.cur_seat]
    kinds = p.kinds
    cards = draw(s, 3 if _OBSERVATORY in kinds else 2)  # the Observatory draws 3
    if ev is not None:
        ev.append(CardsDrawn(p.seat, len(cards), "resource", _ids(cards)))
    if len(cards) <= 1 or _LIBRARY in kinds:  # the Library keeps every card drawn
        p.hand += cards
        if ev is not None:
            ev.append(CardKept(p.seat, cards[0].id if len(cards) == 1 else None, 0))
        _after_gather(s, ev)
        return
    s.drawn = cards
    s.decision = _KEEP


@legal_for(Decision.KEEP)
def _legal_keep(s: GameState) -> list[Action]:
    drawn = s.drawn
    if len(drawn) == 2:  # the usual draw: no list comprehension (a function call in Python 3.11)
        return [KEEP[drawn[0].id], KEEP[drawn[1].id]]
    return [KEEP[c.id] for c in drawn]


@applies(KeepCard)
def _apply_keep(s: GameState, a: KeepCard, ev: list[Event] | None) -> None:
    if s.decision != _KEEP:
        raise WrongPhaseError(a, "no drawn cards are waiting to be chosen")
    card_id = a.card
    c = CARDS[card_id] if 0 <= card_id < DECK_SIZE else card_arg(a, card_id)
    rest = s.drawn
    if c not in rest:
        raise NotInHandError(a, f"{c.name} is not among the drawn cards")
    p = s.players[s.cur_seat]
    p.hand.append(c)
    rest.remove(c)  # (no other object holds the drawn list: views and events copy it)
    s.deck[0:0] = rest  # to_bottom
    s.drawn = []
    if ev is not None:
        ev.append(CardKept(p.seat, c.id, len(rest)))
    _after_gather(s, ev)


def _after_gather(s: GameState, ev: list[Event] | None) -> None:
    """Passive bonuses granted right after the resource step (RULES.md §3.4 ruling)."""
    ch = s.rules.characters[s.cur_rank - 1]
    if not (s.bewitched or ch.gather_bonus):  # the usual case: nothing happens after gathering
        s.decision = MAIN
        s.to_move = s.cur_seat
        return
    if s.bewitched:
        if s.bewitched == s.cur_rank and s.cur_seat != s.witch >= 0:
            # RULES.md §6 Witch: the holder only gathered; the Witch plays the rest of the turn.
            if ev is not None:
                ev.append(BewitchedTurnTaken(s.cur_seat, s.witch, s.cur_rank))
            s.cur_seat = s.witch
    elif ch.bewitches:
        s.decision = Decision.BEWITCH
        s.to_move = s.cur_seat
        return
    p = s.players[s.cur_seat]
    if ch.queen_gold:
        _queen_gold(s, p.seat, ch.queen_gold, ev)
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
@legal_for(Decision.MAIN)
def _legal_main(s: GameState) -> list[Action]:
    # the most frequent decision: one pass, no helper frames for what is usually absent
    p = s.players[s.cur_seat]
    kinds = p.kinds
    out: list[Action] = []
    if s.builds_left > 0:
        gold = p.gold
        for c in p.hand:
            if c.cost <= gold and c.kind not in kinds:
                out.append(BUILD[c.id])
    if not s.income_taken:
        if _SCHOOL_OF_MAGIC in kinds:
            out.extend(INCOME_AS[t] for t in INCOME_TYPES)
        else:
            out.append(INCOME_PLAIN)
    if s.ability_used:
        if _LABORATORY in kinds or _SMITHY in kinds:  # uniques.legal_unique_actions: only these add any
            uniques.legal_unique_actions(s, p, out)
        out.append(END_TURN)
        return out
    ch = s.rules.characters[s.cur_rank - 1]
    legal_ability = abilities.LEGAL_ABILITY.get(ch.name)
    if legal_ability is not None:
        legal_ability(s, p, out)
    if _LABORATORY in kinds or _SMITHY in kinds:
        uniques.legal_unique_actions(s, p, out)
    if not ch.gives_crown or not abilities.must_act_before_end(s, p):
        out.append(END_TURN)
    return out


_NOT_MAIN = "that can only be done during your turn, after gathering resources"


@applies(Build)
def _apply_build(s: GameState, a: Build, ev: list[Event] | None) -> None:
    if s.decision != MAIN:
        raise WrongPhaseError(a, _NOT_MAIN)
    card_id = a.card
    c = CARDS[card_id] if 0 <= card_id < DECK_SIZE else card_arg(a, card_id)
    p = s.players[s.cur_seat]
    if c not in p.hand:
        raise NotInHandError(a, f"{c.name} is not in your hand")
    if s.builds_left <= 0:
        limit = s.rules.character(s.cur_rank).max_builds
        raise AlreadyUsedError(a, f"you may build only {limit} district(s) this turn")
    kind = c.kind
    if kind in p.kinds:
        raise DuplicateDistrictError(a, f"your city already has a {c.name}")
    if kind.cost > p.gold:
        raise CannotAffordError(a, f"{c.name} costs {kind.cost} gold and you have {p.gold}")
    p.hand.remove(c)
    s.builds_left -= 1
    place_district(s, p, c, ev)


def place_district(s: GameState, p: Player, c: DistrictCard, ev: list[Event] | None) -> None:
    """Pay for `c` (already out of the hand) and put it in `p`'s city: the one path of every build."""
    kind = c.kind
    cost = kind.cost
    p.gold -= cost
    p.city.append(c)
    p.kinds.add(kind)
    s.built_count += 1
    if kind is _HAUNTED_CITY:
        p.haunted_round = s.round
    if ev is not None:
        ev.append(Built(p.seat, c.id, cost))
    if s.rules.characters[s.cur_rank - 1].refunds_builds and cost:
        # RULES.md §6 Alchemist: the gold paid for the build comes back at once.
        p.gold += cost
        if ev is not None:
            ev.append(GoldTaken(p.seat, cost, "alchemist"))
    if not p.completed and len(p.city) >= s.rules.completion:
        p.completed = True
        first = s.first_complete < 0
        if first:
            s.first_complete = p.seat
        if ev is not None:
            ev.append(CityCompleted(p.seat, first))


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
        elif c.kind is uniques.SCHOOL_OF_MAGIC and school_type == dtype:
            amount += 1
    return amount


def income_amount(s: GameState, seat: int, school_type: object = None) -> int:
    """What the current character's income would give `seat` now."""
    return city_income(s.players[seat].city, s.rules.character(s.cur_rank).income_type, school_type)


@applies(TakeIncome)
def _apply_income(s: GameState, a: TakeIncome, ev: list[Event] | None) -> None:
    if s.decision != MAIN:
        raise WrongPhaseError(a, _NOT_MAIN)
    ch = s.rules.characters[s.cur_rank - 1]
    if ch.income_type is None:
        raise InvalidTargetError(a, f"the {ch.name} has no income ability")
    if s.income_taken:
        raise AlreadyUsedError(a, "income is taken once per turn")
    p = s.players[s.cur_seat]
    has_school = _SCHOOL_OF_MAGIC in p.kinds
    if has_school and a.school_type not in INCOME_TYPES:
        raise InvalidTargetError(a, "choose which type the School of Magic counts as")
    if not has_school and a.school_type is not None:
        raise InvalidTargetError(a, "you have no School of Magic")
    amount = city_income(p.city, ch.income_type, a.school_type)  # income_amount
    p.gold += amount
    s.income_taken = True
    if ev is not None:
        ev.append(IncomeTaken(p.seat, amount, ch.income_type, a.school_type))
        if amount:
            ev.append(GoldTaken(p.seat, amount, "income"))


@applies(EndTurn)
def _apply_end_turn(s: GameState, a: EndTurn, ev: list[Event] | None) -> None:
    if s.decision != MAIN:
        raise WrongPhaseError(a, _NOT_MAIN)
    if not s.ability_used and s.rules.characters[s.cur_rank - 1].gives_crown and abilities.must_act_before_end(
        s, s.players[s.cur_seat]
    ):
        raise WrongPhaseError(a, "the Emperor must give the crown away before the turn ends")
    if s.built_count and s.rules.tax_rank:
        levy_tax(s, s.cur_seat, ev)
    if ev is not None:
        ev.append(TurnEnded(s.cur_seat, s.cur_rank))
    advance(s, ev)


def end_turn(s: GameState, ev: list[Event] | None) -> None:
    if s.built_count and s.rules.tax_rank:
        levy_tax(s, s.cur_seat, ev)
    if ev is not None:
        ev.append(TurnEnded(s.cur_seat, s.cur_rank))
    advance(s, ev)

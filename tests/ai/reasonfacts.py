"""Bots' reasons checked against what the bots then did (issue 20: "takes 2 gold to build next turn",
then the Castle built in the same turn).

`play_games` plays seeded bot games and records, for every decision, the view the bot saw, its
action, its reason and what followed in the same turn. `FACTS` states, per reason key, what must be
true of it; `check` returns every reason that says something false. A key missing from `FACTS`
states a judgement or a belief that no outcome can prove or disprove (`JUDGEMENTS` says which and
why); `tests/ai/test_ai_reason_facts.py` asks that every key be in one of the two.

Every reason is checked in full and, where it shows one, in its public wording (what the log shows
during the game): both must be true.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from citadels.ai import make_bot
from citadels.ai import messages as M
from citadels.ai.base import Reason
from citadels.ai.darkcity import leader_score
from citadels.ai.knowledge import BUILD_WHY_2016, estimated_score, income_count, missing_types
from citadels.engine import (
    CARDS,
    Action,
    Beautify,
    Bewitch,
    Build,
    BuildWithLoan,
    CollectTithe,
    Decision,
    Destroy,
    DiscardCharacter,
    DrawCards,
    DrawExtraCards,
    DrawToKeepOne,
    EndTurn,
    ExchangeCard,
    FinishExchange,
    GameConfig,
    GameState,
    GiveCard,
    GiveCrown,
    GraveyardDecline,
    GraveyardTake,
    KeepCard,
    KeepThreatHidden,
    KeepWarrantHidden,
    LaboratoryDiscard,
    LookAtHand,
    LookForType,
    Murder,
    PayBribe,
    PickCharacter,
    PlaceThreats,
    PlaceWarrants,
    PlayerView,
    RefuseBribe,
    RevealThreat,
    RevealWarrant,
    Rob,
    SeizeDistrict,
    SmithyDraw,
    SwapDistricts,
    SwapHands,
    TakeExtraGold,
    TakeFromHand,
    TakeGold,
    TakeIncome,
    TakeRandomCards,
    TheaterDecline,
    TheaterSwap,
    TributeCard,
    TributeGold,
    city_size,
    new_game,
)
from citadels.engine import events as ev
from citadels.engine.actions import BuildByDestroying, BuildWithCards, DestroyWithArmory, StoreInMuseum
from citadels.engine.turn import city_income


@dataclass
class Decided:
    """One decision of a bot: what it saw, did and said, and the events of the rest of its turn."""

    bot: str
    view: PlayerView
    action: Action
    reason: Reason
    after: PlayerView  # the same seat's view right after the action
    events: list[ev.Event] = field(default_factory=list)  # this action's own events
    rest: list[ev.Event] = field(default_factory=list)  # the events of the later actions of the same turn

    @property
    def seat(self) -> int:
        return self.view.seat

    def built_later(self) -> list[int]:
        """The cards this seat builds after this action, in the same turn (a build held for the
        Magistrate counts once, as built: what follows is his seat's decision, RULES.md §9.3)."""
        return [e.card for e in self.rest if _builds(e, self.seat)]

    def built_now_or_later(self) -> list[int]:
        return [e.card for e in self.events if _builds(e, self.seat)] + self.built_later()

    def charged_by_a_threat(self) -> bool:
        """Gold this seat paid as a bribe, or lost to a revealed flower, after this action in the same
        turn (RULES.md §9.3): what its reason planned with that gold no longer follows from it alone."""
        return any(
            (isinstance(e, ev.BribePaid) and e.seat == self.seat and e.amount > 0)
            or (isinstance(e, ev.ThreatRevealed) and e.holder == self.seat and e.taken > 0)
            for e in (*self.events, *self.rest)
        )

    def held(self) -> int:
        """How many of this action's builds wait for the Magistrate's decision (RULES.md §9.3)."""
        return sum(1 for e in self.events if isinstance(e, ev.BuildHeld) and e.seat == self.seat)


def _builds(e: ev.Event, seat: int) -> bool:
    """A build of `seat`'s: one that entered its city, or one held for the Magistrate (RULES.md §9.3)."""
    return isinstance(e, ev.Built | ev.BuildHeld) and e.seat == seat


def _turn(view: PlayerView) -> tuple[int, int, int] | None:
    """A seat's turn (round, the rank called, seat); None during the draft."""
    if view.decision in (Decision.DRAFT_PICK, Decision.DRAFT_DISCARD) or view.current_rank <= 0:
        return None
    return (view.round, view.current_rank, view.seat)


def play_games(
    line_ups: Sequence[Sequence[str]],
    seeds: Sequence[int],
    characters: str = "classic",
    uniques: str | tuple[str, ...] = "all",
    prepare: Callable[[GameState], None] | None = None,
    **bot_options: object,
) -> list[Decided]:
    """Play one game per (line-up, seed); every bot decision that gave a reason. `prepare` changes each
    new game before its first action (a 2016 deck's district already built: the Theater)."""
    out: list[Decided] = []
    for names in line_ups:
        for seed in seeds:
            out += _play(list(names), seed, characters, bot_options, uniques, prepare)
    return out


def _play(
    names: list[str],
    seed: int,
    characters: str,
    options: dict[str, object],
    uniques: str | tuple[str, ...] = "all",
    prepare: Callable[[GameState], None] | None = None,
) -> list[Decided]:
    state = new_game(GameConfig(players=len(names), characters=characters, uniques=uniques), seed)  # type: ignore[arg-type]
    if prepare is not None:
        prepare(state)
    bots = [make_bot(n, seed * 31 + i, **(options if n == "hard" else {})) for i, n in enumerate(names)]
    decided: list[Decided] = []
    open_turns: dict[tuple[int, int, int], list[Decided]] = {}
    while not state.game_over:
        seat = state.to_move
        view = state.view(seat)
        legal = state.legal_actions()
        bot = bots[seat]
        action = bot.choose(view if bot.needs_view else None, legal)
        reason = getattr(bot, "last_reason", None)
        events = state.apply(action)
        turn = _turn(view)
        for earlier in open_turns.get(turn, []) if turn is not None else []:
            earlier.rest += events
        if reason is None:
            continue
        d = Decided(names[seat], view, action, reason, state.view(seat), list(events))
        decided.append(d)
        if turn is not None:
            open_turns.setdefault(turn, []).append(d)
    return decided


# ------------------------------------------------------------------------------------------------
# The facts
# ------------------------------------------------------------------------------------------------
Check = Callable[[Decided, dict[str, object]], str | None]


def _kind(card_id: int) -> str:
    return CARDS[card_id].kind.name


def _in_hand(d: Decided, district: object) -> bool:
    return any(c.kind.name == district for c in d.view.hand)


def _gold_this_turn(view: PlayerView) -> int:
    """The gold the seat can count on this turn besides what it gathers: purse, bonus, income."""
    spec = view.character(view.current_rank)
    return view.me().gold + spec.bonus_gold + income_count(view.me().city, spec.income_type)


def _is(kind: type | tuple[type, ...]) -> Check:
    def check(d: Decided, p: dict[str, object]) -> str | None:
        return None if isinstance(d.action, kind) else f"the action is {d.action!r}"

    return check


def _all(*checks: Check) -> Check:
    def check(d: Decided, p: dict[str, object]) -> str | None:
        for c in checks:
            wrong = c(d, p)
            if wrong:
                return wrong
        return None

    return check


def _character_is_the_target(d: Decided, p: dict[str, object]) -> str | None:
    rank = getattr(d.action, "rank", None)
    return None if p.get("character") == rank else f"names rank {p.get('character')}, acts on rank {rank}"


def _seat_is_the_target(d: Decided, p: dict[str, object]) -> str | None:
    seat = getattr(d.action, "seat", None)
    return None if p.get("seat") == seat else f"names seat {p.get('seat')}, acts on seat {seat}"


def _district_is(card_of: Callable[[Action], int | None]) -> Check:
    def check(d: Decided, p: dict[str, object]) -> str | None:
        card = card_of(d.action)
        if card is None or p.get("district") != _kind(card):
            return f"names {p.get('district')}, acts on {_kind(card) if card is not None else None}"
        return None

    return check


def _no_build_this_turn(d: Decided, p: dict[str, object]) -> str | None:
    built = d.built_now_or_later()
    return f"then builds {[_kind(c) for c in built]} in the same turn" if built else None


def _builds_this_turn(d: Decided, p: dict[str, object]) -> str | None:
    return None if d.built_later() else "builds nothing later in the turn"


def _tithe_later(d: Decided, p: dict[str, object]) -> str | None:
    return None if any(isinstance(e, ev.TitheTaken) for e in d.rest) else "takes no tithe later in the turn"


def _builds_it_this_turn(d: Decided, p: dict[str, object]) -> str | None:
    built = [_kind(c) for c in d.built_later()]
    return None if p.get("district") in built else f"then builds {built}, not the {p.get('district')}"


def _holds_it(d: Decided, p: dict[str, object]) -> str | None:
    return None if _in_hand(d, p.get("district")) else f"the {p.get('district')} is not in the hand"


def _affordable_this_turn(d: Decided, p: dict[str, object]) -> str | None:
    cost = next(c.kind.cost for c in d.view.hand if c.kind.name == p.get("district"))
    gold = _gold_this_turn(d.view)
    return None if cost <= gold else f"the {p.get('district')} costs {cost}, the turn brings {gold}"


def _saving_for_it(d: Decided, p: dict[str, object]) -> str | None:
    """It cannot afford the district with the 2 gold, or it builds nothing this turn."""
    cost = next(c.kind.cost for c in d.view.hand if c.kind.name == p.get("district"))
    gold = _gold_this_turn(d.view) + 2
    if cost > gold or not d.built_now_or_later():
        return None
    return f"the {p.get('district')} costs {cost}, the turn brings {gold}, and it builds"


def _no_old_card_built(d: Decided, p: dict[str, object]) -> str | None:
    old = {c.id for c in d.view.hand}
    built = [_kind(c) for c in d.built_later() if c in old]
    return f"then builds {built}, which it held" if built else None


def _income_is(d: Decided, p: dict[str, object]) -> str | None:
    got = [e.amount for e in d.events if isinstance(e, ev.IncomeTaken)]
    return None if got == [p.get("count")] else f"says {p.get('count')} gold of income, collects {got}"


def _no_income(d: Decided, p: dict[str, object]) -> str | None:
    got = [e.amount for e in d.events if isinstance(e, ev.IncomeTaken)]
    return None if got in ([], [0]) else f"says no income, collects {got}"


def _built_its_type_before(d: Decided, p: dict[str, object]) -> str | None:
    spec = d.view.character(d.view.current_rank)
    built = spec.max_builds - d.view.builds_left
    city = d.view.me().city
    new = city[len(city) - built :] if built else ()
    return (
        None if any(c.kind.dtype == spec.income_type for c in new) else "built no district of its type first"
    )


def _city_complete_after(d: Decided, p: dict[str, object]) -> str | None:
    n = city_size(d.after.me().city) + d.held()  # the Monument counts two (RULES.md §9.1)
    return None if n >= d.view.completion else f"the city has {n} of {d.view.completion} districts"


def _five_types_after(d: Decided, p: dict[str, object]) -> str | None:
    return None if missing_types(d.after.me().city) == 0 else "the city lacks a type"


def _one_short(d: Decided, p: dict[str, object]) -> str | None:
    n = city_size(d.view.me().city)
    return None if n == d.view.completion - 1 else f"the city has {n} of {d.view.completion} districts"


def _count_is(what: Callable[[Decided, dict[str, object]], int], name: str) -> Check:
    def check(d: Decided, p: dict[str, object]) -> str | None:
        real = what(d, p)
        return None if p.get("count") == real else f"says {p.get('count')} {name}, it is {real}"

    return check


def _their_city(d: Decided, p: dict[str, object]) -> int:
    return len(d.view.table[int(p["seat"])].city)  # type: ignore[call-overload]


def _one_district_from_complete(d: Decided, p: dict[str, object]) -> str | None:
    seat = d.view.table[int(p["seat"])]  # type: ignore[call-overload]
    short = d.view.completion - len(seat.city)
    return None if short == 1 and not seat.completed else f"{short} districts short"


def _last_round(d: Decided, p: dict[str, object]) -> str | None:
    return None if d.view.first_complete >= 0 else "no city was complete yet"


def _ahead_on_points(d: Decided, p: dict[str, object]) -> str | None:
    first = d.view.first_complete
    theirs = estimated_score(d.view.table[int(p["seat"])], first)  # type: ignore[call-overload]
    mine = estimated_score(d.view.me(), first)
    return None if theirs > mine else f"they had {theirs} points, the bot {mine}"


def _their_gold(d: Decided, p: dict[str, object]) -> int:
    return d.view.table[int(p["seat"])].gold  # type: ignore[call-overload]


def _my_city(d: Decided, p: dict[str, object]) -> int:
    return len(d.view.me().city)


def _matching(d: Decided, p: dict[str, object]) -> int:
    spec = d.view.character(int(p["character"]))  # type: ignore[call-overload]
    return income_count(d.view.me().city, spec.income_type)


def _more_cards_than_me(d: Decided, p: dict[str, object]) -> str | None:
    theirs, mine = d.view.table[int(p["seat"])].hand_size, len(d.view.hand)  # type: ignore[call-overload]
    return None if theirs > mine else f"{theirs} cards against its own {mine}"


def _keeps_the_completing_card(d: Decided, p: dict[str, object]) -> str | None:
    """A swap of hands (or a character taken for one) never throws away a card completing the city."""
    me = d.view.table[d.seat]
    if len(me.city) < d.view.completion - 1:
        return None
    built = {c.kind for c in me.city}
    lost = [c.kind.name for c in d.view.hand if c.kind not in built]
    return f"throws away the {lost[0]}, which completes its city" if lost else None


def _swaps_for_more_cards(d: Decided, p: dict[str, object]) -> str | None:
    theirs, mine = d.view.table[int(p["seat"])].hand_size, len(d.view.hand)  # type: ignore[call-overload]
    if (p.get("count"), p.get("mine")) != (theirs, mine):
        return f"says {p.get('count')} cards for {p.get('mine')}, the hands hold {theirs} and {mine}"
    return None if theirs > mine and theirs >= 2 else f"{theirs} cards against its own {mine}"


def _nothing_buildable(d: Decided, p: dict[str, object]) -> str | None:
    me = d.view.table[d.seat]
    built = {c.kind for c in me.city}
    can = [c.kind.name for c in d.view.hand if c.kind not in built and c.kind.cost <= me.gold]
    if not d.view.hand:
        return "an empty hand"
    return f"could build the {can[0]} with {me.gold} gold" if can else None


def _cards_of_income(d: Decided, p: dict[str, object]) -> int:
    """The cards a card income brings (RULES.md §9.3): one per district of the character's type."""
    spec = d.view.character(d.view.current_rank)
    return city_income(d.view.me().city, spec.income_type, getattr(d.action, "school_type", None))


def _the_leader(d: Decided, p: dict[str, object]) -> str | None:
    """The seat named is the leader as the table shows it (`darkcity.leader_score`), none ahead of it."""
    seat = int(p["seat"])  # type: ignore[call-overload]
    top = max(leader_score(d.view, q.seat) for q in d.view.table if q.seat != d.seat)
    return None if leader_score(d.view, seat) == top else "not the leader"


def _retired(d: Decided, p: dict[str, object]) -> str | None:
    return "a reason no longer said: it claims what nobody checked"


def _a_rich_rival(d: Decided, p: dict[str, object]) -> str | None:
    """ "A rich player": some rival holds at least 2 gold more than the average of everyone else."""
    golds = {q.seat: q.gold for q in d.view.table}
    for seat, gold in golds.items():
        rest = [g for s, g in golds.items() if s != seat]
        if seat != d.seat and gold - sum(rest) / len(rest) >= 2:
            return None
    return f"nobody is rich: {sorted(golds.values())} gold"


def _biggest_hand(d: Decided, p: dict[str, object]) -> str | None:
    theirs = d.view.table[int(p["seat"])].hand_size  # type: ignore[call-overload]
    most = max(q.hand_size for q in d.view.table if q.seat != d.seat)
    return None if theirs == most else f"{theirs} cards, the biggest hand has {most}"


def _paid(amount: int) -> Check:
    def check(d: Decided, p: dict[str, object]) -> str | None:
        paid = [e.paid for e in d.events if isinstance(e, ev.Destroyed)]
        return None if paid == [amount] else f"paid {paid}"

    return check


def _takes_from(d: Decided, p: dict[str, object]) -> str | None:
    got = [e.from_seat for e in d.events if isinstance(e, ev.TitheTaken)]
    return None if got == [p.get("seat")] else f"takes from {got}"


def _to_the_emperor(d: Decided, p: dict[str, object]) -> str | None:
    return None if p.get("seat") == d.view.tribute_to else f"the Emperor is seat {d.view.tribute_to}"


def _cheapest_drawn(d: Decided, p: dict[str, object]) -> str | None:
    cheapest = min(c.kind.cost for c in d.view.drawn)
    cost = CARDS[d.action.card].kind.cost  # type: ignore[attr-defined]
    return None if cost == cheapest else f"costs {cost}, the cheapest drawn costs {cheapest}"


def _biggest_drawn(d: Decided, p: dict[str, object]) -> str | None:
    most = max(c.kind.points for c in d.view.drawn)
    points = CARDS[d.action.card].kind.points  # type: ignore[attr-defined]
    return None if points == most else f"scores {points}, the best drawn scores {most}"


def _crown_character(d: Decided, p: dict[str, object]) -> str | None:
    spec = d.view.character(int(p["character"]))  # type: ignore[call-overload]
    return None if spec.takes_crown else f"the {spec.name} does not take the crown"


def _no_draw_legal(d: Decided, p: dict[str, object]) -> str | None:
    return "cards could be drawn" if d.view.deck_size > 0 else None


_picked = _all(_is(PickCharacter), _character_is_the_target)
_kept: Check = _all(_is(KeepCard), _district_is(lambda a: getattr(a, "card", None)))
_built: Check = _all(_is(Build), _district_is(lambda a: getattr(a, "card", None)))

#: What each reason key says that an outcome can prove or disprove.


def _built_for(key: str) -> Check:
    """The district built is one `knowledge.BUILD_WHY_2016` gives this reason."""

    def check(d: Decided, p: dict[str, object]) -> str | None:
        name = CARDS[getattr(d.action, "card", 0)].kind.name
        return None if BUILD_WHY_2016.get(name) == key else f"{name} is not built for that"

    return check


FACTS: dict[str, Check] = {
    # the draft: the character named is the one taken or discarded, with the figures it states
    M.PICK_INCOME: _all(_picked, _count_is(_matching, "matching districts")),
    M.PICK_PROTECT: _all(_picked, _count_is(_my_city, "districts")),
    M.PICK_CROWN: _all(_picked, _crown_character),
    M.PICK_SWAP: _all(_picked, _more_cards_than_me, _keeps_the_completing_card),
    M.PICK_MURDER: _picked,
    M.PICK_ROB: _all(_picked, _a_rich_rival),
    M.PICK_TAKE_GOLD_NAMED: _picked,
    M.PICK_BUILD_MANY: _picked,
    M.PICK_BEST: _picked,
    M.PICK_GOLD: _picked,
    M.PICK_DENY_ATTACK: _picked,
    M.PICK_ATTACK: _picked,
    M.DANGER_MURDER: _all(_picked, _count_is(_my_city, "districts")),
    M.DANGER_PROTECT: _all(_picked, _count_is(_my_city, "districts")),
    M.DANGER_KEEP_ATTACKER: _all(_picked, _count_is(_my_city, "districts")),
    M.DENY_MURDER: _all(_picked, _count_is(_their_city, "districts")),
    M.DENY_PROTECT: _all(_picked, _count_is(_their_city, "districts")),
    M.DISCARD_DENY: _all(_is(DiscardCharacter), _character_is_the_target),
    M.DISCARD_LEAST: _all(_is(DiscardCharacter), _character_is_the_target),
    # gathering: what the gold or the cards are for, against what the turn then holds
    M.GOLD_TO_BUILD: _all(_is(TakeGold), _holds_it, _builds_it_this_turn),
    M.PUBLIC_GOLD_BUILD_NOW: _all(_is(TakeGold), _builds_this_turn),
    M.GOLD_SAVE: _all(_is(TakeGold), _holds_it, _saving_for_it),
    M.PUBLIC_GOLD_TO_BUILD: _all(_is(TakeGold), _no_build_this_turn),
    M.GOLD_ONLY: _all(_is(TakeGold), _no_draw_legal),
    M.DRAW_RESTOCK: _all(_is(DrawCards), _holds_it, _affordable_this_turn),
    M.DRAW_NOTHING: _all(_is(DrawCards), _no_old_card_built),
    M.KEEP_CARD: _kept,
    M.KEEP_CHEAP: _all(_kept, _cheapest_drawn),
    M.KEEP_BIG: _all(_kept, _biggest_drawn),
    # building and income
    M.BUILD_BEST: _built,
    M.BUILD_CHEAP: _built,
    M.BUILD_SPEND: _built,
    M.BUILD_BIG: _built,
    M.BUILD_DEFEND: _built,
    M.BUILD_COMPLETE: _all(_built, _city_complete_after),
    M.BUILD_FIVE: _all(_built, _five_types_after),
    M.BUILD_POINTS: _all(_built, _last_round),
    M.INCOME_FIRST: _all(_is(TakeIncome), _income_is, _builds_it_this_turn),
    M.PUBLIC_INCOME_FIRST: _all(_is(TakeIncome), _income_is, _builds_this_turn),
    M.INCOME_AFTER: _all(_is(TakeIncome), _income_is, _built_its_type_before),
    M.INCOME_PLAIN: _all(_is(TakeIncome), _income_is),
    M.INCOME_NONE: _all(_is(TakeIncome), _no_income),
    M.INCOME_BEFORE_TITHE: _all(_is(TakeIncome), _tithe_later),
    M.END_TURN: _is(EndTurn),
    M.END_HOLD: _all(_is(EndTurn), _one_short),
    # abilities: the character, player or district named is the one acted on
    M.MURDER_THREAT: _all(_is(Murder), _character_is_the_target, _count_is(_their_city, "districts")),
    M.MURDER_GUESS: _all(_is(Murder), _character_is_the_target),
    M.MURDER_TEMPO: _all(_is(Murder), _character_is_the_target),
    M.MURDER_SHIELD: _all(_is(Murder), _character_is_the_target),
    M.MURDER_LEADER: _all(_is(Murder), _character_is_the_target),
    M.PUBLIC_MURDER: _all(_is(Murder), _character_is_the_target),
    M.MURDER_STOP: _all(_is(Murder), _character_is_the_target, _one_district_from_complete),
    M.ROB_RICH: _all(_is(Rob), _character_is_the_target, _count_is(_their_gold, "gold")),
    M.ROB_GUESS: _all(_is(Rob), _character_is_the_target),
    M.ROB_LEADER: _all(_is(Rob), _character_is_the_target),
    M.PUBLIC_ROB: _all(_is(Rob), _character_is_the_target),
    M.SWAP_HANDS: _retired,
    M.SWAP_MORE: _all(_is(SwapHands), _seat_is_the_target, _swaps_for_more_cards, _keeps_the_completing_card),
    M.SWAP_USELESS: _all(_is(SwapHands), _seat_is_the_target, _nothing_buildable, _keeps_the_completing_card),
    M.PUBLIC_SWAP: _retired,
    M.EXCHANGE_CARDS: _is((ExchangeCard, FinishExchange)),
    M.DESTROY_THREAT: _all(
        _is(Destroy), _seat_is_the_target, _district_is(lambda a: getattr(a, "card", None))
    ),
    M.DESTROY_FREE: _all(
        _is(Destroy), _seat_is_the_target, _district_is(lambda a: getattr(a, "card", None)), _paid(0)
    ),
    M.DESTROY_STOP: _all(
        _is(Destroy),
        _seat_is_the_target,
        _district_is(lambda a: getattr(a, "card", None)),
        lambda d, p: None if _their_city(d, p) == d.view.completion - 1 else "the city was not one short",
    ),
    M.DESTROY_POINTS: _all(
        _is(Destroy),
        _seat_is_the_target,
        _district_is(lambda a: getattr(a, "card", None)),
        _last_round,
        _ahead_on_points,
    ),
    M.LAB_DISCARD: _all(_is(LaboratoryDiscard), _district_is(lambda a: getattr(a, "card", None))),
    M.PUBLIC_LAB: _is(LaboratoryDiscard),
    M.SMITHY_DRAW: _is(SmithyDraw),
    M.GRAVE_TAKE: _all(
        _is(GraveyardTake),
        lambda d, p: (
            None
            if d.view.graveyard_card is not None and p.get("district") == d.view.graveyard_card.kind.name
            else "another district"
        ),
    ),
    M.GRAVE_DECLINE: _is(GraveyardDecline),
    M.BEWITCH_BEST: _all(_is(Bewitch), _character_is_the_target),
    M.BEWITCH_GUESS: _all(_is(Bewitch), _character_is_the_target),
    M.LOOK_AT_HAND: _all(_is(LookAtHand), _seat_is_the_target, _biggest_hand),
    M.KEEP_FROM_HAND: _all(
        _is(TakeFromHand), lambda d, p: None if p.get("seat") == d.view.peek_seat else "another hand"
    ),
    M.BUILD_FROM_HAND: _all(
        _is(TakeFromHand),
        lambda d, p: (
            None if getattr(d.action, "build", False) and p.get("seat") == d.view.peek_seat else "not built"
        ),
        _district_is(lambda a: getattr(a, "card", None)),
    ),
    M.CROWN_WEAKEST: _all(_is(GiveCrown), _seat_is_the_target),
    M.TRIBUTE_GOLD: _all(_is(TributeGold), _to_the_emperor),
    M.TRIBUTE_CARD: _all(_is(TributeCard), _to_the_emperor),
    M.TITHE_RICHEST: _all(_is(CollectTithe), _takes_from),
    M.TAKE_FOUR_GOLD: _is(TakeExtraGold),
    M.DRAW_FOUR_CARDS: _is(DrawExtraCards),
    M.SWAP_DISTRICTS: _all(
        _is(SwapDistricts), _seat_is_the_target, _district_is(lambda a: getattr(a, "theirs", None))
    ),
    M.ADORN_ONE: _all(_is(Beautify), _district_is(lambda a: getattr(a, "first", None))),
    M.ADORN_TWO: _all(_is(Beautify), _district_is(lambda a: getattr(a, "first", None))),
    # the 2016 box
    M.INCOME_CARDS: _all(
        _is(TakeIncome),
        lambda d, p: None if d.view.character(d.view.current_rank).income_in_cards else "not a card income",
        _count_is(_cards_of_income, "cards"),
    ),
    M.DRAW_SEVEN: _is(DrawToKeepOne),
    M.BUILD_FREE_TRADE: _all(
        _built,
        lambda d, p: None if CARDS[getattr(d.action, "card", 0)].kind.dtype.name == "TRADE" else "not trade",
    ),
    M.SEIZE_DISTRICT: _all(
        _is(SeizeDistrict), _seat_is_the_target, _district_is(lambda a: getattr(a, "card", None))
    ),
    # the Cardinal: the district built, the lender and the number of cards given
    M.BUILD_WITH_LOAN: _all(
        _is(BuildWithLoan),
        _district_is(lambda a: getattr(a, "card", None)),
        lambda d, p: None if p.get("seat") == getattr(d.action, "lender", None) else "not the lender",
        lambda d, p: None if p.get("count") == len(getattr(d.action, "given", ())) else "not the cards given",
    ),
    # and the number of cards paid into a Thieves' Den first (RULES.md §9.13 (6))
    M.BUILD_WITH_LOAN_DEN: _all(
        _is(BuildWithLoan),
        _district_is(lambda a: getattr(a, "card", None)),
        lambda d, p: None if p.get("seat") == getattr(d.action, "lender", None) else "not the lender",
        lambda d, p: None if p.get("count") == len(getattr(d.action, "given", ())) else "not the cards given",
        lambda d, p: None if p.get("den") == len(getattr(d.action, "den", ())) else "not the Den's cards",
    ),
    # the Spy: the player and the type named are the action's
    M.NAME_TYPE_AND_LOOK: _all(
        _is(LookForType),
        _seat_is_the_target,
        lambda d, p: None if p.get("dtype") == int(getattr(d.action, "dtype", -1)) else "names another type",
    ),
    # the Seer
    M.TAKE_AT_RANDOM: _is(TakeRandomCards),
    M.GIVE_LEAST_NEEDED: _all(_is(GiveCard), _seat_is_the_target),
    # the Magistrate (RULES.md §9.3)
    M.PLACE_WARRANTS: _all(
        _is(PlaceWarrants),
        lambda d, p: None if p.get("character") == getattr(d.action, "signed", None) else "another signed",
    ),
    M.PUBLIC_PLACE_WARRANTS: _is(PlaceWarrants),
    M.PLACE_WARRANTS_SIGNED: _all(
        _is(PlaceWarrants),
        lambda d, p: None if p.get("character") == getattr(d.action, "signed", None) else "another signed",
    ),
    M.PUBLIC_PLACE_WARRANTS_ANY: _is(PlaceWarrants),
    M.REVEAL_WARRANT: _all(
        _is(RevealWarrant),
        lambda d, p: (
            None
            if d.view.held_build is not None and p.get("district") == d.view.held_build.kind.name
            else "another district"
        ),
    ),
    M.KEEP_WARRANT: _is(KeepWarrantHidden),
    # the Blackmailer (RULES.md §9.3)
    M.PLACE_THREATS: _all(
        _is(PlaceThreats),
        lambda d, p: None if p.get("character") == getattr(d.action, "flowered", None) else "another flower",
    ),
    M.PUBLIC_PLACE_THREATS: _is(PlaceThreats),
    M.PLACE_THREATS_FLOWER: _all(
        _is(PlaceThreats),
        lambda d, p: None if p.get("character") == getattr(d.action, "flowered", None) else "another flower",
    ),
    M.PUBLIC_PLACE_THREATS_ANY: _is(PlaceThreats),
    M.REFUSE_BRIBE_GAMBLE: _is(RefuseBribe),
    M.PAY_BRIBE: _is(PayBribe),
    M.REFUSE_BRIBE: _all(
        _is(RefuseBribe),
        lambda d, p: (
            None
            if any(c.kind.name == p.get("district") for c in d.view.hand)
            and any(
                c.kind.name == p.get("district") for c in d.view.hand if c.kind.cost > d.view.me().gold // 2
            )
            else "not a district it holds and needs the gold for"
        ),
    ),
    M.REVEAL_THREAT: _is(RevealThreat),
    M.KEEP_THREAT: _is(KeepThreatHidden),
    # t16: the Theater (RULES.md §9.4): the opponent and the character given are the action's; the kept
    # character is one of the bot's
    M.THEATER_SWAP: _all(
        _is(TheaterSwap),
        lambda d, p: None if p.get("seat") == getattr(d.action, "target", None) else "another opponent",
        lambda d, p: None if p.get("character") == getattr(d.action, "give", None) else "another character",
        _the_leader,
    ),
    M.PUBLIC_THEATER_SWAP: _all(
        _is(TheaterSwap),
        lambda d, p: None if p.get("seat") == getattr(d.action, "target", None) else "another opponent",
        _the_leader,
    ),
    M.THEATER_SWAP_BETTER: _all(
        _is(TheaterSwap),
        lambda d, p: None if p.get("seat") == getattr(d.action, "target", None) else "another opponent",
        lambda d, p: None if p.get("character") == getattr(d.action, "give", None) else "another character",
    ),
    M.PUBLIC_THEATER_SWAP_WITH: _all(
        _is(TheaterSwap),
        lambda d, p: None if p.get("seat") == getattr(d.action, "target", None) else "another opponent",
    ),
    M.THEATER_SWAP_LEADER: _all(
        _is(TheaterSwap),
        lambda d, p: None if p.get("seat") == getattr(d.action, "target", None) else "another opponent",
        lambda d, p: None if p.get("character") == getattr(d.action, "give", None) else "another character",
        _the_leader,
    ),
    M.THEATER_KEEP: _all(
        _is(TheaterDecline),
        lambda d, p: None if p.get("character") in d.view.my_characters else "not its character",
    ),
    M.PUBLIC_THEATER_KEEP: _is(TheaterDecline),
    # d16a: a 2016 box's passive or scoring unique, built, with the reason its table gives it
    **{key: _all(_built, _built_for(key)) for key in set(BUILD_WHY_2016.values())},
    # d16b: the builds paid otherwise (RULES.md §9.4)
    M.FRAMEWORK_BUILD: _all(
        _is(BuildByDestroying),
        lambda d, p: None if _kind(getattr(d.action, "destroyed", 0)) == "framework" else "not the Framework",
        _district_is(lambda a: getattr(a, "card", None)),
    ),
    M.NECROPOLIS_BUILD: _all(
        _is(BuildByDestroying),
        lambda d, p: None if _kind(getattr(d.action, "card", 0)) == "necropolis" else "not the Necropolis",
        _district_is(lambda a: getattr(a, "destroyed", None)),
    ),
    M.ARMORY_STOP: _all(
        _is(DestroyWithArmory),
        _seat_is_the_target,
        _district_is(lambda a: getattr(a, "card", None)),
        lambda d, p: (
            None
            if city_size(d.view.table[getattr(d.action, "seat", 0)].city) == d.view.completion - 1
            else "that city is not one district from completing"
        ),
    ),
    M.ARMORY_LEADER: _all(
        _is(DestroyWithArmory),
        _seat_is_the_target,
        _district_is(lambda a: getattr(a, "card", None)),
        lambda d, p: (
            None
            if sum(c.kind.points for c in d.view.table[getattr(d.action, "seat", 0)].city)
            >= sum(c.kind.points for c in d.view.me().city)
            else "that player is not ahead on points"
        ),
    ),
    M.MUSEUM_STORE: _is(StoreInMuseum),
    M.PUBLIC_MUSEUM: _is(StoreInMuseum),
    M.DEN_WITH_CARDS: _all(
        _is(BuildWithCards),
        lambda d, p: None if _kind(getattr(d.action, "card", 0)) == "thieves_den" else "not the Thieves' Den",
    ),
}

#: Keys whose words no outcome can prove or disprove, and why.
JUDGEMENTS: dict[str, str] = {
    M.GOLD_PLAIN: "'they have enough cards' weighs the hand; nothing that follows settles it",
    M.GOLD_RUSH: "a way of playing (gold builds faster than cards), not a fact of this turn",
    M.GOLD_FOR_ATTACKS: "an intention for later turns' attacks",
    M.DRAW_HOARD: "a way of playing (collecting valuable districts)",
    M.DRAW_TEMPO: "'would soon run out' is a forecast over several turns",
    M.PUBLIC_DRAW: "'to have more to choose from' is true of any draw",
    M.PUBLIC_GOLD_SAVE: "saving for a district names no district and no turn",
    M.NO_PLAN: "says only that the move is the simplest",
    M.SEARCH_DETAIL: "the Hard bot's own simulation figure",
    M.SEARCH_OTHER: "says only that the move did best in simulations",
    M.SWAP_GUESS: "a hope for the cards a hand holds, which no outcome settles",
}


def wrong_reasons(decisions: Sequence[Decided]) -> list[str]:
    """Every reason (in full, or in its public wording) that says something false."""
    out: list[str] = []
    for d in decisions:
        if d.charged_by_a_threat():
            continue  # the Blackmailer took gold after the reason was given: his decision, not the bot's
        shown = d.reason.public()
        for reason in (d.reason, shown) if shown is not None and shown.key != d.reason.key else (d.reason,):
            check = FACTS.get(reason.key)
            if check is None:
                continue
            wrong = check(d, dict(d.reason.params))
            if wrong:
                where = f"round {d.view.round}, rank {d.view.current_rank}, seat {d.seat}"
                out.append(f"{d.bot}: {reason.key!r} {dict(reason.params)} ({where}): {wrong}")
    return out

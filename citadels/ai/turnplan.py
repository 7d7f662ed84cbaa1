"""What a bot says about the rest of its turn, and keeps to.

A reason is given with an action and shown at once, before the rest of the turn is played; a reason
that speaks of the turn ("takes 2 gold to afford the Castle", "takes 2 gold to build next turn") must
be true of what the bot then does. Two things make it so:

* the gathering reasons are worded from what the turn can still bring (`gold_reason`, `draw_reason`):
  the gold in the purse, the bonus and the income the character will collect, the cards in hand — and
  whether the turn may bring more (the Architect's cards, the Magician's swap, a Laboratory, the
  Patrician's income in cards…), in which case they promise no "next turn";
* a reason that promises a district this turn (`BUILDS_THIS_TURN`: gold or income taken to afford it)
  is kept (`Promise`): the bot's next main decisions build that district first, collecting its income
  first if it needs it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from citadels.engine import (
    Action,
    Build,
    CollectTithe,
    DistrictCard,
    DrawCards,
    DrawExtraCards,
    ExchangeCard,
    GiveCrown,
    LookAtHand,
    LookForType,
    PlayerView,
    SwapDistricts,
    SwapHands,
    TakeExtraGold,
    TakeFromHand,
    TakeGold,
    TakeIncome,
    TakeRandomCards,
)
from citadels.engine.abilities import ABILITIES

from . import messages as M
from .base import Reason
from .knowledge import LABORATORY, SMITHY, card_value, gold_income, hand_buildable, income_count

Choice = tuple[Action, Reason]
BuildReason = Callable[[PlayerView, DistrictCard], Reason]

#: Reasons that promise to build their district later in the same turn.
BUILDS_THIS_TURN = frozenset({M.GOLD_TO_BUILD, M.INCOME_FIRST})
#: Abilities that can bring cards or gold in the middle of a turn (beyond the gathering bonus), or a
#: district that raises the income (the Diplomat's swap).
_BRINGING_MORE = (
    SwapHands,
    ExchangeCard,
    TakeExtraGold,
    DrawExtraCards,
    LookAtHand,
    TakeFromHand,
    CollectTithe,
    GiveCrown,
    SwapDistricts,
    LookForType,  # the 2016 Spy: gold and cards
    TakeRandomCards,  # the 2016 Seer: cards for cards, chosen
)
#: Districts that can do the same: the Laboratory (1 gold) and the Smithy (3 cards).
_DISTRICTS_BRINGING_MORE = frozenset({LABORATORY, SMITHY})


def gold_this_turn(view: PlayerView) -> int:
    """The gold the seat can count on this turn besides what it gathers: its purse, the character's
    bonus after gathering, and its income."""
    spec = view.character(view.current_rank)
    return view.me().gold + spec.bonus_gold + gold_income(view.me().city, spec)


def builds_this_turn(view: PlayerView) -> bool:
    """Whether the seat may still build this turn (the Navigator never builds; the Witch's turn ends
    after she bewitches; a bewitched holder only gathers)."""
    spec = view.character(view.current_rank)
    if spec.max_builds <= 0 or spec.bewitches:
        return False
    return not (view.bewitched == view.current_rank and view.bewitched_by != view.seat)


def may_bring_more(view: PlayerView) -> bool:
    """Whether the rest of the turn may bring cards or gold the seat cannot count yet: an income paid
    in cards (the 2016 Patrician's and Cardinal's, RULES.md §9.3) is cards still to come, as a gold
    income is gold (`gold_this_turn` counts that one)."""
    spec = view.character(view.current_rank)
    if spec.bonus_cards or spec.crown_neighbour_gold:
        return True
    if spec.income_in_cards and not view.income_taken and income_count(view.me().city, spec.income_type):
        return True
    ability = ABILITIES.get(spec.name)
    if ability is not None and any(t in _BRINGING_MORE for t in ability.action_types):
        return True
    return any(c.kind in _DISTRICTS_BRINGING_MORE for c in view.me().city)


def _most_valuable(view: PlayerView, cards: Sequence[DistrictCard]) -> DistrictCard:
    me = view.me()
    return max(cards, key=lambda c: card_value(c.kind, me.city, view.hand, me.gold, view))


def gold_reason(view: PlayerView, target: DistrictCard | None) -> Reason:
    """Why take 2 gold aiming at `target` (a card of the hand; None: no card in particular), in words
    true of the turn: "to afford" it when the 2 gold make it affordable this turn (`GOLD_TO_BUILD`, a
    promise the bot keeps), else "to save for" it — shown during the game as "to build next turn" only
    when the turn can hold no build at all."""
    if target is None:
        return Reason(M.GOLD_PLAIN, {})
    params = {"district": target.kind.name}
    if not builds_this_turn(view):
        return Reason(M.GOLD_SAVE, params)
    reach = gold_this_turn(view) + 2
    if target.kind.cost <= reach:
        return Reason(M.GOLD_TO_BUILD, params)
    if may_bring_more(view) or any(c.kind.cost <= reach for c in hand_buildable(view)):
        return Reason(M.GOLD_SAVE, params, public_key=M.PUBLIC_GOLD_SAVE)
    return Reason(M.GOLD_SAVE, params)


def draw_reason(view: PlayerView) -> Reason:
    """Why draw cards, in words true of the turn: a card it can already afford (`DRAW_RESTOCK`), or no
    card in hand that it could build this turn (`DRAW_NOTHING`), or (when the turn may still bring the
    gold for one) more cards to choose from."""
    buildable = hand_buildable(view)
    if builds_this_turn(view):
        gold = gold_this_turn(view)
        affordable = [c for c in buildable if c.kind.cost <= gold]
        if affordable:
            return Reason(M.DRAW_RESTOCK, {"district": _most_valuable(view, affordable).kind.name})
        if buildable and may_bring_more(view):
            return Reason(M.PUBLIC_DRAW, {})
    return Reason(M.DRAW_NOTHING, {})


def gather_reason(view: PlayerView, action: Action, target: DistrictCard | None) -> Reason:
    """`gold_reason` or `draw_reason` for the gathering action taken."""
    if isinstance(action, DrawCards):
        return draw_reason(view)
    assert isinstance(action, TakeGold)
    return gold_reason(view, target)


class Promise:
    """The district a bot said it would build this turn (`BUILDS_THIS_TURN`), until it is built or the
    turn ends. `note` every reason the bot gives; `keep` at each main decision."""

    def __init__(self) -> None:
        self._due: tuple[int, int, int, str] | None = None  # (round, rank, seat, district)

    def note(self, view: PlayerView, reason: Reason | None) -> None:
        """A reason the bot has just given (with its action) for this view."""
        if reason is not None and reason.key in BUILDS_THIS_TURN and "district" in reason.params:
            self._due = (view.round, view.current_rank, view.seat, str(reason.params["district"]))

    def due(self, view: PlayerView) -> DistrictCard | None:
        """The promised district, while the bot still owes it this turn."""
        due = self._due
        if due is None or due[:3] != (view.round, view.current_rank, view.seat) or view.builds_left <= 0:
            return None
        return next((c for c in view.hand if c.kind.name == due[3]), None)

    def keep(self, view: PlayerView, legal: Sequence[Action], build_reason: BuildReason) -> Choice | None:
        """The move that keeps the promise now: build the district, or collect the income it needs
        first (None: nothing is owed)."""
        card = self.due(view)
        if card is None:
            return None
        build = next((a for a in legal if isinstance(a, Build) and a.card == card.id), None)
        if build is not None:
            return build, build_reason(view, card)
        spec = view.character(view.current_rank)
        amount = gold_income(view.me().city, spec)
        incomes = [a for a in legal if isinstance(a, TakeIncome)] if not spec.income_in_cards else []
        income = next(
            (a for a in incomes if a.school_type in (None, spec.income_type)), incomes[0] if incomes else None
        )
        if income is not None and view.me().gold + amount >= card.kind.cost:
            return income, Reason(M.INCOME_FIRST, {"count": amount, "district": card.kind.name})
        return None

"""The tables behind the one door, assembled from the rule modules: for each kind of decision the
function that lists its legal actions, for each action type the rule that validates (raising before
any change) and applies it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from . import (
    abilities,
    building,
    draft,
    payments,
    theater,
    threat_decisions,
    threats,
    turn,
    uniques,
    warrants,
)
from .action_check import check_action
from .actions import (
    INTERNED,
    Beautify,
    Bewitch,
    Build,
    BuildByDestroying,
    BuildWithCards,
    BuildWithLoan,
    CollectTithe,
    Destroy,
    DiscardCharacter,
    DrawCards,
    DrawExtraCards,
    DrawToKeepOne,
    EndTurn,
    ExchangeCard,
    FinishExchange,
    GiveCard,
    GiveCrown,
    GraveyardDecline,
    GraveyardTake,
    KeepCard,
    KeepThreatHidden,
    KeepWarrantHidden,
    LookAtHand,
    LookForType,
    Murder,
    PayBribe,
    PickCharacter,
    PlaceThreats,
    PlaceWarrants,
    RefuseBribe,
    RevealThreat,
    RevealWarrant,
    Rob,
    SeizeDistrict,
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
)
from .decision import Decision
from .events import Event
from .state import State

LegalFn = Callable[[State], list[Any]]
ApplyFn = Callable[[State, Any, list[Event] | None], None]


def _game_over(s: State) -> list[Any]:
    return []  # the game is over: nothing is legal (legal_actions() promises an empty list)


LEGAL: dict[Decision, LegalFn] = {
    Decision.DRAFT_PICK: draft.legal_pick,
    Decision.DRAFT_DISCARD: draft.legal_discard,
    Decision.GATHER: turn.legal_gather,
    Decision.KEEP: turn.legal_keep,
    Decision.MAIN: turn.legal_main,
    Decision.EXCHANGE: abilities.legal_exchange,
    Decision.GRAVEYARD: uniques.legal_graveyard,
    Decision.GAME_OVER: _game_over,
    Decision.BEWITCH: abilities.legal_bewitch,
    Decision.TAKE_FROM_HAND: abilities.legal_take_from_hand,
    Decision.TRIBUTE: abilities.legal_tribute,
    Decision.KEEP_ONE_DRAWN: turn.legal_keep,  # the Scholar keeps one of the cards he drew
    Decision.GIVE_CARDS: abilities.legal_give_card,  # the Seer gives a card to each player he took from
    Decision.WARRANT: warrants.legal_warrant,  # the Magistrate's seat, at a warranted paid build
    Decision.BRIBE: threats.legal_bribe,  # a threatened holder, after gathering
    Decision.THREAT: threats.legal_threat,  # the Blackmailer's seat, on a refusal
    Decision.THEATER: theater.legal_theater,  # the Theater's owner, at the end of the selection phase
}
#: LEGAL as a list indexed by the decision's value (an IntEnum key hashes through Python code in 3.11)
LEGAL_BY_VALUE: list[LegalFn] = [LEGAL[Decision(value)] for value in range(len(Decision))]

APPLY: dict[type, ApplyFn] = {
    PickCharacter: draft.apply_pick,
    DiscardCharacter: draft.apply_discard,
    TakeGold: turn.apply_take_gold,
    DrawCards: turn.apply_draw,
    KeepCard: turn.apply_keep,
    Build: turn.apply_build,
    TakeIncome: turn.apply_income,
    EndTurn: turn.apply_end_turn,
    # the characters' abilities (`abilities.ABILITIES` says whose)
    Murder: abilities.apply_ability,
    Rob: abilities.apply_ability,
    SwapHands: abilities.apply_ability,
    Destroy: abilities.apply_ability,
    LookAtHand: abilities.apply_ability,
    GiveCrown: abilities.apply_ability,
    CollectTithe: abilities.apply_ability,
    TakeExtraGold: abilities.apply_ability,
    DrawExtraCards: abilities.apply_ability,
    SwapDistricts: abilities.apply_ability,
    Beautify: abilities.apply_ability,
    DrawToKeepOne: abilities.apply_ability,
    SeizeDistrict: abilities.apply_ability,
    BuildWithLoan: abilities.apply_ability,  # the Cardinal
    LookForType: abilities.apply_ability,  # the Spy
    TakeRandomCards: abilities.apply_ability,  # the Seer
    GiveCard: abilities.apply_give_card,  # the Seer, giving back
    # the Magistrate (RULES.md §9.3): his warrants, and his seat's answer at a held build
    PlaceWarrants: abilities.apply_ability,
    RevealWarrant: building.apply_warrant,
    KeepWarrantHidden: building.apply_warrant,
    # the Blackmailer (RULES.md §9.3): his threats, the holder's bribe, his seat's reveal
    PlaceThreats: abilities.apply_ability,
    PayBribe: threat_decisions.apply_bribe,
    RefuseBribe: threat_decisions.apply_bribe,
    RevealThreat: threat_decisions.apply_threat,
    KeepThreatHidden: threat_decisions.apply_threat,
    # the Theater (RULES.md §9.4): its owner's swap at the end of the selection phase
    TheaterSwap: theater.apply_theater,
    TheaterDecline: theater.apply_theater,
    ExchangeCard: abilities.apply_exchange_card,  # the Magician's first card, or one more
    FinishExchange: abilities.apply_finish_exchange,
    Bewitch: abilities.apply_bewitch,
    TakeFromHand: abilities.apply_take_from_hand,
    TributeGold: abilities.apply_tribute,
    TributeCard: abilities.apply_tribute,
    # the unique districts: the Graveyard's decision, and each district's own action (`uniques.UNIQUES`)
    GraveyardTake: uniques.apply_graveyard,
    GraveyardDecline: uniques.apply_graveyard,
    **{t: action.apply for _, action in uniques.TURN_ACTIONS for t in action.action_types},
    # d16b: the 2016 box's builds paid otherwise (RULES.md §9.4)
    BuildWithCards: payments.apply_build_with_cards,
    BuildByDestroying: payments.apply_build_by_destroying,
}


def _flatten(values: Iterable[object]) -> Iterable[object]:
    for value in values:
        if type(value) is tuple:
            yield from _flatten(value)
        else:
            yield value


def _interned_handlers() -> dict[int, ApplyFn]:
    """id of an interned action -> its handler, each action checked once here (`actions.INTERNED`
    keeps the instances alive, so their ids stay theirs)."""
    out: dict[int, ApplyFn] = {}
    for action in _flatten(INTERNED):
        check_action(action)
        out[id(action)] = APPLY[type(action)]
    return out


#: id of an interned action -> its handler: `GameState.apply` reaches the rule in one look-up
INTERNED_HANDLERS: dict[int, ApplyFn] = _interned_handlers()

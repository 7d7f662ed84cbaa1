"""Why an action is not allowed: a closed set of reasons (`Why`) with their parameters (`Refusal`).

Every `IllegalActionError` carries one (`errors.py`): the rule that refuses an action says why in
data, and `GameState.why_not(action)` hands it out without changing the game, so whoever explains a
refused or dimmed move (the table) words the engine's reason instead of working the rule out again.
Parameters are ids, seats, ranks and amounts, never prose.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Why(Enum):
    """The kinds of refusal. The parameters each one fills in `Refusal` are named after it."""

    GAME_OVER = "game_over"
    NOT_YOUR_TURN = "not_your_turn"  # seat: who owes the decision
    WRONG_PHASE = "wrong_phase"  # the action does not answer the decision being asked
    MALFORMED = "malformed"  # not a well-formed action
    NO_SUCH_TARGET = "no_such_target"  # a seat, card, rank or type that cannot be named here
    NOT_OFFERED = "not_offered"  # rank: not among the characters offered
    NOT_IN_HAND = "not_in_hand"  # card
    NOT_IN_CITY = "not_in_city"  # card, seat
    NOT_OWNED = "not_owned"  # the acting seat has no such unique district (Laboratory, Smithy, School)
    BUILD_LIMIT = "build_limit"  # count: the character's build limit this turn (0: it never builds)
    DUPLICATE = "duplicate"  # card: the acting seat's city already holds a district of its name
    CANNOT_AFFORD = "cannot_afford"  # cost, gold
    NO_INCOME = "no_income"  # rank: the character has no income
    INCOME_TAKEN = "income_taken"
    NO_ABILITY = "no_ability"  # rank: the character has no such ability
    ABILITY_USED = "ability_used"
    LAB_USED = "lab_used"
    SMITHY_USED = "smithy_used"
    MUST_GIVE_CROWN = "must_give_crown"  # the Emperor gives the crown before his turn ends
    TARGET_SELF = "target_self"  # rank or seat: the acting character or seat itself
    TARGET_RANK_ONE = "target_rank_one"  # rank: the Thief may not rob the first character
    TARGET_MURDERED = "target_murdered"  # rank
    TARGET_BEWITCHED = "target_bewitched"  # rank
    HOLDS_CROWN = "holds_crown"  # seat: already wears the crown
    EMPTY_HAND = "empty_hand"  # seat: that player has no cards
    DECK_EMPTY = "deck_empty"
    CITY_COMPLETE = "city_complete"  # seat: a completed city cannot be attacked nor swapped
    CITY_PROTECTED = "city_protected"  # seat: the Bishop's (or the bewitching Witch's) city
    KEEP = "keep"  # card: the Keep cannot be destroyed nor swapped
    SWAP_DUPLICATE = "swap_duplicate"  # card, seat: after the swap `seat`'s city would hold two `card`
    INCOME_FIRST = "income_first"  # the Abbot's richest is counted after his income
    NOBODY_HAS_GOLD = "nobody_has_gold"
    YOU_ARE_RICHEST = "you_are_richest"  # gold
    RICHEST_TIE = "richest_tie"  # seats (those tied), gold
    ADORNED = "adorned"  # card: already carries the Artist's gold
    # the 2016 box (RULES.md §9)
    SEIZE_COST = "seize_cost"  # card, cost: the Marshal seizes only a district of cost 3 or less
    # the Cardinal
    LOAN_NOT_NEEDED = "loan_not_needed"  # card, cost, gold: he can pay that district himself
    LENDER_SHORT = "lender_short"  # seat, cost (the gold missing), gold (the lender's)
    LOAN_CARDS = "loan_cards"  # count (the gold missing): one card given per gold, besides the district
    # the Seer
    NO_HANDS_TO_TAKE_FROM = "no_hands_to_take_from"  # every other player's hand is empty
    NOT_OWED_A_CARD = "not_owed_a_card"  # seat: the Seer took no card from that player, or gave one back
    # the Magistrate (RULES.md §9.3)
    WARRANT_UNSIGNED = "warrant_unsigned"  # rank: the warrant on that character is not the signed one
    # d16a: the 2016 box's passive uniques (RULES.md §9.4)
    NEVER_BUILT = "never_built"  # card: the Secret Vault is never built
    CITY_TOO_BIG = "city_too_big"  # card, count: the Monument is not built into a city of `count`+
    # d16b: the unique districts with payments (RULES.md §9.4)
    OVERPAID = "overpaid"  # card, cost: more cards paid into the Thieves' Den than its price
    NOT_BUILT_BY_DESTROYING = "not_built_by_destroying"  # card: neither the Framework nor for the Necropolis
    MUSEUM_USED = "museum_used"  # the Museum takes one card per turn
    CARD_ORDER = "card_order"  # the Den's cards named out of order, or a higher copy of a district first


@dataclass(frozen=True, slots=True)
class Refusal:
    """One reason an action is refused, with what it refers to (-1 / 0 / () when unused)."""

    why: Why
    card: int = -1
    seat: int = -1
    rank: int = 0
    cost: int = 0
    gold: int = 0
    count: int = 0
    seats: tuple[int, ...] = ()

"""Reasons in words for any action, for the Hard bot and the Hint.

The search picks an action by its simulated results; what a person wants to read is the deciding
factor of the position: the income a character brings, the city it protects, the player a murder
aims at. `describe` finds that factor from the view (with the Medium strategy's vocabulary); the
simulation figure is attached only as the reason's `detail`.
"""

from __future__ import annotations

from citadels.engine import (
    CARDS,
    Action,
    Bewitch,
    Build,
    BuildWithLoan,
    Destroy,
    DiscardCharacter,
    DrawCards,
    EndTurn,
    GiveCrown,
    KeepCard,
    Murder,
    PickCharacter,
    PlayerView,
    Rob,
    SeizeDistrict,
    SwapHands,
    TakeGold,
    city_destroy_price,
    city_size,
)
from citadels.engine.actions import BuildByDestroying, BuildWithCards, DestroyWithArmory, StoreInMuseum
from citadels.engine.uniques import BUILT_BY_DESTROYING

from . import messages as M
from . import turnplan
from .base import Reason
from .darkcity import loan_reason
from .describe_2016 import armory_reason, describe_2016
from .handswap import swap_reason
from .knowledge import FACEDOWN, Inference, character_value, make_ctx
from .medium import MediumPolicy


def search_detail(percent: int, games: int) -> Reason:
    return Reason(M.SEARCH_DETAIL, {"percent": percent, "count": games})


def describe(view: PlayerView, action: Action, policy: MediumPolicy) -> Reason:
    """The deciding factor of `action` in this position, in words."""
    if isinstance(action, PickCharacter):
        ctx = make_ctx(view)
        return policy._pick_reason(view, action.rank, ctx, character_value(view, view.seat, action.rank, ctx))
    if isinstance(action, DiscardCharacter):
        ctx = make_ctx(view)
        other = ctx.leader
        if character_value(view, other, action.rank, ctx) >= character_value(
            view, view.seat, action.rank, ctx
        ):
            return Reason(M.DISCARD_DENY, {"character": action.rank, "seat": other})
        return Reason(M.DISCARD_LEAST, {"character": action.rank})
    if isinstance(action, Murder | Rob):
        inf = Inference(view)
        probs = inf.holder_probs(action.rank)
        likely = max((s for s in probs if s not in (FACEDOWN, view.seat)), key=lambda s: probs[s], default=-1)
        sure = likely >= 0 and probs[likely] >= 0.4
        if isinstance(action, Murder):
            if sure and len(view.table[likely].city) >= 2:
                n = len(view.table[likely].city)
                return Reason(M.MURDER_THREAT, {"character": action.rank, "seat": likely, "count": n})
            return Reason(M.MURDER_GUESS, {"character": action.rank})
        if sure:
            return Reason(
                M.ROB_RICH, {"character": action.rank, "seat": likely, "count": view.table[likely].gold}
            )
        return Reason(M.ROB_GUESS, {"character": action.rank})
    if isinstance(action, Destroy):
        c = CARDS[action.card]
        left = view.completion - city_size(view.table[action.seat].city)
        if left <= 1:
            return Reason(M.DESTROY_STOP, {"district": c.kind.name, "seat": action.seat})
        if city_destroy_price(view.table[action.seat].city, c) == 0:
            return Reason(M.DESTROY_FREE, {"district": c.kind.name, "seat": action.seat})
        return Reason(M.DESTROY_THREAT, {"district": c.kind.name, "seat": action.seat})
    if isinstance(action, SeizeDistrict):
        return Reason(M.SEIZE_DISTRICT, {"district": CARDS[action.card].kind.name, "seat": action.seat})
    if isinstance(action, BuildWithLoan):  # the Cardinal: the lender and the number of cards, public
        return loan_reason(action)
    if isinstance(action, BuildByDestroying | BuildWithCards | DestroyWithArmory | StoreInMuseum):
        return _district_action_reason(view, action)  # d16b: the 2016 box's uniques (RULES.md §9.4)
    if isinstance(action, Build):
        return policy._build_reason(view, CARDS[action.card])
    if isinstance(action, KeepCard):
        return Reason(M.KEEP_CARD, {"district": CARDS[action.card].kind.name})
    if isinstance(action, SwapHands):
        # what the swap gains, only when the hands show it; else what the choice rests on
        return swap_reason(view, action.seat) or Reason(M.SEARCH_OTHER, {})
    if isinstance(action, Bewitch):
        return Reason(M.BEWITCH_BEST, {"character": action.rank})
    if isinstance(action, GiveCrown):
        return Reason(M.CROWN_WEAKEST, {"seat": action.seat})
    if isinstance(action, TakeGold | DrawCards):
        return turnplan.gather_reason(view, action, policy.gold_target(view))
    if isinstance(action, EndTurn):
        return Reason(M.END_TURN, {})
    reason = describe_2016(view, action, policy)  # the 2016 box's actions (RULES.md §9)
    if reason is not None:
        return reason
    # the actions of §1-§8 left (a gold income, the Magician's exchange, the Laboratory, the Smithy, the
    # Graveyard, the Wizard's take, the tribute, the tithe, the Navigator, the Diplomat, the Artist)
    return Reason(M.SEARCH_OTHER, {})


def _district_action_reason(
    view: PlayerView, action: BuildByDestroying | BuildWithCards | DestroyWithArmory | StoreInMuseum
) -> Reason:
    """What a build paid otherwise or a district's action does, in the words the other bots use."""
    if isinstance(action, BuildWithCards):
        return Reason(M.DEN_WITH_CARDS, {})
    if isinstance(action, StoreInMuseum):
        return Reason(M.PUBLIC_MUSEUM, {})
    if isinstance(action, DestroyWithArmory):
        return armory_reason(view, action.seat, action.card)
    built = CARDS[action.card]
    if built.kind is BUILT_BY_DESTROYING:
        destroyed = CARDS[action.destroyed]
        if destroyed.kind.points + (destroyed.id in view.adorned) < built.kind.points:
            return Reason(M.NECROPOLIS_BUILD, {"district": destroyed.kind.name})
        return Reason(M.SEARCH_OTHER, {})  # describe_2016.SEARCH_ONLY: it scores no more
    return Reason(M.FRAMEWORK_BUILD, {"district": built.kind.name})

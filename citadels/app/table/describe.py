"""Actions in words: a short imperative for the hint line ("build the Castle")."""

from __future__ import annotations

from collections.abc import Sequence

from citadels.app.table.model import char_fields
from citadels.engine import (
    AbbotTithe,
    Action,
    Beautify,
    Bewitch,
    Build,
    Destroy,
    DiplomatSwap,
    DiscardCharacter,
    DrawCards,
    EndTurn,
    ExchangeCard,
    FinishExchange,
    GiveCrown,
    GraveyardDecline,
    GraveyardTake,
    KeepCard,
    LaboratoryDiscard,
    Murder,
    NavigatorCards,
    NavigatorGold,
    PickCharacter,
    PlayerView,
    Rob,
    SmithyDraw,
    SwapHands,
    TakeGold,
    TakeIncome,
    TributeCard,
    TributeGold,
    WizardLook,
    WizardTake,
    card,
)
from citadels.i18n import _, district_name, district_type_name


def describe_action(action: Action, view: PlayerView, names: Sequence[str]) -> str:
    """A short imperative for an action ("Build the Castle"), for hints."""
    match action:
        case PickCharacter(rank=rank):
            return _("take the {character}").format(**char_fields(view, rank))
        case DiscardCharacter(rank=rank):
            return _("discard the {character}").format(**char_fields(view, rank))
        case TakeGold():
            return _("take 2 gold")
        case DrawCards():
            return _("draw cards")
        case KeepCard(card=cid):
            return _("keep the {district}").format(district=district_name(card(cid).kind.name))
        case Build(card=cid):
            return _("build the {district}").format(district=district_name(card(cid).kind.name))
        case TakeIncome(school_type=st):
            if st is not None:
                return _("collect income, the School of Magic as {type}").format(type=district_type_name(st).lower())
            return _("collect your income")
        case Murder(rank=rank):
            return _("murder the {character}").format(**char_fields(view, rank))
        case Rob(rank=rank):
            return _("rob the {character}").format(**char_fields(view, rank))
        case SwapHands(seat=seat):
            return _("swap hands with {name}").format(name=names[seat])
        case ExchangeCard(card=cid):
            return _("exchange the {district}").format(district=district_name(card(cid).kind.name))
        case FinishExchange():
            return _("finish the exchange")
        case Destroy(seat=seat, card=cid):
            return _("destroy the {district} of {name}").format(district=district_name(card(cid).kind.name), name=names[seat])
        case GraveyardTake():
            return _("keep the district with your Graveyard")
        case GraveyardDecline():
            return _("let the district go")
        case LaboratoryDiscard(card=cid):
            return _("discard the {district} at the Laboratory").format(district=district_name(card(cid).kind.name))
        case SmithyDraw():
            return _("use the Smithy")
        case EndTurn():
            return _("end your turn")
        case Bewitch(rank=rank):
            return _("bewitch the {character}").format(**char_fields(view, rank))
        case WizardLook(seat=seat):
            return _("look at the hand of {name}").format(name=names[seat])
        case WizardTake(card=cid, build=True):
            return _("build the {district} at once").format(district=_district(cid))
        case WizardTake(card=cid):
            return _("take the {district} into your hand").format(district=_district(cid))
        case GiveCrown(seat=seat):
            return _("give the crown to {name}").format(name=names[seat])
        case TributeGold():
            return _("pay 1 gold to the Emperor")
        case TributeCard(card=cid):
            return _("give the {district} to the Emperor").format(district=_district(cid))
        case AbbotTithe():
            return _("take 1 gold from the richest player")
        case NavigatorGold():
            return _("take 4 gold")
        case NavigatorCards():
            return _("draw 4 cards")
        case DiplomatSwap(mine=mine, seat=seat, theirs=theirs):
            return _("swap your {mine} for the {theirs} of {name}").format(mine=_district(mine), theirs=_district(theirs), name=names[seat])
        case Beautify(first=first, second=None):
            return _("put 1 gold on your {district}").format(district=_district(first))
        case Beautify(first=first, second=second):
            assert second is not None
            return _("put 1 gold on your {district} and 1 on your {other}").format(district=_district(first), other=_district(second))
    return str(action)


def _district(cid: int) -> str:
    return district_name(card(cid).kind.name)

"""Actions in words: a short imperative for the hint line ("build the Castle")."""

from __future__ import annotations

from collections.abc import Sequence

from citadels.app.table.model import char_fields
from citadels.engine import (
    Action,
    Build,
    Destroy,
    DiscardCharacter,
    DrawCards,
    EndTurn,
    ExchangeCard,
    FinishExchange,
    GraveyardDecline,
    GraveyardTake,
    KeepCard,
    LaboratoryDiscard,
    Murder,
    PickCharacter,
    PlayerView,
    Rob,
    SmithyDraw,
    SwapHands,
    TakeGold,
    TakeIncome,
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
                return _("collect income, the School of Magic as {type}").format(type=district_type_name(st))
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
    return str(action)

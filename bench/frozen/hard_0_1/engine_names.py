"""Today's engine actions under the names this frozen copy was written with (issue 34 renamed them
for what they do): the call adapted, the play unchanged."""

from citadels.engine import CollectTithe as AbbotTithe
from citadels.engine import DrawExtraCards as NavigatorCards
from citadels.engine import LookAtHand as WizardLook
from citadels.engine import SwapDistricts as DiplomatSwap
from citadels.engine import TakeExtraGold as NavigatorGold
from citadels.engine import TakeFromHand as WizardTake

__all__ = ["AbbotTithe", "DiplomatSwap", "NavigatorCards", "NavigatorGold", "WizardLook", "WizardTake"]

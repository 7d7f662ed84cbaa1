"""The prompt of each engine `Decision` a human can owe: the controls the table shows for it. A new
decision is a new module of this package and an entry here (a test checks every decision has one)."""

from __future__ import annotations

from citadels.app.table.prompts.base import Prompt
from citadels.app.table.prompts.bewitch import BewitchTarget
from citadels.app.table.prompts.draft import DraftPick
from citadels.app.table.prompts.draft_discard import DraftDiscard
from citadels.app.table.prompts.draw_to_keep import KeepOneDrawn
from citadels.app.table.prompts.exchange import Exchange
from citadels.app.table.prompts.gather import Gather
from citadels.app.table.prompts.give_cards import GiveCards
from citadels.app.table.prompts.graveyard import Graveyard
from citadels.app.table.prompts.keep import Keep
from citadels.app.table.prompts.main import MainTurn
from citadels.app.table.prompts.peeked_hand import PeekedHandPick
from citadels.app.table.prompts.theater import TheaterDecision
from citadels.app.table.prompts.threats import BribeDecision, ThreatDecision
from citadels.app.table.prompts.tribute import Tribute
from citadels.app.table.prompts.warrants import WarrantDecision
from citadels.engine import Decision

PROMPTS: dict[Decision, Prompt] = {
    Decision.DRAFT_PICK: DraftPick(),
    Decision.DRAFT_DISCARD: DraftDiscard(),
    Decision.GATHER: Gather(),
    Decision.KEEP: Keep(),
    Decision.MAIN: MainTurn(),
    Decision.EXCHANGE: Exchange(),
    Decision.GRAVEYARD: Graveyard(),
    Decision.BEWITCH: BewitchTarget(),
    Decision.TAKE_FROM_HAND: PeekedHandPick(),
    Decision.TRIBUTE: Tribute(),
    Decision.KEEP_ONE_DRAWN: KeepOneDrawn(),  # the 2016 Scholar
    Decision.GIVE_CARDS: GiveCards(),  # the 2016 Seer
    Decision.WARRANT: WarrantDecision(),  # the 2016 Magistrate's seat
    Decision.BRIBE: BribeDecision(),  # a holder threatened by the 2016 Blackmailer
    Decision.THREAT: ThreatDecision(),  # the 2016 Blackmailer's seat
    Decision.THEATER: TheaterDecision(),  # t16: the Theater's owner, at the end of the selection
}


def prompt_for(decision: Decision) -> Prompt | None:
    """The prompt of ``decision`` (None at the game's end: nobody is asked anything)."""
    return PROMPTS.get(decision)

"""The draft with two or three players: after a pick, discard one of the offered characters face down."""

from __future__ import annotations

from citadels.app.table.prompts.draft import DraftPick
from citadels.engine import Decision


class DraftDiscard(DraftPick):
    discard = True

    def announce(self, decision: Decision) -> bool:
        return False  # it follows the pick at once

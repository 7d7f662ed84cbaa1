"""The table's screenshots for the scene registry ("table", "draft", "table7", "warlord",
"hotseat"): the table itself is the package `citadels.app.table` (its names are re-exported here
for code that still imports them from the old module)."""

from citadels.app.table import TableScene, demo_session, describe_action
from citadels.app.table.demo import register_screenshots

__all__ = ["TableScene", "demo_session", "describe_action"]

register_screenshots()

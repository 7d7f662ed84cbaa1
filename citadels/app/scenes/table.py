"""The table's screenshots for the scene registry ("table", "draft", "table7", "warlord",
"hotseat"): the table itself is the package `citadels.app.table`."""

from citadels.app.table.demo import register_screenshots

register_screenshots()

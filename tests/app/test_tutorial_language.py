"""The tutorial's players follow the language (issue 30): switched to Spanish mid-game, "Player 1"
becomes "Jugador 1" and the bots take their Spanish names, on the table and in the log; a name the
player typed stays as typed."""

from __future__ import annotations

import dataclasses

from citadels.app.tutorial.scene import TutorialTable, open_tutorial, reworded_setup
from citadels.session import GameSetup, SeatSetup
from citadels.text import i18n


def test_switching_to_spanish_rewords_the_default_names(app, ui) -> None:  # type: ignore[no-untyped-def]
    table = open_tutorial(app, restart=True)
    app.push(table)
    ui.frames(3)
    assert isinstance(table, TutorialTable)
    assert table.session.names[0] == "Player 1"
    assert "Roderick" in table.session.names
    i18n.set_language("es")
    ui.frames(2)
    names = table.session.names
    assert names[0] == "Jugador 1"
    assert "Rodrigo" in names and "Roderick" not in names
    assert table.log.names == list(names)  # the log words its lines with them
    i18n.set_language("en")
    ui.frames(2)
    assert table.session.names[0] == "Player 1" and "Roderick" in table.session.names


def test_a_typed_name_stays_and_a_clash_keeps_the_old_name() -> None:
    i18n.set_language("es")
    try:
        setup = GameSetup(
            seats=(
                SeatSetup("Beatriz", "human"),  # typed by the player
                SeatSetup("Beatrice", "bot", "easy"),  # in Spanish it would be the player's name
                SeatSetup("Alvar", "bot", "easy"),
                SeatSetup("Eleanor", "bot", "easy"),
            )
        )
        names = [seat.name for seat in reworded_setup(setup).seats]
        assert names == ["Beatriz", "Beatrice", "Álvaro", "Leonor"]
        assert reworded_setup(dataclasses.replace(setup, seats=setup.seats[2:])).seats[0].name == "Álvaro"
    finally:
        i18n.set_language("en")

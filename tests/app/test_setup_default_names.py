"""The new-game screen's default seat names ("Player 1", the bots' names) follow the language in use,
also when the screen offers the last setup again (in this run or after a restart); a name the user
typed is never replaced, and a default is never remembered as the player's own name."""

from __future__ import annotations

from app_testlib import MakeApp, open_setup

from citadels.app.app import App
from citadels.app.scenes import setup as setup_scene
from citadels.app.uidriver import UIDriver

ENGLISH = ["Player 1", "Roderick", "Beatrice", "Alvar"]
SPANISH = ["Jugador 1", "Rodrigo", "Beatriz", "Álvaro"]


def _type_name(ui: UIDriver, scene: setup_scene.SetupScene, index: int, name: str) -> None:
    field = scene.rows[index].name_input
    ui.click(field)
    ui.clear_field()
    ui.type_text(name)
    assert scene.rows[index].name == name


def _start_with_a_typed_name(app: App, ui: UIDriver, index: int, name: str) -> None:
    """Type `name` in seat `index` and start the game (the setup is remembered in the settings)."""
    scene = open_setup(app, ui)
    _type_name(ui, scene, index, name)
    scene.start()
    ui.frames(2)


def _reopen_after_a_restart_in(app: App, ui: UIDriver, lang: str) -> setup_scene.SetupScene:
    """The new-game screen after a restart (only the settings remember) in language `lang`."""
    setup_scene._last_setups.clear()
    app.update_settings(language=lang)
    ui.frames(2)
    return open_setup(app, ui)


def test_the_setup_offered_again_in_this_run_follows_a_language_switch(make_app: MakeApp) -> None:
    app = make_app(lang="en")
    ui = UIDriver(app)
    scene = open_setup(app, ui)
    assert [r.name for r in scene.rows] == ENGLISH
    _type_name(ui, scene, 2, "Zoe")
    scene.back()  # Back keeps the setup for the next visit
    ui.frames(2)
    app.update_settings(language="es")
    ui.frames(2)
    scene = open_setup(app, ui)
    assert [r.name for r in scene.rows] == [
        "Jugador 1",
        "Rodrigo",
        "Zoe",
        "Álvaro",
    ]  # each seat keeps its own
    app.update_settings(language="en")  # and a switch while it is open
    ui.frames(2)
    assert [r.name for r in scene.rows] == ["Player 1", "Roderick", "Zoe", "Alvar"]


def test_the_setup_remembered_across_restarts_follows_the_language(make_app: MakeApp) -> None:
    app = make_app(lang="en")
    ui = UIDriver(app)
    _start_with_a_typed_name(app, ui, 1, "Zoe")
    assert app.settings.last_setup is not None
    # typing a name over Roderick renames nobody else (issue 20)
    assert [s["name"] for s in app.settings.last_setup["seats"]] == ["Player 1", "Zoe", "Beatrice", "Alvar"]
    assert app.settings.player_name == ""  # "Player 1" is not a name the player chose
    scene = _reopen_after_a_restart_in(app, ui, "es")
    assert [r.name for r in scene.rows] == ["Jugador 1", "Zoe", "Beatriz", "Álvaro"]
    assert [r.edited for r in scene.rows] == [False, True, False, False]


def test_a_typed_first_name_is_remembered_and_kept_in_every_language(make_app: MakeApp) -> None:
    app = make_app(lang="es")
    ui = UIDriver(app)
    _start_with_a_typed_name(app, ui, 0, "Ana")
    assert app.settings.player_name == "Ana"
    scene = _reopen_after_a_restart_in(app, ui, "en")
    assert [r.name for r in scene.rows] == ["Ana", "Roderick", "Beatrice", "Alvar"]


def test_a_setup_remembered_before_default_names_were_marked_keeps_its_names(make_app: MakeApp) -> None:
    """Older settings files do not say which names were defaults: every name is kept as it is."""
    seats = [
        {"name": n, "controller": c, "bot": "medium"}
        for n, c in zip(ENGLISH, ["human", "bot", "bot", "bot"], strict=True)
    ]
    app = make_app(lang="es", last_setup={"seats": seats, "seed": None})
    ui = UIDriver(app)
    setup_scene._last_setups.clear()
    scene = open_setup(app, ui)
    assert [r.name for r in scene.rows] == ENGLISH
    app.settings.last_setup = {"seats": seats, "seed": None, "default_names": ["x", 7, -1, True, 1]}
    assert setup_scene.remembered_setup(app)[1] == frozenset({1})  # only real seat numbers count


def test_a_default_name_saved_by_an_older_version_is_not_the_players_name(make_app: MakeApp) -> None:
    """Older versions saved "Player 1" as the player's own name: the fresh screen and the tutorial
    treat it as the default it was, in today's language; a typed name is still used."""
    from citadels.app.tutorial.scene import tutorial_setup

    app = make_app(lang="es", player_name="Player 1")
    ui = UIDriver(app)
    setup_scene._last_setups.clear()
    scene = open_setup(app, ui)
    assert [r.name for r in scene.rows] == SPANISH and not scene.rows[0].edited
    assert tutorial_setup(app).seats[0].name == "Jugador 1"
    app.update_settings(player_name="Ana")
    assert tutorial_setup(app).seats[0].name == "Ana"

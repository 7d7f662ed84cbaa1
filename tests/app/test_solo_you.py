"""At a solo table (the tutorial included) the one person is "you" on the screen and in the log, in
both languages (issue 20: "Player 1 chooses the Architect"); at a hot-seat table every seat keeps its
name, as the screen is shared."""

from __future__ import annotations

import pygame
import pytest
from table_testlib import NAMES

from citadels.app.app import App
from citadels.app.table.anim import Banner
from citadels.app.table.scene import TableScene
from citadels.app.uidriver import UIDriver
from citadels.engine import Decision, EndTurn, PickCharacter, TakeGold
from citadels.engine import events as E
from citadels.session import GameSession, GameSetup, SeatSetup

ME = NAMES[0]


def _table(app: App, humans: int) -> TableScene:
    seats = tuple(SeatSetup(NAMES[i], "human" if i < humans else "bot", "easy") for i in range(4))
    scene = TableScene(app, GameSession(GameSetup(seats, seed=12, crown=0)), bot_processes="never")
    app.push(scene)
    return scene


def _banners(scene: TableScene, event: E.Event) -> list[str]:
    return [f"{a.title} / {a.subtitle}" for a in scene.animator._anims_for(event) if isinstance(a, Banner)]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_solo_log_says_you_and_never_the_persons_name(make_app, lang: str) -> None:  # type: ignore[no-untyped-def]
    app = make_app(lang=lang, animation_speed="off", bot_speed="instant")
    ui = UIDriver(app, wall_limit=120)
    scene = _table(app, humans=1)
    assert scene.you == 0 and scene.log.you == 0
    ui.wait_for(
        lambda: scene.my_turn and scene.session.decision == Decision.DRAFT_PICK, 600, "the person's pick"
    )
    rank = next(a.rank for a in scene.session.legal(0) if isinstance(a, PickCharacter))
    scene.act([PickCharacter(rank)])
    for _ in range(20000):  # round 1 to its end, the person taking gold and ending the turn
        if scene.session.round >= 2:
            break
        legal = scene.session.legal(0) if scene.my_turn else []
        move = next((a for a in (TakeGold(), EndTurn()) if a in legal), legal[0] if legal else None)
        if move is not None:
            scene.act([move])
        ui.frame()
    assert scene.session.round >= 2
    lines = [said for _style, said, _entry in scene.log.lines(0)]
    chosen = {"en": f"You choose the {scene.characters[rank - 1].name.replace('_', ' ').title()}.",
              "es": "Eliges "}[lang]  # fmt: skip
    assert any(line.startswith(chosen) for line in lines), lines
    assert not [line for line in lines if ME in line], "the person is named in their own log"


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_solo_screen_says_you(make_app, lang: str) -> None:  # type: ignore[no-untyped-def]
    app = make_app(lang=lang, animation_speed="off")
    scene = _table(app, humans=1)
    UIDriver(app).frames(2)
    revealed = _banners(scene, E.CharacterRevealed(seat=0, rank=7))
    murdered = _banners(scene, E.MurderedRevealed(rank=4, seat=0))
    robbed = _banners(scene, E.Robbed(seat=1, rank=7))
    assert revealed and revealed[-1].endswith(
        {"en": "You reveal the Architect", "es": "Revelas al Arquitecto"}[lang]
    )
    assert murdered == [
        {"en": "You were the murdered King / ", "es": "Eras el Rey, el personaje asesinado / "}[lang]
    ]
    assert robbed and NAMES[1] in robbed[0]  # another seat keeps its name
    gold = scene.controls.zone_at(scene.geo.seats[0].gold.center)
    assert gold is not None and gold[2].startswith({"en": "You have", "es": "Tienes"}[lang]), gold
    assert scene.renderer._murdered_status(0) == {"en": "Murdered: you", "es": "Víctima: tú"}[lang]


def test_hot_seat_names_every_seat_on_the_screen_and_in_the_log(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app(animation_speed="off")
    scene = _table(app, humans=2)
    UIDriver(app).frames(2)
    assert scene.you is None and scene.log.you is None
    assert _banners(scene, E.CharacterRevealed(seat=0, rank=7))[-1].endswith(f"{ME} reveals the Architect")
    scene.log.add_event(E.CharacterChosen(seat=0, rank=7))
    assert scene.log.line(scene.log.entries[-1], 0)[1] == f"{ME} chooses the Architect."
    gold = scene.controls.zone_at(scene.geo.seats[0].gold.center)
    assert gold is not None and gold[2].startswith(ME), gold


def test_the_tutorial_says_you(make_app) -> None:  # type: ignore[no-untyped-def]
    from test_tutorial import click, play, start_from_menu

    app = make_app(animation_speed="off", bot_speed="instant")
    ui = UIDriver(app, dt=0.05, wall_limit=240)
    table = start_from_menu(app, ui)
    play(ui, table, until="draft")
    architect = next(i for i in table.items if i.key[0] == "pick" and PickCharacter(7) in i.actions)
    click(ui, table, architect)
    ui.key(pygame.K_RETURN, frames=2)
    lines = [said for _style, said, _entry in table.log.lines(0)]
    assert "You choose the Architect." in lines, lines
    assert not [line for line in lines if table.session.name(0) in line], lines

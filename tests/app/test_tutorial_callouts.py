"""The tutorial's callouts as a play-tester found them (Spanish, 1280x720): the bubble hid the card
being read and the hint, skipped the Assassin's murder, Ctrl+Z did nothing, and a bot's character
was described as if it were the player's."""

from __future__ import annotations

import re
import time
from types import SimpleNamespace

import pygame
import pytest
from test_tutorial import click, play, start_from_menu

from citadels.app.app import App
from citadels.app.table.renderer import PREVIEW_DELAY
from citadels.app.tutorial import script
from citadels.app.tutorial.scene import TutorialTable
from citadels.app.uidriver import UIDriver
from citadels.engine import EndTurn, Murder
from citadels.engine.characters import CLASSIC_CHARACTERS, DARK_CITY_CHARACTERS, RANK_NINE
from citadels.text import i18n


@pytest.fixture
def es_app(make_app) -> App:  # type: ignore[no-untyped-def]
    return make_app(lang="es", size=(1280, 720), animation_speed="off", bot_speed="instant")


def point_at(ui: UIDriver, rect: pygame.Rect) -> None:
    """Rest the pointer on `rect` long enough for its large preview."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    ui.frames(int(PREVIEW_DELAY / ui.dt) + 3)


def test_the_callout_leaves_the_enlarged_card_the_heading_and_the_hint_in_view(es_app: App) -> None:
    ui = UIDriver(es_app, dt=0.05, wall_limit=180)
    table = start_from_menu(es_app, ui)
    play(ui, table, until="draft")
    callout = table.callout
    assert callout is not None and table.renderer.prompt_text is not None
    assert not callout.rect.colliderect(table.renderer.prompt_text), (
        "the bubble covers 'Choose your character'"
    )
    for item in [i for i in table.items if i.key[0] == "pick"]:
        point_at(ui, item.rect)
        preview = table.renderer.last_preview
        assert preview is not None, "pointing at a character shows it large"
        assert not preview.colliderect(callout.rect), f"the bubble covers the enlarged {item.key}"
    # Gather resources says "press H for a hint": the hint line appears where the bubble is not
    play(ui, table, until="gather")
    ui.key(pygame.K_h, unicode="h")
    while not table.controls.prompt_hint:  # the hint is worked out in another process: as long as it
        ui.frame()  # takes (the driver's wall limit stops a hung one)
        time.sleep(0.02)
    ui.frames(2)
    assert table.controls.prompt_hint and table.callout is not None and table.renderer.prompt_text is not None
    assert not table.callout.rect.colliderect(table.renderer.prompt_text), "the bubble covers the hint"


def test_the_assassin_is_asked_to_murder_before_ending_the_turn(es_app: App) -> None:
    ui = UIDriver(es_app, dt=0.05, wall_limit=180)
    table = start_from_menu(es_app, ui)
    play(ui, table, until="city")  # the player, as the Assassin, has just built
    murder = next(b for b in table.buttons if b.visible and any(isinstance(a, Murder) for a in b.actions))
    assert table.callout is not None and not table.callout.rect.colliderect(murder.rect), (
        "Your city covers Murder…"
    )
    end_turn = next(s for s in table.steps if s.key == "end_turn")
    assert not end_turn.when(table), "End your turn while the murder is unused"
    ui.click(table.next_button)
    ui.frames(2)
    assert table.step is not None and table.step.key == "ability", table.shown_log
    assert table.callout is not None and table.callout.targets == [murder.rect]
    click(ui, table, murder)  # Murder…, then a character: the step is done
    ui.frames(2)
    click(ui, table, next(i for i in table.items if i.enabled))  # selected (issue 20: then confirmed)
    ui.frames(2)
    assert not any(r.seat == script.YOU and isinstance(r.action, Murder) for r in table.session.actions)
    click(ui, table, next(i for i in table.items if i.enabled and i.selected))
    ui.frames(3)
    assert any(r.seat == script.YOU and isinstance(r.action, Murder) for r in table.session.actions)
    ui.wait_for(lambda: table.step is not None, 60, "the next callout")
    assert table.step is not None and table.step.key == "end_turn", table.shown_log
    assert table.shown_log.index("ability") < table.shown_log.index("end_turn")
    assert not any(r.seat == script.YOU and isinstance(r.action, EndTurn) for r in table.session.actions)


def test_ctrl_z_says_the_guided_game_has_no_undo(es_app: App) -> None:
    ui = UIDriver(es_app, dt=0.05, wall_limit=120)
    table = start_from_menu(es_app, ui)
    ui.wait_for(lambda: table.step is not None, 200, "the first callout")
    assert table.step is not None and table.step.kind == "info"  # even while a callout holds the table
    ui.key(pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="z")
    assert table.toast is not None and table.toast[0] == "No se puede deshacer en la partida guiada."
    table.toast = None
    play(ui, table, until="gather")  # and on the player's turn, with a step to do
    ui.key(pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="z")
    assert table.toast is not None and "deshacer" in table.toast[0]
    assert len(table.session.actions) > 0 and isinstance(ui.top, TutorialTable)


#: the second person: in English, and the unambiguous Spanish forms the cards' texts use ("toma" or
#: "nombra" read as the third person too)
SECOND_PERSON = {
    "en": re.compile(r"\b(you|your|yours)\b", re.IGNORECASE),
    "es": re.compile(
        r"\b(te|ti|tú|tu|tus|eliges|ganas|robas|llevas|puedes|recuperas|quédatela)\b", re.IGNORECASE
    ),
}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_bots_character_is_described_in_the_third_person(lang: str) -> None:
    i18n.set_language(lang)
    try:
        names = {spec.name for spec in (*CLASSIC_CHARACTERS, *DARK_CITY_CHARACTERS, *RANK_NINE)}
        steps = {s.key: s for s in script.steps()}
        for name in sorted(names):
            step = steps[f"ability:{name}"]
            bot = SimpleNamespace(
                shown=SimpleNamespace(cur_seat=1), session=SimpleNamespace(name=lambda seat: "Rodrigo")
            )
            said = step.body(bot)  # type: ignore[arg-type]
            assert said.startswith("Rodrigo ") and len(said) > 40, said
            assert not SECOND_PERSON[lang].search(said), f"{name}: {said}"
            mine = step.body(SimpleNamespace(shown=SimpleNamespace(cur_seat=script.YOU)))  # type: ignore[arg-type]
            assert mine != said and SECOND_PERSON[lang].search(mine), (
                f"{name}: the player's own is 'you': {mine}"
            )
    finally:
        i18n.set_language("en")

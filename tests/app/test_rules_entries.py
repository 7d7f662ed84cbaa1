"""The rules screen opens at one entry: every character's card and every district's card has its place
on its tab's page, and the screen opened at one shows that tab scrolled to it (framed in gold)."""

from __future__ import annotations

import pygame
import pytest

from citadels.app.app import App
from citadels.app.scenes.rules import RulesScene, render_page, tab_of
from citadels.app.theme import layout_for
from citadels.engine import CHARACTERS, KINDS
from citadels.system.settings import Settings
from citadels.text.coach_words import RulesLink


def test_every_character_and_district_has_its_entry_on_its_tab() -> None:
    pygame.init()
    lay = layout_for((1280, 720))
    links = [RulesLink("character", name) for name in CHARACTERS]
    links += [RulesLink("district", kind) for kind in KINDS]
    pages = {tab: render_page(tab, 1100, lay) for tab in {tab_of(link) for link in links}}
    for link in links:
        page = pages[tab_of(link)]
        where = page.anchors.get((link.kind, link.name))
        assert where is not None, link
        assert page.surface.get_rect().contains(where), link
    # and no two entries at the same place
    for page in pages.values():
        rects = [tuple(r) for r in page.anchors.values()]
        assert len(set(rects)) == len(rects)


@pytest.mark.parametrize(
    ("link", "tab"),
    [
        (RulesLink("character", "warlord"), "characters"),
        (RulesLink("character", "queen"), "dark_city"),
        (RulesLink("district", "tavern"), "districts"),
        (RulesLink("district", "school_of_magic"), "districts"),
        (RulesLink("section", "scoring"), "scoring"),
    ],
)
@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_rules_open_at_an_entry_and_back_leaves_them(link: RulesLink, tab: str, lang: str) -> None:
    with App(headless=True, size=(1280, 720), settings=Settings(language=lang, sound=False)) as app:
        app.nav.rules(at=link)
        app.run_frames(2)
        scene = app.top
        assert isinstance(scene, RulesScene) and scene.tab == tab
        shown = scene.entry_rect()
        if link.kind == "section":
            assert shown is None and scene.scroll.offset == 0
        else:
            assert shown is not None and scene.scroll.rect.y <= shown.y < scene.scroll.rect.bottom
            if tab != "characters":
                assert scene.scroll.offset > 0  # scrolled down to it
            # framed in gold where it is
            frame = shown.inflate(scene.lay.px(12), scene.lay.px(12))
            assert app.screen.get_at((frame.x + frame.w // 2, frame.y + 1))[:3] == (214, 170, 66)
        assert app.crash is None

"""The rules live in the project: docs/RULES.md (the contract, with §6 Dark City) and its Spanish
translation docs/REGLAS.md, which the README links to and the in-game rules screen shows."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pygame
import pytest

from citadels.app import text
from citadels.app.app import App
from citadels.app.scenes import rules as rules_screen
from citadels.app.scenes.rules import TABS, RulesScene, render_tab
from citadels.app.theme import layout_for
from citadels.system.settings import Settings
from citadels.text import i18n
from citadels.text.rules_doc import (
    Heading,
    ListBlock,
    Paragraph,
    Table,
    load_rules,
    parse_rules,
    plain,
    rules_path,
)
from tools import contract_diff

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def english_afterwards() -> None:
    yield
    i18n.set_language("en")


def test_the_rules_are_in_the_project_in_both_languages() -> None:
    for lang in ("en", "es"):
        assert rules_path(lang).parent == ROOT / "docs"
        document = load_rules(lang)
        assert [s.number for s in document.sections] == list(range(1, 10))
    assert "Dark City" in load_rules("en").section(6).title
    assert "Ciudad Oscura" in load_rules("es").section(6).title
    assert rules_path("fr") == rules_path("en")


def test_the_spanish_rules_have_the_same_shape_and_numbers_as_the_english() -> None:
    """REGLAS.md is a translation: same sections, same tables with the same numbers, same lists."""
    en, es = load_rules("en"), load_rules("es")
    for s_en, s_es in zip(en.sections, es.sections, strict=True):
        kinds_en = [type(b).__name__ for b in s_en.blocks]
        kinds_es = [type(b).__name__ for b in s_es.blocks]
        assert kinds_en == kinds_es, s_en.title
        for b_en, b_es in zip(s_en.blocks, s_es.blocks, strict=True):
            if isinstance(b_en, Table):
                assert isinstance(b_es, Table) and len(b_en.rows) == len(b_es.rows), s_en.title
                for r_en, r_es in zip(b_en.rows, b_es.rows, strict=True):
                    numbers_en = [plain(c) for c in r_en if re.fullmatch(r"\d+", plain(c))]
                    numbers_es = [plain(c) for c in r_es if re.fullmatch(r"\d+", plain(c))]
                    assert numbers_en == numbers_es, (s_en.title, plain(r_en[0]))
            if isinstance(b_en, ListBlock):
                assert isinstance(b_es, ListBlock) and len(b_en.items) == len(b_es.items), s_en.title


CONTRACT = (
    "# Rules\n\nOur own introduction.\n\n"
    "## 1. Components\n- **Gold**: unlimited bank.\n\n## 2. Setup\nDeal 4 cards.\n"
)


def test_the_contract_diff_tool_exits_0_when_the_contracts_agree_from_components_on(tmp_path: Path) -> None:
    ours, theirs = tmp_path / "ours.md", tmp_path / "theirs.md"
    ours.write_text(CONTRACT, encoding="utf-8")
    theirs.write_text(CONTRACT.replace("Our own introduction.", "The shared introduction."), encoding="utf-8")
    out = io.StringIO()
    assert contract_diff.contract_diff(ours, theirs, out) == 0 and out.getvalue() == ""


def test_the_contract_diff_tool_shows_the_difference_and_exits_1(tmp_path: Path) -> None:
    ours, theirs = tmp_path / "ours.md", tmp_path / "theirs.md"
    ours.write_text(CONTRACT, encoding="utf-8")
    theirs.write_text(CONTRACT.replace("4 cards.\n", "4 cards.\nEach player takes 2 gold."), encoding="utf-8")
    out = io.StringIO()
    assert contract_diff.contract_diff(ours, theirs, out) == 1
    shown = out.getvalue().splitlines()
    assert shown[:2] == [f"--- {ours}", f"+++ {theirs}"]
    assert "+Each player takes 2 gold." in shown and " Deal 4 cards." in shown
    assert not any(line.startswith(("-", "+")) and "introduction" in line for line in shown)


def test_the_contract_diff_command_compares_our_rules_with_the_given_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    shared = tmp_path / "RULES.md"
    ours = (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8")
    shared.write_text(ours.replace("takes 2 gold", "takes 3 gold"), encoding="utf-8")
    assert contract_diff.main([str(shared)]) == 1
    assert "+2. Each player takes 3 gold." in capsys.readouterr().out
    shared.write_text(ours, encoding="utf-8")
    assert contract_diff.main([str(shared)]) == 0 and capsys.readouterr().out == ""
    shared.write_text("no contract here", encoding="utf-8")
    assert contract_diff.main([str(shared)]) == 2
    assert "no '## 1. Components' heading" in capsys.readouterr().err
    assert contract_diff.main([str(tmp_path / "missing.md")]) == 2
    assert "cannot be read" in capsys.readouterr().err
    shared.write_text(ours, encoding="utf-8")
    monkeypatch.setattr(contract_diff, "SHARED", shared)  # the default (beside the checkout), here a copy
    assert contract_diff.main([]) == 0


def test_the_parser_keeps_headings_styles_lists_and_tables() -> None:
    document = parse_rules(
        "# Title\n\nIntro.\n\n## 3. A round\n### 3.1 Sub\nSome **bold** and *italic* `code`.\n\n"
        "1. one\n2. two\n\n- a\n  continued\n- b\n\n| x | y |\n|---|---|\n| 1 | **2** |\n"
    )
    assert document.title == "Title" and isinstance(document.intro[0], Paragraph)
    section = document.section(3)
    assert section.title == "A round"
    heading, paragraph, ordered, bullets, table = section.blocks
    assert isinstance(heading, Heading) and heading.level == 3
    assert isinstance(paragraph, Paragraph)
    assert [(r.text, r.bold, r.italic, r.code) for r in paragraph.runs] == [
        ("Some ", False, False, False), ("bold", True, False, False), (" and ", False, False, False),
        ("italic", False, True, False), (" ", False, False, False), ("code", False, False, True),
        (".", False, False, False),
    ]  # fmt: skip
    assert isinstance(ordered, ListBlock) and ordered.ordered and len(ordered.items) == 2
    assert isinstance(bullets, ListBlock) and [plain(i) for i in bullets.items] == ["a continued", "b"]
    assert isinstance(table, Table) and [plain(c) for c in table.header] == ["x", "y"]
    assert table.rows[0][1][0].bold


@pytest.mark.parametrize(
    ("lang", "expected", "absent"), [("en", "Components", "Componentes"), ("es", "Componentes", "Components")]
)
def test_the_rules_screen_shows_the_document_in_the_players_language(
    monkeypatch: pytest.MonkeyPatch, lang: str, expected: str, absent: str
) -> None:
    shown: list[str] = []
    real = text.render
    monkeypatch.setattr(rules_screen.text, "render", lambda s, *a, **k: shown.append(s) or real(s, *a, **k))
    with App(headless=True, size=(1280, 720), settings=Settings(language=lang)):
        page = render_tab("overview", 1100, layout_for((1280, 720)))
    assert page.get_height() > 300
    assert "1. " + expected in shown and "1. " + absent not in shown
    words = set(" ".join(shown).split())
    assert ("Preparación" in words) == (lang == "es")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_tab_fits_its_width_at_both_sizes(size: tuple[int, int]) -> None:
    with App(headless=True, size=size, settings=Settings(language="es")) as app:
        scene = RulesScene(app)
        app.push(scene)
        for tab in TABS:
            scene.select(tab.key)
            app.run_frames(1)
            page = scene.scroll.content
            assert page is not None and page.get_width() <= scene.scroll.rect.w
            assert page.get_height() > scene.scroll.rect.h // 2, tab.key
        assert app.crash is None


def test_a_missing_rules_file_is_reported_on_the_screen_not_a_crash(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr("citadels.text.rules_doc.bundle_folder", lambda folder: tmp_path)
    with App(headless=True, size=(1280, 720), settings=Settings(language="en")) as app:
        scene = RulesScene(app)
        app.push(scene)
        app.run_frames(2)
        assert app.crash is None
        assert scene.scroll.content is not None
    pygame.display.get_surface()


def test_the_readme_links_the_rules_inside_the_project() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "../shared" not in readme
    assert "(docs/RULES.md)" in readme and "(docs/REGLAS.md)" in readme


def test_the_readme_says_the_table_plays_the_dark_city_characters() -> None:
    """Issue 20: the README said the table's Dark City prompts "come next" when the game had them."""
    from citadels.app.table.prompts.steps import ABILITIES

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    dark = readme[readme.index("### Dark City characters") :]
    intro = dark[: dark.index("\n#", 1)]  # the section, up to the next heading
    assert "come next" not in readme and "the table play" in " ".join(intro.split())
    assert {"wizard", "emperor", "abbot", "navigator", "diplomat", "artist"} <= set(
        ABILITIES
    )  # the table's controls


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("size", [(1024, 576), (1280, 720), (1920, 1080)])
def test_the_tabs_share_one_label_size_that_fits_every_one(lang: str, size: tuple[int, int]) -> None:
    with App(headless=True, size=size, settings=Settings(language=lang)) as app:
        scene = RulesScene(app)
        app.push(scene)
        app.run_frames(1)
        sizes = {b.font_size for b in scene.tab_buttons.values()}
        assert len(sizes) == 1  # "Final y puntuación" no smaller than "Resumen"
        (shared,) = sizes
        assert shared is not None
        assert all(b.label_size(shared) == shared for b in scene.tab_buttons.values())  # none shrinks further


@pytest.mark.parametrize(
    ("lang", "note", "ruling"),
    [("en", "seed", "the seed forbids"), ("es", "reglamento", "el reglamento prohíbe")],
)
def test_the_rules_screen_shows_no_notes_on_sources(
    monkeypatch: pytest.MonkeyPatch, lang: str, note: str, ruling: str
) -> None:
    """ "Castillo (seed)", "(optional set; seed: ciudad-oscura)", "(the seed: the richest "debe darte"…)",
    "(*ours*: the seed forbids taking it)" are the contract's notes for whoever checks it against the
    rulebooks; a player reading the rules in the game does not see them (the *ours* mark stays)."""
    shown: list[str] = []
    real = text.render
    monkeypatch.setattr(rules_screen.text, "render", lambda s, *a, **k: shown.append(s) or real(s, *a, **k))
    with App(headless=True, size=(1280, 720), settings=Settings(language=lang)):
        for tab in TABS:
            render_tab(tab.key, 1100, layout_for((1280, 720)))
    said = " ".join(shown)
    assert f"({note})" not in said and f"{note}: ciudad-oscura" not in said
    assert "debe darte" not in said and ruling not in said
    assert ("Castillo" in said) and (
        "Ciudad Oscura" in said or "Dark City" in said
    )  # the rest is still there
    raw = (ROOT / "docs" / ("REGLAS.md" if lang == "es" else "RULES.md")).read_text(encoding="utf-8")
    assert f"({note})" in raw and "debe darte" in raw and ruling in raw  # the document itself keeps them

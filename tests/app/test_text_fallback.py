"""Names in any script (issue 30: emoji and Arabic drew as empty boxes, Arabic ran left to right):
a character the face lacks is drawn with a bundled fallback font, Arabic is shaped right to left,
and a missing fallback font is a clear error, never a silent box."""

from __future__ import annotations

import pygame
import pytest

from citadels.app import text
from citadels.system import bundle
from citadels.system.paths import BundleError, bundled

ARABIC = "سلام عليكم"
SAMPLES = ["Ana 😀", "👑 Rey", "★ Ana ♛ ✓", ARABIC, "Ana سلام"]


@pytest.fixture(autouse=True)
def _pygame() -> None:
    pygame.init()


def _bytes(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


@pytest.mark.parametrize("sample", SAMPLES)
@pytest.mark.parametrize("role", ["body", "display"])
def test_every_character_of_a_name_has_a_bundled_glyph(sample: str, role: str) -> None:
    files = (bundle.FONTS[(role, False)], *bundle.FALLBACK_FONTS)
    for ch in sample:
        assert any(text.has_glyph(f, ch) for f in files), (sample, ch)
    runs = text.text_runs(sample, role=role)  # type: ignore[arg-type]
    assert runs is not None
    for name, _rtl, chars in runs:
        assert all(text.has_glyph(name, ch) for ch in chars), (name, chars)  # no .notdef box drawn
    assert "".join(sorted(c for _n, _r, chars in runs for c in chars)) == "".join(sorted(sample))


def test_an_emoji_is_not_drawn_as_the_faces_empty_box() -> None:
    face = text.get_font(24)
    box = face.render("😀", True, (0, 0, 0))
    drawn = text.render("😀", 24, (0, 0, 0))
    assert _bytes(drawn) != _bytes(box)
    assert not text.has_glyph(bundle.FONTS[("body", False)], "😀")
    assert text.text_runs("😀") == [("NotoEmoji-Regular.ttf", False, "😀")]


def test_plain_text_is_one_run_of_the_face_drawn_as_before() -> None:
    for sample in ("Ana", "Señorío Ñandú ¿¡«»€", "Player 1"):
        assert text.text_runs(sample) is None
        assert _bytes(text.render(sample, 20, (0, 0, 0))) == _bytes(
            text.get_font(20).render(sample, True, (0, 0, 0))
        )


def test_arabic_reads_right_to_left_and_is_shaped_where_pygame_can() -> None:
    runs = text.text_runs(ARABIC)
    assert runs == [("NotoSansArabic-Regular.ttf", True, ARABIC)]  # one run, right to left
    shaped = text.render(ARABIC, 30, (0, 0, 0))
    arabic = pygame.font.Font(str(bundled("assets", "fonts", "NotoSansArabic-Regular.ttf")), 30)
    unshaped = arabic.render(ARABIC, True, (0, 0, 0))  # isolated letters, left to right
    assert shaped.get_width() < unshaped.get_width()  # joined letters are narrower
    if hasattr(arabic, "set_direction"):
        arabic.set_script("Arab")
        arabic.set_direction(pygame.DIRECTION_RTL)
        expected = arabic.render(ARABIC, True, (0, 0, 0))
        assert shaped.get_width() == expected.get_width()


def test_a_line_keeps_the_interface_s_order_with_each_arabic_run_read_from_the_right() -> None:
    """The interface reads from the left: a sentence that starts with an Arabic name keeps its words
    in order (the name first, on the left), and only the Arabic itself reads from the right."""
    runs = text.text_runs("محمد chooses a character.")
    assert runs is not None
    assert runs[0] == ("NotoSansArabic-Regular.ttf", True, "محمد")
    assert "".join(r[2] for r in runs[1:]).strip() == "chooses a character."
    runs = text.text_runs("Ana محمد")
    assert runs is not None and runs[0][2].strip() == "Ana" and runs[-1][2] == "محمد"
    runs = text.text_runs("محمد علي 12")  # two Arabic words, one run read from the right; the number after
    assert runs is not None
    assert runs[0][1] and runs[0][2].strip() == "محمد علي" and runs[-1][2].strip() == "12"


def test_fallback_text_keeps_to_the_lines_height_and_measures_as_drawn() -> None:
    plain_h = text.text_size("Ana", 20)[1]
    for sample in SAMPLES:
        w, h = text.text_size(sample, 20)
        drawn = text.render(sample, 20, (0, 0, 0))
        assert (w, h) == drawn.get_size()
        assert h <= plain_h * 1.4, sample  # not the fallback font's own (much taller) line
    assert text.ellipsize("😀" * 40, 20, 100).endswith("…")
    assert text.text_size(text.ellipsize("😀" * 40, 20, 100), 20)[0] <= 100
    assert all(text.text_size(line, 20)[0] <= 120 for line in text.wrap("سلام " * 30, 20, 120))


def test_a_missing_fallback_font_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    assert all(f"fonts/{name}" in bundle.manifest()["assets"] for name in bundle.FALLBACK_FONTS)
    monkeypatch.setattr(bundle, "FALLBACK_FONTS", ("Missing-Regular.ttf",))
    monkeypatch.setattr(text, "_plain", {})
    with pytest.raises(BundleError, match="Missing-Regular.ttf"):
        text.render("Ana 😀 missing", 20, (0, 0, 0))

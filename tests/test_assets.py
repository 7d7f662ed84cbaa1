"""The bundled art, fonts and sounds: present, loadable by pygame, and as specified."""

from __future__ import annotations

import importlib.util
import itertools
import os
import re
import struct
import wave
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pygame.freetype  # noqa: E402
import pytest  # noqa: E402

from citadels.ai.league.personalities import PERSONALITIES  # noqa: E402
from citadels.system.bundle import FALLBACK_FONTS  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
ASSETS = ROOT / "assets"
SVG = ASSETS / "svg"
FONTS = ASSETS / "fonts"
SOUNDS = ASSETS / "sounds"
TOOLS = ROOT / "tools" / "make_assets"

TYPES = ["noble", "religious", "trade", "military", "unique"]
CLASSIC_CHARACTERS = ["assassin", "thief", "magician", "king", "bishop", "merchant", "architect", "warlord"]
#: The Dark City cards by rank (RULES.md §6): the alternates of ranks 1-8, then the two of rank 9.
DARK_CITY_CHARACTERS = [
    "witch", "tax_collector", "wizard", "emperor", "abbot",
    "alchemist", "navigator", "diplomat", "artist", "queen",
]  # fmt: skip
DARK_CITY_RANKS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 9]
#: The 2016 box's cards the engine plays (RULES.md §9.2), and their ranks.
EDITION_2016_CHARACTERS = [
    "patrician",
    "trader",
    "scholar",
    "marshal",
    "cardinal",
    "tax_collector_2016",
    "spy",
    "seer",
    "magistrate",
    "blackmailer",
]
EDITION_2016_RANKS = [4, 6, 7, 8, 5, 9, 2, 3, 1, 2]
CHARACTERS = CLASSIC_CHARACTERS + DARK_CITY_CHARACTERS + EDITION_2016_CHARACTERS
OTHER_SVGS = [
    "coin",
    "crown",
    "card_back",
    "character_back",
    "card_frame",
    "table",
    "skull",
    "moneybag",
    "spell",
    "warrant",
    "warrant_signed",
    "threat",
    "threat_flowered",
    "icon",
]
DISTRICTS = [
    "manor", "castle", "palace", "temple", "church", "monastery", "cathedral", "tavern", "market",
    "trading_post", "docks", "harbor", "town_hall", "watchtower", "prison", "battlefield", "fortress",
    "haunted_city", "keep", "laboratory", "smithy", "observatory", "graveyard", "dragon_gate", "university",
    "library", "great_wall", "school_of_magic", "imperial_treasury", "map_room",
    # d16a: the 2016 box's passive and scoring uniques
    "basilica", "capitol", "ivory_tower", "monument", "secret_vault", "statue", "wishing_well", "gold_mine",
    "park", "poor_house", "stables", "quarry",
    # d16b: the 2016 box's districts with payments
    "factory", "thieves_den", "framework", "necropolis", "armory", "museum",
    # t16: the Theater
    "theater",
]  # fmt: skip
#: The personalities' badges (the New game screen's opponents): one per record of the table.
BADGES = [p.bot for p in PERSONALITIES]
ALL_SVGS = (
    [f"type_{t}" for t in TYPES]
    + [f"char_{c}" for c in CHARACTERS]
    + [f"district_{d}" for d in DISTRICTS]
    + [f"badge_{b}" for b in BADGES]
    + OTHER_SVGS
)

FONT_FILES = ["Vollkorn-Regular.ttf", "Vollkorn-Bold.ttf", "Cantarell-Regular.otf", "Cantarell-Bold.otf"]
SPANISH = "¿Señorío? ¡Añádelo! Ü"

SOUND_NAMES = [
    "click",
    "deal",
    "coin",
    "build",
    "destroy",
    "crown",
    "reveal",
    "murder",
    "steal",
    "turn",
    "gameover",
]


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    pygame.freetype.init()
    yield
    pygame.mixer.quit()


def _load_tool(name: str):
    spec = importlib.util.spec_from_file_location(f"make_assets_{name}", TOOLS / f"{name}.py")
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _opaque_pixels(surf: pygame.Surface) -> int:
    return pygame.mask.from_surface(surf, 127).count()


def _jaccard_distance(a: pygame.mask.Mask, b: pygame.mask.Mask) -> float:
    ca, cb = a.count(), b.count()
    both = a.overlap_area(b, (0, 0))
    return 1 - both / (ca + cb - both)


# --- SVG art ------------------------------------------------------------------------------
@pytest.mark.parametrize("name", ALL_SVGS)
def test_svg_loads_to_a_non_empty_surface(name):
    path = SVG / f"{name}.svg"
    assert path.is_file(), path
    surf = pygame.image.load(str(path))
    w, h = surf.get_size()
    assert w > 0 and h > 0
    # a meaningful part of the picture is drawn (the frame is mostly a hole, so it has a lower bar)
    share = _opaque_pixels(surf) / (w * h)
    assert share > (0.05 if name == "card_frame" else 0.15), f"{name}: only {share:.0%} drawn"
    # the game scales SVGs with load_sized_svg
    small = pygame.image.load_sized_svg(str(path), (48, 48))
    assert _opaque_pixels(small) > 0


@pytest.mark.parametrize("name", ALL_SVGS)
def test_svg_uses_only_what_nanosvg_supports(name):
    text = (SVG / f"{name}.svg").read_text(encoding="utf-8")
    for banned in ("<text", "<filter", "<use", "<clipPath", "<mask", "<pattern", "<style", "class="):
        assert banned not in text, f"{name}.svg uses {banned}, which pygame's SVG loader ignores"


def test_card_backs_are_portrait_two_by_three():
    for name in ("card_back", "character_back", "card_frame"):
        w, h = pygame.image.load(str(SVG / f"{name}.svg")).get_size()
        assert abs(h / w - 1.5) < 0.01, (name, w, h)


def test_card_frame_has_a_transparent_window():
    surf = pygame.image.load(str(SVG / "card_frame.svg"))
    w, h = surf.get_size()
    assert surf.get_at((w // 2, h // 2)).a == 0


def test_table_tiles_seamlessly_enough():
    surf = pygame.image.load(str(SVG / "table.svg"))
    w, h = surf.get_size()
    assert w == h and surf.get_at((0, 0)).a == 255 and surf.get_at((w - 1, h - 1)).a == 255
    # left and right columns match closely, so a horizontal repeat shows no seam
    diff = [
        sum(abs(a - b) for a, b in zip(surf.get_at((0, y))[:3], surf.get_at((w - 1, y))[:3], strict=True))
        for y in range(h)
    ]
    assert sum(diff) / len(diff) < 12


def test_type_icons_differ_in_outer_shape():
    masks = {
        t: pygame.mask.from_surface(pygame.image.load_sized_svg(str(SVG / f"type_{t}.svg"), (64, 64)), 127)
        for t in TYPES
    }
    for a, b in itertools.combinations(TYPES, 2):
        d = _jaccard_distance(masks[a], masks[b])
        assert d > 0.10, f"type_{a} and type_{b} silhouettes overlap too much ({d:.3f})"


def test_type_icons_differ_in_emblem_without_colour():
    """In grayscale, the light emblems inside the icons are different pictures too."""
    emblems = {}
    for t in TYPES:
        gray = pygame.transform.grayscale(pygame.image.load_sized_svg(str(SVG / f"type_{t}.svg"), (64, 64)))
        emblems[t] = pygame.mask.from_threshold(gray, (255, 255, 255, 255), (40, 40, 40, 255))
        assert emblems[t].count() > 60, f"type_{t} has no light emblem"
    for a, b in itertools.combinations(TYPES, 2):
        d = _jaccard_distance(emblems[a], emblems[b])
        assert d > 0.35, f"type_{a} and type_{b} emblems look alike in grayscale ({d:.3f})"


def test_badges_differ_in_colour_and_in_emblem_without_colour():
    """Every personality's banner has its own colour, and its cream emblem is its own picture too."""
    from citadels.system import bundle

    assert list(bundle.BADGES) == BADGES
    emblems, colours = {}, {}
    for b in BADGES:
        surf = pygame.image.load_sized_svg(str(SVG / f"badge_{b}.svg"), (64, 64))
        colours[b] = tuple(surf.get_at((17, 30)))[:3]  # the banner's field, left of the emblem
        gray = pygame.transform.grayscale(surf)
        emblems[b] = pygame.mask.from_threshold(gray, (255, 255, 255, 255), (40, 40, 40, 255))
        assert emblems[b].count() > 60, f"badge_{b} has no light emblem"
    for a, b in itertools.combinations(BADGES, 2):
        assert sum(abs(x - y) for x, y in zip(colours[a], colours[b], strict=True)) > 60, (
            a,
            b,
            colours[a],
            colours[b],
        )
        d = _jaccard_distance(emblems[a], emblems[b])
        assert d > 0.35, f"badge_{a} and badge_{b} emblems look alike in grayscale ({d:.3f})"


def test_character_emblems_have_distinct_silhouettes():
    masks = {
        c: pygame.mask.from_surface(pygame.image.load_sized_svg(str(SVG / f"char_{c}.svg"), (64, 64)), 127)
        for c in CHARACTERS
    }
    for a, b in itertools.combinations(CHARACTERS, 2):
        assert _jaccard_distance(masks[a], masks[b]) > 0.2, (a, b)


@pytest.mark.parametrize("name", CHARACTERS)
def test_every_character_has_a_portrait_at_icon_and_zoom_size(name):
    """All 18 portraits load at the sizes the game asks for and fill a fair part of the square."""
    path = SVG / f"char_{name}.svg"
    assert path.is_file(), f"no portrait for {name}"
    for px in (64, 256):
        surf = pygame.image.load_sized_svg(str(path), (px, px))
        assert surf.get_size() == (px, px)
        share = _opaque_pixels(surf) / (px * px)
        assert 0.15 < share < 0.8, f"char_{name} at {px} px: {share:.0%} drawn"
        # drawn as large as its siblings, up to near the edges of the square
        box = pygame.mask.from_surface(surf, 127).get_bounding_rects()
        union = box[0].unionall(box[1:])
        assert max(union.size) > 0.75 * px, (name, px, union)


def test_portraits_use_ink_outlines_like_their_siblings():
    """Same stroke ink and comparable weights: the Dark City emblems belong to the same set."""
    gen = _load_tool("make_svgs")
    for name in CHARACTERS:
        text = gen.ASSETS[f"char_{name}"]()
        assert f'stroke="{gen.INK}"' in text, name
        widths = [float(w) for w in re.findall(r'stroke-width="([0-9.]+)"', text)]
        assert max(widths) <= 14 and any(4 <= w <= 5 for w in widths), (name, sorted(set(widths)))


def test_every_character_card_shows_its_portrait_rank_and_colour() -> None:
    """cardart draws each of the 18 characters with its art, rank 1-9 and frame colour."""
    from citadels.app import cardart, images, theme
    from citadels.engine.cards import DistrictType
    from citadels.system import bundle

    income = {
        "king": DistrictType.NOBLE, "emperor": DistrictType.NOBLE,
        "bishop": DistrictType.RELIGIOUS, "abbot": DistrictType.RELIGIOUS,
        "merchant": DistrictType.TRADE,
        "warlord": DistrictType.MILITARY, "diplomat": DistrictType.MILITARY,
        "patrician": DistrictType.NOBLE, "trader": DistrictType.TRADE, "marshal": DistrictType.MILITARY,
        "cardinal": DistrictType.RELIGIOUS,
    }  # fmt: skip
    ranks = dict(zip(CHARACTERS, list(range(1, 9)) + DARK_CITY_RANKS + EDITION_2016_RANKS, strict=True))
    cardart.clear_cache()
    for name in CHARACTERS:
        assert cardart.character_rank(name) == ranks[name], name
        assert cardart.character_income(name) == income.get(name), name
        colour = cardart.character_colour(name)
        if name in income:
            assert colour == theme.TYPE_COLOURS[income[name]], name
        else:
            assert colour in cardart.CHARACTER_COLOURS.values(), name
        assert images.load_image(bundle.character_picture(name), (96, 96)).get_size() == (96, 96), name
        for height in (90, 320):
            size = cardart.card_size(height)
            assert cardart.character_card(name, size).get_size() == size
    # alternates that share a rank and never meet still get frames of their own colour
    assert len({cardart.character_colour(n) for n in DARK_CITY_CHARACTERS}) == len(DARK_CITY_CHARACTERS)
    cardart.clear_cache()


def test_svgs_match_their_generator():
    gen = _load_tool("make_svgs")
    assert set(gen.ASSETS) == set(ALL_SVGS)
    for name, fn in gen.ASSETS.items():
        assert (SVG / f"{name}.svg").read_text(encoding="utf-8") == fn(), (
            f"{name}.svg differs from tools/make_assets/make_svgs.py: edit the generator and re-run it"
        )


def test_district_pictures_are_drawn_for_their_district():
    """Every district of the deck has its picture, and the generator paints it in its type's colours."""
    from citadels.app import theme
    from citadels.engine.cards import KINDS

    gen = _load_tool("make_svgs")
    assert list(gen.DISTRICT_TYPES) == list(KINDS) == DISTRICTS
    for kind, spec in KINDS.items():
        assert gen.DISTRICT_TYPES[kind] == spec.dtype.name.lower(), kind
        assert set(gen.DISTRICT_PARTS[kind]) and {p[0] for p in gen.DISTRICT_PARTS[kind]} <= set(
            gen.PART_PAINTERS
        ), kind
    assert {name: tuple(c) for name, c in gen.TYPE_COLOURS.items()} == {
        t.name.lower(): c for t, c in theme.TYPE_COLOURS.items()
    }
    # the sky differs by type, and the eerie districts are at night
    top_left = {
        kind: pygame.image.load(str(SVG / f"district_{kind}.svg")).get_at((2, 2)) for kind in DISTRICTS
    }
    assert top_left["manor"] != top_left["temple"] != top_left["market"] != top_left["fortress"]
    night = (
        "haunted_city",
        "observatory",
        "graveyard",
        "school_of_magic",
        "secret_vault",
        "thieves_den",
        "necropolis",
    )
    assert all(sum(top_left[k][:3]) < 200 for k in night)
    assert all(sum(top_left[k][:3]) > 400 for k in DISTRICTS if k not in night)


def test_application_icons():
    png = pygame.image.load(str(ASSETS / "icon.png"))
    assert png.get_size() == (256, 256)
    data = (ASSETS / "icon.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind) == (0, 1) and count >= 4
    sizes = set()
    for i in range(count):
        w, h, _, _, _, _, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        sizes.add(w or 256)
        assert offset + length <= len(data)
    assert {16, 32, 48, 256} <= sizes


# --- fonts --------------------------------------------------------------------------------
@pytest.mark.parametrize("name", FONT_FILES)
def test_font_renders_spanish_without_missing_glyphs(name):
    path = FONTS / name
    assert path.is_file(), path
    ft = pygame.freetype.Font(str(path), 24)
    metrics = ft.get_metrics(SPANISH)
    missing = [ch for ch, m in zip(SPANISH, metrics, strict=True) if m is None and not ch.isspace()]
    assert not missing, f"{name} lacks glyphs for {missing}"
    surf, rect = ft.render(SPANISH, (0, 0, 0))
    assert rect.width > 100 and _opaque_pixels(surf) > 0
    # pygame.font (SDL_ttf) loads it too
    font = pygame.font.Font(str(path), 24)
    assert font.size(SPANISH)[0] > 100


def test_fonts_are_small_and_licensed():
    total = sum((FONTS / f).stat().st_size for f in FONT_FILES)
    assert total < 2 * 1024 * 1024
    for family in ("Vollkorn", "Cantarell"):
        text = (FONTS / f"{family}-OFL.txt").read_text(encoding="utf-8")
        assert "SIL OPEN FONT LICENSE Version 1.1" in text
    readme = (FONTS / "README.md").read_text(encoding="utf-8")
    for word in ("Vollkorn", "Cantarell", "fonts-vollkorn", "fonts-cantarell", "OFL"):
        assert word in readme


def test_fallback_fonts_are_bundled_licensed_and_reasonably_small():
    """The fallback fonts for what the faces lack (Arabic, symbols, emoji): each loads in pygame,
    their OFL licence and origin are kept beside them, and together they stay under 2 MB."""
    pygame.font.init()
    total = 0
    for name in FALLBACK_FONTS:
        path = FONTS / name
        assert path.is_file(), path
        total += path.stat().st_size
        assert pygame.font.Font(str(path), 20).size("x")[0] > 0
    assert total < 2 * 1024 * 1024
    for licence in ("Noto-OFL.txt", "NotoEmoji-OFL.txt"):
        assert "SIL OPEN FONT LICENSE Version 1.1" in (FONTS / licence).read_text(encoding="utf-8")
    assert "OFL-1.1" in (FONTS / "Noto-debian-copyright.txt").read_text(encoding="utf-8")
    readme = (FONTS / "README.md").read_text(encoding="utf-8")
    for word in (*FALLBACK_FONTS, "fonts-noto-core", "@expo-google-fonts/noto-emoji"):
        assert word in readme


@pytest.mark.parametrize("name", ["Vollkorn-Regular.ttf", "Vollkorn-Bold.ttf"])
def test_the_title_face_draws_lining_figures(name: str) -> None:
    """Vollkorn's old-style 1 and 0 read as I and O ("Round II"): every digit of the bundled copy
    stands on the baseline as tall as a capital."""
    pygame.font.init()
    font = pygame.font.Font(str(FONTS / name), 48)
    capital = font.metrics("H")[0]
    assert capital is not None
    for digit in "0123456789":
        metrics = font.metrics(digit)[0]
        assert metrics is not None
        _minx, _maxx, miny, maxy, _advance = metrics
        assert maxy >= 0.9 * capital[3] and miny >= -2, (name, digit, metrics, capital)


# --- sounds -------------------------------------------------------------------------------
@pytest.mark.parametrize("name", SOUND_NAMES)
def test_sound_is_a_short_mono_16bit_wav(name):
    path = SOUNDS / f"{name}.wav"
    assert path.is_file(), path
    assert path.stat().st_size < 60_000
    with wave.open(str(path), "rb") as w:
        assert w.getnchannels() == 1
        assert w.getsampwidth() == 2
        assert w.getframerate() == 22050
        n = w.getnframes()
        frames = w.readframes(n)
    assert n > 0
    samples = struct.unpack(f"<{n}h", frames)
    peak = max(abs(s) for s in samples)
    assert 3000 < peak < 32000, "silent or clipping"
    assert abs(samples[0]) < 500 and abs(samples[-1]) < 500, "starts or ends with a click"


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_sound_loads_in_pygame_mixer(name):
    try:
        pygame.mixer.init(22050, -16, 1)
    except pygame.error as exc:  # pragma: no cover - no audio device at all
        pytest.skip(f"no mixer: {exc}")
    snd = pygame.mixer.Sound(str(SOUNDS / f"{name}.wav"))
    assert 0.02 < snd.get_length() < 1.5


def test_sounds_match_their_generator():
    gen = _load_tool("make_sounds")
    assert list(gen.SOUNDS) == SOUND_NAMES
    for name in SOUND_NAMES:
        with wave.open(str(SOUNDS / f"{name}.wav"), "rb") as w:
            frames = w.readframes(w.getnframes())
        assert frames == gen.encode(gen.render(name)), (
            f"{name}.wav differs from tools/make_assets/make_sounds.py: re-run it"
        )


@pytest.mark.parametrize("lang", ["es", "en"])
def test_an_enlarged_districts_effect_reads_at_a_comfortable_size(lang, monkeypatch):
    """The card preview (about 340 px tall at 1920x1080) is drawn to be read: a long effect takes room
    from the picture before its text shrinks (the Haunted Quarter's was 9 px)."""
    from citadels.app import cardart, text
    from citadels.text import i18n

    sizes = []
    real = text.render_wrapped

    def spy(message, size, *args, **kwargs):
        sizes.append((message, size))
        return real(message, size, *args, **kwargs)

    monkeypatch.setattr(cardart.text, "render_wrapped", spy)
    i18n.set_language(lang)
    try:
        for name in ("haunted_city", "graveyard", "school_of_magic"):
            sizes.clear()
            cardart.district_card(name, cardart.card_size(341))  # not a size any other test caches
            effect = cardart.district_effect_text(name)
            drawn = [size for message, size in sizes if message == effect]
            assert drawn and drawn[-1] >= 13, (name, drawn)
    finally:
        i18n.set_language("en")

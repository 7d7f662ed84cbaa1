"""A save whose header is bad, field by field: Saved games lists it as damaged, in words, in both
languages, keeps it, and offers only what works — a file with no game in it (its start damaged) is
never offered a review that then fails; a file damaged after its start opens the review of its moves
up to the damage. Your games leaves such files out of the record and still opens. Nothing crashes."""

from __future__ import annotations

import json
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest
from app_testlib import MakeApp

from citadels.app.demo import finished_session
from citadels.app.scenes import saves as saves_scene
from citadels.app.scenes.confirm import ConfirmScene
from citadels.app.scenes.review import ReviewScene
from citadels.app.scenes.saves import SavedGamesScene
from citadels.app.scenes.your_games import YourGamesScene
from citadels.app.uidriver import UIDriver
from citadels.saves import Autosave, BadSave, SaveSummary
from citadels.saves.format import decode_line
from citadels.text import i18n

Edit = Callable[[dict[str, Any]], None]


@pytest.fixture(scope="module")
def good_bytes(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    """A finished 4-player game's save file."""
    session = finished_session(4, 5)
    autosave = Autosave.start(session, tmp_path_factory.mktemp("good"), sync=False)
    autosave.close()
    return autosave.path.read_bytes()


def _set(key: str, value: object) -> Edit:
    def edit(head: dict[str, Any]) -> None:
        head[key] = value

    return edit


def _drop(key: str) -> Edit:
    def edit(head: dict[str, Any]) -> None:
        del head[key]

    return edit


def _setup(key: str, value: object) -> Edit:
    def edit(head: dict[str, Any]) -> None:
        head["setup"][key] = value

    return edit


def _seat(key: str, value: object) -> Edit:
    def edit(head: dict[str, Any]) -> None:
        head["setup"]["seats"][1][key] = value

    return edit


#: every field of the header missing, of a wrong type, or of a value no game has
HEADER_EDITS: dict[str, Edit] = {
    **{
        f"no_{key}": _drop(key)
        for key in ("kind", "format", "app", "created", "setup", "config", "seed", "digest")
    },
    "format_text": _set("format", "one"),
    "format_zero": _set("format", 0),
    "format_list": _set("format", [1]),
    "app_object": _set("app", {"v": 1}),
    "app_too_long": _set("app", "9" * 500),
    "created_text": _set("created", "yesterday"),
    "created_negative": _set("created", -5.0),
    "created_far_future": _set("created", 1e300),
    "setup_list": _set("setup", [1, 2]),
    "setup_no_seats": _setup("seats", []),
    "setup_seats_text": _setup("seats", "four"),
    "setup_one_seat_fewer": lambda head: head["setup"]["seats"].pop(),
    "seat_controller": _seat("controller", "robot"),
    "seat_name_number": _seat("name", 42),
    "setup_characters": _setup("characters", "nobody"),
    "setup_uniques": _setup("uniques", "keep,bogus"),
    "config_text": _set("config", "classic"),
    "config_players": lambda head: head["config"].update(players=9),
    "seed_text": _set("seed", "seven"),
    "seed_negative": _set("seed", -1),
    "seed_huge": _set("seed", 2**70),
    "seed_other": lambda head: head.update(seed=head["seed"] + 1),  # another deal than the one recorded
    "digest_short": _set("digest", "abc"),
    "digest_other": _set("digest", "0" * 32),
    "null_header": lambda head: head.clear(),
}


def _with_header(good: bytes, edit: Edit) -> bytes:
    lines = good.split(b"\n")
    head = decode_line(lines[0])
    edit(head)
    body = json.dumps(head, separators=(",", ":")).encode()
    lines[0] = b"%08x %s" % (zlib.crc32(body), body)
    return b"\n".join(lines)


def _raw_header(good: bytes, header: bytes) -> bytes:
    """The file with its first line replaced by `header` (its checksum made right)."""
    lines = good.split(b"\n")
    lines[0] = b"%08x %s" % (zlib.crc32(header), header)
    return b"\n".join(lines)


def bad_files(good: bytes) -> dict[str, bytes]:
    end = good.index(b"\n")
    flipped = bytearray(good)
    flipped[end // 2] ^= 0x08  # inside the header: its checksum no longer matches
    head = decode_line(good[:end])
    files = {name: _with_header(good, edit) for name, edit in HEADER_EDITS.items()}
    files.update(
        {
            "truncated_header": good[: end // 2],
            "header_only_cut": good[: end - 5] + b"\n",
            "header_bit_flipped": bytes(flipped),
            "header_not_json": _raw_header(good, b'{"kind":"ciudadelas-save","format":1,'),
            "header_a_list": _raw_header(good, b'["ciudadelas-save"]'),
            "header_nan_created": _raw_header(
                good, json.dumps({**head, "created": float("nan")}, separators=(",", ":")).encode()
            ),
            "header_infinite_seed": _raw_header(
                good, json.dumps({**head, "seed": float("inf")}, separators=(",", ":")).encode()
            ),
            "newer_format": _with_header(good, _set("format", 99)),
        }
    )
    return files


#: damage after the start: the moves before it are still a game, and the list offers their review
def damaged_after_the_start(good: bytes) -> bytes:
    lines = good.split(b"\n")
    lines[30] = lines[30][:20] + b"#" + lines[30][21:]
    return b"\n".join(lines)


def test_every_bad_header_is_no_game_and_no_crash(good_bytes: bytes, tmp_path: Path) -> None:
    """The saves package's side: every bad header is a problem of the file's start (or not a save,
    or a newer one), never a game to review, never an exception other than a `SaveProblem`."""
    from citadels.saves import SaveProblem, load_game
    from citadels.saves.partial import load_partial

    for name, raw in bad_files(good_bytes).items():
        path = tmp_path / f"game-{name}.ciudadelas"
        path.write_bytes(raw)
        for load in (load_game, load_partial):
            with pytest.raises(SaveProblem) as info:
                load(path)
            assert info.value.kind in ("bad_start", "not_a_save", "newer"), (name, info.value)
            assert info.value.kind not in saves_scene.REVIEWABLE, name
        assert path.read_bytes() == raw  # kept as it was


def _select(scene: SavedGamesScene, path: Path) -> BadSave | SaveSummary:
    index = next(i for i, e in enumerate(scene.entries) if e.path == path)
    scene._select(index)
    return scene.entries[index]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_saved_games_offers_only_what_works_for_each_bad_header(
    make_app: MakeApp, good_bytes: bytes, tmp_path: Path, lang: str
) -> None:
    app = make_app(lang)
    ui = UIDriver(app)
    folder = tmp_path / "saves"
    folder.mkdir()
    files = bad_files(good_bytes)
    for name, raw in files.items():
        (folder / f"game-{name}.ciudadelas").write_bytes(raw)
    reviewable = folder / "game-after-the-start.ciudadelas"
    reviewable.write_bytes(damaged_after_the_start(good_bytes))
    app.nav.menu()
    scene = SavedGamesScene(app, folder)
    app.push(scene)
    ui.frames(len(files) + 5)  # every listed game replayed, one a frame
    assert app.crash is None
    assert len(scene.entries) == len(files) + 1
    for name, raw in files.items():
        path = folder / f"game-{name}.ciudadelas"
        entry = _select(scene, path)
        assert isinstance(entry, BadSave), name
        first, second = saves_scene.describe(entry)
        assert path.name in first and entry.problem.message(file=saves_scene.short_name(path.name)) in second
        assert i18n._("Its moves up to the damage can still be reviewed.") not in second, name
        # nothing offered that would fail: no review, no export; Delete asks first
        assert not scene.open_button.enabled and not scene.export_button.enabled, name
        assert scene.delete_button.enabled
        ui.key(pygame.K_RETURN, frames=1)
        ui.key(pygame.K_e, unicode="e", frames=1)
        assert ui.top is scene and scene.message is None and not app.notices, name
        assert path.read_bytes() == raw, name  # kept as it is
        ui.frames(1)
        footer = i18n._("This file is kept as it is: the game deletes it only if you choose Delete.")
        assert scene.footer_note() == footer
    # a file damaged after its start: its moves up to the damage open in the review
    entry = _select(scene, reviewable)
    assert isinstance(entry, BadSave) and entry.problem.kind == "damaged"
    assert i18n._("Its moves up to the damage can still be reviewed.") in saves_scene.describe(entry)[1]
    assert scene.open_button.enabled
    ui.key(pygame.K_RETURN, frames=2)
    review = ui.top
    assert isinstance(review, ReviewScene) and review.damaged and review.replay is not None
    assert not app.notices
    ui.key(pygame.K_ESCAPE, frames=2)
    assert ui.top is scene
    # Delete works on a bad file, after a confirmation whose sentence reads once
    victim = folder / "game-truncated_header.ciudadelas"
    _select(scene, victim)
    ui.key(pygame.K_DELETE, frames=2)
    confirm = ui.top
    assert isinstance(confirm, ConfirmScene)
    said = str(confirm.message())  # type: ignore[operator]
    assert ".." not in said and victim.name in said
    ui.click(confirm.yes, frames=2)
    assert not victim.exists() and ui.top is scene and app.crash is None
    assert len(scene.entries) == len(files)


def test_your_games_leaves_bad_headers_out_and_reviews_the_good_game(
    make_app: MakeApp, good_bytes: bytes, tmp_path: Path
) -> None:
    app = make_app("es")
    ui = UIDriver(app)
    folder = tmp_path / "saves"
    folder.mkdir()
    files = bad_files(good_bytes)
    for name, raw in files.items():
        (folder / f"game-{name}.ciudadelas").write_bytes(raw)
    (folder / "game-good.ciudadelas").write_bytes(good_bytes)
    app.nav.menu()
    scene = YourGamesScene(app, folder)
    app.push(scene)
    ui.wait_for(lambda: not scene.reading, what="the record read")
    ui.frames(2)
    assert app.crash is None
    assert [g.saved.path.name for g in scene.record.games] == ["game-good.ciudadelas"]
    assert scene.reader is not None and len(scene.reader.bad) == len(files)
    ui.key(pygame.K_RETURN, frames=2)
    assert isinstance(ui.top, ReviewScene) and not app.notices


def test_a_date_no_calendar_can_show_is_a_dash_not_a_crash() -> None:
    from citadels.app.dates import NO_DATE, local_date

    for seconds in (float("nan"), float("inf"), -1e300, 1e300):
        assert local_date(seconds) == NO_DATE
    assert local_date(0.0) != NO_DATE
    name = "game-x.ciudadelas"
    listed = SaveSummary(Path(name), float("nan"), 0.0, ("Ana", "Bruno"), (0,), "classic", 1, 0, 3, False)
    assert saves_scene.describe(listed)[1].startswith(NO_DATE)


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", [(1024, 576), (1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_bad_file_s_row_says_its_whole_sentence_apart_from_its_name(
    make_app: MakeApp, good_bytes: bytes, tmp_path: Path, size: tuple[int, int], lang: str
) -> None:
    """The longest sentences (a move the rules refuse, then that its moves can still be reviewed)
    ran past a row of 1280x720 and lost their middle to "…": a bad file's row says it on two lines."""
    lines = good_bytes.split(b"\n")
    refused = decode_line(lines[3])
    refused["action"] = {"type": "Build", "card": 999}
    body = json.dumps(refused, separators=(",", ":")).encode()
    files = {
        "game-20261129-000004-000017.ciudadelas": b"\n".join(
            [*lines[:3], b"%08x %s" % (zlib.crc32(body), body), *lines[4:]]
        ),
        "game-20261129-000005-000018.ciudadelas": good_bytes[: good_bytes.index(b"\n") // 2],
        "game-20261129-000006-000019.ciudadelas": damaged_after_the_start(good_bytes),
    }
    folder = tmp_path / "saves"
    folder.mkdir()
    for name, raw in files.items():
        (folder / name).write_bytes(raw)
    app = make_app(lang, size)
    ui = UIDriver(app)
    app.nav.menu()
    scene = SavedGamesScene(app, folder)
    app.push(scene)
    ui.frames(len(files) + 3)
    assert {e.path.name for e in scene.entries if isinstance(e, BadSave)} == set(files)
    kinds = {e.problem.kind for e in scene.entries if isinstance(e, BadSave)}
    assert kinds == {"refused", "bad_start", "damaged"}
    for path in scene.bad_rows:
        row, name, said, count = scene.bad_rows[path]
        assert count <= 2, (path.name, count)  # whole, never cut with "…"
        assert row.contains(name) and row.contains(said) and name.bottom <= said.top + 2, (row, name, said)


def _naming_an_unknown_bot(raw: bytes) -> bytes:
    return _with_header(raw, lambda head: head["setup"]["seats"][1].update(bot="skynet"))


def test_a_game_naming_a_bot_this_version_lacks_is_reviewed_when_over_and_not_offered_when_going_on(
    make_app: MakeApp, good_bytes: bytes, tmp_path: Path
) -> None:
    """Its header names a bot this version does not have: the list offered Open, which then failed.
    A finished game opens in its review (which needs no bot); a game still going says why it cannot
    be continued and offers no Open."""
    from citadels.session import GameSession

    folder = tmp_path / "saves"
    folder.mkdir()
    over = folder / "game-over.ciudadelas"
    over.write_bytes(_naming_an_unknown_bot(good_bytes))
    going = finished_session(4, 5)
    partial = GameSession.replayed(
        going.setup, going.seed, [(a.seat, a.action, None) for a in going.actions[:40]]
    )
    autosave = Autosave.start(partial, folder, sync=False)
    autosave.close()
    on = folder / "game-on.ciudadelas"
    autosave.path.rename(on)
    on.write_bytes(_naming_an_unknown_bot(on.read_bytes()))
    app = make_app("es")
    ui = UIDriver(app)
    app.nav.menu()
    scene = SavedGamesScene(app, folder)
    app.push(scene)
    ui.frames(4)
    entry = _select(scene, on)
    assert isinstance(entry, SaveSummary) and not entry.finished
    assert not scene.open_button.enabled and "skynet" in scene.footer_note()
    ui.key(pygame.K_RETURN, frames=2)
    assert ui.top is scene and not app.notices and scene.message is None
    entry = _select(scene, over)
    assert isinstance(entry, SaveSummary) and entry.finished and scene.open_button.enabled
    ui.key(pygame.K_RETURN, frames=2)
    assert isinstance(ui.top, ReviewScene) and not app.notices

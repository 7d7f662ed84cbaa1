"""What each system's release job builds and checks: an old Linux base refused above glibc 2.35, an
Apple-silicon and an Intel Mac each with a .app in a .dmg (made, mounted and played; no bare one-file
program), Windows' installer installed, played and uninstalled, its executables checked as GUI
programs. hdiutil and Windows cannot run here: the dmg's commands are checked with a fake runner, the
workflow's steps by reading it."""

from __future__ import annotations

import importlib.util
import re
import struct
import subprocess
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
RELEASE_YML = ROOT / ".github" / "workflows" / "release.yml"


def _load(name: str, path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


release = _load("citadels_release_builds", ROOT / "build" / "release.py")


@pytest.fixture
def dist(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "dist"
    folder.mkdir()
    monkeypatch.setattr(release.build, "DIST", folder)
    monkeypatch.setattr(release.build, "onefile_exe", lambda: folder / "Ciudadelas")
    monkeypatch.setattr(release.build, "archive_path", lambda: folder / "citadels-9.9.9-x.tar.gz")
    monkeypatch.setattr(release.build, "project_version", lambda: "9.9.9")
    return folder


def test_macos_publishes_only_the_disk_image(dist: Path, tmp_path: Path) -> None:
    (dist / "Ciudadelas").write_bytes(b"\xcf\xfa\xed\xfe")  # a one-file build, if one was made: not published
    dmg = release.dmg_path()
    assert dmg.parent == dist and re.fullmatch(r"Ciudadelas-9\.9\.9-\w+-\w+\.dmg", dmg.name)
    with pytest.raises(release.ReleaseError, match=re.escape(dmg.name)):
        release.collect(tmp_path / "out", "macos")
    dmg.write_bytes(b"koly")
    assert [p.name for p in release.collect(tmp_path / "out", "macos")] == [dmg.name]


def test_windows_publishes_the_installer_the_portable_exe_and_the_zip(dist: Path, tmp_path: Path) -> None:
    (dist / "Ciudadelas").write_bytes(b"MZ")
    (dist / "citadels-9.9.9-x.tar.gz").write_bytes(b"zip")
    with pytest.raises(release.ReleaseError, match="Ciudadelas-9.9.9-setup.exe"):
        release.collect(tmp_path / "out", "windows")
    (dist / "Ciudadelas-9.9.9-setup.exe").write_bytes(b"MZ")
    names = [p.name for p in release.collect(tmp_path / "out", "windows")]
    assert names == [release.onefile_asset_name(), "citadels-9.9.9-x.tar.gz", "Ciudadelas-9.9.9-setup.exe"]


class FakeRunner:
    def __init__(self, fail: str | None = None) -> None:
        self.commands: list[list[str]] = []
        self.fail = fail

    def __call__(self, command: list[str], **kwargs: Any) -> subprocess.CompletedProcess[str]:
        self.commands.append(command)
        if command[0] == "ditto":  # what ditto does: copy the bundle
            Path(command[2]).mkdir(parents=True)
        code = 1 if self.fail and self.fail in command else 0
        return subprocess.CompletedProcess(command, code, "", "hdiutil: create failed" if code else "")


def _app(folder: Path) -> Path:
    app = folder / "Ciudadelas.app"
    (app / "Contents").mkdir(parents=True)
    (app / "Contents" / "Info.plist").write_bytes(b"<plist/>")
    return app


def test_the_dmg_holds_the_app_and_a_link_to_applications(tmp_path: Path) -> None:
    app, out = _app(tmp_path), tmp_path / "Ciudadelas-1.0.0-macos-arm64.dmg"
    runner = FakeRunner()
    seen: list[list[str]] = []

    def create(command: list[str], **kwargs: Any) -> subprocess.CompletedProcess[str]:
        if command[:2] == ["hdiutil", "create"]:
            staging = Path(command[command.index("-srcfolder") + 1])
            seen.append(sorted(p.name for p in staging.iterdir()))
            assert (staging / "Applications").readlink() == Path("/Applications")
        return runner(command, **kwargs)

    assert release.make_dmg(app, out, run=create) == out
    ditto, hdiutil = runner.commands
    assert ditto[:2] == ["ditto", str(app)]
    assert hdiutil[:2] == ["hdiutil", "create"] and hdiutil[-1] == str(out)
    assert "UDZO" in hdiutil and hdiutil[hdiutil.index("-volname") + 1] == "Ciudadelas"
    assert seen == [["Applications", "Ciudadelas.app"]]
    with pytest.raises(release.ReleaseError, match="hdiutil: create failed"):
        release.make_dmg(app, out, run=FakeRunner(fail="create"))
    with pytest.raises(release.ReleaseError, match="no application"):
        release.make_dmg(tmp_path / "nowhere.app", out, run=FakeRunner())


def test_the_dmg_is_mounted_played_and_unmounted_even_when_the_game_fails(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    played: list[Path] = []

    def selftest(exe: Path) -> subprocess.CompletedProcess[str]:
        played.append(exe)
        return subprocess.CompletedProcess(
            [str(exe)], played.__len__() - 1, "selftest: a game of 4 finished\n", ""
        )

    monkeypatch.setattr(release, "selftest", selftest)
    runner = FakeRunner()
    release.check_dmg(tmp_path / "x.dmg", run=runner)
    attach, detach = runner.commands
    assert attach[:3] == ["hdiutil", "attach", str(tmp_path / "x.dmg")] and "-readonly" in attach
    mount = attach[attach.index("-mountpoint") + 1]
    assert detach == ["hdiutil", "detach", mount]
    assert played[0] == Path(mount) / "Ciudadelas.app" / "Contents" / "MacOS" / "citadels"
    runner = FakeRunner()
    with pytest.raises(release.ReleaseError, match="failed its selftest"):
        release.check_dmg(tmp_path / "x.dmg", run=runner)  # the second game exits 1
    assert runner.commands[-1][:2] == ["hdiutil", "detach"]


def _job(text: str, name: str) -> str:
    start = text.index(f"\n  {name}:\n")
    following = re.search(r"\n  [\w-]+:\n", text[start + 1 :])
    return text[start : start + 1 + following.start()] if following else text[start:]


def test_each_system_builds_on_its_runner_and_runs_its_checks() -> None:
    text = RELEASE_YML.read_text(encoding="utf-8")
    build = _job(text, "build")
    runners = dict(re.findall(r"- name: ([\w-]+)\n\s+os: ([\w.-]+)", build))
    assert runners == {
        "linux": "ubuntu-22.04",  # glibc 2.35: never ubuntu-latest
        "windows": "windows-latest",
        "macos-arm64": "macos-14",
        "macos-x86_64": "macos-15-intel",
    }
    builds = dict(re.findall(r"- name: ([\w-]+)\n\s+os: [\w.-]+\n\s+build: (.+)", build))
    assert builds["macos-arm64"].endswith("--onedir") and builds["macos-x86_64"].endswith("--onedir")
    assert "python build/glibc_needs.py dist/citadels dist/Ciudadelas --max 2.35" in build
    assert "python build/pe_subsystem.py dist/Ciudadelas.exe dist/citadels/citadels.exe" in build
    assert "python build/installer.py" in build and "python build/release.py dmg" in build
    assert "-ArgumentList '/S'" in build and "uninstall.exe" in build
    steps = [
        "python build/release.py selftest",
        "python build/glibc_needs.py",
        "pe_subsystem.py",
        "build/installer.py",
        "release.py dmg",
        "release.py collect",
    ]
    positions = [build.index(step) for step in steps]
    assert positions == sorted(positions)
    old = _job(text, "old-linux")
    assert "container: ubuntu:22.04" in old and old.count(" selftest") == 2
    assert re.search(r"needs: \[version, build, old-linux\]", _job(text, "publish"))


def test_the_one_file_build_has_a_splash_picture_where_pyinstaller_shows_one(tmp_path: Path) -> None:
    out = tmp_path / "splash.png"
    assert release.build.write_splash(ROOT / "assets" / "icon.png", out)
    data = out.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    side = release.build.SPLASH_SIZE + 2 * release.build.SPLASH_MARGIN
    assert struct.unpack(">II", data[16:24]) == (side, side)
    wide = tmp_path / "wide.png"
    wide.write_bytes(b"\x89PNG\r\n\x1a\n" + b"\0\0\0\rIHDR" + struct.pack(">II", 512, 256) + bytes(20))
    assert not release.build.write_splash(wide, tmp_path / "no.png")
    spec = (ROOT / "build" / "citadels.spec").read_text(encoding="utf-8")
    # only the one-file build, never on macOS, and passed to its EXE with the Tcl/Tk it needs
    assert re.search(
        r'options\.mode in \("onefile", "both"\) and not IS_MACOS and \(STAGE / "splash\.png"\)', spec
    )
    assert "*([splash, splash.binaries] if splash is not None else [])" in spec

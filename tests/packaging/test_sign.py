"""build/sign.py: the release signs its builds once the signing secrets exist, and until then skips,
leaving everything as it was (the project has no certificate yet: docs/release.md, "Signing")."""

from __future__ import annotations

import base64
import importlib.util
import plistlib
import re
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _load(name: str, path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


sign = _load("citadels_sign", ROOT / "build" / "sign.py")
WINDOWS = {"WINDOWS_CERTIFICATE": base64.b64encode(b"pfx").decode(), "WINDOWS_CERTIFICATE_PASSWORD": "pw"}
MACOS = {
    "MACOS_CERTIFICATE": base64.b64encode(b"p12").decode(),
    "MACOS_CERTIFICATE_PASSWORD": "pw",
    "MACOS_SIGNING_IDENTITY": "Developer ID Application: X (TEAM)",
}


@pytest.mark.parametrize("platform", ["win32", "darwin", "linux"])
def test_without_the_secrets_nothing_is_signed_or_changed(
    platform: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError(f"ran {args}")

    monkeypatch.setattr(sign.subprocess, "run", refuse)
    monkeypatch.setattr(sign.build, "make_archive", refuse)
    partial = {"win32": {"WINDOWS_CERTIFICATE": "eA=="}, "darwin": {"MACOS_CERTIFICATE": "eA=="}}.get(
        platform, {}
    )
    assert sign.sign(platform, partial) == []
    said = capsys.readouterr().out
    assert "skipped, the builds stay unsigned" in said
    if platform == "win32":
        assert "WINDOWS_CERTIFICATE_PASSWORD not set" in said
    if platform == "linux":
        assert sign.sign("linux", WINDOWS | MACOS) == []  # nothing to sign there, whatever is set


def test_windows_signs_both_executables_and_remakes_the_archive(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    onefile, onedir = tmp_path / "Ciudadelas.exe", tmp_path / "citadels" / "citadels.exe"
    onedir.parent.mkdir()
    for exe in (onefile, onedir):
        exe.write_bytes(b"MZ")
    ran: list[list[str]] = []
    archive = tmp_path / "citadels-9.9.9-windows-x86_64.zip"
    archive.write_bytes(b"old")
    monkeypatch.setattr(sign.build, "onefile_exe", lambda: onefile)
    monkeypatch.setattr(sign.build, "onedir_exe", lambda: onedir)
    monkeypatch.setattr(sign.build, "archive_path", lambda: archive)
    remade: list[str] = []
    monkeypatch.setattr(sign.build, "make_archive", lambda version: remade.append(version) or archive)
    monkeypatch.setattr(sign.subprocess, "run", lambda command, check: ran.append(command))
    assert sign.sign("win32", WINDOWS) == [onefile, onedir]
    assert [c[-1] for c in ran] == [str(onefile), str(onedir)]
    for command in ran:
        assert command[1:2] == ["sign"] and ["/fd", "SHA256"] == command[6:8] and "/tr" in command
    assert remade == [sign.build.project_version()]


def test_macos_signs_with_the_hardened_runtime_and_notarises_when_it_can(tmp_path: Path) -> None:
    app, onefile = tmp_path / "Ciudadelas.app", tmp_path / "Ciudadelas"
    commands = sign.macos_commands([app, onefile], tmp_path / "c.p12", MACOS, tmp_path)
    codesign = [c for c in commands if c[0] == "codesign"]
    assert [c[-1] for c in codesign] == [str(app), str(onefile)]
    assert all(
        "runtime" in c and "--timestamp" in c and MACOS["MACOS_SIGNING_IDENTITY"] in c for c in codesign
    )
    assert plistlib.loads((tmp_path / "entitlements.plist").read_bytes()) == sign.ENTITLEMENTS
    assert not any(c[0] == "xcrun" for c in commands)  # no notary secrets: signed, not notarised
    notary = {"APPLE_ID": "a@b.c", "APPLE_TEAM_ID": "TEAM", "APPLE_APP_PASSWORD": "pw"}
    commands = sign.macos_commands([app, onefile], tmp_path / "c.p12", MACOS | notary, tmp_path)
    assert [c[:3] for c in commands if c[0] == "xcrun"] == [
        ["xcrun", "notarytool", "submit"],
        ["xcrun", "stapler", "staple"],  # the .app only: a bare executable cannot be stapled
        ["xcrun", "notarytool", "submit"],
    ]


def test_the_release_signs_between_building_and_the_selftest() -> None:
    text = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    build_at, sign_at, selftest_at = (
        text.find("python build/build.py"),
        text.find("python build/sign.py"),
        text.find("python build/release.py selftest"),
    )
    assert -1 < build_at < sign_at < selftest_at
    step = text[text.rfind("- name:", 0, sign_at) : sign_at]
    for name in (*sign.SECRETS["win32"], *sign.SECRETS["darwin"], *sign.NOTARY):
        assert re.search(rf"{name}: \$\{{\{{ secrets\.{name} \}}\}}", step), name
    assert "if:" not in step  # the script itself skips when the secrets are absent

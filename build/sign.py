"""Sign the builds when the signing secrets are set; without them, say so and change nothing.

    python build/sign.py        (release.yml, after build/build.py and before build/release.py selftest)

The project has no certificate yet, so the release skips this (docs/release.md, "Signing"). Once
the secrets exist in the repository, the same step signs:

* Windows: ``WINDOWS_CERTIFICATE`` (a code-signing .pfx, base64) and ``WINDOWS_CERTIFICATE_PASSWORD``:
  ``signtool sign`` (SHA-256, timestamped) on the one-file and the one-folder executables.
* macOS: ``MACOS_CERTIFICATE`` (a Developer ID Application .p12, base64), ``MACOS_CERTIFICATE_PASSWORD``
  and ``MACOS_SIGNING_IDENTITY``: a temporary keychain, ``codesign`` with the hardened runtime (and the
  entitlements a PyInstaller program needs) on the .app and the one file; with ``APPLE_ID``,
  ``APPLE_TEAM_ID`` and ``APPLE_APP_PASSWORD`` also notarised (``notarytool``) and stapled.
* Linux: nothing to sign.

After signing, the archive is made again, so that it holds the signed build.
"""

from __future__ import annotations

import base64
import glob
import importlib.util
import os
import plistlib
import subprocess
import sys
import tempfile
from collections.abc import Mapping
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent


def _load_build() -> ModuleType:
    """build/build.py (this folder is not a package; release.py loads it the same way)."""
    spec = importlib.util.spec_from_file_location("citadels_build", ROOT / "build" / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build = _load_build()

SECRETS: dict[str, tuple[str, ...]] = {
    "win32": ("WINDOWS_CERTIFICATE", "WINDOWS_CERTIFICATE_PASSWORD"),
    "darwin": ("MACOS_CERTIFICATE", "MACOS_CERTIFICATE_PASSWORD", "MACOS_SIGNING_IDENTITY"),
}
NOTARY = ("APPLE_ID", "APPLE_TEAM_ID", "APPLE_APP_PASSWORD")
TIMESTAMP_URL = "http://timestamp.digicert.com"
#: what the hardened runtime must allow a PyInstaller program (its bootloader loads Python's libraries)
ENTITLEMENTS = {
    "com.apple.security.cs.allow-unsigned-executable-memory": True,
    "com.apple.security.cs.disable-library-validation": True,
}


def missing(platform: str, env: Mapping[str, str]) -> list[str]:
    """The secrets `platform` needs that `env` lacks (all of them when it has nothing to sign)."""
    return [
        name for name in SECRETS.get(platform, ("(nothing to sign on this system)",)) if not env.get(name)
    ]


def signtool() -> str:
    """signtool.exe of the newest Windows SDK (it is not on the PATH of GitHub's Windows runners)."""
    found = sorted(glob.glob(r"C:\Program Files (x86)\Windows Kits\10\bin\*\x64\signtool.exe"))
    return found[-1] if found else "signtool"


def windows_commands(files: list[Path], certificate: Path, password: str) -> list[list[str]]:
    return [
        [signtool(), "sign", "/f", str(certificate), "/p", password, "/fd", "SHA256",
         "/tr", TIMESTAMP_URL, "/td", "SHA256", str(path)]
        for path in files
    ]  # fmt: skip


def macos_commands(
    targets: list[Path], certificate: Path, env: Mapping[str, str], folder: Path
) -> list[list[str]]:
    keychain, password = str(folder / "signing.keychain-db"), env["MACOS_CERTIFICATE_PASSWORD"]
    entitlements = folder / "entitlements.plist"
    entitlements.write_bytes(plistlib.dumps(ENTITLEMENTS))
    commands = [
        ["security", "create-keychain", "-p", password, keychain],
        ["security", "set-keychain-settings", "-lut", "3600", keychain],
        ["security", "unlock-keychain", "-p", password, keychain],
        ["security", "import", str(certificate), "-k", keychain, "-P", password, "-T", "/usr/bin/codesign"],
        ["security", "set-key-partition-list", "-S", "apple-tool:,apple:,codesign:", "-s", "-k", password, keychain],
        ["security", "list-keychains", "-d", "user", "-s", keychain, "login.keychain-db"],
    ]  # fmt: skip
    for target in targets:
        commands.append(["codesign", "--force", "--deep", "--options", "runtime", "--timestamp",
                         "--entitlements", str(entitlements), "--keychain", keychain,
                         "--sign", env["MACOS_SIGNING_IDENTITY"], str(target)])  # fmt: skip
    if all(env.get(name) for name in NOTARY):
        for target in targets:
            zipped = str(folder / f"{target.name}.zip")
            commands += [
                ["ditto", "-c", "-k", "--keepParent", str(target), zipped],
                ["xcrun", "notarytool", "submit", zipped, "--apple-id", env["APPLE_ID"], "--team-id",
                 env["APPLE_TEAM_ID"], "--password", env["APPLE_APP_PASSWORD"], "--wait"],
            ]  # fmt: skip
            if target.suffix == ".app":  # a bare executable cannot carry its ticket
                commands.append(["xcrun", "stapler", "staple", str(target)])
    return commands


def sign(platform: str = sys.platform, env: Mapping[str, str] = os.environ) -> list[Path]:
    """Sign this system's builds in dist/; the files signed (none when the secrets are absent)."""
    lacking = missing(platform, env)
    if lacking:
        print(f"sign: skipped, the builds stay unsigned ({', '.join(lacking)} not set)", flush=True)
        return []
    with tempfile.TemporaryDirectory(prefix="citadels-sign-") as tmp:
        folder = Path(tmp)
        certificate = folder / ("certificate.pfx" if platform == "win32" else "certificate.p12")
        certificate.write_bytes(base64.b64decode(env[SECRETS[platform][0]]))
        if platform == "win32":
            targets = [p for p in (build.onefile_exe(), build.onedir_exe()) if p.is_file()]
            commands = windows_commands(targets, certificate, env["WINDOWS_CERTIFICATE_PASSWORD"])
        else:
            app = build.DIST / f"{build.APP_NAME}.app"
            targets = [p for p in (app, build.onefile_exe()) if p.exists()]
            commands = macos_commands(targets, certificate, env, folder)
        for command in commands:
            shown = command[0] if "-p" in command or "--password" in command else " ".join(command[:3])
            print(f"sign: {shown} ...", flush=True)
            subprocess.run(command, check=True)
    if build.archive_path().exists():
        print(f"sign: the archive again: {build.make_archive(build.project_version())}", flush=True)
    return targets


if __name__ == "__main__":
    try:
        sign()
    except subprocess.CalledProcessError as exc:
        print(f"sign: failed: {exc.cmd[0]} exited {exc.returncode}", file=sys.stderr)
        sys.exit(1)

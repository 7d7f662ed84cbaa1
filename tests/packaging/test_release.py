"""The release pipeline's own checks, run here: the tag must name pyproject.toml's version, the
changelog must have the release's entry, the checksums are what ``sha256sum -c`` reads, the bare
environment finds no Python, the downloads are named per system, and the two GitHub workflows pass
actionlint and say what docs/release.md promises (three systems, actions pinned to commits, pip cached, the
release installing the hashed lock and testing before it builds, its SBOM attached, PowerShell
steps that stop at their first failure)."""

from __future__ import annotations

import hashlib
import importlib.util
import re
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
WORKFLOWS = ROOT / ".github" / "workflows"
SYSTEMS = ("ubuntu-latest", "windows-latest", "macos-latest")


def _load(name: str, path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


release = _load("citadels_release", ROOT / "build" / "release.py")


# ------------------------------------------------------------------------------------------------
# The tag and the version
# ------------------------------------------------------------------------------------------------


def test_a_tag_must_name_pyprojects_version() -> None:
    version = release.build.project_version()
    assert release.check_tag(f"v{version}") == version
    assert release.check_tag(f"refs/tags/v{version}") == version
    for wrong in (version, f"v{version}.1", f"v{version}-rc1", "v0.0.0", f"V{version}", ""):
        with pytest.raises(release.ReleaseError, match="does not match the version in pyproject.toml"):
            release.check_tag(wrong)


def test_check_tag_command_exit_status_and_output(capsys: pytest.CaptureFixture[str]) -> None:
    version = release.build.project_version()
    assert release.main(["check-tag", f"v{version}"]) == 0
    assert capsys.readouterr().out == f"version={version}\n"  # a line for $GITHUB_OUTPUT
    assert release.main(["check-tag", "v99.0.0"]) == 1
    err = capsys.readouterr().err
    assert "v99.0.0" in err and version in err


# ------------------------------------------------------------------------------------------------
# The release notes
# ------------------------------------------------------------------------------------------------


def test_the_changelog_has_this_versions_entry() -> None:
    notes = release.release_notes(release.build.project_version())
    assert len(notes.split()) > 50, notes
    assert not notes.startswith("#")  # the body, not its heading


def test_notes_are_one_entry_and_a_missing_one_is_refused(tmp_path: Path) -> None:
    changelog = tmp_path / "CHANGELOG.md"
    changelog.write_text(
        "# Changelog\n\nIntro.\n\n## 1.1.0 — 2027-01-02\n\nNewer.\n\n## [1.0.0] - 2026-12-01\n\n### Added\n- Older.\n\n"
        "## 0.9.0\n\n",
        encoding="utf-8",
    )
    assert release.release_notes("1.1.0", changelog) == "Newer.\n"
    assert release.release_notes("1.0.0", changelog) == "### Added\n- Older.\n"
    for missing in ("1.0", "2.0.0", "0.9.0"):  # 0.9.0 has a heading but nothing under it
        with pytest.raises(release.ReleaseError, match=f"no entry for {re.escape(missing)}"):
            release.release_notes(missing, changelog)


# ------------------------------------------------------------------------------------------------
# Checksums, downloads, the bare environment
# ------------------------------------------------------------------------------------------------


def test_checksums_are_what_sha256sum_checks(tmp_path: Path) -> None:
    files = {
        "Ciudadelas-1.0.0-windows-x86_64.exe": b"MZ" + bytes(range(256)) * 50,
        "citadels-1.0.0-linux-x86_64.tar.gz": b"x",
    }
    for name, data in files.items():
        (tmp_path / name).write_bytes(data)
    target = release.write_checksums(tmp_path)
    assert target.name == "SHA256SUMS.txt"
    expected = "".join(f"{hashlib.sha256(files[n]).hexdigest()}  {n}\n" for n in sorted(files))
    assert target.read_bytes() == expected.encode()
    assert release.write_checksums(tmp_path).read_bytes() == expected.encode()  # never lists itself
    sha256sum = shutil.which("sha256sum")
    if sha256sum:
        result = subprocess.run([sha256sum, "-c", target.name], cwd=tmp_path, capture_output=True, text=True)
        assert result.returncode == 0 and result.stdout.count(": OK") == 2, result.stdout + result.stderr
    (tmp_path / "citadels-1.0.0-linux-x86_64.tar.gz").write_bytes(b"y")  # a damaged download
    if sha256sum:
        assert (
            subprocess.run([sha256sum, "-c", target.name], cwd=tmp_path, capture_output=True).returncode != 0
        )


def test_checksums_of_an_empty_folder_are_refused(tmp_path: Path) -> None:
    with pytest.raises(release.ReleaseError, match="no files"):
        release.write_checksums(tmp_path)


def test_collect_names_the_one_file_per_system(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    dist = tmp_path / "dist"
    dist.mkdir()
    onefile, archive = dist / "Ciudadelas", dist / "citadels-9.9.9-linux-x86_64.tar.gz"
    monkeypatch.setattr(release.build, "onefile_exe", lambda: onefile)
    monkeypatch.setattr(release.build, "archive_path", lambda: archive)
    with pytest.raises(release.ReleaseError, match="Ciudadelas, citadels-9.9.9"):
        release.collect(tmp_path / "out", "linux")
    onefile.write_bytes(b"\x7fELF")
    onefile.chmod(0o755)
    archive.write_bytes(b"tar")
    copied = release.collect(tmp_path / "out", "linux")
    version, system, arch = (
        release.build.project_version(),
        release.build.os_name(),
        release.build.arch_name(),
    )
    assert [p.name for p in copied] == [
        f"Ciudadelas-{version}-{system}-{arch}{release.build.EXE_SUFFIX}",
        archive.name,
    ]
    assert copied[0].read_bytes() == b"\x7fELF"
    if sys.platform != "win32":
        assert copied[0].stat().st_mode & 0o111, "the one-file executable lost its executable bit"


def test_the_bare_environment_finds_no_python(tmp_path: Path) -> None:
    env = release.bare_env(tmp_path)
    for name in ("python", "python3", "py"):
        assert shutil.which(name, path=env["PATH"]) is None
    assert not {"PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV"} & env.keys()
    assert env["HOME"] == str(tmp_path)


def test_a_bare_environment_with_a_python_on_its_path_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "tools"
    folder.mkdir()
    fake = folder / ("python.exe" if sys.platform == "win32" else "python3")
    fake.write_text("")
    fake.chmod(0o755)
    monkeypatch.setattr(release.build, "IS_WINDOWS", True)  # bare_env keeps clean_env's PATH as it is
    monkeypatch.setattr(release.build, "clean_env", lambda home: {"HOME": str(home), "PATH": str(folder)})
    with pytest.raises(release.ReleaseError, match="still finds a Python"):
        release.bare_env(tmp_path / "home")


def test_selftest_without_a_build_says_what_to_do(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(release.build, "onefile_exe", lambda: tmp_path / "Ciudadelas")
    monkeypatch.setattr(release.build, "onedir_exe", lambda: tmp_path / "citadels" / "citadels")
    with pytest.raises(release.ReleaseError, match="run `python build/build.py` first"):
        release.executables()


def test_the_macos_application_is_checked_for_its_plist_and_icon(tmp_path: Path) -> None:
    import plistlib

    version = release.build.project_version()
    app = tmp_path / "Ciudadelas.app"
    (app / "Contents" / "Resources").mkdir(parents=True)
    plist = {
        "CFBundleExecutable": "citadels",
        "CFBundleIconFile": "icon.icns",
        **release.build.info_plist(version),
    }
    (app / "Contents" / "Info.plist").write_bytes(plistlib.dumps(plist))
    with pytest.raises(release.ReleaseError, match="icon.icns is not in Contents/Resources"):
        release.check_app_bundle(app, version)
    (app / "Contents" / "Resources" / "icon.icns").write_bytes(b"icns")
    release.check_app_bundle(app, version)
    (app / "Contents" / "Info.plist").write_bytes(plistlib.dumps(plist | {"NSHighResolutionCapable": False}))
    with pytest.raises(release.ReleaseError, match="NSHighResolutionCapable is False, not True"):
        release.check_app_bundle(app, version)
    with pytest.raises(release.ReleaseError, match=r"CFBundleShortVersionString is '.*', not '9\.9\.9'"):
        release.check_app_bundle(app, "9.9.9")


# ------------------------------------------------------------------------------------------------
# The workflows
# ------------------------------------------------------------------------------------------------


def _workflow(name: str) -> str:
    return (WORKFLOWS / name).read_text(encoding="utf-8")


def test_workflows_pass_actionlint() -> None:
    actionlint = shutil.which("actionlint", path=sysconfig.get_path("scripts"))
    if actionlint is None:
        pytest.skip("actionlint is not installed (pip install -e '.[dev]')")
    result = subprocess.run(
        [actionlint, "-shellcheck=", "-no-color"], cwd=ROOT, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr


#: ``uses: owner/repo@<40 hex digits> # vX.Y.Z``: a commit (a tag can be moved), and the release it is
_PINNED = re.compile(r"[\w.-]+/[\w.-]+(?:/[\w./-]+)?@[0-9a-f]{40}\s+#\s*v\d+\.\d+\.\d+")


def _uses(text: str) -> list[str]:
    """Each ``uses:`` of a workflow, with its comment."""
    return [line.split("uses:", 1)[1].strip() for line in text.splitlines()
            if re.match(r"^\s*(?:-\s*)?uses:", line)]  # fmt: skip


def test_every_action_is_pinned_to_a_commit() -> None:
    for name in ("ci.yml", "release.yml"):
        uses = _uses(_workflow(name))
        assert uses, name
        for action in uses:
            assert _PINNED.fullmatch(action), f"{name}: {action} is not pinned to a commit (@<sha> # vX.Y.Z)"


def test_the_pin_check_refuses_tags_branches_and_short_shas() -> None:
    text = """
    steps:
      - uses: actions/checkout@v4.2.2
      - uses: actions/checkout@main
      - uses: actions/checkout@11bd719 # v4.2.2
      - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683
      - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2
    """
    assert [bool(_PINNED.fullmatch(u)) for u in _uses(text)] == [False, False, False, False, True]


def test_dependabot_updates_the_actions_and_the_python_dependencies() -> None:
    text = (ROOT / ".github" / "dependabot.yml").read_text(encoding="utf-8")
    assert re.search(r"^version:\s*2\s*$", text, re.M)
    ecosystems = re.findall(r"package-ecosystem:\s*(\S+)", text)
    assert sorted(ecosystems) == ["github-actions", "pip"]
    assert text.count("interval:") == 2


def test_release_workflow_builds_checks_and_drafts_on_every_system() -> None:
    text = _workflow("release.yml")
    assert re.search(r"^on:\s*\n\s+push:\s*\n\s+tags:\s*\[\"v\*\"\]", text, re.M)
    for system in (
        "ubuntu-22.04",
        "windows-latest",
        "macos-14",
        "macos-15-intel",
    ):  # the old Ubuntu, both Macs
        assert system in text
    steps = [
        'python build/release.py check-tag "$GITHUB_REF_NAME"',
        "python -m pip install --require-hashes -r requirements/release.txt",
        "python -m pip install --no-deps --no-build-isolation -e .",
        "python -m pytest -n auto",
        "run: ${{ matrix.build }}",
        "python build/release.py selftest",
        "python build/release.py collect release",
        'python build/sbom.py "release/ciudadelas-$VERSION-sbom.cdx.json"',
        "python build/release.py checksums release",
        "gh release create",
        "--draft",
    ]
    positions = [text.find(step) for step in steps]
    assert -1 not in positions, [s for s, p in zip(steps, positions, strict=True) if p < 0]
    assert positions == sorted(positions), (
        "the steps are not in the order check, install, test, build, selftest, SBOM, release"
    )
    builds = re.findall(r"^\s+build: (.*)$", text, re.M)
    assert len(builds) == 4 and all(b.startswith("python build/build.py") for b in builds), builds
    assert "cache: pip" in text
    # the changelog's entry is checked before anything is built, and is the draft's text
    assert text.count('python build/release.py notes "$VERSION"') == 2
    assert text.find("release.py notes") < text.find("build/build.py")


def test_the_release_installs_only_the_hashed_lock() -> None:
    """Every pip install of the release is the lock with its hashes, or the game itself without
    its dependencies: nothing comes from the index unchecked."""
    installs = re.findall(r"pip install[^\n]*", _workflow("release.yml"))
    assert installs
    for line in installs:
        assert "--require-hashes -r requirements/" in line or "--no-deps" in line, line
        assert "--upgrade" not in line and ".[dev]" not in line, line


def test_the_release_attaches_its_sbom() -> None:
    """The SBOM is written into release/, which the checksums list and `gh release create` uploads."""
    text = _workflow("release.yml")
    publish = text[text.index("  publish:") :]
    sbom = re.search(r"python build/sbom\.py \"(release/[^\"]+\.cdx\.json)\"", publish)
    assert sbom, "the publish job writes no CycloneDX SBOM into release/"
    assert (
        publish.find("build/sbom.py") < publish.find("checksums release") < publish.find("gh release create")
    )
    assert re.search(r"gh release create \"\$GITHUB_REF_NAME\" release/\*", publish)


def _pwsh_steps(text: str) -> list[str]:
    """The `run:` script of each step whose shell is pwsh (PowerShell)."""
    steps = re.split(r"\n(?=\s*- (?:name|uses|id|if|shell|run):)", text)
    scripts = []
    for step in steps:
        if re.search(r"^\s*shell:\s*pwsh\s*$", step, re.M):
            block = re.search(r"^(\s*)run:\s*\|\s*\n((?:\1\s+.*\n?)+)", step, re.M)
            single = re.search(r"^\s*run:\s*(?!\|)(\S.*)$", step, re.M)
            scripts.append(block.group(2) if block else single.group(1) if single else "")
    return scripts


#: A line of PowerShell's own (an assignment, an `if`, a `throw`, a Verb-Noun cmdlet), not a program.
_POWERSHELL_OWN = re.compile(r"^(\$|if\s*\(|throw\b|[A-Z][a-z]+-[A-Z][A-Za-z]*\b)")


def _stops_at_the_first_failure(script: str) -> list[str]:
    """What lets a pwsh script go on after a failing command: no $ErrorActionPreference = 'Stop' on
    its first line, or a program (a line that is not PowerShell's own) whose exit code is not checked
    on the next line."""
    lines = [line.strip() for line in script.splitlines() if line.strip()]
    if not lines or lines[0] != "$ErrorActionPreference = 'Stop'":
        return ["$ErrorActionPreference = 'Stop' is not its first line"]
    wrong = []
    check = "if ($LASTEXITCODE -ne 0) { exit $LASTEXITCODE }"
    for i, line in enumerate(lines[1:], start=1):
        if line == check or _POWERSHELL_OWN.match(line):
            continue  # PowerShell itself: $ErrorActionPreference = 'Stop' stops it at an error
        if i + 1 >= len(lines) or lines[i + 1] != check:
            wrong.append(f"the exit code of `{line}` is not checked")
    return wrong


def test_the_powershell_check_tells_programs_from_powershell_s_own_lines() -> None:
    script = """
          $ErrorActionPreference = 'Stop'
          $p = Start-Process -FilePath setup.exe -ArgumentList '/S' -Wait -PassThru
          if ($p.ExitCode -ne 0) { throw "the installer exited with $($p.ExitCode)" }
          Write-Output "done"
          python -m pytest
          python build/build.py
          if ($LASTEXITCODE -ne 0) { exit $LASTEXITCODE }
    """
    assert _stops_at_the_first_failure(script) == ["the exit code of `python -m pytest` is not checked"]


def test_every_powershell_step_stops_at_its_first_failing_command() -> None:
    for name in ("ci.yml", "release.yml"):
        for script in _pwsh_steps(_workflow(name)):
            assert not _stops_at_the_first_failure(script), (name, script)
    assert len(_pwsh_steps(_workflow("ci.yml"))) == 3


def test_the_powershell_check_finds_an_unchecked_command() -> None:
    text = """
      - name: Install
        shell: pwsh
        run: |
          python -m venv .venv
          .venv\\Scripts\\python -m pip install -e ".[dev]"
      - name: Lint
        shell: pwsh
        run: |
          $ErrorActionPreference = 'Stop'
          .venv\\Scripts\\python tools/lint.py
          .venv\\Scripts\\python -m pytest
          if ($LASTEXITCODE -ne 0) { exit $LASTEXITCODE }
    """
    first, second = _pwsh_steps(text)
    assert _stops_at_the_first_failure(first) == ["$ErrorActionPreference = 'Stop' is not its first line"]
    assert _stops_at_the_first_failure(second) == [
        "the exit code of `.venv\\Scripts\\python tools/lint.py` is not checked"
    ]


def test_ci_runs_on_version_tags_and_its_tests_even_after_a_lint_failure() -> None:
    text = _workflow("ci.yml")
    assert re.search(r"^\s+push:\s*\n\s+branches:.*\n\s+tags:\s*\[\"v\*\"\]", text, re.M)
    tests = [step for step in re.split(r"\n(?=\s*- name:)", text) if "pytest" in step or "make test" in step]
    assert len(tests) == 2
    for step in tests:
        assert "!cancelled()" in step, step  # a failed lint step does not skip the tests


def test_ci_runs_the_makefiles_lint_and_tests_on_every_system() -> None:
    text = _workflow("ci.yml")
    for system in SYSTEMS:
        assert system in text
    assert re.search(r"^\s+push:", text, re.M) and re.search(r"^\s+pull_request:", text, re.M)
    assert "make lint" in text and "make test" in text and "cache: pip" in text
    # Windows may have no make: the same lint script and the same pytest command
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    lint_recipe = re.search(r"^lint:.*\n((?:\t.*\n)+)", makefile, re.M)
    assert lint_recipe and lint_recipe.group(1).strip() == "$(BIN)/python tools/lint.py"
    assert r".venv\Scripts\python tools/lint.py" in text
    assert re.search(r"^test:.*\n(?:\t.*\n)*\t\$\(BIN\)/python -m pytest -n auto\n", makefile, re.M)
    assert r".venv\Scripts\python -m pytest -n auto" in text


def test_lint_script_runs_ruff_mypy_and_actionlint() -> None:
    lint = _load("citadels_lint", ROOT / "tools" / "lint.py")
    assert [check[:3] for check in lint.CHECKS] == [
        ("ruff", "check", "citadels"),
        ("ruff", "format", "--check"),
        ("mypy", "--platform", "linux"),
        ("mypy", "--platform", "win32"),
        ("mypy", "--platform", "darwin"),
        ("actionlint",),
    ]
    # each system's mypy keeps a cache of its own (one shared cache is thrown away at each switch)
    caches = [check[check.index("--cache-dir") + 1] for check in lint.CHECKS if check[0] == "mypy"]
    assert len(set(caches)) == 3
    assert "--check" in lint.CHECKS[1]  # the format is checked, never rewritten by the lint
    assert "build" in lint.CHECKS[0] and "build" in lint.CHECKS[1]  # the release scripts are linted too

"""THIRD-PARTY-NOTICES.txt (citadels/system/notices.py): every distribution the game runs with, as installed,
and every native library pygame-ce's wheels bundle, each with its licence (the LGPL ones with where
their source is), then the licence texts; and every build and archive carries the file."""

from __future__ import annotations

import importlib.util
import re
import sys
import tarfile
import zipfile
from importlib import metadata
from pathlib import Path
from types import ModuleType

import pytest
from packaging.markers import Marker
from packaging.requirements import Requirement

from citadels.system import notices

ROOT = Path(__file__).resolve().parents[1]

#: The shared libraries in pygame-ce 2.5.8's wheels for Python 3.11 (unzip -l of each wheel): Linux
#: x86_64 (pygame_ce.libs/), Windows x64 (pygame/*.dll), macOS universal2 (pygame/.dylibs/).
WHEEL_LIBRARIES = {
    "linux": """libFLAC-e7027ec5.so.14.0.0 libSDL2-2-50d19f93.0.so.0.3200.10 libSDL2_image-2-d6906c81.0.so.0.800.12
        libSDL2_mixer-2-6719e6f6.0.so.0.800.2 libSDL2_ttf-2-e69aa315.0.so.0.2400.0 libasound-2b3a3662.so.2.0.0
        libbrotlicommon-c828db13.so.1.2.0 libbrotlidec-8e4a5025.so.1.2.0 libfluidsynth-2d6ca569.so.3.5.6
        libfreetype-b83c5fb4.so.6.20.6 libharfbuzz-672f7280.so.0.61430.0 libjpeg-a5e764f6.so.62.4.0
        libmpg123-8b3c3c9e.so.0.49.4 libogg-15db22d2.so.0.8.6 libopus-ddd6afb9.so.0.11.1
        libopusfile-96d7a9c0.so.0.4.5 libpng16-fefdc88d.so.16.58.0 libportmidi-8a3ff27a.so.2.0.7
        libsharpyuv-f86ac02c.so.0.1.2 libsndfile-b31f7dcd.so.1.0.37 libtiff-9370c332.so.6.3.0
        libvorbis-3d07e502.so.0.4.9 libvorbisenc-263afe1b.so.2.0.12 libvorbisfile-07b6198b.so.3.3.8
        libwavpack-59f0eb24.so.1.2.8 libwebp-0c3b7151.so.7.2.0 libwebpdemux-cecf59a9.so.2.0.17
        libxmp-35a4066c.so.4.7.2""",
    "windows": """SDL2.dll SDL2_image.dll libtiff-5.dll libwebp-7.dll libwebpdemux-2.dll libjpeg-62.dll
        libpng16-16.dll SDL2_mixer.dll libogg-0.dll libopus-0.dll libopusfile-0.dll libwavpack-1.dll
        libxmp.dll SDL2_ttf.dll freetype.dll portmidi.dll""",
    "macos": """libwebp.7.2.0.dylib libmpg123.0.dylib libxmp.4.7.2.dylib libogg.0.8.6.dylib
        libbrotlicommon.1.2.0.dylib libbrotlidec.1.2.0.dylib libvorbisenc.2.0.12.dylib libpng16.16.58.0.dylib
        libvorbisfile.3.3.8.dylib libtiff.6.3.0.dylib libSDL2-2.0.0.dylib libportmidi.2.0.7.dylib
        libjpeg.62.4.0.dylib libfreetype.6.dylib libSDL2_mixer-2.0.0.800.2.dylib libFLAC.14.0.0.dylib
        libharfbuzz.0.dylib libSDL2_ttf-2.0.0.2400.0.dylib libwebpdemux.2.0.17.dylib libz.1.3.1.zlib-ng.dylib
        libSDL2_image-2.0.0.800.12.dylib libwavpack.1.dylib libsndfile.1.0.37.dylib libvorbis.0.4.9.dylib
        libopusfile.0.dylib libfluidsynth.3.5.6.dylib libopus.0.dylib libsharpyuv.0.1.2.dylib""",
}


def _load(name: str, path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _runtime_closure() -> dict[str, str]:
    """The game's run-time distributions, found here independently of notices.py (with packaging's
    markers): name -> version."""
    found: dict[str, str] = {}
    todo = ["ciudadelas"]
    while todo:
        name = _normal(todo.pop())
        if name in found:
            continue
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            continue
        found[name] = dist.version
        for text in dist.requires or ():
            requirement = Requirement(text)
            if requirement.marker is None or requirement.marker.evaluate({"extra": ""}):
                todo.append(requirement.name)
    del found["ciudadelas"]
    return found


@pytest.fixture(scope="module")
def text() -> str:
    return notices.render("9.9.9")


def test_the_notices_list_every_runtime_distribution_with_its_licence(text: str) -> None:
    expected = _runtime_closure()
    assert {
        "pygame-ce",
        "pydantic",
        "pydantic-core",
        "platformdirs",
        "polib",
        "markdown-it-py",
    } <= expected.keys()
    listed = {_normal(d.metadata["Name"]): d.version for d in notices.runtime_distributions()}
    assert listed == expected
    summary = notices.summary(text)
    for dist in notices.runtime_distributions():
        line = f"* {dist.metadata['Name']} {dist.version}: {notices.licence_of(dist)}"
        assert line in summary, line
        assert notices.licence_of(dist) != "not stated", dist.metadata["Name"]
        texts = notices.licence_files(dist)
        for name, body in texts:
            assert f"{dist.metadata['Name']} {dist.version}: {name}" in text
            assert body.strip()[:200] in text
        if not texts:  # then at least the licence's name and where its text is
            assert f"{dist.metadata['Name']} {dist.version}\n" in text and "spdx.org" in text
    # what only the tools use is not shipped, so not listed
    assert "* pytest " not in summary and "* PyInstaller" not in summary
    assert "Marker" not in text and isinstance(Marker("python_version >= '3'"), Marker)


def test_the_installed_wheels_native_libraries_are_listed_with_their_source(text: str) -> None:
    pygame = metadata.distribution("pygame-ce")
    files = notices.bundled_native_files(pygame)
    if not files:
        pytest.skip("this pygame-ce was not installed from a wheel that bundles its libraries")
    summary = notices.summary(text)
    for file in files:
        library = notices.native_library(file)
        assert library is not None, file
        assert file in summary
        assert f"* {library.name}: {library.licence}" in summary
        assert f"source: {library.source}" in summary
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in text.upper()
    assert f"tree/{pygame.version}/buildconfig" in summary  # the recipes of this pygame-ce's libraries


@pytest.mark.parametrize("system", sorted(WHEEL_LIBRARIES))
def test_every_library_of_pygame_ces_wheels_is_known(system: str) -> None:
    files = WHEEL_LIBRARIES[system].split()
    unknown = [f for f in files if notices.native_library(f) is None]
    assert not unknown
    names = {notices.native_library(f).name for f in files}  # type: ignore[union-attr]
    assert {"SDL2", "SDL2_image", "SDL2_mixer", "SDL2_ttf", "FreeType", "libpng", "libjpeg-turbo"} <= names
    # SDL2 itself is told apart from SDL2_image and friends
    assert [notices.native_library(f).name for f in files if re.match(r"(lib)?SDL2[-.]", f)] == ["SDL2"]  # type: ignore[union-attr]


def test_the_lgpl_libraries_say_where_their_source_is() -> None:
    lgpl = [lib for lib in notices.NATIVE_LIBRARIES if lib.lgpl]
    assert {lib.name for lib in lgpl} == {"mpg123", "libsndfile", "FluidSynth", "alsa-lib"}
    for lib in lgpl:
        assert lib.source.startswith("https://"), lib


def test_an_unknown_native_library_stops_the_notices(monkeypatch: pytest.MonkeyPatch) -> None:
    def files(dist: metadata.Distribution) -> list[str]:
        return ["libnewcodec-1a2b3c4d.so.1.0.0"] if dist.metadata["Name"] == "pygame-ce" else []

    monkeypatch.setattr(notices, "bundled_native_files", files)
    with pytest.raises(
        notices.NoticeError, match=r"NATIVE_LIBRARIES: libnewcodec-1a2b3c4d\.so\.1\.0\.0 \(pygame-ce\)"
    ):
        notices.render("9.9.9")


def test_a_missing_dependency_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    real = metadata.distribution

    def without_polib(name: str) -> metadata.Distribution:
        if _normal(name) == "polib":
            raise metadata.PackageNotFoundError(name)
        return real(name)

    monkeypatch.setattr(notices.metadata, "distribution", without_polib)
    with pytest.raises(notices.NoticeError, match="polib is required but not installed"):
        notices.runtime_distributions()


def test_a_builds_notices_also_name_python_pyinstaller_and_the_fonts() -> None:
    fonts = sorted((ROOT / "assets" / "fonts").glob("*-OFL.txt"))
    # the two faces and the fallbacks (Noto: Arabic and symbols; Noto Emoji)
    assert [f.name for f in fonts] == [
        "Cantarell-OFL.txt",
        "Noto-OFL.txt",
        "NotoEmoji-OFL.txt",
        "Vollkorn-OFL.txt",
    ]
    text = notices.render("9.9.9", build=True, fonts=fonts)
    summary = notices.summary(text)
    assert f"* Python {sys.version_info.major}.{sys.version_info.minor}" in summary and "PSF-2.0" in summary
    if notices.metadata.distribution("pyinstaller"):
        assert "GPL-2.0-or-later WITH Bootloader-exception" in summary
    # what the build bundles of the game's extras when they are installed (the ladder's openskill)
    try:
        openskill = metadata.distribution("openskill")
    except metadata.PackageNotFoundError:
        openskill = None
    if openskill is not None:
        assert f"* openskill {openskill.version}: " in summary
        assert "* openskill" not in notices.summary(notices.render("9.9.9"))
    assert "* Vollkorn-OFL: SIL Open Font License 1.1" in summary
    assert "Font licence: Cantarell-OFL.txt" in text and "SIL OPEN FONT LICENSE" in text.upper()
    assert "Font licence: NotoEmoji-OFL.txt" in text and "* Noto-OFL: SIL Open Font License 1.1" in summary
    assert summary != text and summary.endswith("\n") and notices.TEXTS_HEADING not in summary


# ------------------------------------------------------------------------------------------------
# Every build and archive carries it
# ------------------------------------------------------------------------------------------------


build = _load("citadels_build_for_notices", ROOT / "build" / "build.py")


def test_the_build_stages_the_notices_and_the_spec_bundles_them(tmp_path: Path) -> None:
    path = build.write_notices(tmp_path, "9.9.9")
    assert path.name == notices.FILE_NAME
    written = path.read_text(encoding="utf-8")
    assert written.startswith("Ciudadelas 9.9.9: third-party software notices")
    assert "pygame-ce" in written and "PyInstaller" in written
    spec = (ROOT / "build" / "citadels.spec").read_text(encoding="utf-8")
    # beside the game's code in the bundle, where the About screen looks for it
    assert 'datas.append((str(STAGE / "THIRD-PARTY-NOTICES.txt"), "citadels"))' in spec
    assert notices.FILE_NAME == "THIRD-PARTY-NOTICES.txt"


@pytest.mark.parametrize("kind", ["tar.gz", "zip"])
def test_the_archive_carries_the_notices_beside_its_readme(
    kind: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "dist" / "citadels"
    folder.mkdir(parents=True)
    (folder / "citadels").write_bytes(b"\x7fELF")
    stage = tmp_path / "stage"
    stage.mkdir()
    (stage / notices.FILE_NAME).write_text("the notices\n", encoding="utf-8")
    out = tmp_path / f"citadels-9.9.9-test.{kind}"
    monkeypatch.setattr(build, "STAGE", stage)
    monkeypatch.setattr(build, "IS_MACOS", False)
    monkeypatch.setattr(build, "IS_WINDOWS", kind == "zip")
    monkeypatch.setattr(build, "onedir_root", lambda: folder)
    monkeypatch.setattr(build, "archive_path", lambda: out)
    assert build.make_archive("9.9.9") == out
    if kind == "zip":
        with zipfile.ZipFile(out) as zf:
            names = zf.namelist()
            body = zf.read(next(n for n in names if n.endswith(notices.FILE_NAME))).decode()
    else:
        with tarfile.open(out) as tf:
            names = tf.getnames()
            member = tf.extractfile(next(n for n in names if n.endswith(notices.FILE_NAME)))
            assert member is not None
            body = member.read().decode()
    top = names[0].split("/")[0]
    assert f"{top}/{notices.FILE_NAME}" in names and f"{top}/README.txt" in names
    assert body.replace("\r\n", "\n") == "the notices\n"


def test_a_builds_unknown_libraries_are_found(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    internal = tmp_path / "citadels" / "_internal"
    (internal / "pygame_ce.libs").mkdir(parents=True)
    (internal / "lib-dynload").mkdir()
    known = ["libpython3.11.so.1.0", "libz.so.1", "libstdc++.so.6", "VCRUNTIME140.dll", "python311.dll"]
    known += [
        "pygame_ce.libs/libSDL2-2-50d19f93.0.so.0.3200.10",
        "lib-dynload/_ctypes.cpython-311-x86_64-linux-gnu.so",
    ]
    known += ["pygame/base.cpython-311-darwin.so", "_pydantic_core.pyd", "libz.1.3.1.zlib-ng.dylib"]
    for name in [*known, "libreadline.so.8", "libcrypto-3.dll"]:
        path = internal / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(b"\0")
    assert notices.unlisted_libraries(tmp_path) == ["libcrypto-3.dll", "libreadline.so.8"]
    assert build.warn_unlisted_libraries(tmp_path) == ["libcrypto-3.dll", "libreadline.so.8"]
    assert "does not name libcrypto-3.dll, libreadline.so.8" in capsys.readouterr().out

"""THIRD-PARTY-NOTICES.txt: the software the game is made with and ships, each with its licence.

Written from what is installed (``importlib.metadata``): the Python distributions the game needs at
run time (``ciudadelas``'s requirements and theirs), each with its licence (License-Expression,
License, or the licence classifiers) and the licence files it ships in its metadata; the native
libraries pygame-ce's wheel bundles (found in the wheel's ``pygame_ce.libs/``, ``pygame/.dylibs/``
or ``pygame/*.dll``, each named in `NATIVE_LIBRARIES` with its licence and where to get its source,
the LGPL ones first of all); the Python interpreter; and, for a build, PyInstaller's bootloader. The
full texts come last: pygame-ce's LGPL (which its wheel ships), then each distribution's files.

`build/build.py` writes the file into every build (and beside the README of the archive); the About
screen shows the build's copy, or, when the game runs from its source, the same text made here.
No pygame, no I/O but reading what is installed.
"""

from __future__ import annotations

import re
import sys
import sysconfig
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

#: the game's own distribution, whose requirements are followed
PROJECT = "ciudadelas"
#: the name of the file in a build (beside the code: ``<bundle>/citadels/``) and in the archive
FILE_NAME = "THIRD-PARTY-NOTICES.txt"
#: the game's extras a build carries when they are installed (PyInstaller follows their imports)
BUILD_EXTRAS = ("ladder",)
#: what begins the licence texts (the About screen shows what comes before in full)
TEXTS_HEADING = "Licence texts"


class NoticeError(Exception):
    """Something the notices must list is unknown or missing; the message says what to do."""


@dataclass(frozen=True)
class NativeLibrary:
    name: str
    #: matches the library's file name, lowercase, without its ``lib`` prefix (``sdl2_mixer-2-…so``)
    pattern: str
    licence: str  # an SPDX expression
    home: str
    #: where its source is: for the LGPL ones, what the licence asks the game to say
    source: str
    note: str = ""

    @property
    def lgpl(self) -> bool:
        return "LGPL" in self.licence


_PYGAME_BUILD = "https://github.com/pygame-community/pygame-ce/tree/{version}/buildconfig"

#: Every native library a pygame-ce wheel bundles on Linux, Windows or macOS (tests/test_notices.py
#: holds the 2.5.8 wheels' file lists). An unknown one stops the build: add it here.
NATIVE_LIBRARIES: tuple[NativeLibrary, ...] = (
    NativeLibrary("SDL2_image", r"sdl2_image", "Zlib", "https://github.com/libsdl-org/SDL_image",
                  "https://github.com/libsdl-org/SDL_image/releases"),
    NativeLibrary("SDL2_mixer", r"sdl2_mixer", "Zlib", "https://github.com/libsdl-org/SDL_mixer",
                  "https://github.com/libsdl-org/SDL_mixer/releases",
                  "with its built-in decoders (dr_flac, dr_mp3, stb_vorbis: public domain or MIT-0)"),
    NativeLibrary("SDL2_ttf", r"sdl2_ttf", "Zlib", "https://github.com/libsdl-org/SDL_ttf",
                  "https://github.com/libsdl-org/SDL_ttf/releases"),
    NativeLibrary("SDL2", r"sdl2[-.]", "Zlib", "https://www.libsdl.org/",
                  "https://github.com/libsdl-org/SDL/releases"),
    NativeLibrary("FreeType", r"freetype", "FTL", "https://freetype.org/",
                  "https://download.savannah.gnu.org/releases/freetype/",
                  "used under the FreeType License (FTL), one of its two licences"),
    NativeLibrary("HarfBuzz", r"harfbuzz", "MIT", "https://harfbuzz.github.io/",
                  "https://github.com/harfbuzz/harfbuzz/releases"),
    NativeLibrary("libpng", r"png", "libpng-2.0", "http://www.libpng.org/pub/png/libpng.html",
                  "https://github.com/pnggroup/libpng/releases"),
    NativeLibrary("zlib", r"z[-.]", "Zlib", "https://zlib.net/ (zlib-ng: https://github.com/zlib-ng/zlib-ng)",
                  "https://github.com/zlib-ng/zlib-ng/releases"),
    NativeLibrary("libjpeg-turbo", r"jpeg", "IJG AND BSD-3-Clause AND Zlib", "https://libjpeg-turbo.org/",
                  "https://github.com/libjpeg-turbo/libjpeg-turbo/releases"),
    NativeLibrary("libwebp (with libwebpdemux and libsharpyuv)", r"(webp|webpdemux|sharpyuv)[-.]",
                  "BSD-3-Clause", "https://developers.google.com/speed/webp",
                  "https://chromium.googlesource.com/webm/libwebp"),
    NativeLibrary("libtiff", r"tiff", "libtiff", "https://libtiff.gitlab.io/libtiff/",
                  "https://download.osgeo.org/libtiff/"),
    NativeLibrary("Brotli (decoder)", r"brotli(common|dec)", "MIT", "https://github.com/google/brotli",
                  "https://github.com/google/brotli/releases"),
    NativeLibrary("libogg", r"ogg[-.]", "BSD-3-Clause", "https://xiph.org/ogg/",
                  "https://xiph.org/downloads/"),
    NativeLibrary("libvorbis (with libvorbisenc and libvorbisfile)", r"vorbis(enc|file)?[-.]",
                  "BSD-3-Clause", "https://xiph.org/vorbis/", "https://xiph.org/downloads/"),
    NativeLibrary("Opus", r"opus[-.]", "BSD-3-Clause", "https://opus-codec.org/",
                  "https://opus-codec.org/downloads/"),
    NativeLibrary("opusfile", r"opusfile", "BSD-3-Clause", "https://opus-codec.org/",
                  "https://opus-codec.org/downloads/"),
    NativeLibrary("FLAC", r"flac", "BSD-3-Clause", "https://xiph.org/flac/",
                  "https://github.com/xiph/flac/releases"),
    NativeLibrary("WavPack", r"wavpack", "BSD-3-Clause", "https://www.wavpack.com/",
                  "https://github.com/dbry/WavPack/releases"),
    NativeLibrary("libxmp", r"xmp", "MIT", "https://xmp.sourceforge.net/",
                  "https://github.com/libxmp/libxmp/releases"),
    NativeLibrary("PortMidi", r"portmidi", "MIT", "https://github.com/PortMidi/portmidi",
                  "https://github.com/PortMidi/portmidi/releases"),
    NativeLibrary("mpg123", r"mpg123", "LGPL-2.1-only", "https://www.mpg123.de/",
                  "https://www.mpg123.de/download.shtml (every release: https://sourceforge.net/projects/mpg123/files/mpg123/)"),
    NativeLibrary("libsndfile", r"sndfile", "LGPL-2.1-or-later", "https://libsndfile.github.io/libsndfile/",
                  "https://github.com/libsndfile/libsndfile/releases"),
    NativeLibrary("FluidSynth", r"fluidsynth", "LGPL-2.1-or-later", "https://www.fluidsynth.org/",
                  "https://github.com/FluidSynth/fluidsynth/releases"),
    NativeLibrary("alsa-lib", r"asound", "LGPL-2.1-or-later", "https://www.alsa-project.org/",
                  "https://www.alsa-project.org/files/pub/lib/ (and https://github.com/alsa-project/alsa-lib)"),
)  # fmt: skip

#: What a PyInstaller build brings besides pygame-ce's libraries: the interpreter and the libraries it
#: was built with, collected from the build machine. `unlisted_libraries` checks a build against both
#: tables (build/build.py warns of any other).
INTERPRETER_LIBRARIES: tuple[NativeLibrary, ...] = (
    NativeLibrary("Python (libpython)", r"python3", "PSF-2.0", "https://www.python.org/",
                  "https://www.python.org/downloads/source/"),
    NativeLibrary("zlib", r"(z[-.]|zlib)", "Zlib", "https://zlib.net/", "https://zlib.net/"),
    NativeLibrary("bzip2 (libbz2)", r"bz2", "bzip2-1.0.6", "https://sourceware.org/bzip2/",
                  "https://sourceware.org/pub/bzip2/"),
    NativeLibrary("XZ Utils (liblzma)", r"lzma", "0BSD", "https://tukaani.org/xz/",
                  "https://github.com/tukaani-project/xz/releases",
                  "liblzma before 5.6 is in the public domain"),
    NativeLibrary("libffi", r"ffi", "MIT", "https://sourceware.org/libffi/",
                  "https://github.com/libffi/libffi/releases"),
    NativeLibrary("libuuid (util-linux)", r"uuid", "BSD-3-Clause", "https://github.com/util-linux/util-linux",
                  "https://mirrors.edge.kernel.org/pub/linux/utils/util-linux/"),
    NativeLibrary("Expat", r"expat", "MIT", "https://libexpat.github.io/",
                  "https://github.com/libexpat/libexpat/releases"),
    NativeLibrary("libmpdec", r"mpdec", "BSD-2-Clause", "https://www.bytereef.org/mpdecimal/",
                  "https://www.bytereef.org/mpdecimal/download.html"),
    NativeLibrary("GCC runtime libraries (libgcc_s, libstdc++)", r"(gcc_s|stdc\+\+)",
                  "GPL-3.0-or-later WITH GCC-exception-3.1", "https://gcc.gnu.org/",
                  "https://gcc.gnu.org/mirrors.html",
                  "the runtime library exception allows their use by programs under any licence"),
    NativeLibrary("Microsoft Visual C++ and Universal C runtimes", r"(vcruntime|msvcp|ucrtbase|api-ms-win-)",
                  "LicenseRef-Microsoft-Visual-C-Redistributable",
                  "https://learn.microsoft.com/cpp/windows/latest-supported-vc-redist",
                  "not available: Microsoft's redistributable binaries"),
)  # fmt: skip

#: the file names of shared libraries, on each system
_SHARED = re.compile(r"\.(so(\.\d+)*|dylib|dll)$", re.I)


def unlisted_libraries(folder: Path) -> list[str]:
    """The shared libraries in a build `folder` that neither `NATIVE_LIBRARIES` nor
    `INTERPRETER_LIBRARIES` names (Python's own extension modules aside), by file name."""
    known = NATIVE_LIBRARIES + INTERPRETER_LIBRARIES
    found = set()
    for path in folder.rglob("*"):
        name = path.name
        if not _SHARED.search(name) or ".cpython-" in name or ".abi3." in name or "lib-dynload" in path.parts:
            continue
        if name.lower().endswith(".pyd") or not path.is_file():
            continue
        stem = name.lower().removeprefix("lib")
        if not any(re.match(lib.pattern, stem) for lib in known):
            found.add(name)
    return sorted(found)


def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def native_library(file_name: str) -> NativeLibrary | None:
    """The library a bundled file is (``libSDL2_mixer-2-6719e6f6.0.so.0.800.2``, ``SDL2_mixer.dll``)."""
    name = file_name.lower().removeprefix("lib")
    return next((lib for lib in NATIVE_LIBRARIES if re.match(lib.pattern, name)), None)


def bundled_native_files(dist: metadata.Distribution) -> list[str]:
    """The shared libraries `dist`'s wheel brought along (auditwheel's ``<name>.libs/``, delocate's
    ``.dylibs/``, or the DLLs beside the package on Windows), by file name."""
    found = set()
    for file in dist.files or ():
        parts = file.parts
        if not _SHARED.search(file.name) or len(parts) < 2:
            continue
        if parts[0].endswith(".libs") or ".dylibs" in parts or (file.name.lower().endswith(".dll")):
            found.add(file.name)
    return sorted(found)


# ------------------------------------------------------------------------------------------------
# Python distributions
# ------------------------------------------------------------------------------------------------


def runtime_distributions(
    project: str = PROJECT, extras: tuple[str, ...] = ()
) -> list[metadata.Distribution]:
    """The distributions `project` needs to run, and theirs, as installed, sorted by name; with
    `extras`, also those of `project`'s extras that are installed (a build bundles them). A
    `NoticeError` if a requirement is not installed."""
    seen: dict[str, metadata.Distribution] = {}
    todo = [(project, False)]
    try:
        own = metadata.distribution(project)
    except metadata.PackageNotFoundError:
        own = None
    for requirement in (own.requires or ()) if own is not None else ():
        for extra in extras:
            if re.search(rf"extra\s*==\s*['\"]{re.escape(extra)}['\"]", requirement):
                found = re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)", requirement)
                if found is not None:
                    todo.append((found.group(1), True))
    while todo:
        wanted, conditional = todo.pop()
        name = _normal(wanted)
        if name in seen:
            continue
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            if conditional:
                continue
            raise NoticeError(
                f"{name} is required but not installed: install the game's dependencies"
            ) from None
        seen[name] = dist
        for requirement in dist.requires or ():
            needed = _requirement_name(requirement)
            if needed is not None:
                todo.append(needed)
    return sorted(
        (d for n, d in seen.items() if n != _normal(project)), key=lambda d: _normal(d.metadata["Name"])
    )


def _requirement_name(requirement: str) -> tuple[str, bool] | None:
    """(the name in `requirement`, whether a marker makes it conditional), or None if it applies only
    with an extra or its marker does not hold here."""
    text, _, marker = requirement.partition(";")
    name = re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)", text)
    marker = marker.strip()
    if name is None or "extra" in marker:
        return None
    if marker:
        try:
            from packaging.markers import Marker  # with pip's and pytest's tools; maybe not in a player's
        except ImportError:
            return name.group(1), True  # unknown: listed if installed
        if not Marker(marker).evaluate():
            return None
    return name.group(1), bool(marker)


def _field(dist: metadata.Distribution, key: str) -> str:
    """A metadata field of `dist` ("" when it has none)."""
    values = dist.metadata.get_all(key) or []
    return str(values[0]) if values else ""


def licence_of(dist: metadata.Distribution) -> str:
    """What `dist` says its licence is: License-Expression, else a short License field, else its
    licence classifiers, else "not stated"."""
    expression = _field(dist, "License-Expression").strip()
    if expression:
        return expression
    field = _field(dist, "License").strip()
    classifiers = [
        c.split("::")[-1].strip()
        for c in dist.metadata.get_all("Classifier") or []
        if c.startswith("License ::")
    ]
    if field and len(field) <= 100 and "\n" not in field:
        return field
    if classifiers:
        return "; ".join(classifiers)
    return "see its licence text below" if field else "not stated"


def licence_files(dist: metadata.Distribution) -> list[tuple[str, str]]:
    """(name, text) of each licence file `dist` ships in its metadata (License-File, or the files
    of its ``licenses/`` folder, or a LICENSE/COPYING/NOTICE file of its dist-info)."""
    names = list(dict.fromkeys(dist.metadata.get_all("License-File") or []))
    texts: list[tuple[str, str]] = []
    for name in names:
        for candidate in (f"licenses/{name}", name, Path(name).name):
            text = dist.read_text(candidate)
            if text is not None:
                texts.append((name, text))
                break
    if not texts:
        for file in dist.files or ():
            if len(file.parts) >= 2 and file.parts[0].endswith((".dist-info", ".egg-info")):
                if re.match(r"(LICEN[CS]E|COPYING|NOTICE|AUTHORS)", file.name, re.I):
                    text = dist.read_text("/".join(file.parts[1:]))
                    if text is not None:
                        texts.append((file.name, text))
    long_field = _field(dist, "License").strip()
    if not texts and ("\n" in long_field or len(long_field) > 100):
        texts.append(("License (from its metadata)", long_field))
    return texts


def home_of(dist: metadata.Distribution) -> str:
    urls = [str(url) for url in dist.metadata.get_all("Project-URL") or []]
    wanted = ("source", "repository", "code", "homepage", "home")
    for key in wanted:
        for entry in urls:
            label, _, url = entry.partition(",")
            if label.strip().lower().replace(" ", "").startswith(key):
                return url.strip()
    return (_field(dist, "Home-page") or (urls[0].partition(",")[2] if urls else "")).strip()


# ------------------------------------------------------------------------------------------------
# Python itself, PyInstaller
# ------------------------------------------------------------------------------------------------


def python_licence_text() -> str | None:
    """The interpreter's LICENSE.txt (beside the standard library, or at the installation's root)."""
    for folder in (Path(sysconfig.get_path("stdlib")), Path(sys.base_prefix)):
        path = folder / "LICENSE.txt"
        if path.is_file():
            return path.read_text(encoding="utf-8", errors="replace")
    return None


def _optional(name: str) -> metadata.Distribution | None:
    try:
        return metadata.distribution(name)
    except metadata.PackageNotFoundError:
        return None


# ------------------------------------------------------------------------------------------------
# The text
# ------------------------------------------------------------------------------------------------


def _heading(title: str, mark: str = "=") -> str:
    return f"{title}\n{mark * len(title)}\n"


def _wrap(text: str, width: int = 96, indent: str = "  ") -> Iterator[str]:
    line = indent
    for word in text.split():
        if len(line) + len(word) + 1 > width and line.strip():
            yield line.rstrip()
            line = indent + "  " if indent else ""
        line += word + " "
    if line.strip():
        yield line.rstrip()


def render(version: str, *, build: bool = False, fonts: Iterable[Path] = ()) -> str:
    """The notices for Ciudadelas `version` as installed here. `build`: the text for a PyInstaller
    build, which also carries the interpreter's files and PyInstaller's bootloader. `fonts`: the
    bundled fonts' licence files. A `NoticeError` if pygame-ce bundles a library `NATIVE_LIBRARIES`
    does not know."""
    dists = runtime_distributions(extras=BUILD_EXTRAS if build else ())
    pygame_dist = next((d for d in dists if _normal(d.metadata["Name"]) == "pygame-ce"), None)
    natives: dict[NativeLibrary, list[str]] = {}
    unknown: list[str] = []
    for dist in dists:
        for file in bundled_native_files(dist):
            lib = native_library(file)
            if lib is None:
                unknown.append(f"{file} ({dist.metadata['Name']})")
            else:
                natives.setdefault(lib, []).append(file)
    if unknown:
        raise NoticeError(
            f"native libraries with no entry in citadels/system/notices.py NATIVE_LIBRARIES: {', '.join(unknown)}: "
            "add each with its licence and where its source is"
        )
    out: list[str] = [
        _heading(f"Ciudadelas {version}: third-party software notices"),
        "Ciudadelas is free software under the MIT licence (LICENSE). It is made with, and its builds",
        "contain, the software below, each under its own licence: its name, version, licence (an SPDX",
        "identifier where the project gives one) and where it comes from, then the licence texts.",
        "",
    ]
    out.append(_heading("Python distributions", "-"))
    if build:
        py = ".".join(map(str, sys.version_info[:3]))
        out.append(f"* Python {py} (the interpreter and its standard library): PSF-2.0")
        out.append("  https://www.python.org/ - source: https://www.python.org/downloads/source/")
        pyinstaller = _optional("pyinstaller")
        if pyinstaller is not None:
            out.append(
                f"* PyInstaller {pyinstaller.version} (its bootloader starts the game): "
                "GPL-2.0-or-later WITH Bootloader-exception"
            )
            out.append(
                "  https://pyinstaller.org/ - the exception lets the bootloader start programs under any licence"
            )
    for dist in dists:
        out.append(f"* {dist.metadata['Name']} {dist.version}: {licence_of(dist)}")
        home = home_of(dist)
        if home:
            out.append(f"  {home}")
    out.append("")
    if natives:
        pg_version = pygame_dist.version if pygame_dist is not None else "?"
        out.append(_heading("Native libraries in pygame-ce's wheel", "-"))
        out += list(
            _wrap(
                "pygame-ce's wheel for this system bundles these libraries (the file names carry their "
                "versions); the recipes that fetched and built them for pygame-ce "
                f"{pg_version} are at {_PYGAME_BUILD.format(version=pg_version)}.",
                indent="",
            )
        )
        for lib in sorted(natives, key=lambda x: (not x.lgpl, x.name.lower())):
            out.append(f"* {lib.name}: {lib.licence}" + (f" ({lib.note})" if lib.note else ""))
            out.append(f"  {lib.home}")
            out.append(f"  files: {', '.join(sorted(natives[lib]))}")
            out.append(f"  source: {lib.source}")
        if any(lib.lgpl for lib in natives):
            out += [""] + list(
                _wrap(
                    "The LGPL libraries above are separate shared libraries in the game's folder "
                    "(inside the one-file executable, unpacked at each start): you may replace them "
                    "with versions of your own, built from the sources above; their licence, the GNU "
                    "Lesser General Public License 2.1, is the first of the texts below.",
                    indent="",
                )
            )
        out.append("")
    if build:
        out.append(_heading("The interpreter's libraries", "-"))
        out += list(
            _wrap(
                "A build also carries the libraries the Python interpreter was built with, from the "
                "machine that made the build (those of them it needs):",
                indent="",
            )
        )
        for lib in INTERPRETER_LIBRARIES:
            out.append(f"* {lib.name}: {lib.licence}" + (f" ({lib.note})" if lib.note else ""))
            out.append(f"  {lib.home} - source: {lib.source}")
        out.append("")
    font_files = sorted(fonts)
    if font_files:
        out.append(_heading("Fonts", "-"))
        for path in font_files:
            out.append(f"* {path.stem}: SIL Open Font License 1.1 (OFL-1.1) - its text is below")
        out.append("")
    out.append(_heading(TEXTS_HEADING, "="))
    lgpl_file = (
        next((f for f in (pygame_dist.files or ()) if f.name == "LGPL.txt"), None) if pygame_dist else None
    )
    if lgpl_file is not None:
        lgpl_text = lgpl_file.read_text(encoding="utf-8")
        if lgpl_text.strip():
            out.append(_heading("GNU Lesser General Public License 2.1 (pygame-ce, mpg123, libsndfile, "
                                "FluidSynth, alsa-lib)", "-"))  # fmt: skip
            out.append(lgpl_text.strip() + "\n")
    for dist in dists:
        for name, text in licence_files(dist):
            out.append(_heading(f"{dist.metadata['Name']} {dist.version}: {name}", "-"))
            out.append(text.strip() + "\n")
        if not licence_files(dist):
            out.append(_heading(f"{dist.metadata['Name']} {dist.version}", "-"))
            out.append(
                f"Its distribution ships no licence file; its licence is {licence_of(dist)}: "
                "https://spdx.org/licenses/ has the text.\n"
            )
    if build:
        python_text = python_licence_text()
        out.append(_heading("Python: LICENSE.txt", "-"))
        out.append((python_text or "PSF-2.0: https://docs.python.org/3/license.html").strip() + "\n")
        pyinstaller = _optional("pyinstaller")
        if pyinstaller is not None:
            for name, body in licence_files(pyinstaller):
                out.append(_heading(f"PyInstaller {pyinstaller.version}: {name}", "-"))
                out.append(body.strip() + "\n")
    for path in font_files:
        out.append(_heading(f"Font licence: {path.name}", "-"))
        out.append(path.read_text(encoding="utf-8", errors="replace").strip() + "\n")
    return "\n".join(out).rstrip() + "\n"


def summary(text: str) -> str:
    """The notices up to their licence texts (what the About screen shows in full)."""
    heading = f"\n{TEXTS_HEADING}\n"
    return text.split(heading, 1)[0].rstrip() + "\n" if heading in text else text

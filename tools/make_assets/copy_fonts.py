"""Copies the bundled OFL fonts from their Debian packages into assets/fonts/.

Needs the packages installed first:
    apt-get install -y fonts-vollkorn fonts-cantarell
Run:  .venv/bin/python tools/make_assets/copy_fonts.py   (fontTools comes with the dev extra)

For each family it copies the font files, the Debian copyright file verbatim, and writes
<Family>-OFL.txt: the upstream copyright line followed by the SIL Open Font License text.

Vollkorn's default figures are old-style: its 1 reads as a capital I and its 0 as an O ("Round II" for
round 11). The copies map the digits to the font's own lining figures (``one.lf``…), the glyphs its
``lnum`` feature selects, since pygame cannot ask for a feature. The OFL allows a modified version,
and Vollkorn declares no reserved font name.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from fontTools.ttLib import TTFont

OUT = Path(__file__).resolve().parents[2] / "assets" / "fonts"

FAMILIES = {
    "Vollkorn": {
        "package": "fonts-vollkorn",
        "copyright": "Copyright 2018 The Vollkorn Project Authors "
        "(https://github.com/FAlthausen/Vollkorn-Typeface)",
        "files": [
            "/usr/share/fonts/truetype/vollkorn/Vollkorn-Regular.ttf",
            "/usr/share/fonts/truetype/vollkorn/Vollkorn-Bold.ttf",
        ],
        "lining_figures": True,
    },
    "Cantarell": {
        "package": "fonts-cantarell",
        "copyright": "Copyright 2009-2019 The Cantarell Project Authors "
        "(https://gitlab.gnome.org/GNOME/cantarell-fonts)",
        "files": [
            "/usr/share/fonts/opentype/cantarell/Cantarell-Regular.otf",
            "/usr/share/fonts/opentype/cantarell/Cantarell-Bold.otf",
        ],
    },
}


def ofl_text(debian_copyright: str) -> str:
    """The OFL 1.1 text: the first indented "License: ...OFL..." block that holds the full licence."""
    blocks: list[list[str]] = []
    current: list[str] | None = None
    for line in debian_copyright.splitlines():
        if line.startswith(" ") and current is not None:
            body = line[1:].rstrip()
            current.append("" if body == "." else body)
        else:
            current = [] if (line.startswith("License:") and "OFL" in line) else None
            if current is not None:
                blocks.append(current)
    for block in blocks:
        text = "\n".join(block).strip() + "\n"
        if "SIL OPEN FONT LICENSE Version 1.1" in text:
            return text
    raise SystemExit("could not find the OFL text in the Debian copyright file")


def use_lining_figures(path: Path) -> None:
    """Map the digits 0-9 to the font's lining figures (``zero.lf``…) in every character map."""
    font = TTFont(path)
    glyphs = set(font.getGlyphOrder())
    names = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
    for digit, name in enumerate(names):
        lining = f"{name}.lf"
        if lining not in glyphs:
            raise SystemExit(f"{path.name} has no {lining} glyph")
        for table in font["cmap"].tables:
            if table.isUnicode() and ord(str(digit)) in table.cmap:
                table.cmap[ord(str(digit))] = lining
    font.save(path)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for family, info in FAMILIES.items():
        for f in info["files"]:
            shutil.copyfile(f, OUT / Path(f).name)
            if info.get("lining_figures"):
                use_lining_figures(OUT / Path(f).name)
        deb = Path("/usr/share/doc") / info["package"] / "copyright"
        text = deb.read_text(encoding="utf-8")
        shutil.copyfile(deb, OUT / f"{family}-debian-copyright.txt")
        (OUT / f"{family}-OFL.txt").write_text(info["copyright"] + "\n\n" + ofl_text(text), encoding="utf-8")
    print("fonts copied to", OUT)


if __name__ == "__main__":
    main()

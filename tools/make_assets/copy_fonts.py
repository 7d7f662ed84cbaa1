"""Copies the bundled OFL fonts from their Debian packages into assets/fonts/.

Needs the packages installed first:
    apt-get install -y fonts-vollkorn fonts-cantarell
Run:  python tools/make_assets/copy_fonts.py   (standard library only)

For each family it copies the font files, the Debian copyright file verbatim, and writes
<Family>-OFL.txt: the upstream copyright line followed by the SIL Open Font License text.
"""

from __future__ import annotations

import shutil
from pathlib import Path

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


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for family, info in FAMILIES.items():
        for f in info["files"]:
            shutil.copyfile(f, OUT / Path(f).name)
        deb = Path("/usr/share/doc") / info["package"] / "copyright"
        text = deb.read_text(encoding="utf-8")
        shutil.copyfile(deb, OUT / f"{family}-debian-copyright.txt")
        (OUT / f"{family}-OFL.txt").write_text(info["copyright"] + "\n\n" + ofl_text(text), encoding="utf-8")
    print("fonts copied to", OUT)


if __name__ == "__main__":
    main()

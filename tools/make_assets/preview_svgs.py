"""Renders every SVG in assets/svg/ with pygame (the game's own loader) into a contact sheet PNG.

Run:  python tools/make_assets/preview_svgs.py [OUT.png]   (default: /tmp/svg_preview.png)
"""

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame  # noqa: E402

SVG = Path(__file__).resolve().parents[2] / "assets" / "svg"


def main() -> None:
    out = sys.argv[1] if len(sys.argv) > 1 else "/tmp/svg_preview.png"
    pygame.init()
    files = sorted(SVG.glob("*.svg"))
    cell = 200
    cols = 6
    rows = (len(files) + cols - 1) // cols
    sheet = pygame.Surface((cols * cell, rows * cell))
    sheet.fill((70, 48, 30))
    for i, f in enumerate(files):
        x, y = (i % cols) * cell, (i // cols) * cell
        bg = (238, 226, 200) if (i // cols + i) % 2 else (88, 60, 38)
        pygame.draw.rect(sheet, bg, (x + 2, y + 2, cell - 4, cell - 4))
        img = pygame.image.load(str(f))
        w, h = img.get_size()
        s = min(150 / w, 150 / h)
        big = pygame.image.load_sized_svg(str(f), (round(w * s), round(h * s)))
        sheet.blit(big, (x + 8, y + 8))
        small = pygame.image.load_sized_svg(
            str(f), (max(1, round(32 * w / max(w, h))), max(1, round(32 * h / max(w, h))))
        )
        sheet.blit(small, (x + cell - 40, y + cell - 40))
    pygame.image.save(sheet, out)
    print(out)


if __name__ == "__main__":
    main()

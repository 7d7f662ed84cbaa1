"""Contact sheet of the 18 character cards as the game draws them (citadels.app.cardart).

Row by row: each character's card at table size and zoom size, then its emblem alone at icon sizes
(64, 32 and 24 px) on light and dark ground, to judge that the portraits read small and differ.

Run:  python tools/make_assets/preview_characters.py [OUT.png] [--lang es|en]
      (default: /tmp/characters_preview.png)
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from citadels.app import cardart, images  # noqa: E402
from citadels.system import bundle  # noqa: E402
from citadels.text import i18n  # noqa: E402

CLASSIC = ["assassin", "thief", "magician", "king", "bishop", "merchant", "architect", "warlord"]
DARK_CITY = [
    "witch", "tax_collector", "wizard", "emperor", "abbot",
    "alchemist", "navigator", "diplomat", "artist", "queen",
]  # fmt: skip


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    lang = "en" if "--lang" in sys.argv and sys.argv[sys.argv.index("--lang") + 1] == "en" else "es"
    out = next((a for a in args if a.endswith(".png")), "/tmp/characters_preview.png")
    pygame.init()
    pygame.display.set_mode((1, 1))
    i18n.set_language(lang)
    names = CLASSIC + DARK_CITY
    small_h, big_h = 150, 300
    sw, bw = cardart.card_size(small_h)[0], cardart.card_size(big_h)[0]
    cols = 6
    cell_w = sw + bw + 30
    cell_h = big_h + 24
    rows = (len(names) + cols - 1) // cols
    sheet = pygame.Surface((cols * cell_w, rows * cell_h))
    sheet.fill((52, 36, 24))
    for i, name in enumerate(names):
        x0, y0 = (i % cols) * cell_w + 8, (i // cols) * cell_h + 12
        sheet.blit(cardart.character_card(name, cardart.card_size(big_h)), (x0 + sw + 12, y0))
        sheet.blit(cardart.character_card(name, cardart.card_size(small_h)), (x0, y0))
        y = y0 + small_h + 8
        light, dark = (238, 226, 200), (40, 30, 22)
        for dx, dy, size, ground in (
            (0, 0, 64, light), (70, 0, 32, light), (70, 38, 24, light),
            (0, 72, 64, dark), (70, 72, 32, dark), (70, 110, 24, dark),
        ):  # fmt: skip
            pygame.draw.rect(sheet, ground, (x0 + dx, y + dy, size + 4, size + 4))
            art = images.load_image(bundle.character_picture(name), (size, size))
            sheet.blit(art, (x0 + dx + 2, y + dy + 2))
    pygame.image.save(sheet, out)
    print(out)


if __name__ == "__main__":
    main()

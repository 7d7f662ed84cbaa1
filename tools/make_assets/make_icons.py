"""Renders assets/svg/icon.svg into assets/icon.png (256 x 256) and assets/icon.ico (multi-size).

Uses pygame (already a game dependency) to rasterise the SVG and the standard library to write the
ICO container: 16-48 px entries are 32-bit BMP/DIB (readable everywhere), 64-256 px entries PNG.

Run:  python tools/make_assets/make_icons.py
"""

from __future__ import annotations

import io
import os
import struct
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame  # noqa: E402

ASSETS = Path(__file__).resolve().parents[2] / "assets"
SIZES = (16, 24, 32, 48, 64, 128, 256)
BMP_MAX = 48


def render(size: int) -> pygame.Surface:
    return pygame.image.load_sized_svg(str(ASSETS / "svg" / "icon.svg"), (size, size))


def png_bytes(surf: pygame.Surface) -> bytes:
    buf = io.BytesIO()
    pygame.image.save(surf, buf, "icon.png")
    return buf.getvalue()


def dib_bytes(surf: pygame.Surface) -> bytes:
    """BITMAPINFOHEADER + bottom-up BGRA pixels + 1-bit AND mask, as an ICO entry wants."""
    w, h = surf.get_size()
    raw = pygame.image.tobytes(surf, "RGBA")
    rows = [raw[y * w * 4 : (y + 1) * w * 4] for y in range(h)]
    pixels = bytearray()
    for row in reversed(rows):
        for x in range(w):
            r, g, b, a = row[x * 4 : x * 4 + 4]
            pixels += bytes((b, g, r, a))
    mask_stride = ((w + 31) // 32) * 4
    mask = bytearray()
    for row in reversed(rows):
        bits = bytearray(mask_stride)
        for x in range(w):
            if row[x * 4 + 3] == 0:
                bits[x // 8] |= 0x80 >> (x % 8)
        mask += bits
    header = struct.pack("<IiiHHIIiiII", 40, w, h * 2, 1, 32, 0, len(pixels) + len(mask), 0, 0, 0, 0)
    return header + bytes(pixels) + bytes(mask)


def write_ico(path: Path) -> None:
    images = []
    for s in SIZES:
        surf = render(s)
        images.append((s, dib_bytes(surf) if s <= BMP_MAX else png_bytes(surf)))
    out = bytearray(struct.pack("<HHH", 0, 1, len(images)))
    offset = 6 + 16 * len(images)
    for s, data in images:
        dim = 0 if s >= 256 else s
        out += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    for _, data in images:
        out += data
    path.write_bytes(bytes(out))


def main() -> None:
    pygame.init()
    pygame.image.save(render(256), str(ASSETS / "icon.png"))
    write_ico(ASSETS / "icon.ico")
    print("wrote", ASSETS / "icon.png", "and", ASSETS / "icon.ico")


if __name__ == "__main__":
    main()

"""Where things go on the table: the seats, the character line, the stage, the log and the hand for
a given window size and number of players (`compute_geo`), and the points animations fly between."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

# ================================================================================================
# Geometry
# ================================================================================================


@dataclass
class SeatBox:
    """Where one seat's things are drawn."""

    seat: int
    panel: pygame.Rect
    name: pygame.Rect
    crown: pygame.Rect
    chars: list[pygame.Rect]
    gold: pygame.Rect
    hand: pygame.Rect
    count: pygame.Rect  # "5/7"
    tiles: pygame.Rect
    tile_h: int
    home: bool = False

    #: the tiles may go in up to this many columns (each column wide enough for a district's name)
    max_cols: int = 1

    def tile_grid(self, slots: int) -> tuple[int, int, int]:
        """(columns, rows, tile height) for `slots` tiles: the fewest columns whose tiles keep most
        of their height, so a short city gets full-width tiles with whole names."""
        gap = max(1, self.tile_h // 9)
        best: tuple[int, int, int] | None = None
        for cols in range(1, max(1, self.max_cols) + 1):
            rows = max(1, math.ceil(slots / cols))
            h = max(8, min(self.tile_h, (self.tiles.h + gap) // rows - gap))
            if h * 5 >= self.tile_h * 4:  # at least 80% of the designed height: take it
                return cols, rows, h
            if best is None or h > best[2]:
                best = (cols, rows, h)
        assert best is not None
        return best

    def tile_rects(self, count: int, completion: int) -> list[pygame.Rect]:
        """Rects of `count + 1` tiles (the extra one is where the next district lands)."""
        slots = max(count + 1, completion if self.home else count + 1)
        cols, rows, h = self.tile_grid(slots)
        gap = max(1, self.tile_h // 9)
        cw = (self.tiles.w - (cols - 1) * gap * 3) // cols
        out = []
        for i in range(count + 1):
            col, row = divmod(i, rows)
            out.append(
                pygame.Rect(self.tiles.x + col * (cw + gap * 3), self.tiles.y + row * (h + gap), cw, h)
            )
        return out


@dataclass
class Geo:
    size: tuple[int, int]
    s: float
    main: pygame.Rect
    log: pygame.Rect
    log_body: pygame.Rect
    opp: pygame.Rect
    track: pygame.Rect
    stage: pygame.Rect
    me: pygame.Rect
    slots: list[pygame.Rect]
    seats: dict[int, SeatBox]
    order: list[int]  # opponents, left to right
    home: int
    deck: pygame.Rect
    bank: pygame.Rect
    content: pygame.Rect
    hand_area: pygame.Rect
    card_h: int
    header: pygame.Rect
    fonts: dict[str, int] = field(default_factory=dict)

    def px(self, v: float) -> int:
        return max(1, round(v * self.s))

    # -- where things are, for the animations, the drawing and the prompts
    def slot_card(self, rank: int) -> pygame.Rect:
        """The character card inside the slot of `rank` on the character line."""
        slot = self.slots[rank - 1]
        h = slot.h - self.px(12)
        if slot.w < self.px(150):  # a narrow slot: a smaller card leaves its name room
            h = round(h * (0.74 if slot.w >= self.px(112) else 0.68))
        w = round(h * 2 / 3)
        return pygame.Rect(slot.x + self.px(6), slot.y + self.px(6), w, h)

    def gold_pos(self, seat: int) -> tuple[int, int]:
        box = self.seats[seat]
        return box.gold.x + box.gold.h // 2, box.gold.centery

    def hand_pos(self, seat: int) -> tuple[int, int]:
        if seat == self.home:
            return self.hand_area.center
        box = self.seats[seat]
        return box.hand.x + box.hand.h // 2, box.hand.centery

    def char_pos(self, seat: int) -> tuple[int, int]:
        return self.seats[seat].chars[0].center

    def picker_area(self, *, with_caption: bool, caption_lines: int = 1) -> pygame.Rect:
        """Where a row of big character cards goes: the whole stage (the deck is hidden meanwhile)
        under the title, left of the Hint / Cancel column; `with_caption`: room under the cards for
        `caption_lines` lines of their captions."""
        px = self.px
        top = self.stage.y + px(66)
        caption = max(px(16), caption_lines * (self.fonts["small"] + px(3))) if with_caption else 0
        bottom = self.stage.bottom - px(8) - caption
        # the hint's glow spreads a tenth of a card's height around it (items.CardItem.paint): keep
        # that much free under the prompt's text, so a hinted card never covers the hint
        top += (bottom - top) // (HINT_GLOW_DIV + 1) + 1
        return pygame.Rect(self.stage.x + px(16), top, self.stage.w - px(16) - px(134), bottom - top)

    def under_prompt(self, keep: int) -> pygame.Rect:
        """The stage's room under the prompt's title and two lines of text (`TEXT_DROP`), right of the
        deck and the bank, left of the Hint / Cancel column, with `keep` pixels free at the bottom
        (for the turn's row of buttons)."""
        picker = self.picker_area(with_caption=False)
        top = self.content.y + self.px(64)
        return pygame.Rect(self.content.x, top, picker.right - self.content.x, picker.bottom - keep - top)


def row_rects(area: pygame.Rect, n: int, gap: int, max_h: int | None = None) -> list[pygame.Rect]:
    """`n` cards side by side, as large as `area` allows, centred in it."""
    if n <= 0:
        return []
    h = area.h if max_h is None else min(area.h, max_h)
    w = round(h * 2 / 3)
    if w * n + gap * (n - 1) > area.w:
        w = (area.w - gap * (n - 1)) // n
        h = round(w * 3 / 2)
    total = w * n + gap * (n - 1)
    x = area.x + (area.w - total) // 2
    y = area.y + (area.h - h) // 2
    return [pygame.Rect(x + i * (w + gap), y, w, h) for i in range(n)]


def tile_rows(
    area: pygame.Rect,
    n: int,
    width: int,
    height: int,
    gap: int,
    *,
    below: int = 0,
    least: int = 1,
    least_w: int = 1,
    row_gap: int | None = None,
) -> list[pygame.Rect]:
    """`n` district tiles of at most `width`×`height` (each with `below` pixels under it for a
    caption; `gap` between tiles, `row_gap` between rows) in rows centred in `area`. Of the ways to
    split them in rows, the one with the tallest (then widest) tiles that are still `least` pixels
    high and `least_w` wide (a name readable on them), else the tallest. Unlike a card, a tile shows
    its name readably even when low."""
    vgap = gap if row_gap is None else row_gap
    if n <= 0:
        return []
    best: tuple[tuple[bool, int, int], int, int, int, int] | None = None
    for rows in range(1, n + 1):
        cols = math.ceil(n / rows)
        if rows > 1 and math.ceil(n / (rows - 1)) == cols:
            continue  # the same columns in more rows: only lower
        w = min(width, (area.w - gap * (cols - 1)) // cols)
        h = min(height, (area.h - (vgap + below) * (rows - 1) - below) // rows)
        if w < 1 or h < 1:
            continue
        readable = h >= least and w >= least_w
        score = (readable, h, w)
        if best is None or score > best[0]:
            best = (score, rows, cols, w, h)
    if best is None:
        return [pygame.Rect(area.x, area.y, 1, 1) for _i in range(n)]
    _score, rows, cols, w, h = best
    top = area.y + (area.h - (rows * (h + below) + (rows - 1) * vgap)) // 2
    out: list[pygame.Rect] = []
    for row in range(rows):
        count = min(cols, n - row * cols)
        x = area.x + (area.w - (count * w + (count - 1) * gap)) // 2
        y = top + row * (h + below + vgap)
        out += [pygame.Rect(x + i * (w + gap), y, w, h) for i in range(count)]
    return out


#: the gap (at scale 1) between a card of the character line and its name
TRACK_NAME_GAP = 4
#: a hinted card's glow spreads its height // HINT_GLOW_DIV around it (the usual halo: less)
HINT_GLOW_DIV = 10
#: a column of city tiles is never narrower than this (at scale 1): the longest district name fits
TILE_COL_MIN_W = 112
#: the stage never gets shorter than this (at scale 1): the draft's nine cards and a prompt fit
STAGE_MIN_H = 186


def place_beside(
    size: tuple[int, int], anchor: pygame.Rect, bounds: pygame.Rect, avoid: list[pygame.Rect], gap: int
) -> tuple[pygame.Rect, int]:
    """Where a block of `size` goes next to `anchor` (a card's large preview beside the card): right,
    left, above or below it, each kept inside `bounds`; the first that covers neither the anchor
    nor anything in `avoid` (the other choices of the moment), else the one that covers least.
    Returns the rect and the area it covers."""
    spot, _hidden, covered = place_clear(size, anchor, bounds, avoid, gap, ())
    return spot, covered


def place_clear(size: tuple[int, int], anchor: pygame.Rect, bounds: pygame.Rect, avoid: list[pygame.Rect], gap: int,
                keep_clear: Sequence[pygame.Rect]) -> tuple[pygame.Rect, int, int]:  # fmt: skip
    """`place_beside`, where nothing in `keep_clear` (the prompt's question) is covered while any
    place leaves it whole: a place that would cover it is also tried moved off it (below, above or
    beside it). Returns the rect, the area of `keep_clear` it hides and the area of the rest it covers."""
    w, h = size
    spots = []
    for side in ("right", "left", "above", "below"):
        r = pygame.Rect(0, 0, w, h)
        if side == "right":
            r.midleft = (anchor.right + gap, anchor.centery)
        elif side == "left":
            r.midright = (anchor.x - gap, anchor.centery)
        elif side == "above":
            r.midbottom = (anchor.centerx, anchor.y - gap)
        else:
            r.midtop = (anchor.centerx, anchor.bottom + gap)
        spots.append(r.clamp(bounds))
    for r in list(spots):
        for clear in keep_clear:
            if r.colliderect(clear):
                spots += [r.move(0, clear.bottom + gap - r.y).clamp(bounds), r.move(0, clear.y - gap - r.bottom).clamp(bounds),
                          r.move(clear.right + gap - r.x, 0).clamp(bounds), r.move(clear.x - gap - r.right, 0).clamp(bounds)]  # fmt: skip

    def area(r: pygame.Rect, o: pygame.Rect) -> int:
        c = r.clip(o)
        return c.w * c.h

    def hidden(r: pygame.Rect) -> int:
        return sum(area(r, o) for o in keep_clear)

    def covered(r: pygame.Rect) -> int:
        return 4 * area(r, anchor) + sum(area(r, o) for o in avoid)

    best = min(spots, key=lambda r: (hidden(r), covered(r), spots.index(r)))
    return best, hidden(best), covered(best)


def compute_geo(
    size: tuple[int, int], players: int, home: int, completion: int, chars_per_player: int, ranks: int = 8
) -> Geo:
    w, h = size
    s = max(0.5, min(w / 1280, h / 720))

    def px(v: float) -> int:
        return max(1, round(v * s))

    m = px(8)
    n = max(1, players - 1)  # opponents
    crowded = n >= 6  # 7-8 players: a shorter home row, taller cities
    log_w = max(
        px(250), min(px(300), int(w * 0.21))
    )  # as wide with 8 players as with 4: its lines stay whole
    main = pygame.Rect(m, m, w - log_w - 3 * m, h - 2 * m)
    track_h, me_h = (px(74), px(188)) if crowded else (px(80), px(200))

    # opponents across the top, in seat order after the home seat; as tall as a complete city
    # needs (one more tile for the district being built), down to a stage that still fits.
    # Four opponents or more take the whole width (the log starts under them): names stay whole
    gap = px(6) if crowded else px(8)
    # four opponents or more, or nine characters: their row spans the window, the log starts below it
    wide_row = n >= 4 or ranks >= 9
    row_w = w - 2 * m if wide_row else main.w
    pw = min(px(560) if n == 1 else px(420) if n == 2 else px(360), (row_w - (n - 1) * gap) // n)
    pad = px(6) if crowded else px(8)
    inner = pw - 2 * pad
    max_cols = max(1, min(3, (inner + px(6)) // (px(TILE_COL_MIN_W) + px(6))))
    tile_h = px(21) if max_cols > 1 else px(19)
    rows = math.ceil((completion + 1) / max_cols)
    needed = 2 * pad + px(52) + rows * (tile_h + max(1, tile_h // 9))
    room = main.h - track_h - me_h - px(STAGE_MIN_H) - 3 * m
    opp_h = max(px(188), min(needed, room))
    opp = pygame.Rect(main.x, main.y, row_w, opp_h)
    # nine characters under a row of opponents as wide as the window: the character line spans it
    # too (each name on one line, "Tax Collector" whole), and the log starts under it
    wide_track = wide_row and ranks >= 9
    track = pygame.Rect(main.x, opp.bottom + m, row_w if wide_track else main.w, track_h)
    log_top = (track.bottom if wide_track else opp.bottom) + m if wide_row else m
    log_rect = pygame.Rect(main.right + m, log_top, log_w, h - m - log_top)
    header = pygame.Rect(log_rect.x, log_rect.y, log_rect.w, px(84))
    log_body = pygame.Rect(
        log_rect.x + px(4),
        header.bottom + px(4),
        log_rect.w - px(8),
        log_rect.bottom - header.bottom - px(10),
    )
    me = pygame.Rect(main.x, main.bottom - me_h, main.w, me_h)
    stage = pygame.Rect(main.x, track.bottom + m, main.w, me.y - m - (track.bottom + m))
    fonts = {
        "tiny": px(12), "small": px(13), "body": px(15), "name": px(16), "title": px(22), "big": px(26),
    }  # fmt: skip

    # the character line
    slot_w = min(px(160), track.w // ranks)
    x0 = track.x + (track.w - slot_w * ranks) // 2
    slots = [pygame.Rect(x0 + i * slot_w, track.y, slot_w, track.h) for i in range(ranks)]

    order = [(home + i) % players for i in range(1, players)]
    seats: dict[int, SeatBox] = {}
    x = opp.x + (opp.w - (pw * n + gap * (n - 1))) // 2
    for seat in order:
        panel = pygame.Rect(x, opp.y, pw, opp.h)
        seats[seat] = _seat_box(seat, panel, px, pad, chars_per_player, tile_h, max_cols)
        x += pw + gap

    # home: info | city | hand
    p = px(10)
    info = pygame.Rect(me.x + p, me.y + p, px(206) if chars_per_player == 1 else px(236), me.h - 2 * p)
    city = pygame.Rect(info.right + px(10), me.y + p, px(196), me.h - 2 * p)
    hand_area = pygame.Rect(city.right + px(16), me.y + px(4), me.right - city.right - px(34), me.h - px(8))
    name = pygame.Rect(info.x + px(26), info.y, info.w - px(26), px(24))
    crown = pygame.Rect(info.x, info.y, px(22), px(22))
    ch_h = min(px(104), info.h - px(32))
    ch_w = round(ch_h * 2 / 3)
    chars = [
        pygame.Rect(info.x + i * (ch_w + px(6)), info.y + px(30), ch_w, ch_h) for i in range(chars_per_player)
    ]
    col_x = chars[-1].right + px(12)
    gold = pygame.Rect(col_x, info.y + px(34), info.right - col_x, px(30))
    hand = pygame.Rect(col_x, gold.bottom + px(10), info.right - col_x, px(30))
    count = pygame.Rect(city.x, city.y, city.w, px(18))
    tiles = pygame.Rect(city.x, count.bottom + px(4), city.w, city.bottom - count.bottom - px(4))
    seats[home] = SeatBox(home, me, name, crown, chars, gold, hand, count, tiles, px(21), home=True)

    # the stage: deck and bank on the left, the decision in the middle; the prompt's title and
    # two lines of text sit above `content` (the prompts place their cards `px(64)` below its top)
    deck_h = min(px(92), stage.h - px(64))
    deck = pygame.Rect(stage.x + px(22), stage.y + px(16), round(deck_h * 2 / 3), deck_h)
    bank = pygame.Rect(deck.right + px(18), deck.y + deck_h // 2 - px(10), px(48), px(32))
    top = px(TEXT_DROP)
    content = pygame.Rect(
        bank.right + px(20),
        stage.y + px(6) + top,
        stage.right - bank.right - px(20) - px(14),
        stage.h - px(12) - top,
    )
    card_h = min(px(150), me.h - px(40))
    return Geo(size, s, main, log_rect, log_body, opp, track, stage, me, slots, seats, order, home, deck, bank,
               content, hand_area, card_h, header, fonts)  # fmt: skip


#: how far below the stage's top edge (+6) the prompts' `content` starts: the title and two lines of
#: text (a hint's reason) end above the cards the prompts lay out at `content.y + px(64)`
TEXT_DROP = 24


def _seat_box(
    seat: int, panel: pygame.Rect, px: Callable[[float], int], p: int, chars: int, tile_h: int, max_cols: int
) -> SeatBox:
    ch_h = px(46)
    ch_w = round(ch_h * 2 / 3)
    right = panel.right - p
    char_rects = [
        pygame.Rect(right - (chars - i) * (ch_w + px(3)) + px(3), panel.y + p, ch_w, ch_h)
        for i in range(chars)
    ]
    left_limit = char_rects[0].x - px(4)
    crown = pygame.Rect(panel.x + p, panel.y + p, px(20), px(20))
    name = pygame.Rect(crown.right + px(4), panel.y + p, left_limit - crown.right - px(4), px(22))
    # gold, hand and the city's count share one row left of the characters (drawn as a flow)
    gold = pygame.Rect(panel.x + p, panel.y + p + px(26), px(42), px(20))
    hand = pygame.Rect(gold.right + px(2), gold.y, px(40), px(20))
    count = pygame.Rect(hand.right + px(2), gold.y, max(px(12), left_limit - hand.right - px(2)), px(20))
    top = panel.y + p + px(52)
    tiles = pygame.Rect(panel.x + p, top, panel.w - 2 * p, panel.bottom - p - top)
    return SeatBox(seat, panel, name, crown, char_rects, gold, hand, count, tiles, tile_h, max_cols=max_cols)

"""The game table: every seat's city, gold, hand and characters, the character line 1–8, the deck,
the log — and, for the human whose decision it is, the controls for that decision.

How it works
* The engine state lives in the `GameSession`; the table only reads views and submits actions
  (`HumanController` for clicks and keys, `BotController` for bots thinking off the frame loop).
* Every event the engine emits becomes one animation step (`table_anim.Timeline`). What is drawn is
  `Shown`, the public state as animated, snapped to the real view whenever the animations are done.
  Human decisions are offered only then, so the player always sees what just happened.
* Private things (a hand, chosen characters, offered or drawn cards) are drawn only for `viewer`,
  the human who has confirmed at the screen. With several humans the table hides everything and
  pushes the hand-off screen whenever the next private decision belongs to another human.
* Drawing changes nothing. Static parts are rendered into cached layers (re-rendered only when what
  they show changes, on resize or on a language switch); a frame is mostly blits.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from citadels.app import cardart, decor, text, theme
from citadels.app import table_gfx as gfx
from citadels.app.botworker import BotHost, Job
from citadels.app.controllers import BotController, HumanController
from citadels.app.scene import Scene
from citadels.app.scenes.registry import register_screenshot
from citadels.app.session import GameSession
from citadels.app.table_anim import Anim, Banner, Crumble, Flip, Fly, Glow, Stamp, Step, Timeline
from citadels.app.table_items import CardItem
from citadels.app.table_log import LogBook, explain_reason
from citadels.app.table_model import (
    SCHOOL_TYPES,
    Choice,
    Shown,
    best_income_action,
    build_choice,
    char_name,
    destroy_choice,
    draw_option_text,
    has_district,
    income_amount,
    income_type,
    murder_choice,
    pending_income,
    rob_choice,
)
from citadels.app.widgets import Button, ScrollPanel, WidgetGroup, draw_tooltip
from citadels.engine import (
    Action,
    Build,
    Decision,
    Destroy,
    DiscardCharacter,
    DrawCards,
    EndTurn,
    ExchangeCard,
    FinishExchange,
    GraveyardDecline,
    GraveyardTake,
    IllegalActionError,
    KeepCard,
    LaboratoryDiscard,
    Murder,
    PickCharacter,
    PlayerView,
    Rob,
    SmithyDraw,
    SwapHands,
    TakeGold,
    TakeIncome,
    card,
)
from citadels.engine import events as ev
from citadels.i18n import _, character_name, district_name, district_type_name, language_version, ngettext

if TYPE_CHECKING:
    from citadels.app.app import App

log = logging.getLogger(__name__)

PRIVATE_ACTIONS = (PickCharacter, DiscardCharacter, KeepCard)
DRAFT = (Decision.DRAFT_PICK, Decision.DRAFT_DISCARD)
#: Seconds before the game-over screen once the last animation has played.
GAME_OVER_PAUSE = 0.8
#: Which sound wins when several events happen in one frame (animations off).
SOUND_PRIORITY = ("gameover", "murder", "destroy", "steal", "crown", "build", "reveal", "coin", "deal")
#: Seconds a card that just arrived in the hand is marked "new".
FRESH_SECONDS = 6.0
#: Seconds the pointer rests on a card before its large preview shows.
PREVIEW_DELAY = 0.12

# Base durations of the animations (seconds at "normal" speed).
T_FLY = 0.42
T_DEAL = 0.28
T_BANNER = 1.15
T_BANNER_SHORT = 0.7
T_FLIP = 0.5
T_STAMP = 0.55
T_CRUMBLE = 0.75


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
    cols: int
    home: bool = False

    def tile_rects(self, count: int, completion: int) -> list[pygame.Rect]:
        """Rects of `count + 1` tiles (the extra one is where the next district lands)."""
        cols = self.cols
        slots = max(count + 1, completion if self.home else count + 1)
        rows = max(1, math.ceil(slots / cols))
        gap = max(1, self.tile_h // 9)
        h = min(self.tile_h, (self.tiles.h + gap) // rows - gap)
        h = max(8, h)
        cw = (self.tiles.w - (cols - 1) * gap * 3) // cols
        out = []
        for i in range(count + 1):
            col, row = divmod(i, rows) if cols > 1 else (0, i)
            out.append(pygame.Rect(self.tiles.x + col * (cw + gap * 3), self.tiles.y + row * (h + gap), cw, h))
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


def compute_geo(size: tuple[int, int], players: int, home: int, completion: int, chars_per_player: int) -> Geo:
    w, h = size
    s = max(0.5, min(w / 1280, h / 720))

    def px(v: float) -> int:
        return max(1, round(v * s))

    m = px(8)
    log_w = max(px(250), min(px(300), int(w * 0.21)))
    main = pygame.Rect(m, m, w - log_w - 3 * m, h - 2 * m)
    log_rect = pygame.Rect(main.right + m, m, log_w, h - 2 * m)
    header = pygame.Rect(log_rect.x, log_rect.y, log_rect.w, px(84))
    log_body = pygame.Rect(log_rect.x + px(4), header.bottom + px(4), log_rect.w - px(8), log_rect.bottom - header.bottom - px(10))
    opp_h, track_h, me_h = px(188), px(80), px(200)
    opp = pygame.Rect(main.x, main.y, main.w, opp_h)
    track = pygame.Rect(main.x, opp.bottom + m, main.w, track_h)
    me = pygame.Rect(main.x, main.bottom - me_h, main.w, me_h)
    stage = pygame.Rect(main.x, track.bottom + m, main.w, me.y - m - (track.bottom + m))
    fonts = {
        "tiny": px(11), "small": px(13), "body": px(15), "name": px(16), "title": px(22), "big": px(26),
    }  # fmt: skip

    # the character line
    slot_w = min(px(160), main.w // 8)
    x0 = track.x + (track.w - slot_w * 8) // 2
    slots = [pygame.Rect(x0 + i * slot_w, track.y, slot_w, track.h) for i in range(8)]

    # opponents across the top, in seat order after the home seat
    order = [(home + i) % players for i in range(1, players)]
    seats: dict[int, SeatBox] = {}
    n = max(1, len(order))
    gap = px(8)
    pw = min(px(560) if n == 1 else px(420) if n == 2 else px(360), (opp.w - (n - 1) * gap) // n)
    x = opp.x + (opp.w - (pw * n + gap * (n - 1))) // 2
    for seat in order:
        panel = pygame.Rect(x, opp.y, pw, opp.h)
        seats[seat] = _seat_box(seat, panel, px, completion, chars_per_player)
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
    chars = [pygame.Rect(info.x + i * (ch_w + px(6)), info.y + px(30), ch_w, ch_h) for i in range(chars_per_player)]
    col_x = chars[-1].right + px(12)
    gold = pygame.Rect(col_x, info.y + px(34), info.right - col_x, px(30))
    hand = pygame.Rect(col_x, gold.bottom + px(10), info.right - col_x, px(30))
    count = pygame.Rect(city.x, city.y, city.w, px(18))
    tiles = pygame.Rect(city.x, count.bottom + px(4), city.w, city.bottom - count.bottom - px(4))
    seats[home] = SeatBox(home, me, name, crown, chars, gold, hand, count, tiles, px(21), 1, home=True)

    # the stage: deck and bank on the left, the decision in the middle
    deck_h = min(px(92), stage.h - px(64))
    deck = pygame.Rect(stage.x + px(22), stage.y + px(16), round(deck_h * 2 / 3), deck_h)
    bank = pygame.Rect(deck.right + px(18), deck.y + deck_h // 2 - px(10), px(48), px(32))
    content = pygame.Rect(bank.right + px(20), stage.y + px(6), stage.right - bank.right - px(20) - px(14), stage.h - px(12))
    card_h = px(150)
    return Geo(size, s, main, log_rect, log_body, opp, track, stage, me, slots, seats, order, home, deck, bank,
               content, hand_area, card_h, header, fonts)  # fmt: skip


def _seat_box(seat: int, panel: pygame.Rect, px: Callable[[float], int], completion: int, chars: int) -> SeatBox:
    p = px(8)
    ch_h = px(46)
    ch_w = round(ch_h * 2 / 3)
    right = panel.right - p
    char_rects = [pygame.Rect(right - (chars - i) * (ch_w + px(3)) + px(3), panel.y + p, ch_w, ch_h) for i in range(chars)]
    left_limit = char_rects[0].x - px(4)
    crown = pygame.Rect(panel.x + p, panel.y + p, px(20), px(20))
    name = pygame.Rect(crown.right + px(4), panel.y + p, left_limit - crown.right - px(4), px(22))
    gold = pygame.Rect(panel.x + p, panel.y + p + px(26), px(42), px(20))
    hand = pygame.Rect(gold.right + px(2), gold.y, px(40), px(20))
    count = pygame.Rect(hand.right + px(2), gold.y, max(px(12), left_limit - hand.right - px(2)), px(20))
    top = panel.y + p + px(52)
    tiles = pygame.Rect(panel.x + p, top, panel.w - 2 * p, panel.bottom - p - top)
    cols = 3 if panel.w >= px(500) else 2 if panel.w >= px(300) else 1
    tile_h = px(22) if cols == 2 else px(19)
    return SeatBox(seat, panel, name, crown, char_rects, gold, hand, count, tiles, tile_h, cols)


# ================================================================================================
# The scene
# ================================================================================================


class TableScene(Scene):
    """The table for one `GameSession`. Replaces itself with the game-over screen at the end."""

    name = "table"

    def __init__(
        self,
        app: App,
        session: GameSession,
        *,
        bot_processes: str = "auto",
        animate_history: bool | None = None,
        hint_budget: float = 0.5,
    ) -> None:
        super().__init__(app)
        self.session = session
        self.host = BotHost(bot_processes)
        self.hint_budget = hint_budget
        self.humans = session.human_seats
        self.controllers: dict[int, HumanController | BotController] = {}
        for seat, setup in enumerate(session.setup.seats):
            if setup.is_human:
                self.controllers[seat] = HumanController(session, seat)
            else:
                self.controllers[seat] = BotController(session, seat, setup.bot, self.host)
        # who may see their secrets: the single human, or the one who confirmed at the hand-off
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.last_human: int | None = self.viewer
        self.awaiting: int | None = None  # a human we are waiting for at the hand-off screen
        first_view = session.view(0)
        self.completion = first_view.completion  # fixed for the game
        self.characters = first_view.characters
        self.timeline = Timeline()
        self.log = LogBook(session.names)
        self.time = 0.0
        self.fresh: dict[int, float] = {}  # card id -> until when it is marked "new"
        self._pending_sound: str | None = None
        self._hand_ids: set[int] | None = None
        self._hand_viewer: int | None = None
        if animate_history is None:
            animate_history = not session.actions and bool(session.history)
        self.seen = 0
        self._reason_at: dict[int, object] = {}
        if animate_history:
            self.shown = Shown.empty(session.players)
            self._ingest()
        else:
            self.shown = Shown.of(session.public_view())
            for event in session.history:
                self.log.add_event(event)
            self.seen = len(session.history)
        self.synced = self.timeline.idle
        # interaction
        self.mode = "normal"  # normal | murder | rob | swap | exchange | destroy | lab | school
        self.selected: list[int] = []
        self.hint_job: Job | None = None
        self.hint: tuple[Action, str] | None = None
        self.hint_for = -1  # len(session.actions) the hint was asked at
        self.toast: tuple[str, float] | None = None
        self.over_wait = 0.0
        self.finished = False
        self._announced = -1
        self._auto_checked = -1

        # widgets
        self.ui = WidgetGroup(feedback=self._feedback)
        self.items: list[CardItem] = []
        self.buttons: list[Button] = []
        self.digits: dict[int, Callable[[], Any]] = {}
        self.hover: CardItem | None = None
        self.hover_time = 0.0
        self.pointer: tuple[int, int] | None = None
        self.zones: list[tuple[pygame.Rect, tuple[str, str] | None, str]] = []
        self.menu_button = Button(lambda: _("Menu"), self.open_menu, style="ghost", tooltip=lambda: _("Pause: rules, settings, leave the game (Esc)"))
        self.sound_button = Button(self._sound_label, self.toggle_sound, style="ghost", tooltip=lambda: _("Sound on or off"))
        self.hint_button = Button(lambda: _("Hint"), self.ask_hint, style="secondary", shortcut=pygame.K_h, shortcut_label="H",
                                  tooltip=lambda: _("Ask for a suggestion for this decision"))  # fmt: skip
        self.log_panel = ScrollPanel(step=40)
        self._log_follow = True
        self._ui_key: tuple[Any, ...] | None = None
        self._layers: dict[str, tuple[tuple[Any, ...], pygame.Surface]] = {}
        self._base: pygame.Surface | None = None
        self._base_keys: dict[str, tuple[Any, ...]] = {}
        self.geo = compute_geo(app.size, session.players, self.home, self.completion, self._chars_per_player())
        self.prompt: tuple[str, str] = ("", "")
        self.prompt_hint = False
        self._note_fresh_cards()  # the hand as it is now: later arrivals are "new"

    # ------------------------------------------------------------------ small helpers
    @property
    def settings(self) -> Any:
        return self.app.settings

    def _chars_per_player(self) -> int:
        s = self.session.state
        return s.rules.chars_per_player if s is not None else 1

    @property
    def home(self) -> int:
        """The seat drawn at the bottom: the viewer, else the human about to play, else seat 0."""
        if self.viewer is not None:
            return self.viewer
        if self.awaiting is not None:
            return self.awaiting
        if self.last_human is not None:
            return self.last_human
        return self.humans[0] if self.humans else 0

    def names(self) -> tuple[str, ...]:
        return self.session.names

    def _feedback(self, kind: str) -> None:
        self.app.sound.play(kind)

    def _sound_label(self) -> str:
        return _("Sound: on") if self.settings.sound else _("Sound: off")

    def speed(self) -> float:
        try:
            return float(self.settings.speed_factor)
        except Exception:  # noqa: BLE001
            return 1.0

    def view(self) -> PlayerView | None:
        """The viewer's view (None when nobody's secrets may be shown)."""
        return self.session.view(self.viewer) if self.viewer is not None else None

    def public(self) -> PlayerView:
        return self.session.public_view()

    @property
    def my_turn(self) -> bool:
        """The viewer owes the decision and the table is ready for it."""
        return (
            self.viewer is not None
            and not self.session.game_over
            and self.session.to_move == self.viewer
            and self.timeline.idle
            and self.awaiting is None
        )

    # ------------------------------------------------------------------ lifecycle
    def enter(self) -> None:
        self._relayout()
        if any(isinstance(c, BotController) and c.bot == "hard" for c in self.controllers.values()):
            self.host.start_process()  # warm it up while the cards are dealt

    def exit(self) -> None:
        self.host.close()

    def resume(self) -> None:
        if self.geo.size != self.app.size:
            self._relayout()
        self._ui_key = None

    def resize(self, size: tuple[int, int]) -> None:
        self._relayout()

    def language_changed(self) -> None:
        self._layers.clear()
        self._relayout()

    def confirm_quit(self) -> bool:
        return not self.session.game_over

    def _relayout(self) -> None:
        self.geo = compute_geo(self.app.size, self.session.players, self.home, self.completion, self._chars_per_player())
        g = self.geo
        px = g.px
        bw = (g.header.w - px(16) - px(8)) // 2
        self.menu_button.rect = pygame.Rect(g.header.x + px(8), g.header.bottom - px(38), bw, px(32))
        self.sound_button.rect = pygame.Rect(self.menu_button.rect.right + px(8), g.header.bottom - px(38), bw, px(32))
        self.hint_button.rect = pygame.Rect(g.stage.right - px(118), g.stage.y + px(10), px(108), px(34))
        self.log_panel.rect = g.log_body
        self._layers.clear()
        self._ui_key = None
        self._log_follow = True

    # ------------------------------------------------------------------ events from the engine
    def _ingest(self) -> None:
        """Queue animation steps for events the session has that the table has not seen."""
        history = self.session.history
        if self.seen >= len(history):
            return
        self._note_fresh_cards()
        for sub in self.session.actions:
            if sub.first_event < self.seen or sub.reason is None or isinstance(sub.action, PRIVATE_ACTIONS):
                continue
            carrier = None
            for i in range(sub.first_event, sub.first_event + sub.events):
                if self.log.line(_entry(history[i]), None)[1]:
                    carrier = i
                    break
            if carrier is not None:
                self._reason_at[carrier] = sub.reason
        i = self.seen
        while i < len(history):
            event = history[i]
            batch = [(i, event)]
            if isinstance(event, ev.CardsDealt):  # deal to every seat at once
                while i + 1 < len(history) and isinstance(history[i + 1], ev.CardsDealt):
                    i += 1
                    batch.append((i, history[i]))
            self.timeline.add(Step(batch, build=self._build_anims, on_start=self._step_start, on_end=self._step_end))
            i += 1
        self.seen = len(history)
        self.synced = False

    def _note_fresh_cards(self) -> None:
        """Cards that just arrived in the viewer's hand are marked "new" for a few seconds."""
        if self.viewer is None:
            self._hand_ids = None
            return
        now = {c.id for c in self.session.view(self.viewer).hand}
        if self._hand_ids is not None and self._hand_viewer == self.viewer:
            for cid in now - self._hand_ids:
                self.fresh[cid] = self.time + FRESH_SECONDS
        self._hand_ids, self._hand_viewer = now, self.viewer

    def _step_start(self, step: Step) -> None:
        batch: list[tuple[int, ev.Event]] = step.payload  # type: ignore[assignment]
        for index, event in batch:
            self.shown.apply_start(event)
            self.log.add_event(event)
            reason = self._reason_at.pop(index, None)
            if reason is not None:
                self.log.add_reason(reason)
        if not self.timeline.skipping:
            self._sound_for(batch[0][1])

    def _step_end(self, step: Step) -> None:
        for _index, event in step.payload:  # type: ignore[attr-defined]
            self.shown.apply_end(event)

    def _sound_for(self, event: ev.Event) -> None:
        name = {
            ev.CardsDealt: "deal", ev.CharacterRevealed: "reveal", ev.Murdered: "murder", ev.Robbed: "steal",
            ev.GoldStolen: "coin", ev.GoldTaken: "coin", ev.GoldPaid: "coin", ev.CardsDrawn: "deal",
            ev.Built: "build", ev.Destroyed: "destroy", ev.CrownPassed: "crown", ev.HandsSwapped: "deal",
            ev.GameEnded: "gameover",
        }.get(type(event))  # fmt: skip
        if not name:
            return
        if self.timeline.speed > 0:
            self.app.sound.play(name)
        elif self._pending_sound is None or SOUND_PRIORITY.index(name) < SOUND_PRIORITY.index(self._pending_sound):
            # without animations a whole turn happens in one frame: play only its loudest moment
            self._pending_sound = name

    # ------------------------------------------------------------------ animations
    def _build_anims(self, step: Step) -> list[Anim]:
        out: list[Anim] = []
        batch: list[tuple[int, ev.Event]] = step.payload  # type: ignore[assignment]
        for k, (_i, event) in enumerate(batch):
            out += self._anims_for(event, delay=k * 0.05)
        return out

    def _anims_for(self, e: ev.Event, delay: float = 0.0) -> list[Anim]:
        g = self.geo
        px = g.px
        stage_c = g.stage.center
        ribbon_w = min(g.stage.w - px(40), px(620))
        names = self.names()

        def banner(title: str, sub: str = "", t: float = T_BANNER) -> Banner:
            return Banner(title, sub, (stage_c[0], stage_c[1]), ribbon_w, t, delay, scale=g.s)

        def coins(src: tuple[int, int], dst: tuple[int, int], amount: int) -> list[Anim]:
            d = px(22)
            sprite = cardart.coin(None, d)
            return [Fly(sprite, src, dst, T_FLY, delay + i * 0.07, arc=0.25) for i in range(min(6, max(1, amount)))]

        def backs(src: tuple[int, int], dst: tuple[int, int], count: int, t: float = T_FLY) -> list[Anim]:
            sprite = cardart.card_back(cardart.card_size(px(54)))
            return [Fly(sprite, src, dst, t, delay + i * 0.06, arc=0.15) for i in range(min(5, max(1, count)))]

        match e:
            case ev.GameStarted(players=players, completion_size=size):
                return [banner(_("The game begins"), _("{players} players · cities complete at {size} districts").format(players=players, size=size))]
            case ev.CardsDealt(seat=seat, count=count):
                return backs(g.deck.center, self._hand_pos(seat), count, T_DEAL)
            case ev.RoundStarted(round=rnd, crown=crown):
                return [banner(_("Round {round}").format(round=rnd), _("{name} has the crown: choose your characters").format(name=names[crown]))]
            case ev.CharactersDiscardedFaceUp(ranks=ranks):
                out: list[Anim] = []
                for i, rank in enumerate(ranks):
                    r = self._slot_card(rank)
                    out.append(Flip(cardart.character_back(r.size), cardart.character_card(self._char_id(rank), r.size), r.center, T_FLIP, delay + i * 0.15))
                return out
            case ev.CharacterChosen(seat=seat):
                size = cardart.card_size(px(48))
                return [Fly(cardart.character_back(size), stage_c, self._char_pos(seat), T_FLY * 0.8, delay, arc=0.1)]
            case ev.RankCalled(rank=rank, seat=None):
                name = character_name(self._char_id(rank))
                if rank == self.shown.murdered:
                    return [banner(_("The {character} is called").format(character=name), _("The {character} was murdered and stays silent").format(character=name), T_BANNER_SHORT)]
                return [banner(_("The {character} is called").format(character=name), _("Nobody answers"), T_BANNER_SHORT)]
            case ev.CharacterRevealed(seat=seat, rank=rank):
                r = self._slot_card(rank)
                box = g.seats[seat].panel
                return [
                    banner(character_name(self._char_id(rank)), _("{name} reveals the {character}").format(name=names[seat], character=character_name(self._char_id(rank)))),
                    Flip(cardart.character_back(r.size), cardart.character_card(self._char_id(rank), r.size), r.center, T_FLIP, delay),
                    Glow(box, theme.GOLD_LIGHT, 0.9, delay, radius=px(10)),
                ]  # fmt: skip
            case ev.Murdered(seat=seat, rank=rank):
                r = self._slot_card(rank)
                return [
                    Stamp(gfx.marker("skull", px(40)), r.center, T_STAMP, delay),
                    banner(_("{name} murders the {character}").format(name=names[seat], character=character_name(self._char_id(rank))), "", T_BANNER_SHORT + 0.3),
                ]  # fmt: skip
            case ev.Robbed(seat=seat, rank=rank):
                r = self._slot_card(rank)
                return [
                    Stamp(gfx.marker("moneybag", px(40)), r.center, T_STAMP, delay),
                    banner(_("{name} will rob the {character}").format(name=names[seat], character=character_name(self._char_id(rank))), "", T_BANNER_SHORT + 0.3),
                ]  # fmt: skip
            case ev.GoldStolen(thief=thief, victim=victim, amount=amount):
                if amount <= 0:
                    return []
                return coins(self._gold_pos(victim), self._gold_pos(thief), amount)
            case ev.GoldTaken(seat=seat, amount=amount):
                return coins(g.bank.center, self._gold_pos(seat), amount) if amount > 0 else []
            case ev.GoldPaid(seat=seat, amount=amount):
                return coins(self._gold_pos(seat), g.bank.center, amount) if amount > 0 else []
            case ev.CardsDrawn(seat=seat, count=count, source=source):
                if count <= 0:
                    return []
                dst = stage_c if (source == "resource" and seat == self.viewer) else self._hand_pos(seat)
                return backs(g.deck.center, dst, count)
            case ev.CardKept(seat=seat, returned=returned):
                return backs(stage_c if seat == self.viewer else self._hand_pos(seat), g.deck.center, returned) if returned else []
            case ev.CardsExchanged(seat=seat, count=count):
                return backs(self._hand_pos(seat), g.deck.center, count) if count else []
            case ev.HandsSwapped(seat=seat, target=target, gave=gave, got=got):
                a, b = self._hand_pos(seat), self._hand_pos(target)
                return backs(a, b, max(1, gave)) + backs(b, a, max(1, got))
            case ev.CardDiscarded(seat=seat, card=card_id):
                size = cardart.card_size(px(80))
                return [Fly(cardart.district_card(card(card_id).kind.name, size), self._hand_pos(seat), g.deck.center, T_FLY, delay)]
            case ev.Built(seat=seat, card=card_id):
                c = card(card_id)
                box = g.seats[seat]
                rects = box.tile_rects(len(self.shown.city[seat]), self.completion)
                dst = rects[min(len(rects) - 1, len(self.shown.city[seat]))]
                size = cardart.card_size(px(96))
                sprite = cardart.district_card(c.kind.name, size)
                tile = gfx.district_tile(c.kind.name, dst.size)
                return [Fly(sprite, self._hand_pos(seat), dst.center, T_FLY + 0.15, delay, arc=0.2, end_sprite=tile),
                        Glow(dst, theme.TYPE_COLOURS[c.dtype], 0.5, delay + T_FLY + 0.1, radius=px(4))]  # fmt: skip
            case ev.CityCompleted(seat=seat, first=first):
                if first:
                    return [banner(_("{name} completes the city!").format(name=names[seat]), _("This is the last round."))]
                return [banner(_("{name} completes the city too").format(name=names[seat]), "", T_BANNER_SHORT + 0.3)]
            case ev.Destroyed(seat=seat, target=target, card=card_id, paid=paid):
                c = card(card_id)
                box = g.seats[target]
                city = self.shown.city[target]
                idx = next((i for i, d in enumerate(city) if d.id == card_id), None)
                out = coins(self._gold_pos(seat), g.bank.center, paid) if paid else []
                if idx is not None:
                    r = box.tile_rects(len(city), self.completion)[idx]
                    out.append(Crumble(gfx.district_tile(c.kind.name, r.size), r, T_CRUMBLE, delay))
                out.append(banner(_("{name} destroys the {district}").format(name=names[seat], district=district_name(c.kind.name)),
                                  _("in the city of {target}").format(target=names[target]), T_BANNER_SHORT + 0.4))  # fmt: skip
                return out
            case ev.GraveyardUsed(seat=seat, card=card_id, taken=True):
                size = cardart.card_size(px(80))
                return [Fly(cardart.district_card(card(card_id).kind.name, size), stage_c, self._hand_pos(seat), T_FLY, delay)]
            case ev.CrownPassed(from_seat=src, to_seat=dst):
                sprite = cardart.crown(px(34))
                start = g.seats[src].crown.center if src in g.seats else stage_c
                return [Fly(sprite, start, g.seats[dst].crown.center, T_FLY + 0.25, delay, arc=0.35)]
            case ev.MurderedRevealed(rank=rank, seat=seat):
                name = character_name(self._char_id(rank))
                if seat is None:
                    return [banner(_("Nobody had the {character}").format(character=name), _("The murder was in vain."), T_BANNER_SHORT + 0.3)]
                return [banner(_("The murdered {character} was {name}").format(character=name, name=names[seat]), "", T_BANNER_SHORT + 0.4)]
            case ev.GameEnded(winner=winner):
                return [banner(_("Game over"), _("{name} wins!").format(name=names[winner]), T_BANNER + 0.4)]
        return []

    def _char_id(self, rank: int) -> str:
        return self.characters[rank - 1].name

    def _slot_card(self, rank: int) -> pygame.Rect:
        slot = self.geo.slots[rank - 1]
        h = slot.h - self.geo.px(12)
        w = round(h * 2 / 3)
        return pygame.Rect(slot.x + self.geo.px(6), slot.y + self.geo.px(6), w, h)

    def _gold_pos(self, seat: int) -> tuple[int, int]:
        box = self.geo.seats[seat]
        return box.gold.x + box.gold.h // 2, box.gold.centery

    def _hand_pos(self, seat: int) -> tuple[int, int]:
        if seat == self.geo.home:
            return self.geo.hand_area.center
        box = self.geo.seats[seat]
        return box.hand.x + box.hand.h // 2, box.hand.centery

    def _char_pos(self, seat: int) -> tuple[int, int]:
        box = self.geo.seats[seat]
        return box.chars[0].center

    # ------------------------------------------------------------------ the frame
    def update(self, dt: float) -> None:
        self.time += dt
        self.host.poll()
        if len(self.session.history) > self.seen:
            self._ingest()  # actions submitted from elsewhere (tools, tests) are shown too
        self.timeline.speed = self.speed()
        self.timeline.update(dt)
        if self.toast is not None:
            self.toast = (self.toast[0], self.toast[1] - dt) if self.toast[1] > dt else None
        idle = self.timeline.idle
        if idle and not self.synced:
            self.shown.sync(self.session.public_view())
            self.synced = True
        if idle and not self.finished:
            self._idle_duties(dt)
        # bots think while animations play; they act once the table has caught up
        for ctrl in self.controllers.values():
            if isinstance(ctrl, BotController) and ctrl.due:
                ctrl.speed = getattr(self.settings, "animation_speed", "normal")
                answer = ctrl.update(dt, ready=idle and self.awaiting is None and not self.finished)
                if answer is not None:
                    self._submit(ctrl.seat, [answer.action], reason=answer.reason)
                    break
        self._poll_hint()
        if self._pending_sound is not None:
            self.app.sound.play(self._pending_sound)
            self._pending_sound = None
        self._refresh_ui()
        self._sync_log()
        self.log_panel.update(dt)
        self.ui.update(dt)
        if self.hover is not None and self.pointer is not None and self.hover.contains(self.pointer):
            self.hover_time += dt
        elif self.pointer is not None and self._zone_at(self.pointer) is not None:
            self.hover_time += dt
        else:
            self.hover_time = 0.0

    def _idle_duties(self, dt: float) -> None:
        session = self.session
        if session.game_over:
            self.over_wait += dt
            if self.over_wait >= GAME_OVER_PAUSE / max(0.5, self.speed() or 4.0):
                self._finish()
            return
        seat = session.to_move
        if session.is_human(seat):
            if len(self.humans) >= 2 and seat != self.viewer:
                self._handoff(seat)
                return
            stamp = len(session.actions)
            if self._announced != stamp and seat == self.viewer:
                self._announced = stamp
                if session.decision in (Decision.GATHER, Decision.DRAFT_PICK, Decision.GRAVEYARD) and len(self.humans) == 1:
                    # with several humans the hand-off screen rings instead
                    self.app.sound.play("turn")
            self._auto_income()

    def _handoff(self, seat: int) -> None:
        """Hide everything and ask the next human to come to the screen."""
        self.viewer = None
        self.awaiting = seat
        self.mode, self.selected = "normal", []
        self._cancel_hint()
        self._relayout()
        name = self.session.name(seat)
        detail = self._handoff_detail(seat)

        def ready() -> None:
            self.viewer = seat
            self.last_human = seat
            self.awaiting = None
            self._note_fresh_cards()
            self._relayout()

        try:
            from citadels.app.scenes.handoff import HandoffScene

            self.app.push(HandoffScene(self.app, name, ready, detail=detail))
        except ImportError:
            self.app.push(_FallbackHandoff(self.app, name, ready))

    def _handoff_detail(self, seat: int) -> Callable[[], str]:
        decision = self.session.decision

        def detail() -> str:
            if decision in DRAFT:
                return _("It is your turn to choose a character.")
            if decision == Decision.GRAVEYARD:
                return _("The Warlord destroyed a district: you may keep it with your Graveyard.")
            return _("It is your turn.")

        return detail

    def _finish(self) -> None:
        self.finished = True
        self.host.close()
        try:
            from citadels.app.scenes.gameover import GameOverScene
        except ImportError:
            log.warning("no game-over screen in this build; back to the menu")
            self.app.go_to_menu()
            return
        self.app.replace(GameOverScene(self.app, self.session))

    # ------------------------------------------------------------------ submitting
    def _submit(self, seat: int, actions: Sequence[Action], reason: object | None = None) -> bool:
        """Send actions for `seat` through the session (the only way the game changes)."""
        ctrl = self.controllers[seat]
        try:
            for i, action in enumerate(actions):
                if isinstance(ctrl, BotController):
                    self.session.submit(seat, action, reason=reason if i == 0 else None)
                else:
                    ctrl.submit(action)
        except IllegalActionError as exc:
            log.warning("refused: %s", exc)
            self.toast = (_("That is not allowed now."), 2.5)
            self._ingest()
            return False
        finally:
            self.mode, self.selected = "normal", []
            self._cancel_hint()
        self._ingest()
        self._ui_key = None
        return True

    def act(self, actions: Sequence[Action]) -> bool:
        """The viewer plays `actions` (the UI's single door to the session)."""
        if not self.my_turn or self.viewer is None:
            return False
        return self._submit(self.viewer, actions)

    def _auto_income(self) -> None:
        """With automatic income on, collect it for the human at the best moment: as soon as no
        build this turn could add a district of the character's type."""
        if not getattr(self.settings, "auto_income", False) or not self.my_turn:
            return
        if self.session.decision != Decision.MAIN:
            return
        stamp = len(self.session.actions)
        if self._auto_checked == stamp:
            return
        self._auto_checked = stamp
        view = self.view()
        assert view is not None
        legal = self.session.legal(self.viewer)  # type: ignore[arg-type]
        best = best_income_action(view, legal)
        if best is None:
            return
        amount = income_amount(view, best.school_type)
        if amount <= 0:
            return
        dtype = income_type(view)
        me = view.me()
        if view.builds_left > 0:
            for c in view.hand:
                if c.dtype == dtype and all(d.kind is not c.kind for d in me.city) and c.cost <= me.gold + amount:
                    return  # building it first pays more
        self.act([best])

    # ------------------------------------------------------------------ hints
    def ask_hint(self) -> None:
        if not self.my_turn or self.hint_job is not None:
            return
        view = self.view()
        assert view is not None and self.viewer is not None
        legal = self.session.legal(self.viewer)
        self.hint = None
        self.hint_for = len(self.session.actions)
        self.hint_job = self.host.hint(view, legal, seed=self.session.seed + self.hint_for, budget_s=self.hint_budget)
        self._ui_key = None

    def _cancel_hint(self) -> None:
        self.host.cancel(self.hint_job)
        self.hint_job = None
        self.hint = None

    def _poll_hint(self) -> None:
        job = self.hint_job
        if job is None or not job.done:
            return
        self.hint_job = None
        if job.cancelled or self.hint_for != len(self.session.actions):
            return
        if job.error is not None:
            self.toast = (_("No hint is available right now."), 2.5)
            self._ui_key = None
            return
        action, reason = job.value
        self.hint = (action, explain_reason(reason, self.names()))
        self._ui_key = None

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN) and hasattr(event, "pos"):
            self.pointer = tuple(event.pos)  # type: ignore[assignment]
            self._update_hover(self.pointer)  # type: ignore[arg-type]
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_SPACE:
                self.skip_animations()
                return
            if event.key == pygame.K_ESCAPE:
                if self.mode != "normal":
                    self.cancel_mode()
                else:
                    self.open_menu()
                return
            digit = _digit(event)
            if digit is not None and digit in self.digits:
                self.digits[digit]()
                return
            if event.key == pygame.K_m and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
                self.toggle_sound()
                return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END):
            self.log_panel.focused = True
            self.log_panel.handle_event(event)
            self.log_panel.focused = False
            self._log_follow = self.log_panel.target >= self.log_panel.max_offset - 2
            return
        if self.log_panel.handle_event(event):
            self._log_follow = self.log_panel.target >= self.log_panel.max_offset - 2
            return
        self.ui.handle_event(event)
        if event.type in (pygame.MOUSEWHEEL, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            self._log_follow = self.log_panel.target >= self.log_panel.max_offset - 2

    def _update_hover(self, pos: tuple[int, int]) -> None:
        found = None
        # topmost first: the hovered card keeps priority so it does not flicker
        if self.hover is not None and self.hover in self.items and self.hover.contains(pos):
            found = self.hover
        else:
            for item in reversed(self.items):
                if item.visible and item.rect.collidepoint(pos):
                    found = item
                    break
        for item in self.items:
            item.hovered = item is found
        if found is not self.hover:
            self.hover_time = 0.0
        self.hover = found

    def skip_animations(self) -> None:
        if not self.timeline.idle:
            self.timeline.skip()

    def cancel_mode(self) -> None:
        self.mode, self.selected = "normal", []
        self._ui_key = None

    def set_mode(self, mode: str) -> None:
        if self.my_turn:
            self.mode, self.selected = mode, []
            self._ui_key = None

    def toggle_sound(self) -> None:
        try:
            self.app.update_settings(sound=not self.settings.sound)
        except Exception:  # noqa: BLE001
            self.app.sound.set_enabled(not self.app.sound.enabled)

    def open_menu(self) -> None:
        from citadels.app.scenes.table_menu import TableMenuScene

        self.app.push(TableMenuScene(self.app, self))

    # ------------------------------------------------------------------ the widgets of the moment
    def _ui_state(self) -> tuple[Any, ...]:
        view_hand = ()
        if self.viewer is not None:
            view_hand = tuple(c.id for c in self.session.view(self.viewer).hand)
        return (
            self.geo.size, language_version(), self.viewer, self.awaiting, self.session.decision,
            self.session.to_move, self.timeline.idle, self.mode, tuple(self.selected), len(self.session.actions),
            self.hint, self.hint_job is not None, view_hand, bool(getattr(self.settings, "auto_income", False)),
            self.finished, tuple(sorted(cid for cid, until in self.fresh.items() if until > self.time)),
        )  # fmt: skip

    def _refresh_ui(self) -> None:
        key = self._ui_state()
        if key == self._ui_key:
            return
        self._ui_key = key
        focus_key = getattr(self.ui.focus, "key", None) if self.ui.focus is not None else None
        focus_button = self.ui.focus if isinstance(self.ui.focus, Button) else None
        keyboard = self.ui.keyboard_mode
        self.ui.clear()
        self.items = []
        self.buttons = []
        self.digits = {}
        self.prompt = ("", "")
        self.prompt_hint = False
        self._build_widgets()
        self.ui.add(*self.items)
        self.ui.add(*self.buttons)
        self.ui.add(self.hint_button, self.menu_button, self.sound_button)
        # keep the keyboard focus where it was
        for w in self.ui.focusables():
            if (focus_key is not None and getattr(w, "key", None) == focus_key) or (focus_button is not None and w is focus_button):
                self.ui.set_focus(w)
                break
        self.ui.keyboard_mode = keyboard
        if self.hint is not None:
            self._mark_hint()
        if self.pointer is not None:
            self._update_hover(self.pointer)

    def _mark_hint(self) -> None:
        assert self.hint is not None
        action = self.hint[0]
        for item in self.items:
            item.hint = bool(item.actions) and item.actions[-1] == action
        for button in self.buttons:
            acts = getattr(button, "actions", ())
            button.hint = action in acts  # type: ignore[attr-defined]

    def _button(
        self,
        label: Callable[[], str] | str,
        on_click: Callable[[], None],
        rect: pygame.Rect,
        *,
        style: str = "secondary",
        tooltip: Callable[[], str] | str | None = None,
        disabled: str = "",
        actions: Sequence[Action] = (),
        digit: int | None = None,
        shortcut: int | None = None,
        shortcut_label: str | None = None,
    ) -> Button:
        button = Button(label, on_click, rect=rect, style=style, tooltip=tooltip, shortcut=shortcut, shortcut_label=shortcut_label)  # type: ignore[arg-type]
        if disabled:
            button.disable(disabled)
        button.actions = tuple(actions)  # type: ignore[attr-defined]
        button.hint = False  # type: ignore[attr-defined]
        if digit is not None and button.enabled:
            self.digits[digit] = button.click
        self.buttons.append(button)
        return button

    def _build_widgets(self) -> None:
        g = self.geo
        session = self.session
        viewer = self.viewer
        self.hint_button.visible = self.my_turn and session.decision != Decision.GAME_OVER
        if self.hint_job is not None:
            self.hint_button.disable(lambda: _("Thinking…"))
        else:
            self.hint_button.enable()
        # the viewer's hand, fanned (face up only for the viewer)
        view = self.view()
        legal = session.legal(viewer) if (viewer is not None and self.my_turn) else []
        if view is not None:
            self._hand_items(view, legal)
        if self.finished or session.game_over:
            return
        if not self.my_turn or view is None:
            self._waiting_prompt()
            return
        decision = session.decision
        if decision in DRAFT:
            self._draft_widgets(view, legal)
        elif decision == Decision.GATHER:
            self._gather_widgets(view, legal)
        elif decision == Decision.KEEP:
            self._keep_widgets(view, legal)
        elif decision == Decision.MAIN:
            self._main_widgets(view, legal)
        elif decision == Decision.EXCHANGE:
            self._exchange_state_widgets(view, legal)
        elif decision == Decision.GRAVEYARD:
            self._graveyard_widgets(view, legal)
        if self.hint is not None:
            action, reason = self.hint
            line = _("Hint: {action}").format(action=describe_action(action, view, self.session.names))
            if reason:
                line += " — " + reason
            self.prompt = (self.prompt[0], line)
            self.prompt_hint = True
        del g

    # -- the hand
    def _hand_items(self, view: PlayerView, legal: list[Action]) -> None:
        g = self.geo
        hand = list(view.hand)
        area = g.hand_area
        n = len(hand)
        if n == 0:
            return
        h = min(g.card_h, area.h - g.px(8))
        w = round(h * 2 / 3)
        step = min(w + g.px(8), (area.w - w) / max(1, n - 1)) if n > 1 else 0
        total = w + step * (n - 1)
        x0 = area.x + (area.w - total) / 2
        spread = min(16.0, 3.2 * (n - 1))
        base_y = area.bottom - h - g.px(8)
        decision = self.session.decision if self.my_turn else None
        auto = bool(getattr(self.settings, "auto_income", False))
        for i, c in enumerate(hand):
            t = 0.0 if n == 1 else i / (n - 1) - 0.5
            angle = -t * spread
            y = base_y + int(abs(t) ** 2 * h * 0.12)
            rect = pygame.Rect(int(x0 + i * step), y, w, h)
            choice: Choice | None = None
            on_click: Callable[[CardItem], None] | None = None
            if decision == Decision.MAIN and self.mode == "normal":
                choice = build_choice(view, c, legal, auto_income=auto)
                on_click = self._click_build
            elif decision == Decision.MAIN and self.mode == "exchange":
                choice = Choice((ExchangeCard(c.id),), _("Select the {district} to exchange it.").format(district=district_name(c.kind.name)))
                on_click = self._toggle_exchange
            elif decision == Decision.EXCHANGE:
                if ExchangeCard(c.id) in legal:
                    choice = Choice((ExchangeCard(c.id),), _("Put the {district} aside to exchange it.").format(district=district_name(c.kind.name)))
                    on_click = self._click_actions
            elif decision == Decision.MAIN and self.mode == "lab":
                act = LaboratoryDiscard(c.id)
                if act in legal:
                    choice = Choice((act,), _("Discard the {district} and take 1 gold.").format(district=district_name(c.kind.name)))
                    on_click = self._click_actions
            item = CardItem(("hand", c.id), "district", c.kind.name, rect, choice, on_click, angle=angle,
                            selected=c.id in self.selected, lift=0.2)  # fmt: skip
            item.fresh = self.fresh.get(c.id, 0.0) > self.time
            # the middle of the part of the card that the next one does not cover
            right = min(rect.right, int(x0 + (i + 1) * step)) if i < n - 1 else rect.right
            item.visible_point = ((rect.x + right) // 2, rect.y + rect.h // 2)
            if choice is not None and choice.enabled and i < 9:
                self.digits[i + 1] = item.click
            self.items.append(item)

    def _click_build(self, item: CardItem) -> None:
        self.act(item.actions)

    def _click_actions(self, item: CardItem) -> None:
        self.act(item.actions)

    def _toggle_exchange(self, item: CardItem) -> None:
        card_id = item.key[1]
        if card_id in self.selected:
            self.selected.remove(card_id)
        else:
            self.selected.append(card_id)
        self._ui_key = None

    # -- waiting for someone else
    def _waiting_prompt(self) -> None:
        session = self.session
        if session.game_over:
            return
        seat = session.to_move
        name = session.name(seat)
        if self.awaiting is not None:
            self.prompt = (_("Pass the computer to {name}").format(name=name), "")
            return
        if not self.timeline.idle:
            self.prompt = ("", "")
            return
        decision = session.decision
        if decision in DRAFT:
            self.prompt = (_("{name} is choosing a character…").format(name=name), "")
        elif decision == Decision.GRAVEYARD:
            self.prompt = (_("{name} is deciding about the Graveyard…").format(name=name), "")
        else:
            rank = self.shown.cur_rank or self.public().current_rank
            if rank:
                self.prompt = (_("{name} is playing the {character}…").format(name=name, character=character_name(self._char_id(rank))), "")
            else:
                self.prompt = (_("{name} is thinking…").format(name=name), "")

    # -- the draft
    def _draft_widgets(self, view: PlayerView, legal: list[Action]) -> None:
        g = self.geo
        discard = self.session.decision == Decision.DRAFT_DISCARD
        pile = list(view.pile)
        if discard:
            title = _("Discard one character face down")
            sub = _("It leaves the round unseen; only you will know it.")
        else:
            title = _("Choose your character")
            sub = ""
            if view.players == 7 and len(pile) == 2 and view.picks_made[view.seat] == 0 and sum(view.picks_made) == 6:
                sub = _("You get the last card and the face-down discard: keep one, the other is discarded face down.")
            elif view.players <= 3:
                sub = _("With {players} players everyone plays two characters.").format(players=view.players)
            elif view.faceup:
                sub = _("Face up, out of this round: {characters}.").format(characters=", ".join(char_name(view, r) for r in view.faceup))
        self.prompt = (title, sub)
        area = self._picker_area(with_caption=False)
        rects = self._row_rects(area, len(pile), g.px(10))
        for rect, rank in zip(rects, pile, strict=True):
            spec = view.character(rank)
            act: Action = DiscardCharacter(rank) if discard else PickCharacter(rank)
            text_ = (_("Discard the {character} face down.") if discard else _("Take the {character}.")).format(character=character_name(spec.name))
            choice = Choice((act,), text_, enabled=act in legal)
            item = CardItem(("pick", rank), "character", spec.name, rect, choice, self._click_actions, lift=0.08)
            self.items.append(item)
            if choice.enabled:
                self.digits[rank] = item.click

    def _picker_area(self, *, with_caption: bool) -> pygame.Rect:
        """Where a row of big character cards goes: the whole stage (the deck is hidden meanwhile)
        under the title, left of the Hint / Cancel column."""
        g = self.geo
        px = g.px
        top = g.stage.y + px(66)
        bottom = g.stage.bottom - px(8) - (px(16) if with_caption else 0)
        return pygame.Rect(g.stage.x + px(16), top, g.stage.w - px(16) - px(134), bottom - top)

    def _row_rects(self, area: pygame.Rect, n: int, gap: int, max_h: int | None = None) -> list[pygame.Rect]:
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

    # -- resources
    def _gather_widgets(self, view: PlayerView, legal: list[Action]) -> None:
        g = self.geo
        px = g.px
        spec = view.character(view.current_rank)
        title = _("Your turn — the {character}").format(character=character_name(spec.name))
        notes = []
        if spec.bonus_gold:
            notes.append(_("The Merchant also gets 1 gold after gathering."))
        if spec.bonus_cards:
            notes.append(_("The Architect also draws 2 cards after gathering."))
        self.prompt = (title, " ".join(notes) or _("First gather resources: take 2 gold or draw cards."))
        label = draw_option_text(view)
        size = max(10, int(px(62) * 0.42))
        need = max(text.text_size(label, size, bold=True)[0], text.text_size(_("Take 2 gold"), size, bold=True)[0]) + px(130)
        bw, bh = min(max(px(250), need), (g.content.w - px(20)) // 2), px(62)
        y = g.content.y + px(72)
        cx = g.content.centerx
        gold_rect = pygame.Rect(cx - bw - px(10), y, bw, bh)
        draw_rect = pygame.Rect(cx + px(10), y, bw, bh)
        self._button(lambda: _("Take 2 gold"), lambda: self.act([TakeGold()]), gold_rect, style="primary",
                     tooltip=lambda: _("Take 2 gold from the bank."), actions=(TakeGold(),), digit=1,
                     shortcut=pygame.K_g, shortcut_label="G")  # fmt: skip
        reason = "" if DrawCards() in legal else _("The deck is empty.")
        self._button(label, lambda: self.act([DrawCards()]), draw_rect, style="primary",
                     tooltip=lambda: _("Draw from the deck; the cards you do not keep go to the bottom."),
                     disabled=reason, actions=(DrawCards(),), digit=2, shortcut=pygame.K_d, shortcut_label="D")  # fmt: skip
        self.buttons[-2].icon = lambda size: cardart.coin(2, size)  # type: ignore[attr-defined]
        self.buttons[-1].icon = lambda size: cardart.card_back(cardart.card_size(size))  # type: ignore[attr-defined]

    def _keep_widgets(self, view: PlayerView, legal: list[Action]) -> None:
        g = self.geo
        drawn = list(view.drawn)
        self.prompt = (
            _("Keep one card"),
            ngettext("The other card goes to the bottom of the deck.", "The other {count} cards go to the bottom of the deck.", len(drawn) - 1).format(count=len(drawn) - 1),
        )
        area = pygame.Rect(g.content.x, g.content.y + g.px(64), g.content.w, g.content.h - g.px(66))
        rects = self._row_rects(area, len(drawn), g.px(18))
        my_city = view.me().city
        for i, (rect, c) in enumerate(zip(rects, drawn, strict=True)):
            note = ""
            text_ = _("Keep the {district}.").format(district=district_name(c.kind.name))
            if any(d.kind is c.kind for d in my_city):
                text_ += " " + _("(Your city already has one: you could not build it.)")
                note = _("In your city")
            choice = Choice((KeepCard(c.id),), text_, enabled=KeepCard(c.id) in legal, note=note)
            item = CardItem(("keep", c.id), "district", c.kind.name, rect, choice, self._click_actions, lift=0.08)
            self.items.append(item)
            self.digits[i + 1] = item.click

    # -- the main part of a turn
    def _main_widgets(self, view: PlayerView, legal: list[Action]) -> None:
        mode = self.mode
        if mode in ("murder", "rob"):
            self._character_target_widgets(view, legal, mode)
            return
        if mode == "swap":
            self._swap_widgets(view, legal)
            return
        if mode == "destroy":
            self._destroy_widgets(view, legal)
            return
        if mode == "school":
            self._school_widgets(view, legal)
            return
        if mode == "exchange":
            self._exchange_widgets(view, legal)
            return
        if mode == "lab":
            self.prompt = (_("Laboratory: choose a card to discard"), _("You take 1 gold for it."))
            self._action_row([(lambda: _("Cancel"), self.cancel_mode, "ghost", lambda: _("Back (Esc)"), "", ())])
            return
        g = self.geo
        spec = view.character(view.current_rank)
        me = view.me()
        title = _("Your turn — the {character}").format(character=character_name(spec.name))
        bits = []
        if view.builds_left > 0:
            buildable = [a for a in legal if isinstance(a, Build)]
            if spec.max_builds > 1:
                bits.append(ngettext("You may build {count} more district.", "You may build {count} more districts.", view.builds_left).format(count=view.builds_left))
            if buildable:
                bits.append(_("Click a glowing card in your hand to build it."))
            elif view.hand:
                bits.append(_("You cannot afford any card in your hand."))
        else:
            bits.append(_("You have built this turn."))
        self.prompt = (title, " ".join(bits))
        row: list[tuple[Any, Callable[[], None], str, Any, str, tuple[Action, ...]]] = []
        # income
        itype = income_type(view)
        if itype is not None:
            incomes = [a for a in legal if isinstance(a, TakeIncome)]
            if incomes:
                if has_district(me.city, "school_of_magic"):
                    amount = max(income_amount(view, a.school_type) for a in incomes)
                    row.append((lambda a=amount: _("Collect income (+{amount})…").format(amount=a), lambda: self.set_mode("school"), "primary",
                                lambda: _("The School of Magic counts as the type you choose."), "", tuple(incomes)))  # fmt: skip
                else:
                    amount = income_amount(view)
                    row.append((lambda a=amount: _("Collect income (+{amount})").format(amount=a), lambda acts=tuple(incomes): self.act(acts[:1]),
                                "primary" if amount > 0 else "secondary",
                                lambda t=itype: _("1 gold for each {type} district in your city.").format(type=district_type_name(t)), "", tuple(incomes)))  # fmt: skip
            else:
                row.append((lambda: _("Income collected"), lambda: None, "secondary", None, _("You have already collected your income this turn."), ()))
        # the character's ability
        name = spec.name
        if name == "assassin":
            acts = tuple(a for a in legal if isinstance(a, Murder))
            row.append((lambda: _("Murder…"), lambda: self.set_mode("murder"), "danger", lambda: _("Name a character: its holder loses the turn."),
                        "" if acts else _("You have used your ability this turn."), acts))  # fmt: skip
        elif name == "thief":
            acts = tuple(a for a in legal if isinstance(a, Rob))
            row.append((lambda: _("Rob…"), lambda: self.set_mode("rob"), "danger", lambda: _("Name a character: you take its gold when it is revealed."),
                        "" if acts else _("You have used your ability this turn."), acts))  # fmt: skip
        elif name == "magician":
            swaps = tuple(a for a in legal if isinstance(a, SwapHands))
            exch = tuple(a for a in legal if isinstance(a, ExchangeCard))
            used = _("You have used your ability this turn.")
            row.append((lambda: _("Swap hands…"), lambda: self.set_mode("swap"), "secondary", lambda: _("Swap your whole hand with another player's."),
                        "" if swaps else used, swaps))  # fmt: skip
            row.append((lambda: _("Exchange cards…"), lambda: self.set_mode("exchange"), "secondary",
                        lambda: _("Discard any number of cards to the bottom of the deck and draw as many."),
                        "" if exch else (used if view.ability_used else _("Your hand is empty.")), exch))  # fmt: skip
        elif name == "warlord":
            acts = tuple(a for a in legal if isinstance(a, Destroy))
            if view.ability_used:
                why = _("You have used your ability this turn.")
            elif not acts:
                why = _("No district can be destroyed: none you can afford, or every city is protected.")
            else:
                why = ""
            row.append((lambda: _("Destroy…"), lambda: self.set_mode("destroy"), "danger", lambda: _("Destroy a district: pay its cost minus 1."), why, acts))
        # unique districts
        if has_district(me.city, "laboratory"):
            acts = tuple(a for a in legal if isinstance(a, LaboratoryDiscard))
            why = "" if acts else (_("You have used the Laboratory this turn.") if view.lab_used else _("Your hand is empty."))
            row.append((lambda: _("Laboratory…"), lambda: self.set_mode("lab"), "secondary", lambda: _("Once per turn: discard a card and take 1 gold."), why, acts))
        if has_district(me.city, "smithy"):
            act = SmithyDraw()
            if act in legal:
                why = ""
            elif view.smithy_used:
                why = _("You have used the Smithy this turn.")
            elif me.gold < 2:
                why = _("The Smithy costs 2 gold and you have {gold}.").format(gold=me.gold)
            else:
                why = _("The deck is empty.")
            row.append((lambda: _("Smithy: pay 2, draw 3"), lambda: self.act([SmithyDraw()]), "secondary", lambda: _("Once per turn: pay 2 gold and draw 3 cards."), why, (act,)))
        row.append((lambda: _("End turn"), self.end_turn, "primary" if not self._unfinished(view, legal) else "secondary",
                    lambda: _("End your turn (E)"), "", (EndTurn(),)))  # fmt: skip
        self._action_row(row, end_shortcut=True)
        del g

    def _action_row(self, row: list[tuple[Any, Callable[[], None], str, Any, str, tuple[Action, ...]]], *, end_shortcut: bool = False, top: int | None = None) -> None:
        g = self.geo
        px = g.px
        if not row:
            return
        bh = px(38)
        gap = px(10)
        widths = []
        size = max(10, int(bh * 0.42))
        for label, *_rest in row:
            s = label() if callable(label) else label
            is_end = _rest[-1] == (EndTurn(),) and end_shortcut
            widths.append(max(px(120), text.text_size(s, size, bold=True)[0] + px(34) + (px(40) if is_end else 0)))
        area = g.content
        rows: list[list[int]] = [[]]
        used = 0
        for i, wdt in enumerate(widths):
            if rows[-1] and used + gap + wdt > area.w:
                rows.append([])
                used = 0
            rows[-1].append(i)
            used += (gap if used else 0) + wdt
        y = top if top is not None else area.bottom - len(rows) * (bh + gap) + gap - px(6)
        for r in rows:
            total = sum(widths[i] for i in r) + gap * (len(r) - 1)
            x = area.centerx - total // 2
            for i in r:
                label, fn, style, tip, why, acts = row[i]
                is_end = acts == (EndTurn(),)
                self._button(label, fn, pygame.Rect(x, y, widths[i], bh), style=style, tooltip=tip, disabled=why, actions=acts,
                             shortcut=pygame.K_e if (is_end and end_shortcut) else None, shortcut_label="E" if (is_end and end_shortcut) else None)  # fmt: skip
                x += widths[i] + gap
            y += bh + gap

    def _unfinished(self, view: PlayerView, legal: list[Action]) -> list[str]:
        """What the player would give up by ending the turn now."""
        out = []
        builds = [a for a in legal if isinstance(a, Build)]
        if builds:
            names = ", ".join(district_name(card(a.card).kind.name) for a in builds[:3])
            out.append(_("You can still build ({districts}).").format(districts=names))
        amount = pending_income(view, legal)
        if amount > 0 and not getattr(self.settings, "auto_income", False):
            out.append(_("You have not collected your income (+{amount} gold).").format(amount=amount))
        return out

    def end_turn(self) -> None:
        if not self.my_turn:
            return
        view = self.view()
        assert view is not None and self.viewer is not None
        legal = self.session.legal(self.viewer)
        actions: list[Action] = []
        if getattr(self.settings, "auto_income", False):
            best = best_income_action(view, legal)
            if best is not None and income_amount(view, best.school_type) > 0:
                actions.append(best)
        actions.append(EndTurn())
        missing = self._unfinished(view, legal)
        if not missing:
            self.act(actions)
            return
        from citadels.app.scenes.confirm import ConfirmScene

        self.app.push(
            ConfirmScene(
                self.app,
                title=lambda: _("End your turn?"),
                message=lambda: " ".join(missing),
                confirm_label=lambda: _("End turn"),
                cancel_label=lambda: _("Keep playing"),
                on_confirm=lambda: self.act(actions),
            )
        )

    def _character_target_widgets(self, view: PlayerView, legal: list[Action], mode: str) -> None:
        g = self.geo
        if mode == "murder":
            self.prompt = (_("Whom do you murder?"), _("Its holder stays silent and loses the whole turn."))
        else:
            self.prompt = (_("Whom do you rob?"), _("When that character is revealed, you take all its holder's gold."))
        area = self._picker_area(with_caption=True)
        ranks = list(range(1, len(view.characters) + 1))
        rects = self._row_rects(area, len(ranks), g.px(8))
        for rect, rank in zip(rects, ranks, strict=True):
            choice = murder_choice(view, rank, legal) if mode == "murder" else rob_choice(view, rank, legal)
            caption = _("Face up") if rank in view.faceup else ""
            item = CardItem((mode, rank), "character", view.character(rank).name, rect, choice, self._click_actions, lift=0.08, caption=caption)
            self.items.append(item)
            if choice.enabled:
                self.digits[rank] = item.click
        self._cancel_button()

    def _cancel_button(self) -> None:
        g = self.geo
        px = g.px
        rect = pygame.Rect(g.stage.right - px(118), g.stage.bottom - px(46), px(108), px(36))
        self._button(lambda: _("Cancel"), self.cancel_mode, rect, style="ghost", tooltip=lambda: _("Back (Esc)"))

    def _swap_widgets(self, view: PlayerView, legal: list[Action]) -> None:
        self.prompt = (_("Swap hands with…"), ngettext("You give your {count} card and take all of theirs.", "You give your {count} cards and take all of theirs.", len(view.hand)).format(count=len(view.hand)))
        row = []
        for seat in self.geo.order:
            act = SwapHands(seat)
            if act not in legal:
                continue
            n = view.table[seat].hand_size
            name = self.session.name(seat)
            label = ngettext("{name} ({count} card)", "{name} ({count} cards)", n).format(name=name, count=n)
            row.append((label, lambda a=act: self.act([a]), "secondary", lambda nm=name: _("Swap your hand with {name}'s.").format(name=nm), "", (act,)))
        row.append((lambda: _("Cancel"), self.cancel_mode, "ghost", lambda: _("Back (Esc)"), "", ()))
        self._action_row(row, top=self.geo.content.y + self.geo.px(64))
        for i, b in enumerate(self.buttons[:-1]):
            if i < 9:
                self.digits[i + 1] = b.click

    def _exchange_widgets(self, view: PlayerView, legal: list[Action]) -> None:
        n = len(self.selected)
        self.prompt = (
            _("Exchange cards with the deck"),
            _("Click the cards to give away; you draw as many from the deck.") if n == 0 else
            ngettext("{count} card selected.", "{count} cards selected.", n).format(count=n),
        )  # fmt: skip
        actions: list[Action] = [ExchangeCard(cid) for cid in self.selected] + [FinishExchange()]
        why = "" if n else _("Select at least one card in your hand.")
        label = ngettext("Exchange {count} card", "Exchange {count} cards", max(1, n)).format(count=max(1, n))
        self._action_row([
            (label, lambda: self.act(actions), "primary", lambda: _("Put the selected cards under the deck and draw as many."), why, tuple(actions[:1])),
            (lambda: _("Cancel"), self.cancel_mode, "ghost", lambda: _("Back (Esc)"), "", ()),
        ])  # fmt: skip

    def _exchange_state_widgets(self, view: PlayerView, legal: list[Action]) -> None:
        count = view.aside_count
        self.prompt = (
            _("Exchange cards with the deck"),
            ngettext("{count} card put aside. Choose more, or finish.", "{count} cards put aside. Choose more, or finish.", count).format(count=count),
        )
        self._action_row([
            (lambda: _("Finish the exchange"), lambda: self.act([FinishExchange()]), "primary",
             lambda: _("Put the cards aside under the deck and draw as many."), "", (FinishExchange(),)),
        ])  # fmt: skip

    def _school_widgets(self, view: PlayerView, legal: list[Action]) -> None:
        spec = view.character(view.current_rank)
        self.prompt = (_("School of Magic: which type does it count as?"), _("Your {character} collects for {type} districts.").format(
            character=character_name(spec.name), type=district_type_name(spec.income_type) if spec.income_type is not None else ""))
        row = []
        for i, dtype in enumerate(SCHOOL_TYPES):
            act = TakeIncome(dtype)
            if act not in legal:
                continue
            amount = income_amount(view, dtype)
            label = _("{type} (+{amount})").format(type=district_type_name(dtype), amount=amount)
            row.append((label, lambda a=act: self.act([a]), "primary" if dtype == spec.income_type else "secondary",
                        lambda t=dtype: _("The School of Magic counts as a {type} district.").format(type=district_type_name(t)), "", (act,)))  # fmt: skip
            del i
        row.append((lambda: _("Cancel"), self.cancel_mode, "ghost", lambda: _("Back (Esc)"), "", ()))
        self._action_row(row, top=self.geo.content.y + self.geo.px(64))
        for i, b in enumerate(self.buttons[:-1]):
            self.digits[i + 1] = b.click

    def _destroy_widgets(self, view: PlayerView, legal: list[Action]) -> None:
        g = self.geo
        me = view.me()
        self.prompt = (
            _("Choose a district to destroy"),
            _("You have {gold} gold. Glowing districts can be destroyed; the price is shown.").format(gold=me.gold),
        )
        completion = view.completion
        for seat, box in g.seats.items():
            city = self.shown.city[seat]
            rects = box.tile_rects(len(city), completion)
            for c, rect in zip(city, rects, strict=False):
                choice = destroy_choice(view, seat, c, legal)
                self.items.append(CardItem(("destroy", seat, c.id), "tile", c.kind.name, rect, choice, self._click_actions))
        self._cancel_button()

    def _graveyard_widgets(self, view: PlayerView, legal: list[Action]) -> None:
        g = self.geo
        c = view.graveyard_card
        name = district_name(c.kind.name) if c is not None else ""
        self.prompt = (_("Your Graveyard: keep the {district}?").format(district=name),
                       _("The Warlord destroyed it. Pay 1 gold to take it into your hand, or let it go to the deck."))  # fmt: skip
        if c is not None:
            area = pygame.Rect(g.content.x, g.content.y + g.px(64), g.px(110), g.content.h - g.px(66))
            rect = self._row_rects(area, 1, 0)[0]
            self.items.append(CardItem(("grave", c.id), "district", c.kind.name, rect, None, None))
        take = GraveyardTake()
        why = "" if take in legal else _("You need 1 gold.")
        self._action_row([
            (lambda: _("Take it (1 gold)"), lambda: self.act([take]), "primary", lambda: _("Pay 1 gold and take the district into your hand."), why, (take,)),
            (lambda: _("Let it go"), lambda: self.act([GraveyardDecline()]), "secondary", lambda: _("The district goes to the bottom of the deck."), "", (GraveyardDecline(),)),
        ], top=g.content.y + g.px(80))  # fmt: skip
        for i, b in enumerate(self.buttons):
            if b.enabled:
                self.digits[i + 1] = b.click

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        g = self.geo
        if g.size != surface.get_size():
            return  # a resize is on its way
        self._update_base()
        assert self._base is not None
        surface.blit(self._base, (0, 0))
        # the hand and the other cards of the moment (the hovered one on top), the buttons
        for item in self.items:
            if item is not self.hover:
                item.paint(surface, self.time)
        if self.hover is not None and self.hover in self.items:
            self.hover.paint(surface, self.time)
        for button in self.buttons:
            if getattr(button, "hint", False) and button.visible:
                spread = g.px(9)
                surface.blit(gfx.glow(button.rect.size, theme.GOLD_LIGHT, g.px(8), spread), button.rect.move(-spread, -spread))
        for button in self.ui.widgets:
            if isinstance(button, Button):
                self._draw_button(surface, button)
        focus = self.ui.focus
        if focus is not None and focus.visible and self.ui.keyboard_mode:
            ring = focus.rect.inflate(g.px(8), g.px(8))
            pygame.draw.rect(surface, theme.FOCUS, ring, max(2, g.px(3)), border_radius=max(6, ring.h // 8))
        # what moves every frame
        self._draw_live(surface)
        self.timeline.draw(surface)
        self._draw_preview(surface)
        self.ui.tooltip.draw(surface)
        self._draw_toast(surface)

    def _draw_button(self, surface: pygame.Surface, button: Button) -> None:
        """A button drawn once per look (size, style, state, label) and then blitted."""
        if not button.visible or button.rect.w <= 0:
            return
        state = "disabled" if not button.enabled else "pressed" if button.pressed else "hover" if button.hovered else "normal"
        label = button.label() if callable(button.label) else button.label
        icon = getattr(button, "icon", None)
        key = ("button", button.rect.size, button.style, state, label, button.shortcut_label, id(icon) if icon else None, language_version())
        pad = max(16, button.rect.h // 2)
        sprite = gfx._cache.get(key)
        if sprite is None:
            sprite = pygame.Surface((button.rect.w + 2 * pad, button.rect.h + 2 * pad), pygame.SRCALPHA)
            saved = button.rect
            button.rect = pygame.Rect(pad, pad, saved.w, saved.h)
            try:
                button.draw(sprite)
            finally:
                button.rect = saved
            gfx._cache[key] = sprite
        surface.blit(sprite, (button.rect.x - pad, button.rect.y - pad))

    def _update_base(self) -> None:
        """Keep `_base` (the table without its interactive parts) up to date, region by region:
        a region is redrawn only when what it shows changed."""
        g = self.geo
        bg = self._layer("bg", (g.size, g.home, tuple(g.order)), self._render_bg)
        if self._base is None or self._base.get_size() != g.size or self._base_keys.get("bg") != (g.size, g.home, tuple(g.order)):
            self._base = bg.copy()
            self._base_keys = {"bg": (g.size, g.home, tuple(g.order))}
        base = self._base
        private = self.private_visible()
        regions: list[tuple[str, pygame.Rect, tuple[Any, ...], Callable[[], pygame.Surface] | None]] = []
        for seat, box in g.seats.items():
            regions.append((f"seat{seat}", box.panel, self._seat_key(seat, private), lambda s=seat, p=private: self._render_seat(s, p)))
        regions.append(("track", g.track, self._track_key(private), lambda: self._render_track(private)))
        regions.append(("stage", g.stage, self._stage_key(), self._render_stage))
        regions.append(("header", g.header, self._header_key(), self._render_header))
        regions.append(("log", g.log_body, (id(self.log_panel.content), round(self.log_panel.offset), self.log_panel.hovered), None))
        for name, rect, key, render in regions:
            if self._base_keys.get(name) == key:
                continue
            self._base_keys[name] = key
            base.blit(bg, rect, rect)
            if render is None:
                self.log_panel.draw(base)
                fade = self._layer("logfade", (rect.size,), lambda w=rect.w: _fade_strip(w, g.px(26)))
                base.blit(fade, rect.topleft)
            else:
                base.blit(self._layer(name, key, render), rect.topleft)

    def _layer(self, name: str, key: tuple[Any, ...], render: Callable[[], pygame.Surface]) -> pygame.Surface:
        cached = self._layers.get(name)
        if cached is not None and cached[0] == key:
            return cached[1]
        surface = render()
        self._layers[name] = (key, surface)
        return surface

    # -- background: the table, the panels' frames
    def _render_bg(self) -> pygame.Surface:
        g = self.geo
        px = g.px
        surface = pygame.Surface(g.size).convert() if pygame.display.get_surface() else pygame.Surface(g.size)
        decor.draw_background(surface)
        for box in g.seats.values():
            decor.draw_panel(surface, box.panel, style="dark", radius=px(12 if box.home else 10), border=px(2))
        # the character line: a parchment strip
        decor.draw_panel(surface, g.track.inflate(-px(2), 0), style="parchment", radius=px(10), border=px(2))
        # the log column
        decor.draw_panel(surface, g.log, style="dark", radius=px(12), border=px(2))
        # the stage: a felt inlay
        stage = g.stage
        felt = pygame.Surface(stage.size, pygame.SRCALPHA)
        pygame.draw.rect(felt, (*theme.FELT, 120), felt.get_rect(), border_radius=px(14))
        pygame.draw.rect(felt, (*theme.GOLD_DARK, 140), felt.get_rect(), px(2), border_radius=px(14))
        surface.blit(felt, stage.topleft)
        return surface

    # -- one seat's panel contents
    def _seat_key(self, seat: int, private: bool) -> tuple[Any, ...]:
        sh = self.shown
        box = self.geo.seats[seat]
        mine = box.home and private
        my_chars = tuple(self.session.view(seat).my_characters) if mine else ()
        in_flight = self._tiles_in_flight(seat)
        return (
            box.panel.size, language_version(), sh.gold[seat], sh.hand[seat], tuple(c.id for c in sh.city[seat]), in_flight,
            sh.crown == seat, tuple(sh.seat_revealed(seat)), sh.picks[seat], sh.cur_seat == seat, sh.murdered_seat == seat,
            sh.murdered, sh.robbed, sh.selection, my_chars, sh.completed[seat], sh.first_complete == seat, self._crown_flying(),
            self.mode == "destroy", private,
        )  # fmt: skip

    def _tiles_in_flight(self, seat: int) -> tuple[int, ...]:
        return ()

    def _crown_flying(self) -> bool:
        step = self.timeline.active
        return step is not None and any(isinstance(e, ev.CrownPassed) for _i, e in step.payload)  # type: ignore[attr-defined]

    def _render_seat(self, seat: int, private: bool) -> pygame.Surface:
        g = self.geo
        px = g.px
        f = g.fonts
        box = g.seats[seat]
        sh = self.shown
        surf = pygame.Surface(box.panel.size, pygame.SRCALPHA)
        ox, oy = box.panel.topleft

        def loc(r: pygame.Rect) -> pygame.Rect:
            return r.move(-ox, -oy)

        completion = self.completion
        playing = sh.cur_seat == seat
        if playing:
            pygame.draw.rect(surf, theme.GOLD_LIGHT, surf.get_rect(), px(3), border_radius=px(10 if not box.home else 12))
        # crown and name
        if sh.crown == seat and not self._crown_flying():
            crown = cardart.crown(loc(box.crown).h)
            surf.blit(crown, loc(box.crown))
        name = self.session.name(seat)
        if box.home and private:
            name = _("{name} (you)").format(name=name)
        colour = theme.GOLD_LIGHT if playing else theme.CREAM
        nr = loc(box.name)
        text.draw_text(surf, name, (nr.x, nr.centery), f["name"], colour, anchor="midleft", bold=True, max_width=nr.w)
        # characters
        self._paint_seat_chars(surf, seat, box, loc, private)
        # gold and hand
        gr = loc(box.gold)
        coin_d = gr.h
        surf.blit(cardart.coin(None, coin_d), (gr.x, gr.y))
        gsize = f["body"] if not box.home else px(22)
        text.draw_text(surf, str(sh.gold[seat]), (gr.x + coin_d + px(4), gr.centery), gsize, theme.GOLD_LIGHT, anchor="midleft", bold=True)
        hr = loc(box.hand)
        back_h = hr.h
        back = cardart.card_back(cardart.card_size(back_h))
        surf.blit(back, (hr.x, hr.y))
        text.draw_text(surf, str(sh.hand[seat]), (hr.x + back.get_width() + px(4), hr.centery), gsize, theme.CREAM, anchor="midleft", bold=True)
        if box.home:
            for rect, word, lead in ((gr, _("gold"), coin_d), (hr, ngettext("card in hand", "cards in hand", sh.hand[seat]), back.get_width())):
                x = rect.x + lead + px(34)
                if text.text_size(word, f["small"])[0] <= rect.right - x:
                    text.draw_text(surf, word, (x, rect.centery), f["small"], theme.CREAM_DIM, anchor="midleft")
        # districts count
        cr = loc(box.count)
        count = len(sh.city[seat])
        label = _("City {count}/{total}").format(count=count, total=completion) if box.home else f"{count}/{completion}"
        ccol = theme.GOLD_LIGHT if sh.completed[seat] else theme.CREAM_DIM
        if box.home:
            text.draw_text(surf, label, (cr.x, cr.centery), f["small"], ccol, anchor="midleft", bold=True)
        else:
            text.draw_text(surf, label, (cr.x, cr.centery), f["small"], ccol, anchor="midleft", bold=True, max_width=cr.w)
        if sh.completed[seat]:
            mark = _("First!") if sh.first_complete == seat else _("Complete")
            if box.home:
                text.draw_text(surf, mark, (cr.right, cr.centery), f["small"], theme.GOLD_LIGHT, anchor="midright", bold=True)
        # the city
        city = sh.city[seat]
        rects = box.tile_rects(len(city), completion)
        if not city:
            r = loc(box.tiles)
            text.draw_text(surf, _("No districts yet"), (r.centerx, r.y + px(14)), f["small"], theme.CREAM_DIM, anchor="center", italic=True)
        for c, rect in zip(city, rects, strict=False):
            surf.blit(gfx.district_tile(c.kind.name, rect.size), loc(rect))
        if box.home and not private:
            self._draw_hidden_hand(surf, (-ox, -oy))
        return surf

    def _paint_seat_chars(self, surf: pygame.Surface, seat: int, box: SeatBox, loc: Callable[[pygame.Rect], pygame.Rect], private: bool) -> None:
        sh = self.shown
        g = self.geo
        revealed = sh.seat_revealed(seat)
        mine = box.home and private
        ranks: list[int | None] = []
        if mine:
            ranks = list(self.session.view(seat).my_characters)
        else:
            ranks = list(revealed) + [None] * max(0, sh.picks[seat] - len(revealed))
            if sh.murdered_seat == seat and sh.murdered and sh.murdered not in ranks:
                ranks = [sh.murdered] + [r for r in ranks if r is not None][: len(box.chars) - 1]
        for i, rect in enumerate(box.chars):
            r = loc(rect)
            if i < len(ranks):
                rank = ranks[i]
                if rank is None:
                    surf.blit(cardart.character_back(r.size), r)
                else:
                    face = cardart.character_card(self._char_id(rank), r.size)
                    surf.blit(face, r)
                    if mine and rank not in revealed and rank != sh.murdered:
                        # chosen but not revealed: only you see it
                        pill_h = max(12, r.h // 6)
                        lbl = text.render(_("hidden"), max(9, pill_h - 4), theme.CREAM)
                        pill = gfx.pill((lbl.get_width() + pill_h, pill_h), theme.WOOD_DARK, 220, theme.GOLD_DARK)
                        pr = pill.get_rect(midbottom=(r.centerx, r.bottom - g.px(2)))
                        surf.blit(pill, pr)
                        surf.blit(lbl, lbl.get_rect(center=pr.center))
                    if rank == sh.murdered and (sh.murdered_seat == seat or mine):
                        m = gfx.marker("skull", r.w * 2 // 3)
                        surf.blit(m, m.get_rect(center=r.center))
                    elif rank == sh.robbed and (rank in revealed or mine):
                        m = gfx.marker("moneybag", r.w * 2 // 3)
                        surf.blit(m, m.get_rect(center=r.center))
            else:
                pygame.draw.rect(surf, (*theme.GOLD_DARK, 90), r, 1, border_radius=max(2, r.w // 10))

    # -- the character line 1–8
    def _track_key(self, private: bool) -> tuple[Any, ...]:
        sh = self.shown
        mine: tuple[int, ...] = ()
        known: tuple[int, ...] = ()
        if private and self.viewer is not None:
            v = self.session.view(self.viewer)
            mine, known = tuple(v.my_characters), tuple(v.known_facedown)
        return (self.geo.track.size, language_version(), tuple(sh.revealed), sh.murdered, sh.robbed, sh.murdered_seat,
                tuple(sh.faceup), sh.called, sh.cur_rank, sh.selection, mine, known, self._pending_flips(), tuple(sorted(sh.silent)))  # fmt: skip

    def _pending_flips(self) -> tuple[int, ...]:
        step = self.timeline.active
        if step is None:
            return ()
        out = []
        for _i, e in step.payload:  # type: ignore[attr-defined]
            if isinstance(e, ev.CharacterRevealed):
                out.append(e.rank)
            elif isinstance(e, ev.CharactersDiscardedFaceUp):
                out += list(e.ranks)
            elif isinstance(e, (ev.Murdered, ev.Robbed)):
                out.append(-e.rank)
        return tuple(out)

    def _render_track(self, private: bool) -> pygame.Surface:
        g = self.geo
        px = g.px
        f = g.fonts
        sh = self.shown
        surf = pygame.Surface(g.track.size, pygame.SRCALPHA)
        ox, oy = g.track.topleft
        mine: tuple[int, ...] = ()
        known: tuple[int, ...] = ()
        if private and self.viewer is not None:
            v = self.session.view(self.viewer)
            mine, known = tuple(v.my_characters), tuple(v.known_facedown)
        flips = self._pending_flips()
        for rank in range(1, len(self.characters) + 1):
            slot = g.slots[rank - 1].move(-ox, -oy)
            r = self._slot_card(rank).move(-ox, -oy)
            spec = self.characters[rank - 1]
            holder = sh.revealed_by(rank)
            status = ""
            status_colour = theme.INK_SOFT
            current = rank == sh.cur_rank and not sh.selection
            called = (not sh.selection) and rank <= sh.called
            if current:
                pygame.draw.rect(surf, (*theme.GOLD, 110), slot.inflate(-px(2), -px(6)), border_radius=px(8))
            if rank in flips:
                pass  # the flip animation draws this card
            elif rank in sh.faceup or holder >= 0 or rank in mine or rank in known or called or rank == sh.murdered:
                surf.blit(cardart.character_card(spec.name, r.size), r)
            else:
                surf.blit(cardart.character_card(spec.name, r.size), r)
                surf.blit(gfx.veil(r.size, 70, max(3, round(r.w * 0.07)), theme.PARCHMENT_DARK), r)
            if rank in sh.faceup:
                surf.blit(gfx.veil(r.size, 120, max(3, round(r.w * 0.07))), r)
                status, status_colour = _("Face up: out"), theme.INK_SOFT
            elif holder >= 0:
                status, status_colour = self.session.name(holder), theme.INK
            elif rank == sh.murdered:
                status, status_colour = (_("Murdered: {name}").format(name=self.session.name(sh.murdered_seat)) if sh.murdered_seat >= 0 else _("Murdered")), theme.CRIMSON
            elif rank in sh.silent:
                status, status_colour = _("Nobody"), theme.INK_FAINT
            elif rank in mine:
                status, status_colour = _("You (hidden)"), theme.GOLD_DARK
            elif rank in known:
                status, status_colour = _("Face down"), theme.INK_SOFT
            if -rank not in flips:
                if rank == sh.murdered:
                    m = gfx.marker("skull", int(r.w * 0.8))
                    surf.blit(m, m.get_rect(center=r.center))
                if rank == sh.robbed:
                    m = gfx.marker("moneybag", int(r.w * 0.7))
                    surf.blit(m, m.get_rect(center=(r.centerx, r.bottom - m.get_height() // 2)))
            tx = r.right + px(6)
            tw = slot.right - tx - px(4)
            text.draw_text(surf, f"{rank}", (tx, r.y + px(1)), f["small"], theme.CRIMSON if current else theme.INK_SOFT, bold=True)
            nx = tx + text.text_size(f"{rank}", f["small"], bold=True)[0] + px(4)
            text.draw_text(surf, character_name(spec.name), (nx, r.y + px(1)), f["small"], theme.INK, bold=True, max_width=max(px(10), slot.right - nx - px(4)), role="display")
            if status:
                para = text.render_wrapped(status, f["tiny"], status_colour, tw, bold=holder >= 0, max_lines=2)
                surf.blit(para, (tx, r.y + px(20)))
            if current:
                text.draw_text(surf, _("playing"), (tx, r.bottom - px(2)), f["tiny"], theme.CRIMSON, anchor="bottomleft", italic=True, bold=True)
            elif rank == sh.called and not sh.selection and holder < 0 and rank not in flips:
                text.draw_text(surf, _("called"), (tx, r.bottom - px(2)), f["tiny"], theme.INK_SOFT, anchor="bottomleft", italic=True)
        return surf

    # -- the stage: deck, bank, the prompt of the moment
    def _stage_key(self) -> tuple[Any, ...]:
        return (self.geo.stage.size, language_version(), self.shown.deck, self.prompt, self.prompt_hint, self.shown.round,
                self.shown.selection, self._wide_prompt())  # fmt: skip

    def _render_stage(self) -> pygame.Surface:
        g = self.geo
        px = g.px
        f = g.fonts
        surf = pygame.Surface(g.stage.size, pygame.SRCALPHA)
        ox, oy = g.stage.topleft
        wide_mode = self._wide_prompt()
        if not wide_mode:
            deck = g.deck.move(-ox, -oy)
            pile = gfx.deck_pile(deck.size, self.shown.deck)
            surf.blit(pile, (deck.x, deck.y - (pile.get_height() - deck.h)))
            label = ngettext("{count} card", "{count} cards", self.shown.deck).format(count=self.shown.deck)
            text.draw_text(surf, label, (deck.centerx, deck.bottom + px(6)), f["small"], theme.CREAM, anchor="midtop", bold=True)
            text.draw_text(surf, _("Deck"), (deck.centerx, deck.bottom + px(22)), f["tiny"], theme.CREAM_DIM, anchor="midtop")
            bank = g.bank.move(-ox, -oy)
            heap = gfx.coin_pile(px(20), 6)
            surf.blit(heap, heap.get_rect(center=bank.center))
            text.draw_text(surf, _("Bank"), (bank.centerx, bank.centery + heap.get_height() // 2 + px(4)), f["tiny"], theme.CREAM_DIM, anchor="midtop")
        title, sub = self.prompt
        content = g.content.move(-ox, -oy)
        if wide_mode:
            wide = self._picker_area(with_caption=False).move(-ox, -oy)
            wide = pygame.Rect(wide.x, content.y, wide.w, content.h)
        else:
            wide = pygame.Rect(content.x, content.y, content.w - px(124), content.h)
        if title:
            text.draw_text(surf, title, (wide.centerx, wide.y + px(6)), f["title"], theme.GOLD_LIGHT, anchor="midtop", bold=True,
                           role="display", shadow=(0, 0, 0), max_width=wide.w)  # fmt: skip
        if sub:
            lines = 1 if wide_mode else 2
            colour = theme.GOLD_LIGHT if self.prompt_hint else theme.CREAM
            para = text.render_wrapped(sub, f["body"], colour, wide.w - px(20), align="center", max_lines=lines)
            surf.blit(para, para.get_rect(midtop=(wide.centerx, wide.y + px(8) + text.line_height(f["title"], bold=True, role="display"))))
        return surf

    def _wide_prompt(self) -> bool:
        return self.my_turn and (self.session.decision in DRAFT or self.mode in ("murder", "rob"))

    # -- the log column
    def _header_key(self) -> tuple[Any, ...]:
        sh = self.shown
        return (self.geo.header.size, language_version(), sh.round, sh.selection, sh.over, sh.called)

    def _render_header(self) -> pygame.Surface:
        g = self.geo
        px = g.px
        f = g.fonts
        surf = pygame.Surface(g.header.size, pygame.SRCALPHA)
        sh = self.shown
        if sh.over:
            phase = _("Game over")
        elif sh.round == 0:
            phase = _("Setting up")
        elif sh.selection:
            phase = _("Choosing characters")
        else:
            phase = _("Calling the characters")
        title = _("Round {round}").format(round=max(1, sh.round))
        text.draw_text(surf, title, (px(12), px(8)), f["title"], theme.GOLD_LIGHT, bold=True, role="display")
        text.draw_text(surf, phase, (g.header.w - px(12), px(14)), f["small"], theme.CREAM_DIM, anchor="topright", italic=True,
                       max_width=g.header.w - px(24) - text.text_size(title, f["title"], bold=True, role="display")[0] - px(8))  # fmt: skip
        decor.draw_divider(surf, (g.header.w // 2, px(40)), g.header.w - px(40), theme.GOLD_DARK, thickness=1)
        return surf

    def _sync_log(self) -> None:
        g = self.geo
        private = self.viewer if self.awaiting is None else None
        content = self.log.render(private, g.log_body.w, g.fonts["small"])
        if self.log_panel.content is not content:
            at_end = self._log_follow
            self.log_panel.set_content(content)
            if at_end:
                self.log_panel.scroll_to(self.log_panel.max_offset)

    # -- things that move every frame: thinking dots, the current seat
    def _draw_live(self, surface: pygame.Surface) -> None:
        g = self.geo
        px = g.px
        session = self.session
        if session.game_over or self.finished:
            return
        seat = session.to_move
        ctrl = self.controllers.get(seat)
        if isinstance(ctrl, BotController) and seat in g.seats:
            box = g.seats[seat]
            dots = gfx.hourglass(px(14), self.time)
            pos = (box.name.x + min(box.name.w - dots.get_width(), text.text_size(session.name(seat), g.fonts["name"], bold=True)[0] + px(8)), box.name.centery)
            surface.blit(dots, dots.get_rect(midleft=pos))
        if self.my_turn and self.hint_job is not None:
            dots = gfx.hourglass(px(14), self.time)
            surface.blit(dots, dots.get_rect(midright=(self.hint_button.rect.x - px(6), self.hint_button.rect.centery)))

    def _draw_hidden_hand(self, surface: pygame.Surface, offset: tuple[int, int] = (0, 0)) -> None:
        """No hand is shown face up: the home seat's hand as a row of backs."""
        g = self.geo
        count = self.shown.hand[g.home]
        if count <= 0:
            return
        area = g.hand_area
        h = min(g.card_h, area.h - g.px(8))
        w = round(h * 2 / 3)
        step = min(w * 0.5, (area.w - w) / max(1, count - 1)) if count > 1 else 0
        total = w + step * (count - 1)
        x0 = area.x + (area.w - total) / 2
        back = cardart.card_back((w, h))
        for i in range(count):
            surface.blit(back, (int(x0 + i * step) + offset[0], area.bottom - h - g.px(8) + offset[1]))

    # -- the hover preview: a large card with its full text
    def _zone_at(self, pos: tuple[int, int]) -> tuple[pygame.Rect, tuple[str, str] | None, str] | None:
        g = self.geo
        sh = self.shown
        completion = self.completion
        for seat, box in g.seats.items():
            if not box.panel.collidepoint(pos):
                continue
            for c, r in zip(sh.city[seat], box.tile_rects(len(sh.city[seat]), completion), strict=False):
                if r.collidepoint(pos):
                    return r, ("district", c.kind.name), ""
            revealed = sh.seat_revealed(seat)
            mine = box.home and self.viewer is not None and self.awaiting is None
            ranks = list(self.session.view(seat).my_characters) if mine else revealed
            for rank, r in zip(ranks, box.chars, strict=False):
                if r.collidepoint(pos):
                    return r, ("character", self._char_id(rank)), ""
            if box.gold.collidepoint(pos):
                return box.gold, None, ngettext("{name} has {count} gold.", "{name} has {count} gold.", sh.gold[seat]).format(name=self.session.name(seat), count=sh.gold[seat])
            if box.hand.collidepoint(pos):
                return box.hand, None, ngettext("{name} has {count} card in hand.", "{name} has {count} cards in hand.", sh.hand[seat]).format(name=self.session.name(seat), count=sh.hand[seat])
            if box.crown.collidepoint(pos) and sh.crown == seat:
                return box.crown, None, _("{name} has the crown and calls the characters.").format(name=self.session.name(seat))
        for rank in range(1, 9):
            r = self._slot_card(rank)
            if g.slots[rank - 1].collidepoint(pos):
                return g.slots[rank - 1], ("character", self._char_id(rank)), ""
            del r
        if g.deck.collidepoint(pos):
            return g.deck, None, ngettext("{count} card left in the deck.", "{count} cards left in the deck.", sh.deck).format(count=sh.deck)
        return None

    def _draw_preview(self, surface: pygame.Surface) -> None:
        if self.hover_time < PREVIEW_DELAY:
            keyboard_item = self.ui.focus if (self.ui.keyboard_mode and isinstance(self.ui.focus, CardItem)) else None
            if keyboard_item is None:
                return
        g = self.geo
        item = self.hover if self.hover is not None and self.hover_time >= PREVIEW_DELAY else None
        if item is None and self.ui.keyboard_mode and isinstance(self.ui.focus, CardItem):
            item = self.ui.focus
        spec: tuple[str, str] | None = None
        caption = ""
        anchor: pygame.Rect
        if item is not None:
            spec, caption, anchor = item.preview, item.reason(), item.rect
        else:
            if self.pointer is None:
                return
            zone = self._zone_at(self.pointer)
            if zone is None:
                return
            anchor, spec, caption = zone
            if spec is None:
                if caption:
                    draw_tooltip(surface, caption, self.pointer)
                return
        if spec is None:
            if caption:
                draw_tooltip(surface, caption, anchor.bottomleft)
            return
        kind, name = spec
        h = min(g.px(340), int(g.size[1] * 0.56))
        size = cardart.card_size(h)
        face = cardart.district_card(name, size) if kind == "district" else cardart.character_card(name, size)
        rect = face.get_rect()
        # beside the thing, on the side with room, kept on screen
        space_right = g.size[0] - anchor.right
        if space_right > rect.w + g.px(20) or anchor.x < rect.w + g.px(20):
            rect.midleft = (anchor.right + g.px(14), anchor.centery)
        else:
            rect.midright = (anchor.x - g.px(14), anchor.centery)
        cap = None
        if caption:
            cap = text.render_wrapped(caption, g.fonts["small"], theme.CREAM, max(rect.w, g.px(240)) - g.px(16), max_lines=4)
        total_h = rect.h + (cap.get_height() + g.px(18) if cap is not None else 0)
        bounds = surface.get_rect().inflate(-g.px(8), -g.px(8))
        block = pygame.Rect(rect.x, rect.y, max(rect.w, cap.get_width() + g.px(16) if cap is not None else 0), total_h)
        block.clamp_ip(bounds)
        rect.topleft = (block.x + (block.w - rect.w) // 2, block.y)
        decor.draw_shadow(surface, rect, radius=g.px(12), blur=g.px(10), offset=g.px(8))
        surface.blit(face, rect)
        if cap is not None:
            box = pygame.Rect(block.x, rect.bottom + g.px(6), block.w, cap.get_height() + g.px(12))
            decor.draw_panel(surface, box, style="dark", radius=g.px(6), border=1, shadow=False)
            surface.blit(cap, (box.x + g.px(8), box.y + g.px(6)))

    def _draw_toast(self, surface: pygame.Surface) -> None:
        if self.toast is None:
            return
        g = self.geo
        msg = self.toast[0]
        label = text.render(msg, g.fonts["body"], theme.CREAM, bold=True)
        box = label.get_rect(center=(g.stage.centerx, g.stage.bottom - g.px(24))).inflate(g.px(24), g.px(12))
        decor.draw_panel(surface, box, style="dark", radius=g.px(8), border=1)
        surface.blit(label, label.get_rect(center=box.center))

    # ------------------------------------------------------------------ for tests and tools
    def widgets_for(self, action: Action) -> list[Any]:
        """The clickable things (cards, buttons) whose click submits `action` last."""
        out: list[Any] = [i for i in self.items if i.actions and i.actions[-1] == action and i.enabled]
        out += [b for b in self.buttons if action in getattr(b, "actions", ()) and b.enabled]
        return out

    def item(self, *key: Any) -> CardItem | None:
        for it in self.items:
            if it.key == key:
                return it
        return None

    def button_labelled(self, label: str) -> Button | None:
        from citadels.app.widgets import resolve

        for b in self.buttons + [self.hint_button, self.menu_button, self.sound_button]:
            if resolve(b.label) == label:
                return b
        return None

    def private_visible(self) -> bool:
        """Whether anything private (a face-up hand, chosen characters, offered cards) is drawn."""
        return self.viewer is not None and self.awaiting is None


def _fade_strip(width: int, height: int) -> pygame.Surface:
    """The top edge of the log: lines scroll away under a soft shadow."""
    strip = pygame.Surface((width, height), pygame.SRCALPHA)
    for y in range(height):
        alpha = int(250 * (1 - y / height) ** 1.3)
        pygame.draw.line(strip, (40, 27, 19, alpha), (0, y), (width, y))
    return strip


def _entry(event: ev.Event) -> Any:
    from citadels.app.table_log import Entry

    return Entry("event", event=event)


def _digit(event: pygame.event.Event) -> int | None:
    key = getattr(event, "key", None)
    if key is None:
        return None
    if pygame.K_1 <= key <= pygame.K_9:
        return key - pygame.K_0
    if pygame.K_KP1 <= key <= pygame.K_KP9:
        return key - pygame.K_KP1 + 1
    return None


def describe_action(action: Action, view: PlayerView, names: Sequence[str]) -> str:
    """A short imperative for an action ("Build the Castle"), for hints."""
    match action:
        case PickCharacter(rank=rank):
            return _("take the {character}").format(character=char_name(view, rank))
        case DiscardCharacter(rank=rank):
            return _("discard the {character}").format(character=char_name(view, rank))
        case TakeGold():
            return _("take 2 gold")
        case DrawCards():
            return _("draw cards")
        case KeepCard(card=cid):
            return _("keep the {district}").format(district=district_name(card(cid).kind.name))
        case Build(card=cid):
            return _("build the {district}").format(district=district_name(card(cid).kind.name))
        case TakeIncome(school_type=st):
            if st is not None:
                return _("collect income, the School of Magic as {type}").format(type=district_type_name(st))
            return _("collect your income")
        case Murder(rank=rank):
            return _("murder the {character}").format(character=char_name(view, rank))
        case Rob(rank=rank):
            return _("rob the {character}").format(character=char_name(view, rank))
        case SwapHands(seat=seat):
            return _("swap hands with {name}").format(name=names[seat])
        case ExchangeCard(card=cid):
            return _("exchange the {district}").format(district=district_name(card(cid).kind.name))
        case FinishExchange():
            return _("finish the exchange")
        case Destroy(seat=seat, card=cid):
            return _("destroy the {district} of {name}").format(district=district_name(card(cid).kind.name), name=names[seat])
        case GraveyardTake():
            return _("keep the district with your Graveyard")
        case GraveyardDecline():
            return _("let the district go")
        case LaboratoryDiscard(card=cid):
            return _("discard the {district} at the Laboratory").format(district=district_name(card(cid).kind.name))
        case SmithyDraw():
            return _("use the Smithy")
        case EndTurn():
            return _("end your turn")
    return str(action)


class _FallbackHandoff(Scene):
    """Used only when this build has no hand-off screen: hides the table until a click."""

    def __init__(self, app: App, name: str, on_ready: Callable[[], None]) -> None:
        super().__init__(app)
        self.player = name
        self.on_ready = on_ready
        self.age = 0.0

    def update(self, dt: float) -> None:
        self.age += dt

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.age < 0.3:
            return
        if (event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == 1) or (
            event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE)
        ):
            self.app.pop()
            self.on_ready()

    def draw(self, surface: pygame.Surface) -> None:
        decor.draw_background(surface, dim=0.5)
        lay = theme.layout_for(surface.get_size())
        text.draw_text(surface, _("Pass to {name}").format(name=self.player), surface.get_rect().center, lay.heading,
                       theme.GOLD_LIGHT, anchor="center", bold=True, role="display")  # fmt: skip


# ================================================================================================
# Demo tables (screenshots, the self-test, the frame benchmark)
# ================================================================================================


def demo_session(players: int = 4, *, seed: int = 7, stage: str = "main", humans: int = 1, rounds: int = 2,
                 names: Sequence[str] | None = None) -> GameSession:  # fmt: skip
    """A session advanced by greedy bots to a human's decision: ``stage`` is "draft", "main",
    "gather" or "warlord" (a MAIN turn as the Warlord with targets), after about ``rounds`` rounds."""
    from citadels.ai import make_bot
    from citadels.app.session import GameSetup, SeatSetup

    default = ["Ana", "Bruno", "Carmen", "Diego", "Elena", "Fermín", "Gloria"]
    names = list(names or default)[:players]
    seats = tuple(
        SeatSetup(names[i], "human" if i < humans else "bot", "greedy") for i in range(players)
    )
    for attempt in range(60):
        session = GameSession(GameSetup(seats, seed=seed + attempt * 101))
        bots = [make_bot("greedy", seed + i) for i in range(players)]
        state = session.state
        assert state is not None
        while not session.game_over:
            seat = session.to_move
            view = session.view(seat)
            legal = session.legal(seat)
            if session.round > rounds and seat < humans:
                if stage == "draft" and session.decision == Decision.DRAFT_PICK:
                    return session
                if stage == "gather" and session.decision == Decision.GATHER:
                    return session
                if stage == "main" and session.decision == Decision.MAIN and state.cur_rank != 8 and len(view.hand) >= 2:
                    return session
                if stage == "warlord" and session.decision == Decision.MAIN and state.cur_rank == 8 and any(isinstance(a, Destroy) for a in legal):
                    return session
            if session.round > rounds + 3:
                break
            action = bots[seat].choose(view, legal)
            if stage == "warlord" and seat < humans and isinstance(action, PickCharacter) and PickCharacter(8) in legal:
                action = PickCharacter(8)
            if stage == "warlord" and seat < humans and isinstance(action, (Destroy,)):
                action = EndTurn()  # keep the Warlord's ability for the picture
            session.submit(seat, action)
    return session


def _demo(app: App, players: int, stage: str, seed: int = 7) -> TableScene:
    return TableScene(app, demo_session(players, seed=seed, stage=stage), animate_history=False, bot_processes="never")


# `citadels screenshot --scene table|draft --players N --seed S` passes players and seed through
register_screenshot("table", lambda app, players=4, seed=7: _demo(app, players, "main", seed))
register_screenshot("draft", lambda app, players=4, seed=7: _demo(app, players, "draft", seed))
register_screenshot("table7", lambda app: _demo(app, 7, "main"))
register_screenshot("warlord", lambda app: _demo(app, 5, "warlord"))

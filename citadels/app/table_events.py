"""How the table animates what happened: every engine event becomes animations (`table_anim`)
and a sound. A mixin of `TableScene`."""

from __future__ import annotations

import pygame

from citadels.app import cardart, theme
from citadels.app import table_gfx as gfx
from citadels.app.table_anim import Anim, Banner, Crumble, Flip, Fly, Glow, Stamp, Step
from citadels.engine import card
from citadels.engine import events as ev
from citadels.i18n import _, character_fields, character_name, district_name

#: Which sound wins when several events happen in one frame (animations off).
SOUND_PRIORITY = ("gameover", "murder", "destroy", "steal", "crown", "build", "reveal", "coin", "deal")

# Base durations of the animations (seconds at "normal" speed).
T_FLY = 0.42
T_DEAL = 0.28
T_BANNER = 1.15
T_BANNER_SHORT = 0.7
T_FLIP = 0.5
T_STAMP = 0.55
T_CRUMBLE = 0.75


#: The sound of each kind of event. A sound tells only that such an event happened, which everyone
#: at the table sees anyway: it never depends on an event's private fields (cards, hidden ranks).
SOUNDS: dict[type, str] = {
    ev.CardsDealt: "deal", ev.CharacterRevealed: "reveal", ev.Murdered: "murder", ev.Robbed: "steal",
    ev.GoldStolen: "coin", ev.GoldTaken: "coin", ev.GoldPaid: "coin", ev.CardsDrawn: "deal",
    ev.Built: "build", ev.Destroyed: "destroy", ev.CrownPassed: "crown", ev.HandsSwapped: "deal",
    ev.GameEnded: "gameover",
}  # fmt: skip


def sound_name(event: ev.Event) -> str | None:
    """The sound for `event` (None: silent)."""
    return SOUNDS.get(type(event))


class TableAnimations:
    """`TableScene` part: engine events become animation steps, sounds and log entries."""

    def _step_start(self, step: Step) -> None:
        batch: list[tuple[int, ev.Event]] = step.payload  # type: ignore[assignment]
        for index, event in batch:
            self.shown.apply_start(event)
            self.log.add_event(event)
            for reason, seat in self._reason_at.pop(index, ()):
                self.log.add_reason(reason, seat)
        if not self.timeline.skipping:
            self._sound_for(batch[0][1])

    def _step_end(self, step: Step) -> None:
        for _index, event in step.payload:  # type: ignore[attr-defined]
            self.shown.apply_end(event)

    def _sound_for(self, event: ev.Event) -> None:
        name = sound_name(event)
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
                if rank in self.shown.faceup:
                    return []  # discarded face up: everyone knows nobody answers, so no pause
                fields = character_fields(self._char_id(rank))
                if rank == self.shown.murdered:
                    return [banner(_("The {character} is called").format(**fields), _("The {character} was murdered and stays silent").format(**fields), T_BANNER_SHORT)]
                return [banner(_("The {character} is called").format(**fields), _("Nobody answers"), T_BANNER_SHORT)]
            case ev.CharacterRevealed(seat=seat, rank=rank):
                r = self._slot_card(rank)
                box = g.seats[seat].panel
                return [
                    banner(character_name(self._char_id(rank)), _("{name} reveals the {character}").format(name=names[seat], **character_fields(self._char_id(rank)))),
                    Flip(cardart.character_back(r.size), cardart.character_card(self._char_id(rank), r.size), r.center, T_FLIP, delay),
                    Glow(box, theme.GOLD_LIGHT, 0.9, delay, radius=px(10)),
                ]  # fmt: skip
            case ev.Murdered(seat=seat, rank=rank):
                r = self._slot_card(rank)
                return [
                    Stamp(gfx.marker("skull", px(40)), r.center, T_STAMP, delay),
                    banner(_("{name} murders the {character}").format(name=names[seat], **character_fields(self._char_id(rank))), "", T_BANNER_SHORT + 0.3),
                ]  # fmt: skip
            case ev.Robbed(seat=seat, rank=rank):
                r = self._slot_card(rank)
                return [
                    Stamp(gfx.marker("moneybag", px(40)), r.center, T_STAMP, delay),
                    banner(_("{name} will rob the {character}").format(name=names[seat], **character_fields(self._char_id(rank))), "", T_BANNER_SHORT + 0.3),
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
                fields = character_fields(self._char_id(rank))
                if seat is None:
                    return [banner(_("Nobody had the {character}").format(**fields), _("The murder was in vain."), T_BANNER_SHORT + 0.3)]
                return [banner(_("The murdered {character} was {name}").format(**fields, name=names[seat]), "", T_BANNER_SHORT + 0.4)]
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


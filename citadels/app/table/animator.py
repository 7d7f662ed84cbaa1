"""How the table moves: every engine event becomes one animation step (`anim.Timeline`), a sound and
its log lines. The `Animator` owns the timeline and knows which events the table has already seen;
the displayed state (`Shown`) moves forward as each step starts and ends."""

from __future__ import annotations

from collections.abc import Sequence
from typing import assert_never

import pygame

from citadels.app import cardart, theme
from citadels.app.table import gfx
from citadels.app.table.anim import Anim, Banner, Crumble, Flip, Fly, Glow, Stamp, Step, Timeline
from citadels.app.table.context import Table
from citadels.engine import CHARACTERS, CLASSIC_CHARACTERS, CharacterSpec, card
from citadels.engine import events as ev
from citadels.engine.uniques import HOLDS_CARDS
from citadels.session import reasons_by_event
from citadels.text.i18n import (
    _,
    character_fields,
    character_name,
    district_name,
    district_type_name,
    ngettext,
)

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

Batch = list[tuple[int, ev.Event]]

#: The Dark City events (RULES.md §6): `Animator._dark_anims` animates each of them.
DarkEvent = (
    ev.Bewitched
    | ev.BewitchedTurnTaken
    | ev.TaxPaid
    | ev.HandLookedAt
    | ev.CardTakenFromHand
    | ev.TributePaid
    | ev.TitheTaken
    | ev.DistrictsSwapped
    | ev.DistrictSeized
    | ev.CardsGivenForGold
    | ev.TaxOnToken
    | ev.TokenTaxTaken
    | ev.Beautified
    | ev.AdornmentGoldReturned
    # the 2016 Spy and Seer
    | ev.HandLookedAtForType
    | ev.CardTakenAtRandom
    | ev.CardGiven
)

#: The Magistrate's events (RULES.md §9.3): `Animator._warrant_anims` animates each of them.
WarrantEvent = ev.WarrantsPlaced | ev.BuildHeld | ev.WarrantKept | ev.WarrantRevealed
#: The Blackmailer's events (RULES.md §9.3): `Animator._threat_anims` animates each of them.
ThreatEvent = ev.ThreatsPlaced | ev.BribePaid | ev.BribeRefused | ev.ThreatRevealed | ev.ThreatKept


def sound_name(event: ev.Event) -> str | None:
    """The sound for `event` (None: silent). A sound tells only that such an event happened, which
    everyone at the table sees anyway: it never depends on an event's private fields (cards, hidden ranks)."""
    match event:
        case ev.CardsDealt() | ev.CardsDrawn() | ev.HandsSwapped() | ev.CardTakenFromHand() \
                | ev.CardTakenAtRandom() | ev.CardGiven():  # fmt: skip
            return "deal"
        case ev.CharacterRevealed() | ev.BewitchedTurnTaken():
            return "reveal"
        case ev.Murdered():
            return "murder"
        case ev.Robbed() | ev.Bewitched() | ev.WarrantsPlaced() | ev.ThreatsPlaced():
            return "steal"
        case ev.GoldStolen() | ev.GoldTaken() | ev.GoldPaid() | ev.TaxPaid() | ev.TributePaid() | ev.TitheTaken() \
                | ev.Beautified() | ev.AdornmentGoldReturned() | ev.CardsGivenForGold() | ev.TaxOnToken() \
                | ev.TokenTaxTaken() | ev.HandLookedAtForType() \
                | ev.BribePaid() | ev.ThreatRevealed():  # fmt: skip
            return "coin"
        case ev.Built() | ev.DistrictsSwapped() | ev.DistrictSeized() | ev.WarrantRevealed():
            return "build"
        case ev.Destroyed():
            return "destroy"
        case ev.CrownPassed():
            return "crown"
        case ev.GameEnded():
            return "gameover"
        case (
            ev.GameStarted()
            | ev.RoundStarted()
            | ev.CharactersDiscardedFaceUp()
            | ev.CharacterDiscardedFaceDown()
            | ev.CharacterChosen()
            | ev.RankCalled()
            | ev.CardKept()
            | ev.CardsExchanged()
            | ev.CardDiscarded()
            | ev.IncomeTaken()
            | ev.CityCompleted()
            | ev.GraveyardOffered()
            | ev.GraveyardUsed()
            | ev.TurnEnded()
            | ev.MurderedRevealed()
            | ev.RoundEnded()
            | ev.CharacterSetChosen()
            | ev.HandLookedAt()
            | ev.BuildHeld()
            | ev.WarrantKept()
            | ev.BribeRefused()
            | ev.ThreatKept()
            | ev.TheaterSwapped()
            | ev.TheaterDeclined()
        ):
            return None
        case _:
            assert_never(event)


def _token_rank(characters: tuple[CharacterSpec, ...]) -> int:
    """The rank whose card holds the 2016 Tax Collector's token (RULES.md §9.7): where its coins fly."""
    return next((spec.rank for spec in characters if spec.taxes_each_build), len(characters))


class Animator:
    """Turns the session's new events into timeline steps; plays them and their sounds."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.timeline = Timeline()
        self.seen = 0  # events of the session's history already queued
        self._reason_at: dict[
            int, list[tuple[object, int]]
        ] = {}  # event index -> [(bot reason, seat)] shown under it
        self._pending_sound: str | None = None

    @property
    def idle(self) -> bool:
        return self.timeline.idle

    def catch_up(self) -> None:
        """The table starts from the present (its log already holds every event so far)."""
        self.seen = len(self.table.session.history)

    def ingest(self) -> bool:
        """Queue animation steps for events the session has that the table has not seen; True if any."""
        table = self.table
        history = table.session.history
        if self.seen >= len(history):
            return False
        # each reason shown right under the event of its own action
        self._reason_at.update(reasons_by_event(table.session.actions, history, self.seen))
        i = self.seen
        while i < len(history):
            event = history[i]
            batch: Batch = [(i, event)]
            if isinstance(event, ev.CardsDealt):  # deal to every seat at once
                while i + 1 < len(history) and isinstance(history[i + 1], ev.CardsDealt):
                    i += 1
                    batch.append((i, history[i]))
            self.timeline.add(
                Step(batch, build=self._build_anims, on_start=self._step_start, on_end=self._step_end)
            )
            i += 1
        self.seen = len(history)
        return True

    def update(self, dt: float, speed: float) -> None:
        self.timeline.speed = speed
        self.timeline.update(dt)

    def play_pending_sound(self) -> None:
        if self._pending_sound is not None:
            self.table.app.sound.play(self._pending_sound)
            self._pending_sound = None

    def skip(self) -> None:
        if not self.timeline.idle:
            self.timeline.skip()

    # -- what the active step is doing (the renderer leaves these to the animation)
    def active_events(self) -> list[ev.Event]:
        step = self.timeline.active
        return [] if step is None else [e for _i, e in step.payload]

    def crown_flying(self) -> bool:
        return any(isinstance(e, ev.CrownPassed) for e in self.active_events())

    def pending_flips(self) -> tuple[int, ...]:
        """Ranks whose card is being flipped (and minus the ranks being stamped) right now."""
        out: list[int] = []
        for e in self.active_events():
            if isinstance(e, ev.CharacterRevealed):
                out.append(e.rank)
            elif isinstance(e, ev.CharactersDiscardedFaceUp):
                out += list(e.ranks)
            elif isinstance(e, (ev.Murdered, ev.Robbed)):
                out.append(-e.rank)
        return tuple(out)

    # -- a step starts and ends
    def _step_start(self, step: Step) -> None:
        table = self.table
        for index, event in step.payload:
            table.shown.apply_start(event)
            table.log.add_event(event)
            for reason, seat in self._reason_at.pop(index, ()):
                table.log.add_reason(reason, seat)
        if not self.timeline.skipping:
            self._sound_for(step.payload[0][1])

    def _step_end(self, step: Step) -> None:
        for _index, event in step.payload:
            self.table.shown.apply_end(event)

    def _sound_for(self, event: ev.Event) -> None:
        name = sound_name(event)
        if not name:
            return
        if self.timeline.speed > 0:
            self.table.app.sound.play(name)
        elif self._pending_sound is None or SOUND_PRIORITY.index(name) < SOUND_PRIORITY.index(
            self._pending_sound
        ):
            # without animations a whole turn happens in one frame: play only its loudest moment
            self._pending_sound = name

    # ------------------------------------------------------------------ animations
    def _build_anims(self, step: Step) -> list[Anim]:
        out: list[Anim] = []
        for k, (_i, event) in enumerate(step.payload):
            out += self._anims_for(event, delay=k * 0.05)
        return out

    def _anims_for(self, e: ev.Event, delay: float = 0.0) -> list[Anim]:
        table = self.table
        g = table.geo
        px = g.px
        stage_c = g.stage.center
        ribbon_w = min(g.stage.w - px(40), px(620))
        names = table.session.names
        you = table.you  # the seat the banners speak to as "you" (a solo game), else None
        char_id = table.char_id
        shown = table.shown

        def banner(title: str, sub: str = "", t: float = T_BANNER) -> Banner:
            return Banner(title, sub, (stage_c[0], stage_c[1]), ribbon_w, t, delay, scale=g.s)

        def coins(src: tuple[int, int], dst: tuple[int, int], amount: int) -> list[Anim]:
            d = px(22)
            sprite = cardart.coin(None, d)
            return [
                Fly(sprite, src, dst, T_FLY, delay + i * 0.07, arc=0.25)
                for i in range(min(6, max(1, amount)))
            ]

        def backs(src: tuple[int, int], dst: tuple[int, int], count: int, t: float = T_FLY) -> list[Anim]:
            sprite = cardart.card_back(cardart.card_size(px(54)))
            return [
                Fly(sprite, src, dst, t, delay + i * 0.06, arc=0.15) for i in range(min(5, max(1, count)))
            ]

        match e:
            case ev.GameStarted(players=players, completion_size=size):
                return [
                    banner(
                        _("The game begins"),
                        _("{players} players · cities complete at {size} districts").format(
                            players=players, size=size
                        ),
                    )
                ]
            case ev.CharacterSetChosen(names=line_up) if tuple(line_up) != tuple(
                c.name for c in CLASSIC_CHARACTERS
            ):
                # a Dark City, Mixed or Custom set: say which cards are in play before the first draft
                listed = ", ".join(
                    f"{rank}. {character_name(name)}" for rank, name in enumerate(line_up, start=1)
                )
                return [banner(_("Characters in this game"), listed, T_BANNER * 2.2)]
            case ev.CardsDealt(seat=seat, count=count):
                return backs(g.deck.center, g.hand_pos(seat), count, T_DEAL)
            case ev.RoundStarted(round=rnd, crown=crown):
                if crown == you:
                    return [
                        banner(
                            _("Round {round}").format(round=rnd), _("You have the crown: you choose first")
                        )
                    ]
                return [
                    banner(
                        _("Round {round}").format(round=rnd),
                        _("{name} has the crown: choose your characters").format(name=names[crown]),
                    )
                ]
            case ev.CharactersDiscardedFaceUp(ranks=ranks):
                # the line shows every card's face (veiled until it is called), never a back: each
                # discarded card turns from that look to the darker one of a card out of the round,
                # all at once, so no slot stands empty while it waits its turn
                flips: list[Anim] = []
                for rank in ranks:
                    r = g.slot_card(rank)
                    face = cardart.character_card(char_id(rank), r.size, named_beside=True)
                    radius = max(3, round(r.w * 0.07))
                    flips.append(Flip(gfx.veiled(face, gfx.veil(r.size, gfx.TRACK_WAITING_VEIL, radius, theme.PARCHMENT_DARK)),
                                      gfx.veiled(face, gfx.veil(r.size, gfx.TRACK_OUT_VEIL, radius)), r.center, T_FLIP, delay))  # fmt: skip
                return flips
            case ev.CharacterChosen(seat=seat):
                return [
                    Fly(
                        cardart.character_back(cardart.card_size(px(48))),
                        stage_c,
                        g.char_pos(seat),
                        T_FLY * 0.8,
                        delay,
                        arc=0.1,
                    )
                ]
            case ev.RankCalled(rank=rank, seat=None):
                if rank in shown.faceup:
                    return []  # discarded face up: everyone knows nobody answers, so no pause
                fields = character_fields(char_id(rank))
                if rank == shown.murdered:
                    return [
                        banner(
                            _("The {character} is called").format(**fields),
                            _("The {character} was murdered and stays silent").format(**fields),
                            T_BANNER_SHORT,
                        )
                    ]
                return [
                    banner(
                        _("The {character} is called").format(**fields), _("Nobody answers"), T_BANNER_SHORT
                    )
                ]
            case ev.CharacterRevealed(seat=seat, rank=rank):
                r = g.slot_card(rank)
                box = g.seats[seat].panel
                fields = character_fields(char_id(rank))
                said = (_("You reveal the {character}").format(**fields) if seat == you
                        else _("{name} reveals the {character}").format(name=names[seat], **fields))  # fmt: skip
                return [
                    banner(character_name(char_id(rank)), said),
                    Flip(cardart.character_back(r.size), cardart.character_card(char_id(rank), r.size, named_beside=True), r.center, T_FLIP, delay),
                    Glow(box, theme.GOLD_LIGHT, 0.9, delay, radius=px(10)),
                ]  # fmt: skip
            case ev.Murdered(seat=seat, rank=rank):
                r = g.slot_card(rank)
                return [
                    Stamp(gfx.marker("skull", px(40)), r.center, T_STAMP, delay),
                    banner(_("You murder the {character}").format(**character_fields(char_id(rank))) if seat == you
                           else _("{name} murders the {character}").format(name=names[seat], **character_fields(char_id(rank))),
                           "", T_BANNER_SHORT + 0.3),
                ]  # fmt: skip
            case ev.Robbed(seat=seat, rank=rank):
                r = g.slot_card(rank)
                return [
                    Stamp(gfx.marker("moneybag", px(40)), r.center, T_STAMP, delay),
                    banner(_("You will rob the {character}").format(**character_fields(char_id(rank))) if seat == you
                           else _("{name} will rob the {character}").format(name=names[seat], **character_fields(char_id(rank))),
                           "", T_BANNER_SHORT + 0.3),
                ]  # fmt: skip
            case ev.GoldStolen(robber=robber, victim=victim, amount=amount):
                if amount <= 0:
                    return []
                return coins(g.gold_pos(victim), g.gold_pos(robber), amount)
            case ev.GoldTaken(seat=seat, amount=amount):
                return coins(g.bank.center, g.gold_pos(seat), amount) if amount > 0 else []
            case ev.GoldPaid(source=source) if source in CHARACTERS:
                return []  # a character's ability pays it: its own event moves the coins (the Artist's
                # fly onto the districts with the `Beautified` that follows)
            case ev.GoldPaid(seat=seat, amount=amount):
                return coins(g.gold_pos(seat), g.bank.center, amount) if amount > 0 else []
            case ev.CardsDrawn(seat=seat, count=count, source=source):
                if count <= 0:
                    return []
                dst = stage_c if (source == "resource" and seat == table.viewer) else g.hand_pos(seat)
                return backs(g.deck.center, dst, count)
            case ev.CardKept(seat=seat, returned=returned):
                return (
                    backs(stage_c if seat == table.viewer else g.hand_pos(seat), g.deck.center, returned)
                    if returned
                    else []
                )
            case ev.CardsExchanged(seat=seat, count=count):
                return backs(g.hand_pos(seat), g.deck.center, count) if count else []
            case ev.HandsSwapped(seat=seat, target=target, gave=gave, got=got):
                a, b = g.hand_pos(seat), g.hand_pos(target)
                return backs(a, b, max(1, gave)) + backs(b, a, max(1, got))
            case ev.CardDiscarded(seat=seat, source="stored"):  # d16b: face down under the Museum
                city = shown.city[seat]
                idx = next((i for i, d in enumerate(city) if d.kind is HOLDS_CARDS), None)
                if idx is None:
                    return backs(g.hand_pos(seat), g.hand_pos(seat), 1)
                rect = g.seats[seat].tile_rects(len(city), table.completion)[idx]
                return backs(g.hand_pos(seat), rect.center, 1)
            case ev.CardDiscarded(seat=seat, card=card_id):
                if card_id is None or seat != table.viewer:  # face down: only its owner sees the card
                    return backs(g.hand_pos(seat), g.deck.center, 1)
                return [
                    Fly(
                        cardart.district_card(card(card_id).kind.name, cardart.card_size(px(80))),
                        g.hand_pos(seat),
                        g.deck.center,
                        T_FLY,
                        delay,
                    )
                ]
            case ev.Built(seat=seat, card=card_id):
                c = card(card_id)
                rects = g.seats[seat].tile_rects(len(shown.city[seat]), table.completion)
                slot = rects[min(len(rects) - 1, len(shown.city[seat]))]
                sprite = cardart.district_card(c.kind.name, cardart.card_size(px(96)))
                tile = gfx.district_tile(c.kind.name, slot.size, stored=shown.stored(c))
                return [Fly(sprite, g.hand_pos(seat), slot.center, T_FLY + 0.15, delay, arc=0.2, end_sprite=tile),
                        Glow(slot, theme.TYPE_COLOURS[c.dtype], 0.5, delay + T_FLY + 0.1, radius=px(4))]  # fmt: skip
            case ev.CityCompleted(seat=seat, first=first):
                if first:
                    title = (
                        _("You complete your city!")
                        if seat == you
                        else _("{name} completes the city!").format(name=names[seat])
                    )
                    return [banner(title, _("This is the last round."))]
                title = (
                    _("You complete your city too")
                    if seat == you
                    else _("{name} completes the city too").format(name=names[seat])
                )
                return [banner(title, "", T_BANNER_SHORT + 0.3)]
            case ev.Destroyed(seat=seat, target=target, card=card_id, paid=paid):
                c = card(card_id)
                city = shown.city[target]
                idx = next((i for i, d in enumerate(city) if d.id == card_id), None)
                out = coins(g.gold_pos(seat), g.bank.center, paid) if paid else []
                if idx is not None:
                    tile_rect = g.seats[target].tile_rects(len(city), table.completion)[idx]
                    out.append(
                        Crumble(
                            gfx.district_tile(
                                c.kind.name,
                                tile_rect.size,
                                adorned=card_id in shown.adorned,
                                stored=shown.stored(c),
                            ),
                            tile_rect,
                            T_CRUMBLE,
                            delay,
                        )
                    )
                district = district_name(c.kind.name)
                title = (_("You destroy the {district}").format(district=district) if seat == you
                         else _("{name} destroys the {district}").format(name=names[seat], district=district))  # fmt: skip
                where = (
                    _("in your city")
                    if target == you
                    else _("in the city of {target}").format(target=names[target])
                )
                out.append(banner(title, where, T_BANNER_SHORT + 0.4))
                return out
            case ev.GraveyardUsed(seat=seat, card=card_id, taken=True):
                return [
                    Fly(
                        cardart.district_card(card(card_id).kind.name, cardart.card_size(px(80))),
                        stage_c,
                        g.hand_pos(seat),
                        T_FLY,
                        delay,
                    )
                ]
            case ev.CrownPassed(from_seat=src, to_seat=dst):
                sprite = cardart.crown(px(34))
                start = g.seats[src].crown.center if src in g.seats else stage_c
                return [Fly(sprite, start, g.seats[dst].crown.center, T_FLY + 0.25, delay, arc=0.35)]
            case ev.MurderedRevealed(rank=rank, seat=seat):
                fields = character_fields(char_id(rank))
                if seat is None:
                    return [
                        banner(
                            _("Nobody had the {character}").format(**fields),
                            _("The murder was in vain."),
                            T_BANNER_SHORT + 0.3,
                        )
                    ]
                if seat == you:
                    return [
                        banner(
                            _("You were the murdered {character}").format(**fields), "", T_BANNER_SHORT + 0.4
                        )
                    ]
                return [
                    banner(
                        _("The murdered {character} was {name}").format(**fields, name=names[seat]),
                        "",
                        T_BANNER_SHORT + 0.4,
                    )
                ]
            case ev.Bewitched() | ev.BewitchedTurnTaken() | ev.TaxPaid() | ev.HandLookedAt() | ev.CardTakenFromHand() | ev.TributePaid() \
                    | ev.TitheTaken() | ev.DistrictsSwapped() | ev.DistrictSeized() | ev.Beautified() | ev.AdornmentGoldReturned() \
                    | ev.CardsGivenForGold() | ev.TaxOnToken() | ev.TokenTaxTaken() \
                    | ev.HandLookedAtForType() | ev.CardTakenAtRandom() | ev.CardGiven():  # fmt: skip
                return self._dark_anims(e, delay)
            case ev.WarrantsPlaced() | ev.BuildHeld() | ev.WarrantKept() | ev.WarrantRevealed():
                return self._warrant_anims(e, delay)
            case (
                ev.ThreatsPlaced()
                | ev.BribePaid()
                | ev.BribeRefused()
                | ev.ThreatRevealed()
                | ev.ThreatKept()
            ):
                return self._threat_anims(e, delay)
            case ev.TheaterSwapped() | ev.TheaterDeclined():  # t16: the Theater (RULES.md §9.4)
                return []  # nothing moves on the table; the log says who swapped with whom
            case ev.GameEnded(winner=winner):
                return [
                    banner(
                        _("Game over"),
                        _("You win!") if winner == you else _("{name} wins!").format(name=names[winner]),
                        T_BANNER + 0.4,
                    )
                ]
            case ev.CharacterSetChosen() | ev.RankCalled() | ev.GraveyardUsed():
                return []  # the classic set, an answered call (its reveal follows), a Graveyard declined
            case ev.CharacterDiscardedFaceDown() | ev.IncomeTaken() | ev.GraveyardOffered() | ev.TurnEnded() \
                    | ev.RoundEnded():  # fmt: skip
                return []  # nothing moves: income's coins fly with its `GoldTaken`, the offer is a prompt
            case _:
                assert_never(e)

    def _dark_anims(self, e: DarkEvent, delay: float) -> list[Anim]:
        """The Dark City events (RULES.md §6), moving what the event moves: coins between purses,
        cards between hands, districts between cities. What a card is stays off the screen unless
        the event is public about it (the Wizard's take and the Emperor's card fly face down)."""
        table = self.table
        g = table.geo
        px = g.px
        names = table.session.names
        you = table.you
        char_id = table.char_id
        shown = table.shown
        ribbon_w = min(g.stage.w - px(40), px(620))

        def banner(title: str, sub: str = "", t: float = T_BANNER_SHORT + 0.3) -> Banner:
            return Banner(title, sub, g.stage.center, ribbon_w, t, delay, scale=g.s)

        def coins(src: tuple[int, int], dst: tuple[int, int], amount: int, at: float = 0.0) -> list[Anim]:
            sprite = cardart.coin(None, px(22))
            return [
                Fly(sprite, src, dst, T_FLY, delay + at + i * 0.07, arc=0.25)
                for i in range(min(6, max(1, amount)))
            ]

        def back(src: tuple[int, int], dst: tuple[int, int]) -> Anim:
            return Fly(cardart.card_back(cardart.card_size(px(54))), src, dst, T_FLY, delay, arc=0.15)

        def tile_rect(seat: int, card_id: int) -> pygame.Rect | None:
            city = shown.city[seat]
            rects = g.seats[seat].tile_rects(len(city), table.completion)
            for d, r in zip(city, rects, strict=False):
                if d.id == card_id:
                    return r
            return None

        match e:
            case ev.Bewitched(seat=seat, rank=rank):
                fields = character_fields(char_id(rank))
                return [Stamp(gfx.marker("spell", px(40)), g.slot_card(rank).center, T_STAMP, delay),
                        banner(_("You bewitch the {character}").format(**fields) if seat == you
                               else _("{name} bewitches the {character}").format(name=names[seat], **fields),
                               _("The Witch will play the rest of its turn."))]  # fmt: skip
            case ev.BewitchedTurnTaken(holder=holder, bewitcher=bewitcher, rank=rank):
                fields = character_fields(char_id(rank))
                return [
                    Glow(g.seats[bewitcher].panel, (196, 160, 236), 1.0, delay, radius=px(10)),
                    Stamp(gfx.marker("spell", px(40)), g.slot_card(rank).center, T_STAMP, delay),
                    banner(
                        _("The {character} is bewitched").format(**fields),
                        self._bewitched_turn(bewitcher, holder),
                        T_BANNER,
                    ),
                ]
            case ev.TaxPaid(seat=seat, collector=collector, amount=amount):
                return coins(g.gold_pos(seat), g.gold_pos(collector), amount)
            case ev.TaxOnToken(seat=seat):  # the 2016 Tax Collector's token, on his card of the row
                return coins(g.gold_pos(seat), g.slot_card(_token_rank(table.characters)).center, 1)
            case ev.TokenTaxTaken(seat=seat, amount=amount):
                title = (_("You take the {count} gold of the Tax Collector's token").format(count=amount) if seat == you
                         else _("{name} takes the {count} gold of the Tax Collector's token").format(name=names[seat], count=amount))  # fmt: skip
                return [
                    *coins(g.slot_card(_token_rank(table.characters)).center, g.gold_pos(seat), amount),
                    banner(title),
                ]
            case ev.HandLookedAt(seat=seat, target=target):
                return [Glow(g.seats[target].hand, theme.GOLD_LIGHT, 0.8, delay, radius=px(6)),
                        banner(_("You look at the hand of {target}").format(target=names[target]) if seat == you
                               else _("{name} looks at your hand").format(name=names[seat]) if target == you
                               else _("{name} looks at the hand of {target}").format(name=names[seat], target=names[target]),
                               "", T_BANNER_SHORT)]  # fmt: skip
            case ev.CardTakenFromHand(seat=seat, target=target):
                return [back(g.hand_pos(target), g.hand_pos(seat))]
            case ev.TributePaid(seat=seat, to=to, gold=gold):
                if gold:
                    return coins(g.gold_pos(seat), g.gold_pos(to), gold)
                return [back(g.hand_pos(seat), g.hand_pos(to))]
            case ev.CardsGivenForGold(seat=seat, lender=lender, gold=gold):  # the Cardinal
                title = (_("You take {count} gold from {target}").format(count=gold, target=names[lender]) if seat == you
                         else _("{name} takes {count} gold from you").format(name=names[seat], count=gold) if lender == you
                         else _("{name} takes {count} gold from {target}").format(name=names[seat], count=gold, target=names[lender]))  # fmt: skip
                sub = ngettext("and gives {count} card in exchange, to build", "and gives {count} cards in exchange, to build", gold).format(count=gold)  # fmt: skip
                flights = [back(g.hand_pos(seat), g.hand_pos(lender)) for _k in range(min(gold, 3))]
                return [*coins(g.gold_pos(lender), g.gold_pos(seat), gold), *flights, banner(title, sub)]
            case ev.TitheTaken(seat=seat, from_seat=src, amount=amount):
                title = (_("You take 1 gold from {target}").format(target=names[src]) if seat == you
                         else _("{name} takes 1 gold from you").format(name=names[seat]) if src == you
                         else _("{name} takes 1 gold from {target}").format(name=names[seat], target=names[src]))  # fmt: skip
                return [
                    *coins(g.gold_pos(src), g.gold_pos(seat), amount),
                    banner(title, _("The richest player gives the Abbot 1 gold.")),
                ]
            case ev.DistrictsSwapped(seat=seat, target=target, given=given, taken=taken, paid=paid):
                out: list[Anim] = []
                a, b = tile_rect(seat, given), tile_rect(target, taken)
                if a is not None and b is not None:
                    for card_id, leaves, lands in ((given, a, b), (taken, b, a)):
                        moved = card(card_id)
                        adorned, stored = card_id in shown.adorned, shown.stored(moved)
                        sprite = gfx.district_tile(
                            moved.kind.name, leaves.size, adorned=adorned, stored=stored
                        )
                        out.append(Fly(sprite, leaves.center, lands.center, T_FLY + 0.3, delay, arc=0.3,
                                       end_sprite=gfx.district_tile(moved.kind.name, lands.size, adorned=adorned, stored=stored)))  # fmt: skip
                        out.append(Glow(lands, theme.GOLD_LIGHT, 0.5, delay + T_FLY + 0.25, radius=px(4)))
                if paid:
                    out += coins(g.gold_pos(seat), g.gold_pos(target), paid, T_FLY)
                out.append(banner(*self._swap_banner(seat, target, given, taken, paid)))
                return out
            case ev.DistrictSeized(seat=seat, target=target, card=card_id, paid=paid):
                out = []
                origin, landing = tile_rect(target, card_id), tile_rect(seat, card_id)
                if landing is None:  # not there yet: the next place of the Marshal's city
                    landing = g.seats[seat].tile_rects(len(shown.city[seat]) + 1, table.completion)[-1]
                if origin is not None and landing is not None:
                    kind = card(card_id).kind.name
                    adorned = card_id in shown.adorned
                    sprite = gfx.district_tile(kind, origin.size, adorned=adorned)
                    out.append(Fly(sprite, origin.center, landing.center, T_FLY + 0.3, delay, arc=0.3,
                                   end_sprite=gfx.district_tile(kind, landing.size, adorned=adorned)))  # fmt: skip
                    out.append(Glow(landing, theme.GOLD_LIGHT, 0.5, delay + T_FLY + 0.25, radius=px(4)))
                if paid:
                    out += coins(g.gold_pos(seat), g.gold_pos(target), paid, T_FLY)
                out.append(banner(*self._seize_banner(seat, target, card_id, paid)))
                return out
            case ev.Beautified(seat=seat, cards=cards):
                out = []
                for k, card_id in enumerate(cards):
                    r = tile_rect(seat, card_id)
                    if r is None:
                        continue
                    out += coins(g.gold_pos(seat), (r.right - r.h, r.centery), 1, k * 0.15)
                    out.append(Glow(r, theme.GOLD_LIGHT, 0.6, delay + T_FLY + k * 0.15, radius=px(4)))
                listed = ", ".join(district_name(card(c).kind.name) for c in cards)
                out.append(banner(_("You beautify: {districts}").format(districts=listed) if seat == you
                                  else _("{name} beautifies: {districts}").format(name=names[seat], districts=listed),
                                  _("Each costs and scores 1 more.") if len(cards) > 1 else _("It costs and scores 1 more.")))  # fmt: skip
                return out
            case ev.AdornmentGoldReturned(seat=seat):
                return coins(g.seats[seat].tiles.center, g.bank.center, 1)
            # the 2016 Spy: the hand looked at glows, its gold flies; the type and the count are public
            case ev.HandLookedAtForType(seat=seat, target=target, dtype=dtype, matches=matches, gold=gold):
                title = (_("You spy on the hand of {target}").format(target=names[target]) if seat == you
                         else _("{name} spies on your hand").format(name=names[seat]) if target == you
                         else _("{name} spies on the hand of {target}").format(name=names[seat], target=names[target]))  # fmt: skip
                sub = ngettext("{type}: {count} card matches", "{type}: {count} cards match", matches).format(
                    type=district_type_name(dtype), count=matches
                )
                out = [Glow(g.seats[target].hand, theme.GOLD_LIGHT, 0.8, delay, radius=px(6))]
                if gold:
                    out += coins(g.gold_pos(target), g.gold_pos(seat), gold)
                out.append(banner(title, sub))
                return out
            # the 2016 Seer: the cards fly face down, between the two hands they concern
            case ev.CardTakenAtRandom(seat=seat, target=target):
                return [back(g.hand_pos(target), g.hand_pos(seat))]
            case ev.CardGiven(seat=seat, target=target):
                return [back(g.hand_pos(seat), g.hand_pos(target))]
            case _:
                assert_never(e)

    def _marker_banner(self, title: str, sub: str, delay: float, t: float = T_BANNER_SHORT + 0.3) -> Banner:
        """The ribbon across the stage of the Magistrate's and the Blackmailer's events."""
        g = self.table.geo
        return Banner(title, sub, g.stage.center, min(g.stage.w - g.px(40), g.px(620)), t, delay, scale=g.s)

    def _markers_placed(
        self, marker: str, ranks: Sequence[int], delay: float, title: str, sub: str
    ) -> list[Anim]:
        """Warrants or threats stamped face down on the character tokens `ranks`, all alike (which one
        is signed or flowered is not shown), and the banner that says who placed them."""
        g = self.table.geo
        out: list[Anim] = [
            Stamp(gfx.marker(marker, g.px(34)), g.slot_card(rank).center, T_STAMP, delay + k * 0.12)
            for k, rank in enumerate(ranks)
        ]
        out.append(self._marker_banner(title, sub, delay))
        return out

    def _who_decides(self, decider: int) -> str:
        """The line under a marker's banner when its owner decides whether to reveal it."""
        if decider == self.table.you:
            return _("You decide whether to reveal it.")
        return _("{name} decides whether to reveal it.").format(name=self.table.session.names[decider])

    def _warrant_anims(self, e: WarrantEvent, delay: float) -> list[Anim]:
        """The Magistrate's events (RULES.md §9.3): warrants stamped on the character tokens (all
        alike: which one is signed is not shown), the pause at a warranted build, the confiscation."""
        table = self.table
        g = table.geo
        px = g.px
        names = table.session.names
        you = table.you
        shown = table.shown

        match e:
            case ev.WarrantsPlaced(seat=seat, ranks=ranks):
                return self._markers_placed("warrant", ranks, delay,
                                            _("You place your warrants") if seat == you
                                            else _("{name} places the warrants").format(name=names[seat]),
                                            _("One of the three is signed."))  # fmt: skip
            case ev.BuildHeld(decider=decider, rank=rank):
                title = _("The {character} carries a warrant").format(**character_fields(table.char_id(rank)))
                return [
                    Glow(g.slot_card(rank), theme.GOLD_LIGHT, 0.8, delay, radius=px(6)),
                    self._marker_banner(title, self._who_decides(decider), delay, T_BANNER_SHORT),
                ]
            case ev.WarrantKept():
                return []  # the build that follows says it; a plain and a signed warrant look the same
            case ev.WarrantRevealed(seat=seat, builder=builder, rank=rank, card=card_id):
                kind = card(card_id).kind.name
                landing = g.seats[seat].tile_rects(len(shown.city[seat]) + 1, table.completion)[-1]
                out: list[Anim] = [
                    Stamp(gfx.marker("warrant_signed", px(40)), g.slot_card(rank).center, T_STAMP, delay),
                    Fly(gfx.district_tile(kind, landing.size), g.hand_pos(builder), landing.center, T_FLY + 0.3,
                        delay, arc=0.3),
                    Glow(landing, theme.GOLD_LIGHT, 0.5, delay + T_FLY + 0.25, radius=px(4)),
                ]  # fmt: skip
                district = district_name(kind)
                title = (_("You reveal the signed warrant") if seat == you
                         else _("{name} reveals the signed warrant").format(name=names[seat]))  # fmt: skip
                sub = (_("Your {district} is confiscated; your gold comes back.").format(district=district)
                       if builder == you
                       else _("The {district} of {target} is confiscated; the gold goes back.").format(
                           district=district, target=names[builder]))  # fmt: skip
                out.append(self._marker_banner(title, sub, delay, T_BANNER))
                return out
            case _:
                assert_never(e)

    def _threat_anims(self, e: ThreatEvent, delay: float) -> list[Anim]:
        """The Blackmailer's events (RULES.md §9.3): threats stamped on the character tokens (both
        alike: which one is flowered is not shown), the bribe's coins, the refusal, the reveal."""
        table = self.table
        g = table.geo
        px = g.px
        names = table.session.names
        you = table.you

        def coins(src: int, dst: int, amount: int) -> list[Anim]:
            sprite = cardart.coin(None, px(22))
            return [
                Fly(sprite, g.gold_pos(src), g.gold_pos(dst), T_FLY, delay + i * 0.07, arc=0.25)
                for i in range(min(6, amount))
            ]

        match e:
            case ev.ThreatsPlaced(seat=seat, ranks=ranks):
                return self._markers_placed("threat", ranks, delay,
                                            _("You place your threats") if seat == you
                                            else _("{name} places the threats").format(name=names[seat]),
                                            _("One of the two carries a flower."))  # fmt: skip
            case ev.BribePaid(seat=seat, to=to, amount=amount):
                return coins(seat, to, amount)
            case ev.BribeRefused(decider=decider, rank=rank):
                title = _("The bribe for the {character} is refused").format(
                    **character_fields(table.char_id(rank))
                )
                return [self._marker_banner(title, self._who_decides(decider), delay, T_BANNER_SHORT)]
            case ev.ThreatRevealed(seat=seat, holder=holder, rank=rank, flowered=flowered, taken=taken):
                marker = "threat_flowered" if flowered else "threat"
                out: list[Anim] = [
                    Stamp(gfx.marker(marker, px(40)), g.slot_card(rank).center, T_STAMP, delay)
                ]
                out += coins(holder, seat, taken)
                title = (_("A flower: all the gold goes to the Blackmailer") if flowered
                         else _("No flower: nothing happens"))  # fmt: skip
                out.append(self._marker_banner(title, "", delay, T_BANNER_SHORT + 0.3))
                return out
            case ev.ThreatKept():
                return []  # nothing moves; the log says it
            case _:
                assert_never(e)

    def _bewitched_turn(self, bewitcher: int, holder: int) -> str:
        """Whose turn the Witch plays, said to the one it concerns in a solo game."""
        names, you = self.table.session.names, self.table.you
        if bewitcher == you:
            return _("You play the rest of the turn of {name}").format(name=names[holder])
        if holder == you:
            return _("{bewitcher} plays the rest of your turn").format(bewitcher=names[bewitcher])
        return _("{bewitcher} plays the rest of the turn of {name}").format(
            bewitcher=names[bewitcher], name=names[holder]
        )

    def _seize_banner(self, seat: int, target: int, taken: int, paid: int) -> tuple[str, str]:
        """The Marshal's seizure: its title and what was paid, said to the one it concerns."""
        names, you = self.table.session.names, self.table.you
        name = district_name(card(taken).kind.name)
        if seat == you:
            title = _("You seize the {district} of {target}").format(district=name, target=names[target])
            sub = ngettext("and you pay {count} gold", "and you pay {count} gold", paid).format(count=paid)
        elif target == you:
            title = _("{name} seizes your {district}").format(name=names[seat], district=name)
            sub = ngettext("and pays you {count} gold", "and pays you {count} gold", paid).format(count=paid)
        else:
            title = _("{name} seizes the {district} of {target}").format(
                name=names[seat], district=name, target=names[target]
            )
            sub = ngettext("and pays {count} gold", "and pays {count} gold", paid).format(count=paid)
        return title, sub

    def _swap_banner(self, seat: int, target: int, given: int, taken: int, paid: int) -> tuple[str, str]:
        """The Diplomat's swap: its title and what was paid, said to the one it concerns in a solo game."""
        names, you = self.table.session.names, self.table.you
        given_name, taken_name = district_name(card(given).kind.name), district_name(card(taken).kind.name)
        if seat == you:
            title = _("You swap the {given} for the {taken}").format(given=given_name, taken=taken_name)
            sub = (
                ngettext("and you pay {count} gold", "and you pay {count} gold", paid).format(count=paid)
                if paid
                else _("without paying anything")
            )
        elif target == you:
            title = _("{name} swaps the {given} for your {taken}").format(
                name=names[seat], given=given_name, taken=taken_name
            )
            sub = (
                ngettext("and pays you {count} gold", "and pays you {count} gold", paid).format(count=paid)
                if paid
                else _("without paying anything")
            )
        else:
            title = _("{name} swaps the {given} for the {taken}").format(
                name=names[seat], given=given_name, taken=taken_name
            )
            sub = (
                ngettext("and pays {count} gold", "and pays {count} gold", paid).format(count=paid)
                if paid
                else _("without paying anything")
            )
        return title, sub

"""The new-game screen: who sits at the table (2–8 seats, human or bot, names), the rules, the
character set (Classic, Dark City, Mixed or Custom, per rank in a dialog), the unique districts (all 14
or a subset, in a dialog), the seed and who starts with the crown. Start opens the table with a fresh ``GameSession``.

The main menu's "New game" opens it (`Navigator.new_game`).
"""

from __future__ import annotations

import itertools
import weakref
from collections.abc import Callable, Sequence
from functools import lru_cache, partial

import pygame

from citadels.app import cardart, decor, text, theme
from citadels.app.bot_levels import default_level, level_label, level_tooltip, opponent_names
from citadels.app.opponent_picker import OpponentButton
from citadels.app.personalities import personality
from citadels.app.players import default_name, default_slot, remembered_player_name
from citadels.app.saving import remember_setup, remembered_setup
from citadels.app.scene import AppServices
from citadels.app.scenes.base import UIScene
from citadels.app.scenes.setup_choices import (
    DECK_CHOICES,
    NINE_CHOICES,
    PRESETS,
    UNIQUE_CARDS,
    CharacterChoice,
    deck_2016_problem,
    deck_description,
    deck_label,
    deck_of_spec,
    nine_problem,
    preset_description,
    preset_label,
    preset_problem,
    rank_cards,
    rank_choice_label,
    rank_choices,
    unique_2016_label,
    unique_cards,
    uniques_2016_from_spec,
    uniques_2016_spec,
    uniques_from_spec,
    uniques_spec,
)
from citadels.app.widgets import Button, Stepper, TextInput, TextSource, Toggle, Widget, resolve
from citadels.engine.cards import KINDS, UNIQUE_KINDS, UNIQUES_FOR_2016_DECK
from citadels.engine.characters import RANK_NINE
from citadels.engine.config import (
    MAX_PLAYERS,
    RANDOM_2016,
    RULESETS,
    UNIQUES_IN_2016_DECK,
    completion_size,
    preset_deck,
)
from citadels.session import GameSession, GameSetup, SeatSetup
from citadels.text.i18n import (
    _,
    character_ability_text,
    character_name,
    district_effect_text,
    district_name,
    pgettext,
)
from citadels.text.safetext import NAME_LENGTH

MIN_SEATS = 2
MAX_SEATS = MAX_PLAYERS
SEED_LENGTH = 10
REFUSED_SECONDS = 1.4  # how long the reason flashes after Enter could not start the game


def ruleset_label(ruleset: str) -> str:
    return {
        "classic": _("Classic"),
        "classic_variant": _("Classic variant"),
        "short": _("Short game"),
    }.get(ruleset, ruleset)


def ruleset_description(ruleset: str) -> str:
    return {
        "classic": _(
            "The game ends after the round in which a city reaches 7 districts (8 with 2 or 3 players)."
        ),
        "classic_variant": _(
            "The game ends after the round in which a city reaches 8 districts, for any number of players."
        ),
        "short": _("A quicker game: it ends after the round in which a city reaches 6 districts."),
    }.get(ruleset, "")


def parse_seed(raw: str) -> tuple[int | None, bool]:
    """(seed, valid): blank is a valid "random" (None); otherwise a whole number ≥ 0."""
    raw = raw.strip()
    if not raw:
        return None, True
    if raw.isdigit() and raw.isascii():
        return int(raw), True
    return None, False


@lru_cache(maxsize=16)
def _cross_icon(size: int) -> pygame.Surface:
    """A small "remove" cross (drawn: the fonts have no ✕ glyph)."""
    size = max(8, int(size * 0.7))
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    width = max(2, size // 6)
    inset = size // 5
    for a, b in (
        ((inset, inset), (size - inset, size - inset)),
        ((size - inset, inset), (inset, size - inset)),
    ):
        pygame.draw.line(surf, theme.CREAM, a, b, width)
    return surf


class SeatRow:
    """The widgets of one seat: name, human/bot, the bot (a level or a personality, stepped through or
    picked from the opponents' gallery behind its emblem) and a remove button."""

    def __init__(self, scene: SetupScene, controller: str, level: str, name: str | None,
                 default_name: bool = False) -> None:  # fmt: skip
        self.scene = scene
        #: a name the user typed (or kept from an earlier game); a default name (``default_name``: the
        #: screen chose it, in whatever language was in use) is chosen afresh, in the current language
        self.edited = bool(name) and not default_name
        self.name_input = TextInput(
            name if self.edited and name else "",
            self._name_changed,
            max_length=NAME_LENGTH,
            placeholder=lambda: _("Name"),
            on_submit=lambda _value: scene.ui.move_focus(1),
            tooltip=lambda: _(
                "The player's name, at most {limit} characters. Click and type to change it."
            ).format(limit=NAME_LENGTH),
            show_limit=True,
        )
        self.kind = Stepper(
            [("human", lambda: _("Human")), ("bot", lambda: _("Bot"))],
            controller,
            self._kind_changed,
            tooltip=lambda: _("Human: plays on this computer (hot seat). Bot: played by the computer."),
        )
        levels = opponent_names()
        self.level = Stepper(
            [(n, partial(level_label, n)) for n in levels],
            level if level in levels else default_level(),
            lambda _v: scene.changed(),
            tooltip=lambda: level_tooltip(self.level.value),
        )
        self.picker = OpponentButton(lambda: str(self.level.value), lambda: scene.choose_opponent(self))
        self.remove = Button("", lambda: scene.remove_seat(self), style="ghost", icon=_cross_icon,
                             tooltip=lambda: _("Remove this seat"))  # fmt: skip
        self.rect = pygame.Rect(0, 0, 0, 0)
        #: the default name this seat was given, as human and as bot ("Player 2" is slot 1, "Beatrice"
        #: slot 1): kept while the seat lives, so switching it, or another seat, renames nobody else;
        #: a seat offered again keeps its default (in the current language)
        self.default_slots: dict[str, int] = {}
        slot = default_slot(controller, name or "") if default_name else None
        if slot is not None:
            self.default_slots[controller] = slot

    @property
    def controller(self) -> str:
        return str(self.kind.value)

    @property
    def is_human(self) -> bool:
        return self.controller == "human"

    @property
    def name(self) -> str:
        return self.name_input.value.strip()

    def widgets(self) -> list[Widget]:
        return [self.name_input, self.kind, self.picker, self.level, self.remove]

    def choose(self, bot: str) -> None:
        """The opponents' gallery chose ``bot`` for this seat."""
        self.level.set_value(bot)
        self.scene.changed()

    def _name_changed(self, value: str) -> None:
        self.edited = True
        self.scene.changed()

    def _kind_changed(self, _value: object) -> None:
        self.level.visible = not self.is_human
        if not self.edited:
            self.name_input.set_value("")  # give it a fresh default for its new kind
        self.scene.changed()


class DimStepper(Stepper[str]):
    """A stepper whose impossible values stay selectable but are drawn dimmed, with the reason in
    the tooltip (RULES.md §6 combinations are never silently fixed)."""

    def __init__(self, options: Sequence[tuple[str, TextSource]], value: str, on_change: Callable[[str], None],
                 problem_of: Callable[[str], str], tooltip: TextSource) -> None:  # fmt: skip
        super().__init__(options, value, on_change, tooltip=self._tip)
        self.problem_of = problem_of
        self._base_tip = tooltip

    @property
    def problem(self) -> str:
        """Why the value shown cannot be played ("" when it can)."""
        return self.problem_of(self.value)

    def _tip(self) -> str:
        base = resolve(self._base_tip)
        reason = self.problem
        return f"{reason}\n{base}" if reason and base else reason or base

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.visible and self.problem:
            veil = pygame.Surface(self.rect.inflate(-2 * self.rect.h, -6).size, pygame.SRCALPHA)
            veil.fill((40, 30, 26, 150))  # dim the impossible value's name
            surface.blit(veil, veil.get_rect(center=self.rect.center))
            pygame.draw.rect(
                surface,
                theme.CRIMSON,
                self.rect,
                max(1, self.rect.h // 20),
                border_radius=max(4, self.rect.h // 5),
            )


_last_setups: weakref.WeakKeyDictionary[object, GameSetup] = weakref.WeakKeyDictionary()
#: the seats of `_last_setups` whose names the screen chose (not typed)
_last_default_names: weakref.WeakKeyDictionary[object, frozenset[int]] = weakref.WeakKeyDictionary()


class SetupScene(UIScene):
    name = "setup"

    def __init__(self, app: AppServices, initial: GameSetup | None = None) -> None:
        super().__init__(app)
        defaults: frozenset[int] = frozenset()
        if initial is None and app in _last_setups:
            initial, defaults = _last_setups[app], _last_default_names.get(app, frozenset())
        elif initial is None:
            initial, defaults = remembered_setup(app)
        self.rows: list[SeatRow] = []
        if initial is not None:
            for i, seat in enumerate(initial.seats):
                self.rows.append(
                    SeatRow(self, seat.controller, seat.bot, seat.name, default_name=i in defaults)
                )
            ruleset, seed, crown = initial.ruleset, initial.seed, initial.crown
            characters, uniques = initial.characters, initial.uniques
        else:
            remembered = remembered_player_name(app.settings)
            self.rows.append(SeatRow(self, "human", default_level(), remembered or None))
            for _i in range(3):
                self.rows.append(SeatRow(self, "bot", default_level(), None))
            ruleset, seed, crown = "classic", None, None
            characters, uniques = "classic", "all"
        self.choice = CharacterChoice.from_spec(characters)
        self.uniques = uniques_from_spec(uniques) if deck_of_spec(uniques) == "classic" else set(UNIQUE_KINDS)
        # d16a: the deck (RULES.md §9.8): classic, a 2016-style deck chosen here, or one drawn per game
        self.deck = deck_of_spec(uniques)
        self.uniques_2016 = uniques_2016_from_spec(uniques)
        self.deck_stepper = Stepper(
            [(d, partial(deck_label, d)) for d in DECK_CHOICES], self.deck, self._deck_changed,
            tooltip=lambda: "\n".join(f"{deck_label(d)}: {deck_description(d)}" for d in DECK_CHOICES),
        )  # fmt: skip
        self.unique_toggles_2016: dict[str, Toggle] = {
            name: Toggle(
                name in self.uniques_2016,
                partial(self._unique_2016_changed, name),
                on_text=partial(unique_2016_label, name),
                off_text=partial(unique_2016_label, name),
                tooltip=partial(district_effect_text, name),
                text_colour=theme.INK,
            )  # fmt: skip
            for name in UNIQUES_FOR_2016_DECK
        }
        self.dialog: str | None = None  # "characters" or "uniques" while that dialog is open
        self.dialog_rect = pygame.Rect(0, 0, 0, 0)
        self.characters = DimStepper(
            [(p, partial(preset_label, p)) for p in PRESETS], self.choice.preset, self._preset_changed,
            lambda p: preset_problem(p, len(self.rows)) if p != "custom" else self.choice.problem(len(self.rows)),
            self._characters_tooltip,
        )  # fmt: skip
        self.custom_button = Button(
            lambda: _("Choose the characters…"), lambda: self.open_dialog("characters"), style="secondary",
            tooltip=lambda: _("Per rank: the classic card, the Dark City one or either at random; and the 9th character."),
        )  # fmt: skip
        self.uniques_button = Button(
            self._uniques_summary, lambda: self.open_dialog("uniques"), style="secondary",
            tooltip=lambda: _("Which unique (purple) districts are in the deck: all 14, or the ones you choose."),
        )  # fmt: skip
        self.rank_steppers: list[DimStepper] = []
        for rank in range(1, 10):
            choices = NINE_CHOICES if rank == 9 else rank_choices(rank)
            value = self.choice.nine if rank == 9 else self.choice.ranks[rank - 1]
            self.rank_steppers.append(DimStepper(
                [(c, partial(rank_choice_label, rank, c)) for c in choices], value,
                partial(self._rank_changed, rank),
                (lambda v: nine_problem(v, len(self.rows))) if rank == 9 else (lambda _v: ""),
                partial(self._rank_tooltip, rank),
            ))  # fmt: skip
        self.unique_toggles: dict[str, Toggle] = {}
        for name in UNIQUE_KINDS:
            self.unique_toggles[name] = Toggle(
                name in self.uniques, partial(self._unique_changed, name),
                on_text=partial(self._unique_label, name), off_text=partial(self._unique_label, name),
                tooltip=partial(district_effect_text, name), text_colour=theme.INK,
            )  # fmt: skip
        self.all_button = Button(lambda: _("All"), lambda: self._set_all_uniques(True), style="secondary",
                                 tooltip=lambda: _("Put every unique district in the deck."))  # fmt: skip
        self.none_button = Button(lambda: _("None"), lambda: self._set_all_uniques(False), style="secondary",
                                  tooltip=lambda: _("Take every unique district out of the deck."))  # fmt: skip
        self.done_button = Button(
            lambda: _("Done"), self.close_dialog, style="primary", shortcut_label=_("Enter")
        )
        self.add_button = Button(
            lambda: _("Add a player"), self.add_seat, style="secondary", shortcut=pygame.K_PLUS,
            tooltip=lambda: _("Add a seat (up to 8 players). New seats are bots; switch them to Human for hot seat."),
        )  # fmt: skip
        self.ruleset = Stepper(
            [(r, partial(ruleset_label, r)) for r in RULESETS], ruleset, lambda _v: self.changed(),
            tooltip=self._ruleset_tooltip,
        )  # fmt: skip
        self.seed = TextInput(
            "" if seed is None else str(seed), lambda _v: self.changed(), max_length=SEED_LENGTH,
            placeholder=lambda: _("Random"), on_submit=lambda _v: self.ui.move_focus(1),
            tooltip=lambda: _("The same seed with the same players deals the same game. Leave it blank for a new deal."),
        )  # fmt: skip
        self.crown: Stepper[int | None] = Stepper([(None, lambda: _("Random"))], None, lambda _v: self.changed(),
                             tooltip=lambda: _("Who starts with the crown and chooses a character first."))  # fmt: skip
        self._crown_wanted: int | None = crown
        self.back_button = Button(lambda: _("Back"), self.back, style="secondary", shortcut_label=_("Esc"))
        self.start_button = Button(
            lambda: _("Start"), self.start, style="primary", shortcut=pygame.K_RETURN, shortcut_label=_("Enter"),
            disabled_reason=self.problem,
        )  # fmt: skip
        self.panel_players = pygame.Rect(0, 0, 0, 0)
        self.panel_options = pygame.Rect(0, 0, 0, 0)
        self.option_rows: list[tuple[TextSource, Widget, pygame.Rect]] = []
        self.started = False
        self.time = 0.0
        self.refused = 0.0  # seconds left of the "cannot start" flash after Enter
        self.ui.always_show_focus = True  # the ring shows what Enter, Space and typing act on
        self._rebuild()

    # ------------------------------------------------------------------------------ model
    def seat_name(self, index: int) -> str:
        if 0 <= index < len(self.rows):
            return self.rows[index].name or _("Seat {number}").format(number=index + 1)
        return "?"

    def changed(self) -> None:
        """Something the defaults depend on changed: refresh default names and the crown list."""
        self._refresh_defaults()
        self._refresh_crown()

    def _refresh_defaults(self) -> None:
        """Seats whose name the user never typed get a default, unique at the table: the one the seat
        had before as a human or as a bot (so a seat switched between the two, or another seat switched,
        added or removed, keeps its name), else the first free one, in current language. A personality's
        seat shows its personality's name instead (the raider "Alaric"; a second raider, or a name typed
        elsewhere, leaves the seat its default), but still holds its default: switched back to a level,
        it gets it again, and no other seat is renamed."""
        taken = {r.name.casefold() for r in self.rows if r.edited and r.name}
        fitting = self._fitting_names(taken)
        # the slots the seats hold, the seats in order (the first to hold one keeps it); a human with a
        # typed name counts as its place among the humans, so the next one is "Player 2"
        held: dict[str, set[int]] = {"human": set(), "bot": set()}
        humans = 0
        for row in self.rows:
            if row.is_human:
                humans += 1
            if row.edited:
                if row.is_human:
                    held["human"].add(humans - 1)
                continue
            kind = row.controller
            slot = row.default_slots.get(kind)
            if slot is not None and (slot in held[kind] or default_name(kind, slot).casefold() in taken):
                del row.default_slots[kind]  # another seat has it now, or the user typed that name
            elif slot is not None:
                held[kind].add(slot)
        for row in self.rows:
            if row.edited:
                continue
            kind = row.controller
            slot = row.default_slots.get(kind)
            if slot is None:
                slot = next(
                    i
                    for i in itertools.count()
                    if i not in held[kind] and default_name(kind, i).casefold() not in taken
                )
                row.default_slots[kind] = slot
                held[kind].add(slot)
            row.name_input.set_value(fitting.get(row, default_name(kind, slot)))
        for row in self.rows:
            row.level.visible = row.picker.visible = not row.is_human

    def _fitting_names(self, taken: set[str]) -> dict[SeatRow, str]:
        """The untyped personality seats that get their personality's name (each name once, the first
        seat first); the names are added to ``taken``."""
        fitting: dict[SeatRow, str] = {}
        for row in self.rows:
            character = personality(str(row.level.value)) if not (row.edited or row.is_human) else None
            if character is not None and character.seat_name().casefold() not in taken:
                fitting[row] = character.seat_name()
                taken.add(fitting[row].casefold())
        return fitting

    def _refresh_crown(self) -> None:
        current = self.crown.value if self.crown.options else None
        if self._crown_wanted is not None:
            current, self._crown_wanted = self._crown_wanted, None
        options: list[tuple[int | None, TextSource]] = [(None, lambda: _("Random"))]
        options += [(i, partial(self.seat_name, i)) for i in range(len(self.rows))]
        self.crown.options = options
        self.crown.index = 0
        if current is not None and current < len(self.rows):
            self.crown.set_value(current)

    def add_seat(self) -> None:
        if len(self.rows) >= MAX_SEATS:
            return
        row = SeatRow(self, "bot", default_level(), None)
        self.rows.append(row)
        self._rebuild()
        self.ui.set_focus(row.name_input if not self.ui.keyboard_mode else self.add_button)

    def choose_opponent(self, row: SeatRow) -> None:
        """The gallery of opponents for a bot seat, over this screen."""
        if row in self.rows and not row.is_human:
            self.app.nav.choose_opponent(
                seat=self.rows.index(row), current=str(row.level.value), on_choose=row.choose
            )

    def remove_seat(self, row: SeatRow) -> None:
        if len(self.rows) <= MIN_SEATS or row not in self.rows:
            return
        index = self.rows.index(row)
        crown = self.crown.value
        self.rows.remove(row)
        if crown is not None:
            self._crown_wanted = None if crown == index else (crown - 1 if crown > index else crown)
            self.crown.index = 0
        self._rebuild()
        if self.ui.keyboard_mode and self.rows:
            self.ui.set_focus(self.rows[min(index, len(self.rows) - 1)].remove)

    def _rebuild(self) -> None:
        """Re-list the widgets in keyboard order after seats were added or removed."""
        focus = self.ui.focus
        keyboard = self.ui.keyboard_mode
        self.ui.clear()
        for row in self.rows:
            self.ui.add(*row.widgets())
            row.remove.disabled_reason = (
                (lambda: _("A game needs at least two players.")) if len(self.rows) <= MIN_SEATS else None
            )
        self.add_button.disabled_reason = (
            (lambda: _("Eight players is the most.")) if len(self.rows) >= MAX_SEATS else None
        )
        main: list[Widget] = [self.add_button, self.ruleset, self.characters]
        if self.choice.preset == "custom":
            main.append(self.custom_button)
        main += [self.uniques_button, self.seed, self.crown, self.back_button, self.start_button]
        self.background_widgets: list[Widget] = []
        if self.dialog == "characters":
            self.ui.clear()
            self.ui.add(*self.rank_steppers, self.done_button)
            self.background_widgets = [w for row in self.rows for w in row.widgets()] + main
        elif self.dialog == "uniques":
            self.ui.clear()
            self.ui.add(self.deck_stepper)
            if self.deck == "classic":
                self.ui.add(*self.unique_toggles.values(), self.all_button, self.none_button)
            elif self.deck == "2016":
                self.ui.add(*self.unique_toggles_2016.values())
            self.ui.add(self.done_button)
            self.background_widgets = [w for row in self.rows for w in row.widgets()] + main
        else:
            self.ui.add(*main)
        self.changed()
        if focus is not None and focus in self.ui.widgets:
            self.ui.set_focus(focus)
        self.ui.keyboard_mode = keyboard
        if self.layout_size is not None:
            self.layout(self.app.size)

    def problem(self) -> str:
        """Why the game cannot start yet ("" when it can)."""
        return self._problem()[0]

    def _problem(self) -> tuple[str, Widget | None]:
        """Why the game cannot start yet, and the field to fix ("", None when it can start)."""
        names: dict[str, int] = {}
        for i, row in enumerate(self.rows):
            if not row.name:
                return _("Seat {number} needs a name.").format(number=i + 1), row.name_input
            key = row.name.casefold()
            if key in names:
                message = _("Two players are called {name}: every name must be different.").format(
                    name=row.name
                )
                return message, row.name_input
            names[key] = i
        if not MIN_SEATS <= len(self.rows) <= MAX_SEATS:
            return _("A game needs 2 to 8 players."), None
        reason = self.choice.problem(len(self.rows))
        if reason:
            return reason, self.custom_button if self.choice.preset == "custom" else self.characters
        if self.deck == "2016":
            reason = deck_2016_problem(self.uniques_2016)
            if reason:
                return reason, self.uniques_button
        _seed, ok = parse_seed(self.seed.value)
        if not ok:
            return _("The seed must be a whole number, or blank for a random deal."), self.seed
        return "", None

    def try_start(self) -> bool:
        """Enter: start the game, or show why it cannot start and put the focus on the field to fix."""
        reason, culprit = self._problem()
        if not reason:
            self.start()
            return True
        self.refused = REFUSED_SECONDS
        self.app.sound.play("click")
        if culprit is not None:
            self.ui.set_focus(culprit)
            if isinstance(culprit, TextInput):
                culprit.select_all()  # typing replaces what is wrong
        return False

    def game_setup(self) -> GameSetup:
        seats: list[SeatSetup] = []
        for row in self.rows:
            bot = str(row.level.value) if not row.is_human else default_level()
            seats.append(SeatSetup(name=row.name, controller="human" if row.is_human else "bot", bot=bot))
        seed, _ok = parse_seed(self.seed.value)
        return GameSetup(seats=tuple(seats), ruleset=self.ruleset.value, seed=seed, crown=self.crown.value,
                         characters=self.choice.spec(), uniques=self.uniques_value())  # fmt: skip

    def uniques_value(self) -> str:
        """The engine's `GameConfig.uniques` the screen's deck makes (RULES.md §9.8)."""
        if self.deck == "2016":
            return uniques_2016_spec(self.uniques_2016)
        if self.deck == RANDOM_2016:
            return RANDOM_2016
        return uniques_spec(self.uniques)

    def apply_uniques(self, spec: str) -> None:
        """Show the deck an engine `GameConfig.uniques` value names (a remembered setup, a screenshot)."""
        self.deck = deck_of_spec(spec)
        self.deck_stepper.set_value(self.deck)
        self.uniques = uniques_from_spec(spec) if self.deck == "classic" else set(UNIQUE_KINDS)
        self.uniques_2016 = uniques_2016_from_spec(spec)
        for name, toggle in self.unique_toggles.items():
            toggle.value = name in self.uniques
        for name, toggle in self.unique_toggles_2016.items():
            toggle.value = name in self.uniques_2016

    def default_names(self) -> frozenset[int]:
        """The seats whose names the screen chose (the user never typed one)."""
        return frozenset(i for i, row in enumerate(self.rows) if not row.edited)

    def _keep_setup(self, setup: GameSetup) -> None:
        """Offer this setup the next time the screen opens while the app runs."""
        _last_setups[self.app] = setup
        _last_default_names[self.app] = self.default_names()

    # ------------------------------------------------------------------------------ actions
    def start(self) -> None:
        if self.problem() or self.started:
            return
        setup = self.game_setup()
        self._keep_setup(setup)
        # a name the player typed is remembered as theirs; "Player 1" is not a name anyone typed
        first_human = next((r.name for r in self.rows if r.is_human and r.edited), None)
        if first_human and first_human != self.app.settings.player_name:
            try:
                self.app.update_settings(player_name=first_human[:24])
            except ValueError:
                pass
        remember_setup(self.app, setup, self.default_names())
        self.started = True
        self.app.nav.play(GameSession(setup))

    def back(self) -> None:
        if self.dialog is not None:
            self.close_dialog()
            return
        self._keep_setup(self.game_setup())
        self.app.pop()

    # ------------------------------------------------------------------------------ cards
    def _preset_changed(self, preset: str) -> None:
        self.choice.preset = preset
        deck = preset_deck(preset)
        if deck is not None:  # a 2016 preset brings its districts (RULES.md §9.10); still a choice
            self.apply_uniques(deck)
        elif self.deck != "classic":  # back to a classic cast: the classic deck
            self.apply_uniques("all")
        self._rebuild()

    def _rank_changed(self, rank: int, value: str) -> None:
        if rank == 9:
            self.choice.nine = value
        else:
            self.choice.ranks[rank - 1] = value

    def _characters_tooltip(self) -> str:
        """The character set shown and what it is (the arrows step through the others; every set
        described at once made a tooltip taller than the window)."""
        preset = self.characters.value
        return (
            _("{name}: {description}").format(
                name=preset_label(preset), description=preset_description(preset)
            )
            + "\n"
            + _(
                "The arrows go through the {count} sets: the classic and Dark City characters, a random mix, your own choice, and the 2016 box's casts."
            ).format(count=len(PRESETS))
        )

    def _rank_tooltip(self, rank: int) -> str:
        if rank == 9:  # what each card does; why one cannot be chosen now is added by the stepper
            lines = [_("A 9th character makes a 9-character game, for 4 to 8 players.")]
            lines += [f"{character_name(s.name)}: {character_ability_text(s.name)}" for s in RANK_NINE]
            return "\n".join(lines)
        lines = [
            f"{character_name(spec.name)}: {character_ability_text(spec.name)}" for spec in rank_cards(rank)
        ]
        return "\n".join(lines)

    def _unique_label(self, name: str) -> str:
        return f"{district_name(name)} ({KINDS[name].cost})"

    def _unique_changed(self, name: str, on: bool) -> None:
        if on:
            self.uniques.add(name)
        else:
            self.uniques.discard(name)

    def _unique_2016_changed(self, name: str, on: bool) -> None:
        if on:
            self.uniques_2016.add(name)
        else:
            self.uniques_2016.discard(name)
        self.changed()

    def _deck_changed(self, deck: str) -> None:
        self.deck = deck
        self._rebuild()
        self.ui.set_focus(self.deck_stepper)

    def _set_all_uniques(self, on: bool) -> None:
        self.uniques = set(UNIQUE_KINDS) if on else set()
        for toggle in self.unique_toggles.values():
            toggle.value = on

    def _uniques_summary(self) -> str:
        if self.deck == "2016":
            return _("2016 deck: {count} of {total}").format(
                count=len(self.uniques_2016), total=UNIQUES_IN_2016_DECK
            )
        if self.deck == RANDOM_2016:
            return _("2016 deck, at random")
        if len(self.uniques) == len(UNIQUE_KINDS):
            return _("All {count}").format(count=UNIQUE_CARDS)
        return _("{count} of {total}").format(count=unique_cards(self.uniques), total=UNIQUE_CARDS)

    def open_dialog(self, which: str) -> None:
        """Open the per-rank characters ("characters") or the unique districts ("uniques") dialog."""
        self.dialog = which
        self._rebuild()
        first = self.rank_steppers[0] if which == "characters" else self.deck_stepper
        self.ui.set_focus(first)

    def close_dialog(self) -> None:
        which, self.dialog = self.dialog, None
        self._rebuild()
        self.ui.set_focus(self.custom_button if which == "characters" else self.uniques_button)

    def handle_event(self, event: pygame.event.Event) -> None:
        # Enter starts the game from any field (Space and clicks act on the focused widget); a focused
        # button other than Start is pressed by Enter, as everywhere else.
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            focus = self.ui.focus
            if self.dialog is not None:  # Enter closes the dialog, unless one of its buttons has the focus
                if isinstance(focus, Button) and focus.interactive and focus in self.ui.widgets:
                    focus.activate()
                else:
                    self.close_dialog()
                return
            if not (isinstance(focus, Button) and focus is not self.start_button and focus.interactive):
                self.try_start()
                return
        super().handle_event(event)

    def on_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_KP_PLUS and self.dialog is None:
            self.add_seat()
            return
        super().on_event(event)

    # ------------------------------------------------------------------------------ layout
    def _ruleset_tooltip(self) -> str:
        return "\n".join(f"{ruleset_label(r)}: {ruleset_description(r)}" for r in RULESETS)

    def enter(self) -> None:
        super().enter()
        if self.dialog == "characters":
            self.ui.set_focus(self.rank_steppers[0])
        elif self.dialog == "uniques":
            self.ui.set_focus(self.deck_stepper)
        else:
            self.ui.set_focus(self.start_button if not self.problem() else self.rows[0].name_input)
        self.ui.keyboard_mode = False

    def language_changed(self) -> None:
        self.back_button.shortcut_label = _("Esc")
        self.start_button.shortcut_label = _("Enter")
        self.changed()
        super().language_changed()

    def layout(self, size: tuple[int, int]) -> None:
        lay = self.lay
        w, h = size
        margin = lay.margin
        top = lay.px(112)
        bottom = h - lay.px(28) - lay.button_height - lay.px(22)
        gap = lay.px(24)
        options_w = min(lay.px(400), int((w - 2 * margin) * 0.36))
        players_w = min(lay.px(760), w - 2 * margin - gap - options_w)
        total_w = players_w + gap + options_w
        left = (w - total_w) // 2
        self.panel_players = pygame.Rect(left, top, players_w, bottom - top)
        self.panel_options = pygame.Rect(left + players_w + gap, top, options_w, bottom - top)

        pad = lay.px(22)
        header_h = lay.px(52)
        row_gap = lay.px(8)
        avail = self.panel_players.h - header_h - pad - lay.px(48) - 2 * row_gap
        row_h = max(lay.px(30), min(lay.px(46), avail // MAX_SEATS - row_gap))
        x0 = self.panel_players.x + pad
        inner_w = self.panel_players.w - 2 * pad
        medal = row_h
        remove_w = row_h
        kind_w = lay.px(140)
        level_w = lay.px(172)
        picker_w = row_h
        name_w = inner_w - medal - remove_w - kind_w - picker_w - level_w - 5 * lay.px(10)
        y = self.panel_players.y + header_h + lay.px(6)
        for row in self.rows:
            row.rect = pygame.Rect(x0, y, inner_w, row_h)
            x = x0 + medal + lay.px(10)
            row.name_input.rect = pygame.Rect(x, y, name_w, row_h)
            x += name_w + lay.px(10)
            row.kind.rect = pygame.Rect(x, y, kind_w, row_h)
            x += kind_w + lay.px(10)
            row.picker.rect = pygame.Rect(x, y, picker_w, row_h)
            x += picker_w + lay.px(10)
            row.level.rect = pygame.Rect(x, y, level_w, row_h)
            x += level_w + lay.px(10)
            row.remove.rect = pygame.Rect(x, y, remove_w, row_h)
            y += row_h + row_gap
        self.add_button.rect = pygame.Rect(x0 + medal + lay.px(10), y + lay.px(4), lay.px(240), row_h)

        ox = self.panel_options.x + pad
        ow = self.panel_options.w - 2 * pad
        oy = self.panel_options.y + header_h + lay.px(4)
        ch = lay.px(40)
        gap = lay.px(12)
        label_h = lay.px(24)
        self.option_rows = []
        for label, widget, extra in (
            (lambda: _("Rules"), self.ruleset, lay.px(62)),
            (lambda: _("Characters"), self.characters, lay.px(46)),
        ):
            label_rect = pygame.Rect(ox, oy, ow, label_h)
            widget.rect = pygame.Rect(ox, oy + label_h + lay.px(2), ow, ch)
            self.option_rows.append((label, widget, label_rect))
            oy = widget.rect.bottom + extra + gap
        self.custom_button.rect = pygame.Rect(ox, self.characters.rect.bottom + lay.px(6), ow, lay.px(36))
        label_w = int(ow * 0.42)
        for label, control in (
            (lambda: _("Unique districts"), self.uniques_button),
            (lambda: _("Seed"), self.seed),
            (lambda: _("Crown starts with"), self.crown),
        ):
            control.rect = pygame.Rect(ox + label_w + lay.px(8), oy, ow - label_w - lay.px(8), ch)
            self.option_rows.append((label, control, pygame.Rect(ox, oy, label_w, ch)))
            oy += ch + gap
        self._layout_dialog(size)

        bw = lay.px(230)
        by = h - lay.px(28) - lay.button_height
        self.back_button.rect = pygame.Rect(self.panel_players.x, by, bw, lay.button_height)
        self.start_button.rect = pygame.Rect(
            self.panel_options.right - bw - lay.px(10), by, bw + lay.px(10), lay.button_height
        )

    def _layout_dialog(self, size: tuple[int, int]) -> None:
        lay = self.lay
        w, h = size
        dw = min(lay.px(820), w - 2 * lay.margin)
        top, bottom = lay.px(96), h - lay.px(24)
        self.dialog_rect = pygame.Rect((w - dw) // 2, top, dw, bottom - top)
        d = self.dialog_rect
        pad = lay.px(24)
        header = lay.px(64)
        footer_h = lay.button_height
        footer_y = d.bottom - pad - footer_h
        self.done_button.rect = pygame.Rect(d.right - pad - lay.px(200), footer_y, lay.px(200), footer_h)
        small_w = lay.px(130)
        self.all_button.rect = pygame.Rect(d.x + pad, footer_y, small_w, footer_h)
        self.none_button.rect = pygame.Rect(d.x + pad + small_w + lay.px(12), footer_y, small_w, footer_h)
        avail = footer_y - lay.px(14) - (d.y + header)
        # characters: nine rows (rank medal, stepper, a line about the choice)
        gap = lay.px(6)
        row_h = max(lay.px(26), min(lay.px(42), avail // 9 - gap))
        stepper_w = int((d.w - 2 * pad - row_h) * 0.5)
        for i, stepper in enumerate(self.rank_steppers):
            y = d.y + header + i * (row_h + gap)
            stepper.rect = pygame.Rect(d.x + pad + row_h + lay.px(10), y, stepper_w, row_h)
        # unique districts: the deck first, then two columns of switches (three for a 2016 deck's);
        # the advice line above the footer keeps its room
        deck_h = lay.px(36)
        self.deck_stepper.rect = pygame.Rect(d.x + pad, d.y + header, min(lay.px(460), d.w - 2 * pad), deck_h)
        top = d.y + header + deck_h + lay.px(12)
        room = footer_y - lay.px(14) - 2 * lay.small - lay.px(8) - top
        for toggles, cols in ((self.unique_toggles, 2), (self.unique_toggles_2016, 3)):
            per_col = -(-len(toggles) // cols)
            t_h = max(lay.px(22), min(lay.px(40), room // per_col - gap))
            col_w = (d.w - 2 * pad - (cols - 1) * lay.px(16)) // cols
            for i, toggle in enumerate(toggles.values()):
                col, row = divmod(i, per_col)
                toggle.rect = pygame.Rect(
                    d.x + pad + col * (col_w + lay.px(16)), top + row * (t_h + gap), col_w, t_h
                )

    # ------------------------------------------------------------------------------ drawing
    def update(self, dt: float) -> None:
        self.time += dt
        self.refused = max(0.0, self.refused - dt)
        super().update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.lay
        w, h = surface.get_size()
        decor.draw_background(surface, dim=0.15)
        self.draw_title(surface, _("New game"), (w // 2, lay.px(50)), lay.heading + lay.px(6))

        # players panel
        p = self.panel_players
        decor.draw_panel(surface, p, style="parchment", radius=lay.px(16), border=lay.px(3))
        hx = p.x + lay.px(22)
        text.draw_text(
            surface,
            _("Players"),
            (hx, p.y + lay.px(16)),
            lay.subheading,
            theme.INK,
            bold=True,
            role="display",
        )
        count = _("{count} of {most} seats").format(count=len(self.rows), most=MAX_SEATS)
        text.draw_text(
            surface,
            count,
            (p.right - lay.px(22), p.y + lay.px(26)),
            lay.small,
            theme.INK_SOFT,
            anchor="topright",
        )
        crown_seat = self.crown.value
        for i, row in enumerate(self.rows):
            self._draw_seat(surface, i, row, crown_seat)
        humans = sum(1 for r in self.rows if r.is_human)
        if humans >= 2:
            tip = _(
                "Hot seat: the humans share this computer. Before each private choice a screen asks to pass "
                "it to the right player, so nobody sees another player's cards."
            )
        else:
            tip = _("Tip: switch more seats to Human to play hot seat with friends on this computer.")
        para = text.render_wrapped(
            tip, lay.small, theme.INK_SOFT, p.w - lay.px(60), italic=True, align="center", max_lines=3
        )
        tip_y = p.bottom - lay.px(18) - para.get_height()
        if tip_y > self.add_button.rect.bottom + lay.px(16):
            decor.draw_divider(surface, (p.centerx, tip_y - lay.px(12)), p.w // 2, theme.GOLD_DARK)
            surface.blit(para, para.get_rect(midtop=(p.centerx, tip_y)))
        self._draw_options(surface)

        # the reason Start is greyed out, in words (the tooltip says it too)
        reason = self.problem()
        if reason:
            # after a refused Enter the reason flashes, so the player sees why nothing happened
            flash = self.refused > 0 and int(self.refused * 6) % 2 == 0
            box = text.draw_text(
                surface, reason, (self.start_button.rect.x - lay.px(16), self.start_button.rect.centery), lay.small,
                theme.GOLD_LIGHT if flash else theme.CREAM, anchor="midright", italic=True, shadow=(0, 0, 0),
                bold=self.refused > 0, max_width=self.start_button.rect.x - self.back_button.rect.right - lay.px(32),
            )  # fmt: skip
            if self.refused > 0:
                pygame.draw.line(surface, theme.CRIMSON, (box.x, box.bottom + lay.px(2)), (box.right, box.bottom + lay.px(2)),
                                 max(1, lay.px(2)))  # fmt: skip
        else:
            summary = _("{players} players · {rules} · characters: {characters}").format(
                players=len(self.rows),
                rules=ruleset_label(self.ruleset.value),
                characters=preset_label(self.choice.preset),
            )
            text.draw_text(
                surface, summary, (self.start_button.rect.x - lay.px(16), self.start_button.rect.centery), lay.small,
                theme.CREAM_DIM, anchor="midright", shadow=(0, 0, 0),
                max_width=self.start_button.rect.x - self.back_button.rect.right - lay.px(32),
            )  # fmt: skip
        if self.dialog is not None:
            self._draw_dialog(surface)
        self.ui.draw(surface)

    def _draw_seat(self, surface: pygame.Surface, index: int, row: SeatRow, crown_seat: int | None) -> None:
        lay = self.lay
        r = row.rect
        if index % 2 == 0:
            band = pygame.Surface((r.w + lay.px(12), r.h + lay.px(6)), pygame.SRCALPHA)
            band.fill((*theme.PARCHMENT_EDGE, 38))
            surface.blit(band, (r.x - lay.px(6), r.y - lay.px(3)))
        # seat medallion: number, gold for humans and steel-blue for bots
        d = r.h
        centre = (r.x + d // 2, r.centery)
        fill = theme.GOLD if row.is_human else (92, 110, 140)
        pygame.draw.circle(surface, theme.darken(fill, 0.45), (centre[0] + 1, centre[1] + 2), d // 2)
        pygame.draw.circle(surface, fill, centre, d // 2)
        pygame.draw.circle(surface, theme.INK, centre, d // 2, max(1, lay.px(2)))
        text.draw_text(surface, str(index + 1), centre, int(d * 0.5), theme.INK if row.is_human else theme.CREAM,
                       anchor="center", bold=True)  # fmt: skip
        if crown_seat == index:
            crown = cardart.crown(int(d * 0.62))
            surface.blit(crown, crown.get_rect(center=(centre[0] + d // 2 - lay.px(4), r.y + lay.px(2))))
        if row.is_human:
            # where the bot's emblem and level sit for bots, say what a human seat means
            box = row.level.rect.union(row.picker.rect)
            text.draw_text(surface, self.human_seat_note(), box.center, lay.small, theme.INK_SOFT, anchor="center",
                           italic=True, max_width=box.w)  # fmt: skip

    def human_seat_note(self) -> str:
        """What a human seat is: "Hot seat" only means something with two or more humans; the one
        human of a solo game is the player at the keyboard."""
        if sum(1 for r in self.rows if r.is_human) >= 2:
            return _("Hot seat")
        return pgettext("the one human seat of a solo game", "You")

    def _draw_options(self, surface: pygame.Surface) -> None:
        lay = self.lay
        p = self.panel_options
        decor.draw_panel(surface, p, style="parchment", radius=lay.px(16), border=lay.px(3))
        text.draw_text(surface, _("Options"), (p.x + lay.px(22), p.y + lay.px(16)), lay.subheading, theme.INK,
                       bold=True, role="display")  # fmt: skip
        for label, widget, label_rect in self.option_rows:
            para = text.render_wrapped(
                resolve(label), lay.small, theme.INK_SOFT, label_rect.w, bold=True, max_lines=2
            )
            surface.blit(para, para.get_rect(midleft=label_rect.midleft))
            if widget is self.ruleset:
                ruleset = self.ruleset.value
                goal = completion_size(len(self.rows), ruleset)
                line = _(
                    "With {players} players, the game ends when a city has {districts} districts."
                ).format(players=len(self.rows), districts=goal)
                if len(self.rows) <= 3:
                    line += " " + _("Each player plays two characters every round.")
                para = text.render_wrapped(line, lay.small, theme.INK, label_rect.w, max_lines=3)
                surface.blit(para, (label_rect.x, widget.rect.bottom + lay.px(6)))
            elif widget is self.characters and self.choice.preset != "custom":
                # the preset in a sentence, or (dimmed preset) why it cannot be played
                reason = self.characters.problem
                line = reason or preset_description(self.characters.value)
                colour = theme.CRIMSON if reason else theme.INK
                para = text.render_wrapped(
                    line, lay.small, colour, label_rect.w, max_lines=2, italic=not reason
                )
                surface.blit(para, (label_rect.x, widget.rect.bottom + lay.px(6)))

    def _draw_dialog(self, surface: pygame.Surface) -> None:
        lay = self.lay
        for widget in self.background_widgets:
            widget.draw(surface)
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((10, 6, 4, 170))
        surface.blit(veil, (0, 0))
        d = self.dialog_rect
        decor.draw_panel(surface, d, style="parchment", radius=lay.px(16), border=lay.px(3))
        pad = lay.px(24)
        players = len(self.rows)
        if self.dialog == "characters":
            title = _("Characters, rank by rank")
            sub = _("{players} players").format(players=players)
        elif self.deck == "2016":
            title = _("Unique districts")
            sub = _("{count} of {total} chosen").format(
                count=len(self.uniques_2016), total=UNIQUES_IN_2016_DECK
            )
        elif self.deck == RANDOM_2016:
            title = _("Unique districts")
            sub = _("{total} drawn for each game").format(total=UNIQUES_IN_2016_DECK)
        else:
            title = _("Unique districts")
            sub = _("{count} of {total} cards in the deck").format(
                count=unique_cards(self.uniques), total=UNIQUE_CARDS
            )
        text.draw_text(
            surface,
            title,
            (d.x + pad, d.y + lay.px(16)),
            lay.subheading,
            theme.INK,
            bold=True,
            role="display",
        )
        text.draw_text(
            surface, sub, (d.right - pad, d.y + lay.px(26)), lay.small, theme.INK_SOFT, anchor="topright"
        )
        if self.dialog == "characters":
            for rank, stepper in enumerate(self.rank_steppers, start=1):
                r = stepper.rect
                centre = (r.x - lay.px(10) - r.h // 2, r.centery)
                pygame.draw.circle(surface, theme.GOLD, centre, r.h // 2)
                pygame.draw.circle(surface, theme.INK, centre, r.h // 2, max(1, lay.px(2)))
                text.draw_text(
                    surface, str(rank), centre, int(r.h * 0.5), theme.INK, anchor="center", bold=True
                )
                x = r.right + lay.px(14)
                width = d.right - pad - x
                reason = stepper.problem
                if reason:
                    line, colour, italic = reason, theme.CRIMSON, False
                elif rank == 9:
                    line = (character_ability_text(stepper.value) if stepper.value != "none"
                            else _("An 8-character game (2 to 7 players)."))  # fmt: skip
                    colour, italic = theme.INK_SOFT, True
                elif stepper.value == "random":
                    line, colour, italic = (
                        _("Drawn when the game starts; shown before the first draft."),
                        theme.INK_SOFT,
                        True,
                    )
                else:
                    line, colour, italic = character_ability_text(stepper.value), theme.INK_SOFT, True
                para = text.render_wrapped(
                    line, max(10, int(lay.small * 0.9)), colour, width, max_lines=2, italic=italic
                )
                surface.blit(para, para.get_rect(midleft=(x, r.centery)))
        else:
            note = _("With the Diplomat in the game the Graveyard leaves the deck.")
            colour = theme.INK_SOFT
            if self.deck == "classic" and not self.uniques:
                note = _("No unique district: the deck holds only the 54 basic districts.")
            elif self.deck != "classic":  # the 2016 decks: the "varied costs" advice, or what is wrong
                problem = deck_2016_problem(self.uniques_2016) if self.deck == "2016" else ""
                note = problem or deck_description(self.deck)
                colour = theme.CRIMSON if problem else theme.INK_SOFT
            para = text.render_wrapped(note, lay.small, colour, d.w - 2 * pad, italic=True, max_lines=2)
            y = self.done_button.rect.y - lay.px(10) - para.get_height()
            surface.blit(para, (d.x + pad, y))

"""The guided first game's script: the callouts, in the order they take priority, each with when it
comes up, what it points at and what ends it.

A callout is either *informative* (the game waits, bots included, until the player presses Next) or
*a step to do* (it stays until the player has done it: picked a character, gathered, built…; the
table works as usual meanwhile). Callouts are chosen by the state of the game, not by a fixed list
of moves, so the tutorial follows whatever the player chooses; each shows once.

No callout may reveal what the player could not see anyway: they read only the public state
(`TableScene.shown`, the public parts of the view) and the player's own hand and character.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal, Protocol

import pygame

from citadels.app.table.animator import Animator
from citadels.app.table.buttons import ActionButton
from citadels.app.table.context import Table
from citadels.app.table.items import CardItem
from citadels.app.table.model import ability_actions, pending_income
from citadels.app.tutorial.progress import TutorialProgress
from citadels.engine import (
    Action,
    Build,
    Decision,
    DrawCards,
    EndTurn,
    KeepCard,
    PickCharacter,
    PlayerView,
    TakeGold,
    TakeIncome,
)
from citadels.engine.abilities import ABILITIES as ENGINE_ABILITIES
from citadels.engine.characters import CLASSIC_CHARACTERS, DARK_CITY_CHARACTERS, RANK_NINE
from citadels.text.i18n import (
    _,
    character_ability_of_another,
    character_ability_text,
    character_fields,
    district_type_name,
)


class TutorialTable(Table, Protocol):
    """What the script reads of the tutorial's table (`scene.TutorialTable` is the implementation)."""

    animator: Animator
    tutorial: TutorialProgress

    @property
    def items(self) -> list[CardItem]: ...

    @property
    def buttons(self) -> list[ActionButton]: ...

    def public_now(self) -> PlayerView: ...

    def view_now(self) -> PlayerView | None: ...


Kind = Literal["info", "do"]
#: the seat of the player in the tutorial game
YOU = 0


@dataclass(frozen=True)
class Step:
    key: str
    kind: Kind
    title: Callable[[TutorialTable], str]
    body: Callable[[TutorialTable], str]
    #: shows when this is true (and the table is idle); a "do" step hides again while it is false
    when: Callable[[TutorialTable], bool]
    #: what it points at (the first rect gets the arrow; all are ringed); never covered by the bubble
    targets: Callable[[TutorialTable], list[pygame.Rect]]
    #: a "do" step ends when the player has made one of these actions since it appeared
    done: Callable[[Action], bool] = lambda _action: False
    #: other rects the bubble should leave uncovered (the buttons the player may need)
    avoid: Callable[[TutorialTable], list[pygame.Rect]] = lambda _t: []


# ---------------------------------------------------------------------------------- conditions
def _my(t: TutorialTable, *decisions: Decision) -> bool:
    return t.my_turn and t.session.decision in decisions and t.mode == "normal"


def _drafting(t: TutorialTable) -> bool:
    return t.session.decision in (Decision.DRAFT_PICK, Decision.DRAFT_DISCARD)


def _legal(t: TutorialTable) -> list[Action]:
    return t.session.legal(YOU) if t.my_turn else []


def _ability_left(t: TutorialTable) -> bool:
    """Whether the player's character has an ability they can still use this turn."""
    view = t.view_now()
    return _my(t, Decision.MAIN) and view is not None and bool(ability_actions(view, _legal(t)))


def _income_to_collect(t: TutorialTable) -> bool:
    """Whether the player's income would bring gold now (a "+0" income is not offered)."""
    view = t.view_now()
    return view is not None and pending_income(view, _legal(t)) > 0


#: the actions of every character's ability (Murder, Rob, SwapHands…), as the engine defines them
_ABILITY_TYPES = frozenset(kind for ability in ENGINE_ABILITIES.values() for kind in ability.action_types)


def _uses_ability(action: Action) -> bool:
    return type(action) in _ABILITY_TYPES


# ---------------------------------------------------------------------------------- targets
def _home(t: TutorialTable) -> pygame.Rect:
    return t.geo.seats[t.geo.home].panel


def _items(t: TutorialTable, kind: str) -> list[pygame.Rect]:
    rects = [i.rect for i in t.items if isinstance(i, CardItem) and i.key and i.key[0] == kind]
    return [_union(rects)] if rects else []


def _buttons_for(t: TutorialTable, accept: Callable[[Action], bool]) -> list[pygame.Rect]:
    rects = [b.rect for b in t.buttons if b.visible and any(accept(a) for a in b.actions)]
    return [_union(rects)] if rects else []


def _action_row(t: TutorialTable) -> list[pygame.Rect]:
    rects = [b.rect for b in t.buttons if b.visible]
    return [_union(rects)] if rects else []


def _union(rects: Sequence[pygame.Rect]) -> pygame.Rect:
    out = pygame.Rect(rects[0])
    for r in rects[1:]:
        out.union_ip(r)
    return out


def _character_rects(t: TutorialTable, rank: int) -> list[pygame.Rect]:
    """The character's card on the line, and the seat playing it."""
    g = t.geo
    out = [pygame.Rect(g.slots[rank - 1])] if 1 <= rank <= len(g.slots) else []
    seat = t.shown.cur_seat
    if seat in g.seats:
        out.append(g.seats[seat].chars[0] if g.seats[seat].chars else g.seats[seat].panel)
    return out


# ---------------------------------------------------------------------------------- the steps
def _welcome_body(t: TutorialTable) -> str:
    return _(
        "In this guided game you play against three computer players. Each of you builds a city of "
        "districts; the game ends in the round someone builds their {count}th district, and whoever "
        "has the most points wins. Your seat is the one at the bottom; callouts like this one show you "
        "each part of the table as it comes up."
    ).format(count=t.completion)


def _faceup_body(t: TutorialTable) -> str:
    return _(
        "At the start of every round the characters are shuffled. With four players, two of them lie "
        "face up on the character line, out of this round, and one is set aside face down: nobody "
        "knows which."
    )


def _build_body(t: TutorialTable) -> str:
    if any(isinstance(a, Build) for a in _legal(t)):
        return _(
            "These are the districts in your hand; only you see them. The glowing ones are those you "
            "can afford: click one to build it. You pay its cost in gold (the coins on the card) and it "
            "joins your city. You may build one district per turn."
        )
    return _(
        "These are the districts in your hand; only you see them. You cannot afford any of them yet "
        "(a district costs the coins shown on the card): keep your gold and build on a later turn. "
        "End your turn with the End turn button."
    )


def _income_body(t: TutorialTable) -> str:
    view = t.view_now()
    spec = view.character(view.current_rank) if view is not None else None
    dtype = spec.income_type if spec is not None else None
    if spec is None or dtype is None:
        return ""
    return _(
        "The {character} earns 1 gold for each {type} district in your city. Collect this income "
        "once per turn, whenever you like: after building such a district, it pays more."
    ).format(type=district_type_name(dtype).lower(), **character_fields(spec.name))  # mid-sentence


def _use_ability_body(t: TutorialTable) -> str:
    view = t.view_now()
    spec = view.character(view.current_rank) if view is not None else None
    if spec is None:
        return ""
    return _(
        "Before you end your turn, use the ability of the {character}: click its button and choose "
        "as it asks. An ability can be used once per turn, before or after building."
    ).format(**character_fields(spec.name))


def _crown_seat(t: TutorialTable) -> int:
    return t.shown.crown


def _crown_targets(t: TutorialTable) -> list[pygame.Rect]:
    seat = _crown_seat(t)
    if seat not in t.geo.seats:
        return []
    box = t.geo.seats[seat]
    return [box.crown.union(box.name)]


def _crown_moved_body(t: TutorialTable) -> str:
    seat = _crown_seat(t)
    return _(
        "The King took the crown: {name} will choose a character first next round. Whoever holds the "
        "crown chooses first, and the cards go round the table from there."
    ).format(name=t.session.name(seat))


def _completed_seat(t: TutorialTable) -> int:
    for seat, city in enumerate(t.shown.city):
        if len(city) >= t.completion:
            return seat
    return -1


def _complete_body(t: TutorialTable) -> str:
    seat = _completed_seat(t)
    if seat == YOU:
        return _(
            "Your city is complete! The round is played to its end, then the game is over. Completing "
            "a city first is worth 4 extra points."
        )
    return _(
        "{name} has completed a city of {count} districts (4 extra points for being first). The round "
        "is played to its end, then the game is over: the others may still complete theirs for 2 points."
    ).format(name=t.session.name(seat), count=t.completion)


def _ability_steps() -> list[Step]:
    """One informative callout per character, the first time it is revealed (when it plays)."""
    out = []
    seen: set[str] = set()
    for spec in (*CLASSIC_CHARACTERS, *DARK_CITY_CHARACTERS, *RANK_NINE):
        if spec.name in seen:
            continue
        seen.add(spec.name)
        out.append(_ability_step(spec.name))
    return out


def _ability_step(name: str) -> Step:
    def rank(t: TutorialTable) -> int:
        for r, spec in enumerate(t.characters, 1):
            if spec.name == name:
                return r
        return 0

    def when(t: TutorialTable) -> bool:
        r = rank(t)
        return (
            r > 0 and t.animator.idle and not _drafting(t) and t.shown.cur_seat >= 0 and _current_rank(t) == r
        )

    def title(t: TutorialTable) -> str:
        return _("Character {rank}: the {character}").format(rank=rank(t), **character_fields(name))

    def body(t: TutorialTable) -> str:
        if t.shown.cur_seat == YOU:  # the card's text speaks to its holder: here, the player
            ability = character_ability_text(name)
            return _("You are the {character}. {ability}").format(ability=ability, **character_fields(name))
        return _("{name} is the {character}. {ability}").format(
            name=t.session.name(t.shown.cur_seat),
            ability=character_ability_of_another(name),
            **character_fields(name),
        )

    def targets(t: TutorialTable) -> list[pygame.Rect]:
        return _character_rects(t, rank(t))

    return Step(f"ability:{name}", "info", title, body, when, targets)


def _current_rank(t: TutorialTable) -> int:
    """The rank playing now, once revealed (the public view's current character)."""
    view = t.public_now()
    if view.current_seat < 0 or view.current_rank <= 0:
        return 0
    return view.current_rank if any(r == view.current_rank for r, _seat in view.revealed) else 0


def steps() -> list[Step]:
    """Every callout, in priority order (the first one due is shown)."""
    return [
        Step(
            "welcome",
            "info",
            lambda t: _("Welcome to Ciudadelas!"),
            _welcome_body,
            lambda t: True,
            lambda t: [_home(t)],
        ),
        Step(
            "crown",
            "info",
            lambda t: _("The crown"),
            lambda t: _(
                "You hold the crown, so you choose your character first this round. The crown changes "
                "hands when someone plays the King."
            ),
            lambda t: _my(t, Decision.DRAFT_PICK) and t.shown.crown == YOU,
            _crown_targets,
        ),
        Step(
            "faceup",
            "info",
            lambda t: _("Out of this round"),
            _faceup_body,
            lambda t: _my(t, Decision.DRAFT_PICK) and bool(t.public_now().faceup),
            lambda t: [t.geo.slot_card(r) for r in t.public_now().faceup if 1 <= r <= len(t.geo.slots)],
        ),
        Step(
            "draft",
            "do",
            lambda t: _("Choose a character"),
            lambda t: _(
                "Your character decides when you play (its number) and what you can do: point at a card "
                "to read its ability. Click a card, then click it again or press Enter to take it; the "
                "rest go on to the next player."
            ),
            lambda t: _my(t, Decision.DRAFT_PICK),
            lambda t: _items(t, "pick"),
            done=lambda a: isinstance(a, PickCharacter),
        ),
        Step(
            "track",
            "info",
            lambda t: _("The character line"),
            lambda t: _(
                "Now the characters are called in order, from 1 to 8. Nobody knows who took which until "
                "it is called: then its card is turned face up and its holder plays a whole turn."
            ),
            lambda t: t.animator.idle and not _drafting(t) and t.session.round == 1,
            lambda t: [t.geo.track],
        ),
        *_ability_steps(),
        Step(
            "gather",
            "do",
            lambda t: _("Gather resources"),
            lambda t: _(
                "Every turn starts like this: take 2 gold from the bank, or draw cards and keep one. "
                "Gold pays for districts; cards are the districts you can build. Stuck? Press H for a hint."
            ),
            lambda t: _my(t, Decision.GATHER),
            lambda t: _buttons_for(t, lambda a: isinstance(a, (TakeGold, DrawCards))),
            done=lambda a: isinstance(a, (TakeGold, DrawCards)),
        ),
        Step(
            "keep",
            "do",
            lambda t: _("Choose a card"),
            lambda t: _(
                "Choose which of the cards you drew to keep; the other goes to the bottom of the deck. "
                "Point at a card to see it larger."
            ),
            lambda t: _my(t, Decision.KEEP),
            lambda t: _items(t, "keep"),
            done=lambda a: isinstance(a, KeepCard),
        ),
        Step(
            "purse",
            "info",
            lambda t: _("Your gold and cards"),
            lambda t: _(
                "Your gold and the number of cards in your hand are shown here, as everyone's are on "
                "their panels. What the cards are stays secret: you see only your own."
            ),
            lambda t: _my(t, Decision.MAIN),
            lambda t: [t.geo.seats[t.geo.home].gold.union(t.geo.seats[t.geo.home].hand)],
        ),
        Step(
            "build",
            "do",
            lambda t: _("Build a district"),
            _build_body,
            lambda t: _my(t, Decision.MAIN) and t.view_now() is not None and bool(t.view_now().hand),  # type: ignore[union-attr]
            lambda t: [t.geo.hand_area],
            done=lambda a: isinstance(a, (Build, EndTurn)),
            avoid=_action_row,
        ),
        Step(
            "city",
            "info",
            lambda t: _("Your city"),
            lambda t: _(
                "Your city grows here. At the end, each district scores its cost in points, and a city "
                "with all five types of district scores 3 more."
            ),
            lambda t: t.animator.idle and bool(t.shown.city[YOU]) and t.my_turn,
            lambda t: [t.geo.seats[t.geo.home].tiles],
            avoid=_action_row,  # the turn goes on after it: its buttons (Murder…) stay in view
        ),
        Step(
            "income",
            "do",
            lambda t: _("Collect income"),
            _income_body,
            lambda t: _my(t, Decision.MAIN) and _income_to_collect(t),
            lambda t: _buttons_for(t, lambda a: isinstance(a, TakeIncome)),
            done=lambda a: isinstance(a, (TakeIncome, EndTurn)),
        ),
        Step(
            "ability",
            "do",
            lambda t: _("Use your ability"),
            _use_ability_body,
            _ability_left,
            lambda t: _buttons_for(t, _uses_ability),
            # a use of the ability, or ending the turn without it (the choice is the player's)
            done=lambda a: isinstance(a, EndTurn) or _uses_ability(a),
            avoid=_action_row,
        ),
        Step(
            "end_turn",
            "do",
            lambda t: _("End your turn"),
            lambda t: _(
                "When you have done what you want, end your turn (or press E): the next character is called."
            ),
            # never before the ability step: the turn is not over while the ability is unused
            lambda t: (
                _my(t, Decision.MAIN)
                and "build" in t.tutorial.seen
                and ("ability" in t.tutorial.seen or not _ability_left(t))
            ),
            lambda t: _buttons_for(t, lambda a: isinstance(a, EndTurn)),
            done=lambda a: isinstance(a, EndTurn),
        ),
        Step(
            "crown_moved",
            "info",
            lambda t: _("The crown moves"),
            _crown_moved_body,
            lambda t: (
                t.animator.idle
                and t.shown.crown != YOU
                and t.shown.crown >= 0
                and not t.animator.crown_flying()
            ),
            _crown_targets,
        ),
        Step(
            "new_round",
            "info",
            lambda t: _("A new round"),
            lambda t: _(
                "The characters are shuffled and offered again, starting with whoever holds the crown. "
                "Think about what the others may take: the Assassin and the Thief name characters, not players."
            ),
            lambda t: _my(t, Decision.DRAFT_PICK) and t.session.round >= 2,
            lambda t: _items(t, "pick"),
        ),
        Step(
            "complete",
            "info",
            lambda t: _("A complete city"),
            _complete_body,
            lambda t: t.animator.idle and _completed_seat(t) >= 0,
            lambda t: [t.geo.seats[_completed_seat(t)].panel],
        ),
    ]


#: the callout over the final scores (the game-over screen), the last one
FINAL_KEY = "scores"


def final_title() -> str:
    return _("The final score")


def final_body() -> str:
    return _(
        "Each district scores its cost; a city with all five types scores 3 more, the first complete "
        "city 4 more and the other complete cities 2 more. You know how to play now: start a real game "
        "with New game, and open Rules whenever you need them."
    )

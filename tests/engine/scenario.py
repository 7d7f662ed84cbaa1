"""A compact scenario builder (the FEN idea): set up a `GameState` in the middle of a round.

    s = (Scenario(players=4)
         .gold(0, 5).hand(0, "castle", "temple").city(1, "manor", "keep")
         .characters({0: "warlord", 1: "bishop", 2: "king"})
         .murdered("king")
         .turn("warlord", gathered=True)
         .build())

gives a state where the seat holding the Warlord owes the MAIN decision (GATHER with `gathered=False`).
Everything is made of the game's real cards (the classic 68, or a 2016-style deck: `uniques(...)`):
the cards named for hands, cities and the deck come out of the deck, the rest stay in it (shuffled by `seed`), so card conservation holds. What is not given is
filled in deterministically from `seed`:

- hands are empty and gold is 0 unless set (`hand`, `deal`, `gold`, `gold_all`);
- characters: seats that still lack characters (one each; two each with 2-3 players) are dealt random
  ones from those left (the Assassin first when someone is murdered, the Thief first when someone is
  robbed); of the ranks nobody holds, the face-up discards of §3.1 (never the King) are chosen at
  random unless given with `faceup`, the rest are face down;
- calling order: every rank below the current one has been called already (held ones revealed, the
  murdered one silent). The current rank is *called through the engine*, so its start-of-turn effects
  happen as in play: a robbed character's gold goes to the Thief, the King takes the crown. If the
  King's turn is already over, the crown is with the King's holder;
- a city of the completion size is completed; `first_complete` picks the first completer (default:
  the lowest such seat). A Haunted City in a city counts as built in the previous round unless
  `haunted_built` says otherwise.

Dark City (RULES.md §6): `Scenario(characters="darkcity")` or `.line_up(...)` names the characters
(a preset or one name per rank); `.artist_gold(seat, "manor")` puts the Artist's gold on districts;
`.bewitched("merchant")` says whom the Witch named; `.crown_given_to(seat)` whom the Emperor crowned.

Without `turn(...)`, `build()` returns the start of the selection phase of `round(n)` (random discards
from `seed`, or the ones given to `selection(...)`). The history starts empty: a scenario is not a
replay of `new_game`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from citadels.engine import rounds
from citadels.engine.cards import KINDS, DistrictCard
from citadels.engine.config import Rules, Ruleset, validate_config
from citadels.engine.decision import Decision
from citadels.engine.game import GameState
from citadels.engine.rng import Rng
from citadels.engine.state import Player
from citadels.engine.uniques import city_size

CharRef = str | int  # a character by name ("warlord") or rank (8)

#: The Dark City characters of ranks 1-8 and the Artist: a nine-character line-up for `line_up(...)`.
DARK_CITY_WITH_ARTIST: tuple[str, ...] = (
    "witch",
    "tax_collector",
    "wizard",
    "emperor",
    "abbot",
    "alchemist",
    "navigator",
    "diplomat",
    "artist",
)

_SHUFFLE_SALT = 0x5CE7A210


#: a 2016-style deck (RULES.md §9.8) with the districts of the §9.4 tests (d16b)
UNIQUES_2016 = (
    "factory",
    "thieves_den",
    "framework",
    "necropolis",
    "armory",
    "museum",
    "haunted_city",
    "keep",
    "laboratory",
    "dragon_gate",
    "library",
    "great_wall",
    "school_of_magic",
    "map_room",
)


#: a 2016-style deck with the Stables and the Monument instead of the Dragon Gate and the School of
#: Magic (the interactions of RULES.md §9.3, §9.4 and §9.13)
UNIQUES_2016_MEETINGS = (
    "factory",
    "thieves_den",
    "framework",
    "necropolis",
    "armory",
    "museum",
    "haunted_city",
    "keep",
    "laboratory",
    "stables",
    "library",
    "great_wall",
    "monument",
    "map_room",
)


class ScenarioError(ValueError):
    """A scenario that cannot happen in a game (or names an unknown card or character)."""


def rank_of(rules: Rules, ref: CharRef) -> int:
    """The rank of a character given by name or rank."""
    if isinstance(ref, int):
        if not 1 <= ref <= rules.max_rank:
            raise ScenarioError(f"there is no character of rank {ref}")
        return ref
    for spec in rules.characters:
        if spec.name == ref:
            return spec.rank
    raise ScenarioError(f"unknown character {ref!r}")


def seat_of(s: GameState, ref: CharRef) -> int:
    """The seat holding a character this round (-1: nobody)."""
    return s.holder[rank_of(s.rules, ref)]


def in_hand(s: GameState, seat: int, name: str) -> DistrictCard:
    """The first card called `name` in `seat`'s hand (for `Build(card.id)` and the like)."""
    return _find(s.players[seat].hand, name, f"seat {seat}'s hand")


def in_city(s: GameState, seat: int, name: str) -> DistrictCard:
    """The district called `name` in `seat`'s city."""
    return _find(s.players[seat].city, name, f"seat {seat}'s city")


def _find(cards: Sequence[DistrictCard], name: str, where: str) -> DistrictCard:
    for c in cards:
        if c.name == name:
            return c
    raise ScenarioError(f"no {name} in {where}")


class Scenario:
    """Chainable set-up of a mid-round state; `build()` makes a fresh `GameState` each time."""

    def __init__(
        self,
        players: int = 4,
        ruleset: Ruleset = "classic",
        seed: int = 0,
        characters: str | Sequence[str] = "classic",
    ) -> None:
        self._players = players
        self._line_up: str | tuple[str, ...] = (
            characters if isinstance(characters, str) else tuple(characters)
        )
        self._adorned: dict[int, list[str]] = {}
        self._bewitched: CharRef | None = None
        self._crown_given_to: int | None = None
        self._ruleset: Ruleset = ruleset
        self._seed = seed
        self._round = 1
        self._crown: int | None = None
        self._gold: dict[int, int] = {}
        self._default_gold = 0
        self._hands: dict[int, list[str]] = {}
        self._cities: dict[int, list[str]] = {}
        self._deal: list[tuple[int, tuple[int, ...]]] = []
        self._chars: dict[int, list[CharRef]] = {}
        self._faceup: list[CharRef] | None = None
        self._known_down: dict[int, list[CharRef]] = {}
        self._murdered: CharRef | None = None
        self._robbed: CharRef | None = None
        self._turn: CharRef | None = None
        self._gathered = False
        self._flags: dict[str, bool] = {}
        self._builds_left: int | None = None
        self._selection: tuple[list[CharRef] | None, CharRef | None] | None = None
        self._first: int | None = None
        self._haunted: dict[int, int] = {}
        self._top: list[str] = []
        self._bottom: list[str] = []
        self._deck_size: tuple[int, int] | None = None
        self._uniques: tuple[str, ...] | None = None

    # ------------------------------------------------------------------ the table
    def line_up(self, *characters: str) -> Scenario:
        """The game's characters: a preset (`"darkcity"`, `"mixed"`) or one name per rank 1-8 (9)."""
        self._line_up = characters[0] if len(characters) == 1 else tuple(characters)
        return self

    def artist_gold(self, seat: int, *names: str) -> Scenario:
        """These districts of `seat`'s city carry the Artist's gold (RULES.md §6: cost +1)."""
        self._adorned[seat] = list(names)
        return self

    def bewitched(self, char: CharRef) -> Scenario:
        """The Witch (rank 1) has bewitched this character this round."""
        self._bewitched = char
        return self

    def crown_given_to(self, seat: int) -> Scenario:
        """The Emperor gave the crown to `seat` earlier this round (it holds the crown now)."""
        self._crown_given_to = seat
        return self

    def uniques(self, *names: str) -> Scenario:
        """The game's unique districts (`GameConfig.uniques`): naming a 2016-box unique makes a
        2016-style deck of 14, one card each (RULES.md §9.8)."""
        self._uniques = names
        return self

    def ruleset(self, ruleset: Ruleset) -> Scenario:
        self._ruleset = ruleset
        return self

    def seed(self, seed: int) -> Scenario:
        """The seed of the state's random source (deck shuffle, filled-in characters, later rounds)."""
        self._seed = seed
        return self

    def round(self, number: int) -> Scenario:
        if number < 1:
            raise ScenarioError("rounds are numbered from 1")
        self._round = number
        return self

    def crown(self, seat: int) -> Scenario:
        """Who had the crown when the round started (default 0)."""
        self._crown = seat
        return self

    def gold(self, seat: int, amount: int) -> Scenario:
        if amount < 0:
            raise ScenarioError("gold is never negative")
        self._gold[seat] = amount
        return self

    def gold_all(self, amount: int) -> Scenario:
        """Gold for every seat not given its own with `gold`."""
        if amount < 0:
            raise ScenarioError("gold is never negative")
        self._default_gold = amount
        return self

    def hand(self, seat: int, *names: str) -> Scenario:
        """Exactly these cards in hand (in this order)."""
        self._hands[seat] = list(names)
        return self

    def deal(self, count: int, *seats: int) -> Scenario:
        """Add `count` random cards from the deck to these seats' hands (default: every seat)."""
        self._deal.append((count, seats))
        return self

    def city(self, seat: int, *names: str) -> Scenario:
        """Exactly these districts in the city (in building order)."""
        self._cities[seat] = list(names)
        return self

    def haunted_built(self, seat: int, round_number: int) -> Scenario:
        """The round in which `seat`'s Haunted City was built (default: the previous round)."""
        self._haunted[seat] = round_number
        return self

    def first_complete(self, seat: int) -> Scenario:
        """Which of the completed cities was completed first."""
        self._first = seat
        return self

    # ------------------------------------------------------------------ the deck
    def deck_top(self, *names: str) -> Scenario:
        """These cards on top of the deck, the first one on the very top (drawn first)."""
        self._top = list(names)
        return self

    def deck_bottom(self, *names: str) -> Scenario:
        """These cards at the bottom of the deck, the first one at the very bottom."""
        self._bottom = list(names)
        return self

    def deck_size(self, size: int, overflow_seat: int) -> Scenario:
        """Leave only `size` cards in the deck; the others go to `overflow_seat`'s hand."""
        if size < 0:
            raise ScenarioError("the deck cannot hold fewer than 0 cards")
        self._deck_size = (size, overflow_seat)
        return self

    # ------------------------------------------------------------------ characters and the turn
    def characters(self, chars: Mapping[int, CharRef | Sequence[CharRef]]) -> Scenario:
        """Who holds which characters this round: `{seat: "king"}` or `{seat: ("king", "thief")}`."""
        for seat, refs in chars.items():
            if isinstance(refs, str | int):
                self._chars[seat] = [refs]
            else:
                self._chars[seat] = list(refs)
        return self

    def faceup(self, *chars: CharRef) -> Scenario:
        """The face-up discards of this round (their number must match §3.1)."""
        self._faceup = list(chars)
        return self

    def knows_facedown(self, seat: int, *chars: CharRef) -> Scenario:
        """Face-down discards that `seat` has seen (its own 2-player discards, the leftover card)."""
        self._known_down[seat] = list(chars)
        return self

    def murdered(self, char: CharRef) -> Scenario:
        self._murdered = char
        return self

    def robbed(self, char: CharRef) -> Scenario:
        self._robbed = char
        return self

    def turn(
        self,
        char: CharRef,
        gathered: bool = False,
        *,
        builds_left: int | None = None,
        income_taken: bool = False,
        ability_used: bool = False,
        lab_used: bool = False,
        smithy_used: bool = False,
    ) -> Scenario:
        """It is this character's turn: GATHER, or MAIN when `gathered` (the resource step and its
        bonuses are then considered done: set gold and hand accordingly)."""
        self._turn = char
        self._gathered = gathered
        self._builds_left = builds_left
        self._flags = {
            "income_taken": income_taken,
            "ability_used": ability_used,
            "lab_used": lab_used,
            "smithy_used": smithy_used,
        }
        return self

    def selection(self, faceup: Sequence[CharRef] | None = None, facedown: CharRef | None = None) -> Scenario:
        """Start of the selection phase of the round, with these discards (default: random)."""
        self._selection = (list(faceup) if faceup is not None else None, facedown)
        return self

    # ------------------------------------------------------------------ build
    def build(self) -> GameState:
        config = validate_config(
            players=self._players,
            ruleset=self._ruleset,
            characters=self._line_up,
            **({} if self._uniques is None else {"uniques": self._uniques}),
        )
        rules = Rules.from_config(config, self._seed)
        n = rules.players
        s = GameState(rules, self._seed)
        rng = Rng(self._seed ^ _SHUFFLE_SALT)
        for seat in (
            list(self._gold)
            + list(self._hands)
            + list(self._cities)
            + list(self._chars)
            + list(self._haunted)
            + list(self._known_down)
            + list(self._adorned)
            + ([self._crown_given_to] if self._crown_given_to is not None else [])
            + [seat for _, seats in self._deal for seat in seats]
            + ([self._crown] if self._crown is not None else [])
            + ([self._first] if self._first is not None else [])
            + ([self._deck_size[1]] if self._deck_size is not None else [])
        ):
            if not 0 <= seat < n:
                raise ScenarioError(f"there is no seat {seat} with {n} players")
        if self._turn is not None and self._selection is not None:
            raise ScenarioError("choose either turn(...) or selection(...)")
        s.round = self._round
        s.crown = self._crown if self._crown is not None else 0
        self._place_cards(s, rng)
        if self._turn is None:
            self._build_selection(s, rng)
        else:
            self._build_turn(s, rng)
        s.history = []
        return s

    # ------------------------------------------------------------------ cards
    def _place_cards(self, s: GameState, rng: Rng) -> None:
        pool = list(s.rules.cards)

        def take(name: str) -> DistrictCard:
            kind = KINDS.get(name)
            if kind is None:
                raise ScenarioError(f"unknown district {name!r}")
            for i, c in enumerate(pool):
                if c.kind is kind:
                    return pool.pop(i)
            if not any(c.kind is kind for c in s.rules.cards):
                raise ScenarioError(
                    f"there is no {name} in this game's deck (the Diplomat removes the Graveyard)"
                )
            raise ScenarioError(f"all {kind.copies} {name} cards are already used")

        completion = s.rules.completion
        for seat, names in sorted(self._cities.items()):
            p = s.players[seat]
            for name in names:
                c = take(name)
                if c.kind in p.kinds and "quarry" not in names:
                    raise ScenarioError(f"seat {seat}'s city cannot hold two {name} districts")
                p.city.append(c)
                p.kinds.add(c.kind)
            if KINDS["haunted_city"] in p.kinds:
                p.haunted_round = self._haunted.get(seat, s.round - 1)
            p.completed = city_size(p.city) >= completion
        for seat in self._haunted:
            if KINDS["haunted_city"] not in s.players[seat].kinds:
                raise ScenarioError(f"seat {seat} has no Haunted City")
        for seat, names in self._adorned.items():
            for name in names:
                found = next(
                    (d for d in s.players[seat].city if d.name == name and d.id not in s.adorned), None
                )
                if found is None:
                    raise ScenarioError(f"no {name} without the Artist's gold in seat {seat}'s city")
                s.adorned.add(found.id)
        for seat, names in sorted(self._hands.items()):
            s.players[seat].hand = [take(name) for name in names]
        top = [take(name) for name in self._top]
        bottom = [take(name) for name in self._bottom]
        rng.shuffle(pool)
        for count, seats in self._deal:
            for seat in seats or tuple(range(s.rules.players)):
                if count > len(pool):
                    raise ScenarioError("not enough cards left in the deck to deal")
                for _ in range(count):
                    s.players[seat].hand.append(pool.pop())
        if self._deck_size is not None:
            size, overflow = self._deck_size
            keep = size - len(top) - len(bottom)
            if keep < 0 or keep > len(pool):
                raise ScenarioError(f"cannot make a deck of {size} cards")
            s.players[overflow].hand += pool[keep:]
            del pool[keep:]
        # the top of the deck is the END of the list
        s.deck = bottom + pool + top[::-1]
        for p in s.players:
            p.gold = self._gold.get(p.seat, self._default_gold)

        completed = [p.seat for p in s.players if p.completed]
        if self._first is not None:
            if self._first not in completed:
                raise ScenarioError(f"seat {self._first}'s city is not complete")
            s.first_complete = self._first
        elif completed:
            s.first_complete = completed[0]

    # ------------------------------------------------------------------ selection phase
    def _build_selection(self, s: GameState, rng: Rng) -> None:
        if self._chars or self._murdered is not None or self._robbed is not None or self._faceup:
            raise ScenarioError("characters, murders and thefts need turn(...)")
        faceup, facedown = self._selection if self._selection is not None else (None, None)
        if faceup is None and facedown is None:
            s.round -= 1
            rounds.start_round(s, None)  # random discards, exactly as in play
            return
        rules = s.rules
        n = rules.players
        want = rules.faceup
        up = sorted(rank_of(rules, r) for r in (faceup or []))
        if len(up) != want or len(set(up)) != len(up):
            raise ScenarioError(f"{n} players discard {want} character(s) face up")
        for rank in up:
            if rules.character(rank).never_face_up:
                raise ScenarioError(f"the {rules.character(rank).name} is never discarded face up")
        if facedown is None:
            rest = [r for r in range(1, rules.max_rank + 1) if r not in up]
            down = rest[rng.below(len(rest))]
        else:
            down = rank_of(rules, facedown)
        if down in up:
            raise ScenarioError("a character cannot be discarded both face up and face down")
        s.facedown = [down]
        s.faceup = up
        s.pile = [r for r in range(1, rules.max_rank + 1) if r not in up and r != down]
        s.steps = rounds.selection_steps(n, s.crown)
        s.step = 0
        rounds.begin_step(s)

    # ------------------------------------------------------------------ turn phase
    def _build_turn(self, s: GameState, rng: Rng) -> None:
        assert self._turn is not None
        rules = s.rules
        n = rules.players
        per = rules.chars_per_player
        current = rank_of(rules, self._turn)
        murdered = rank_of(rules, self._murdered) if self._murdered is not None else 0
        robbed = rank_of(rules, self._robbed) if self._robbed is not None else 0

        held: dict[int, list[int]] = {seat: [] for seat in range(n)}
        taken: set[int] = set()
        for seat, refs in self._chars.items():
            for ref in refs:
                rank = rank_of(rules, ref)
                if rank in taken:
                    raise ScenarioError(f"the {rules.character(rank).name} is given to two seats")
                taken.add(rank)
                held[seat].append(rank)
            if len(held[seat]) > per:
                raise ScenarioError(f"with {n} players each seat holds {per} character(s)")
        if current not in taken:
            raise ScenarioError(f"nobody holds the {rules.character(current).name}, whose turn it is")

        # fill the empty character slots: the Assassin / Thief first when the scenario needs them
        free = [seat for seat in range(n) for _ in range(per - len(held[seat]))]
        rng.shuffle(free)
        needed = [r for r, need in ((1, murdered), (2, robbed)) if need and r not in taken]
        others = [r for r in range(1, rules.max_rank + 1) if r not in taken and r not in needed]
        rng.shuffle(others)
        for rank in needed + others:
            if not free:
                break
            seat = free.pop()
            held[seat].append(rank)
            taken.add(rank)
        if free:
            raise ScenarioError("not enough characters for every seat")

        unheld = [r for r in range(1, rules.max_rank + 1) if r not in taken]
        want = rules.faceup
        if self._faceup is not None:
            up = sorted(rank_of(rules, r) for r in self._faceup)
            if len(up) != want or len(set(up)) != len(up):
                raise ScenarioError(f"{n} players discard {want} character(s) face up")
            for rank in up:
                if rank in taken:
                    raise ScenarioError(f"the {rules.character(rank).name} is held, not discarded")
                if rules.character(rank).never_face_up:
                    raise ScenarioError(f"the {rules.character(rank).name} is never discarded face up")
        else:
            candidates = [r for r in unheld if not rules.character(r).never_face_up]
            rng.shuffle(candidates)
            up = sorted(candidates[:want])
        s.faceup = up
        s.facedown = [r for r in unheld if r not in up]

        s.holder = [-1] * (rules.max_rank + 1)
        for seat, ranks in held.items():
            player: Player = s.players[seat]
            player.chars = sorted(ranks)
            for rank in ranks:
                s.holder[rank] = seat
        for seat, refs in self._known_down.items():
            for ref in refs:
                rank = rank_of(rules, ref)
                if rank not in s.facedown:
                    raise ScenarioError(f"the {rules.character(rank).name} is not a face-down discard")
                s.facedown_known[seat].append(rank)
        s.steps = rounds.selection_steps(n, s.crown)
        s.step = len(s.steps)
        s.pile = []

        flags = dict(self._flags)
        # murders and thefts happen in the Assassin's and the Thief's turns
        if murdered:
            if murdered == 1:
                raise ScenarioError("the Assassin cannot murder himself")
            if murdered == current:
                raise ScenarioError("a murdered character has no turn")
            if current == 1:
                if not self._gathered:
                    raise ScenarioError("the Assassin murders after gathering resources")
                flags["ability_used"] = True
        if robbed:
            if murdered == 2:
                raise ScenarioError("a murdered Thief robs nobody")
            if robbed in (1, 2) or robbed == murdered:
                raise ScenarioError("the Thief may not rob the Assassin, the murdered character or himself")
            if current < 2 or (current == 2 and not self._gathered):
                raise ScenarioError("the Thief has not robbed anyone yet")
            if current == 2:
                flags["ability_used"] = True
        if murdered and s.holder[1] < 0:
            raise ScenarioError("nobody holds the Assassin, so nobody can be murdered")
        if robbed and s.holder[2] < 0:
            raise ScenarioError("nobody holds the Thief, so nobody can be robbed")
        s.murdered = murdered
        s.robbed = robbed
        s.robber = s.holder[2] if robbed else -1
        if self._bewitched is not None:
            bewitched = rank_of(rules, self._bewitched)
            if not rules.character(1).bewitches:
                raise ScenarioError("there is no Witch in this game")
            if s.holder[1] < 0:
                raise ScenarioError("nobody holds the Witch, so nobody is bewitched")
            if bewitched == 1:
                raise ScenarioError("the Witch cannot bewitch herself")
            if current == 1:
                raise ScenarioError(
                    "the Witch bewitches at the end of her turn: use turn('witch', gathered=True)"
                )
            s.bewitched = bewitched
            s.bewitched_by = s.holder[1]
            if robbed == bewitched:
                raise ScenarioError("the Thief may not rob the bewitched character")
        if self._crown_given_to is not None:
            emperor = next((c.rank for c in rules.characters if c.name == "emperor"), 0)
            if not emperor or current <= emperor:
                raise ScenarioError("the Emperor has not played yet this round")
            s.crown_given_to = self._crown_given_to

        # calling order: every earlier rank has been called; the crown follows a King already played
        s.revealed = [r for r in range(1, current) if s.holder[r] >= 0 and r != murdered]
        for rank in s.revealed:
            if rules.character(rank).takes_crown:
                s.crown = s.holder[rank]
        s.called = current
        if self._crown_given_to is not None:
            s.crown = self._crown_given_to
        rounds.start_turn(s, current, s.holder[current], None)
        if self._gathered:
            s.decision = Decision.MAIN
            if s.bewitched == current:
                s.cur_seat = s.to_move = s.bewitched_by  # the holder gathered; the Witch plays on
            elif rules.character(current).bewitches:
                s.decision = Decision.BEWITCH
        if self._builds_left is not None:
            s.builds_left = self._builds_left
        if flags["income_taken"]:
            s.income_taken = True
        s.ability_used = flags["ability_used"]
        s.lab_used = flags["lab_used"]
        s.smithy_used = flags["smithy_used"]

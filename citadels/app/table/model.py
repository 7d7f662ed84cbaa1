"""What the table shows, without pygame: the displayed public state and the reasons behind every
enabled or disabled choice.

`Shown` is the public state *as animated*: it follows the engine's events one by one (a coin lands,
then the purse grows) and is snapped to the real view whenever the animations have caught up, so a
mistake here can only ever be a momentary one. The helpers below explain, for one seat's view and
its legal actions, why something can or cannot be done. The engine decides: a choice is enabled when
`GameState.why_not(action)` (asked through a `WhyNot`) finds nothing against it, and a dimmed choice
words the engine's `Refusal` — the table never works a rule out again.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import assert_never

from citadels.engine import (
    CHARACTERS,
    Action,
    Build,
    Destroy,
    DistrictCard,
    Murder,
    PlayerView,
    Refusal,
    Rob,
    TakeIncome,
    Why,
    card,
    city_destroy_price,
    city_income,
)
from citadels.engine import events as ev
from citadels.engine.abilities import ABILITIES as ENGINE_ABILITIES
from citadels.engine.cards import INCOME_TYPES, DistrictType
from citadels.engine.decision import Decision
from citadels.engine.uniques import HOLDS_CARDS, build_price
from citadels.text.i18n import _, character_fields, character_name, district_name, ngettext

STARTING_GOLD = 2

#: asks the engine why the viewing seat may not play an action now (None: it may), `GameState.why_not`
WhyNot = Callable[[Action], Refusal | None]


def char_name(view: PlayerView, rank: int) -> str:
    return character_name(view.character(rank).name)


def char_fields(view: PlayerView, rank: int) -> dict[str, str]:
    """`{character}` and its article forms for a rank of this game's line-up (see
    `citadels.text.i18n.character_fields`)."""
    return character_fields(view.character(rank).name)


def has_district(city: Sequence[DistrictCard], name: str) -> bool:
    return any(c.kind.name == name for c in city)


# ------------------------------------------------------------------------------------------------
# The displayed public state
# ------------------------------------------------------------------------------------------------


def _kept_one_of(source: str) -> bool:
    """Whether the cards a `CardsDrawn` of this source wait for one to be kept (`CardKept`): the
    resource draw, and an ability drawing cards to choose from (the Scholar's,
    `CharacterSpec.draws_to_choose`)."""
    spec = CHARACTERS.get(source)
    return source == "resource" or (spec is not None and spec.draws_to_choose > 0)


@dataclass
class Shown:
    players: int
    round: int = 0
    crown: int = -1
    deck: int = 68
    gold: list[int] = field(default_factory=list)
    hand: list[int] = field(default_factory=list)
    city: list[list[DistrictCard]] = field(default_factory=list)
    completed: list[bool] = field(default_factory=list)
    picks: list[int] = field(default_factory=list)
    revealed: list[tuple[int, int]] = field(default_factory=list)  # (rank, seat)
    murdered: int = 0
    robbed: int = 0
    murdered_seat: int = -1
    faceup: list[int] = field(default_factory=list)
    called: int = 0
    cur_seat: int = -1
    cur_rank: int = 0
    selection: bool = True
    over: bool = False
    first_complete: int = -1
    silent: set[int] = field(default_factory=set)  # ranks called that nobody answered
    adorned: set[int] = field(default_factory=set)  # districts carrying the Artist's gold (public)
    tax_token: int = 0  # the gold on the 2016 Tax Collector's token (public)
    museum: int = 0  # the cards face down under the Museum (RULES.md §9.4; how many is public)
    # the Magistrate (RULES.md §9.3): the character tokens carrying a warrant, the revealed one, and a
    # build paid and waiting for his decision (its card id; -1: none)
    warrants: list[int] = field(default_factory=list)
    warrant_revealed: int = 0
    held: int = -1
    # the Blackmailer (RULES.md §9.3): the tokens carrying a threat, and the flowered one revealed
    threats: list[int] = field(default_factory=list)
    threat_revealed: int = 0
    _resource_draw: dict[int, int] = field(default_factory=dict)

    @classmethod
    def empty(cls, players: int) -> Shown:
        """Before the set-up events (a new game animates its deal from here)."""
        return cls(
            players,
            gold=[0] * players,
            hand=[0] * players,
            city=[[] for _ in range(players)],
            completed=[False] * players,
            picks=[0] * players,
        )

    @classmethod
    def of(cls, view: PlayerView) -> Shown:
        shown = cls.empty(view.players)
        shown.sync(view)
        return shown

    def sync(self, view: PlayerView) -> None:
        """Become exactly the public part of `view`."""
        self.round = view.round
        self.crown = view.crown
        self.deck = view.deck_size
        self.gold = [p.gold for p in view.table]
        self.hand = [p.hand_size for p in view.table]
        self.city = [list(p.city) for p in view.table]
        self.completed = [p.completed for p in view.table]
        self.picks = list(view.picks_made)
        self.revealed = list(view.revealed)
        self.murdered = view.murdered
        self.robbed = view.robbed
        self.murdered_seat = view.murdered_seat
        self.faceup = list(view.faceup)
        self.called = view.called
        self.cur_seat = view.current_seat
        self.cur_rank = view.current_rank
        self.selection = view.decision in (Decision.DRAFT_PICK, Decision.DRAFT_DISCARD)
        self.over = view.decision == Decision.GAME_OVER
        self.first_complete = view.first_complete
        answered = {r for r, _s in view.revealed}
        self.silent = (
            {r for r in range(1, view.called + 1) if r not in answered} if not self.selection else set()
        )
        self.adorned = set(view.adorned)
        self.tax_token = view.tax_token
        self.museum = view.museum_count
        self.warrants = list(view.warrants)
        self.warrant_revealed = view.warrant_revealed
        self.held = view.held_build.id if view.held_build is not None else -1
        self.threats = list(view.threats)
        self.threat_revealed = view.threat_revealed

    def key(self) -> tuple[object, ...]:
        """Everything drawn from this state, for cache keys and tests."""
        return (
            self.round, self.crown, self.deck, tuple(self.gold), tuple(self.hand),
            tuple(tuple(c.id for c in city) for city in self.city), tuple(self.completed), tuple(self.picks),
            tuple(self.revealed), self.murdered, self.robbed, self.murdered_seat, tuple(self.faceup),
            self.called, self.cur_seat, self.cur_rank, self.selection, self.over, tuple(sorted(self.silent)),
            tuple(sorted(self.adorned)), self.tax_token, self.museum, tuple(self.warrants), self.warrant_revealed, self.held,
            tuple(self.threats), self.threat_revealed,
        )  # fmt: skip

    def stored(self, district: DistrictCard) -> int:
        """The cards counted on a district's tile: the Museum's (how many is public, RULES.md §9.4)."""
        return self.museum if district.kind is HOLDS_CARDS else 0

    def revealed_by(self, rank: int) -> int:
        for r, seat in self.revealed:
            if r == rank:
                return seat
        return -1

    def seat_revealed(self, seat: int) -> list[int]:
        return [r for r, s in self.revealed if s == seat]

    # -- events: what changes when an animation starts (things leave) and ends (things arrive) --
    def apply_start(self, e: ev.Event) -> None:
        n = self.players
        match e:
            case ev.GameStarted(crown=crown):
                self.crown = crown
                self.gold = [STARTING_GOLD] * n
                self.hand = [0] * n
                self.city = [[] for _ in range(n)]
                self.deck = 68
            case ev.CardsDealt(count=count):
                self.deck = max(0, self.deck - count)
            case ev.RoundStarted(round=rnd, crown=crown):
                self.round = rnd
                self.crown = crown
                self.revealed = []
                self.murdered = self.robbed = 0
                self.murdered_seat = -1
                self.faceup = []
                self.called = 0
                self.cur_seat, self.cur_rank = -1, 0
                self.picks = [0] * n
                self.selection = True
                self.silent = set()
                self.warrants, self.warrant_revealed, self.held = [], 0, -1
                self.threats, self.threat_revealed = [], 0
            case ev.RankCalled(rank=rank, seat=seat):
                self.called = rank
                if seat is None:
                    self.silent.add(rank)
                self.selection = False
                self.cur_seat, self.cur_rank = -1, 0
            case ev.GoldStolen(victim=victim, amount=amount):
                self.gold[victim] = max(0, self.gold[victim] - amount)
            case ev.GoldPaid(seat=seat, amount=amount):
                self.gold[seat] = max(0, self.gold[seat] - amount)
            case ev.CardsDrawn(seat=seat, count=count, source=source):
                self.deck = max(0, self.deck - count)
                if _kept_one_of(source):
                    self._resource_draw[seat] = count
            case ev.CardsExchanged(seat=seat, count=count):
                self.hand[seat] = max(0, self.hand[seat] - count)
                self.deck += count
            case ev.CardDiscarded(seat=seat, source="stored"):  # d16b: under the Museum, not the deck
                self.hand[seat] = max(0, self.hand[seat] - 1)
                self.museum += 1
            case ev.CardDiscarded(seat=seat):
                self.hand[seat] = max(0, self.hand[seat] - 1)
                self.deck += 1
            case ev.Built(seat=seat, card=card_id, cost=cost) if card_id == self.held:
                self.gold[seat] = max(0, self.gold[seat] - cost)  # out of the hand since its `BuildHeld`
                self.held = -1
            case ev.Built(seat=seat, cost=cost):
                self.gold[seat] = max(0, self.gold[seat] - cost)
                self.hand[seat] = max(0, self.hand[seat] - 1)
            case ev.BribePaid(seat=seat, amount=amount) | ev.ThreatRevealed(holder=seat, taken=amount):
                self.gold[seat] = max(0, self.gold[seat] - amount)  # the Blackmailer (RULES.md §9.3)
            case ev.BuildHeld(seat=seat, card=card_id):  # the Magistrate (RULES.md §9.3): paid if it goes on
                self.hand[seat] = max(0, self.hand[seat] - 1)
                self.held = card_id
            case ev.Destroyed(seat=seat, paid=paid):
                self.gold[seat] = max(0, self.gold[seat] - paid)
            case ev.GraveyardOffered():
                self.deck = max(0, self.deck - 1)  # Destroyed put it in the deck; it waits instead
            case ev.GameEnded():
                self.over = True
            # Dark City (RULES.md §6): the payer's gold or card leaves as the animation starts
            case ev.TaxPaid(seat=seat, amount=amount):
                self.gold[seat] = max(0, self.gold[seat] - amount)
            case ev.TitheTaken(from_seat=src, amount=amount):
                self.gold[src] = max(0, self.gold[src] - amount)
            case ev.TributePaid(seat=seat, gold=gold, card=card_id):
                self.gold[seat] = max(0, self.gold[seat] - gold)
                if not gold and card_id is not None:
                    self.hand[seat] = max(0, self.hand[seat] - 1)
            case ev.CardTakenFromHand(target=target):
                self.hand[target] = max(0, self.hand[target] - 1)
            case ev.DistrictsSwapped(seat=seat, paid=paid) | ev.DistrictSeized(seat=seat, paid=paid):
                self.gold[seat] = max(0, self.gold[seat] - paid)
            case ev.CardsGivenForGold(seat=seat, lender=lender, gold=gold):  # the Cardinal
                self.gold[lender] = max(0, self.gold[lender] - gold)
                self.hand[seat] = max(0, self.hand[seat] - gold)  # one card per gold
            case ev.TaxOnToken(seat=seat):  # the 2016 Tax Collector's token
                self.gold[seat] = max(0, self.gold[seat] - 1)
            case ev.TokenTaxTaken():
                self.tax_token = 0
            # the 2016 Spy and Seer: the target's gold, a card leaving a hand
            case ev.HandLookedAtForType(target=target, gold=gold):
                self.gold[target] = max(0, self.gold[target] - gold)
            case ev.CardTakenAtRandom(target=target):
                self.hand[target] = max(0, self.hand[target] - 1)
            case ev.CardGiven(seat=seat):
                self.hand[seat] = max(0, self.hand[seat] - 1)
            case (
                ev.CharactersDiscardedFaceUp()
                | ev.CharacterDiscardedFaceDown()
                | ev.CharacterChosen()
                | ev.CharacterRevealed()
                | ev.Murdered()
                | ev.Robbed()
                | ev.GoldTaken()
                | ev.CardKept()
                | ev.HandsSwapped()
                | ev.IncomeTaken()
                | ev.CityCompleted()
                | ev.GraveyardUsed()
                | ev.CrownPassed()
                | ev.TurnEnded()
                | ev.MurderedRevealed()
                | ev.RoundEnded()
                | ev.CharacterSetChosen()
                | ev.Bewitched()
                | ev.BewitchedTurnTaken()
                | ev.HandLookedAt()
                | ev.Beautified()
                | ev.AdornmentGoldReturned()
                | ev.WarrantsPlaced()
                | ev.WarrantKept()
                | ev.WarrantRevealed()
                | ev.ThreatsPlaced()
                | ev.BribeRefused()
                | ev.ThreatKept()
                | ev.TheaterSwapped()
                | ev.TheaterDeclined()
            ):
                pass  # nothing leaves as these start: what they change arrives at their end (`apply_end`)
            case _:
                assert_never(e)

    def apply_end(self, e: ev.Event) -> None:
        match e:
            case ev.CardsDealt(seat=seat, count=count):
                self.hand[seat] += count
            case ev.CharactersDiscardedFaceUp(ranks=ranks):
                self.faceup = sorted(ranks)
            case ev.CharacterChosen(seat=seat):
                self.picks[seat] += 1
            case ev.CharacterRevealed(seat=seat, rank=rank):
                if (rank, seat) not in self.revealed:
                    self.revealed.append((rank, seat))
                self.cur_seat, self.cur_rank = seat, rank
            case ev.Murdered(rank=rank):
                self.murdered = rank
            case ev.Robbed(rank=rank):
                self.robbed = rank
            case ev.GoldStolen(robber=robber, amount=amount):
                self.gold[robber] += amount
            case ev.GoldTaken(seat=seat, amount=amount):
                self.gold[seat] += amount
            case ev.CardsDrawn(seat=seat, count=count, source=source):
                if not _kept_one_of(source):
                    self.hand[seat] += count
            case ev.CardKept(seat=seat, returned=returned):
                drawn = self._resource_draw.pop(seat, returned + 1)
                self.hand[seat] += max(0, drawn - returned)
                self.deck += returned
            case ev.HandsSwapped(seat=seat, target=target, gave=gave, got=got):
                self.hand[seat], self.hand[target] = got, gave
            case ev.Built(seat=seat, card=card_id):
                self.city[seat].append(card(card_id))
            case ev.CityCompleted(seat=seat, first=first):
                self.completed[seat] = True
                if first:
                    self.first_complete = seat
            case ev.Destroyed(target=target, card=card_id):
                self.city[target] = [c for c in self.city[target] if c.id != card_id]
                self.deck += 1
                if card(card_id).kind is HOLDS_CARDS:  # its cards go under the deck (RULES.md §9.4)
                    self.deck += self.museum
                    self.museum = 0
            case ev.GraveyardUsed(seat=seat, taken=taken):
                if taken:
                    self.hand[seat] += 1
                else:
                    self.deck += 1
            case ev.CrownPassed(to_seat=to_seat):
                self.crown = to_seat
            case ev.MurderedRevealed(seat=seat):
                self.murdered_seat = seat if seat is not None else -1
            case ev.TurnEnded():
                self.cur_seat, self.cur_rank = -1, 0
            case ev.BewitchedTurnTaken(bewitcher=bewitcher):
                self.cur_seat = bewitcher  # the Witch plays the rest of the turn: her seat is the one playing
            case ev.TaxPaid(collector=collector, amount=amount):
                self.gold[collector] += amount
            case ev.TitheTaken(seat=seat, amount=amount):
                self.gold[seat] += amount
            case ev.TributePaid(to=to, gold=gold, card=card_id):
                self.gold[to] += gold
                if not gold and card_id is not None:
                    self.hand[to] += 1
            case ev.CardTakenFromHand(seat=seat):
                self.hand[seat] += 1  # a card built at once leaves the hand again with its `Built`
            case ev.DistrictsSwapped(seat=seat, target=target, given=given, taken=taken, paid=paid):
                self.gold[target] += paid
                self._swap(seat, given, target, taken)
            case ev.DistrictSeized(seat=seat, target=target, card=card_id, paid=paid):
                self.gold[target] += paid
                self._seize(seat, target, card_id)
            case ev.CardsGivenForGold(seat=seat, lender=lender, gold=gold):
                self.gold[seat] += gold
                self.hand[lender] += gold
            case ev.TaxOnToken(total=total):
                self.tax_token = total
            case ev.TokenTaxTaken(seat=seat, amount=amount):
                self.gold[seat] += amount
            # the 2016 Spy and Seer: the Spy's gold (his cards come with `CardsDrawn`), a card arriving
            case ev.HandLookedAtForType(seat=seat, gold=gold):
                self.gold[seat] += gold
            case ev.CardTakenAtRandom(seat=seat):
                self.hand[seat] += 1
            case ev.CardGiven(target=target):
                self.hand[target] += 1
            case ev.Beautified(cards=cards):
                self.adorned.update(cards)
            case ev.AdornmentGoldReturned(card=card_id):
                self.adorned.discard(card_id)
            # the Magistrate (RULES.md §9.3)
            case ev.WarrantsPlaced(ranks=ranks):
                self.warrants = list(ranks)
            case ev.WarrantRevealed(seat=seat, rank=rank, card=card_id):
                self.city[seat].append(card(card_id))  # its builder never paid: his gold stays
                self.warrants, self.warrant_revealed, self.held = [], rank, -1
            # the Blackmailer (RULES.md §9.3)
            case ev.ThreatsPlaced(ranks=ranks):
                self.threats = list(ranks)
            case ev.BribePaid(to=to, rank=rank, amount=amount):
                self.gold[to] += amount
                self.threats = [r for r in self.threats if r != rank]
            case ev.ThreatRevealed(seat=seat, rank=rank, flowered=flowered, taken=taken):
                self.gold[seat] += taken
                if flowered:
                    self.threats, self.threat_revealed = [], rank
                else:
                    self.threats = [r for r in self.threats if r != rank]
            case (
                ev.GameStarted()
                | ev.RoundStarted()
                | ev.CharacterDiscardedFaceDown()
                | ev.RankCalled()
                | ev.GoldPaid()
                | ev.CardsExchanged()
                | ev.CardDiscarded()
                | ev.IncomeTaken()
                | ev.GraveyardOffered()
                | ev.RoundEnded()
                | ev.GameEnded()
                | ev.CharacterSetChosen()
                | ev.Bewitched()
                | ev.HandLookedAt()
                | ev.BuildHeld()
                | ev.WarrantKept()
                | ev.BribeRefused()
                | ev.ThreatKept()
                | ev.TheaterSwapped()
                | ev.TheaterDeclined()
            ):
                pass  # all they change left as they started (`apply_start`), or nothing shown changes
            case _:
                assert_never(e)

    def _swap(self, seat: int, given: int, target: int, taken: int) -> None:
        """The Diplomat's swap: each district takes the other's place in its new city."""
        mine, theirs = self.city[seat], self.city[target]
        i = next((k for k, d in enumerate(mine) if d.id == given), None)
        j = next((k for k, d in enumerate(theirs) if d.id == taken), None)
        if i is not None and j is not None:
            mine[i], theirs[j] = theirs[j], mine[i]

    def _seize(self, seat: int, target: int, taken: int) -> None:
        """The Marshal's seizure: the district leaves `target`'s city for the end of `seat`'s."""
        theirs = self.city[target]
        j = next((k for k, d in enumerate(theirs) if d.id == taken), None)
        if j is not None:
            self.city[seat].append(theirs.pop(j))


# ------------------------------------------------------------------------------------------------
# Why things can or cannot be done (for one seat's view and legal actions)
# ------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Choice:
    """One possible click: the actions it submits (in order), or why it is disabled."""

    actions: tuple[Action, ...]
    reason: str = ""  # shown in the tooltip: what it does, or why it is not possible
    enabled: bool = True
    note: str = ""  # a short label drawn on the item (a price, "+2")


def income_type(view: PlayerView) -> DistrictType | None:
    if view.current_rank <= 0:
        return None
    return view.character(view.current_rank).income_type


def income_amount(view: PlayerView, school_type: DistrictType | None = None) -> int:
    """What the current character's income would give the viewing seat now."""
    return city_income(view.me().city, income_type(view), school_type)


def best_income_action(view: PlayerView, legal: Sequence[Action]) -> TakeIncome | None:
    """The income action that gives the most (the School of Magic counting as the character's type)."""
    options = [a for a in legal if isinstance(a, TakeIncome)]
    if not options:
        return None
    return max(options, key=lambda a: income_amount(view, a.school_type))


def pending_income(view: PlayerView, legal: Sequence[Action]) -> int:
    best = best_income_action(view, legal)
    return income_amount(view, best.school_type) if best is not None else 0


def build_limit_text(view: PlayerView, limit: int) -> str:
    """Why nothing more may be built this turn: the character's build limit (`Why.BUILD_LIMIT`)."""
    if limit <= 0:  # the Navigator (RULES.md §6): nothing was built, none may be
        return _("The {character} cannot build.").format(**char_fields(view, view.current_rank))
    if limit == 1:
        return _("You have already built this turn.")
    return ngettext(
        "You have already built {count} district this turn.",
        "You have already built {count} districts this turn.",
        limit,
    ).format(count=limit)


def build_choice(
    view: PlayerView, c: DistrictCard, legal: Sequence[Action], why: WhyNot, *, auto_income: bool = False
) -> Choice:
    """Clicking a hand card in the MAIN decision: build it (collecting income first if that is what
    makes it affordable and automatic income is on), or the engine's reason why not."""
    name = district_name(c.kind.name)
    action = Build(c.id)
    refusal = why(action)
    price = build_price(c.kind, {d.kind for d in view.me().city})  # RULES.md §9.4: the Factory's discount
    if refusal is None:
        text = _("Build the {district} for {cost} gold.").format(district=name, cost=price)
        if price < c.cost:
            text += " " + _("(The Factory takes 1 gold off.)")
        return Choice((action,), text)
    if refusal.why is Why.BUILD_LIMIT:
        return Choice((), build_limit_text(view, refusal.count), enabled=False)
    if refusal.why is Why.DUPLICATE:
        return Choice((), _("Your city already has a {district}.").format(district=name), enabled=False)
    # d16a: the 2016 box's Secret Vault and Monument (RULES.md §9.4)
    if refusal.why is Why.NEVER_BUILT:
        return Choice(
            (),
            _("The {district} can never be built: it scores in your hand.").format(district=name),
            enabled=False,
        )
    if refusal.why is Why.CITY_TOO_BIG:
        return Choice(
            (),
            _("The {district} cannot be built into a city of {count} or more districts.").format(
                district=name, count=refusal.count
            ),
            enabled=False,
        )
    if refusal.why is not Why.CANNOT_AFFORD:  # not this seat's main turn: nothing to say on the card
        return Choice((), "", enabled=False)
    income = best_income_action(view, legal)
    extra = income_amount(view, income.school_type) if income is not None else 0
    if auto_income and income is not None and refusal.cost <= refusal.gold + extra:
        return Choice(
            (income, action),
            _("Collect your income (+{income}) and build the {district} for {cost} gold.").format(
                income=extra, district=name, cost=price
            ),
        )
    if income is not None and extra > 0 and refusal.cost <= refusal.gold + extra:
        return Choice(
            (),
            _(
                "The {district} costs {cost} gold and you have {gold}: collect your income first (+{income})."
            ).format(district=name, cost=refusal.cost, gold=refusal.gold, income=extra),
            enabled=False,
        )
    return Choice(
        (),
        _("The {district} costs {cost} gold and you have {gold}.").format(
            district=name, cost=refusal.cost, gold=refusal.gold
        ),
        enabled=False,
    )


def destroy_choice(view: PlayerView, seat: int, c: DistrictCard, why: WhyNot) -> Choice:
    """The Warlord aims at district `c` of `seat`'s city: its price, or the engine's reason it is safe."""
    target = view.table[seat]
    name = district_name(c.kind.name)
    price = city_destroy_price(target.city, c, view.adorned)
    surcharge = price - (c.cost - 1) - (c.id in view.adorned)  # the Great Wall's extra gold, said in the text
    action = Destroy(seat, c.id)
    refusal = why(action)
    if refusal is None:
        text = _("Destroy the {district} for {price} gold.").format(district=name, price=price)
        if price == 0:
            text = _("Destroy the {district} for free.").format(district=name)
        if surcharge:
            text += " " + _("(The Great Wall adds 1 gold.)")
        return Choice((action,), text, note=str(price))
    match refusal.why:
        case Why.CITY_COMPLETE:
            reason = _("A completed city cannot be attacked.")
        case Why.CITY_PROTECTED:
            reason = _("The Bishop protects this city this round.")
        case Why.KEEP:
            reason = _("The Keep cannot be destroyed.")
        case Why.CANNOT_AFFORD:
            reason = _("Destroying the {district} costs {price} gold and you have {gold}.").format(
                district=name, price=refusal.cost, gold=refusal.gold
            )
        case _:
            reason = _("This district cannot be destroyed now.")
    return Choice((), reason, enabled=False, note=str(price))


def _own_other_character(view: PlayerView, rank: int) -> bool:
    """`rank` is the viewer's other character this round (two each in 2–3 player games): naming it
    would only hurt themselves."""
    return rank != view.current_rank and rank in view.my_characters


def murder_choice(view: PlayerView, rank: int, why: WhyNot) -> Choice:
    fields = char_fields(view, rank)
    refusal = why(Murder(rank))
    if refusal is None and _own_other_character(view, rank):
        return Choice(
            (),
            _("The {character} is your other character: murdering it would only cost you its turn.").format(
                **fields
            ),
            enabled=False,
        )
    if refusal is None:
        text = _("Murder the {character}: its holder loses the whole turn.").format(**fields)
        if rank in view.faceup:
            text += " " + _("(It was discarded face up: nobody has it.)")
        return Choice((Murder(rank),), text)
    if refusal.why is Why.TARGET_SELF:
        return Choice((), _("You cannot murder yourself."), enabled=False)
    return Choice((), _("You cannot murder the {character}.").format(**fields), enabled=False)


def rob_choice(view: PlayerView, rank: int, why: WhyNot) -> Choice:
    fields = char_fields(view, rank)
    refusal = why(Rob(rank))
    if refusal is None and _own_other_character(view, rank):
        return Choice(
            (),
            _("The {character} is your other character: robbing it would only move your own gold.").format(
                **fields
            ),
            enabled=False,
        )
    if refusal is None:
        text = _("Rob the {character}: when it is revealed, you take all its gold.").format(**fields)
        if rank in view.faceup:
            text += " " + _("(It was discarded face up: nobody has it.)")
        return Choice((Rob(rank),), text)
    match refusal.why:
        case Why.TARGET_SELF:
            return Choice((), _("You cannot rob yourself."), enabled=False)
        case Why.TARGET_RANK_ONE:
            return Choice((), _("The Thief may not rob the {character}.").format(**fields), enabled=False)
        case Why.TARGET_MURDERED:
            return Choice((), _("The {character} has been murdered.").format(**fields), enabled=False)
        case Why.TARGET_BEWITCHED:
            return Choice((), _("The {character} has been bewitched.").format(**fields), enabled=False)
    return Choice((), _("You cannot rob the {character}.").format(**fields), enabled=False)


def draw_option_text(view: PlayerView) -> str:
    """The label of the "draw" resource option for this seat's city."""
    city = view.me().city
    observatory = has_district(city, "observatory")
    library = has_district(city, "library")
    if observatory and library:
        return _("Draw 3 cards, keep all")
    if library:
        return _("Draw 2 cards, keep both")
    if observatory:
        return _("Draw 3 cards, keep 1")
    return _("Draw 2 cards, keep 1")


SCHOOL_TYPES: tuple[DistrictType, ...] = INCOME_TYPES


def ability_actions(view: PlayerView, legal: list[Action]) -> list[Action] | None:
    """The legal actions of the current character's ability (None: the character has no active
    ability in the engine)."""
    spec = view.character(view.current_rank)
    ability = ENGINE_ABILITIES.get(spec.name)
    if ability is None:
        return None
    return [a for a in legal if type(a) in ability.action_types]

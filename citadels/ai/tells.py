"""What a seat's public choices tell about the strategy it plays, for `opponents.OpponentModel`.

The Hard bot sees the table through its own seat's `PlayerView`s: at its decisions and, when whoever
runs the game lets it watch (`Bot.watch`), after every other move. From the views of one round it can
tell, for the other seats (four players or more, the classic characters):

- **the character each seat chose, and what was on offer then**: the seats choose one after the
  other from the characters passed along; Hard knows what was passed to it, and once the characters
  chosen between another seat and itself are revealed it knows what that seat was offered (before
  Hard: Hard's offer plus those picks; after Hard: Hard's offer less its own pick and those picks);
- **whom the Assassin murdered and the Thief robbed** (announced as it happens);
- **whether a seat took gold or drew cards, and what it built**: its hand, gold and city before and
  after its turn (a seat drew when it ended the turn with more cards than it started with, once the
  districts it built are counted back; the Architect's two cards are left out), and the first
  district it built, or that it built nothing, among what it could afford; not when the Magician may
  have swapped hands in between, nor with a unique district that moves cards or gold (Laboratory,
  Smithy, Library, Graveyard).

Each such choice is an `Observed`: the seat's position rebuilt from Hard's view (its hand, which
Hard cannot see, is dealt from the cards Hard cannot locate, around the cards it is known to hold),
the actions it had and the one it took. `likelihoods` asks every candidate strategy what it would do in that position, over a few
dealt hands, and returns the share of answers that match (smoothed, so that no strategy is ever
ruled out by one choice).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from citadels.engine import (
    CARDS,
    CLASSIC_CHARACTERS,
    KINDS,
    Action,
    Build,
    Decision,
    DistrictCard,
    DrawCards,
    EndTurn,
    Murder,
    PickCharacter,
    PlayerView,
    Rng,
    Rob,
    TakeGold,
)
from citadels.engine.determinize import round_first_picker, unseen_cards
from citadels.engine.uniques import build_price
from citadels.engine.view import PublicPlayer

from .base import Reason
from .knowledge import classic_rank, does_murder, does_rob, does_swap_hands, hand_buildable

Decide = Callable[[PlayerView, Sequence[Action]], tuple[Action, Reason]]

#: The classic line-up by rank: behaviour is read only when every character is the classic one.
CLASSIC = CLASSIC_CHARACTERS
#: The ranks, in the classic line-up, of the characters that murder, rob and swap hands.
STRIKER, ROBBER, SWAPPER = (classic_rank(does) for does in (does_murder, does_rob, does_swap_hands))
#: Unique districts that move cards in or out of a hand: a seat owning one tells nothing by its hand.
CARD_MOVERS = frozenset(KINDS[k] for k in ("laboratory", "smithy", "library", "graveyard"))
SMOOTHING = 1.0  # pseudo-answers spread evenly over a choice's actions
_END = EndTurn()
_GOLD = TakeGold()
_DRAW = DrawCards()


@dataclass(frozen=True)
class Observed:
    """One choice a seat was seen to make: its position (`view`, its hand to be dealt: `known` and
    `hand_size - len(known)` cards from `unseen`), the actions it had (`legal`; empty for a build:
    the affordable districts of the dealt hand, and ending the turn) and the one it took (`taken`)."""

    kind: str  # "pick", "murder", "rob", "gather" or "build"
    seat: int
    view: PlayerView
    hand_size: int
    legal: tuple[Action, ...]
    taken: Action
    unseen: tuple[DistrictCard, ...]  # the cards Hard could not locate when the position arose (to deal from)
    known: tuple[DistrictCard, ...] = ()  # cards the seat is known to hold


@dataclass
class RoundViews:
    """Hard's views of one round, in order (the first one is its draft view when it chose)."""

    round: int
    views: list[PlayerView]


def readable(view: PlayerView) -> bool:
    """Whether behaviour can be read at this table: four players or more, the classic characters."""
    return view.players >= 4 and view.characters == CLASSIC


# ------------------------------------------------------------------------------ the draft
def draft_view(log: RoundViews) -> PlayerView | None:
    """Hard's view while it chose its character this round (None: not seen)."""
    return next((v for v in log.views if v.decision == Decision.DRAFT_PICK and v.offered), None)


def picks_seen(log: RoundViews) -> dict[int, int]:
    """seat -> the character it revealed this round, as far as Hard's views show."""
    out: dict[int, int] = {}
    for v in log.views:
        for rank, seat in v.revealed:
            out.setdefault(seat, rank)
    return out


def offers(log: RoundViews, my_pick: int) -> dict[int, tuple[int, ...]]:
    """seat -> the characters on offer when it chose, for the seats where Hard can work it out."""
    draft = draft_view(log)
    if draft is None or my_pick <= 0:
        return {}
    n = draft.players
    first = round_first_picker(draft)
    order = [(first + i) % n for i in range(n)]
    me = draft.seat
    h = order.index(me)
    mine = set(draft.offered[0])
    picks = picks_seen(log)
    seven = n == len(draft.characters) - 1  # the last to choose also gets the face-down card
    out: dict[int, tuple[int, ...]] = {}
    for i, seat in enumerate(order):
        if seat == me or (seven and i == n - 1):
            continue
        between = order[i:h] if i < h else order[h + 1 : i]
        if any(s not in picks for s in between):
            continue
        taken = {picks[s] for s in between}
        offer = mine | taken if i < h else mine - {my_pick} - taken
        if picks.get(seat) is not None and picks[seat] not in offer:
            continue  # the record does not add up (a scenario-made state): nothing to read
        out[seat] = tuple(sorted(offer))
    return out


def _picks_made(draft: PlayerView, seat: int) -> tuple[int, ...]:
    n = draft.players
    first = round_first_picker(draft)
    position = {(first + i) % n: i for i in range(n)}
    return tuple(1 if position[s] < position[seat] else 0 for s in range(n))


def _seat_view(base: PlayerView, seat: int, **changes: object) -> PlayerView:
    """`base` as `seat` would see it, its hand left empty (dealt later), with `changes`."""
    fields: dict[str, object] = {
        "seat": seat,
        "to_move": seat,
        "hand": (),
        "my_characters": (),
        "known_facedown": (),
        "drawn": (),
        "aside": (),
        "aside_count": 0,
        "peek": (),
        "peek_seat": -1,
        "graveyard_card": None,
    }
    fields.update(changes)
    return dataclasses.replace(base, **fields)  # type: ignore[arg-type]


def observed(log: RoundViews, end: PlayerView | None) -> list[Observed]:
    """Every choice of another seat that Hard's views of this round (and `end`, its first view of the
    next round, if any) let it read."""
    draft = draft_view(log)
    if draft is None or not readable(draft):
        return []
    last = log.views[-1]
    my_pick = last.my_characters[0] if last.my_characters else 0
    offer = offers(log, my_pick)
    picks = picks_seen(log)
    unseen = tuple(unseen_cards(draft))
    out: list[Observed] = []
    for seat, ranks in offer.items():
        if seat in picks:
            view = _seat_view(
                draft,
                seat,
                decision=Decision.DRAFT_PICK,
                pile=ranks,
                offered=(ranks,),
                picks_made=_picks_made(draft, seat),
            )
            legal = tuple(PickCharacter(r) for r in ranks)
            out.append(
                Observed(
                    "pick", seat, view, draft.table[seat].hand_size, legal, PickCharacter(picks[seat]), unseen
                )
            )
    out += _strikes(log, draft, offer, picks, unseen)
    out += _gathers(log, end, offer, picks)
    return out


def _turn_view(
    base: PlayerView,
    seat: int,
    rank: int,
    offer: tuple[int, ...] | None,
    revealed: tuple[tuple[int, int], ...],
    **changes: object,
) -> PlayerView:
    n = base.players
    return _seat_view(
        base,
        seat,
        my_characters=(rank,),
        pile=(),
        offered=(offer,) if offer is not None else (),
        picks_made=(1,) * n,
        called=rank,
        current_seat=seat,
        current_rank=rank,
        revealed=revealed,
        builds_left=base.character(rank).max_builds,
        ability_used=False,
        income_taken=False,
        lab_used=False,
        smithy_used=False,
        **changes,
    )


def _strikes(
    log: RoundViews,
    draft: PlayerView,
    offer: dict[int, tuple[int, ...]],
    picks: dict[int, int],
    unseen: tuple[DistrictCard, ...],
) -> list[Observed]:
    """The Assassin's murder and the Thief's theft, where Hard saw who played them and the target."""
    last = log.views[-1]
    by_rank = {rank: seat for seat, rank in picks.items()}
    out: list[Observed] = []
    ranks = range(1, len(draft.characters) + 1)
    if last.murdered and STRIKER in by_rank and by_rank[STRIKER] != draft.seat:
        seat = by_rank[STRIKER]
        view = _turn_view(
            draft,
            seat,
            STRIKER,
            offer.get(seat),
            ((STRIKER, seat),),
            decision=Decision.MAIN,
            murdered=0,
            robbed=0,
        )
        legal: tuple[Action, ...] = (*(Murder(r) for r in ranks if r != STRIKER), _END)
        out.append(
            Observed("murder", seat, view, draft.table[seat].hand_size, legal, Murder(last.murdered), unseen)
        )
    if last.robbed and ROBBER in by_rank and by_rank[ROBBER] != draft.seat:
        seat = by_rank[ROBBER]
        revealed = tuple((r, s) for r, s in last.revealed if r < ROBBER) + ((ROBBER, seat),)
        view = _turn_view(
            draft,
            seat,
            ROBBER,
            offer.get(seat),
            revealed,
            decision=Decision.MAIN,
            murdered=last.murdered,
            robbed=0,
        )
        legal = (*(Rob(r) for r in ranks if r > ROBBER and r != last.murdered), _END)
        out.append(Observed("rob", seat, view, draft.table[seat].hand_size, legal, Rob(last.robbed), unseen))
    return out


def _absent(log: RoundViews, rank: int) -> bool:
    """Whether Hard's views show that nobody played `rank` this round (face up, murdered, or called
    and not revealed)."""
    for v in log.views:
        if rank in v.faceup or v.murdered == rank:
            return True
        if v.called >= rank and v.decision != Decision.DRAFT_PICK and all(r != rank for r, _ in v.revealed):
            return True
    return False


def _gathers(
    log: RoundViews, end: PlayerView | None, offer: dict[int, tuple[int, ...]], picks: dict[int, int]
) -> list[Observed]:
    """Gold or cards, for each seat whose turn fell between two of Hard's views."""
    turns = [v for v in log.views if v.decision != Decision.DRAFT_PICK]
    draft = draft_view(log)
    assert draft is not None
    snapshots = [draft, *turns]
    last = log.views[-1]
    out: list[Observed] = []
    for seat, rank in picks.items():
        if seat == draft.seat or rank == last.murdered:
            continue
        before = max((v for v in snapshots if v.called < rank), key=lambda v: v.called, default=None)
        after_views = [v for v in turns if v.called > rank]
        after = after_views[0] if after_views else end
        if before is None or after is None or before.deck_size < 2:
            continue
        upto = after.called if after is not end else len(draft.characters)
        if before.called < SWAPPER <= upto and rank != SWAPPER and not _absent(log, SWAPPER):
            continue  # the Magician may have swapped hands in between
        was, now = before.table[seat], after.table[seat]
        if any(c.kind in CARD_MOVERS for c in was.city):
            continue
        old = {c.id for c in was.city}
        built = sum(1 for c in now.city if c.id not in old)
        cards_in = now.hand_size - was.hand_size + built - draft.character(rank).bonus_cards
        if cards_in not in (0, 1):
            continue
        known = last if after is end else after
        revealed = tuple((r, s) for r, s in known.revealed if r <= rank)
        robbed_me = last.robbed == rank
        table = before.table
        if robbed_me:
            table = tuple(dataclasses.replace(p, gold=0) if p.seat == seat else p for p in table)
        view = _turn_view(
            before,
            seat,
            rank,
            offer.get(seat),
            revealed,
            decision=Decision.GATHER,
            table=table,
            murdered=last.murdered if rank > STRIKER else 0,
            robbed=last.robbed if rank > ROBBER else 0,
        )
        taken: Action = _DRAW if cards_in == 1 else _GOLD
        pool = tuple(unseen_cards(before))
        out.append(Observed("gather", seat, view, was.hand_size, (_GOLD, _DRAW), taken, pool))
        out += _build(before, view, seat, rank, now, old, cards_in, robbed_me, pool)
    return out


def _build(
    before: PlayerView,
    gather: PlayerView,
    seat: int,
    rank: int,
    now: PublicPlayer,
    old: set[int],
    cards_in: int,
    robbed: bool,
    pool: tuple[DistrictCard, ...],
) -> list[Observed]:
    """The first district the seat built this turn (or that it built none), once it had gathered and
    taken its income: the position is the turn's after gathering, the hand the one it had then."""
    spec = before.character(rank)
    if spec.max_builds < 1:
        return []
    was = before.table[seat]
    built = [c for c in now.city if c.id not in old]
    income = sum(1 for c in was.city if spec.income_type is not None and c.kind.dtype == spec.income_type)
    gold = (0 if robbed else was.gold) + (2 if cards_in == 0 else 0) + spec.bonus_gold + income
    hand = was.hand_size + cards_in + spec.bonus_cards
    taken: Action = Build(built[0].id) if built else _END
    view = dataclasses.replace(
        gather,
        decision=Decision.MAIN,
        income_taken=True,
        ability_used=True,
        table=tuple(
            dataclasses.replace(p, gold=gold, hand_size=hand) if p.seat == seat else p for p in gather.table
        ),
    )
    known = tuple(built[:1])
    rest = tuple(c for c in pool if c.id not in {k.id for k in known})
    return [Observed("build", seat, view, hand, (), taken, rest, known)]


# ------------------------------------------------------------------------------ likelihoods
def builds_of(view: PlayerView) -> tuple[Action, ...]:
    """A build position's actions: each district of the hand it may build (`hand_buildable`: one per
    kind, the 2016 uniques' rules) and can afford (the Factory's price), and ending the turn."""
    me = view.me()
    kinds = {c.kind for c in me.city}
    out: list[Action] = [Build(c.id) for c in hand_buildable(view) if build_price(c.kind, kinds) <= me.gold]
    out.append(_END)
    return tuple(out)


def likelihoods(seen: Observed, policies: Sequence[Decide], rng: Rng, samples: int) -> list[float]:
    """For each policy, the chance it makes the choice `seen` made (over `samples` dealt hands)."""
    matches = [0.0] * len(policies)
    pool = list(seen.unseen)
    dealt = seen.hand_size - len(seen.known)
    options = 0
    for _ in range(samples):
        rng.shuffle(pool)
        view = dataclasses.replace(seen.view, hand=seen.known + tuple(pool[:dealt]))
        legal = seen.legal or builds_of(view)
        options += len(legal)
        for i, decide in enumerate(policies):
            action, _ = decide(view, legal)
            if _same(action, seen.taken):
                matches[i] += 1
    spread = SMOOTHING * samples / options  # one pseudo-answer, spread over the actions there were
    return [(m + spread) / (samples + SMOOTHING) for m in matches]


def _same(action: Action, taken: Action) -> bool:
    """Whether `action` is the choice `taken` (a build: of the same district, whichever copy)."""
    if isinstance(action, Build) and isinstance(taken, Build):
        return CARDS[action.card].kind is CARDS[taken.card].kind
    return action == taken

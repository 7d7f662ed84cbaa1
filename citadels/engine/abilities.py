"""Active character abilities, one handler per character name (RULES.md §4).

`ABILITIES[name]` says which action types the character's ability uses, lists the legal ones and
applies one. Passive parts of characters (income type, bonus gold/cards, build limit, crown, Bishop's
protection) are data on `CharacterSpec` and are handled by the turn loop.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from . import turn, uniques
from .actions import (
    DESTROY,
    EXCHANGE,
    FINISH_EXCHANGE,
    MURDER,
    ROB,
    SWAP,
    Action,
    Destroy,
    ExchangeCard,
    FinishExchange,
    Murder,
    Rob,
    SwapHands,
)
from .dispatch import applies, legal_for
from .errors import (
    AlreadyUsedError,
    CannotAffordError,
    InvalidTargetError,
    NotInHandError,
    WrongPhaseError,
)
from .events import (
    CardsDrawn,
    CardsExchanged,
    Destroyed,
    Event,
    GraveyardOffered,
    HandsSwapped,
    Murdered,
    Robbed,
)
from .state import Decision

if TYPE_CHECKING:
    from .cards import DistrictCard
    from .state import GameState, Player


@dataclass(frozen=True)
class Ability:
    character: str
    action_types: tuple[type, ...]
    legal: Callable[[GameState, Player, list[Action]], None]
    apply: Callable[[GameState, Any, list[Event] | None], None]


ABILITIES: dict[str, Ability] = {}


def register(ability: Ability) -> Ability:
    ABILITIES[ability.character] = ability
    return ability


def legal_abilities(s: GameState, p: Player, out: list[Action]) -> None:
    ability = ABILITIES.get(s.rules.character(s.cur_rank).name)
    if ability is not None:
        ability.legal(s, p, out)


def _apply_ability(s: GameState, a: Action, ev: list[Event] | None) -> None:
    if s.decision != Decision.MAIN:
        raise WrongPhaseError(a, "abilities are used during your turn, after gathering resources")
    name = s.rules.character(s.cur_rank).name
    ability = ABILITIES.get(name)
    if ability is None or type(a) not in ability.action_types:
        raise WrongPhaseError(a, f"the {name} has no such ability")
    if s.ability_used:
        raise AlreadyUsedError(a, f"the {name}'s ability is used once per turn")
    ability.apply(s, a, ev)


# ---------------------------------------------------------------------- Assassin
def _murder_targets(s: GameState) -> range:
    return range(1, s.rules.max_rank + 1)


def _legal_murder(s: GameState, p: Player, out: list[Action]) -> None:
    own = s.cur_rank
    out.extend(MURDER[r] for r in _murder_targets(s) if r != own)


def _murder(s: GameState, a: Murder, ev: list[Event] | None) -> None:
    if a.rank == s.cur_rank or a.rank not in _murder_targets(s):
        raise InvalidTargetError(a, "name another character")
    s.murdered = a.rank
    s.ability_used = True
    if ev is not None:
        ev.append(Murdered(s.cur_seat, a.rank))


register(Ability("assassin", (Murder,), _legal_murder, _murder))


# ---------------------------------------------------------------------- Thief
def _robbable(s: GameState, rank: int) -> bool:
    # Not the Assassin, not the murdered character, not the Thief itself (RULES.md §4).
    return 1 < rank <= s.rules.max_rank and rank != s.murdered and rank != s.cur_rank


def _legal_rob(s: GameState, p: Player, out: list[Action]) -> None:
    out.extend(ROB[r] for r in range(2, s.rules.max_rank + 1) if _robbable(s, r))


def _rob(s: GameState, a: Rob, ev: list[Event] | None) -> None:
    if not _robbable(s, a.rank):
        raise InvalidTargetError(a, "the Thief may not rob the Assassin, the murdered character or himself")
    s.robbed = a.rank
    s.robber = s.cur_seat
    s.ability_used = True
    if ev is not None:
        ev.append(Robbed(s.cur_seat, a.rank))


register(Ability("thief", (Rob,), _legal_rob, _rob))


# ---------------------------------------------------------------------- Magician
def _legal_magic(s: GameState, p: Player, out: list[Action]) -> None:
    for seat in range(s.rules.players):
        if seat != p.seat:
            out.append(SWAP[seat])
    for c in p.hand:
        out.append(EXCHANGE[c.id])


def _magic(s: GameState, a: SwapHands | ExchangeCard, ev: list[Event] | None) -> None:
    p = s.players[s.cur_seat]
    if isinstance(a, SwapHands):
        if not 0 <= a.seat < s.rules.players or a.seat == p.seat:
            raise InvalidTargetError(a, "swap with another player")
        other = s.players[a.seat]
        if ev is not None:
            ev.append(HandsSwapped(p.seat, other.seat, len(p.hand), len(other.hand)))
        p.hand, other.hand = other.hand, p.hand
        s.ability_used = True
        return
    _put_aside(s, p, a)
    s.ability_used = True
    s.decision = Decision.EXCHANGE


def _put_aside(s: GameState, p: Player, a: ExchangeCard) -> None:
    c = turn.card_arg(a, a.card)
    if c not in p.hand:
        raise NotInHandError(a, f"{c.name} is not in your hand")
    p.hand.remove(c)
    s.aside.append(c)


register(Ability("magician", (SwapHands, ExchangeCard), _legal_magic, _magic))


@legal_for(Decision.EXCHANGE)
def _legal_exchange(s: GameState) -> list[Action]:
    out: list[Action] = [EXCHANGE[c.id] for c in s.players[s.cur_seat].hand]
    out.append(FINISH_EXCHANGE)
    return out


@applies(FinishExchange)
def _finish_exchange(s: GameState, a: FinishExchange, ev: list[Event] | None) -> None:
    if s.decision != Decision.EXCHANGE:
        raise WrongPhaseError(a, "no exchange is under way")
    p = s.players[s.cur_seat]
    count = len(s.aside)
    turn.to_bottom(s, s.aside)
    s.aside = []
    cards = turn.draw(s, count)
    p.hand += cards
    s.decision = Decision.MAIN
    if ev is not None:
        ev.append(CardsExchanged(p.seat, count))
        ev.append(CardsDrawn(p.seat, len(cards), "magician", tuple(c.id for c in cards)))


def _apply_exchange_card(s: GameState, a: ExchangeCard, ev: list[Event] | None) -> None:
    if s.decision == Decision.EXCHANGE:
        _put_aside(s, s.players[s.cur_seat], a)
        return
    _apply_ability(s, a, ev)


# ---------------------------------------------------------------------- Warlord
def city_protected(s: GameState, seat: int) -> bool:
    """The living Bishop's city cannot be attacked this round."""
    holder = s.holder
    for spec in s.rules.characters:
        if spec.protects_city and holder[spec.rank] == seat and spec.rank != s.murdered:
            return True
    return False


def destroy_price(s: GameState, seat: int, c: DistrictCard) -> int | str:
    """The Warlord's price to destroy `c` in `seat`'s city, or why it cannot be destroyed."""
    target = s.players[seat]
    if c not in target.city:
        return "that district is not in that city"
    if len(target.city) >= s.rules.completion:
        return "a completed city cannot be attacked"
    if city_protected(s, seat):
        return "the Bishop's districts are protected this round"
    if not uniques.destructible(c):
        return f"the {c.name} cannot be destroyed"
    return uniques.destroy_price(c, uniques.GREAT_WALL in target.kinds)


def _legal_destroy(s: GameState, p: Player, out: list[Action]) -> None:
    gold = p.gold
    completion = s.rules.completion
    for target in s.players:
        city = target.city
        if not city or len(city) >= completion or city_protected(s, target.seat):
            continue
        row = DESTROY[target.seat]
        wall = uniques.GREAT_WALL in target.kinds
        for c in city:
            if not uniques.destructible(c):
                continue
            if uniques.destroy_price(c, wall) <= gold:
                out.append(row[c.id])


def _destroy(s: GameState, a: Destroy, ev: list[Event] | None) -> None:
    if not 0 <= a.seat < s.rules.players:
        raise InvalidTargetError(a, f"there is no seat {a.seat}")
    c = turn.card_arg(a, a.card)
    price = destroy_price(s, a.seat, c)
    if isinstance(price, str):
        raise InvalidTargetError(a, price)
    p = s.players[s.cur_seat]
    if price > p.gold:
        raise CannotAffordError(a, f"destroying the {c.name} costs {price} gold and you have {p.gold}")
    target = s.players[a.seat]
    p.gold -= price
    target.city.remove(c)
    target.kinds.discard(c.kind)
    if c.kind is uniques.HAUNTED_CITY:
        target.haunted_round = -1
    s.ability_used = True
    if ev is not None:
        ev.append(Destroyed(p.seat, a.seat, c.id, price))
    owner = uniques.graveyard_taker(s, c)
    if owner is None:
        turn.to_bottom(s, [c])
        return
    s.grave_card = c
    s.decision = Decision.GRAVEYARD
    s.to_move = owner
    if ev is not None:
        ev.append(GraveyardOffered(owner, c.id))


register(Ability("warlord", (Destroy,), _legal_destroy, _destroy))

applies(Murder, Rob, SwapHands, Destroy)(_apply_ability)
applies(ExchangeCard)(_apply_exchange_card)

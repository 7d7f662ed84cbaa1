"""The game's events told to the one person playing a solo game: "You choose the Architect", "Alvar
steals 3 gold from you", "You were the murdered King" — whole sentences of their own in each language
(a Spanish verb takes the second person: "Eliges al Arquitecto"), never a name swapped for "you".

`addressed` answers only for the events the addressed seat takes part in; `citadels.text.narrate` tells
every other event, and every event of a hot-seat game or of the record of a finished game, by name.
The event reaching here is already redacted for its reader.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import assert_never

from citadels.engine import CARDS, CharacterSpec
from citadels.engine import events as ev
from citadels.engine.uniques import SMITHY_KIND
from citadels.text.i18n import (
    _,
    ability_cards_text,
    ability_gold_text,
    character_fields,
    crown_given_text,
    district_name,
    district_type_name,
    ngettext,
    tribute_text,
)


def _card(card_id: int) -> str:
    return district_name(CARDS[card_id].kind.name)


def addressed(
    event: ev.Event, names: Sequence[str], you: int, characters: Sequence[CharacterSpec]
) -> str | None:
    """The sentence for `event` addressed to seat `you`, or None when `you` takes no part in it (or
    it says nothing: the caller then tells it as usual)."""
    n = names

    def fields(rank: int) -> dict[str, str]:
        return character_fields(characters[rank - 1].name)

    match event:
        case ev.GameStarted(players=players, crown=crown, completion_size=size) if crown == you:
            return _(
                "A game for {players} players begins; you have the crown. Cities complete at {size} districts."
            ).format(players=players, size=size)
        case ev.RoundStarted(round=rnd, crown=crown) if crown == you:
            return _("Round {round} begins. You have the crown.").format(round=rnd)
        case ev.CharacterDiscardedFaceDown(seat=seat, rank=rank) if seat == you:
            if rank is None:
                return _("You discard a character face down.")
            return _("You discard the {character} face down.").format(**fields(rank))
        case ev.CharacterChosen(seat=seat, rank=rank) if seat == you:
            if rank is None:
                return _("You choose a character.")
            return _("You choose the {character}.").format(**fields(rank))
        case ev.CharacterRevealed(seat=seat, rank=rank) if seat == you:
            return _("You are the {character}.").format(**fields(rank))
        case ev.Murdered(seat=seat, rank=rank) if seat == you:
            return _("You murder the {character}.").format(**fields(rank))
        case ev.Robbed(seat=seat, rank=rank) if seat == you:
            return _("You will rob the {character}.").format(**fields(rank))
        case ev.GoldStolen(robber=robber, victim=victim, amount=0) if robber == you:
            return _("You rob {victim}, who has no gold.").format(victim=n[victim])
        case ev.GoldStolen(robber=robber, victim=victim, amount=0) if victim == you:
            return _("{robber} robs you: you have no gold.").format(robber=n[robber])
        case ev.GoldStolen(robber=robber, victim=victim, amount=amount) if robber == you:
            return ngettext(
                "You steal {amount} gold from {victim}.", "You steal {amount} gold from {victim}.", amount
            ).format(victim=n[victim], amount=amount)
        case ev.GoldStolen(robber=robber, victim=victim, amount=amount) if victim == you:
            return ngettext(
                "{robber} steals {amount} gold from you.", "{robber} steals {amount} gold from you.", amount
            ).format(robber=n[robber], amount=amount)
        case ev.GoldTaken(seat=seat, amount=amount, source=source) if seat == you:
            return _gold_taken(amount, source)
        case ev.GoldPaid(seat=seat, amount=amount, source=SMITHY_KIND.name) if seat == you:
            return _("You pay {amount} gold at the Smithy.").format(amount=amount)
        case ev.IncomeTaken(seat=seat, amount=0, dtype=dtype) if seat == you:
            return _("You have no {type} district: no income.").format(type=district_type_name(dtype))
        case ev.IncomeTaken(seat=seat, amount=amount, dtype=dtype, in_cards=True) if seat == you:
            return ngettext(
                "You draw {amount} card of income ({type}).",
                "You draw {amount} cards of income ({type}).",
                amount,
            ).format(amount=amount, type=district_type_name(dtype))
        case ev.IncomeTaken(seat=seat, amount=amount, dtype=dtype) if seat == you:
            return ngettext(
                "You collect {amount} gold of income ({type}).",
                "You collect {amount} gold of income ({type}).",
                amount,
            ).format(amount=amount, type=district_type_name(dtype))
        case ev.CardsDrawn(seat=seat, count=count, cards=cards, source=source) if seat == you:
            return _cards_drawn(count, cards, source)
        case ev.CardKept(seat=seat, card=card, returned=returned, shuffled=True) if (
            seat == you and card is not None
        ):
            return ngettext(
                "You keep the {district} and shuffle the other {count} back into the deck.",
                "You keep the {district} and shuffle the other {count} back into the deck.",
                returned,
            ).format(district=_card(card), count=returned)
        case ev.CardKept(seat=seat, card=card, returned=returned) if seat == you and returned:
            if card is None:
                return _("You keep one card.")
            return _("You keep the {district}.").format(district=_card(card))
        case ev.CardsExchanged(seat=seat, count=count) if seat == you:
            return ngettext(
                "You exchange {count} card with the deck.", "You exchange {count} cards with the deck.", count
            ).format(count=count)
        case ev.HandsSwapped(seat=seat, target=target) if seat == you:
            return _("You swap hands with {target}.").format(target=n[target])
        case ev.HandsSwapped(seat=seat, target=target) if target == you:
            return _("{name} swaps hands with you.").format(name=n[seat])
        case ev.CardDiscarded(seat=seat, card=int() as stored, source="stored") if seat == you:
            return _("You put the {district} face down under your Museum.").format(district=_card(stored))
        case ev.CardDiscarded(seat=seat, card=int() as paid, source="payment") if seat == you:
            return _("You pay the {district} into the Thieves' Den.").format(district=_card(paid))
        case ev.CardDiscarded(seat=seat, card=None) if seat == you:
            return _("You discard a card at the Laboratory.")
        case ev.CardDiscarded(seat=seat, card=int() as discarded) if seat == you:
            return _("You discard the {district} at the Laboratory.").format(district=_card(discarded))
        case ev.Built(seat=seat, card=card, paid=False) if seat == you:
            return _("You build the {district} without paying.").format(district=_card(card))
        case ev.Built(seat=seat, card=card, cost=cost, cards=int() as cards) if seat == you and cards:
            return ngettext(
                "You build the {district} for {cost} gold and {cards} card.",
                "You build the {district} for {cost} gold and {cards} cards.",
                cards,
            ).format(district=_card(card), cost=cost, cards=cards)
        case ev.Built(seat=seat, card=card, cost=cost) if seat == you:
            return _("You build the {district} ({cost} gold).").format(district=_card(card), cost=cost)
        case ev.CityCompleted(seat=seat, first=first) if seat == you:
            if first:
                return _("You complete your city first! This is the last round.")
            return _("You complete your city too.")
        case ev.Destroyed(seat=seat, card=card, by="spent") if seat == you:
            return _("You destroy the {district} to use it.").format(district=_card(card))
        case ev.Destroyed(seat=seat, target=target, card=card, by="blast") if you in (seat, target):
            if seat == you and target == you:
                return _("With the Armory, you destroy your own {district}.").format(district=_card(card))
            if seat == you:
                return _("With the Armory, you destroy the {district} of {target}.").format(
                    district=_card(card), target=n[target]
                )
            return _("With the Armory, {name} destroys your {district}.").format(
                name=n[seat], district=_card(card)
            )
        case ev.Destroyed(seat=seat, card=card, by="destroyed_to_build" | "built_by_destroying" as by) if (
            seat == you
        ):
            if by == "destroyed_to_build":
                return _("You destroy the {district} to build a district.").format(district=_card(card))
            return _("You destroy the {district} to build the Necropolis.").format(district=_card(card))
        case ev.Destroyed(seat=seat, target=target, card=card, paid=paid) if you in (seat, target):
            return _destroyed(seat, target, card, paid, names, you)
        case ev.GraveyardUsed(seat=seat, card=card, taken=True) if seat == you:
            return _("You pay 1 gold to keep the {district} (Graveyard).").format(district=_card(card))
        case ev.CrownPassed(from_seat=from_seat, to_seat=to_seat, reason=reason) if you in (
            from_seat,
            to_seat,
        ):
            return _crown_passed(from_seat, to_seat, reason, names, you)
        case ev.MurderedRevealed(rank=rank, seat=seat) if seat == you:
            return _("You were the murdered {character}.").format(**fields(rank))
        case ev.Bewitched(seat=seat, rank=rank) if seat == you:
            return _("You bewitch the {character}.").format(**fields(rank))
        case ev.BewitchedTurnTaken(holder=holder, bewitcher=bewitcher, rank=rank) if holder == you:
            return _("You were bewitched: {bewitcher} plays the rest of the {character}'s turn.").format(
                bewitcher=n[bewitcher], **fields(rank)
            )
        case ev.BewitchedTurnTaken(holder=holder, bewitcher=bewitcher, rank=rank) if bewitcher == you:
            return _("{name} was bewitched: you play the rest of the {character}'s turn.").format(
                name=n[holder], **fields(rank)
            )
        case ev.TaxPaid(seat=seat, collector=collector) if seat == you:
            return _("You pay 1 gold to the Tax Collector, {collector}, for building.").format(
                collector=n[collector]
            )
        case ev.TaxPaid(seat=seat, collector=collector) if collector == you:
            return _("{name} pays you 1 gold for building (Tax Collector).").format(name=n[seat])
        case ev.HandLookedAt(seat=seat, target=target) if seat == you:
            return _("You look at the hand of {target}.").format(target=n[target])
        case ev.HandLookedAt(seat=seat, target=target) if target == you:
            return _("{name} looks at your hand.").format(name=n[seat])
        case ev.CardTakenFromHand(seat=seat, target=target, card=card, built=built) if you in (seat, target):
            return _card_taken_from_hand(seat, target, card, built, names, you)
        case ev.TributePaid(seat=seat, to=to, gold=gold, card=card) if you in (seat, to):
            return _tribute(seat, to, gold, card, names, you)
        case ev.TitheTaken(seat=seat, from_seat=from_seat) if seat == you:
            return _("You take 1 gold from the richest player, {target}.").format(target=n[from_seat])
        case ev.TitheTaken(seat=seat, from_seat=from_seat) if from_seat == you:
            return _("{name} takes 1 gold from you, the richest player.").format(name=n[seat])
        case ev.DistrictsSwapped(seat=seat, target=target, given=given, taken=taken, paid=paid) if you in (
            seat,
            target,
        ):
            return _districts_swapped(seat, target, given, taken, paid, names, you)
        case ev.DistrictSeized(seat=seat, target=target, card=card, paid=paid) if seat == you:
            return ngettext(
                "You seize the {district} of {target}, paying {paid} gold.",
                "You seize the {district} of {target}, paying {paid} gold.",
                paid,
            ).format(district=_card(card), target=n[target], paid=paid)
        case ev.DistrictSeized(seat=seat, target=target, card=card, paid=paid) if target == you:
            return ngettext(
                "{name} seizes your {district}, paying you {paid} gold.",
                "{name} seizes your {district}, paying you {paid} gold.",
                paid,
            ).format(name=n[seat], district=_card(card), paid=paid)
        case ev.Beautified(seat=seat, cards=cards) if seat == you:
            return _("You put the Artist's gold on: {districts}.").format(
                districts=", ".join(_card(c) for c in cards)
            )
        case ev.GameEnded(winner=winner, scores=scores) if winner == you:
            return _("Game over. You win with {points} points.").format(points=scores[winner])
        case (
            ev.GameStarted()
            | ev.RoundStarted()
            | ev.CharacterDiscardedFaceDown()
            | ev.CharacterChosen()
            | ev.CharacterRevealed()
            | ev.Murdered()
            | ev.Robbed()
            | ev.GoldStolen()
            | ev.GoldTaken()
            | ev.GoldPaid()
            | ev.IncomeTaken()
            | ev.CardsDrawn()
            | ev.CardKept()
            | ev.CardsExchanged()
            | ev.HandsSwapped()
            | ev.CardDiscarded()
            | ev.Built()
            | ev.CityCompleted()
            | ev.Destroyed()
            | ev.GraveyardUsed()
            | ev.CrownPassed()
            | ev.MurderedRevealed()
            | ev.Bewitched()
            | ev.BewitchedTurnTaken()
            | ev.TaxPaid()
            | ev.HandLookedAt()
            | ev.CardTakenFromHand()
            | ev.TributePaid()
            | ev.TitheTaken()
            | ev.DistrictsSwapped()
            | ev.DistrictSeized()
            | ev.Beautified()
            | ev.GameEnded()
        ):
            return None  # `you` takes no part in this one (or it says nothing): told by name, as usual
        case (
            ev.CardsDealt()
            | ev.CharactersDiscardedFaceUp()
            | ev.RankCalled()
            | ev.GraveyardOffered()
            | ev.TurnEnded()
            | ev.RoundEnded()
            | ev.CharacterSetChosen()
            | ev.AdornmentGoldReturned()
        ):
            return None  # never addressed to one seat: told by name (or not at all)
        case _:
            assert_never(event)


def _gold_taken(amount: int, source: str) -> str | None:
    if source == "income":
        return None  # IncomeTaken says it
    ability = ability_gold_text(source, amount, you=True)  # a character's: the Alchemist's, the Queen's…
    if ability is not None:
        return ability.format(amount=amount)
    return ngettext("You take {amount} gold.", "You take {amount} gold.", amount).format(amount=amount)


def _cards_drawn(count: int, cards: tuple[int, ...] | None, source: str) -> str:
    listed = ", ".join(_card(c) for c in cards) if cards is not None else ""
    ability = ability_cards_text(source, count, seen=cards is not None, you=True)  # the Navigator's
    if ability is not None:
        return ability.format(count=count, cards=listed)
    if cards is None:
        return ngettext("You draw {count} card.", "You draw {count} cards.", count).format(count=count)
    return ngettext("You draw {count} card: {cards}.", "You draw {count} cards: {cards}.", count).format(
        count=count, cards=listed
    )


def _destroyed(seat: int, target: int, card: int, paid: int, n: Sequence[str], you: int) -> str:
    if seat == target:
        return _("You destroy your own {district} for {paid} gold.").format(district=_card(card), paid=paid)
    if seat == you:
        return _("You destroy the {district} of {target} for {paid} gold.").format(
            district=_card(card), target=n[target], paid=paid
        )
    return _("{name} destroys your {district} for {paid} gold.").format(
        name=n[seat], district=_card(card), paid=paid
    )


def _crown_passed(from_seat: int, to_seat: int, reason: str, n: Sequence[str], you: int) -> str | None:
    given = crown_given_text(reason)  # a character's ability gives it away (the Emperor's)
    if to_seat == you:
        if reason == "heir":
            return _("You inherit the crown.")
        if given is not None:
            return given[1]
        return _("You take the crown.")
    if given is not None:  # the crown leaves your hands: you are the one giving it
        return given[2].format(name=n[to_seat])
    return None  # someone else takes it from you: told by name, as usual


def _card_taken_from_hand(
    seat: int, target: int, card: int | None, built: bool, n: Sequence[str], you: int
) -> str:
    if seat == you:
        if card is None:
            return _("You take a card from the hand of {target}.").format(target=n[target])
        if built:
            return _("You take the {district} from the hand of {target} to build it.").format(
                district=_card(card), target=n[target]
            )
        return _("You take the {district} from the hand of {target}.").format(
            district=_card(card), target=n[target]
        )
    if card is None:
        return _("{name} takes a card from your hand.").format(name=n[seat])
    if built:
        return _("{name} takes the {district} from your hand to build it.").format(
            name=n[seat], district=_card(card)
        )
    return _("{name} takes the {district} from your hand.").format(name=n[seat], district=_card(card))


def _tribute(seat: int, to: int, gold: int, card: int | None, n: Sequence[str], you: int) -> str:
    if seat == you:
        return tribute_text(None, n[to], gold, None if card is None else _card(card))
    if gold:
        return _("{name} pays you 1 gold (Emperor).").format(name=n[seat])
    if card is None:
        return _("{name} gives you a card (Emperor).").format(name=n[seat])
    return _("{name} gives you the {district} (Emperor).").format(name=n[seat], district=_card(card))


def _districts_swapped(
    seat: int, target: int, given: int, taken: int, paid: int, n: Sequence[str], you: int
) -> str:
    if seat == you:
        if paid == 0:
            return _("You swap the {given} for the {taken} of {target}, paying nothing.").format(
                given=_card(given), taken=_card(taken), target=n[target]
            )
        return ngettext(
            "You swap the {given} for the {taken} of {target}, paying {paid} gold.",
            "You swap the {given} for the {taken} of {target}, paying {paid} gold.",
            paid,
        ).format(given=_card(given), taken=_card(taken), target=n[target], paid=paid)
    if paid == 0:
        return _("{name} swaps the {given} for your {taken}, paying nothing.").format(
            name=n[seat], given=_card(given), taken=_card(taken)
        )
    return ngettext(
        "{name} swaps the {given} for your {taken} and pays you {paid} gold.",
        "{name} swaps the {given} for your {taken} and pays you {paid} gold.",
        paid,
    ).format(name=n[seat], given=_card(given), taken=_card(taken), paid=paid)

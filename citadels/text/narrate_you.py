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
    district_source_name,
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
        case ev.CardsGivenForGold(seat=seat, lender=lender, gold=gold, cards=cards) if seat == you:
            return ngettext(  # the Cardinal
                "You take {count} gold from {target} to build, giving in exchange: {cards}.",
                "You take {count} gold from {target} to build, giving in exchange: {cards}.",
                gold,
            ).format(count=gold, target=n[lender], cards=", ".join(_card(c) for c in cards or ()))
        case ev.CardsGivenForGold(seat=seat, lender=lender, gold=gold, cards=cards) if lender == you:
            return ngettext(
                "{name} takes {count} gold from you to build, giving you: {cards}.",
                "{name} takes {count} gold from you to build, giving you: {cards}.",
                gold,
            ).format(name=n[seat], count=gold, cards=", ".join(_card(c) for c in cards or ()))
        case ev.TaxOnToken(seat=seat, total=total) if seat == you:  # the 2016 Tax Collector
            return ngettext(
                "You put 1 gold on the Tax Collector's token for building ({total} gold on it).",
                "You put 1 gold on the Tax Collector's token for building ({total} gold on it).",
                total,
            ).format(total=total)
        case ev.TokenTaxTaken(seat=seat, amount=amount) if seat == you:
            return ngettext(
                "You take the {amount} gold of the Tax Collector's token.",
                "You take the {amount} gold of the Tax Collector's token.",
                amount,
            ).format(amount=amount)
        case ev.HandLookedAtForType(
            seat=seat, target=target, dtype=dtype, matches=matches, gold=gold, hand=hand
        ) if seat == you:
            text = ngettext(
                "You spy on the hand of {target}, naming the {type} type: {count} card matches; you take "
                "{gold} gold and draw as many cards.",
                "You spy on the hand of {target}, naming the {type} type: {count} cards match; you take "
                "{gold} gold and draw as many cards.",
                matches,
            ).format(target=n[target], type=district_type_name(dtype), count=matches, gold=gold)
            if hand is not None:
                seen = ", ".join(_card(c) for c in hand) if hand else _("no cards")
                text += " " + _("Their hand: {districts}.").format(districts=seen)
            return text
        case ev.HandLookedAtForType(seat=seat, target=target, dtype=dtype, matches=matches, gold=gold) if (
            target == you
        ):
            return ngettext(
                "{name} spies on your hand, naming the {type} type: {count} card matches; you give {gold} gold.",
                "{name} spies on your hand, naming the {type} type: {count} cards match; you give {gold} gold.",
                matches,
            ).format(name=n[seat], type=district_type_name(dtype), count=matches, gold=gold)
        case ev.CardTakenAtRandom(seat=seat, target=target, card=card) if card is not None and seat == you:
            return _("You take the {district} at random from the hand of {target}.").format(
                district=_card(card), target=n[target]
            )
        case ev.CardTakenAtRandom(seat=seat, target=target, card=card) if card is not None and target == you:
            return _("{name} takes your {district} at random (Seer).").format(
                name=n[seat], district=_card(card)
            )
        case ev.CardGiven(seat=seat, target=target, card=card) if card is not None and seat == you:
            return _("You give the {district} to {target}.").format(district=_card(card), target=n[target])
        case ev.CardGiven(seat=seat, target=target, card=card) if card is not None and target == you:
            return _("{name} gives you the {district} (Seer).").format(name=n[seat], district=_card(card))
        # the Magistrate (RULES.md §9.3)
        case ev.WarrantsPlaced(seat=seat, ranks=ranks, signed=signed) if seat == you:
            tokens = ", ".join(fields(r)["character"] for r in ranks)
            if signed is None:
                return _("You put a warrant on each of: {characters}.").format(characters=tokens)
            return _("You put a warrant on each of: {characters}; the signed one on the {character}.").format(
                characters=tokens, **fields(signed)
            )
        case ev.BuildHeld(seat=seat, decider=decider, rank=rank, card=card, paid=paid) if seat == you:
            return ngettext(
                "You are building the {district} ({paid} gold); your {character} carries a warrant: {decider} may reveal it.",
                "You are building the {district} ({paid} gold); your {character} carries a warrant: {decider} may reveal it.",
                paid,
            ).format(paid=paid, district=_card(card), decider=n[decider], **fields(rank))
        case ev.BuildHeld(seat=seat, rank=rank, card=card, decider=decider) if decider == you:
            return _(
                "{name} builds the {district} under your warrant on the {character}: reveal it or not."
            ).format(name=n[seat], district=_card(card), **fields(rank))
        case ev.WarrantKept(seat=seat, rank=rank) if seat == you:
            return _("You do not reveal the warrant on the {character}.").format(**fields(rank))
        case ev.WarrantRevealed(seat=seat, builder=builder, rank=rank, card=card, refund=refund) if (
            seat == you
        ):
            return ngettext(
                "You reveal the signed warrant on the {character}: the {district} goes into your city and {target} gets {refund} gold back.",
                "You reveal the signed warrant on the {character}: the {district} goes into your city and {target} gets {refund} gold back.",
                refund,
            ).format(district=_card(card), target=n[builder], refund=refund, **fields(rank))
        case ev.WarrantRevealed(seat=seat, builder=builder, rank=rank, card=card, refund=refund) if (
            builder == you
        ):
            return ngettext(
                "{name} reveals the signed warrant on your {character}: your {district} goes into their city and you get {refund} gold back.",
                "{name} reveals the signed warrant on your {character}: your {district} goes into their city and you get {refund} gold back.",
                refund,
            ).format(name=n[seat], district=_card(card), refund=refund, **fields(rank))
        # the Blackmailer (RULES.md §9.3)
        case ev.ThreatsPlaced(seat=seat, ranks=ranks, flowered=flowered) if seat == you:
            tokens = ", ".join(fields(r)["character"] for r in ranks)
            if flowered is None:
                return _("You put a threat on each of: {characters}.").format(characters=tokens)
            return _(
                "You put a threat on each of: {characters}; the flowered one on the {character}."
            ).format(characters=tokens, **fields(flowered))
        case ev.BribePaid(seat=seat, to=to, rank=rank, amount=amount) if seat == you:
            return ngettext(
                "You pay {target} a bribe of {amount} gold to be rid of the threat on your {character}.",
                "You pay {target} a bribe of {amount} gold to be rid of the threat on your {character}.",
                amount,
            ).format(target=n[to], amount=amount, **fields(rank))
        case ev.BribePaid(seat=seat, to=to, rank=rank, amount=amount) if to == you:
            return ngettext(
                "{name} pays you a bribe of {amount} gold to be rid of your threat on the {character}.",
                "{name} pays you a bribe of {amount} gold to be rid of your threat on the {character}.",
                amount,
            ).format(name=n[seat], amount=amount, **fields(rank))
        case ev.BribeRefused(seat=seat, decider=decider, rank=rank) if seat == you:
            return _("You refuse to pay for the threat on your {character}: {decider} may reveal it.").format(
                decider=n[decider], **fields(rank)
            )
        case ev.BribeRefused(seat=seat, decider=decider, rank=rank) if decider == you:
            return _("{name} refuses to pay for your threat on the {character}: reveal it or not.").format(
                name=n[seat], **fields(rank)
            )
        case ev.ThreatRevealed(seat=seat, holder=holder, rank=rank, flowered=True, taken=taken) if (
            seat == you
        ):
            return ngettext(
                "You reveal the flowered threat on the {character} and take all {amount} gold of {target}.",
                "You reveal the flowered threat on the {character} and take all {amount} gold of {target}.",
                taken,
            ).format(amount=taken, target=n[holder], **fields(rank))
        case ev.ThreatRevealed(seat=seat, holder=holder, rank=rank, flowered=True, taken=taken) if (
            holder == you
        ):
            return ngettext(
                "{name} reveals the flowered threat on your {character} and takes all your {amount} gold.",
                "{name} reveals the flowered threat on your {character} and takes all your {amount} gold.",
                taken,
            ).format(name=n[seat], amount=taken, **fields(rank))
        case ev.ThreatKept(seat=seat, rank=rank) if seat == you:
            return _("You leave the threat on the {character} face down.").format(**fields(rank))
        # t16: the Theater (RULES.md §9.4, §9.11)
        case ev.TheaterSwapped(seat=seat, target=target, given=given, taken=taken) if (
            seat == you and given is not None and taken is not None
        ):
            return _("You give the {character} to {target} and take {other} (Theater).").format(
                target=n[target], other=fields(taken)["el_character"], **fields(given)
            )
        case ev.TheaterSwapped(seat=seat, target=target, given=given, taken=taken) if (
            target == you and given is not None and taken is not None
        ):
            return _("{name} takes your {character} and gives you {other} (Theater).").format(
                name=n[seat], other=fields(given)["el_character"], **fields(taken)
            )
        case ev.TheaterDeclined(seat=seat) if seat == you:
            return _("You do not use the Theater this round.")
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
            | ev.CardsGivenForGold()
            | ev.TaxOnToken()
            | ev.TokenTaxTaken()
            | ev.HandLookedAtForType()
            | ev.CardTakenAtRandom()
            | ev.CardGiven()
            | ev.Beautified()
            | ev.GameEnded()
            | ev.WarrantsPlaced()
            | ev.BuildHeld()
            | ev.WarrantKept()
            | ev.WarrantRevealed()
            | ev.ThreatsPlaced()
            | ev.BribePaid()
            | ev.BribeRefused()
            | ev.ThreatRevealed()
            | ev.ThreatKept()
            | ev.TheaterSwapped()
            | ev.TheaterDeclined()
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
    district = district_source_name(source)  # a unique district's: the Gold Mine's, the Poor House's
    if district is not None:
        return ngettext(
            "You take {amount} gold ({district}).", "You take {amount} gold ({district}).", amount
        ).format(amount=amount, district=district)
    return ngettext("You take {amount} gold.", "You take {amount} gold.", amount).format(amount=amount)


def _cards_drawn(count: int, cards: tuple[int, ...] | None, source: str) -> str:
    listed = ", ".join(_card(c) for c in cards) if cards is not None else ""
    ability = ability_cards_text(source, count, seen=cards is not None, you=True)  # the Navigator's
    if ability is not None:
        return ability.format(count=count, cards=listed)
    district = district_source_name(source)  # a unique district's (the Park's)
    if district is not None and cards is not None:
        return ngettext(
            "You draw {count} card ({district}): {cards}.",
            "You draw {count} cards ({district}): {cards}.",
            count,
        ).format(count=count, district=district, cards=listed)
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

"""Events → one sentence each, in the current language, for the game log and `simulate --log`.

The engine emits data, never prose; this module is the one place that turns events into text.
`viewer` is the seat the text is for: another seat's secrets are left out (see `engine.redact`).
`viewer=None` narrates for an all-seeing spectator (bot-only games). `you` is the seat addressed as
"you" (the one person of a solo game): its own sentences come from `citadels.text.narrate_you`; None
(hot seat, spectators, the record of a finished game) names every seat.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import assert_never

from citadels.ai import messages as M
from citadels.ai.base import Reason
from citadels.engine import (
    CARDS,
    CLASSIC_CHARACTERS,
    Action,
    Beautify,
    Bewitch,
    Build,
    BuildWithLoan,
    CharacterSpec,
    CollectTithe,
    Destroy,
    DiscardCharacter,
    DistrictType,
    DrawCards,
    DrawExtraCards,
    DrawToKeepOne,
    EndTurn,
    ExchangeCard,
    FinishExchange,
    GiveCard,
    GiveCrown,
    GraveyardDecline,
    GraveyardTake,
    KeepCard,
    KeepThreatHidden,
    KeepWarrantHidden,
    LaboratoryDiscard,
    LookAtHand,
    LookForType,
    Murder,
    PayBribe,
    PickCharacter,
    PlaceThreats,
    PlaceWarrants,
    RefuseBribe,
    RevealThreat,
    RevealWarrant,
    Rob,
    SeizeDistrict,
    SmithyDraw,
    SwapDistricts,
    SwapHands,
    TakeExtraGold,
    TakeFromHand,
    TakeGold,
    TakeIncome,
    TakeRandomCards,
    TheaterDecline,
    TheaterSwap,
    TributeCard,
    TributeGold,
    card,
)
from citadels.engine import events as ev
from citadels.engine.actions import BuildByDestroying, BuildWithCards, DestroyWithArmory, StoreInMuseum
from citadels.engine.uniques import SMITHY_KIND
from citadels.text.i18n import (
    _,
    ability_cards_text,
    ability_gold_text,
    character_fields,
    character_name,
    crown_given_text,
    district_name,
    district_source_name,
    district_type_name,
    name_fields,
    ngettext,
    tribute_text,
)
from citadels.text.narrate_you import addressed
from citadels.text.reason_styles import reason_wording

LineUp = Sequence[CharacterSpec]


def _card(card_id: int) -> str:
    return district_name(CARDS[card_id].kind.name)


def _cards(ids: Sequence[int]) -> str:
    return ", ".join(_card(i) for i in ids)


def narrate(
    event: ev.Event,
    names: Sequence[str],
    viewer: int | None = None,
    characters: LineUp = CLASSIC_CHARACTERS,
    you: int | None = None,
) -> str | None:
    """A sentence for `event`, or None when it is not worth a log line. `characters` is the game's
    line-up (ranks are named by it: rank 1 is the Assassin or the Witch); `you`, the seat the
    sentence speaks to as "you" (None: every seat by name)."""
    if viewer is not None:
        event = ev.redact(event, viewer)
    if you is not None:
        said = addressed(event, names, you, characters)
        if said is not None:
            return said
    n = names

    def _char(rank: int) -> str:
        return character_name(characters[rank - 1].name)

    def _fields(rank: int) -> dict[str, str]:
        return character_fields(characters[rank - 1].name)

    match event:
        case ev.GameStarted(players=players, crown=crown, completion_size=size):
            return _(
                "A game for {players} players begins; {name} has the crown. Cities complete at {size} districts."
            ).format(players=players, name=n[crown], size=size)
        case ev.RoundStarted(round=rnd, crown=crown):
            return _("Round {round} begins. {name} has the crown.").format(round=rnd, name=n[crown])
        case ev.CharactersDiscardedFaceUp(ranks=ranks):
            return _("Discarded face up: {characters}.").format(characters=", ".join(_char(r) for r in ranks))
        case ev.CharacterDiscardedFaceDown(seat=seat, rank=rank):
            if seat is None:
                return None
            if rank is None:
                return _("{name} discards a character face down.").format(name=n[seat])
            return _("{name} discards the {character} face down.").format(name=n[seat], **_fields(rank))
        case ev.CharacterChosen(seat=seat, rank=rank):
            if rank is None:
                return _("{name} chooses a character.").format(name=n[seat])
            return _("{name} chooses the {character}.").format(name=n[seat], **_fields(rank))
        case ev.RankCalled(rank=rank, seat=None):
            return _("The {character} is called… nobody answers.").format(**_fields(rank))
        case ev.CharacterRevealed(seat=seat, rank=rank):
            return _("{name} is the {character}.").format(name=n[seat], **_fields(rank))
        case ev.Murdered(seat=seat, rank=rank):
            return _("{name} murders the {character}.").format(name=n[seat], **_fields(rank))
        case ev.Robbed(seat=seat, rank=rank):
            return _("{name} will rob the {character}.").format(name=n[seat], **_fields(rank))
        case ev.GoldStolen(robber=robber, victim=victim, amount=0):
            return _("{robber} robs {victim}, who has no gold.").format(robber=n[robber], victim=n[victim])
        case ev.GoldStolen(robber=robber, victim=victim, amount=amount):
            return ngettext(
                "{robber} steals {amount} gold from {victim}.",
                "{robber} steals {amount} gold from {victim}.",
                amount,
            ).format(robber=n[robber], victim=n[victim], amount=amount)
        case ev.GoldTaken(seat=seat, amount=amount, source=source):
            if source == "income":
                return None  # IncomeTaken says it
            ability = ability_gold_text(source, amount)  # a character's: the Alchemist's, the Queen's…
            if ability is not None:
                return ability.format(name=n[seat], amount=amount)
            district = district_source_name(source)  # a unique district's: the Gold Mine's, the Poor House's
            if district is not None:
                return ngettext(
                    "{name} takes {amount} gold ({district}).",
                    "{name} takes {amount} gold ({district}).",
                    amount,
                ).format(name=n[seat], amount=amount, district=district)
            return ngettext("{name} takes {amount} gold.", "{name} takes {amount} gold.", amount).format(
                name=n[seat], amount=amount
            )
        case ev.GoldPaid(seat=seat, amount=amount, source=source):
            if source == SMITHY_KIND.name:
                return _("{name} pays {amount} gold at the Smithy.").format(name=n[seat], amount=amount)
            return None
        case ev.IncomeTaken(seat=seat, amount=0, dtype=dtype):
            return _("{name} has no {type} district: no income.").format(
                name=n[seat], type=district_type_name(dtype)
            )
        case ev.IncomeTaken(seat=seat, amount=amount, dtype=dtype, in_cards=True):
            return ngettext(
                "{name} draws {amount} card of income ({type}).",
                "{name} draws {amount} cards of income ({type}).",
                amount,
            ).format(name=n[seat], amount=amount, type=district_type_name(dtype))
        case ev.IncomeTaken(seat=seat, amount=amount, dtype=dtype):
            return ngettext(
                "{name} collects {amount} gold of income ({type}).",
                "{name} collects {amount} gold of income ({type}).",
                amount,
            ).format(name=n[seat], amount=amount, type=district_type_name(dtype))
        case ev.CardsDrawn(seat=seat, count=count, cards=cards, source=source) if (
            ability := ability_cards_text(source, count, seen=cards is not None)
        ) is not None:  # a character's ability draws them (the Navigator's)
            return ability.format(name=n[seat], count=count, cards=_cards(cards or ()))
        case ev.CardsDrawn(cards=None, source="income"):
            return None  # a card income: its `IncomeTaken` said how many
        case ev.CardsDrawn(seat=seat, count=count, source=source) if (
            district := district_source_name(source)
        ) is not None:  # a unique district's (the Park's): the cards are not named to the table
            return ngettext(
                "{name} draws {count} card ({district}).", "{name} draws {count} cards ({district}).", count
            ).format(name=n[seat], count=count, district=district)
        case ev.CardsDrawn(seat=seat, count=count, cards=cards):
            if cards is None:
                return ngettext("{name} draws {count} card.", "{name} draws {count} cards.", count).format(
                    name=n[seat], count=count
                )
            return ngettext(
                "{name} draws {count} card: {cards}.", "{name} draws {count} cards: {cards}.", count
            ).format(name=n[seat], count=count, cards=_cards(cards))
        case ev.CardKept(seat=seat, card=card, returned=returned, shuffled=True):
            if card is None:
                return ngettext(
                    "{name} keeps one card and shuffles the other {count} back into the deck.",
                    "{name} keeps one card and shuffles the other {count} back into the deck.",
                    returned,
                ).format(name=n[seat], count=returned)
            return ngettext(
                "{name} keeps the {district} and shuffles the other {count} back into the deck.",
                "{name} keeps the {district} and shuffles the other {count} back into the deck.",
                returned,
            ).format(name=n[seat], district=_card(card), count=returned)
        case ev.CardKept(seat=seat, card=card, returned=returned):
            if returned == 0:
                return None
            if card is None:
                return _("{name} keeps one card.").format(name=n[seat])
            return _("{name} keeps the {district}.").format(name=n[seat], district=_card(card))
        case ev.CardsExchanged(seat=seat, count=count):
            return ngettext(
                "{name} exchanges {count} card with the deck.",
                "{name} exchanges {count} cards with the deck.",
                count,
            ).format(name=n[seat], count=count)
        case ev.HandsSwapped(seat=seat, target=target):
            return _("{name} swaps hands with {target}.").format(name=n[seat], target=n[target])
        case ev.CardDiscarded(seat=seat, source="stored"):  # d16b: face down (RULES.md §9.11)
            return _("{name} puts a card face down under the Museum.").format(name=n[seat])
        case ev.CardDiscarded(source="payment"):
            return None  # d16b: told with the build they paid for (`Built.cards`)
        case ev.CardDiscarded(seat=seat, card=discarded):
            if discarded is None:  # face down: only its owner knows the card
                return _("{name} discards a card at the Laboratory.").format(name=n[seat])
            return _("{name} discards the {district} at the Laboratory.").format(
                name=n[seat], district=_card(discarded)
            )
        # d16b: the 2016 box's builds paid otherwise (RULES.md §9.4)
        case ev.Built(seat=seat, card=card, paid=False):
            return _("{name} builds the {district} without paying.").format(
                name=n[seat], district=_card(card)
            )
        case ev.Built(seat=seat, card=card, cost=cost, cards=int() as cards) if cards:
            return ngettext(
                "{name} builds the {district} for {cost} gold and {cards} card.",
                "{name} builds the {district} for {cost} gold and {cards} cards.",
                cards,
            ).format(name=n[seat], district=_card(card), cost=cost, cards=cards)
        case ev.Built(seat=seat, card=card, cost=cost):
            return _("{name} builds the {district} ({cost} gold).").format(
                name=n[seat], district=_card(card), cost=cost
            )
        case ev.CityCompleted(seat=seat, first=first):
            if first:
                return _("{name} completes the city first! This is the last round.").format(name=n[seat])
            return _("{name} completes the city too.").format(name=n[seat])
        case ev.Destroyed(seat=seat, card=card, by="destroyed_to_build"):
            return _("{name} destroys the {district} to build a district.").format(
                name=n[seat], district=_card(card)
            )
        case ev.Destroyed(seat=seat, card=card, by="spent"):
            return _("{name} destroys the {district} to use it.").format(name=n[seat], district=_card(card))
        case ev.Destroyed(seat=seat, target=target, card=card, by="blast"):
            return _("With the Armory, {name} destroys the {district} of {target}.").format(
                name=n[seat], district=_card(card), target=n[target]
            )
        case ev.Destroyed(seat=seat, card=card, by="built_by_destroying"):
            return _("{name} destroys the {district} to build the Necropolis.").format(
                name=n[seat], district=_card(card)
            )
        case ev.Destroyed(seat=seat, target=target, card=card, paid=paid):
            return _("{name} destroys the {district} of {target} for {paid} gold.").format(
                name=n[seat], district=_card(card), target=n[target], paid=paid
            )
        case ev.GraveyardUsed(seat=seat, card=card, taken=True):
            return _("{name} pays 1 gold to keep the {district} (Graveyard).").format(
                name=n[seat], district=_card(card)
            )
        case ev.CrownPassed(to_seat=to_seat, reason="heir"):
            return _("{name} inherits the crown.").format(name=n[to_seat])
        case ev.CrownPassed(to_seat=to_seat, reason=reason) if (
            given := crown_given_text(reason)
        ) is not None:
            return given[0].format(name=n[to_seat])  # a character's ability gives it (the Emperor's)
        case ev.CrownPassed(to_seat=to_seat):
            return _("{name} takes the crown.").format(name=n[to_seat])
        case ev.MurderedRevealed(rank=rank, seat=seat):
            if seat is None:
                return _("Nobody had the murdered {character}.").format(**_fields(rank))
            return _("{name} was the murdered {character}.").format(name=n[seat], **_fields(rank))
        case ev.CharacterSetChosen(names=line_up):
            return _("Characters in this game: {characters}.").format(
                characters=", ".join(character_name(name) for name in line_up)
            )
        case ev.Bewitched(seat=seat, rank=rank):
            return _("{name} bewitches the {character}.").format(name=n[seat], **_fields(rank))
        case ev.BewitchedTurnTaken(holder=holder, bewitcher=bewitcher, rank=rank):
            return _("{name} was bewitched: {bewitcher} plays the rest of the {character}'s turn.").format(
                name=n[holder], bewitcher=n[bewitcher], **_fields(rank)
            )
        case ev.TaxPaid(seat=seat, collector=collector):
            return _("{name} built and pays 1 gold to the Tax Collector, {collector}.").format(
                name=n[seat], collector=n[collector]
            )
        case ev.HandLookedAt(seat=seat, target=target):
            return _("{name} looks at the hand of {target}.").format(name=n[seat], target=n[target])
        case ev.CardTakenFromHand(seat=seat, target=target, card=card, built=built):
            if card is None:
                return _("{name} takes a card from the hand of {target}.").format(
                    name=n[seat], target=n[target]
                )
            if built:
                return _("{name} takes the {district} from the hand of {target} to build it.").format(
                    name=n[seat], district=_card(card), target=n[target]
                )
            return _("{name} takes the {district} from the hand of {target}.").format(
                name=n[seat], district=_card(card), target=n[target]
            )
        case ev.TributePaid(seat=seat, to=to, gold=gold, card=card):
            return tribute_text(n[seat], n[to], gold, None if card is None else _card(card))
        case ev.TitheTaken(seat=seat, from_seat=from_seat):
            return _("{name} takes 1 gold from the richest player, {target}.").format(
                name=n[seat], target=n[from_seat]
            )
        case ev.DistrictsSwapped(seat=seat, target=target, given=given, taken=taken, paid=0):
            return _("{name} swaps the {given} for the {taken} of {target}, paying nothing.").format(
                name=n[seat], given=_card(given), taken=_card(taken), target=n[target]
            )
        case ev.DistrictsSwapped(seat=seat, target=target, given=given, taken=taken, paid=paid):
            return ngettext(
                "{name} swaps the {given} for the {taken} of {target}, paying {paid} gold.",
                "{name} swaps the {given} for the {taken} of {target}, paying {paid} gold.",
                paid,
            ).format(name=n[seat], given=_card(given), taken=_card(taken), target=n[target], paid=paid)
        case ev.DistrictSeized(seat=seat, target=target, card=card, paid=paid):
            return ngettext(
                "{name} seizes the {district} of {target}, paying {paid} gold.",
                "{name} seizes the {district} of {target}, paying {paid} gold.",
                paid,
            ).format(name=n[seat], district=_card(card), target=n[target], paid=paid)
        case ev.CardsGivenForGold(seat=seat, lender=lender, gold=gold, cards=cards):  # the Cardinal
            if cards is None:
                return ngettext(
                    "{name} takes {count} gold from {target} to build, giving {count} card in exchange.",
                    "{name} takes {count} gold from {target} to build, giving {count} cards in exchange.",
                    gold,
                ).format(name=n[seat], target=n[lender], count=gold)
            return ngettext(
                "{name} takes {count} gold from {target} to build, giving in exchange: {cards}.",
                "{name} takes {count} gold from {target} to build, giving in exchange: {cards}.",
                gold,
            ).format(name=n[seat], target=n[lender], count=gold, cards=_cards(cards))
        case ev.TaxOnToken(seat=seat, total=total):  # the 2016 Tax Collector
            return ngettext(
                "{name} puts 1 gold on the Tax Collector's token for building ({total} gold on it).",
                "{name} puts 1 gold on the Tax Collector's token for building ({total} gold on it).",
                total,
            ).format(name=n[seat], total=total)
        case ev.TokenTaxTaken(seat=seat, amount=amount):
            return ngettext(
                "{name} takes the {amount} gold of the Tax Collector's token.",
                "{name} takes the {amount} gold of the Tax Collector's token.",
                amount,
            ).format(name=n[seat], amount=amount)
        case ev.HandLookedAtForType(
            seat=seat, target=target, dtype=dtype, matches=matches, gold=gold, hand=hand
        ):
            text = ngettext(
                "{name} spies on the hand of {target}, naming the {type} type: {count} card matches, "
                "and {name} takes {gold} gold from them.",
                "{name} spies on the hand of {target}, naming the {type} type: {count} cards match, "
                "and {name} takes {gold} gold from them.",
                matches,
            ).format(name=n[seat], target=n[target], type=district_type_name(dtype), count=matches, gold=gold)
            if hand is not None:  # the Spy's own log, or a finished game's review
                seen = _cards(hand) if hand else _("no cards")
                text += " " + _("The hand: {districts}.").format(districts=seen)
            return text
        case ev.CardTakenAtRandom(seat=seat, target=target, card=None):
            return _("{name} takes a random card from the hand of {target} (Seer).").format(
                name=n[seat], target=n[target]
            )
        case ev.CardTakenAtRandom(seat=seat, target=target, card=card):
            assert card is not None
            return _("{name} takes the {district} at random from the hand of {target} (Seer).").format(
                name=n[seat], district=_card(card), target=n[target]
            )
        case ev.CardGiven(seat=seat, target=target, card=None):
            return _("{name} gives a card to {target} (Seer).").format(name=n[seat], target=n[target])
        case ev.CardGiven(seat=seat, target=target, card=card):
            assert card is not None
            return _("{name} gives the {district} to {target} (Seer).").format(
                name=n[seat], district=_card(card), target=n[target]
            )
        case ev.Beautified(seat=seat, cards=cards):
            return _("{name} puts the Artist's gold on: {districts}.").format(
                name=n[seat], districts=_cards(cards)
            )
        case ev.AdornmentGoldReturned(card=card):
            return _("The Artist's gold on the destroyed {district} goes back to the bank.").format(
                district=_card(card)
            )
        # the Magistrate (RULES.md §9.3)
        case ev.WarrantsPlaced(seat=seat, ranks=ranks, signed=signed):
            if signed is None:  # as everyone but the Magistrate's seat sees it
                return _("{name} puts a warrant on each of: {characters}.").format(
                    name=n[seat], characters=", ".join(_char(r) for r in ranks)
                )
            return _(
                "{name} puts a warrant on each of: {characters}; the signed one on the {character}."
            ).format(name=n[seat], characters=", ".join(_char(r) for r in ranks), **_fields(signed))
        case ev.BuildHeld(seat=seat, decider=decider, rank=rank, card=card, paid=paid):
            return ngettext(
                "{name} is building the {district} ({paid} gold); the {character} carries a warrant: {decider} may reveal it.",
                "{name} is building the {district} ({paid} gold); the {character} carries a warrant: {decider} may reveal it.",
                paid,
            ).format(name=n[seat], paid=paid, district=_card(card), decider=n[decider], **_fields(rank))
        case ev.WarrantKept(seat=seat, rank=rank):
            return _("{name} does not reveal the warrant on the {character}.").format(
                name=n[seat], **_fields(rank)
            )
        case ev.WarrantRevealed(seat=seat, builder=builder, rank=rank, card=card, refund=refund):
            return ngettext(
                "{name} reveals the signed warrant on the {character}: the {district} goes into their city and {target} gets {refund} gold back.",
                "{name} reveals the signed warrant on the {character}: the {district} goes into their city and {target} gets {refund} gold back.",
                refund,
            ).format(name=n[seat], district=_card(card), target=n[builder], refund=refund, **_fields(rank))
        # the Blackmailer (RULES.md §9.3)
        case ev.ThreatsPlaced(seat=seat, ranks=ranks, flowered=flowered):
            if flowered is None:  # as everyone but the Blackmailer's seat sees it
                return _("{name} puts a threat on each of: {characters}.").format(
                    name=n[seat], characters=", ".join(_char(r) for r in ranks)
                )
            return _(
                "{name} puts a threat on each of: {characters}; the flowered one on the {character}."
            ).format(name=n[seat], characters=", ".join(_char(r) for r in ranks), **_fields(flowered))
        case ev.BribePaid(seat=seat, to=to, rank=rank, amount=amount):
            return ngettext(
                "{name} pays {target} a bribe of {amount} gold to be rid of the threat on the {character}.",
                "{name} pays {target} a bribe of {amount} gold to be rid of the threat on the {character}.",
                amount,
            ).format(name=n[seat], target=n[to], amount=amount, **_fields(rank))
        case ev.BribeRefused(seat=seat, decider=decider, rank=rank):
            return _(
                "{name} refuses to pay for the threat on the {character}: {decider} may reveal it."
            ).format(name=n[seat], decider=n[decider], **_fields(rank))
        case ev.ThreatRevealed(seat=seat, holder=holder, rank=rank, flowered=True, taken=taken):
            return ngettext(
                "{name} reveals the flowered threat on the {character} and takes all {amount} gold of {target}.",
                "{name} reveals the flowered threat on the {character} and takes all {amount} gold of {target}.",
                taken,
            ).format(name=n[seat], amount=taken, target=n[holder], **_fields(rank))
        case ev.ThreatRevealed(seat=seat, rank=rank):
            return _(
                "{name} reveals the threat on the {character}: it has no flower, nothing happens."
            ).format(name=n[seat], **_fields(rank))
        case ev.ThreatKept(seat=seat, rank=rank):
            return _("{name} leaves the threat on the {character} face down.").format(
                name=n[seat], **_fields(rank)
            )
        # t16: the Theater (RULES.md §9.4, §9.11): the characters only for the two seats
        case ev.TheaterSwapped(seat=seat, target=target, given=given, taken=taken) if (
            given is not None and taken is not None
        ):
            return _("{name} gives the {character} to {target} and takes {other} (Theater).").format(
                name=n[seat], target=n[target], other=_fields(taken)["el_character"], **_fields(given)
            )
        case ev.TheaterSwapped(seat=seat, target=target):
            return _("{name} swaps a character with {target} (Theater).").format(
                name=n[seat], target=n[target]
            )
        case ev.TheaterDeclined(seat=seat):
            return _("{name} does not use the Theater this round.").format(name=n[seat])
        case ev.GameEnded(winner=winner, scores=scores):
            return _("Game over. {name} wins with {points} points.").format(
                name=n[winner], points=scores[winner]
            )
        case ev.RankCalled() | ev.GraveyardUsed():
            return (
                None  # an answered call: the reveal that follows says it; a Graveyard declined says nothing
            )
        case ev.CardsDealt() | ev.GraveyardOffered() | ev.TurnEnded() | ev.RoundEnded():
            return None  # not worth a log line (the table shows the deal and the offer)
        case _:
            assert_never(event)


def narrate_all(
    events: Sequence[ev.Event],
    names: Sequence[str],
    viewer: int | None = None,
    characters: LineUp = CLASSIC_CHARACTERS,
    you: int | None = None,
) -> list[str]:
    lines = []
    for e in events:
        line = narrate(e, names, viewer, characters, you)
        if line:
            lines.append(line)
    return lines


def explain_reason(
    reason: Reason | None,
    names: Sequence[str],
    characters: LineUp = CLASSIC_CHARACTERS,
    you: int | None = None,
    style: str | None = None,
) -> str:
    """A bot's reason (a key and parameters, `citadels.ai.base.Reason`) as text in the current language.

    The key is translated with `_()`, in the voice of the bot named ``style`` when it has one for that
    key (`citadels.text.reason_styles`), then its fields are filled in: `character` (a rank of
    `characters`, the game's line-up, with its article forms) and `district` (a kind name) become
    translated names, `seat` the player's name, anything else is shown as is. A reason whose `seat` is
    `you` (the one person of a solo game) takes its wording addressed to them (`messages.ADDRESSED`,
    or the voice's own). Whoever shows the text decides whether its reader may see it
    (`Reason.public()`, taken before the style: a styled wording says what its key says). An income
    reason whose amount is 0 is worded `messages.INCOME_NONE`, in any voice: never "takes 0 gold".
    """
    if reason is None:
        return ""
    if reason.key in M.INCOME_AMOUNTS and reason.params.get("count") == 0:
        msgid = M.INCOME_NONE
    else:
        msgid = reason_wording(reason.key, style, to_you=you is not None and reason.params.get("seat") == you)
    params: dict[str, object] = {}
    for key, value in reason.params.items():
        if key == "character":
            if isinstance(value, int) and 1 <= value <= len(characters):
                params.update(character_fields(characters[value - 1].name))
            else:
                params.update(name_fields(str(value)))
        elif key == "district":
            params[key] = district_name(str(value))
        elif key == "seat" and isinstance(value, int) and 0 <= value < len(names):
            params[key] = names[value]
        elif key == "dtype" and isinstance(value, int) and 0 <= value < len(DistrictType):
            params[key] = district_type_name(DistrictType(value))
        else:
            params[key] = value
    text = _format_reason(_(msgid), msgid, params)
    if reason.detail is not None:
        text = f"{text} ({explain_reason(reason.detail, names, characters, you)})"
    return text


def _format_reason(text: str, key: str, params: dict[str, object]) -> str:
    try:
        return text.format(**params)
    except (KeyError, IndexError, ValueError):
        try:  # a broken translation: fall back to the English text
            return key.format(**params)
        except (KeyError, IndexError, ValueError):
            return key


def action_words(action: Action, names: Sequence[str], characters: LineUp = CLASSIC_CHARACTERS) -> str:
    """An action as a short imperative ("build the Castle"): the Hint's words, and the coach's for
    what a player did and what was better. `characters` is the game's line-up."""

    def _fields(rank: int) -> dict[str, str]:
        return character_fields(characters[rank - 1].name)

    def _district(cid: int) -> str:
        return district_name(card(cid).kind.name)

    match action:
        case PickCharacter(rank=rank):
            return _("take the {character}").format(**_fields(rank))
        case DiscardCharacter(rank=rank):
            return _("discard the {character}").format(**_fields(rank))
        case TakeGold():
            return _("take 2 gold")
        case DrawCards():
            return _("draw cards")
        case KeepCard(card=cid):
            return _("keep the {district}").format(district=district_name(card(cid).kind.name))
        case Build(card=cid):
            return _("build the {district}").format(district=district_name(card(cid).kind.name))
        case TakeIncome(school_type=st):
            if st is not None:
                return _("collect income, the School of Magic as {type}").format(
                    type=district_type_name(st).lower()
                )
            return _("collect your income")
        case Murder(rank=rank):
            return _("murder the {character}").format(**_fields(rank))
        case Rob(rank=rank):
            return _("rob the {character}").format(**_fields(rank))
        case SwapHands(seat=seat):
            return _("swap hands with {name}").format(name=names[seat])
        case ExchangeCard(card=cid):
            return _("exchange the {district}").format(district=district_name(card(cid).kind.name))
        case FinishExchange():
            return _("finish the exchange")
        case Destroy(seat=seat, card=cid):
            return _("destroy the {district} of {name}").format(
                district=district_name(card(cid).kind.name), name=names[seat]
            )
        case GraveyardTake():
            return _("keep the district with your Graveyard")
        case GraveyardDecline():
            return _("let the district go")
        case LaboratoryDiscard(card=cid):
            return _("discard the {district} at the Laboratory").format(
                district=district_name(card(cid).kind.name)
            )
        case SmithyDraw():
            return _("use the Smithy")
        case EndTurn():
            return _("end your turn")
        case Bewitch(rank=rank):
            return _("bewitch the {character}").format(**_fields(rank))
        case LookAtHand(seat=seat):
            return _("look at the hand of {name}").format(name=names[seat])
        case TakeFromHand(card=cid, build=True):
            return _("build the {district} at once").format(district=_district(cid))
        case TakeFromHand(card=cid):
            return _("take the {district} into your hand").format(district=_district(cid))
        case GiveCrown(seat=seat):
            return _("give the crown to {name}").format(name=names[seat])
        case TributeGold():
            return _("pay 1 gold to the Emperor")
        case TributeCard(card=cid):
            return _("give the {district} to the Emperor").format(district=_district(cid))
        case CollectTithe():
            return _("take 1 gold from the richest player")
        case TakeExtraGold():
            return _("take 4 gold")
        case DrawExtraCards():
            return _("draw 4 cards")
        case SwapDistricts(mine=mine, seat=seat, theirs=theirs):
            return _("swap your {mine} for the {theirs} of {name}").format(
                mine=_district(mine), theirs=_district(theirs), name=names[seat]
            )
        case Beautify(first=first, second=None):
            return _("put 1 gold on your {district}").format(district=_district(first))
        case Beautify(first=first, second=second):
            assert second is not None
            return _("put 1 gold on your {district} and 1 on your {other}").format(
                district=_district(first), other=_district(second)
            )
        case DrawToKeepOne():  # the 2016 Scholar
            return _("draw 7 cards and keep 1")
        case SeizeDistrict(seat=seat, card=cid):  # the 2016 Marshal
            return _("seize the {district} of {name}").format(district=_district(cid), name=names[seat])
        case BuildWithLoan(card=cid, lender=lender, given=given, den=den) if den:  # the 2016 Cardinal
            # how many cards go face down into the Thieves' Den, never which (RULES.md §9.13, 9)
            return ngettext(
                "build your {district} paying {den} card into it and {count} gold of {name}, giving them: {cards}",
                "build your {district} paying {den} cards into it and {count} gold of {name}, giving them: {cards}",
                len(den),
            ).format(
                district=_district(cid),
                den=len(den),
                count=len(given),
                name=names[lender],
                cards=", ".join(_district(c) for c in given),
            )
        case BuildWithLoan(card=cid, lender=lender, given=given):  # the 2016 Cardinal
            return ngettext(
                "build your {district} with {count} gold of {name}, giving them: {cards}",
                "build your {district} with {count} gold of {name}, giving them: {cards}",
                len(given),
            ).format(
                district=_district(cid),
                count=len(given),
                name=names[lender],
                cards=", ".join(_district(c) for c in given),
            )
        case LookForType(seat=seat, dtype=dtype):  # the 2016 Spy
            return _("spy on the hand of {name}, naming the {type} type").format(
                name=names[seat], type=district_type_name(dtype)
            )
        case TakeRandomCards():  # the 2016 Seer
            return _("take a random card from every other hand")
        case GiveCard(seat=seat, card=cid):  # the 2016 Seer
            return _("give the {district} to {name}").format(district=_district(cid), name=names[seat])
        # the Magistrate (RULES.md §9.3)
        case PlaceWarrants(signed=signed, second=second, third=third):
            return _("put warrants on the {character}, {second} and {third}, the signed one first").format(
                second=_fields(second)["el_character"],
                third=_fields(third)["el_character"],
                **_fields(signed),
            )
        case RevealWarrant():
            return _("reveal the signed warrant and take the district")
        case KeepWarrantHidden():
            return _("leave the warrant face down")
        # the Blackmailer (RULES.md §9.3)
        case PlaceThreats(flowered=flowered, other=other):
            return _("put threats on the {character} and {other}, the flowered one first").format(
                other=_fields(other)["el_character"], **_fields(flowered)
            )
        case PayBribe():
            return _("pay the bribe: half your gold")
        case RefuseBribe():
            return _("refuse the bribe")
        case RevealThreat():
            return _("reveal the threat")
        case KeepThreatHidden():
            return _("leave the threat face down")
        # d16b: the 2016 box's builds paid otherwise (RULES.md §9.4)
        case BuildWithCards(card=cid, cards=paid):
            return ngettext(
                "build the {district} paying {count} card of its cost",
                "build the {district} paying {count} cards of its cost",
                len(paid),
            ).format(district=_district(cid), count=len(paid))
        case DestroyWithArmory(seat=seat, card=cid):
            return _("destroy your Armory to destroy the {district} of {name}").format(
                district=_district(cid), name=names[seat]
            )
        case BuildByDestroying(card=cid, destroyed=destroyed):
            return _("build the {district} by destroying your {other}").format(
                district=_district(cid), other=_district(destroyed)
            )
        case StoreInMuseum(card=cid):
            return _("put the {district} face down under your Museum").format(district=_district(cid))
        # t16: the Theater (RULES.md §9.4)
        case TheaterSwap(target=target, give=give):
            return _("give the {character} to {name} and take one of theirs at random (Theater)").format(
                name=names[target], **_fields(give)
            )
        case TheaterDecline():
            return _("keep your characters (Theater)")
    assert_never(action)

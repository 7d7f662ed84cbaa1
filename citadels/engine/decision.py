"""The kinds of decision a game asks of the seat to move."""

from __future__ import annotations

from enum import IntEnum


class Decision(IntEnum):
    """What the seat `to_move` is asked for."""

    DRAFT_PICK = 0  # keep one of the offered characters
    DRAFT_DISCARD = 1  # two players: discard one of the offered characters face down
    GATHER = 2  # take 2 gold or draw cards
    KEEP = 3  # keep one of the drawn cards
    MAIN = 4  # build, income, abilities, unique districts, end turn
    EXCHANGE = 5  # Magician: put more cards aside or finish the exchange
    GRAVEYARD = 6  # the Graveyard's owner: take the destroyed district for 1 gold?
    GAME_OVER = 7
    BEWITCH = 8  # Witch, after gathering: name the character to bewitch
    TAKE_FROM_HAND = 9  # Wizard, looking at a hand: take one card (keep it or build it)
    TRIBUTE = 10  # the Emperor's crown recipient: pay 1 gold or a card of their choice
    KEEP_ONE_DRAWN = 11  # Scholar: keep one of the cards he drew; the others are shuffled into the deck
    # the Seer (the 2016 box)
    GIVE_CARDS = 12  # Seer: give 1 card of his hand to each player he took a card from
    # the Magistrate (RULES.md §9.3): his seat, at the first paid build of a warranted character
    WARRANT = 13  # reveal the signed warrant (confiscate the district) or not
    # the Blackmailer (RULES.md §9.3)
    BRIBE = 14  # a threatened holder, after gathering: pay half the gold, or refuse
    THREAT = 15  # the Blackmailer's seat, on a refusal: reveal the threat or not
    # the Theater (RULES.md §9.4): its owner, at the end of the selection phase
    THEATER = 16  # swap one of his characters with a random one of an opponent's, or not

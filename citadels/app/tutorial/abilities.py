"""What each character does, said of another player's character (the tutorial's callouts).

The card texts (`citadels.text.i18n.character_ability_text`) speak to the card's holder ("take all of
its holder's gold"); read under "Rodrigo is the Thief" they would tell the player that the ability
is theirs. These say the same in the third person, the character as the subject.
"""

from __future__ import annotations

from citadels.text.i18n import _


def ability_of_another(name: str) -> str:
    """The ability of the character `name` when someone else holds it ("" for an unknown one)."""
    return _others().get(name, "")


def _others() -> dict[str, str]:
    # built on each call: the texts follow the current language
    return {
        "assassin": _(
            "The Assassin names a character to murder. Its holder silently loses the whole turn; the "
            "card is revealed at the end of the round."
        ),
        "thief": _(
            "The Thief names a character to rob (not the Assassin, nor the murdered character). When it "
            "is revealed, the Thief takes all of its holder's gold."
        ),
        "magician": _(
            "The Magician either swaps their whole hand with another player's hand, or discards any "
            "number of cards to the bottom of the deck and draws as many."
        ),
        "king": _(
            "The King takes the crown and chooses first next round, even if murdered, and gains 1 gold "
            "for each noble district in their city."
        ),
        "bishop": _(
            "The Bishop gains 1 gold for each religious district in their city. The Warlord cannot "
            "destroy the Bishop's districts, unless the Bishop was murdered."
        ),
        "merchant": _(
            "The Merchant gains 1 extra gold after gathering resources, and 1 gold for each trade "
            "district in their city."
        ),
        "architect": _(
            "The Architect draws 2 extra cards after gathering resources and may build up to three districts."
        ),
        "warlord": _(
            "The Warlord gains 1 gold for each military district and may destroy one district by paying "
            "its cost minus 1 — never in a completed city, nor the Bishop's."
        ),
        "witch": _(
            "After gathering, the Witch names a character to bewitch and ends the turn. When that "
            "character is called, its holder only gathers resources; the Witch plays the rest of that "
            "turn as that character."
        ),
        "tax_collector": _(
            "Every player who builds one or more districts gives the Tax Collector 1 gold at the end of "
            "their turn, if they have any."
        ),
        "wizard": _(
            "The Wizard looks at another player's hand and takes one card: keeps it, or builds it at "
            "once (it may duplicate a district in the Wizard's city)."
        ),
        "emperor": _(
            "The Emperor gains 1 gold for each noble district and gives the crown to another player, "
            "who pays the Emperor 1 gold or 1 card."
        ),
        "abbot": _(
            "The Abbot gains 1 gold for each religious district, and the richest player gives the Abbot "
            "1 gold."
        ),
        "alchemist": _(
            "Right after each build, the Alchemist gets back the gold paid for it (the gold is still "
            "needed up front)."
        ),
        "navigator": _(
            "After gathering, the Navigator takes 4 more gold or draws 4 cards, and cannot build this turn."
        ),
        "diplomat": _(
            "The Diplomat gains 1 gold for each military district and may swap one of their districts "
            "for one in another city, paying the difference in cost."
        ),
        "artist": _(
            "The Artist puts 1 of their gold on one or two of their districts: the cost and score of "
            "each rises by 1."
        ),
        "queen": _("If the Queen sits next to the player holding the King, she takes 3 gold."),
    }

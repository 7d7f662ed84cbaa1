"""The tables behind a turn's controls: the buttons of each character's ability, by character name (as
the engine's ability handlers are), and the steps inside a turn (a target to pick, cards to select)
that those buttons open, by mode name (`TableScene.set_mode`). A new character with an active ability
is a new entry in each."""

from __future__ import annotations

from citadels.app.table.prompts import (
    armory,
    artist,
    cardinal,
    characters,
    dark_characters,
    diplomat,
    draw_to_keep,
    give_cards,
    markers,
    marshal,
    museum,
    paid_builds,
    type_in_hand,
    uniques,
)
from citadels.app.table.prompts.base import AbilityButtons, Mode

ABILITIES: dict[str, AbilityButtons] = {
    "assassin": characters.murder_buttons,
    "thief": characters.rob_buttons,
    "magician": characters.swap_or_exchange_buttons,
    "warlord": characters.destroy_buttons,
    "emperor": dark_characters.give_crown_buttons,
    "abbot": dark_characters.tithe_buttons,
    "navigator": dark_characters.gold_or_cards_buttons,
    "wizard": dark_characters.look_at_hand_buttons,
    "diplomat": diplomat.diplomat,
    "artist": artist.artist,
    # the 2016 box
    "scholar": draw_to_keep.draw_to_keep_one_buttons,
    "marshal": marshal.seize_buttons,
    "cardinal": cardinal.loan_buttons,  # the Cardinal
    "spy": type_in_hand.look_for_type_buttons,  # the Spy
    "seer": give_cards.take_random_cards_buttons,  # the Seer
    "magistrate": markers.marker_buttons(markers.WARRANTS),  # the Magistrate (RULES.md §9.3)
    "blackmailer": markers.marker_buttons(markers.THREATS),  # the Blackmailer (RULES.md §9.3)
}

MODES: dict[str, Mode] = {
    mode.name: mode
    for mode in (
        characters.MurderTarget(),
        characters.RobTarget(),
        characters.SwapTarget(),
        characters.ExchangeSelection(),
        characters.DestroyTarget(),
        dark_characters.CrownTarget(),
        dark_characters.PeekTarget(),
        diplomat.DiplomatSwapTarget(),
        artist.ArtistTarget(),
        marshal.SeizeTarget(),
        cardinal.LoanBuild(),  # the Cardinal
        type_in_hand.LookForTypeTarget(),  # the Spy
        markers.MarkerTargets(markers.WARRANTS),  # the Magistrate (RULES.md §9.3)
        markers.MarkerTargets(markers.THREATS),  # the Blackmailer (RULES.md §9.3)
        uniques.Laboratory(),
        uniques.SchoolOfMagic(),
        # d16b: the 2016 box's builds paid otherwise
        paid_builds.FrameworkBuild(),
        paid_builds.NecropolisBuild(),
        paid_builds.DenPayment(),
        armory.ArmoryTarget(),
        museum.MuseumStore(),
    )
}

"""The coach: the analysis of a played game, for its review and for `citadels analyse`.

- `chances`: each seat's chance of winning from a full game state (every hand and character known);
- `turning`: the actions that moved those chances most;
- `mistakes`: the decisions where the Hard search, from the player's own view, finds a clearly better choice;
- `record`: the game to analyse, from a session or (leniently) from a saved-game file;
- `analyse`: the whole analysis, step by step; `model`: its result; `store`: the result kept beside the save;
- `runner`: the analysis in a background process, for the app; `samples` and `fit`: the seeded games the
  estimate is fitted and measured on.

Nothing here draws or words anything: the app and `citadels.text.coach_words` turn keys into sentences.
"""

"""The screens of the game. Each module registers its scene(s) in ``registry`` when imported."""

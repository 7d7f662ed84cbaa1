"""The screens of the game, one module each; `citadels.app.screens` wires them together."""

"""The game's art, fonts and sounds, installed as the data package ``citadels.assets`` (see
``pyproject.toml`` and ``citadels/system/paths.py``)."""

"""The game's translations, installed as the data package ``citadels.locales`` (see
``pyproject.toml`` and ``citadels/system/paths.py``)."""

"""The rules documents the in-game rules screen shows (``RULES.md``, ``REGLAS.md``), installed as the
data package ``citadels.docs`` (see ``pyproject.toml`` and ``citadels/system/paths.py``)."""

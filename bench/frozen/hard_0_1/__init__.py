"""Hard as it was at commit 047db2d ("hard-0.1"), frozen so that every later Hard can be measured
against it (issue 31: the later Hard must win at least half its seats at a table of two of each).

A copy of `citadels/ai` at that commit, cut to what `HardBot` imports; it uses today's engine
through its public modules. Nothing here is tuned or changed: if an engine change breaks it, adapt
the call, never the play. Only benchmarks and tests load it (`bench/frozen/__init__.py`).
"""

from .hard import HardBot

__all__ = ["HardBot"]

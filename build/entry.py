"""Entry point of the standalone executables (PyInstaller runs this file as ``__main__``).

``multiprocessing.freeze_support()`` must run first: the simulator (and possibly bots) start worker
processes with the ``spawn`` method, and in a frozen program each worker is this same executable
started again with special arguments, which ``freeze_support`` recognises, serves and exits on.
"""

import multiprocessing
import os
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # players need no banner on the console

    from citadels.__main__ import main

    sys.exit(main())

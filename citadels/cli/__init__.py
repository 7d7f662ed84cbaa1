"""The command line: `citadels simulate`, `ladder` and `analyse`, its messages and its signals."""

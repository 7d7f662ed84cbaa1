"""Words: the catalogs, the narration of events, the bots' voices, the coach's findings and the rules document."""

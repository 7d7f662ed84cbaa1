"""The game on its system: where files live, the settings, the bundled files, the version and the notices."""

"""The pygame-ce application: scenes, widgets, drawing. Depends on the engine, never the reverse."""

"""Registers the guided first game ("Learn to play", citadels/app/tutorial/) as the scene
``"tutorial"``: it resumes the tutorial in progress, or starts it; the screenshot shows a new one at
its first callout."""

from __future__ import annotations

from citadels.app.scenes.registry import register_scene, register_screenshot
from citadels.app.tutorial.scene import open_tutorial, screenshot_tutorial

register_scene("tutorial", open_tutorial)
register_screenshot("tutorial", screenshot_tutorial)

"""Scene registry: screens found by name, so screens written separately plug in without edits here.

Two kinds of factories, both ``factory(app) -> Scene``:

* ``register_scene(name, factory)`` — navigation targets (``"menu"``, ``"settings"``, ``"rules"``,
  ``"setup"`` — the new-game screen that "New game" opens).
* ``register_screenshot(name, factory)`` — a self-contained demo of a screen for
  ``render_scene_to_file`` (e.g. ``"table"`` with a made-up game); defaults to the scene factory.
  A screenshot factory may accept keyword arguments ``players``, ``seed``, ``characters`` and
  ``uniques`` (`SCREENSHOT_OPTIONS`); the command line refuses those it does not take.

A name not registered yet is looked for by importing ``citadels.app.scenes.<name>``, then every
module of the package (a module registers its scenes when imported).
"""

from __future__ import annotations

import importlib
import inspect
import logging
import pkgutil
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from citadels.app.app import App
    from citadels.app.scene import Scene

log = logging.getLogger(__name__)

SceneFactory = Callable[..., "Scene"]  # factory(app) or factory(app, *, players=..., seed=...)

#: The options `citadels screenshot` passes to the factories that take them.
SCREENSHOT_OPTIONS = ("players", "seed", "characters", "uniques")

_scenes: dict[str, SceneFactory] = {}
_screenshots: dict[str, SceneFactory] = {}
_scanned = False


def register_scene(name: str, factory: SceneFactory) -> SceneFactory:
    _scenes[name] = factory
    return factory


def register_screenshot(name: str, factory: SceneFactory) -> SceneFactory:
    _screenshots[name] = factory
    return factory


def _import(module: str) -> None:
    try:
        importlib.import_module(module)
    except ModuleNotFoundError as exc:
        if exc.name != module:  # the module exists but something it needs does not
            log.exception("cannot import %s", module)
    except Exception:  # a broken screen must not take the others down
        log.exception("cannot import %s", module)


def _discover(name: str) -> None:
    global _scanned
    _import(f"{__package__}.{name}")
    if name in _scenes or name in _screenshots or _scanned:
        return
    _scanned = True
    package = importlib.import_module(__package__ or "citadels.app.scenes")
    for info in pkgutil.iter_modules(package.__path__):
        if info.name != "registry":
            _import(f"{package.__name__}.{info.name}")


def scene_factory(name: str) -> SceneFactory | None:
    """The factory registered for ``name`` (importing its module if needed), or None."""
    if name not in _scenes:
        _discover(name)
    return _scenes.get(name)


def screenshot_factory(name: str) -> SceneFactory | None:
    if name not in _screenshots and name not in _scenes:
        _discover(name)
    return _screenshots.get(name) or _scenes.get(name)


def has_scene(name: str) -> bool:
    return scene_factory(name) is not None


def create_scene(name: str, app: App) -> Scene:
    factory = scene_factory(name)
    if factory is None:
        raise KeyError(f"no scene registered as {name!r}; known: {', '.join(sorted(_scenes)) or 'none'}")
    return factory(app)


def screenshot_names() -> list[str]:
    _discover("__all__")
    return sorted(set(_scenes) | set(_screenshots))


def _takes(factory: SceneFactory, option: str) -> bool:
    try:
        params = inspect.signature(factory).parameters
    except (TypeError, ValueError):
        return False
    return option in params or any(p.kind is inspect.Parameter.VAR_KEYWORD for p in params.values())


def screenshot_options(name: str, options: Iterable[str] = SCREENSHOT_OPTIONS) -> list[str]:
    """Which of ``options`` the screenshot of ``name`` takes (the others it would ignore: the
    command line refuses them), in the order given; [] for a name not registered."""
    factory = screenshot_factory(name)
    return [] if factory is None else [o for o in options if _takes(factory, o)]


def build_screenshot_scene(name: str, app: App, **options: object) -> Scene:
    """The demo scene for screenshots; ``options`` (players, seed, …) go to factories that take them."""
    factory = screenshot_factory(name)
    if factory is None:
        raise KeyError(f"no scene registered as {name!r}")
    return factory(app, **{k: v for k, v in options.items() if _takes(factory, k)})

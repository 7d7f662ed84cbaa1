"""Hooks for tests and benchmarks that drive the real game window from outside (Xvfb + xdotool).

Both are switched on by environment variables and cost nothing when unset:

* ``CIUDADELAS_E2E_REPORT=/path/report.json`` — after every frame in which the scene stack, the
  window size or the widgets' places changed (and at least every 30 frames), the app writes what is on
  screen: the scene stack, the window size (and how the window was opened) and every widget of the
  top scene (class, label, rect, enabled, visible), so an outside driver can click real controls
  without guessing coordinates.
* ``CIUDADELAS_FIRST_FRAME_EXIT=1`` — print ``{"first_frame": <unix time>}`` on stdout right after the
  first frame reached the screen, then quit (start-up time benchmark).
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

from citadels.app.app import App
from citadels.app.widgets import Widget, resolve

REPORT_ENV = "CIUDADELAS_E2E_REPORT"
FIRST_FRAME_ENV = "CIUDADELAS_FIRST_FRAME_EXIT"
REPORT_EVERY = 30  # frames


def widget_report(scene: Any) -> dict[str, Any]:
    """The widgets of ``scene`` by attribute name (and the whole group in order), as plain data."""

    def describe(widget: Widget) -> dict[str, Any]:
        label = getattr(widget, "label", None)
        try:
            text = resolve(label) if label is not None and not isinstance(label, list) else ""
        except Exception:  # noqa: BLE001 - a label that cannot be resolved is reported empty
            text = ""
        r = widget.rect
        return {
            "type": type(widget).__name__,
            "label": text,
            "rect": [r.x, r.y, r.w, r.h],
            "center": [r.centerx, r.centery],
            "enabled": bool(widget.enabled),
            "visible": bool(widget.visible),
        }

    named: dict[str, Any] = {}
    for attr, value in vars(scene).items():
        if isinstance(value, Widget):
            named[attr] = describe(value)
    group = getattr(scene, "ui", None)
    ordered = [describe(w) for w in getattr(group, "widgets", [])]
    return {"named": named, "widgets": ordered}


def snapshot(app: App) -> dict[str, Any]:
    top = app.top
    return {
        "frame": app.frame,
        "time": time.time(),
        "size": list(app.size),
        #: how the window was opened: `display.set_mode`, or the high-DPI window (`app.hidpi`)
        "display": "high_dpi" if app.hidpi is not None else "set_mode",
        "stack": [getattr(s, "name", type(s).__name__) for s in app.scenes],
        "scene": getattr(top, "name", type(top).__name__) if top is not None else None,
        "scene_class": type(top).__name__ if top is not None else None,
        **(widget_report(top) if top is not None else {"named": {}, "widgets": []}),
    }


def write_report(app: App, path: Path) -> dict[str, Any]:
    data = snapshot(app)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    os.replace(tmp, path)
    return data


def install(app: App) -> bool:
    """Wrap ``app.step`` with the hooks the environment asks for; False when none is asked."""
    report = os.environ.get(REPORT_ENV, "").strip()
    first_frame = os.environ.get(FIRST_FRAME_ENV, "").strip() not in ("", "0")
    if not report and not first_frame:
        return False
    inner = app.step
    path = Path(report) if report else None
    last: list[Any] = [None, -REPORT_EVERY]

    def step(events: Any = None, dt: float | None = None) -> None:
        inner(events, dt)
        if first_frame and app.frame == 1:
            print(json.dumps({"first_frame": time.time()}), flush=True)
            app.quit(0)
        if path is not None:
            top = app.top
            key = (tuple(id(s) for s in app.scenes), app.size,
                   json.dumps(widget_report(top)["named"] if top is not None else {}, sort_keys=True))  # fmt: skip
            if key != last[0] or app.frame - last[1] >= REPORT_EVERY:
                last[0], last[1] = key, app.frame
                try:
                    write_report(app, path)
                except OSError:
                    pass

    app.step = step  # type: ignore[method-assign]
    return True

"""The game table, composed: `TableScene` (scene.py) owns one collaborator per job — what is shown
(model.py), where (layout.py), how it moves (animator.py, anim.py), how it is drawn (renderer.py,
items.py, gfx.py), the log (log.py) and the widgets of the moment (controls.py), which come from one
prompt module per engine decision kind (prompts/). The collaborators see the table through the
`Table` protocol (context.py), never the scene class itself."""

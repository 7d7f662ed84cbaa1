"""The controls of each decision a human can owe at the table: one prompt class per kind of engine
`Decision` (`decisions.PROMPTS`), the buttons of each character's ability and the steps inside a turn
(`steps.ABILITIES`, `steps.MODES`), mirroring the engine's handler tables. A prompt sets the prompt
line and adds cards and buttons through the `base.Controls` it is given; it sees the table through
the `context.Table` protocol."""

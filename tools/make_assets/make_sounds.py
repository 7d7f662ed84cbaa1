"""Synthesises the game's sound effects into assets/sounds/ (mono, 16-bit, 22050 Hz WAV).

Standard library only (wave, math, struct, random with a fixed seed), so the output is the same on
every run. Each sound is built from sine partials, filtered noise and envelopes, then peak-
normalised, faded in/out by a few milliseconds (no clicks) and kept under 60 KB.

Run:  python tools/make_assets/make_sounds.py
"""

from __future__ import annotations

import math
import random
import struct
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parents[2] / "assets" / "sounds"
MAX_BYTES = 60_000
TAU = 2 * math.pi

Signal = list[float]


# --- building blocks ---------------------------------------------------------------------
def silence(seconds: float) -> Signal:
    return [0.0] * int(seconds * RATE)


def mix(*parts: tuple[Signal, float]) -> Signal:
    """Sum signals, each placed at a start time in seconds."""
    end = max(int(at * RATE) + len(sig) for sig, at in parts)
    out = [0.0] * end
    for sig, at in parts:
        o = int(at * RATE)
        for i, v in enumerate(sig):
            out[o + i] += v
    return out


def gain(sig: Signal, g: float) -> Signal:
    return [v * g for v in sig]


def env_exp(n: int, attack: float, decay: float) -> Signal:
    """Linear attack (s) then exponential decay with time constant `decay` (s)."""
    a = max(1, int(attack * RATE))
    return [(i / a) if i < a else math.exp(-(i - a) / (decay * RATE)) for i in range(n)]


def env_adsr(n: int, a: float, d: float, s: float, r: float) -> Signal:
    """Attack, decay to sustain level s, and a release over the last r seconds."""
    A, D, R = int(a * RATE), int(d * RATE), int(r * RATE)
    out = []
    for i in range(n):
        if i < A:
            v = i / max(1, A)
        elif i < A + D:
            v = 1 - (1 - s) * (i - A) / max(1, D)
        else:
            v = s
        if i > n - R:
            v *= max(0.0, (n - i) / max(1, R))
        out.append(v)
    return out


def apply(sig: Signal, env: Signal) -> Signal:
    return [a * b for a, b in zip(sig, env, strict=False)]


def tone(
    freq: float | Callable[[float], float],
    seconds: float,
    partials: tuple[tuple[float, float], ...] = ((1, 1.0),),
    decays: tuple[float, ...] | None = None,
    vibrato: float = 0.0,
    phase_seed: int = 0,
) -> Signal:
    """Additive tone. partials = (ratio, amplitude); decays = per-partial exp decay (s) or None."""
    n = int(seconds * RATE)
    rnd = random.Random(phase_seed)
    phases = [rnd.random() * TAU for _ in partials]
    out = [0.0] * n
    ph = 0.0
    for i in range(n):
        t = i / RATE
        f = freq(t) if callable(freq) else freq
        if vibrato:
            f *= 1 + vibrato * math.sin(TAU * 5.5 * t) * min(1.0, t / 0.15)
        ph += TAU * f / RATE
        v = 0.0
        for k, (ratio, amp) in enumerate(partials):
            a = amp
            if decays:
                a *= math.exp(-t / decays[k])
            v += a * math.sin(ph * ratio + phases[k])
        out[i] = v
    return out


def noise(seconds: float, rnd: random.Random) -> Signal:
    return [rnd.uniform(-1, 1) for _ in range(int(seconds * RATE))]


def lowpass(sig: Signal, fc: float | Callable[[float], float]) -> Signal:
    out, y = [], 0.0
    for i, x in enumerate(sig):
        f = fc(i / RATE) if callable(fc) else fc
        a = 1 - math.exp(-TAU * f / RATE)
        y += a * (x - y)
        out.append(y)
    return out


def highpass(sig: Signal, fc: float) -> Signal:
    low = lowpass(sig, fc)
    return [x - lo for x, lo in zip(sig, low, strict=True)]


def bandpass(sig: Signal, fc: float | Callable[[float], float], q: float = 2.0) -> Signal:
    """Chamberlin state-variable filter, band output; fc may sweep over time."""
    low = band = 0.0
    damp = 1.0 / q
    out = []
    for i, x in enumerate(sig):
        f = fc(i / RATE) if callable(fc) else fc
        k = 2 * math.sin(math.pi * min(f, RATE / 6) / RATE)
        low += k * band
        high = x - low - damp * band
        band += k * high
        out.append(band)
    return out


def note(name: str) -> float:
    """Frequency of a note such as 'C5', 'F#4', 'Bb3'."""
    names = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    semi = names[name[0]]
    rest = name[1:]
    if rest[0] == "#":
        semi, rest = semi + 1, rest[1:]
    elif rest[0] == "b":
        semi, rest = semi - 1, rest[1:]
    octave = int(rest)
    return 440.0 * 2 ** ((semi + (octave - 4) * 12) / 12)


BELL = ((0.5, 0.35), (1.0, 1.0), (1.19, 0.45), (1.5, 0.3), (2.0, 0.5), (2.74, 0.22), (3.76, 0.12))
BELL_DECAY = (1.4, 1.1, 0.7, 0.6, 0.55, 0.35, 0.22)
PLUCK = ((1, 1.0), (2, 0.45), (3, 0.22), (4, 0.12), (5, 0.06))
PLUCK_DECAY = (0.55, 0.35, 0.22, 0.15, 0.1)
BRASS = ((1, 1.0), (2, 0.6), (3, 0.42), (4, 0.28), (5, 0.16), (6, 0.09), (7, 0.05))


def bell(freq: float, seconds: float, seed: int = 0, decay_scale: float = 1.0) -> Signal:
    sig = tone(freq, seconds, BELL, tuple(d * decay_scale for d in BELL_DECAY), phase_seed=seed)
    return apply(sig, env_exp(len(sig), 0.004, 10.0))


def pluck(freq: float, seconds: float, seed: int = 0) -> Signal:
    sig = tone(freq, seconds, PLUCK, PLUCK_DECAY, phase_seed=seed)
    return apply(sig, env_exp(len(sig), 0.003, 10.0))


def brass(freq: float, seconds: float, seed: int = 0) -> Signal:
    sig = tone(freq, seconds, BRASS, vibrato=0.004, phase_seed=seed)
    sig = lowpass(sig, lambda t: 1800 + 2200 * min(1.0, t / 0.05))
    return apply(sig, env_adsr(len(sig), 0.03, 0.12, 0.7, min(0.12, seconds / 3)))


def finish(sig: Signal, peak: float = 0.7, fade_in: float = 0.002, fade_out: float = 0.012) -> Signal:
    """Remove DC, peak-normalise, and fade both ends so nothing clicks."""
    mean = sum(sig) / len(sig)
    sig = [v - mean for v in sig]
    top = max(abs(v) for v in sig) or 1.0
    sig = [v * peak / top for v in sig]
    fi, fo = max(1, int(fade_in * RATE)), max(1, int(fade_out * RATE))
    n = len(sig)
    for i in range(min(fi, n)):
        sig[i] *= i / fi
    for i in range(min(fo, n)):
        sig[n - 1 - i] *= i / fo
    return sig


def encode(sig: Signal) -> bytes:
    """16-bit little-endian PCM frames."""
    return b"".join(struct.pack("<h", max(-32767, min(32767, round(v * 32767)))) for v in sig)


def write(name: str, sig: Signal) -> Path:
    path = OUT / f"{name}.wav"
    frames = encode(sig)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)
    size = path.stat().st_size
    if size >= MAX_BYTES:
        raise SystemExit(f"{path.name} is {size} bytes, over the {MAX_BYTES} limit")
    return path


# --- the sounds ----------------------------------------------------------------------------
def click(rnd: random.Random) -> Signal:
    n = int(0.045 * RATE)
    tick = apply(bandpass(noise(0.045, rnd), 3200, q=1.5), env_exp(n, 0.0015, 0.004))
    blip = apply(tone(1650, 0.045, ((1, 1.0), (2.1, 0.3))), env_exp(n, 0.0015, 0.009))
    return finish(mix((tick, 0), (gain(blip, 0.6), 0)), peak=0.5, fade_in=0.0005, fade_out=0.006)


def deal(rnd: random.Random) -> Signal:
    d = 0.16
    n = int(d * RATE)
    swish = bandpass(noise(d, rnd), lambda t: 4200 - 16000 * t, q=1.2)
    swish = apply(swish, env_exp(n, 0.012, 0.035))
    snap = lowpass(highpass(noise(0.02, rnd), 1500), 6000)
    snap = apply(snap, env_exp(len(snap), 0.0005, 0.003))
    return finish(mix((swish, 0), (gain(snap, 0.5), 0.045)), peak=0.55)


def coin(rnd: random.Random) -> Signal:
    def clink(f0: float, seed: int) -> Signal:
        parts = ((1, 1.0), (1.53, 0.6), (2.27, 0.45), (2.98, 0.3), (4.1, 0.2))
        sig = tone(f0, 0.5, parts, (0.16, 0.12, 0.09, 0.07, 0.05), phase_seed=seed)
        return apply(sig, env_exp(len(sig), 0.0015, 10.0))

    tap = apply(highpass(noise(0.01, rnd), 3000), env_exp(int(0.01 * RATE), 0.0003, 0.002))
    return finish(
        mix(
            (clink(2350, 1), 0),
            (gain(tap, 0.4), 0),
            (gain(clink(2780, 2), 0.55), 0.085),
            (gain(clink(2150, 3), 0.3), 0.16),
        ),
        peak=0.6,
    )


def build(rnd: random.Random) -> Signal:
    def knock(f0: float) -> Signal:
        d = 0.22
        n = int(d * RATE)
        body = tone(
            lambda t: f0 * (1 + 0.35 * math.exp(-t / 0.012)),
            d,
            ((1, 1.0), (2.3, 0.5), (3.9, 0.25)),
            (0.07, 0.035, 0.02),
        )
        body = apply(body, env_exp(n, 0.001, 10))
        tick = apply(bandpass(noise(0.03, rnd), 1800, q=1.0), env_exp(int(0.03 * RATE), 0.0005, 0.005))
        return mix((body, 0), (gain(tick, 0.6), 0))

    return finish(mix((knock(190), 0), (gain(knock(160), 0.8), 0.13)), peak=0.75)


def destroy(rnd: random.Random) -> Signal:
    d = 1.2
    n = int(d * RATE)
    rumble = apply(lowpass(noise(d, rnd), lambda t: 900 * math.exp(-t / 0.35) + 120), env_exp(n, 0.01, 0.3))
    boom = apply(
        tone(lambda t: 55 + 40 * math.exp(-t / 0.05), d, ((1, 1.0), (2, 0.3))), env_exp(n, 0.003, 0.22)
    )
    parts: list[tuple[Signal, float]] = [(gain(rumble, 1.6), 0), (gain(boom, 0.8), 0)]
    # falling rubble: many small filtered grains, thinning out over time
    t = 0.04
    while t < 0.95:
        g_len = rnd.uniform(0.015, 0.05)
        grain = bandpass(noise(g_len, rnd), rnd.uniform(500, 2500), q=3.0)
        grain = apply(grain, env_exp(len(grain), 0.001, g_len / 4))
        parts.append((gain(grain, rnd.uniform(0.3, 1.0) * math.exp(-t / 0.5)), t))
        t += rnd.uniform(0.01, 0.06) * (1 + 2 * t)
    return finish(mix(*parts), peak=0.75, fade_out=0.08)


def crown(rnd: random.Random) -> Signal:
    seq = [("G4", 0.0, 0.16), ("C5", 0.14, 0.16), ("E5", 0.28, 0.16), ("G5", 0.42, 0.72)]
    parts = [(brass(note(nm), dur, seed=i), at) for i, (nm, at, dur) in enumerate(seq)]
    # a soft third under the final note, and a shimmer
    parts.append((gain(brass(note("E5"), 0.72, seed=9), 0.45), 0.42))
    parts.append((gain(brass(note("C4"), 0.72, seed=10), 0.35), 0.42))
    parts.append((gain(bell(note("G6"), 0.6, seed=3, decay_scale=0.4), 0.12), 0.42))
    return finish(mix(*parts), peak=0.65, fade_out=0.05)


def reveal(rnd: random.Random) -> Signal:
    d = 0.5
    n = int(d * RATE)
    sweep = bandpass(
        noise(d, rnd), lambda t: 500 + 5000 * math.sin(math.pi * min(1.0, t / 0.42)) ** 1.5, q=2.5
    )
    sweep = apply(sweep, [math.sin(math.pi * min(1.0, i / (0.42 * RATE))) ** 2 for i in range(n)])
    flip = apply(highpass(noise(0.02, rnd), 2000), env_exp(int(0.02 * RATE), 0.0005, 0.004))
    chime = bell(note("E6"), 0.3, seed=4, decay_scale=0.25)
    return finish(mix((sweep, 0), (gain(flip, 0.35), 0.3), (gain(chime, 0.12), 0.3)), peak=0.6)


def murder(rnd: random.Random) -> Signal:
    d = 1.2
    n = int(d * RATE)
    low = tone(note("C2"), d, ((1, 1.0), (2, 0.5), (3, 0.3), (4, 0.15)), vibrato=0.002, phase_seed=1)
    low2 = tone(note("F#2") * 1.003, d, ((1, 0.7), (2, 0.35), (3, 0.2)), phase_seed=2)
    chord = lowpass(mix((low, 0), (low2, 0)), lambda t: 1400 * math.exp(-t / 0.15) + 250)
    chord = apply(chord, env_exp(n, 0.006, 0.45))
    slash = bandpass(noise(0.18, rnd), lambda t: 6000 - 25000 * t, q=1.5)
    slash = apply(slash, env_exp(len(slash), 0.002, 0.03))
    thud = apply(tone(lambda t: 70 + 60 * math.exp(-t / 0.02), 0.3), env_exp(int(0.3 * RATE), 0.001, 0.07))
    return finish(mix((chord, 0.02), (gain(slash, 0.5), 0), (gain(thud, 0.9), 0.02)), peak=0.75, fade_out=0.1)


def steal(rnd: random.Random) -> Signal:
    d = 0.22
    n = int(d * RATE)
    swipe = bandpass(noise(d, rnd), lambda t: 900 + 9000 * t / d, q=2.0)
    swipe = apply(swipe, [math.sin(math.pi * i / n) ** 2 for i in range(n)])
    # a sneaky pizzicato figure, then a muffled jingle
    notes = [("E4", 0.2), ("G4", 0.3), ("Bb4", 0.4)]
    parts: list[tuple[Signal, float]] = [(gain(swipe, 0.9), 0)]
    for i, (nm, at) in enumerate(notes):
        parts.append((gain(pluck(note(nm), 0.35, seed=i), 0.5), at))
    for i, at in enumerate((0.5, 0.56, 0.61)):
        cl = tone(
            rnd.uniform(2200, 2900),
            0.25,
            ((1, 1.0), (1.5, 0.5), (2.3, 0.3)),
            (0.06, 0.045, 0.03),
            phase_seed=i,
        )
        parts.append((gain(lowpass(cl, 3500), 0.25), at))
    return finish(mix(*parts), peak=0.6, fade_out=0.04)


def turn(rnd: random.Random) -> Signal:
    b1 = bell(note("A5"), 1.25, seed=5, decay_scale=0.8)
    b2 = bell(note("E5"), 1.0, seed=6, decay_scale=0.8)
    sig = lowpass(mix((b1, 0), (gain(b2, 0.6), 0.2)), 3500)
    return finish(sig, peak=0.55, fade_out=0.15)


def gameover(rnd: random.Random) -> Signal:
    seq = [("C5", 0.0), ("E5", 0.14), ("G5", 0.28), ("E5", 0.42), ("G5", 0.56), ("C6", 0.7)]
    parts = [(pluck(note(nm), 0.45, seed=i), at) for i, (nm, at) in enumerate(seq)]
    for i, nm in enumerate(("C4", "G4", "E5")):
        parts.append((gain(brass(note(nm), 0.58, seed=20 + i), 0.4), 0.7))
    parts.append((gain(bell(note("C6"), 0.6, seed=7, decay_scale=0.5), 0.25), 0.7))
    return finish(mix(*parts), peak=0.65, fade_out=0.08)


SOUNDS = {
    "click": click,
    "deal": deal,
    "coin": coin,
    "build": build,
    "destroy": destroy,
    "crown": crown,
    "reveal": reveal,
    "murder": murder,
    "steal": steal,
    "turn": turn,
    "gameover": gameover,
}


def render(name: str) -> Signal:
    """One sound's samples; each has its own fixed seed, so editing one leaves the rest alone."""
    return SOUNDS[name](random.Random(1000 + list(SOUNDS).index(name)))


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name in SOUNDS:
        path = write(name, render(name))
        print(f"{path.name:14s} {path.stat().st_size:6d} bytes")


if __name__ == "__main__":
    main()

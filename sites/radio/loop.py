"""Generates sites/radio/loop.wav: the radio's stand-in programme, a soft 8-second chord loop.

The radio plays a file the project ships (no network). Mono, 11 025 Hz, 8-bit keeps it at ~88 KB;
the loop is seamless (whole cycles, no fade at the seam). Re-run from the project root: python3 sites/radio/loop.py
"""
import math
import struct
import wave

RATE = 11025
SECONDS = 8
# I - vi - IV - V in C, two seconds each, as frequencies (Hz).
CHORDS = [(261.63, 329.63, 392.0), (220.0, 261.63, 329.63), (174.61, 220.0, 261.63), (196.0, 246.94, 293.66)]

frames = bytearray()
per_chord = RATE * SECONDS // len(CHORDS)
for i in range(RATE * SECONDS):
    chord = CHORDS[i // per_chord]
    t = i / RATE
    local = (i % per_chord) / per_chord
    env = 0.55 + 0.45 * math.sin(math.pi * local)  # swell within each chord, never silent
    pulse = 0.8 + 0.2 * math.sin(2 * math.pi * 2 * t)  # a gentle two-per-second beat
    v = sum(math.sin(2 * math.pi * f * t) for f in chord) / len(chord)
    sample = 0.45 * env * pulse * v
    frames.append(max(0, min(255, int(128 + 127 * sample))))

with wave.open('sites/radio/loop.wav', 'wb') as w:
    w.setnchannels(1)
    w.setsampwidth(1)
    w.setframerate(RATE)
    w.writeframes(bytes(frames))

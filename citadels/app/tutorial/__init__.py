"""The guided first game ("Learn to play"): a scripted game against bots with callouts that point
at the part of the table that matters now and wait for the player (see scene.py and script.py)."""

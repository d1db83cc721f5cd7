#!/usr/bin/env python3
"""A Coup bot that plays at random, in Python 3 with the standard library.

It speaks the coup engine protocol (docs/protocol.md): the referee writes
lines to its stdin, it answers on stdout. Only four messages need an answer:
    coup 1                       -> who it is, then "coupok 1"
    isready                      -> readyok
    go TIME legal MOVE,MOVE,...  -> play MOVE (one of the listed moves)
    quit                         -> exit
The others (newgame, obs, event, gameover) tell what happens in the game; a
bot that plays at random can ignore them. Try it:
    coup arena --bots random,"cmd:python3 examples/bots/random_bot.py"
An optional argument seeds its random numbers, to replay a game.
"""
import random
import sys

if len(sys.argv) > 1:
    random.seed(sys.argv[1])


def send(line):
    print(line, flush=True)  # flush: the referee is waiting for the line


for line in sys.stdin:
    words = line.split(None, 3)  # "go 1000 legal income,coup 1" -> 4 parts
    if not words:
        continue
    if words[0] == "coup":
        send("id name random_bot.py")
        send("id author the coup project")
        # Every option: a random bot plays whatever the legal list holds,
        # Reformation's convert, embezzle and prove CARD [CARD] included.
        send("supports inquisitor two_player_draft declared_coup "
             "declared_assassinate reformation")
        send("coupok 1")
    elif words[0] == "isready":
        send("readyok")
    elif words[0] == "go":
        moves = words[3].strip().split(",")  # moves contain spaces: split on commas
        send("play " + random.choice(moves))
    elif words[0] == "quit":
        break

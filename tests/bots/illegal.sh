#!/bin/sh
# illegal.sh - a bot that cheats.
# A test bot for tests/test_protocol.c: it answers the handshake and
# isready like any bot, then answers go with a move that is never legal
# in a game of fewer than 10 players.
while read -r word rest; do
    case $word in
    coup)
        echo "id name illegal.sh"
        echo "supports inquisitor two_player_draft declared_coup declared_assassinate"
        echo "coupok 1" ;;
    isready) echo readyok ;;
    go) echo "play steal 9" ;;
    quit) exit 0 ;;
    esac
done

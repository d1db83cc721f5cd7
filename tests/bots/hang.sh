#!/bin/sh
# hang.sh - a bot that hangs.
# A test bot for tests/test_protocol.c: it answers the handshake and
# isready like any bot, then never answers go: it sleeps (the referee
# must time out and kill it).
while read -r word rest; do
    case $word in
    coup)
        echo "id name hang.sh"
        echo "supports inquisitor two_player_draft declared_coup declared_assassinate"
        echo "coupok 1" ;;
    isready) echo readyok ;;
    go) sleep 600 ;;
    quit) exit 0 ;;
    esac
done

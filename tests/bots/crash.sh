#!/bin/sh
# crash.sh - a bot that crashes.
# A test bot for tests/test_protocol.c: it answers the handshake and
# isready like any bot, then exits with status 3 when first asked to play.
while read -r word rest; do
    case $word in
    coup)
        echo "id name crash.sh"
        echo "supports inquisitor two_player_draft declared_coup declared_assassinate"
        echo "coupok 1" ;;
    isready) echo readyok ;;
    go) exit 3 ;;
    quit) exit 0 ;;
    esac
done

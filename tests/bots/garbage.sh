#!/bin/sh
# garbage.sh - a bot that talks nonsense.
# A test bot for tests/test_protocol.c: it answers the handshake and
# isready like any bot, then answers go with a line that is no message.
while read -r word rest; do
    case $word in
    coup)
        echo "id name garbage.sh"
        echo "supports inquisitor two_player_draft declared_coup declared_assassinate"
        echo "coupok 1" ;;
    isready) echo readyok ;;
    go) echo "hello world" ;;
    quit) exit 0 ;;
    esac
done

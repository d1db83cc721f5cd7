#!/bin/sh
# eager.sh - a bot that plays out of turn.
# A test bot for tests/test_protocol.c: it answers the handshake and
# isready like any bot, then answers go with the first legal move, twice,
# in one write: the second answer is there when nobody asked.
while read -r word rest; do
    case $word in
    coup)
        echo "id name eager.sh"
        echo "supports inquisitor two_player_draft declared_coup declared_assassinate"
        echo "coupok 1" ;;
    isready) echo readyok ;;
    go)
        moves=${rest#* }        # "1000 legal income,tax" -> "legal income,tax"
        moves=${moves#legal }
        first=${moves%%,*}
        printf 'play %s\nplay %s\n' "$first" "$first" ;;
    quit) exit 0 ;;
    esac
done

#!/bin/sh
# slow_start.sh - a bot that is slow to start, on the starts it is told.
#
#     sh tests/protocol/slow_start.sh COUNTER N...
#
# A test bot for tests/cli/arena.sh. Each start adds one to the number in
# the file COUNTER (made if missing); when the new number is one of N...,
# it never answers the handshake (it sleeps until the referee kills it).
# Otherwise it plays like any bot: the first legal move. Its slowness is
# driven by the counter, not by the clock, so a test of "the second start
# is too slow" holds on any machine, however loaded. The referee must run
# its starts one at a time (one thread) for the count to be exact.
counter=$1
shift
n=$(( $(cat "$counter" 2> /dev/null || echo 0) + 1 ))
echo "$n" > "$counter"
for slow in "$@"; do
    if [ "$n" = "$slow" ]; then
        exec sleep 600
    fi
done
while read -r word rest; do
    case $word in
    coup)
        echo "id name slow starter"
        echo "supports inquisitor two_player_draft declared_coup declared_assassinate"
        echo "coupok 1" ;;
    isready) echo readyok ;;
    go)
        moves=${rest#* }        # "1000 legal income,tax" -> "legal income,tax"
        moves=${moves#legal }
        echo "play ${moves%%,*}" ;;
    quit) exit 0 ;;
    esac
done

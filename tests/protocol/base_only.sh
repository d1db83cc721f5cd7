#!/bin/sh
# base_only.sh - a bot that plays the base game only.
#
#     sh tests/protocol/base_only.sh [NAME]
#
# A test bot for tests/cli/arena.sh: its handshake lists no 'supports'
# line, so a referee may seat it only in games without options
# (docs/protocol.md). It names itself NAME ("base only" by default), so
# that two copies under other commands can share a name; it plays the first
# legal move.
name=${1:-base only}
while read -r word rest; do
    case $word in
    coup)
        echo "id name $name"
        echo "coupok 1" ;;
    isready) echo readyok ;;
    go)
        moves=${rest#* }
        moves=${moves#legal }
        echo "play ${moves%%,*}" ;;
    quit) exit 0 ;;
    esac
done

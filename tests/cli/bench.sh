#!/usr/bin/env bash
# bench.sh - end-to-end checks of `coup bench` and `coup random`: their
# exit status, and what they say when their output cannot be written.
# (The signature itself is pinned by tests/test_bench.c.)
#
#     bash tests/cli/bench.sh path/to/coup
#
# Prints one line per check ("ok ..." or "FAIL ...") and "N passed, N failed"
# (lib/check.sh); exits 1 if any check failed.
set -u

coup=${1:?usage: bench.sh path/to/coup}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
. "$(dirname "$0")/lib/check.sh"

# status_is WANT COMMAND...: the command exits with status WANT; its
# stdout goes to $out (/dev/null unless set), its stderr to $dir/err.
out=/dev/null
status_is() {
    local want=$1
    shift
    "$@" >"$out" 2>"$dir/err"
    local got=$?
    [ "$got" -eq "$want" ] || { echo "  exit status $got, not $want" >&2; return 1; }
}
# err_says TEXT: the last command's stderr holds TEXT.
err_says() {
    grep -qF -- "$1" "$dir/err" || { echo "  stderr lacks '$1':" >&2; cat "$dir/err" >&2; return 1; }
}

# --------------------------------------------------------- normal runs

check "random: a run exits 0" \
    status_is 0 "$coup" random --players 3 --seed 1 --games 5
check "random: the record on stdout, the report on stderr" \
    eval '"$coup" random --players 3 --seed 1 --record - >"$dir/rec" 2>"$dir/err" &&
          head -n 1 "$dir/rec" | grep -q "^coup-record " && grep -q "^wins:" "$dir/err"'
check "bench --players: the speed run exits 0 with the bench line" \
    eval '"$coup" bench --players 2 --games 100 2>/dev/null | tail -n 1 |
          grep -Eq "^bench: [0-9]+ decisions 100 games [0-9]+ games/s$"'
check "bench --help: names the signature and the speed run" \
    eval '"$coup" bench --help | grep -q "signature" && "$coup" bench --help | grep -q -- "--players N"'
check "bench: the draft at four players is refused with R11" \
    status_is 2 "$coup" bench --players 4 --options two_player_draft
check "bench: ...naming the rule" err_says "needs --players 2 (R11)"

# ---------------------------------------------------- write failures
# /dev/full refuses every write with ENOSPC: the run must fail (exit 1)
# and say so, as `coup replay` and `coup arena` do.

if [ -w /dev/full ]; then
    out=/dev/full
    check "random > /dev/full: exit 1" \
        status_is 1 "$coup" random --players 3 --seed 1 --games 5
    check "random > /dev/full: says what failed" \
        err_says "coup random: writing the report: No space left on device"
    check "random --record - > /dev/full: exit 1" \
        status_is 1 "$coup" random --players 3 --seed 1 --record -
    check "random --record - > /dev/full: says what failed" \
        err_says "coup random: writing the record"
    check "random --games 1000 > /dev/full (the summary only): exit 1" \
        status_is 1 "$coup" random --players 2 --seed 1 --games 1000
    check "bench --players > /dev/full: exit 1" \
        status_is 1 "$coup" bench --players 2 --games 100
    check "bench > /dev/full: says what failed" \
        err_says "coup bench: writing the result: No space left on device"
else
    echo "(no writable /dev/full: the write-failure checks are skipped)"
fi
out=/dev/null

check "random --record to a missing folder: exit 1" \
    status_is 1 "$coup" random --players 3 --seed 1 --record "$dir/no/such/dir/g.rec"
check "random --record to a missing folder: names the file" \
    err_says "coup random: writing the record to $dir/no/such/dir/g.rec: No such file or directory"

finish

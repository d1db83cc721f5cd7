#!/usr/bin/env bash
# plots.sh - checks of the plotting scripts of docs/STRENGTH.md:
# scripts/plot-matrix.sh (every bot against every bot) draws a PNG from a
# table of pairs, and refuses a bad line with its file and line.
#
#     bash tests/cli/plots.sh path/to/coup
#
# (The coup executable is not used: the scripts read tables.) Prints one
# line per check and "N passed, N failed" (lib/check.sh).
set -u

root=$(cd "$(dirname "$0")/../.." && pwd)
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
. "$(dirname "$0")/lib/check.sh"
plot=$root/scripts/plot-matrix.sh

printf '# pairs\nheuristic random 95.1\nheuristic honest 97.4%%\nhonest random 91.8\n' >"$dir/ok.txt"
printf 'heuristic random 95.1\nhonest random\n' >"$dir/short.txt"
printf 'heuristic random 195\n' >"$dir/high.txt"

if command -v gnuplot >/dev/null; then
    check "plot-matrix: a table of pairs makes a PNG" \
        eval '"$plot" "$dir/ok.txt" "$dir/ok.png" >/dev/null 2>"$dir/err" &&
              [ "$(head -c 4 "$dir/ok.png" | tail -c 3)" = PNG ]'
    check "plot-matrix: OUT.png defaults to the table's name" \
        eval '"$plot" "$dir/ok.txt" >/dev/null 2>&1 && [ -s "$dir/ok.png" ]'
    check "plot-matrix: a line without its rate is refused with its line" \
        eval '! "$plot" "$dir/short.txt" "$dir/x.png" 2>"$dir/err" &&
              grep -q "short.txt line 2: expected ROW COLUMN RATE" "$dir/err" &&
              [ ! -e "$dir/x.png" ]'
    check "plot-matrix: a rate over 100 is refused" \
        eval '! "$plot" "$dir/high.txt" "$dir/x.png" 2>"$dir/err" &&
              grep -q "at most 100" "$dir/err"'
else
    check "plot-matrix: without gnuplot it says so" \
        eval '! "$plot" "$dir/ok.txt" 2>"$dir/err" && grep -q "needs gnuplot" "$dir/err"'
fi
check "plot-matrix: a missing table is refused" \
    eval '! "$plot" "$dir/none.txt" 2>"$dir/err" && grep -q "cannot read" "$dir/err"'
check "plot-matrix: --help says how" \
    eval '"$plot" --help 2>&1 | grep -q "plot-matrix.sh \[--title TEXT\] TABLE"'
finish

#!/usr/bin/env bash
# plot-budget.sh - the search bot's strength against its budget, as a PNG:
# x = iterations per decision (log scale), y = win rate against the
# heuristic with its 95% interval as error bars, a dashed line at 50%.
#
#     scripts/plot-budget.sh [--title TEXT] TABLE [OUT.png]
#
# TABLE is a small text file, one budget per line, four numbers separated
# by blanks: iterations per decision, win rate, the interval's low end and
# its high end. Rates are fractions (0.55) or percents (55 or 55%), the
# same on every line; '#' starts a comment. For instance, from the rows of
# scripts/strength.sh:
#
#     # iters  win    low    high
#     100      31.2%  28.4%  34.1%
#     1000     48.9%  45.8%  52.0%
#
# The rows scripts/strength.sh prints may be given as they are, too: a line
# that starts with '|' is read as one, its budget from "iters=N" in the
# tested bot's spec (other '|' lines, the header, are skipped):
#
#     for n in 100 1000; do scripts/strength.sh search:iters=$n,heuristic; done |
#         grep '^| search' > budget.md
#     scripts/plot-budget.sh budget.md
#
# OUT.png defaults to TABLE with its extension replaced by .png. Needs
# gnuplot (Debian: gnuplot-nox; scripts/deps.sh installs it).
set -euo pipefail

usage() {
    sed -n '2,/^$/s/^# \{0,1\}//p' "$0" >&2
    exit 2
}

title="search bot against heuristic, by budget"
while [ $# -gt 0 ]; do
    case $1 in
    --title) title=${2:?--title needs a text}; shift 2 ;;
    -h | --help) usage ;;
    -*) echo "plot-budget.sh: unknown option '$1'" >&2; usage ;;
    *) break ;;
    esac
done
if [ $# -lt 1 ] || [ $# -gt 2 ]; then usage; fi
table=$1
out=${2:-${table%.*}.png}
[ -r "$table" ] || { echo "plot-budget.sh: cannot read '$table'" >&2; exit 2; }
command -v gnuplot > /dev/null || {
    echo "plot-budget.sh: gnuplot not found (Debian: apt-get install gnuplot-nox)" >&2
    exit 2
}

title=${title//\\/\\\\}
title=${title//\"/\\\"} # a string in gnuplot's double quotes
data=$(mktemp)
trap 'rm -f "$data"' EXIT

# The table in percents, checked: four numbers a line, iterations > 0,
# low <= rate <= high.
awk -v file="$table" '
    function num(s) { sub(/%$/, "", s); return s + 0 }
    function bad(why) {
        printf "plot-budget.sh: %s:%d: %s\n", file, FNR, why > "/dev/stderr"
        err = 1; exit 2
    }
    # A row of strength.sh: | spec | opponents | options | games | rate |
    # low - high |, the budget from iters=N in the spec.
    /^[ \t]*\|/ {
        split($0, col, "|")
        if (!match(col[2], /iters=[0-9]+/)) next
        iters = substr(col[2], RSTART + 6, RLENGTH - 6)
        split(col[7], ci, "-")
        $0 = iters " " col[6] " " ci[1] " " ci[2]
    }
    { sub(/#.*/, "") }
    NF == 0 { next }
    NF != 4 { bad("expected 4 numbers (iterations, win rate, low, high), got " NF) }
    {
        for (i = 1; i <= 4; i++)
            if ($i !~ /^[0-9]*\.?[0-9]+([eE][-+]?[0-9]+)?%?$/)
                bad("not a number: " $i)
        if ($1 + 0 <= 0) bad("iterations must be above 0")
        if ($2 ~ /%$/ || num($2) > 1 || num($3) > 1 || num($4) > 1) pct = 1
        n++; it[n] = $1 + 0; w[n] = num($2); lo[n] = num($3); hi[n] = num($4)
        if (!(lo[n] <= w[n] && w[n] <= hi[n])) bad("expected low <= rate <= high")
    }
    END {
        if (err) exit 2
        if (n == 0) { printf "plot-budget.sh: %s: no data\n", file > "/dev/stderr"; exit 2 }
        k = pct ? 1 : 100
        for (i = 1; i <= n; i++)
            printf "%s %.4f %.4f %.4f\n", it[i], k * w[i], k * lo[i], k * hi[i]
    }' "$table" | sort -g > "$data"

gnuplot <<EOF
set terminal pngcairo size 900,560 font ",11"
set output "$out"
set title "$title"
set logscale x 10
set offsets graph 0.05, graph 0.05, 0, 0
set xlabel "iterations per decision"
set ylabel "win rate against heuristic (%)"
set yrange [0:100]
set ytics 10
set grid xtics ytics mxtics
set key bottom right
set arrow from graph 0, first 50 to graph 1, first 50 nohead dashtype 2 lw 1.5 lc rgb "#808080"
plot "$data" using 1:2:3:4 with yerrorlines lw 2 pt 7 ps 1.2 lc rgb "#1f5fa8" title "win rate, 95% interval", \
     NaN with lines dashtype 2 lw 1.5 lc rgb "#808080" title "50%"
EOF
echo "$out"

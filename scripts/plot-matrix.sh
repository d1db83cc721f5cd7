#!/usr/bin/env bash
# plot-matrix.sh - every bot against every bot heads-up, as a PNG: a grid
# whose cell (row, column) is the row bot's win rate against the column
# bot, in percent, coloured from red (it loses) through white (50%) to
# blue (it wins).
#
#     scripts/plot-matrix.sh [--title TEXT] TABLE [OUT.png]
#
# TABLE is a small text file, one pair a line: the row bot, the column
# bot and the row bot's win rate in percent, separated by blanks; '#'
# starts a comment. Each pair is given once: the other way round is 100
# less it, and a bot against itself is 50. Bots are drawn in the order
# they first appear. For instance:
#
#     heuristic random 95.1
#     heuristic honest 97.4
#     honest random 91.8
#
# OUT.png defaults to TABLE with its extension replaced by .png. Needs
# gnuplot (Debian: gnuplot-nox; scripts/deps.sh installs it).
set -euo pipefail

usage() {
    sed -n '2,/^$/s/^# \{0,1\}//p' "$0" >&2
    exit 2
}

title="heads-up win rate of the row bot against the column bot (%)"
while [ $# -gt 0 ]; do
    case $1 in
    --title) title=${2:?--title needs a text}; shift 2 ;;
    -h | --help) usage ;;
    -*) echo "plot-matrix.sh: unknown option '$1'" >&2; usage ;;
    *) break ;;
    esac
done
[ $# -ge 1 ] && [ $# -le 2 ] || usage
table=$1
out=${2:-${table%.*}.png}
[ -r "$table" ] || { echo "plot-matrix.sh: cannot read '$table'" >&2; exit 1; }
command -v gnuplot >/dev/null ||
    { echo "plot-matrix.sh: needs gnuplot (apt-get install gnuplot-nox)" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The bots in order, and every cell: "x y rate" with x the column.
awk -v names="$work/names" -v cells="$work/cells" '
    { sub(/#.*/, "") }
    NF == 0 { next }
    NF != 3 || $3 !~ /^[0-9.]+%?$/ {
        printf "plot-matrix.sh: %s line %d: expected ROW COLUMN RATE, not \"%s\"\n",
               FILENAME, FNR, $0 > "/dev/stderr"
        bad = 1; exit 1
    }
    {
        r = $3; sub(/%$/, "", r)
        if (r + 0 > 100) {
            printf "plot-matrix.sh: %s line %d: a rate is at most 100, not %s\n",
                   FILENAME, FNR, $3 > "/dev/stderr"
            bad = 1; exit 1
        }
        for (k = 1; k <= 2; k++)
            if (!($k in at)) { at[$k] = n + 0; name[n++] = $k }
        rate[at[$1], at[$2]] = r; rate[at[$2], at[$1]] = 100 - r
    }
    END {
        if (bad) exit 1
        if (n < 2) { print "plot-matrix.sh: fewer than two bots" > "/dev/stderr"; exit 1 }
        for (i = 0; i < n; i++) print i, name[i] > names
        for (y = 0; y < n; y++)
            for (x = 0; x < n; x++)
                if (x == y) print x, y, 50, "-" > cells
                else if ((y, x) in rate) print x, y, rate[y, x], sprintf("%.0f", rate[y, x]) > cells
                else print x, y, "NaN", "" > cells
    }' "$table"

n=$(wc -l < "$work/names")
tics=$(awk '{ printf "%s\"%s\" %d", (NR > 1 ? ", " : ""), $2, $1 }' "$work/names")
size=$((160 + 90 * n))
gnuplot <<EOF
set terminal pngcairo size $((size + 140)),$size font "sans,11"
set output "$out"
set title "$title"
set xrange [-0.5:$n - 0.5]
set yrange [$n - 0.5:-0.5]
set xtics ($tics) rotate by -35 left nomirror
set ytics ($tics) nomirror
set x2label "opponent"
set ylabel "bot"
set cbrange [0:100]
set cblabel "win rate (%)"
set palette defined (0 "#b2182b", 50 "#f7f7f7", 100 "#2166ac")
unset key
set tics scale 0
plot "$work/cells" using 1:2:3 with image, \
     "" using 1:2:4 with labels font "sans,12"
EOF
echo "$out"

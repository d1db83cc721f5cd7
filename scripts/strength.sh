#!/usr/bin/env bash
# strength.sh - plays arena cells (docs/STRENGTH.md) and prints one
# Markdown table row per cell: the first bot of the cell is the tested bot,
# the others its opponents.
#
#     scripts/strength.sh [--games N] [--seed S] [--threads T] [--coup PATH]
#                         CELL...
#
# A CELL is a comma-separated list of bot specs, one per seat (so the
# table has as many players as the cell has bots), optionally followed by
# "@OPTIONS" (rule options, comma-separated, as `coup arena --options`
# takes them):
#
#     scripts/strength.sh --games 1000 search,heuristic \
#         search,heuristic,heuristic,heuristic \
#         'search:iters=500,heuristic@inquisitor,declared_coup'
#
# As in `coup arena --bots`, a piece with '=' and no ':' continues the spec
# before it ("search:iters=500,c=1,heuristic" is two bots). The heuristic's
# weights are set the same way, without recompiling (docs/ai.md, "The
# `heuristic` bot's weights"):
#
#     scripts/strength.sh heuristic:w_threat=0.7,w_deny=0.6,heuristic
#
# Each cell runs `coup arena --bots CELL --players P --games N --seed S
# --json`; the row gives the tested bot's games, win rate and 95% Wilson
# interval from the arena's JSON. The table goes to stdout, then the commands that made it
# (as docs/STRENGTH.md lists them under each table); progress and
# warnings (forfeits, unfinished games) go to stderr.
#
# --coup defaults to build-release/coup (docs/STRENGTH.md's Release build),
# else build/coup, else `coup` on the PATH. Needs python3 to read the JSON.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

usage() {
    sed -n '2,/^$/s/^# \{0,1\}//p' "$0" >&2
    exit 2
}

games=1000
seed=1
threads=
coup=
cells=()
while [ $# -gt 0 ]; do
    case $1 in
    --games) games=${2:?--games needs a number}; shift 2 ;;
    --seed) seed=${2:?--seed needs a number}; shift 2 ;;
    --threads) threads=${2:?--threads needs a number}; shift 2 ;;
    --coup) coup=${2:?--coup needs a path}; shift 2 ;;
    -h | --help) usage ;;
    --) shift; cells+=("$@"); break ;;
    -*) echo "strength.sh: unknown option '$1'" >&2; usage ;;
    *) cells+=("$1"); shift ;;
    esac
done
[ ${#cells[@]} -gt 0 ] || usage
if ! [[ $games =~ ^[1-9][0-9]*$ ]]; then
    echo "strength.sh: --games must be a positive whole number, not '$games'" >&2
    exit 2
fi
. "$root/scripts/lib/coup.sh"
coup=$(find_coup strength.sh "$coup" "$root") || exit 2

# The bot specs of a cell's bot list, one per line, split as the arena
# splits --bots: a piece with '=' and no ':' continues the spec before it.
specs_of() {
    local IFS=, piece out=()
    for piece in $1; do
        if [[ $piece == *=* && $piece != *:* && ${#out[@]} -gt 0 ]]; then
            out[${#out[@]} - 1]+=",$piece"
        else
            out+=("$piece")
        fi
    done
    printf '%s\n' "${out[@]}"
}

# The row of one cell from the arena's JSON (stdin): tested bot,
# opponents, options, games, win rate, 95% CI; warnings to stderr.
row_of() {
    python3 -c '
import json, sys
tested, opponents, cell = sys.argv[1], sys.argv[2], sys.argv[3]
r = json.load(sys.stdin)
bot = next(b for b in r["bots"] if b["spec"] == tested)
if r["forfeits"] or r["unfinished"]:
    print("strength.sh: %s: %d forfeits, %d unfinished games"
          % (cell, r["forfeits"], r["unfinished"]), file=sys.stderr)
if r["end"] != "complete":
    print("strength.sh: %s: the arena stopped early (%s)" % (cell, r["end"]),
          file=sys.stderr)
lo, hi = bot["ci95"]
print("| %s | %s | %s | %s | %.2f%% | %.2f%% - %.2f%% |" % (
    tested, opponents, r["options"], format(r["games"], ","),
    100 * bot["win_rate"], 100 * lo, 100 * hi))
' "$@"
}

# "heuristic" / "3 x heuristic" / "heuristic, random": the opponents.
opponents_of() {
    sort | uniq -c | awk '{ n = $1; $1 = ""; sub(/^ /, "");
        s = (n > 1 ? n " x " $0 : $0); out = out (out == "" ? "" : ", ") s }
        END { print out }'
}

# Every cell checked before any is played: its bot list, players and
# options, into these arrays by cell.
cell_bots=() cell_options=() cell_players=() cell_tested=() cell_opponents=()
for cell in "${cells[@]}"; do
    bots=${cell%%@*}
    options=
    [[ $cell == *@* ]] && options=${cell#*@}
    mapfile -t specs < <(specs_of "$bots")
    players=${#specs[@]}
    if [ "$players" -lt 2 ] || [ "$players" -gt 10 ]; then
        echo "strength.sh: cell '$cell' has $players bots; a table has 2 to 10" >&2
        exit 2
    fi
    for s in "${specs[@]:1}"; do
        if [ "$s" = "${specs[0]}" ]; then
            echo "strength.sh: cell '$cell': the tested bot '$s' is also an" \
                 "opponent; the arena would pool their games" >&2
            exit 2
        fi
    done
    cell_bots+=("$bots")
    cell_options+=("$options")
    cell_players+=("$players")
    cell_tested+=("${specs[0]}")
    cell_opponents+=("$(printf '%s\n' "${specs[@]:1}" | opponents_of)")
done

echo "| tested bot | opponents | options | games | win rate | 95% CI |"
echo "|---|---|---|---|---|---|"
commands=()
for i in "${!cells[@]}"; do
    args=(arena --bots "${cell_bots[i]}" --players "${cell_players[i]}"
          --games "$games" --seed "$seed")
    [ -n "${cell_options[i]}" ] && args+=(--options "${cell_options[i]}")
    [ -n "$threads" ] && args+=(--threads "$threads")
    echo "strength.sh: ${cells[i]}: coup ${args[*]}" >&2
    json=$("$coup" "${args[@]}" --json) || {
        echo "strength.sh: cell '${cells[i]}': coup arena failed" >&2
        exit 1
    }
    printf '%s\n' "$json" |
        row_of "${cell_tested[i]}" "${cell_opponents[i]}" "${cells[i]}"
    commands+=("coup ${args[*]}")
done
echo
echo '```'
printf '%s\n' "${commands[@]}"
echo '```'

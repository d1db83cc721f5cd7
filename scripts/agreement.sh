#!/usr/bin/env bash
# agreement.sh - how far `coup analyse` at smaller budgets agrees with a
# larger one on the same records (docs/analysis.md, "How much to trust
# it"), as a Markdown table: per budget, the judged decisions, how often
# its best move is the reference's, what the reference says its best
# move loses (the mean, and how often more than 0.05), how often the
# marks are the same, and how the mistakes and blunders of each side are
# marked by the other.
#
#     coup arena --bots search,heuristic --games 20 --seed 5 --records DIR
#     scripts/agreement.sh [--coup PATH] [--ref N] [--budgets "A B ..."]
#                          [--seed S] [--out DIR2] DIR
#
# --ref defaults to 100000 iterations, --budgets to "2000 5000 20000",
# --seed to 1 (every budget uses it). The analyses are kept in DIR2 (a
# temporary directory if not given, removed at the end) as
# BUDGET/NAME.json; one already there is not made again. --coup defaults
# to build-release/coup, else build/coup, else `coup` on the PATH. Needs
# python3.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

usage() {
    sed -n '2,/^$/s/^# \{0,1\}//p' "$0" >&2
    exit 2
}

coup= dir= out= ref=100000 budgets="2000 5000 20000" seed=1
while [ $# -gt 0 ]; do
    case $1 in
    --coup) coup=${2:?--coup needs a path}; shift 2 ;;
    --ref) ref=${2:?--ref needs a number}; shift 2 ;;
    --budgets) budgets=${2:?--budgets needs numbers}; shift 2 ;;
    --seed) seed=${2:?--seed needs a number}; shift 2 ;;
    --out) out=${2:?--out needs a directory}; shift 2 ;;
    -h | --help) usage ;;
    -*) echo "agreement.sh: unknown option '$1'" >&2; usage ;;
    *)
        [ -z "$dir" ] || { echo "agreement.sh: one DIR only" >&2; usage; }
        dir=$1; shift ;;
    esac
done
[ -n "$dir" ] || usage
[ -d "$dir" ] || { echo "agreement.sh: '$dir' is not a directory" >&2; exit 2; }
for b in $ref $budgets; do
    case $b in
    '' | *[!0-9]*) echo "agreement.sh: '$b' is not a budget (iterations)" >&2; exit 2 ;;
    esac
done
ls "$dir"/*.rec > /dev/null 2>&1 || { echo "agreement.sh: no .rec files in '$dir'" >&2; exit 2; }
. "$root/scripts/lib/coup.sh"
coup=$(find_coup agreement.sh "$coup" "$root") || exit 2
if [ -z "$out" ]; then
    out=$(mktemp -d)
    trap 'rm -rf "$out"' EXIT
fi

for b in $ref $budgets; do
    mkdir -p "$out/$b"
    for f in "$dir"/*.rec; do
        j=$out/$b/$(basename "$f" .rec).json
        [ -s "$j" ] && continue
        if ! "$coup" analyse "$f" --json --budget "$b" --seed "$seed" --threads 1 > "$j.part"; then
            echo "agreement.sh: $f could not be analysed" >&2
            exit 1
        fi
        mv "$j.part" "$j"
    done
done

python3 - "$out" "$ref" $budgets <<'PY'
import json, os, sys

out, ref, budgets = sys.argv[1], sys.argv[2], sys.argv[3:]

def load(b):
    found = {}
    folder = os.path.join(out, b)
    for f in sorted(os.listdir(folder)):
        with open(os.path.join(folder, f), encoding="utf-8") as text:
            for d in json.load(text)["decisions"]:
                found[(f, d["move_number"])] = d
    return found

bad = ("mistake", "blunder")
r = load(ref)
print("| budget | decisions | best move the reference's | the reference's loss"
      " of its best move | of it over 0.05 | same mark | reference's mistakes"
      " and blunders marked | its mistakes and blunders marked by the"
      " reference |")
print("|---|---|---|---|---|---|---|---|")
for b in budgets:
    c = load(b)
    keys = [k for k in c if k in r and c[k]["judged"] and r[k]["judged"]]
    n = len(keys)
    if not n:
        print("| %s | 0 | - | - | - | - | - | - |" % format(int(b), ","))
        continue
    same = sum(c[k]["best"] == r[k]["best"] for k in keys)
    loss = []
    for k in keys:
        values = {m["move"]: m["value"] for m in r[k]["moves"]}
        loss.append(r[k]["best_value"] - values.get(c[k]["best"], 0.0))
    over = sum(x > 0.05 for x in loss)
    mark = sum(c[k]["mark"] == r[k]["mark"] for k in keys)
    rbad = [k for k in keys if r[k]["mark"] in bad]
    cbad = [k for k in keys if c[k]["mark"] in bad]
    print("| %s | %d | %.1f%% | %.4f | %.1f%% | %.1f%% | %d of %d | %d of %d |"
          % (format(int(b), ","), n, 100.0 * same / n, sum(loss) / n,
             100.0 * over / n, 100.0 * mark / n,
             sum(c[k]["mark"] != "none" for k in rbad), len(rbad),
             sum(r[k]["mark"] != "none" for k in cbad), len(cbad)))
print()
print("%d records, the reference %s iterations a decision"
      % (len(os.listdir(os.path.join(out, ref))), format(int(ref), ",")))
PY

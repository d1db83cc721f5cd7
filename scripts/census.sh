#!/usr/bin/env bash
# census.sh - what each bot did over a directory of game records, as a
# Markdown table: per game it played, the characters it claimed and how
# many of them were bluffs, how many of its bluffs were caught, the
# challenges it made and how many it won, its blocks.
#
#     coup arena --bots search,bluffer,bluffer,bluffer --players 4 \
#         --games 200 --records DIR
#     scripts/census.sh [--coup PATH] DIR
#
# Each record is replayed with `coup replay --json`, which counts what
# each seat did from the true state (so a bluff is told from a true
# claim, docs/record-format.md); a seat's bot is the spec the arena wrote
# in the record's "# seat N: SPEC" lines, else the seat's name. A
# challenge is won when the claim was then not proven (R6).
#
# --coup defaults to build-release/coup, else build/coup, else `coup` on
# the PATH. Needs python3.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

usage() {
    sed -n '2,/^$/s/^# \{0,1\}//p' "$0" >&2
    exit 2
}

coup=
dir=
while [ $# -gt 0 ]; do
    case $1 in
    --coup) coup=${2:?--coup needs a path}; shift 2 ;;
    -h | --help) usage ;;
    -*) echo "census.sh: unknown option '$1'" >&2; usage ;;
    *)
        [ -z "$dir" ] || { echo "census.sh: one DIR only" >&2; usage; }
        dir=$1; shift ;;
    esac
done
[ -n "$dir" ] || usage
[ -d "$dir" ] || { echo "census.sh: '$dir' is not a directory" >&2; exit 2; }
. "$root/scripts/lib/coup.sh"
coup=$(find_coup census.sh "$coup" "$root") || exit 2

python3 - "$coup" "$dir" <<'EOF'
import json, os, re, subprocess, sys

coup, folder = sys.argv[1], sys.argv[2]
keys = ("claims", "bluffs", "bluffs_caught", "challenges", "challenges_won",
        "blocks")
bots = {}   # spec -> {"games": n, key: total}
files = sorted(f for f in os.listdir(folder) if f.endswith(".rec"))
if not files:
    sys.exit("census.sh: no .rec files in '%s'" % folder)
for f in files:
    path = os.path.join(folder, f)
    with open(path, encoding="utf-8") as text:
        specs = dict((int(m.group(1)), m.group(2)) for m in
                     re.finditer(r"^# seat (\d+): (.*)$", text.read(), re.M))
    run = subprocess.run([coup, "replay", "--json", path],
                         capture_output=True, text=True)
    if run.returncode:
        sys.exit("census.sh: %s" % run.stderr.strip())
    for p in json.loads(run.stdout)["players"]:
        spec = specs.get(p["seat"]) or p["name"] or "seat %d" % p["seat"]
        b = bots.setdefault(spec, dict.fromkeys(("games",) + keys, 0))
        b["games"] += 1
        for k in keys:
            b[k] += p["did"][k]

def share(part, whole):
    return "%.1f%%" % (100.0 * part / whole) if whole else "-"

print("| bot | games | claims a game | bluffs | caught | challenges a game"
      " | won | blocks a game |")
print("|---|---|---|---|---|---|---|---|")
for spec, b in bots.items():
    g = b["games"]
    print("| %s | %s | %.2f | %s | %s | %.2f | %s | %.2f |" % (
        spec, format(g, ","), b["claims"] / g, share(b["bluffs"], b["claims"]),
        share(b["bluffs_caught"], b["bluffs"]), b["challenges"] / g,
        share(b["challenges_won"], b["challenges"]), b["blocks"] / g))
print()
print("%d records in %s" % (len(files), folder))
EOF

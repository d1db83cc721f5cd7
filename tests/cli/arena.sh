#!/usr/bin/env bash
# arena.sh - end-to-end checks of `coup arena`.
#
#     bash tests/cli/arena.sh path/to/coup
#
# Prints one line per check ("ok ..." or "FAIL ...") and "N passed, N failed"
# (lib/check.sh); exits 1 if any check failed.
set -u

coup=${1:?usage: arena.sh path/to/coup}
# External bots: the C example bot is built next to coup; the others are
# run from the repository's root, by paths relative to it.
coup=$(cd "$(dirname "$coup")" && pwd)/$(basename "$coup")
cbot=$(dirname "$coup")/coup-example-bot
root=$(cd "$(dirname "$0")/../.." && pwd)
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
. "$(dirname "$0")/lib/check.sh"


# --- help ---------------------------------------------------------------------
"$coup" arena --help > "$dir/out" 2>&1
check "--help exits 0" test $? -eq 0
check "--help prints the usage" grep -q "^usage: coup arena --bots" "$dir/out"
check "--help lists the bots" grep -Eq "^  random +uniform" "$dir/out"
check "--help explains the seats" grep -q "entry (g + i) mod B at seat i" "$dir/out"
"$coup" --help > "$dir/out"
check "coup --help lists arena" grep -Eq "^  arena +" "$dir/out"

# --- a small heads-up run -------------------------------------------------------
# "random" and "random:" are the same player under two specs: two bots.
"$coup" arena --bots random,random: --games 200 --threads 2 > "$dir/out" 2> "$dir/err"
check "heads-up exits 0" test $? -eq 0
check "not a terminal: no progress on stderr" test ! -s "$dir/err"
check "the table has a header" grep -Eq "^bot +games +wins +win% +95% CI +Elo +95% CI +forfeits$" "$dir/out"
check "the first bot is the reference" grep -Eq "^random +200 +[0-9]+ +[0-9.]+% +[0-9.]+% - [0-9.]+% +0 +reference +0$" "$dir/out"
check "the second bot has a rating" grep -Eq "^random: +200 +[0-9]+ +[0-9.]+% .* [+-][0-9.]+ +[+-][0-9.]+ \.\. [+-][0-9.]+ +0$" "$dir/out"
check "the wins add up to the games" test "$(awk '$1 ~ /^random/ { s += $3 } END { print s }' "$dir/out")" -eq 200
check "the footer counts the games" grep -qx "games: 200 of 200 (complete): 200 won, 0 forfeited, 0 unfinished" "$dir/out"
check "the footer says the seats are balanced" grep -qx "seats: every entry sat at every seat 100 times" "$dir/out"
check "the footer gives the speed" grep -Eq "^time: [0-9.]+ s, [0-9]+ games/s, [0-9.]+ decisions/game, 2 threads$" "$dir/out"

# Seeds are 0..2^64-1, digits only, in every command (cli_parse_seed).
for cmd in "arena --bots random,random --games 1" "random --players 2" "engine random"; do
    # shellcheck disable=SC2086
    "$coup" $cmd --seed 18446744073709551616 < /dev/null > /dev/null 2> "$dir/err"
    rc=$?
    check "$cmd: a seed past 2^64-1 exits 2" test $rc -eq 2
    check "$cmd: and says so" grep -q "seed must be a number from 0 to 2^64-1" "$dir/err"
done

# The same seed gives the same table on any number of threads.
"$coup" arena --bots random,random:,random --players 2 --games 300 --seed 7 --threads 1 | grep -v "^time:" > "$dir/t1"
"$coup" arena --bots random,random:,random --players 2 --games 300 --seed 7 --threads 2 | grep -v "^time:" > "$dir/t2"
check "1 and 2 threads print the same results" cmp -s "$dir/t1" "$dir/t2"
"$coup" arena --bots random,random:,random --players 2 --games 300 --seed 8 --threads 2 | grep -v "^time:" > "$dir/t3"
check "another seed, other results" test "$(cmp -s "$dir/t1" "$dir/t3"; echo $?)" -eq 1

"$coup" arena --bots random,random --games 7 > /dev/null 2> "$dir/err"
check "an unbalanced count still runs" test $? -eq 0
check "an unbalanced count is warned about" grep -q "7 games is not a multiple of 2 bot entries" "$dir/err"

# --- JSON -----------------------------------------------------------------------
"$coup" arena --bots random,random:,random --players 3 --games 300 --json > "$dir/json" 2> /dev/null
check "--json exits 0" test $? -eq 0
check "--json is one line" test "$(wc -l < "$dir/json")" -eq 1
check "--json has the fields" python3 -c '
import json, sys
d = json.load(sys.stdin)
assert d["games"] == 300 and d["players"] == 3 and d["end"] == "complete", d
b = d["bots"]
assert [x["name"] for x in b] == ["random", "random:"], b
assert b[0]["entries"] == 2 and b[0]["games"] == 600, b[0]
assert b[1]["entries"] == 1 and b[1]["games"] == 300, b[1]
assert b[0]["wins"] + b[1]["wins"] == 300
for x in b:
    assert abs(x["win_rate"] - x["wins"] / x["games"]) < 1e-9, x
    lo, hi = x["ci95"]
    assert 0 <= lo < x["win_rate"] < hi <= 1, x
    assert x["forfeits"] == 0
assert b[0]["elo"] == 0 and b[0]["elo_ci95"] == [0, 0]
assert b[1]["elo_ci95"][0] < b[1]["elo"] < b[1]["elo_ci95"][1], b[1]
assert sum(d["seat_wins"]) == 300 and d["first_fault"] is None
assert d["sprt"] is None
' < "$dir/json"

"$coup" arena --bots random,random: --games 100000 --sprt 0,30 --json > "$dir/json" 2> /dev/null
check "--sprt exits 0" test $? -eq 0
check "--sprt stops early with a verdict" python3 -c '
import json, sys
d = json.load(sys.stdin)
s = d["sprt"]
assert d["end"] == "sprt" and d["games"] < 100000, d
assert s["verdict"] in ("H0", "H1"), s
assert s["llr"] >= s["upper"] or s["llr"] <= s["lower"], s
assert abs(s["upper"] - 2.944438979) < 1e-6 and abs(s["lower"] + 2.944438979) < 1e-6
' < "$dir/json"
"$coup" arena --bots random,random: --games 100000 --sprt 0,30 > "$dir/out" 2> /dev/null
check "--sprt prints the verdict and the LLR" grep -Eq "^sprt: elo0 0, elo1 30, alpha 0.05, beta 0.05: LLR -?[0-9.]+ in \[-2.944, 2.944\]: H[01] accepted after [0-9]+ games$" "$dir/out"

# --- records ---------------------------------------------------------------------
"$coup" arena --bots random,random,random: --players 3 --games 6 --threads 2 \
    --records "$dir/recs/deep" > /dev/null 2>&1
check "--records exits 0" test $? -eq 0
check "--records writes one file per game" test "$(ls "$dir/recs/deep" | wc -l)" -eq 6
check "records are numbered from 1" test -f "$dir/recs/deep/game-000006.rec"
check "a record names the specs in a comment" grep -qx "# seat 2: random:" "$dir/recs/deep/game-000001.rec"
check "copies get seat prefixes" grep -qx "names s0_random s1_random random_" "$dir/recs/deep/game-000001.rec"
for f in "$dir"/recs/deep/game-00000[16].rec; do
    "$coup" replay --quiet "$f" > "$dir/out" 2> "$dir/err"
    check "coup replay reads $(basename "$f")" test $? -eq 0
    check "$(basename "$f") has a winner" grep -q "^Winner: " "$dir/out"
done
"$coup" arena --bots random,random: --games 2000 --sprt 0,30 --records "$dir/sprt" > "$dir/out" 2>&1
n=$(sed -n 's/^games: \([0-9]*\) of 2000 (sprt).*/\1/p' "$dir/out")
check "after an SPRT stop, only the tallied games have records" \
    test "$(ls "$dir/sprt" | wc -l)" -eq "${n:-0}"

# --- external bots (cmd:) ----------------------------------------------------------
"$coup" arena --help > "$dir/out" 2>&1
check "--help explains cmd: bots" grep -q "'cmd:PROGRAM ARGS' is an external bot" "$dir/out"
check "--help lists --move-ms and --grace-ms" \
    test "$(grep -Ec "^  --(move|grace)-ms MS " "$dir/out")" -eq 2

check "--help lists --handshake-ms" grep -Eq "^  --handshake-ms MS +cmd: bots: time to start" "$dir/out"
check "--help says a failed start forfeits that game" grep -q "forfeits that game" "$dir/out"
check "--help says how --records treats old records" grep -q "already holds game-\*.rec files is refused" "$dir/out"

# no_forfeits NAME SPEC ID: random against SPEC heads-up, 100 games, --json;
# the bot is named ID (its 'id name') in the results, its spec beside it.
# The limits are generous: on a loaded machine python3 alone can take
# seconds to start, and a well-behaved bot must not forfeit for it.
no_forfeits() {
    (cd "$root" && "$coup" arena --bots random --bot "$2" --players 2 \
        --games 100 --threads 2 --handshake-ms 60000 --move-ms 30000 \
        --json) > "$dir/json" 2> "$dir/err"
    check "$1: exits 0" test $? -eq 0
    check "$1: all games won, no forfeits, named by its id" python3 -c '
import json, sys
d = json.load(sys.stdin)
assert d["games"] == 100 and d["won"] == 100 and d["end"] == "complete", d
assert d["forfeits"] == 0 and d["forfeit_kinds"] == {} and d["first_fault"] is None, d
b = d["bots"]
assert [x["name"] for x in b] == ["random", sys.argv[2]], b
assert [x["spec"] for x in b] == ["random", sys.argv[1]], b
assert [x["games"] for x in b] == [100, 100] and b[0]["wins"] + b[1]["wins"] == 100, b
assert b[0]["forfeits"] == 0 and b[1]["forfeits"] == 0, b
' "$2" "$3" < "$dir/json"
}
if command -v python3 > /dev/null; then
    no_forfeits "the Python example bot" "cmd:python3 examples/bots/random_bot.py" random_bot.py
else
    echo "skip the Python example bot: no python3"
fi
no_forfeits "the C example bot" "cmd:$cbot" random_bot.c
(cd "$root" && "$coup" arena --bots random,"cmd:$cbot" --games 40 --threads 1 \
    --handshake-ms 60000 --move-ms 30000) > "$dir/out" 2>&1
check "a cmd: bot in the text table" grep -qx "games: 40 of 40 (complete): 40 won, 0 forfeited, 0 unfinished" "$dir/out"
check "the text table names a cmd: bot by its id" grep -Eq "^random_bot.c +40 " "$dir/out"
check "no forfeit line without forfeits" test "$(grep -c "^forfeits:" "$dir/out")" -eq 0

# Reformation (R16-R19) over the protocol (revision 1.2): the example bots
# list it, and play whole games at four seats, two seats each, against
# random; none forfeited, every game won.
reformation_games() {
    (cd "$root" && "$coup" arena --bots random --bot "$2" --players 4 \
        --games 40 --threads 2 --options reformation --handshake-ms 60000 \
        --move-ms 30000 --json) > "$dir/json" 2> "$dir/err"
    check "$1 at a Reformation table: exits 0" test $? -eq 0
    check "$1 at a Reformation table: all games won, no forfeits" python3 -c '
import json, sys
d = json.load(sys.stdin)
assert d["options"] == "reformation" and d["players"] == 4, d
assert d["games"] == 40 and d["won"] == 40 and d["end"] == "complete", d
assert d["forfeits"] == 0 and d["forfeit_kinds"] == {} and d["first_fault"] is None, d
b = d["bots"]
assert [x["name"] for x in b] == ["random", sys.argv[1]], b
assert b[0]["wins"] + b[1]["wins"] == 40 and b[1]["forfeits"] == 0, b
' "$3" < "$dir/json"
}
if command -v python3 > /dev/null; then
    reformation_games "the Python example bot" "cmd:python3 examples/bots/random_bot.py" random_bot.py
fi
reformation_games "the C example bot" "cmd:$cbot" random_bot.c
reformation_games "coup engine heuristic" "cmd:$coup engine heuristic" heuristic

# Two commands whose bots give the same id name stay two rows.
(cd "$root" && "$coup" arena --bots random --bot "cmd:$cbot 1" --bot "cmd:$cbot 2" \
    --games 6 --threads 2 --handshake-ms 60000 --move-ms 30000) > "$dir/out" 2>&1
check "two bots with one id name: the first keeps it" grep -Eq "^random_bot.c +6 " "$dir/out"
check "two bots with one id name: the second is #2" grep -Eq "^random_bot.c #2 +6 " "$dir/out"

# --- cmd: bots that start slowly, or never -------------------------------------
# slow_start.sh is slow on the starts listed after its counter file: start 1
# is the handshake at set-up, start 2 the process of game 1. It never
# answers those, so the limit only needs to be generous for the others
# (3 s for a shell script to start), and the run takes that long once.
(cd "$root" && "$coup" arena --bots random --bot "cmd:sh tests/protocol/slow_start.sh $dir/count 2" \
    --players 2 --games 4 --threads 1 --handshake-ms 3000 --move-ms 30000 --json) > "$dir/json" 2> "$dir/err"
check "a slow start: the arena goes on, exit 0" test $? -eq 0
check "a slow start: that game is forfeited as a timeout, the others played" python3 -c '
import json, sys
d = json.load(sys.stdin)
assert d["games"] == 4 and d["won"] == 3 and d["forfeits"] == 1, d
assert d["forfeit_kinds"] == {"timeout": 1}, d
f = d["first_fault"]
assert f["game"] == 1 and f["seat"] == 1, f
assert "did not end the handshake with \x27coupok\x27 within 3000 ms" in f["reason"], f
assert d["bots"][1]["name"] == "slow starter", d["bots"]
' < "$dir/json"
check "a slow start: restarted for the next games" test "$(cat "$dir/count")" -eq 4

(cd "$root" && "$coup" arena --bots random,"cmd:sleep 600" --games 4 --threads 2 \
    --handshake-ms 200) > "$dir/out" 2> "$dir/err"
check "a bot that never answers: the arena goes on, exit 0" test $? -eq 0
check "a bot that never answers: every game is a timeout" grep -qx "forfeits: timeout 4" "$dir/out"
check "a bot that never answers: it is named by its spec" grep -Eq "^cmd:sleep 600 +4 +0 " "$dir/out"
check "a bot that never answers: warned at set-up" grep -q "^coup arena: warning: bot 'cmd:sleep 600' did not end the handshake with 'coupok' within 200 ms" "$dir/err"

(cd "$root" && "$coup" arena --bots random,"cmd:exit 3" --games 4 --threads 1) > "$dir/out" 2> "$dir/err"
check "a bot that exits at once: exit 0" test $? -eq 0
check "a bot that exits at once: every game is a crash" grep -qx "forfeits: crash 4" "$dir/out"

# --- options a cmd: bot does not play ---------------------------------------------
(cd "$root" && "$coup" arena --bots random,"cmd:sh tests/protocol/base_only.sh" \
    --games 4 --handshake-ms 60000 --move-ms 30000 --options inquisitor) > "$dir/out" 2> "$dir/err"
check "a bot without 'supports inquisitor' in an Inquisitor run: exit 2" test $? -eq 2
check "...says which bot and option" grep -q "^coup arena: bot 'base only' (cmd:sh tests/protocol/base_only.sh) cannot play these games: it does not support inquisitor (its handshake says 'supports none'" "$dir/err"
check "...before any game" test ! -s "$dir/out"
(cd "$root" && "$coup" arena --bots random,"cmd:sh tests/protocol/base_only.sh" \
    --games 4 --handshake-ms 60000 --move-ms 30000) > "$dir/out" 2> "$dir/err"
check "the same bot plays base games" grep -qx "games: 4 of 4 (complete): 4 won, 0 forfeited, 0 unfinished" "$dir/out"
(cd "$root" && "$coup" arena --bots random,"cmd:sh tests/protocol/base_only.sh" \
    --games 4 --handshake-ms 60000 --move-ms 30000 --options reformation) > "$dir/out" 2> "$dir/err"
check "a bot without 'supports reformation' in a Reformation run: exit 2" test $? -eq 2
check "...says which bot and option" grep -q "^coup arena: bot 'base only' (cmd:sh tests/protocol/base_only.sh) cannot play these games: it does not support reformation (its handshake says 'supports none'" "$dir/err"
check "...before any game" test ! -s "$dir/out"

# faulty NAME SCRIPT KIND ARGS...: random against tests/bots/SCRIPT; every
# game is forfeited by it, with a fault of this kind.
faulty() {
    local name=$1 script=$2 kind=$3
    shift 3
    (cd "$root" && "$coup" arena --bots random,"cmd:sh tests/bots/$script" \
        --games 6 --threads 2 --handshake-ms 60000 --move-ms 30000 --json "$@") \
        > "$dir/json" 2> "$dir/err"
    check "$name: the arena finishes, exit 0" test $? -eq 0
    check "$name: the forfeits are counted as '$kind'" python3 -c '
import json, sys
d = json.load(sys.stdin)
assert d["games"] == 6 and d["end"] == "complete", d
assert d["forfeits"] == 6 and d["forfeit_kinds"] == {sys.argv[1]: 6}, d
b = d["bots"]
assert b[1]["forfeits"] == 6 and b[0]["forfeits"] == 0 and b[0]["games"] == 0, b
f = d["first_fault"]
assert f["game"] == 1 and f["seat"] == 1, f
assert f["reason"].startswith("seat 1 (cmd:sh tests/bots/"), f
' "$kind" < "$dir/json"
}
faulty "a crashing bot" crash.sh crash
faulty "a hanging bot" hang.sh timeout --move-ms 50 --grace-ms 20
faulty "a bot sending garbage" garbage.sh garbage
faulty "a bot playing illegal moves" illegal.sh illegal
faulty "a bot playing unasked" eager.sh unasked
(cd "$root" && "$coup" arena --bots random,"cmd:sh tests/bots/hang.sh" \
    --games 2 --threads 1 --move-ms 50 --grace-ms 20) > "$dir/out" 2>&1
check "the table counts the forfeits by kind" grep -qx "forfeits: timeout 2" "$dir/out"
check "the table gives the first fault" grep -q "^first fault: game 1: seat 1 (cmd:sh tests/bots/hang.sh) did not play within 50 ms" "$dir/out"

# --records: the full command, even past coup_bot's 63 characters.
long="cmd:sh $root/tests/../tests/bots/../../examples/../tests/bots/illegal.sh"
"$coup" arena --bots random --bot "$long" --players 2 --games 2 --threads 1 --move-ms 30000 \
    --records "$dir/ext" > /dev/null 2>&1
check "--records with a cmd: bot exits 0" test $? -eq 0
check "a record names the full command" grep -qxF "# seat 1: $long" "$dir/ext/game-000001.rec"
check "a record gives the fault" grep -q "^# forfeit by seat 1: seat 1 (cmd:sh .*) played 'steal 9'" "$dir/ext/game-000001.rec"

# --- bad input ----------------------------------------------------------------------
bad() { # NAME EXPECTED-MESSAGE ARGS...
    local name=$1 msg=$2
    shift 2
    "$coup" arena "$@" > "$dir/out" 2> "$dir/err"
    local rc=$?
    check "$name exits 2" test "$rc" -eq 2
    check "$name says why" grep -q -- "$msg" "$dir/err"
    check "$name prints no results" test ! -s "$dir/out"
}
bad "an unknown bot" "unknown bot 'nosuchbot'" --bots random,nosuchbot --games 10
bad "a bad bot parameter" "parameter 'x'" --bots random:x=1,random --games 10
bad "--games 0" "--games must be a number" --bots random,random --games 0
bad "no --games" "are required" --bots random,random
bad "players for the options" "two_player_draft needs 2" --bots random,random --players 3 --options two_player_draft --games 10
bad "--players 11" "--players must be a number" --bots random,random --players 11 --games 10
bad "--start past the table" "starting seat 2" --bots random,random --start 2 --games 10
bad "--sprt elo0 >= elo1" "ELO0 < ELO1" --bots random,random: --sprt 5,5 --games 10
bad "--sprt garbage" "ELO0 < ELO1" --bots random,random: --sprt five --games 10
bad "--sprt with one bot" "two distinct bots" --bots random,random --sprt 0,5 --games 10
bad "an unknown flag" "usage" --bots random,random --games 10 --frobnicate
bad "an empty spec" "empty bot spec" --bots random,,random --games 10

bad "an empty cmd:" "needs a program" --bots random,cmd: --games 10
bad "--move-ms 0" "--move-ms must be a number" --bots random,random --move-ms 0 --games 10
bad "--handshake-ms 0" "--handshake-ms must be a number" --bots random,random --handshake-ms 0 --games 10
bad "--handshake-ms abc" "--handshake-ms must be a number" --bots random,random --handshake-ms abc --games 10
bad "--grace-ms -1" "--grace-ms must be a number" --bots random,random --grace-ms -1 --games 10

: > "$dir/file"
"$coup" arena --bots random,random --games 2 --records "$dir/file" > /dev/null 2> "$dir/err"
check "--records on a file exits 1" test $? -eq 1
check "--records on a file says why" grep -q "Not a directory" "$dir/err"

# A folder with records of another run is refused before any game; one
# with other files is fine.
bad "--records on a folder with records" "already holds 6 game records (game-\*.rec): give a new or empty folder" \
    --bots random,random --games 2 --records "$dir/recs/deep"
check "--records refused: the old records are untouched" test "$(ls "$dir/recs/deep" | wc -l)" -eq 6
mkdir -p "$dir/other" && : > "$dir/other/notes.txt"
"$coup" arena --bots random,random --games 2 --records "$dir/other" > /dev/null 2>&1
check "--records on a folder without records exits 0" test $? -eq 0
check "--records on a folder without records writes them" test -f "$dir/other/game-000002.rec"

finish

#!/usr/bin/env bash
# replay.sh - end-to-end checks of `coup replay`.
#
#     bash tests/cli/replay.sh path/to/coup
#
# Prints one line per check ("ok ..." or "FAIL ...") and "N passed, N failed"
# (lib/check.sh); exits 1 if any check failed.
set -u

coup=${1:?usage: replay.sh path/to/coup}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
. "$(dirname "$0")/lib/check.sh"


# docs/rules.md R14, the rulebooks' worked example, with checks.
cat > "$dir/r14.coup" <<'RECORD'
coup-record 1
players 3
names Natasha Sacha Haig
start 0
seat 0 coins 2 hidden contessa duke
seat 1 coins 2 hidden captain contessa
seat 2 coins 2 hidden assassin duke
0 tax
1 pass
2 pass
1 exchange
2 pass
0 pass
* draw assassin
* draw duke
1 keep assassin captain
2 tax
0 pass
1 challenge
2 prove
1 lose assassin
* draw contessa
0 tax
1 pass
2 pass
1 income
2 assassinate 0
0 pass
1 pass
0 block contessa
1 pass
2 pass
0 coup 2
2 lose contessa
1 steal 2
2 pass
0 pass
2 block ambassador
0 pass
1 challenge
2 concede
2 lose assassin
check seat 1 coins 5 hidden captain up assassin
check seat 2 exiled
RECORD

# --- usage -----------------------------------------------------------------
"$coup" replay --help > "$dir/out" 2>&1
check "--help exits 0" test $? -eq 0
check "--help prints the usage" grep -q "usage: coup replay FILE" "$dir/out"
"$coup" replay > /dev/null 2>&1
check "no FILE exits 2" test $? -eq 2
"$coup" replay --frobnicate "$dir/r14.coup" > /dev/null 2>&1
check "unknown flag exits 2" test $? -eq 2
"$coup" replay "$dir/no-such-file.coup" > /dev/null 2> "$dir/err"
check "missing file exits 1" test $? -eq 1
check "missing file is named" grep -q "no-such-file.coup" "$dir/err"

# --- a good record ------------------------------------------------------------
"$coup" replay "$dir/r14.coup" > "$dir/out" 2> "$dir/err"
check "R14 replays with exit 0" test $? -eq 0
check "R14 says nothing on stderr" test ! -s "$dir/err"
check "the log names the players" grep -qx "Natasha claims Duke and takes Tax." "$dir/out"
check "the log tells the challenge" grep -qx "Sacha challenges." "$dir/out"
check "the log tells the proof" \
    grep -qx "Haig proves Duke, returns it to the Court and draws a new card." "$dir/out"
check "the log shows chance draws" grep -qx "Haig draws Contessa." "$dir/out"
check "the log tells the exile" grep -qx "Haig is exiled." "$dir/out"
check "the final state follows" grep -q "^Final state after 35 moves:" "$dir/out"
check "the final state shows Sacha" grep -Eq "^ +1 +Sacha +5 +alive +Captain +Assassin$" "$dir/out"
check "the final state says who moves" grep -qx "To move: Natasha to choose an action" "$dir/out"

"$coup" replay --quiet "$dir/r14.coup" > "$dir/out"
check "--quiet exits 0" test $? -eq 0
check "--quiet leaves out the log" test "$(grep -c "claims" "$dir/out")" -eq 0
check "--quiet prints the final state" grep -q "^Final state" "$dir/out"

"$coup" replay - < "$dir/r14.coup" > "$dir/out"
check "'-' reads stdin" test $? -eq 0
check "stdin gives the same log" grep -qx "Haig is exiled." "$dir/out"

# --- JSON ---------------------------------------------------------------------
"$coup" replay --json "$dir/r14.coup" > "$dir/json"
check "--json exits 0" test $? -eq 0
check "--json is one line" test "$(wc -l < "$dir/json")" -eq 1
check "--json parses" python3 -c 'import json,sys; json.load(sys.stdin)' < "$dir/json"
check "--json has the final state" python3 -c '
import json, sys
d = json.load(sys.stdin)
p = d["players"]
assert len(p) == 3, p
assert p[0] == {"seat": 0, "name": "Natasha", "coins": 1, "alive": True,
                "hidden": ["contessa", "duke"], "revealed": []}, p[0]
assert p[2]["alive"] is False and sorted(p[2]["revealed"]) == ["assassin", "contessa"]
assert d["court"] == {"duke": 2, "assassin": 1, "captain": 2, "ambassador": 3,
                      "contessa": 1}, d["court"]
assert d["court_size"] == 9 and d["to_move"] == 0 and d["winner"] is None
assert d["moves"] == 35
' < "$dir/json"

# --- bad records --------------------------------------------------------------
head -n 8 "$dir/r14.coup" > "$dir/bad.coup"
echo "2 pass" >> "$dir/bad.coup"          # line 9: seat 1 is asked first
"$coup" replay "$dir/bad.coup" > "$dir/out" 2> "$dir/err"
check "a wrong seat exits 1" test $? -eq 1
check "the error is FILE:LINE: reason" grep -qx \
    "$dir/bad.coup:9: seat 2 wrote a move but seat 1 is to move (challenge or pass on seat 0's claim of duke)" \
    "$dir/err"
check "the log goes up to the bad line" grep -qx "Natasha claims Duke and takes Tax." "$dir/out"
check "the log stops at the bad line" test "$(grep -c "challenge" "$dir/out")" -eq 0

head -n 7 "$dir/r14.coup" > "$dir/bad.coup"
echo "0 assassinate 1" >> "$dir/bad.coup"
"$coup" replay --json "$dir/bad.coup" > "$dir/out" 2> "$dir/err"
check "an illegal move exits 1" test $? -eq 1
check "an illegal move gives the engine's reason" grep -qx \
    "$dir/bad.coup:8: illegal move 'assassinate 1': seat 0 has 2 coins: assassinate costs 3" \
    "$dir/err"
check "--json prints nothing on error" test ! -s "$dir/out"

printf 'coup-record 1\nplayers 2\nstart 0\n0 income\n' | "$coup" replay - > /dev/null 2> "$dir/err"
check "a missing chance line exits 1" test $? -eq 1
check "stdin errors name <stdin>" grep -qx \
    "<stdin>:4: chance is to move: expected '\* draw CARD'" "$dir/err"

printf 'coup-record 1\r\nplayers 2\r\nstart 0\r\nflavour vanilla\r\n' > "$dir/bad.coup"
"$coup" replay "$dir/bad.coup" > /dev/null 2> "$dir/err"
check "an unknown header exits 1" test $? -eq 1
check "an unknown header is named (CRLF file)" grep -q "^$dir/bad.coup:4: unknown header line 'flavour'" "$dir/err"

# --- records written by `coup random` replay ------------------------------------
for args in "--players 2 --options two_player_draft" "--players 5" \
            "--players 10 --options inquisitor,declared_coup,declared_assassinate"; do
    # shellcheck disable=SC2086
    "$coup" random $args --seed 11 --record "$dir/random.coup" > /dev/null 2>&1
    "$coup" replay --quiet "$dir/random.coup" > "$dir/out" 2> "$dir/err"
    check "coup random $args: its record replays" test $? -eq 0
    check "coup random $args: the game has a winner" grep -q "^Winner: seat" "$dir/out"
done

finish

#!/usr/bin/env bash
# analyse.sh - end-to-end checks of `coup analyse` (docs/analysis.md).
#
#     bash tests/cli/analyse.sh path/to/coup
#
# Prints one line per check ("ok ..." or "FAIL ...") and "N passed, N failed"
# (lib/check.sh); exits 1 if any check failed. Small budgets: a few
# seconds in all.
set -u

coup=${1:?usage: analyse.sh path/to/coup}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
. "$(dirname "$0")/lib/check.sh"

# Ann sees all three Dukes (her own two, Bob's face-up one): Bob's Tax is
# a sure bluff, and Bob has one card left. Letting it pass is a blunder.
cat > "$dir/blunder.rec" <<'RECORD'
coup-record 1
players 2
names Ann Bob
start 1
seat 0 coins 0 hidden duke up duke
seat 1 coins 4 hidden captain up duke
1 tax
0 pass
RECORD

# --- usage -----------------------------------------------------------------
"$coup" analyse --help > "$dir/out" 2>&1
check "--help exits 0" test $? -eq 0
check "--help prints the usage" grep -q "^usage: coup analyse FILE" "$dir/out"
check "--help names every option" \
    grep -q -- "--budget N" "$dir/out"
"$coup" --help > "$dir/out"
check "coup --help lists analyse" grep -q "^  analyse " "$dir/out"
"$coup" analyse > /dev/null 2> "$dir/err"
check "no FILE exits 2" test $? -eq 2
check "no FILE says so" grep -qx "coup analyse: missing FILE" "$dir/err"
"$coup" analyse "$dir/blunder.rec" "$dir/blunder.rec" > /dev/null 2> "$dir/err"
check "two FILEs exit 2" test $? -eq 2
"$coup" analyse --frobnicate "$dir/blunder.rec" > /dev/null 2>&1
check "an unknown flag exits 2" test $? -eq 2
"$coup" analyse --budget 0 "$dir/blunder.rec" > /dev/null 2> "$dir/err"
check "--budget 0 exits 2" test $? -eq 2
check "--budget 0 says what it takes" grep -qx \
    "coup: --budget must be a number from 1 to 100000000, not '0'" "$dir/err"
"$coup" analyse --threads x "$dir/blunder.rec" > /dev/null 2> "$dir/err"
check "--threads x exits 2" test $? -eq 2
"$coup" analyse --lang xx "$dir/blunder.rec" > /dev/null 2> "$dir/err"
check "--lang xx exits 2" test $? -eq 2
check "--lang xx names the languages" grep -q "en, it, pt, es, fr, de, ar or hi" "$dir/err"
"$coup" analyse --seat 2 "$dir/blunder.rec" > /dev/null 2> "$dir/err"
check "--seat past the table exits 2" test $? -eq 2
check "--seat past the table says why" grep -qx \
    "coup analyse: --seat 2: $dir/blunder.rec has 2 players (seats 0 to 1)" "$dir/err"

# --- bad records ------------------------------------------------------------
"$coup" analyse "$dir/no-such.rec" > /dev/null 2> "$dir/err"
check "a missing file exits 1" test $? -eq 1
check "a missing file is named" grep -q "no-such.rec" "$dir/err"
{ head -n 7 "$dir/blunder.rec"; echo "1 pass"; } > "$dir/bad.rec"
"$coup" analyse "$dir/bad.rec" > "$dir/out" 2> "$dir/err"
check "a wrong seat exits 1" test $? -eq 1
check "the error is FILE:LINE: reason" grep -q "^$dir/bad.rec:8: seat 1 may not play 'pass' now" "$dir/err"
check "nothing is printed on error" test ! -s "$dir/out"
printf 'coup-record 1\nplayers 2\nstart 0\nfrobnicate\n' > "$dir/bad.rec"
"$coup" analyse "$dir/bad.rec" > /dev/null 2> "$dir/err"
check "a parse error exits 1" test $? -eq 1
check "a parse error is FILE:LINE" grep -q "^$dir/bad.rec:4: " "$dir/err"

# --- the text -----------------------------------------------------------------
"$coup" analyse --budget 3000 --threads 1 --lang en "$dir/blunder.rec" > "$dir/en" 2> "$dir/err"
check "the analysis exits 0" test $? -eq 0
check "no progress bar when stderr is no terminal" test ! -s "$dir/err"
check "the game is told" grep -q "^Bob claims Duke and takes Tax\." "$dir/en"
check "the pass is marked a blunder" grep -qx "Ann does not challenge. ??" "$dir/en"
check "the better move and both odds" grep -Eqx \
    '    Blunder: “Challenge” was better \(100% to win, against [0-9]+%\)\.' "$dir/en"
check "the claim's odds as Ann could know them" grep -qx \
    "    The claim was a bluff: Bob did not hold Duke. From what Ann could see, the odds it was true were 0%." "$dir/en"
check "the summary" grep -qx "How each seat played:" "$dir/en"
check "Ann's accuracy" grep -qx "Ann: accuracy 0.0%, decisions judged: 1." "$dir/en"
check "Ann's marks" grep -Eqx \
    "    Inaccuracies: 0, mistakes: 0, blunders: 1; mean loss: [0-9.]+%." "$dir/en"
check "Ann's challenges" grep -qx \
    "    Claims it could challenge: 1; read right (a bluff challenged, a true claim let pass): 0." "$dir/en"

"$coup" analyse --budget 3000 --threads 1 --lang it "$dir/blunder.rec" > "$dir/it"
check "Italian: exits 0" test $? -eq 0
check "Italian: the game is told" grep -qx "Ann non sfida. ??" "$dir/it"
check "Italian: the mark" grep -Eq '^    Grave errore: meglio «Sfida» \(100% di vittoria' "$dir/it"
check "Italian: the accuracy with a decimal comma" grep -qx \
    "Ann: precisione 0,0%, decisioni giudicate: 1." "$dir/it"
LANG=de_DE.UTF-8 LC_ALL= LC_MESSAGES= "$coup" analyse --budget 3000 --threads 1 "$dir/blunder.rec" > "$dir/de"
check "LANG picks German" grep -q "^Wie jeder Platz spielte:$" "$dir/de"

"$coup" analyse --budget 3000 --threads 1 --seat 0 "$dir/blunder.rec" > "$dir/one"
check "--seat 0 judges Ann alone" test "$(grep -c "decisions judged" "$dir/one")" -eq 1
check "--seat 0 leaves Bob's Tax unmarked" grep -qx "Bob claims Duke and takes Tax." "$dir/one"
"$coup" analyse --budget 3000 --threads 2 --seat 0 - < "$dir/blunder.rec" > "$dir/two"
check "2 threads and stdin: the same analysis" cmp -s "$dir/one" "$dir/two"

# --- JSON ---------------------------------------------------------------------
"$coup" analyse --json --budget 3000 --threads 2 "$dir/blunder.rec" > "$dir/json"
check "--json exits 0" test $? -eq 0
check "--json parses" python3 -m json.tool "$dir/json" > /dev/null
check "--json has every decision and seat" python3 -c '
import json, sys
d = json.load(sys.stdin)
assert d["budget"] == 3000 and d["players"] == 2 and d["moves"] == 2, d
dec = d["decisions"]
assert [x["seat"] for x in dec] == [1, 0], dec
ann = dec[1]
assert ann["played"] == "pass" and ann["best"] == "challenge", ann
assert ann["mark"] == "blunder" and ann["loss"] > 0.3 and ann["se"] < 0.05, ann
assert sum(m["visits"] for m in ann["moves"]) == ann["iterations"], ann
assert ann["claim"] == {"claimant": 1, "card": "duke", "none": False,
                        "odds": 0.0, "true": False, "read_right": False}, ann
seats = {s["seat"]: s for s in d["seats"]}
assert seats[0]["name"] == "Ann" and seats[0]["blunders"] == 1, seats
assert seats[0]["series"] == [ann["value"]], seats
' < "$dir/json"

finish

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
cat > "$dir/r14.rec" <<'RECORD'
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
"$coup" replay --frobnicate "$dir/r14.rec" > /dev/null 2>&1
check "unknown flag exits 2" test $? -eq 2
"$coup" replay "$dir/no-such-file.rec" > /dev/null 2> "$dir/err"
check "missing file exits 1" test $? -eq 1
check "missing file is named" grep -q "no-such-file.rec" "$dir/err"

# --- a good record ------------------------------------------------------------
"$coup" replay "$dir/r14.rec" > "$dir/out" 2> "$dir/err"
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

"$coup" replay --quiet "$dir/r14.rec" > "$dir/out"
check "--quiet exits 0" test $? -eq 0
check "--quiet leaves out the log" test "$(grep -c "claims Duke" "$dir/out")" -eq 0
check "--quiet prints the final state" grep -q "^Final state" "$dir/out"
# What each seat did, counted by hand: Natasha's 3 turns (2 Taxes, a Coup);
# Sacha's Exchange was a bluff nobody called, his challenge of Haig's Tax
# lost (the game's first card lost) and that of Haig's Ambassador won; he
# took 1 coin by Income and 2 by his Steal. Haig's Ambassador was a bluff
# caught; he lost a card to Natasha's Coup and one to Sacha's challenge.
# The game is not over: no achievements.
check "--quiet says what each seat did" grep -qx "What each seat did:" "$dir/out"
cat > "$dir/want" <<'EOF'
What each seat did:
   0  Natasha  turns 3, cards taken 1, cards lost 0
      claims 3 (bluffs 0, caught 0), blocks 1, challenges 0 (won 0)
      claimed Duke 2, Contessa 1
      coins taken 6: Tax 6
   1  Sacha    turns 3, cards taken 1, cards lost 1 (the game's first)
      claims 2 (bluffs 1, caught 0), blocks 0, challenges 2 (won 1)
      claimed Captain 1, Ambassador 1
      coins taken 3: Income 1, Steal 2 (1 steal)
   2  Haig     turns 2, cards taken 1, cards lost 2
      claims 3 (bluffs 1, caught 1), blocks 1, challenges 0 (won 0)
      claimed Duke 1, Assassin 1, Ambassador 1
      coins taken 3: Tax 3
EOF
sed -n '/^What each seat did:$/,$p' "$dir/out" > "$dir/got"
check "each seat's figures, counted by hand" diff -u "$dir/want" "$dir/got"

# The same game played to its end (R15.2: Sacha challenges Natasha's Tax
# and loses his last card), with names of 31 characters, the longest: the
# figures stay within 80 columns (a line too long is cut between its
# figures), and the winner's achievements follow.
long0=Natasha_of_the_thirty_one_chars
long1=Sacha_of_the_thirty_one_chars_x
long2=Haig_of_the_thirty_one_chars_xy
{ sed "s/^names .*/names $long0 $long1 $long2/; /^check /d" "$dir/r14.rec"
  printf '0 tax\n1 challenge\n0 prove\n1 lose captain\nresult 0\n'; } > "$dir/end.rec"
"$coup" replay --quiet "$dir/end.rec" > "$dir/out"
check "the finished game replays" test $? -eq 0
sed -n '/^What each seat did:$/,$p' "$dir/out" > "$dir/got"
check "no line of the figures is longer than 80 columns" \
    test "$(awk '{ if (length($0) > m) m = length($0) } END { print m }' "$dir/got")" -le 80
cat > "$dir/want" <<EOF
What each seat did:
   0  $long0  turns 4, cards taken 2, cards lost 0
      claims 4 (bluffs 0, caught 0), blocks 1, challenges 0 (won 0)
      claimed Duke 3, Contessa 1
      coins taken 6: Tax 6
   1  $long1  turns 3, cards taken 1,
      cards lost 2 (the game's first)
      claims 2 (bluffs 1, caught 0), blocks 0, challenges 3 (won 1)
      claimed Captain 1, Ambassador 1
      coins taken 3: Income 1, Steal 2 (1 steal)
   2  $long2  turns 2, cards taken 1, cards lost 2
      claims 3 (bluffs 1, caught 1), blocks 1, challenges 0 (won 0)
      claimed Duke 1, Assassin 1, Ambassador 1
      coins taken 3: Tax 3
Achievements of $long0: no bluff, untouched
EOF
check "the winner's figures and achievements" diff -u "$dir/want" "$dir/got"

"$coup" replay - < "$dir/r14.rec" > "$dir/out"
check "'-' reads stdin" test $? -eq 0
check "stdin gives the same log" grep -qx "Haig is exiled." "$dir/out"

# --- JSON ---------------------------------------------------------------------
"$coup" replay --json "$dir/r14.rec" > "$dir/json"
check "--json exits 0" test $? -eq 0
check "--json is one line" test "$(wc -l < "$dir/json")" -eq 1
check "--json parses" python3 -c 'import json,sys; json.load(sys.stdin)' < "$dir/json"
check "--json has the final state" python3 -c '
import json, sys
d = json.load(sys.stdin)
p = d["players"]
assert len(p) == 3, p
assert p[0] == {"seat": 0, "name": "Natasha", "coins": 1, "alive": True,
                "hidden": ["contessa", "duke"], "revealed": [],
                "did": {"claims": 3, "bluffs": 0, "bluffs_caught": 0,
                        "challenges": 0, "challenges_won": 0, "blocks": 1,
                        "coins": 6, "cards_taken": 1}}, p[0]
assert p[1]["did"] == {"claims": 2, "bluffs": 1, "bluffs_caught": 0,
                       "challenges": 2, "challenges_won": 1, "blocks": 0,
                       "coins": 3, "cards_taken": 1}, p[1]
assert p[2]["alive"] is False and sorted(p[2]["revealed"]) == ["assassin", "contessa"]
assert d["court"] == {"duke": 2, "assassin": 1, "captain": 2, "ambassador": 3,
                      "contessa": 1}, d["court"]
assert d["court_size"] == 9 and d["to_move"] == 0 and d["winner"] is None
assert d["moves"] == 35
' < "$dir/json"

# --- bad records --------------------------------------------------------------
head -n 8 "$dir/r14.rec" > "$dir/bad.rec"
echo "2 pass" >> "$dir/bad.rec"          # line 9: seat 1 is asked first
"$coup" replay "$dir/bad.rec" > "$dir/out" 2> "$dir/err"
check "a wrong seat exits 1" test $? -eq 1
check "the error is FILE:LINE: reason" grep -qx \
    "$dir/bad.rec:9: seat 2 may not play 'pass' now: seats are asked in seat order after the claimant, seat 0 (R6); seat 1 is to move (challenge or pass on seat 0's claim of duke)" \
    "$dir/err"
check "the log goes up to the bad line" grep -qx "Natasha claims Duke and takes Tax." "$dir/out"
check "the log stops at the bad line" test "$(grep -c "challenge" "$dir/out")" -eq 0

head -n 7 "$dir/r14.rec" > "$dir/bad.rec"
echo "0 assassinate 1" >> "$dir/bad.rec"
"$coup" replay --json "$dir/bad.rec" > "$dir/out" 2> "$dir/err"
check "an illegal move exits 1" test $? -eq 1
check "an illegal move gives the engine's reason" grep -qx \
    "$dir/bad.rec:8: illegal move 'assassinate 1': seat 0 has 2 coins: an Assassinate costs 3 (R4)" \
    "$dir/err"
check "--json prints nothing on error" test ! -s "$dir/out"

printf 'coup-record 1\nplayers 2\nstart 0\n0 income\n' | "$coup" replay - > /dev/null 2> "$dir/err"
check "a missing chance line exits 1" test $? -eq 1
check "stdin errors name <stdin>" grep -qx \
    "<stdin>:4: chance is to move: expected '\* draw CARD'" "$dir/err"

printf 'coup-record 1\r\nplayers 2\r\nstart 0\r\nflavour vanilla\r\n' > "$dir/bad.rec"
"$coup" replay "$dir/bad.rec" > /dev/null 2> "$dir/err"
check "an unknown header exits 1" test $? -eq 1
check "an unknown header is named (CRLF file)" grep -q "^$dir/bad.rec:4: unknown header line 'flavour'" "$dir/err"

# --- endless and oversized input (docs/record-format.md, "Limits") -----------
# The input is refused as it is read, at the line that breaks a limit, not
# held: /dev/zero never ends and must not grow the process. Under a memory
# limit (not with ASan, whose shadow memory needs a huge address space).
if grep -q __asan_init "$coup" 2> /dev/null; then limit=unlimited; else limit=300000; fi
(ulimit -v "$limit" && exec timeout 60 "$coup" replay /dev/zero) > "$dir/out" 2> "$dir/err"
check "/dev/zero exits 1 (under ulimit -v $limit)" test $? -eq 1
check "/dev/zero: the first line is too long" grep -qx \
    "/dev/zero:1: line longer than 16384 bytes (the longest a record allows)" "$dir/err"
{ printf 'coup-record 1\nplayers 2\n'; head -c 20000 /dev/zero | tr '\0' x; echo; } > "$dir/long.rec"
"$coup" replay "$dir/long.rec" > /dev/null 2> "$dir/err"
check "a huge line exits 1" test $? -eq 1
check "a huge line is an error at its line" grep -qx \
    "$dir/long.rec:3: line longer than 16384 bytes (the longest a record allows)" "$dir/err"
{ printf 'coup-record 1\nplayers 2\n'; head -c 16384 /dev/zero | tr '\0' '#'; echo; } > "$dir/edge.rec"
"$coup" replay "$dir/edge.rec" > /dev/null 2> "$dir/err"
check "a line of exactly 16384 bytes is read (then the header is short)" grep -q \
    "edge.rec:3: the header has no 'start SEAT'" "$dir/err"
# 4 MiB of 8-byte comment lines after the 14-byte first line: the byte at
# offset 4194304 is on line 1 + (4194304 - 14) / 8 + 1 = 524288.
{ printf 'coup-record 1\n'; yes '# 45678' | head -c 5000000; } > "$dir/big.rec"
(ulimit -v "$limit" && exec "$coup" replay - < "$dir/big.rec") > /dev/null 2> "$dir/err"
check "a record past 4 MiB exits 1" test $? -eq 1
check "a record past 4 MiB is an error at the line that crosses it" grep -qx \
    "<stdin>:524288: the record goes past 4194304 bytes (the longest a record allows)" "$dir/err"

# --- records written by `coup random` replay ------------------------------------
for args in "--players 2 --options two_player_draft" "--players 5" \
            "--players 10 --options inquisitor,declared_coup,declared_assassinate" \
            "--players 6 --options reformation"; do
    # shellcheck disable=SC2086
    "$coup" random $args --seed 11 --record "$dir/random.rec" > /dev/null 2>&1
    "$coup" replay --quiet "$dir/random.rec" > "$dir/out" 2> "$dir/err"
    check "coup random $args: its record replays" test $? -eq 0
    check "coup random $args: the game has a winner" grep -q "^Winner: seat" "$dir/out"
done

finish

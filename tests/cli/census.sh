#!/usr/bin/env bash
# census.sh - checks of scripts/census.sh (what each bot did over a
# directory of records, docs/STRENGTH.md): the figures of bots whose play
# is known, and a clear refusal of what it cannot read.
#
#     bash tests/cli/census.sh path/to/coup
#
# Prints one line per check and "N passed, N failed" (lib/check.sh).
set -u

coup=${1:?usage: census.sh path/to/coup}
root=$(cd "$(dirname "$0")/../.." && pwd)
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
. "$(dirname "$0")/lib/check.sh"
census=$root/scripts/census.sh

# challenger challenges every claim it may; honest never bluffs: every
# challenge of the challenger is lost, no bluff is made.
mkdir "$dir/a" "$dir/b" "$dir/empty"
"$coup" arena --bots challenger,honest --games 10 --seed 1 --records "$dir/a" > /dev/null 2>&1
check "the arena wrote the records" test "$(ls "$dir/a" | wc -l)" -eq 10
"$census" --coup "$coup" "$dir/a" > "$dir/out" 2> "$dir/err"
check "census exits 0" test $? -eq 0
check "census says nothing on stderr" test ! -s "$dir/err"
check "one row a bot, by its spec" test "$(grep -c '^| \(challenger\|honest\) | 10 |' "$dir/out")" -eq 2
check "the challenger challenges and never wins against honest" \
    grep -Eq '^\| challenger \| 10 \| [0-9.]+ \| 0\.0% \| - \| [1-9][0-9.]* \| 0\.0% \|' "$dir/out"
check "honest never bluffs nor challenges" \
    grep -Eq '^\| honest \| 10 \| [0-9.]+ \| 0\.0% \| - \| 0\.00 \| - \|' "$dir/out"
check "the records are counted" grep -qx "10 records in $dir/a" "$dir/out"

# bluffer against challenger: bluffs caught, challenges won.
"$coup" arena --bots bluffer,challenger --games 10 --seed 1 --records "$dir/b" > /dev/null 2>&1
"$census" --coup "$coup" "$dir/b" > "$dir/out" 2>&1
check "the bluffer's bluffs are caught" \
    grep -Eq '^\| bluffer \| 10 \| [0-9.]+ \| [1-9][0-9.]*% \| [1-9][0-9.]*% \| 0\.00 \|' "$dir/out"
check "the challenger wins challenges against the bluffer" \
    grep -Eq '^\| challenger \| 10 \| [0-9.]+ \| 0\.0% \| - \| [1-9][0-9.]* \| [1-9][0-9.]*% \|' "$dir/out"

# What it cannot read.
"$census" --coup "$coup" "$dir/empty" > /dev/null 2> "$dir/err"
check "an empty directory exits non-zero" test $? -ne 0
check "an empty directory is named" grep -q "no .rec files in '$dir/empty'" "$dir/err"
"$census" --coup "$coup" "$dir/none" > /dev/null 2> "$dir/err"
check "a missing directory exits 2" test $? -eq 2
check "a missing directory is named" grep -q "'$dir/none' is not a directory" "$dir/err"
printf 'coup-record 1\nplayers 2\nstart 0\n0 frobnicate\n' > "$dir/b/zz-bad.rec"
"$census" --coup "$coup" "$dir/b" > /dev/null 2> "$dir/err"
check "a bad record exits non-zero" test $? -ne 0
check "a bad record is named with its line" grep -q "zz-bad.rec:4: " "$dir/err"
"$census" --help > /dev/null 2> "$dir/err"
check "--help gives the usage" grep -q "census.sh \[--coup PATH\] DIR" "$dir/err"

finish

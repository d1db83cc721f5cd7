#!/usr/bin/env bash
# agreement.sh - checks of scripts/agreement.sh (coup analyse at smaller
# budgets against a larger one, docs/analysis.md): a budget equal to the
# reference agrees in everything, the table's rows and counts, and clear
# refusals of what it cannot use.
#
#     bash tests/cli/agreement.sh path/to/coup
#
# Prints one line per check and "N passed, N failed" (lib/check.sh).
set -u

coup=${1:?usage: agreement.sh path/to/coup}
root=$(cd "$(dirname "$0")/../.." && pwd)
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
. "$(dirname "$0")/lib/check.sh"
agreement=$root/scripts/agreement.sh

mkdir "$dir/recs" "$dir/empty"
"$coup" arena --bots heuristic,random --games 2 --seed 3 --records "$dir/recs" > /dev/null 2>&1
check "the arena wrote the records" test "$(ls "$dir/recs" | wc -l)" -eq 2

"$agreement" --coup "$coup" --ref 300 --budgets "300 40" --out "$dir/out" "$dir/recs" > "$dir/table" 2> "$dir/err"
check "agreement exits 0" test $? -eq 0
check "it says nothing on stderr" test ! -s "$dir/err"
check "a row a budget" test "$(grep -c '^| [0-9,]* | [0-9]* |' "$dir/table")" -eq 2
check "the reference's own budget agrees in everything" \
    grep -Eq '^\| 300 \| [1-9][0-9]* \| 100\.0% \| 0\.0000 \| 0\.0% \| 100\.0% \|' "$dir/table"
check "a small budget is a row of its own" grep -Eq '^\| 40 \| [1-9][0-9]* \| ' "$dir/table"
check "the records and the reference are named" \
    grep -qx "2 records, the reference 300 iterations a decision" "$dir/table"
check "the analyses are kept in --out" test "$(ls "$dir/out/300" "$dir/out/40" | grep -c '\.json$')" -eq 4

# Kept analyses are not made again: the same table, at once.
"$agreement" --coup "$coup" --ref 300 --budgets "300 40" --out "$dir/out" "$dir/recs" > "$dir/again" 2>&1
check "kept analyses give the same table" cmp -s "$dir/table" "$dir/again"

"$agreement" --coup "$coup" "$dir/empty" > /dev/null 2> "$dir/err"
check "no records: exit 2" test $? -eq 2
check "no records: said so" grep -q "no .rec files in '$dir/empty'" "$dir/err"
"$agreement" --coup "$coup" --budgets "many" "$dir/recs" > /dev/null 2> "$dir/err"
check "a budget that is no number: exit 2" test $? -eq 2
check "a budget that is no number: said so" grep -q "'many' is not a budget" "$dir/err"
"$agreement" --coup "$coup" "$dir/nowhere" > /dev/null 2> "$dir/err"
check "no such directory: exit 2" test $? -eq 2

finish

#!/usr/bin/env bash
# completion.sh - the bash completion (contrib/coup.bash-completion) offers
# every command of `coup --help` and every option of every `coup CMD
# --help`, and no option a command does not have, so the two cannot drift
# apart. It drives the completion function as bash would, through
# COMP_WORDS and COMP_CWORD.
#
#     bash tests/install/completion.sh BUILD_DIR SOURCE_DIR
#
# Prints one line per check and "N passed, N failed"; exits 1 on a failure.
set -u

build=${1:?usage: completion.sh BUILD_DIR SOURCE_DIR}
src=${2:?usage: completion.sh BUILD_DIR SOURCE_DIR}
coup=$build/coup
. "$src/tests/cli/lib/check.sh"

# shellcheck source=../../contrib/coup.bash-completion
. "$src/contrib/coup.bash-completion"

# complete WORD...: what the completion offers for the command line WORD...
# (the last word is the one being completed), one per line, sorted.
complete_words() {
    COMP_WORDS=("$@")
    COMP_CWORD=$(($# - 1))
    COMP_LINE="$*"
    COMP_POINT=${#COMP_LINE}
    COMPREPLY=()
    _coup coup "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
    printf '%s\n' "${COMPREPLY[@]}" | sort -u
}

# missing WANTED OFFERED: the lines of WANTED that OFFERED lacks.
missing() { comm -23 <(sort -u <<<"$1") <(sort -u <<<"$2"); }

# A check that prints what differs when it fails.
same_set() {
    local name=$1 lack=$2
    if [ -z "$lack" ]; then
        ok "$name"
    else
        fail "$name: missing $(tr '\n' ' ' <<<"$lack")"
    fi
}

# --------------------------------------------------------------- commands

top=$("$coup" --help) || { fail "coup --help exits 0"; finish; exit 1; }
commands=$(sed -n '/^commands:/,/^$/s/^  \([a-z][a-z]*\) .*/\1/p' <<<"$top")
check "coup --help lists commands" test -n "$commands"
offered=$(complete_words coup "")
same_set "every command of coup --help is completed" \
    "$(missing "$commands" "$offered")"
same_set "every completed command is in coup --help" \
    "$(missing "$(grep -v '^--' <<<"$offered")" "$commands")"

# ---------------------------------------------------------------- options

for cmd in $commands; do
    help=$("$coup" "$cmd" --help) || { fail "coup $cmd --help exits 0"; continue; }
    # A coup built with -DCOUP_SERVER=OFF names `serve` but has no options
    # for it; the completion (one script for every build) still offers them.
    if grep -q "built without the server" <<<"$help"; then
        continue
    fi
    # Every --word the help prints, in the usage, the option list or the
    # prose: all are options of this command.
    wanted=$(grep -oE -- '--[a-z][a-z-]*[a-z]' <<<"$help" | sort -u)
    offered=$(complete_words coup "$cmd" --)
    same_set "coup $cmd: every option of its --help is completed" \
        "$(missing "$wanted" "$offered")"
    same_set "coup $cmd: every completed option is in its --help" \
        "$(missing "$(grep -vx -- --help <<<"$offered")" "$wanted")"
    # A prefix narrows the list to the options it starts.
    first=$(head -n 1 <<<"$wanted")
    narrowed=$(complete_words coup "$cmd" "${first:0:4}")
    check "coup $cmd ${first:0:4}<TAB> offers only --${first:2:2}..." \
        test -z "$(grep -v -- "^${first:0:4}" <<<"$narrowed")"
done

# ----------------------------------------------------------------- values

# The bot kinds `coup arena --help` and `coup engine --help` list under
# "bots:".
for cmd in arena engine; do
    kinds=$("$coup" "$cmd" --help | sed -n '/^bots:/,/^$/s/^  \([a-z][a-z]*\) .*/\1/p')
    check "coup $cmd --help lists bot kinds" test -n "$kinds"
    if [ "$cmd" = arena ]; then
        offered=$(complete_words coup arena --bots "")
    else
        offered=$(complete_words coup engine "")
    fi
    same_set "coup $cmd: every bot kind of its --help is completed" \
        "$(missing "$kinds" "$offered")"
done
check "coup arena --bots random,h<TAB> completes the list's last item" \
    test "$(complete_words coup arena --bots random,h | tr '\n' ' ')" = \
    "random,heuristic random,honest "

# The rule options, as `coup random --help` lists them.
rule_options=$("$coup" random --help |
    sed -n '/--options LIST/,/^  --start/p' | grep -oE '[a-z]+(_[a-z]+)+|inquisitor' |
    sort -u)
check "coup random --help lists the rule options" test -n "$rule_options"
same_set "--options completes every rule option" \
    "$(missing "$rule_options" "$(complete_words coup random --options "")")"
check "--options inquisitor,two<TAB> gives inquisitor,two_player_draft" \
    test "$(complete_words coup play --options inquisitor,two)" = \
    "inquisitor,two_player_draft"
check "--players=<TAB> (split at '=') offers player counts" \
    test "$(complete_words coup random --players = "" | tr '\n' ' ')" = \
    "10 2 3 4 5 6 7 8 9 "

# --lang: the languages of `coup play`'s usage line ([--lang en|it|pt|es|fr|de|ar|hi]).
langs=$("$coup" play --help | grep -oE -- '--lang [a-z|]+' | head -n 1 |
    cut -d' ' -f2 | tr '|' '\n')
check "coup play --help lists the languages" test -n "$langs"
same_set "--lang completes every language" \
    "$(missing "$langs" "$(complete_words coup play --lang "")")"

# replay's operand: record files and folders.
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
mkdir "$dir/games"
: > "$dir/a.rec"
: > "$dir/notes.txt"
check "replay <TAB> offers .rec files and folders, not other files" \
    test "$(complete_words coup replay "$dir/" | tr '\n' ' ')" = \
    "$dir/a.rec $dir/games "

finish

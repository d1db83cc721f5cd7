#!/usr/bin/env bash
# man.sh - the manual page coup(1) that the build writes (BUILD_DIR/coup.1,
# from cmake/man.cmake) is current, renders without a groff warning, and
# documents every command of `coup --help` and every option of every
# `coup CMD --help` in that command's section.
#
#     bash tests/install/man.sh BUILD_DIR SOURCE_DIR
#
# Prints one line per check and "N passed, N failed"; exits 1 on a failure.
set -u

build=${1:?usage: man.sh BUILD_DIR SOURCE_DIR}
src=${2:?usage: man.sh BUILD_DIR SOURCE_DIR}
coup=$build/coup
page=$build/coup.1
. "$src/tests/cli/lib/check.sh"

dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

if ! command -v groff > /dev/null; then
    echo "SKIP: groff is not installed (scripts/deps.sh installs groff-base)"
    exit 77
fi

check "the build wrote coup.1" test -s "$page"

# The page is the one the help texts give now: written again, it is the
# same byte for byte.
"${COUP_CMAKE:-cmake}" "-DCOUP=$coup" "-DOUT=$dir/coup.1" -P "$src/cmake/man.cmake" > "$dir/gen.log" 2>&1
check "cmake/man.cmake runs" test -s "$dir/coup.1"
check "coup.1 is current with the help texts" cmp -s "$page" "$dir/coup.1"

# groff -ww: every warning on. Nothing may be printed.
groff -man -ww -z "$page" > "$dir/groff.log" 2>&1
status=$?
check "groff -man -ww -z exits 0" test "$status" -eq 0
check "groff -man -ww -z prints no warning" test ! -s "$dir/groff.log"
[ -s "$dir/groff.log" ] && sed 's/^/    /' "$dir/groff.log"

if command -v man > /dev/null; then
    MANWIDTH=80 man -P cat -l "$page" > "$dir/man.txt" 2> "$dir/man.err"
    status=$?
    check "man -l coup.1 exits 0" test "$status" -eq 0
    check "man -l coup.1 prints no error" test ! -s "$dir/man.err"
    check "man -l coup.1 shows the NAME section" grep -q '^NAME' "$dir/man.txt"
else
    echo "SKIP: man -l (man-db is not installed)"
fi

# The page as plain text: no bold or underline by overstriking.
groff -man -Tascii -P-c -P-b -P-o -P-u "$page" 2> /dev/null > "$dir/page.txt"

# section NAME: the rendered lines of the section "NAME" (a line at column
# 0), up to the next section.
section() {
    awk -v want="$1" '/^[^ ]/ { on = ($0 == want) ; next } on' "$dir/page.txt"
}

version=$("$coup" --version | grep -oE '[0-9]+\.[0-9]+\.[0-9]+')
check "the page carries the version ($version)" \
    grep -q "coup $version" "$dir/page.txt"

commands=$("$coup" --help | sed -n '/^commands:/,/^$/s/^  \([a-z][a-z]*\) .*/\1/p')
check "coup --help lists commands" test -n "$commands"
for cmd in $commands; do
    text=$(section "coup $cmd")
    if [ -z "$text" ]; then
        fail "coup.1 has a section 'coup $cmd'"
        continue
    fi
    ok "coup.1 has a section 'coup $cmd'"
    summary=$("$coup" --help | sed -n "s/^  $cmd  *//p")
    check "COMMANDS gives the summary of $cmd" \
        grep -qF -- "$summary" <(section COMMANDS | tr -s ' \n' ' ')
    help=$("$coup" "$cmd" --help)
    lacking=""
    for opt in $(grep -oE -- '--[a-z][a-z-]*[a-z]' <<<"$help" | sort -u); do
        grep -qe "$opt\b" <<<"$text" || lacking="$lacking $opt"
    done
    if [ -z "$lacking" ]; then
        ok "coup.1 mentions every option of coup $cmd --help"
    else
        fail "coup.1 mentions every option of coup $cmd --help: missing$lacking"
    fi
    # An option the help describes on a line of its own ("  --opt ARG
    # text") has its own item (a tag at the indent of the section's
    # text) in the page.
    lacking=""
    for opt in $(grep -oE -- '^  --[a-z][a-z-]*[a-z]' <<<"$help" | sort -u); do
        grep -qE -- "^ {7}$opt( |$)" <<<"$text" || lacking="$lacking $opt"
    done
    if [ -z "$lacking" ]; then
        ok "coup.1 has an item for every option coup $cmd --help describes"
    else
        fail "coup.1 has an item for every option coup $cmd --help describes: missing$lacking"
    fi
done

finish

# check.sh - the little harness the shell tests of tests/cli/ share:
#
#     . "$(dirname "$0")/lib/check.sh"
#     check "the help exits 0" "$coup" play --help
#     ...
#     finish
#
# Each check prints "ok NAME" or "FAIL NAME"; finish prints "N passed,
# N failed" and returns 1 if any check failed. (This folder is not scanned
# for tests: only tests/cli/*.sh are.)

passed=0
failed=0

ok() { passed=$((passed + 1)); echo "ok $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; }
# check NAME COMMAND...: the command must succeed.
check() {
    local name=$1
    shift
    if "$@"; then ok "$name"; else fail "$name"; fi
}
finish() {
    echo "$passed passed, $failed failed"
    [ "$failed" -eq 0 ]
}

#!/usr/bin/env bash
# web.sh - the web client (web/): ESLint over web/ and tests/web/ (must be
# clean), the unit tests of tests/web/*.test.mjs under node (the room's
# state, web/room-state.js), then the end-to-end run of tests/web/e2e.mjs
# against `coup serve` in headless Chromium.
#
#     bash tests/cli/web.sh path/to/coup
#
# Screenshots go to <dir of coup>/artifacts/web. Needs node, npm and
# /usr/bin/chromium (scripts/deps.sh installs them); installs the test's
# node packages (tests/web/package-lock.json) when they are missing.
set -u

coup=${1:?usage: web.sh path/to/coup}
coup=$(cd "$(dirname "$coup")" && pwd)/$(basename "$coup")
root=$(cd "$(dirname "$0")/../.." && pwd)
artifacts=$(dirname "$coup")/artifacts/web
. "$(dirname "$0")/lib/check.sh"

if ! command -v node > /dev/null || ! command -v npm > /dev/null; then
    echo "web.sh: node and npm are needed (scripts/deps.sh installs them)" >&2
    exit 1
fi
chromium=${COUP_CHROMIUM:-/usr/bin/chromium}
if [ ! -x "$chromium" ]; then
    echo "web.sh: $chromium not found: the end-to-end test needs Chromium" \
         "(scripts/deps.sh installs it)" >&2
    exit 1
fi
if [ ! -d "$root/tests/web/node_modules" ]; then
    npm ci --prefix "$root/tests/web" --no-audit --no-fund > /dev/null 2>&1 ||
        { echo "web.sh: npm ci --prefix tests/web failed" >&2; exit 1; }
fi

# --- lint ----------------------------------------------------------------------
mkdir -p "$artifacts"
(cd "$root" && tests/web/node_modules/.bin/eslint -c tests/web/eslint.config.js \
    web tests/web) > "$artifacts/eslint.txt" 2>&1
rc=$?
check "eslint: web/ and tests/web/ are clean" test $rc -eq 0
[ $rc -eq 0 ] || cat "$artifacts/eslint.txt"

# --- the room's state under node ------------------------------------------------
(cd "$root" && node --test tests/web/*.test.mjs) > "$artifacts/unit.txt" 2>&1
rc=$?
check "node --test tests/web/*.test.mjs: the client's pure functions (room state, rules)" test $rc -eq 0
[ $rc -eq 0 ] || cat "$artifacts/unit.txt"

# --- end to end ----------------------------------------------------------------
COUP_CHROMIUM=$chromium node "$root/tests/web/e2e.mjs" "$coup" "$artifacts" \
    > "$artifacts/e2e.txt" 2>&1
rc=$?
cat "$artifacts/e2e.txt"
check "e2e: every check passed" test $rc -eq 0
for f in table-desktop table-phone lobby-desktop replay-desktop rules-phone \
         home-phone-360 play-now-phone-360 door-none-phone-360 door-over-desktop \
         target-phone-360 news-phone-360 banner-phone-360 summary-phone-360 summary-desktop \
         analysis-desktop; do
    check "screenshot $f.png" test -s "$artifacts/$f.png"
done
finish

#!/usr/bin/env bash
# tutorial.sh - "Learn to play" (/learn, web/tutorial.js) end to end: the
# run of tests/web/tutorial-e2e.mjs against `coup serve` in headless
# Chromium (every language played through on a 360x640 phone, en and ar
# at 390, 768 and 1280 px), then its screenshots.
#
#     bash tests/cli/tutorial.sh path/to/coup
#
# Screenshots go to <dir of coup>/artifacts/tutorial. Needs node, npm and
# /usr/bin/chromium (scripts/deps.sh installs them); installs the test's
# node packages (tests/web/package-lock.json) when they are missing.
set -u

coup=${1:?usage: tutorial.sh path/to/coup}
coup=$(cd "$(dirname "$coup")" && pwd)/$(basename "$coup")
root=$(cd "$(dirname "$0")/../.." && pwd)
artifacts=$(dirname "$coup")/artifacts/tutorial
. "$(dirname "$0")/lib/check.sh"

if ! command -v node > /dev/null || ! command -v npm > /dev/null; then
    echo "tutorial.sh: node and npm are needed (scripts/deps.sh installs them)" >&2
    exit 1
fi
chromium=${COUP_CHROMIUM:-/usr/bin/chromium}
if [ ! -x "$chromium" ]; then
    echo "tutorial.sh: $chromium not found: the end-to-end test needs Chromium" \
         "(scripts/deps.sh installs it)" >&2
    exit 1
fi
if [ ! -d "$root/tests/web/node_modules" ]; then
    npm ci --prefix "$root/tests/web" --no-audit --no-fund > /dev/null 2>&1 ||
        { echo "tutorial.sh: npm ci --prefix tests/web failed" >&2; exit 1; }
fi

mkdir -p "$artifacts"
COUP_CHROMIUM=$chromium node "$root/tests/web/tutorial-e2e.mjs" "$coup" "$artifacts" \
    > "$artifacts/tutorial-e2e.txt" 2>&1
rc=$?
cat "$artifacts/tutorial-e2e.txt"
check "tutorial-e2e: every check passed" test $rc -eq 0
for lang in en fr de es it pt ar hi; do
    for lesson in intro block challenge keep won; do
        check "screenshot $lang-360-$lesson.png" test -s "$artifacts/$lang-360-$lesson.png"
    done
done
for lang in en ar; do
    for width in 390 768 1280; do
        for lesson in intro block keep won; do
            check "screenshot $lang-$width-$lesson.png" test -s "$artifacts/$lang-$width-$lesson.png"
        done
    done
done
finish

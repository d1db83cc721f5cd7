#!/usr/bin/env bash
# Install the Debian packages needed to build and test coup (if missing).
set -euo pipefail

# Everything the build needs, in one place. Add to it as the project grows.
# g++ and clang (clang++) build the C++ programs of tests/install/; groff-base
# and man-db check the manual page coup(1) the build writes. `coup serve`
# needs libwebsockets, Jansson, SQLite, libpq, libqrencode and libsodium
# (accounts: Argon2id password hashes, session tokens); its tests
# fetch pages with curl, run a PostgreSQL server of their own
# (tests/server/with-postgres.sh), and the web client's tests (tests/web/)
# drive chromium from node.
COUP_DEB_PACKAGES="build-essential g++ cmake clang libclang-rt-14-dev llvm python3 pkg-config tmux groff-base man-db"
COUP_DEB_PACKAGES="$COUP_DEB_PACKAGES libwebsockets-dev libjansson-dev libsqlite3-dev libqrencode-dev libsodium-dev chromium curl gnuplot-nox"
# The store's tests run a PostgreSQL of their own (libpq: its client).
COUP_DEB_PACKAGES="$COUP_DEB_PACKAGES postgresql libpq-dev"
# The server's loop on epoll: libev and lws' plugin for it (both also come
# with libwebsockets-dev; named here because the server relies on them).
COUP_DEB_PACKAGES="$COUP_DEB_PACKAGES libev-dev libwebsockets-evlib-ev"
# The browser's fonts for Devanagari and Arabic (the web client's hi and ar,
# as a phone shows them: Noto, Android's fonts).
COUP_DEB_PACKAGES="$COUP_DEB_PACKAGES fonts-noto-core"
# tests/deploy runs two servers behind nginx.
COUP_DEB_PACKAGES="$COUP_DEB_PACKAGES nginx"
# The Python package (python/): the headers to build its extension, numpy
# and pytest for its tests, venv and pip for the install test, matplotlib
# for examples/python/.
COUP_DEB_PACKAGES="$COUP_DEB_PACKAGES python3-dev python3-numpy python3-pytest python3-venv python3-pip python3-setuptools python3-matplotlib"
# PyTorch for the learned agents (research/ppo.py, docs/research.md).
COUP_DEB_PACKAGES="$COUP_DEB_PACKAGES python3-torch"
# Node from Debian only when there is none: a node installed another way
# (nodesource, nvm) brings its own npm, which Debian's npm conflicts with.
if ! command -v node >/dev/null 2>&1; then
    COUP_DEB_PACKAGES="$COUP_DEB_PACKAGES nodejs npm"
fi

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

# The web client's tests (tests/web/package.json: playwright-core) need
# their node modules: installed when missing, and again when
# package-lock.json is newer than them. A failure (no network) is not the
# build's: only those tests will say what is missing.
web_modules() {
    local web=$root/tests/web
    [ -f "$web/package.json" ] || return 0
    if [ -d "$web/node_modules" ] &&
       { [ ! -f "$web/package-lock.json" ] ||
         [ ! "$web/package-lock.json" -nt "$web/node_modules" ]; }; then
        return 0
    fi
    if ! command -v npm >/dev/null 2>&1; then
        echo "deps.sh: npm not found; tests/web needs its node modules" >&2
        return 0
    fi
    local how=ci
    [ -f "$web/package-lock.json" ] || how=install
    echo "deps.sh: npm $how --prefix tests/web"
    if npm "$how" --prefix "$web" --no-audit --no-fund; then
        touch "$web/node_modules"
    else
        echo "deps.sh: npm $how failed; the tests of tests/web cannot run" >&2
    fi
}

if ! command -v dpkg-query >/dev/null 2>&1; then
    echo "deps.sh: dpkg-query not found (not Debian?); make sure these or their" \
         "equivalents are installed: $COUP_DEB_PACKAGES" >&2
    web_modules
    exit 0
fi

missing=()
for pkg in $COUP_DEB_PACKAGES; do
    status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)
    if [ "$status" != "install ok installed" ]; then
        missing+=("$pkg")
    fi
done

if [ ${#missing[@]} -eq 0 ]; then
    web_modules
    exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
    as_root=()
elif command -v sudo >/dev/null 2>&1; then
    as_root=(sudo)
else
    echo "deps.sh: missing Debian packages: ${missing[*]}" >&2
    echo "deps.sh: not root and no sudo; as root run:" >&2
    echo "    apt-get update && apt-get install -y --no-install-recommends ${missing[*]}" >&2
    exit 1
fi

echo "deps.sh: installing missing packages: ${missing[*]}"
"${as_root[@]}" apt-get update
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y --no-install-recommends "${missing[@]}"
web_modules

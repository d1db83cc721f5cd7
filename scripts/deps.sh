#!/usr/bin/env bash
# Install the Debian packages needed to build and test coup (if missing).
set -euo pipefail

# Everything the build needs, in one place. Add to it as the project grows
# (libwebsockets-dev libjansson-dev libsqlite3-dev ...).
# g++ and clang (clang++) build the C++ programs of tests/install/; groff-base
# and man-db check the manual page coup(1) the build writes.
COUP_DEB_PACKAGES="build-essential g++ cmake clang libclang-rt-14-dev llvm python3 pkg-config tmux groff-base man-db"

if ! command -v dpkg-query >/dev/null 2>&1; then
    echo "deps.sh: dpkg-query not found (not Debian?); make sure these or their" \
         "equivalents are installed: $COUP_DEB_PACKAGES" >&2
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

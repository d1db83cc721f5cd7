#!/usr/bin/env bash
# Build coup into build/ and run it.
#   ./build.sh                 build, then start `coup serve` (the server and
#                              its web client; it prints the address to open
#                              in a browser; Ctrl-C stops it), its database
#                              in build/coup.db
#   ./build.sh ARGS...         build, then run `coup ARGS...` (`./build.sh
#                              play`: a game in the terminal)
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

"$root/scripts/deps.sh"

cmake -S "$root" -B "$root/build" \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O2 -g" \
    -DCOUP_NDEBUG=OFF -DCOUP_SANITIZE=OFF -DCOUP_FUZZ=OFF
cmake --build "$root/build" -j"$(nproc)"

bin="$root/build/coup"
if [ ! -x "$bin" ]; then
    echo "build.sh: $bin was not built (no src/cli/*.c yet?)" >&2
    exit 1
fi
echo "build.sh: the binary is $bin (see ./build/coup --help)"

if [ $# -eq 0 ]; then
    set -- serve --db "$root/build/coup.db"
fi
exec "$bin" "$@"

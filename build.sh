#!/usr/bin/env bash
# Build coup into build/ and run it.
#   ./build.sh                 build, then `coup play` on a terminal (a game
#                              against bots), else `coup bench`
#   ./build.sh ARGS...         build, then run `coup ARGS...`
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
    if [ -t 0 ] && [ -t 1 ]; then
        set -- play
    else
        set -- bench
    fi
fi
exec "$bin" "$@"

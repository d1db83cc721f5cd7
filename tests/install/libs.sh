#!/usr/bin/env bash
# libs.sh - `cmake --install` into a temporary prefix, then the installed
# tree used as a user would: a C and a C++ program (tests/install/consumer/)
# built against it with gcc/g++ and clang/clang++, once through pkg-config
# and once through find_package(coup), each linked with the shared and
# with the static library, and run. The C program plays a random game that
# must end as the installed `coup random` says; the C++ one plays bots,
# writes and replays a record and runs an arena on two threads.
#
#     bash tests/install/libs.sh BUILD_DIR SOURCE_DIR
#
# Prints one line per check and "N passed, N failed"; exits 1 on a
# failure, 77 (skipped, with the reason) in a sanitizer build, where the
# installed libraries would need the sanitizer runtimes in every program.
set -u

build=${1:?usage: libs.sh BUILD_DIR SOURCE_DIR}
src=${2:?usage: libs.sh BUILD_DIR SOURCE_DIR}
cmake=${COUP_CMAKE:-cmake}
consumer=$src/tests/install/consumer
. "$src/tests/cli/lib/check.sh"

if [ "${COUP_SANITIZE:-OFF}" = ON ]; then
    echo "SKIP: a COUP_SANITIZE build installs instrumented libraries that" \
         "only sanitized programs can link; the plain build runs this test"
    exit 77
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/coup-install.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
prefix=$tmp/prefix

# run_logged NAME LOG COMMAND...: a check whose output goes to LOG, shown
# only when the command fails.
run_logged() {
    local name=$1 log=$2
    shift 2
    if "$@" > "$log" 2>&1; then
        ok "$name"
    else
        fail "$name"
        sed 's/^/    /' "$log" | tail -n 40
        return 1
    fi
}

# ------------------------------------------------------------ the install

if ! run_logged "cmake --install into a fresh prefix" "$tmp/install.log" \
        "$cmake" --install "$build" --prefix "$prefix"; then
    finish
    exit 1
fi

so=$(find "$prefix" -name 'libcoup.so.*.*.*' -type f | head -n 1)
libdir=$(dirname "${so:-$prefix/lib/none}")
version=$("$prefix/bin/coup" --version | grep -oE '[0-9]+\.[0-9]+\.[0-9]+')
major=${version%%.*}

check "bin/coup runs (coup $version)" test -n "$version"
check "share/man/man1/coup.1" test -s "$prefix/share/man/man1/coup.1"
check "share/bash-completion/completions/coup is contrib/coup.bash-completion" \
    cmp -s "$prefix/share/bash-completion/completions/coup" \
    "$src/contrib/coup.bash-completion"
check "share/doc/coup/README.md" test -s "$prefix/share/doc/coup/README.md"

# The public headers, and nothing of src/.
headers=$(cd "$prefix/include" && find . -type f | sort | tr '\n' ' ')
want=$(cd "$src/include" && find . -name '*.h' | sort | tr '\n' ' ')
check "include/coup/ holds the public headers ($want)" test "$headers" = "$want"
check "no installed header includes a private one (#include \"...\")" \
    test -z "$(grep -l '#include "' "$prefix"/include/coup/*.h)"

# The shared library: libcoup.so -> libcoup.so.MAJOR -> libcoup.so.VERSION.
check "lib*/libcoup.so.$version" test "$so" = "$libdir/libcoup.so.$version"
check "libcoup.so.$major -> libcoup.so.$version" \
    test "$(readlink "$libdir/libcoup.so.$major")" = "libcoup.so.$version"
check "libcoup.so -> libcoup.so.$major" \
    test "$(readlink "$libdir/libcoup.so")" = "libcoup.so.$major"
check "SONAME libcoup.so.$major" \
    grep -q "(SONAME).*\[libcoup.so.$major\]" <(readelf -d "$so")
exported=$(nm -D --defined-only "$so" | awk '{ print $3 }')
check "the shared library exports coup_apply" grep -qx coup_apply <<<"$exported"
check "it exports only coup_ names, none of the internal coup__ ones" \
    test -z "$(grep -v '^coup_[^_]' <<<"$exported")"

# The static library holds machine code, not gcc's LTO bytecode.
check "libcoup.a defines coup_apply" \
    grep -qE ' T coup_apply$' <(nm "$libdir/libcoup.a" 2> /dev/null)
check "libcoup.a holds no LTO sections (-ffat-lto-objects or no LTO)" \
    test -z "$(readelf -S -W "$libdir/libcoup.a" | grep -F .gnu.lto_ | head -n 1)"

check "lib*/pkgconfig/coup.pc" test -s "$libdir/pkgconfig/coup.pc"
for f in coupConfig.cmake coupConfigVersion.cmake coupTargets.cmake; do
    check "lib*/cmake/coup/$f" test -s "$libdir/cmake/coup/$f"
done

# What the C program must print: the installed coup's own first game.
players=3 seed=5
expected=$("$prefix/bin/coup" random --players $players --seed $seed |
    sed -n 's/^game 1: \(seat [0-9]* wins after\) .* turns, \([0-9]*\) decisions$/\1 \2 decisions/p')
check "coup random --players $players --seed $seed: '$expected'" test -n "$expected"

# try_program NAME EXE KIND: runs a built program (game.c's when EXE's
# name has "c-" or "_c_" in it, else game.cpp's); KIND shared or static
# says which library it must use.
try_program() {
    local name=$1 exe=$2 kind=$3 needed
    needed=$(readelf -d "$exe" | grep -F '(NEEDED)' | grep -oF "libcoup.so.$major")
    if [ "$kind" = shared ]; then
        check "$name: needs libcoup.so.$major" test -n "$needed"
    else
        check "$name: needs no libcoup.so" test -z "$needed"
    fi
    if [[ $exe == */c-* || $exe == */game_c_* ]]; then
        check "$name: plays the game coup random plays" \
            test "$("$exe" $players $seed 2>&1)" = "$expected"
    else
        run_logged "$name: runs" "$exe.log" "$exe"
    fi
}

# ------------------------------------------------------------ pkg-config

toolchains=()
for pair in gcc:g++ clang:clang++; do
    if command -v "${pair%:*}" > /dev/null && command -v "${pair#*:}" > /dev/null; then
        toolchains+=("$pair")
    else
        echo "SKIP: ${pair%:*}/${pair#*:} not installed (scripts/deps.sh installs them)"
    fi
done
if [ ${#toolchains[@]} -eq 0 ]; then
    echo "SKIP: no C/C++ compiler pair found"
    exit 77
fi

if command -v pkg-config > /dev/null; then
    export PKG_CONFIG_PATH="$libdir/pkgconfig"
    check "pkg-config --modversion coup is $version" \
        test "$(pkg-config --modversion coup)" = "$version"
    cflags=$(pkg-config --cflags coup)
    libs=$(pkg-config --libs coup)
    static_libs=$(pkg-config --static --libs coup)
    check "pkg-config --libs coup gives -lcoup" grep -qw -- -lcoup <<<"$libs"
    check "pkg-config --static --libs coup adds -lm and -pthread" \
        grep -qE -- '-lm( .*)? -pthread|-pthread( .*)? -lm' <<<"$static_libs"
    # -l:libcoup.a takes the archive where -lcoup would take the .so.
    static_libs=${static_libs/-lcoup/-l:libcoup.a}
    for pair in "${toolchains[@]}"; do
        cc=${pair%:*} cxx=${pair#*:}
        # gcc links the archive with -fno-lto: machine code is required.
        lto=""
        [ "$cc" = gcc ] && lto=-fno-lto
        out=$tmp/pc-$cc
        mkdir -p "$out"
        # shellcheck disable=SC2086 # the flags are lists of words
        run_logged "pkg-config, $cc: C against libcoup.so" "$out/c-shared.log" \
            "$cc" -std=c11 -Wall -Wextra -Werror $cflags "$consumer/game.c" \
            -o "$out/c-shared" $libs "-Wl,-rpath,$libdir" &&
            try_program "pkg-config, $cc: C, shared" "$out/c-shared" shared
        # shellcheck disable=SC2086
        run_logged "pkg-config, $cc $lto: C against libcoup.a" "$out/c-static.log" \
            "$cc" -std=c11 -Wall -Wextra -Werror $lto $cflags "$consumer/game.c" \
            -o "$out/c-static" $static_libs &&
            try_program "pkg-config, $cc: C, static" "$out/c-static" static
        # shellcheck disable=SC2086
        run_logged "pkg-config, $cxx: C++ against libcoup.so" "$out/cxx-shared.log" \
            "$cxx" -std=c++11 -Wall -Wextra -Werror $cflags "$consumer/game.cpp" \
            -o "$out/cxx-shared" $libs "-Wl,-rpath,$libdir" &&
            try_program "pkg-config, $cxx: C++, shared" "$out/cxx-shared" shared
        # shellcheck disable=SC2086
        run_logged "pkg-config, $cxx $lto: C++ against libcoup.a" "$out/cxx-static.log" \
            "$cxx" -std=c++11 -Wall -Wextra -Werror $lto $cflags "$consumer/game.cpp" \
            -o "$out/cxx-static" $static_libs &&
            try_program "pkg-config, $cxx: C++, static" "$out/cxx-static" static
    done
else
    fail "pkg-config is installed (scripts/deps.sh installs it)"
fi

# ---------------------------------------------------------- find_package

for pair in "${toolchains[@]}"; do
    cc=${pair%:*} cxx=${pair#*:}
    out=$tmp/cmake-$cc
    run_logged "find_package(coup), $cc/$cxx: configure" "$tmp/cmake-$cc.log" \
        "$cmake" -S "$consumer" -B "$out" -DCMAKE_BUILD_TYPE=Release \
        "-DCMAKE_C_COMPILER=$cc" "-DCMAKE_CXX_COMPILER=$cxx" \
        "-DCMAKE_PREFIX_PATH=$prefix" -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF ||
        continue
    check "find_package(coup), $cc: found in the prefix" \
        grep -qx "coup_DIR:PATH=$libdir/cmake/coup" "$out/CMakeCache.txt"
    run_logged "find_package(coup), $cc/$cxx: build" "$tmp/cmake-$cc-build.log" \
        "$cmake" --build "$out" -j 2 || continue
    for kind in shared static; do
        try_program "find_package, $cc: C, $kind" "$out/game_c_$kind" $kind
        try_program "find_package, $cxx: C++, $kind" "$out/game_cxx_$kind" $kind
    done
done

finish

#!/usr/bin/env bash
# Build and test coup four ways, then print "P passed, F failed" last.
#   ./test.sh          all stages: gcc, gcc without the server, clang
#                      ASan/UBSan, clang libFuzzer
#   ./test.sh quick    only the gcc stage
# Env: CI=true turns on -Werror (gcc stage); COUP_FUZZ_SECONDS (default 20).
set -uo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")" || exit 1

mode=${1:-all}
case "$mode" in
    all|quick) ;;
    *) echo "usage: $0 [quick]" >&2; exit 2 ;;
esac

export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
fuzz_seconds=${COUP_FUZZ_SECONDS:-20}
werror=OFF
if [ "${CI:-}" = true ]; then
    werror=ON
fi
jobs=$(nproc 2>/dev/null || echo 2)

total_passed=0
total_failed=0
summary=()

banner() {
    echo
    echo "=================================================================="
    echo "== $*"
    echo "=================================================================="
}

# run_stage NAME DESCRIPTION BUILD_DIR CMAKE_ARGS...
run_stage() {
    local name=$1 desc=$2 dir=$3
    shift 3
    banner "stage $name: $desc ($dir/)"

    if ! cmake -S . -B "$dir" "$@"; then
        echo "!! stage $name: configure FAILED"
        total_failed=$((total_failed + 1))
        summary+=("$name: CONFIGURE FAILED")
        return
    fi
    if ! cmake --build "$dir" -j"$jobs"; then
        echo "!! stage $name: build FAILED"
        total_failed=$((total_failed + 1))
        summary+=("$name: BUILD FAILED")
        return
    fi

    local log="$dir/ctest.log" rc line failed total passed
    ctest --test-dir "$dir" --output-on-failure -j2 2>&1 | tee "$log"
    rc=${PIPESTATUS[0]}

    line=$(grep -E '^[0-9]+% tests passed, [0-9]+ tests? failed out of [0-9]+' "$log" | tail -n 1)
    if [ -n "$line" ]; then
        failed=$(sed -E 's/^[0-9]+% tests passed, ([0-9]+) tests? failed out of ([0-9]+).*/\1/' <<<"$line")
        total=$(sed -E 's/^[0-9]+% tests passed, ([0-9]+) tests? failed out of ([0-9]+).*/\2/' <<<"$line")
        passed=$((total - failed))
    elif grep -q 'No tests were found' "$log"; then
        failed=0 passed=0
    else
        echo "!! stage $name: no ctest summary line (ctest exit $rc)"
        failed=1 passed=0
    fi
    if [ "$rc" -ne 0 ] && [ "$failed" -eq 0 ]; then
        echo "!! stage $name: ctest exited $rc"
        failed=1
    fi

    total_passed=$((total_passed + passed))
    total_failed=$((total_failed + failed))
    summary+=("$name: $passed passed, $failed failed")
}

if ! scripts/deps.sh; then
    echo "!! scripts/deps.sh FAILED"
    echo "0 passed, 1 failed"
    exit 1
fi

run_stage test "gcc, RelWithDebInfo, -Werror=$werror" build-test \
    -DCMAKE_C_COMPILER=gcc -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCOUP_WERROR="$werror" -DCOUP_SANITIZE=OFF -DCOUP_FUZZ=OFF -DCOUP_NDEBUG=OFF

if [ "$mode" = all ]; then
    # The engine, the bots and the CLI need only a C compiler and CMake:
    # built and tested with the server's, the benchmarks' and Python's
    # dependencies out of pkg-config's sight.
    PKG_CONFIG_LIBDIR=/nonexistent run_stage bare \
        "gcc, without the server, the benchmarks and Python" build-bare \
        -DCMAKE_C_COMPILER=gcc -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DCOUP_WERROR="$werror" -DCOUP_SERVER=OFF -DCOUP_BENCH=OFF \
        -DCOUP_PYTHON=OFF -DCOUP_SANITIZE=OFF -DCOUP_FUZZ=OFF

    run_stage asan "clang, Debug, ASan + UBSan" build-asan \
        -DCMAKE_C_COMPILER=clang -DCMAKE_BUILD_TYPE=Debug \
        -DCOUP_WERROR=OFF -DCOUP_SANITIZE=ON -DCOUP_FUZZ=OFF -DCOUP_NDEBUG=OFF

    run_stage fuzz "clang, libFuzzer, ${fuzz_seconds}s per target" build-fuzz \
        -DCMAKE_C_COMPILER=clang -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DCOUP_WERROR=OFF -DCOUP_SANITIZE=OFF -DCOUP_FUZZ=ON -DCOUP_NDEBUG=OFF \
        -DCOUP_FUZZ_SECONDS="$fuzz_seconds"
fi

banner "summary"
for s in "${summary[@]}"; do
    echo "  $s"
done
echo "$total_passed passed, $total_failed failed"
[ "$total_failed" -eq 0 ]

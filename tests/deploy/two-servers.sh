#!/usr/bin/env bash
# two-servers.sh - two `coup serve` processes behind nginx, sharing one
# PostgreSQL, as docs/deploy.md sets them up for many boxes, on loopback:
#
#     bash tests/deploy/two-servers.sh path/to/coup
#
# PostgreSQL comes from tests/server/with-postgres.sh (a cluster of its own
# in a temporary folder). The servers hold the rooms of their own first
# letters (--shard) and trust nginx's X-Forwarded-For (--proxy); nginx's
# configuration is the one of docs/deploy.md, written to a temporary
# folder with the two ports filled in. tests/web/proxy.mjs then drives
# browsers through nginx. Exits 77 (skipped) when nginx, PostgreSQL or the
# browser test's tools are missing, with the reason.
set -u

coup=${1:?usage: two-servers.sh path/to/coup}
coup=$(cd "$(dirname "$coup")" && pwd)/$(basename "$coup")
root=$(cd "$(dirname "$0")/../.." && pwd)
artifacts=$(dirname "$coup")/artifacts/deploy

nginx=$(command -v nginx || echo /usr/sbin/nginx)
if [ ! -x "$nginx" ]; then
    echo "two-servers.sh: nginx not installed (apt-get install nginx): skipped"
    exit 77
fi
if [ ! -d "$root/tests/web/node_modules/playwright-core" ] ||
   [ ! -x "${COUP_CHROMIUM:-/usr/bin/chromium}" ]; then
    echo "two-servers.sh: playwright-core or chromium missing (scripts/deps.sh): skipped"
    exit 77
fi
if [ -z "${COUP_TEST_PG:-}" ]; then
    exec bash "$root/tests/server/with-postgres.sh" bash "$0" "$@"
fi

dir=$(mktemp -d /tmp/coup-deploy-XXXXXX)
mkdir -p "$artifacts"
pids=()
cleanup() {
    local rc=$?
    [ -f "$dir/nginx.pid" ] && kill "$(cat "$dir/nginx.pid")" 2>/dev/null
    for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done
    for p in "${pids[@]}"; do wait "$p" 2>/dev/null; done
    cp "$dir"/*.log "$artifacts"/ 2>/dev/null
    rm -rf "$dir"
    exit "$rc"
}
trap cleanup EXIT

# Waits (a tenth of a second at a time, at most 60 s) for a command.
wait_for() {
    for _ in $(seq 600); do
        "$@" && return 0
        sleep 0.1
    done
    return 1
}

# serve NAME LETTERS: a server on a free port; its port in $dir/NAME.port.
serve() {
    "$coup" serve --port 0 --db "$COUP_TEST_PG" --shard "$2" --proxy \
        --bot-delay-ms 0 > "$dir/$1.out" 2> "$dir/$1.log" &
    pids+=($!)
}
port_of() {
    sed -n 's|.*http://127.0.0.1:\([0-9]*\)/.*|\1|p' "$dir/$1.out" | head -1
}
has_port() {
    [ -n "$(port_of "$1")" ]
}
serve a BCDFGHJKLM
serve b NPQRSTVWXZ
for s in a b; do
    if ! wait_for has_port $s; then
        echo "two-servers.sh: server $s did not start:" >&2
        cat "$dir/$s.log" >&2
        exit 1
    fi
done

# nginx on a free port: tried until one is free. As root, its workers run
# as root too, to use the temporary folder.
user=""
[ "$(id -u)" -eq 0 ] && user="user root;"
for try in 1 2 3 4 5 6 7 8; do
    port=$((20000 + (RANDOM % 20000)))
    sed -e "s|@DIR@|$dir|g" -e "s|@PORT@|$port|g" -e "s|@USER@|$user|" \
        -e "s|@A@|$(port_of a)|g" -e "s|@B@|$(port_of b)|g" \
        "$root/tests/deploy/nginx.conf.in" > "$dir/nginx.conf"
    "$nginx" -p "$dir" -c "$dir/nginx.conf" 2> "$dir/nginx-start.log" &&
        wait_for curl -sf "http://127.0.0.1:$port/healthz" -o /dev/null &&
        break
    [ -f "$dir/nginx.pid" ] && kill "$(cat "$dir/nginx.pid")" 2>/dev/null
    rm -f "$dir/nginx.pid"
    port=""
done
if [ -z "$port" ]; then
    echo "two-servers.sh: nginx did not start:" >&2
    cat "$dir/nginx-start.log" "$dir/error.log" >&2 2>/dev/null
    exit 1
fi

COUP_CHROMIUM=${COUP_CHROMIUM:-/usr/bin/chromium} \
    node "$root/tests/web/proxy.mjs" "http://127.0.0.1:$port" "$artifacts"

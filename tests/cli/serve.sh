#!/usr/bin/env bash
# serve.sh - end-to-end checks of `coup serve`: it says where to point a
# browser, answers HTTP, refuses a port in use and bad options with a clear
# message, and stops cleanly (exit 0, database kept) on SIGTERM and SIGINT.
#
#     bash tests/cli/serve.sh path/to/coup
#
# Prints one line per check ("ok ..." or "FAIL ...") and "N passed, N failed"
# (lib/check.sh); exits 1 if any check failed. Never sleeps a fixed time:
# it waits for what it needs to see (wait_for).
set -u

coup=${1:?usage: serve.sh path/to/coup}
dir=$(mktemp -d)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do
        kill -KILL "$pid" 2> /dev/null
    done
    rm -rf "$dir"
}
trap cleanup EXIT
. "$(dirname "$0")/lib/check.sh"

# get PATH: the status code and body of GET PATH on the server at $port,
# as "CODE" on a first line and the body after it. With curl (which
# scripts/deps.sh installs), else with bash's /dev/tcp.
get() {
    if command -v curl > /dev/null; then
        curl -sS --max-time 30 -w '%{http_code}\n' -o "$dir/body" \
            "http://127.0.0.1:$port$1" 2>&1
        cat "$dir/body"
        return
    fi
    exec 3<> "/dev/tcp/127.0.0.1/$port" || return
    printf 'GET %s HTTP/1.0\r\nHost: localhost\r\n\r\n' "$1" >&3
    timeout 30 cat <&3 | tr -d '\r' |
        sed -n '1s/^HTTP[^ ]* \([0-9]*\).*/\1/p; /^$/,$p' | sed '2{/^$/d}'
    exec 3<&-
}

# start NAME ARGS...: `coup serve ARGS...` in the background, its output in
# $dir/NAME.out and .err; its pid in $pid.
start() {
    local name=$1
    shift
    "$coup" serve "$@" > "$dir/$name.out" 2> "$dir/$name.err" &
    pid=$!
    pids+=("$pid")
}

# The port of the URL the server printed in $dir/NAME.out ("" if none yet).
port_of() {
    sed -n 's|^coup serve: open http://127\.0\.0\.1:\([0-9][0-9]*\)/ in a browser$|\1|p' \
        "$dir/$1.out"
}
printed_url() { [ -n "$(port_of "$1")" ]; }

# gone PID: the process has ended.
gone() { ! kill -0 "$1" 2> /dev/null; }

# stop_with SIGNAL PID: sends it and waits (60 s at most) for the process
# to end; its exit status in $status (-1 if it did not end).
stop_with() {
    kill -"$1" "$2"
    status=-1
    if wait_for 60 gone "$2"; then
        wait "$2"
        status=$?
    fi
}

# --- usage --------------------------------------------------------------

"$coup" serve --help > "$dir/help" 2>&1
check "serve --help exits 0" test $? -eq 0
check "serve --help lists --port" grep -q -- '--port N' "$dir/help"
check "coup --help lists serve" sh -c "'$coup' --help | grep -q '^  serve '"

# refused NAME WANT ARGS...: `coup serve ARGS` exits 2 and says WANT.
refused() {
    local name=$1 want=$2
    shift 2
    "$coup" serve "$@" > "$dir/out" 2> "$dir/err"
    local rc=$?
    if [ "$rc" -eq 2 ] && grep -qF -- "$want" "$dir/err"; then
        ok "$name"
    else
        fail "$name (exit $rc)"
        sed 's/^/    /' "$dir/err"
    fi
}
refused "a port past 65535 is refused" \
    "--port must be a number from 0 to 65535, not '70000'" --port 70000
refused "a port that is no number is refused" \
    "--port must be a number from 0 to 65535, not 'http'" --port http
refused "a negative --bot-delay-ms is refused" \
    "--bot-delay-ms must be a number from 0 to 60000, not '-1'" \
    --bot-delay-ms -1
refused "a bad --away-ms is refused" "--away-ms must be a number" \
    --away-ms 1s
refused "a bad --seed is refused" "--seed must be a number" --seed x
refused "an unknown option is refused" "usage: coup serve" --no-such-option
refused "an argument is refused" "unexpected argument 'now'" now
refused "an empty --db is refused" "--db needs a file name" --db ""

"$coup" serve --port 0 --db "$dir/s.db" --static "$dir/nowhere" \
    > "$dir/out" 2> "$dir/err"
rc=$?
check "a missing --static folder is refused (exit 1)" test "$rc" -eq 1
check "a missing --static folder is named" \
    grep -qF "coup serve: --static $dir/nowhere: No such file or directory" \
    "$dir/err"
check "no database is created when the server does not start" \
    test ! -e "$dir/s.db"

# 192.0.2.1 is an address for documentation (RFC 5737): not this machine's.
"$coup" serve --port 0 --db "$dir/s.db" --host 192.0.2.1 > "$dir/out" 2> "$dir/err"
rc=$?
check "an address not on this machine is refused (exit 1)" test "$rc" -eq 1
check "an address not on this machine is named" grep -qx \
    "coup serve: cannot listen on 192.0.2.1:0: no such address on this machine" \
    "$dir/err"

# --- a server -------------------------------------------------------------

db=$dir/coup.db
start a --port 0 --db "$db" --bot-delay-ms 0
a=$pid
check "serve prints the address to open" wait_for 60 printed_url a
port=$(port_of a)
if [ -z "$port" ]; then
    fail "the server started"
    sed 's/^/    /' "$dir/a.err"
    finish
    exit 1
fi
check "only the address goes to stdout" test "$(wc -l < "$dir/a.out")" -eq 1
check "the log goes to stderr" grep -q "listening on 127.0.0.1:$port" "$dir/a.err"

check "GET /healthz says ok" test "$(get /healthz)" = "$(printf '200\nok')"
check "an unknown path is a 404" test "$(get /no/such/page | head -n 1)" = 404
get /lang/it.json > "$dir/it"
check "GET /lang/it.json is the Italian table" grep -q '"code": *"it"' "$dir/it"

# The same port again: refused, with the reason.
"$coup" serve --port "$port" --db "$dir/other.db" > "$dir/b.out" 2> "$dir/b.err"
rc=$?
check "a port in use is refused (exit 1)" test "$rc" -eq 1
check "a port in use is named" grep -qx \
    "coup serve: cannot listen on 127.0.0.1:$port: address in use" "$dir/b.err"

stop_with TERM "$a"
check "SIGTERM stops the server with exit 0" test "$status" -eq 0
check "the server says it stops" grep -q "stopping" "$dir/a.err"
check "the database file exists" test -s "$db"
gone "$a" || kill -KILL "$a" 2> /dev/null

# Started again on the same database, stopped by SIGINT (Ctrl-C).
start c --port 0 --db "$db"
c=$pid
check "serve starts again on its database" wait_for 60 printed_url c
stop_with INT "$c"
check "SIGINT stops the server with exit 0" test "$status" -eq 0

finish

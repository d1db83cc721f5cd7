#!/usr/bin/env bash
# with-postgres.sh CMD ARGS...: runs CMD with a PostgreSQL server of its
# own, made for it in a temporary folder and thrown away after.
#
# The server listens only on a Unix socket in that folder (no TCP port),
# so that runs side by side never meet. CMD finds it in COUP_TEST_PG, a
# libpq connection URI (postgresql:///coup_test?host=DIR&user=coup). The
# script exits with CMD's status, or 77 (ctest's SKIP_RETURN_CODE) when
# PostgreSQL is not installed. PostgreSQL refuses to run as root: as root,
# its server runs as `nobody`, which owns the folder.
set -euo pipefail

if [ $# -eq 0 ]; then
    echo "usage: with-postgres.sh CMD [ARGS...]" >&2
    exit 2
fi

# Debian's server binaries (package postgresql-NN): the newest version.
bin=
for d in /usr/lib/postgresql/*/bin; do
    if [ -x "$d/initdb" ] && [ -x "$d/pg_ctl" ] && [ -x "$d/createdb" ]; then
        bin=$d
    fi
done
if [ -z "$bin" ]; then
    echo "with-postgres.sh: PostgreSQL not installed (apt-get install postgresql): skipped"
    exit 77
fi

# The socket's path (DIR/.s.PGSQL.5432) must fit in 107 bytes: a short
# folder under /tmp, whatever TMPDIR says.
dir=$(mktemp -d /tmp/coup-pg-XXXXXX)
as_owner=()
if [ "$(id -u)" -eq 0 ]; then
    chown nobody: "$dir"
    as_owner=(runuser -u nobody --)
fi

started=0
cleanup() {
    local rc=$?
    if [ "$started" -eq 1 ]; then
        (cd "$dir" && "${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" stop \
            -m fast -w >/dev/null 2>&1) ||
            echo "with-postgres.sh: could not stop the server in $dir" >&2
    fi
    rm -rf "$dir"
    exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# Shows the logs when the server would not start. The server writes its
# own (as nobody, when run as root).
fail() {
    echo "with-postgres.sh: $*" >&2
    for log in "$dir/initdb.log" "$dir/log"; do
        [ -f "$log" ] && sed 's/^/    /' "$log" >&2
    done
    exit 1
}

# As the folder's owner, from inside it (nobody may not read the caller's
# working directory). Trust authentication: only the socket, in a folder
# no one else may enter, reaches the server. fsync is off: this cluster
# lives for one test run, and the client's durability (a killed server of
# coup's) does not depend on the database's own fsyncs.
(cd "$dir" &&
 "${as_owner[@]}" "$bin/initdb" -D "$dir/data" -U coup --auth=trust \
     -E UTF8 --locale=C --no-sync >"$dir/initdb.log" 2>&1) ||
    fail "initdb failed"
(cd "$dir" &&
 "${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w -t 60 \
     -o "-c listen_addresses='' -c unix_socket_directories='$dir' -c fsync=off" \
     start >/dev/null) ||
    fail "the server did not start"
started=1

"$bin/createdb" -h "$dir" -U coup coup_test || fail "createdb failed"

export COUP_TEST_PG="postgresql:///coup_test?host=$dir&user=coup"
# For a test that stops and starts the database under a running server:
# "$COUP_TEST_PG_CTL stop -m fast", "$COUP_TEST_PG_CTL start" (sh -c).
export COUP_TEST_PG_CTL="cd '$dir' && ${as_owner[*]} '$bin/pg_ctl' -D '$dir/data' -l '$dir/log' -w -t 60 -o \"-c listen_addresses='' -c unix_socket_directories='$dir' -c fsync=off\""
status=0
"$@" || status=$?
exit "$status"

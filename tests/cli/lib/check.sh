# check.sh - the little harness the shell tests of tests/cli/ share:
#
#     . "$(dirname "$0")/lib/check.sh"
#     check "the help exits 0" "$coup" play --help
#     ...
#     finish
#
# Each check prints "ok NAME" or "FAIL NAME"; finish prints "N passed,
# N failed" and returns 1 if any check failed. (This folder is not scanned
# for tests: only tests/cli/*.sh are.)

passed=0
failed=0

ok() { passed=$((passed + 1)); echo "ok $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; }
# check NAME COMMAND...: the command must succeed.
check() {
    local name=$1
    shift
    if "$@"; then ok "$name"; else fail "$name"; fi
}
finish() {
    echo "$passed passed, $failed failed"
    [ "$failed" -eq 0 ]
}

# wait_for SECONDS COMMAND...: runs the command every tenth of a second
# until it succeeds (returns 0) or SECONDS have passed (returns 1). A test
# waits for what it needs to see this way, never for a fixed time, so that
# a loaded machine makes it slower but not wrong.
wait_for() {
    local limit=$1 start=$SECONDS
    shift
    until "$@"; do
        [ $((SECONDS - start)) -ge "$limit" ] && return 1
        sleep 0.1
    done
}

# The screen of a program under tmux (tmux_start starts it): the server's
# socket name is in $tmux_sock, the session is "t".
tmux_sock=
# tmux_start SOCKET COLSxROWS COMMAND: a new tmux server on SOCKET runs
# COMMAND (a shell command line) in a detached COLSxROWS pane; when COMMAND
# ends, the pane stays, so that its last screen can still be read.
tmux_start() {
    tmux_sock=$1
    tmux -L "$tmux_sock" -f /dev/null new-session -d -x "${2%x*}" \
        -y "${2#*x}" -s t "$3" \; set-option -t t remain-on-exit on \
        > /dev/null
}
# tmux_screen [ARGS]: the pane's text now (ARGS go to capture-pane: -e
# keeps the colours, -J joins the lines the terminal wrapped).
tmux_screen() { tmux -L "$tmux_sock" capture-pane -p -t t "$@"; }
# tmux_keys KEYS...: types KEYS into the pane (send-keys).
tmux_keys() { tmux -L "$tmux_sock" send-keys -t t "$@"; }
# tmux_stop: the server and what runs in it are gone.
tmux_stop() { tmux -L "$tmux_sock" kill-server 2> /dev/null; }
# tmux_shows ERE: a line of the pane matches the extended regex ERE now.
tmux_shows() { tmux_screen | grep -Eq -- "$1"; }
# tmux_wait ERE [SECONDS]: until a line of the pane matches ERE (60 s at
# most); 0 when it does, 1 at the deadline.
tmux_wait() { wait_for "${2:-60}" tmux_shows "$1"; }

#!/usr/bin/env bash
# engine.sh - end-to-end checks of `coup engine` and of the example bots
# (examples/bots/), spoken to as a referee would (docs/protocol.md).
#
#     bash tests/cli/engine.sh path/to/coup
#
# The C example bot is expected next to coup (the build puts it there as
# coup-example-bot); the Python one needs python3.
#
# Prints one line per check ("ok ..." or "FAIL ...") and "N passed, N failed"
# (lib/check.sh); exits 1 if any check failed.
set -u
shopt -s extglob

coup=${1:?usage: engine.sh path/to/coup}
cbot=$(dirname "$coup")/coup-example-bot
pybot=$(cd "$(dirname "$0")/../.." && pwd)/examples/bots/random_bot.py
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
. "$(dirname "$0")/lib/check.sh"

# same NAME FILE EXPECTED: the file must hold exactly the expected text.
same() {
    if diff -u <(printf '%s\n' "$3") "$2" > "$dir/diff"; then
        ok "$1"
    else
        fail "$1"
        cat "$dir/diff"
    fi
}

# --- usage --------------------------------------------------------------

"$coup" engine --help > "$dir/help" 2>&1
if [ $? -eq 0 ] && grep -q 'engine protocol' "$dir/help" &&
   grep -q '^  random' "$dir/help"; then
    ok "engine --help"
else
    fail "engine --help"
fi
"$coup" engine > /dev/null 2>&1
[ $? -eq 2 ] && ok "engine without a bot is a usage error" ||
    fail "engine without a bot is a usage error"
"$coup" engine nosuchbot 2> "$dir/err" > /dev/null
if [ $? -eq 2 ] && grep -q "unknown bot 'nosuchbot'" "$dir/err"; then
    ok "engine with an unknown bot says so"
else
    fail "engine with an unknown bot says so"
fi

# --- a scripted referee -------------------------------------------------

obs0='obs seat 1 players 3 options none phase action to_move 1 actor 1 action - target - named - claimant - claim - blocker - block - challenger - loser - winner - coins 2,2,2 hidden 2,2,2 up -/-,-/-,-/- mine duke,contessa shown - court 9 out 0'
cat > "$dir/script" <<EOF
coup 1
isready
newgame players 3 seat 1 options none
$obs0
go 1000 legal tax
event 1 tax
frobnicate
go soon

gameover winner 1
quit
go 1000 legal income
EOF
"$coup" engine random --seed 3 < "$dir/script" > "$dir/out" 2>&1
[ $? -eq 0 ] && ok "engine random exits 0 at quit" ||
    fail "engine random exits 0 at quit"
same "engine random answers a scripted referee" "$dir/out" \
"id name random
id author coup
supports inquisitor two_player_draft declared_coup declared_assassinate reformation
coupok 1
readyok
play tax
info error line 'go soon': expected a time in milliseconds after 'go'"

# Every built-in bot (as --help lists them) plays from an observation; any
# listed move will do.
for bot in $("$coup" engine --help | sed -n '/^bots:/,$p' | awk 'NR > 1 { print $1 }'); do
    printf 'coup 1\nnewgame players 3 seat 1 options none\n%s\ngo 1000 legal income,foreign-aid,tax,exchange,steal 0,steal 2,assassinate 0\n' \
        "$obs0" | "$coup" engine "$bot" > "$dir/out" 2>&1
    last=$(tail -n 1 "$dir/out")
    case $last in
    "play income" | "play foreign-aid" | "play tax" | "play exchange" | \
    "play steal 0" | "play steal 2" | "play assassinate 0")
        ok "engine $bot plays a listed move" ;;
    *) fail "engine $bot plays a listed move (got '$last')"; cat "$dir/out" ;;
    esac
done

# Reformation (R16-R19, protocol revision 1.2): the obs line ends with the
# Reformist seats and the Treasury Reserve, and the legal list holds
# Conversions and an Embezzlement. Seat 1 is a Reformist (with seat 3), so
# it may aim only at seats 0 and 2. Every built-in bot reads the line
# without complaint and plays a listed move.
robs='obs seat 1 players 4 options reformation phase action to_move 1 actor 1 action - target - named - claimant - claim - blocker - block - challenger - loser - winner - coins 3,4,2,2 hidden 2,2,2,2 up -/-,-/-,-/-,-/- mine captain,contessa shown - court 7 out 0 reformists 1,3 reserve 3'
rlegal='income,foreign-aid,tax,exchange,steal 0,steal 2,assassinate 0,assassinate 2,convert 0,convert 1,convert 2,convert 3,embezzle'
for bot in $("$coup" engine --help | sed -n '/^bots:/,$p' | awk 'NR > 1 { print $1 }'); do
    printf 'coup 1\nnewgame players 4 seat 1 options reformation\n%s\ngo 1000 legal %s\n' \
        "$robs" "$rlegal" | "$coup" engine "$bot" > "$dir/out" 2>&1
    last=$(tail -n 1 "$dir/out")
    if ! grep -q '^info error' "$dir/out" && [ "${last%% *}" = play ] &&
       printf '%s\n' "$rlegal" | tr ',' '\n' | grep -qxF -- "${last#play }"; then
        ok "engine $bot plays a listed move at a Reformation table"
    else
        fail "engine $bot plays a listed move at a Reformation table (got '$last')"
        cat "$dir/out"
    fi
done
# Its Embezzlement challenged, seat 1 proves with its whole hand or
# concedes (R18); the event of the proof names the hand, and is no error.
prove=${robs/phase action to_move 1 actor 1 action - target - named - claimant - claim - blocker - block - challenger -/phase prove to_move 1 actor 1 action embezzle target - named - claimant 1 claim duke blocker - block - challenger 2}
cat > "$dir/script" <<EOF
coup 1
newgame players 4 seat 1 options reformation
$robs
event 1 embezzle
$prove
isready
go 1000 legal prove captain contessa,concede
event 1 prove captain contessa
event 0 convert 3
quit
EOF
"$coup" engine random --seed 4 < "$dir/script" > "$dir/out" 2>&1
rc=$?
if [ $rc -eq 0 ] && [ "$prove" != "$robs" ] && ! grep -q '^info error' "$dir/out" &&
   grep -Eqx 'play (prove captain contessa|concede)' "$dir/out"; then
    ok "engine random proves an Embezzlement with its hand, or concedes"
else
    fail "engine random proves an Embezzlement with its hand, or concedes (exit $rc)"
    cat "$dir/out"
fi
# Reformation's keys at a table without the option are an error: they
# come with the option, and only then.
printf 'coup 1\nnewgame players 4 seat 1 options none\n%s\n' \
    "${robs/options reformation/options none}" | "$coup" engine random > "$dir/out" 2>&1
if grep -q "^info error line 'obs seat 1 .*': expected 'reformists' only in a game with the option reformation$" "$dir/out"; then
    ok "engine refuses Reformation's keys at a table without the option"
else
    fail "engine refuses Reformation's keys at a table without the option"
    cat "$dir/out"
fi

# The search bot takes its parameters in the spec (a small budget here:
# its default, thousands of iterations a decision, is slow under the
# sanitizers),
# names itself by it, and plays a decision from an observation.
printf 'coup 1\nnewgame players 3 seat 1 options none\n%s\ngo 1000 legal income,tax,steal 2\nquit\n' \
    "$obs0" | "$coup" engine search:iters=50 --seed 2 > "$dir/out" 2>&1
rc=$?
if [ $rc -eq 0 ] && [ "$(head -n 1 "$dir/out")" = "id name search:iters=50" ] &&
   grep -Eqx 'play (income|tax|steal 2)' "$dir/out"; then
    ok "engine search:iters=50 answers with its spec and plays a listed move"
else
    fail "engine search:iters=50 answers with its spec and plays a listed move (exit $rc)"
    cat "$dir/out"
fi
# Whole games through the protocol, `coup arena` as the referee: the search
# bot as a process against random and heuristic, heads-up and at three
# seats with rule options; every game ends with a winner, no forfeit.
search_games() {
    local name=$1 spec=$2
    shift 2
    # Time limits so long that only a fault, never a loaded machine (or a
    # sanitizer build), ends a game.
    "$coup" arena --bot "cmd:$coup engine $spec --seed 7" "$@" \
        --threads 1 --handshake-ms 60000 --move-ms 30000 --json \
        > "$dir/json" 2> "$dir/err"
    local rc=$?
    # As many games played and won as asked, none forfeited or unfinished.
    if [ $rc -eq 0 ] &&
       grep -q '^{"games":\([1-9][0-9]*\),"games_asked":\1,"end":"complete","won":\1,"forfeits":0,"unfinished":0,' "$dir/json" &&
       grep -q "\"name\":\"$spec\"" "$dir/json"; then
        ok "$name"
    else
        fail "$name (exit $rc)"
        cat "$dir/json" "$dir/err"
    fi
}
search_games "engine search:iters=50 plays whole games heads-up through the protocol" \
    search:iters=50 --bots random --games 4
search_games "engine search:iters=50 plays whole games at three seats with options" \
    search:iters=50 --bots heuristic,random --games 3 --options inquisitor,declared_coup,declared_assassinate
search_games "engine search:iters=50 plays whole Reformation games at four seats" \
    search:iters=50 --bots heuristic,random --players 4 --games 3 --options reformation
search_games "engine heuristic plays whole Reformation games with the Inquisitor" \
    heuristic --bots random --players 3 --games 4 --options reformation,inquisitor

# The end of the input ends it too.
printf 'coup 1\n' | "$coup" engine random > /dev/null 2>&1
[ $? -eq 0 ] && ok "engine exits 0 at the end of its input" ||
    fail "engine exits 0 at the end of its input"

# --- one line in, its answer out, without waiting for the end -----------

# talk NAME COMMAND...: the bot must answer the handshake and a go line by
# line (each answer flushed at once), then exit at quit.
talk() {
    local name=$1 line i
    shift
    coproc BOT { "$@" 2> /dev/null; }
    local out=${BOT[0]} in=${BOT[1]}
    printf 'coup 1\n' >&"$in"
    local got=""
    for i in 1 2 3 4 5 6; do
        IFS= read -r -t 10 line <&"$out" || break
        got+="$line|"
        [[ $line == coupok* ]] && break
    done
    printf 'isready\ngo 1000 legal steal 2,income\n' >&"$in"
    IFS= read -r -t 10 line <&"$out" && got+="$line|"
    IFS= read -r -t 10 line <&"$out" && got+="$line|"
    printf 'quit\n' >&"$in"
    wait "$BOT_PID" 2> /dev/null
    local rc=$?
    if [[ $got == *"id name "*"|coupok 1|readyok|play "@(steal 2|income)"|" ]] &&
       [ $rc -eq 0 ]; then
        ok "$name answers the handshake and go, line by line"
    else
        fail "$name answers the handshake and go, line by line (got '$got', exit $rc)"
    fi
}
talk "coup engine random" "$coup" engine random
if [ -x "$cbot" ]; then
    talk "the C example bot" "$cbot"
else
    fail "the C example bot is built ($cbot)"
fi
if command -v python3 > /dev/null; then
    talk "the Python example bot" python3 "$pybot"
else
    fail "python3 is needed for the Python example bot"
fi

# supports NAME COMMAND...: its handshake lists every option, Reformation
# (protocol revision 1.2) included.
supports() {
    local name=$1
    shift
    printf 'coup 1\nquit\n' | "$@" > "$dir/out" 2> /dev/null
    if grep -qx 'supports inquisitor two_player_draft declared_coup declared_assassinate reformation' "$dir/out"; then
        ok "$name supports every option, reformation included"
    else
        fail "$name supports every option, reformation included"
        cat "$dir/out"
    fi
}
supports "coup engine random" "$coup" engine random
supports "coup engine search" "$coup" engine search
[ -x "$cbot" ] && supports "the C example bot" "$cbot"
command -v python3 > /dev/null && supports "the Python example bot" python3 "$pybot"

finish

#!/usr/bin/env bash
# play.sh - end-to-end checks of `coup play`: scripted games through stdin
# in each language, a full game, the golden plain-text output of one game,
# bad input, the rules by section, the turn counter, the end of input, the
# record checked before the game, signals, hot-seat, and the colour screen
# in tmux panes of 80x24 and 60x20 (tmux is installed by scripts/deps.sh).
#
#     bash tests/cli/play.sh path/to/coup
#     COUP_GOLDEN_UPDATE=1 bash tests/cli/play.sh path/to/coup   # rewrite
#
# Prints one line per check ("ok ..." or "FAIL ...") and "N passed, N failed"
# (lib/check.sh); exits 1 if any check failed.
set -u

coup=${1:?usage: play.sh path/to/coup}
coup=$(cd "$(dirname "$coup")" && pwd)/$(basename "$coup")
here=$(cd "$(dirname "$0")" && pwd)
golden=$here/play-golden.txt
dir=$(mktemp -d)
sock=coup-play-test-$$
sock_watch=$sock-watch
sock_big=$sock-big
sock_small=$sock-small
sock_hup=$sock-hup
sock_small10=$sock-small10
sock_small_es=$sock-small-es
cleanup() {
    local s
    for s in "$sock" "$sock_watch" "$sock_big" "$sock_small" "$sock_small10" "$sock_small_es" "$sock_hup"; do
        tmux -L "$s" kill-server 2> /dev/null
    done
    rm -rf "$dir"
}
trap cleanup EXIT
cd "$dir" || exit 1
unset NO_COLOR LC_ALL LC_MESSAGES
export LANG=C USER=tester
. "$here/lib/check.sh"

# replays FILE: the record replays without an error.
replays() { "$coup" replay --quiet "$1" > /dev/null 2>&1; }
# ones N: N lines "1" (always the first choice: plays any game to its end).
ones() { yes 1 | head -n "$1"; }

# --- usage ------------------------------------------------------------------
"$coup" play --help > out 2>&1
check "--help exits 0" test $? -eq 0
check "--help names the flags" grep -q -- "--seat LIST" out
for bad in "--players 11" "--players x" "--lang nl" "--seat 4" "--seat 0,x" \
           "--color sometimes" "--options frobnicate" "--start 5" \
           "--name bad/name" "--name A,B" "--seed -1" "--seed ' 5'" \
           "--seed 18446744073709551616" "--bots nosuchbot" "--bots heuristic,,random" \
           "--bots heuristic:frob=1" "--bots ,random" "--seat 0,,1" "--seat 0," \
           "--seat 0,0" "--seat 1,0,1" \
           "--options two_player_draft --players 3" "extra"; do
    # shellcheck disable=SC2086
    "$coup" play --players 4 $bad < /dev/null > out 2> err
    rc=$?
    if [ $rc -eq 2 ] && [ -s err ] && ! grep -q "Game record" out; then
        ok "bad flags '$bad' exit 2 with a message"
    else
        fail "bad flags '$bad' exit 2 with a message (rc $rc)"
    fi
done

# --- a full game to its end ---------------------------------------------------
ones 2000 | "$coup" play --players 4 --seed 7 --fast --name Anna \
    --record full.rec > full.out 2> full.err
check "a full game exits 0" test $? -eq 0
check "a full game says nothing on stderr" test ! -s full.err
check "a full game ends with a winner" grep -Eq "^Game over: [A-Za-z]+ wins\.$" full.out
check "the record is saved where asked" grep -qx "Game record saved to full.rec." full.out
"$coup" replay full.rec > replay.out 2>&1
check "the record replays" test $? -eq 0
winner=$(sed -n 's/^Game over: \([A-Za-z]*\) wins\.$/\1/p' full.out)
check "the replay agrees on the winner" grep -qx "Winner: $winner" replay.out
# R9: a person never reads a card a bot drew, kept or showed to another.
check "no bot's card is named when drawn" \
    bash -c '! grep -Eq "^  (Sacha|Haig|Mira) (draws|keeps) (Duke|Assassin|Captain|Ambassador|Contessa)" full.out'
check "bots' draws are told as cards" grep -Eq "^  (Sacha|Haig|Mira) draws a card\.$" full.out
check "plain output has no escape codes" bash -c "! grep -q $'\033' full.out"
check "the input is echoed" grep -qx "> 1" full.out

# --- a prove typed as the menu says it ("Show Duke", R6) -----------------------
# Hot-seat, seed 2: Ana holds a Duke, claims Tax, Bo challenges.
while IFS='|' read -r lang words; do
    printf '\n%b\nquit\n' "$words" |
        "$coup" play --players 2 --seat 0,1 --start 0 --seed 2 --fast \
            --name Ana,Bo --lang "$lang" --record "show-$lang.rec" > "show-$lang.out" 2>&1
    check "$lang: typing the menu's words for a prove proves (R6)" \
        grep -qx "0 prove" "show-$lang.rec"
done <<'SHOW'
en|tax\n\nchallenge\n\nshow duke
it|tasse\n\nsfida\n\nmostra duca
SHOW

# --- every language, with bad input ------------------------------------------
# lang, the card Duke, "game over" and the bad-number message in it
while IFS='|' read -r lang duke over badnum; do
    { printf 'help\nrules\nrules R6\nrules challenge\nrules frob\nlog\nxyzzy\n99\nsteal 9\n\n'
      ones 2000; } |
        "$coup" play --players 3 --seed 11 --fast --lang "$lang" --name Ana \
            --bots heuristic,random --record "$lang.rec" > "$lang.out" 2> "$lang.err"
    rc=$?
    check "$lang: the game exits 0" test $rc -eq 0
    check "$lang: nothing on stderr" test ! -s "$lang.err"
    check "$lang: names the Duke '$duke'" grep -q "$duke" "$lang.out"
    check "$lang: the game ends" grep -q "$over" "$lang.out"
    check "$lang: a number out of range is explained" grep -q "$badnum" "$lang.out"
    check "$lang: an unknown word is explained" grep -q "'xyzzy'" "$lang.out"
    check "$lang: an illegal move is explained" grep -q "'steal 9'" "$lang.out"
    check "$lang: help cites the rules" grep -q "(R4)" "$lang.out"
    check "$lang: the summary card" grep -q "^ COUP" "$lang.out"
    check "$lang: rules R6 and rules challenge show section R6" \
        test "$(grep -c '^ R6 ' "$lang.out")" -eq 2
    check "$lang: a rules section that does not exist is explained" \
        grep -q "'frob'" "$lang.out"
    check "$lang: the record replays" replays "$lang.rec"
done <<'LANGS'
en|Duke|Game over:|There is no choice 99
it|Duca|Partita finita:|La scelta 99 non esiste
pt|Duque|Fim de jogo:|Não existe a opção 99
es|Duque|Fin de la partida:|No existe la opción 99
LANGS
# (A rules section is shown in English where it has no translation.)
printf 'rules R5\nquit\n' | "$coup" play --players 3 --seed 1 --fast \
    --record r5.rec > r5.out 2>&1
check "rules R5: each numbered step starts a line of its own" \
    bash -c 'grep -q "^ 1\. The actor declares" r5.out && grep -q "^ 2\. If the action claims" r5.out'
check "it: no English card names" \
    bash -c '! sed "/^ R6 /,/^\$/d" it.out | grep -Eq "Duke|Captain|Ambassador"'
# card FILE: the summary card in FILE (from its title to the blank line).
card() { sed -n '/^ COUP/,/^$/p' "$1"; }
check "the card of a base game has no Inquisitor (R12)" \
    bash -c "$(declare -f card); card en.out | grep -q Ambassador && ! card en.out | grep -q Inquisitor"
printf 'rules\nquit\n' | "$coup" play --players 3 --seed 11 --fast --lang en \
    --options inquisitor --record inq.rec > inq.out 2>&1
check "the card of an Inquisitor game has no Ambassador (R12)" \
    bash -c "$(declare -f card); card inq.out | grep -q Inquisitor && ! card inq.out | grep -q Ambassador"
LANG=pt_BR.UTF-8 "$coup" play --players 2 --fast --record env.rec < /dev/null > env.out
check "the language comes from LANG" grep -q "Registro da partida salvo" env.out

# --- golden: one fixed-seed game in plain text --------------------------------
{ printf 'help\nlog\n'; ones 2000; } |
    "$coup" play --players 3 --bots random --seed 42 --fast --lang en \
        --name Anna --record golden.rec > golden.out 2>&1
if [ "${COUP_GOLDEN_UPDATE:-}" = 1 ]; then
    cp golden.out "$golden"
    echo "updated $golden"
fi
if cmp -s golden.out "$golden"; then
    ok "the seed-42 game prints the golden text"
else
    fail "the seed-42 game prints the golden text"
    diff -u "$golden" golden.out | head -40
fi

# --- the turn counter ------------------------------------------------------------
# The title shows the turn being played (R4): the number of actions so far,
# plus one when the decision is the next action itself. A person's first
# decision is often a reaction (a challenge, a block) to a bot's action.
for seed in 1 2 3 4 5 6; do
    printf 'quit\n' | "$coup" play --players 3 --seed $seed --fast --name Anna \
        --record turn.rec > turn.out 2>&1
    shown=$(sed -n 's/^ Coup - turn \([0-9]*\)$/\1/p' turn.out | head -n 1)
    want=$(grep -cE '^[0-9]+ (income|foreign-aid|tax|exchange|coup|assassinate|steal|examine)' turn.rec)
    grep -q "^ Anna to choose an action" turn.out && want=$((want + 1))
    check "seed $seed: the title shows turn $want, the turn being played" \
        test "$shown" = "$want"
done

# --- the end of input, quit -----------------------------------------------------
printf '1\n' | "$coup" play --players 3 --seed 5 --fast --name Anna \
    --record eof.rec > eof.out 2>&1
check "EOF exits 0" test $? -eq 0
check "EOF says the game stopped" grep -q "stopped before its end" eof.out
check "EOF saves the record" grep -qx "Game record saved to eof.rec." eof.out
check "the unfinished record replays" replays eof.rec
check "the unfinished record has no result" bash -c '! grep -q "^result" eof.rec'
mkdir here && (cd here && for i in 1 2; do
    printf 'quit\n' | "$coup" play --players 2 --fast > "q$i.out"; done)
check "without --record the record goes here" test "$(ls here/coup-*.rec | wc -l)" -eq 2
check "a second game in the same second gets its own file" \
    bash -c "test \"\$(cat here/q*.out | grep -c '^Game record saved to coup-')\" -eq 2"
printf 'quit\n' | "$coup" play --players 3 --seed 5 --fast --record quit.rec > quit.out 2>&1
check "quit exits 0 and saves" grep -qx "Game record saved to quit.rec." quit.out
"$coup" play --players 3 --fast --record /nonexistent/dir/x.rec < /dev/null > nosave.out 2> nosave.err
check "a record that cannot be written exits 1" test $? -eq 1
check "and says why" grep -q "/nonexistent/dir/x.rec: No such file" nosave.err
check "and says it before anything is played" test ! -s nosave.out
printf 'q\n' | "$coup" play --record . > nosave2.out 2> nosave2.err
check "a record that is a folder exits 1" test $? -eq 1
check "and says why before the set-up menu" \
    bash -c "test ! -s nosave2.out && grep -q 'directory' nosave2.err"
echo keep > old.rec
printf 'q\n' | "$coup" play --fast --record old.rec > /dev/null 2>&1
check "leaving the set-up menu does not touch an existing record" grep -qx keep old.rec
printf 'q\n' | "$coup" play --fast --record fresh.rec > /dev/null 2>&1
check "leaving the set-up menu leaves no empty record" test ! -e fresh.rec

# --- the set-up menu ------------------------------------------------------------
printf '1\n2\n5\n8\n1\n9\n\nquit\n' | "$coup" play --fast --record menu.rec > menu.out 2>&1
check "the menu sets 2 players" grep -q "Giocatori: 2" menu.out
check "the menu toggles the draft (R11)" grep -q "(R11): s" menu.out
check "the menu switches the language" grep -q "Lingua: Italiano" menu.out
check "the game from the menu has 2 players" grep -qx "players 2" menu.rec
check "the game from the menu has the draft" grep -q "two_player_draft" menu.rec
check "the menu sets the starting seat" grep -qx "start 1" menu.rec
check "the menu shows the starting seat" grep -q "Chi inizia: 1" menu.out
printf '5\nq\n' | "$coup" play --fast > menu2.out 2>&1
check "the draft needs two players" grep -q "two players only" menu2.out
# In Italian: the word for no seat, and what was wrong with an answer, on
# the screen (stdout) in the menu's language, not in English on stderr.
printf '9\n2\nnessuno\n2\n0,0\n3\nxx\n1\n11\n8\n7\nq\n' | "$coup" play --fast > menu3.out 2> menu3.err
check "the menu takes and shows its language's word for no seat" grep -q ": nessuno$" menu3.out
check "a bad seat list is explained on the screen" grep -q "'0,0'" menu3.out
check "a bad bot list is explained on the screen" grep -q "'xx'" menu3.out
check "a bad number of players is explained in Italian" \
    grep -q "il numero di giocatori va da 2 a 10, non '11'" menu3.out
check "a bad starting seat is explained in Italian" \
    grep -q "il posto di chi inizia va da 0 a 3, oppure r, non '7'" menu3.out
check "the set-up menu's complaints are not in English" \
    bash -c '! grep -Eq "seats are numbers|is not a list of bots|must be from" menu3.out menu3.err'

# --- signals: the game stops as on quit, and the record is saved ------------------
# stop_with SIGNAL STATUS: a game waiting for Anna's move gets SIGNAL; it
# must exit with STATUS (128 plus the signal's number) and save the record.
stop_with() {
    local sig=$1 want=$2 pid rc
    rm -f sig.in
    mkfifo sig.in
    "$coup" play --players 3 --seed 5 --fast --name Anna \
        --record "sig$sig.rec" < sig.in > "sig$sig.out" 2>&1 &
    pid=$!
    exec 9> sig.in # the input stays open: the game waits for Anna
    check "$sig: the game waits for a move" wait_for 60 grep -q '^> ' "sig$sig.out"
    kill -s "$sig" "$pid"
    wait "$pid"
    rc=$?
    exec 9>&-
    check "$sig: exits $want" test "$rc" -eq "$want"
    check "$sig: saves the record" grep -qx "Game record saved to sig$sig.rec." "sig$sig.out"
    check "$sig: the record replays" replays "sig$sig.rec"
}
stop_with HUP 129
stop_with TERM 143

# --- hot-seat ---------------------------------------------------------------------
ones 3000 | "$coup" play --players 3 --seat 0,2 --name Anna,Bo --seed 3 --fast \
    --record hot.rec > hot.out 2>&1
check "hot-seat exits 0" test $? -eq 0
check "hot-seat passes the keyboard to Anna" grep -q "^Pass the keyboard to Anna\." hot.out
check "hot-seat passes the keyboard to Bo" grep -q "^Pass the keyboard to Bo\." hot.out
check "hot-seat records both names" grep -qx "names Anna Sacha Bo" hot.rec
check "the shared story names nobody's drawn card" \
    bash -c '! grep -Eq "^  [A-Za-z]+ (draws|keeps) (Duke|Assassin|Captain|Ambassador|Contessa)" hot.out'

# --- watching bots (--seat none): every card shown ------------------------------
"$coup" play --players 4 --seat none --seed 6 --fast --record watch.rec \
    < /dev/null > watch.out 2>&1
check "watching bots exits 0" test $? -eq 0
check "watching bots plays to the end" grep -q "^Game over:" watch.out
check "the watched record replays" replays watch.rec
check "a spectator sees the bots' draws" \
    grep -Eq "^  [A-Za-z]+ (draws|keeps) (Duke|Assassin|Captain|Ambassador|Contessa)" watch.out
check "a spectator sees the winner's cards" \
    bash -c "grep -A6 '^    Name' watch.out | tail -n 5 | grep -q '\['"
"$coup" play --players 4 --seat none --name Anna < /dev/null > /dev/null 2>&1
check "--name without people exits 2" test $? -eq 2

# --- every option from flags ------------------------------------------------------
for opts in inquisitor two_player_draft declared_coup,declared_assassinate \
            inquisitor,declared_coup,declared_assassinate reformation \
            reformation,inquisitor,declared_coup; do
    players=5
    [ "$opts" = two_player_draft ] && players=2
    ones 3000 | "$coup" play --players $players --options "$opts" --seed 9 \
        --fast --name Anna --record "opt.rec" > opt.out 2>&1
    rc=$?
    if [ $rc -eq 0 ] && grep -q "^Game over:" opt.out &&
       replays opt.rec; then
        ok "a game with $opts plays to its end"
    else
        fail "a game with $opts plays to its end (rc $rc)"
    fi
done

# --- monkey input: random lines, good and bad, never crash the game ------------
# monkey SEED: 4000 lines of numbers in and out of range, command words,
# moves legal or not, blanks and junk (no quit), drawn with Python's random.
monkey() {
    python3 -c '
import random, sys
r = random.Random(int(sys.argv[1]))
words = ["", " ", "\t", "0", "back", "help", "log", "rules", "xyzzy", "-3",
         "99999999999999999999", "steal 1", "steal Sacha", "coup 2 duke",
         "keep duke captain", "lose duke", "block captain", "challenge",
         "pass", "prove", "concede", "income", "tax", "exchange", "examine 1",
         "show contessa", "giveback", "swap", "pick duke", "  2  ", "x" * 300,
         "convert 0", "convert 2", "embezzle", "prove captain contessa",
         "rules R18", "rules embezzle"]
for _ in range(4000):
    if r.random() < 0.6:
        print(r.randint(1, 12))
    else:
        print(r.choice(words))
' "$1"
}
for seed in 1 2 3 4 5 6 7 8; do
    players=$((2 + seed % 5))
    opts=$(echo none inquisitor declared_coup,declared_assassinate \
        inquisitor,declared_coup,declared_assassinate reformation |
        cut -d' ' -f$((1 + seed % 5)))
    lang=$(echo en it pt es fr de ar hi | cut -d' ' -f$seed)
    seats=0
    [ $((seed % 3)) -eq 0 ] && seats=0,1
    monkey "$seed" > monkey.in
    "$coup" play --players $players --options "$opts" \
        --seat $seats --lang "$lang" --seed "$seed" --fast \
        --record "monkey$seed.rec" < monkey.in > monkey.out 2> monkey.err
    rc=$?
    if [ $rc -eq 0 ] && [ ! -s monkey.err ] && replays "monkey$seed.rec"; then
        ok "monkey input $seed ($players players, $opts, $lang, seats $seats)"
    else
        fail "monkey input $seed ($players players, $opts, $lang, seats $seats): rc $rc"
        head -5 monkey.err
    fi
done

# --- the colour screen in a terminal (tmux) -----------------------------------------
# Every check waits, with a deadline, for what the screen may legitimately
# show (lib/check.sh: tmux_wait, wait_for); none sleeps a fixed time, so a
# loaded machine only makes them slower. Each game runs in its own tmux
# server: a server that is going away cannot disturb the next one.
#
# at_prompt: the pane's last non-empty line is the prompt "> ": the screen
# of a decision is drawn in full and the game waits for a person.
at_prompt() {
    local last
    last=$(tmux_screen | grep -v '^$' | tail -n 1)
    [ "$last" = ">" ] || [ "$last" = "> " ]
}
# at_prompt_turn ERE: at the prompt, in a turn matching ERE in the title.
at_prompt_turn() { at_prompt && tmux_screen | head -n 1 | grep -Eq "Coup - turn $1\b"; }
# fits: the title is on the first line (nothing scrolled away) and the hint
# under the menu is there.
fits() {
    tmux_screen > screen.txt
    head -n 1 screen.txt | grep -q "Coup - turn" && grep -q "^ Type a number" screen.txt
}
# no_wrap [ARGS]: no line of the pane is longer than the pane (the
# terminal would have wrapped it: -J joins such lines again); ARGS go to
# capture-pane (-S -200: the lines scrolled away too).
no_wrap() { [ "$(tmux_screen "$@" | wc -l)" -eq "$(tmux_screen -J "$@" | wc -l)" ]; }
# exited FILE: the game wrote its exit status into FILE.
exited() { [ -s "$1" ]; }
# spectator_sees_cards: the table shows face-down cards by name ([Duke])
# and never as [??]; the arrow '>' may stand before any seat's number.
spectator_sees_cards() {
    tmux_screen > watch.txt
    grep -Eq '^ [ >][0-9] [A-Za-z]+ .*\[(Duke|Assassin|Captain|Ambassador|Contessa)\]' watch.txt &&
        ! grep -q '\[??\]' watch.txt
}
if ! command -v tmux > /dev/null; then
    fail "tmux is installed (scripts/deps.sh installs it)"
else
    # One person, seat 0 starts: the first decision is Anna's action.
    tmux_start "$sock" 80x24 \
        "cd '$dir' && '$coup' play --players 4 --start 0 --seed 3 --name Anna --record tmux.rec; echo \$? > tmux.rc"
    check "tmux: the pane is 80x24" \
        test "$(tmux -L "$tmux_sock" display -p -t t '#{pane_width}x#{pane_height}')" = 80x24
    check "tmux: the first decision shows up" wait_for 60 at_prompt_turn 1
    check "tmux: the screen fits 80x24" fits
    check "tmux: no line wraps" no_wrap
    check "tmux: the screen has colour" bash -c "tmux -L '$tmux_sock' capture-pane -e -p -t t | grep -q $'\033\\\\['"
    tmux_keys "income" Enter
    # Anna's next decision is in a later turn (Income ends turn 1, R4).
    check "tmux: the next decision shows up" wait_for 60 at_prompt_turn '([2-9]|[1-9][0-9])'
    check "tmux: it fits too" fits
    tmux_keys C-c
    check "tmux: Ctrl-C ends the game" wait_for 60 exited tmux.rc
    check "tmux: Ctrl-C exits 130" test "$(cat tmux.rc 2> /dev/null)" = 130
    check "tmux: Ctrl-C saves the record" replays tmux.rec
    tmux_stop

    # Watching bots: the screen is redrawn after each bot's decision.
    tmux_start "$sock_watch" 80x24 \
        "cd '$dir' && '$coup' play --players 6 --seat none --seed 3 --record watch2.rec; echo \$? > watch2.rc"
    check "tmux: watching bots, the title is on the first line" \
        wait_for 60 bash -c "tmux -L '$tmux_sock' capture-pane -p -t t | head -n 1 | grep -q 'Coup - turn'"
    check "tmux: watching shows every card" wait_for 60 spectator_sees_cards
    check "tmux: watching, no line wraps" no_wrap
    tmux_keys C-c
    check "tmux: watching, Ctrl-C ends the game" wait_for 60 exited watch2.rc
    check "tmux: watching, Ctrl-C saves the record" replays watch2.rec
    tmux_stop

    # The biggest menu: 10 players, declared Coup and Assassination.
    tmux_start "$sock_big" 80x24 \
        "cd '$dir' && NO_COLOR=1 '$coup' play --players 10 --start 0 --seed 3 --name Anna --options declared_coup,declared_assassinate --record big.rec; echo \$? > big.rc"
    check "tmux: 10 players, the decision shows up" wait_for 60 at_prompt_turn 1
    check "tmux: 10 players fit 80x24" fits
    check "tmux: 10 players, no line wraps" no_wrap
    check "tmux: NO_COLOR turns colour off" bash -c "! tmux -L '$tmux_sock' capture-pane -e -p -t t | grep -q $'\033\\\\[[0-9;]*m'"
    tmux_keys "quit" Enter
    check "tmux: quit ends the game" wait_for 60 exited big.rc
    check "tmux: quit exits 0" test "$(cat big.rc 2> /dev/null)" = 0
    check "tmux: quit saves the record" replays big.rec
    tmux_stop

    # A terminal smaller than 80x24: a note says so, no line wraps, and the
    # question, the menu and the prompt stay on the screen.
    tmux_start "$sock_small" 60x20 \
        "cd '$dir' && '$coup' play --players 4 --start 0 --seed 3 --name Anna --record small.rec; echo \$? > small.rc"
    check "tmux 60x20: the decision shows up" wait_for 60 at_prompt_turn 1
    check "tmux 60x20: a note says the terminal is small" tmux_shows "smaller than 80x24"
    check "tmux 60x20: the question shows" tmux_shows "^ Anna to choose an action"
    check "tmux 60x20: the menu shows" tmux_shows "^ +1 Income"
    check "tmux 60x20: no line wraps" no_wrap
    tmux_keys "income" Enter
    check "tmux 60x20: the next decision shows up" \
        wait_for 60 at_prompt_turn '([2-9]|[1-9][0-9])'
    check "tmux 60x20: no line wraps there either" no_wrap
    tmux_keys "rules R4" Enter
    check "tmux 60x20: a rules section shows" \
        wait_for 60 bash -c "tmux -L '$tmux_sock' capture-pane -p -S -200 -t t | grep -q '^ R4 '"
    check "tmux 60x20: the rules are wrapped to the width" no_wrap -S -200
    tmux_keys "quit" Enter
    check "tmux 60x20: quit ends the game" wait_for 60 exited small.rc
    check "tmux 60x20: quit saves the record" replays small.rec
    tmux_stop

    # Ten players do not fit in 20 rows: the top of the table scrolls away,
    # but the question, the menu and the prompt stay, and nothing wraps.
    tmux_start "$sock_small10" 60x20 \
        "cd '$dir' && '$coup' play --players 10 --start 0 --seed 3 --name Anna --record small10.rec"
    check "tmux 60x20, 10 players: the decision shows up" wait_for 60 at_prompt
    check "tmux 60x20, 10 players: the question shows" tmux_shows "^ Anna to choose an action"
    check "tmux 60x20, 10 players: the menu shows" tmux_shows "^ +1 Income"
    check "tmux 60x20, 10 players: no line wraps" no_wrap
    tmux_stop

    # The Spanish summary card's third column does not fit in 60 columns:
    # what is pushed to a line of its own leaves no blank line above it.
    tmux_start "$sock_small_es" 60x20 \
        "cd '$dir' && '$coup' play --players 3 --start 0 --seed 3 --name Ana --lang es --record small_es.rec"
    check "tmux 60x20, es: the decision shows up" wait_for 60 at_prompt
    tmux_keys "rules" Enter
    check "tmux 60x20, es: the summary card shows" \
        wait_for 60 bash -c "tmux -L '$tmux_sock' capture-pane -p -S -200 -t t | sed -n '/^ COUP/,\$p' | grep -q '^ Condesa'"
    check "tmux 60x20, es: the summary card has no blank line inside" \
        bash -c "! tmux -L '$tmux_sock' capture-pane -p -S -200 -t t | sed -n '/^ COUP/,/^ Condesa/p' | grep -qv '[^ ]'"
    tmux_stop

    # Closing the terminal (SIGHUP, here as the session goes away) stops the
    # game as quit does: the record is saved.
    tmux_start "$sock_hup" 80x24 \
        "cd '$dir' && exec '$coup' play --players 3 --start 0 --seed 4 --name Anna --record hup.rec"
    check "tmux: the game waits for a move" wait_for 60 at_prompt_turn 1
    tmux_stop
    check "tmux: closing the terminal saves the record" wait_for 60 replays hup.rec
fi

finish

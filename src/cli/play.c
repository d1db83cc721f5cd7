/*
 * play.c - `coup play`: people against bots in the terminal, one person or
 * several at one keyboard (hot-seat).
 *
 * The game is a list of steps (the state before, who moved, the move):
 * the bots are told of each, the record is written from them, and
 * everything a person is shown (screen.c: the recent events, `log`) is
 * told again from them for whoever looks, so at one keyboard each person
 * reads their own secrets and nobody else's. When the input is not a
 * terminal, it is echoed, so that a scripted game reads as a transcript.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <sys/stat.h>
#include <unistd.h>

#include <coup/bots.h>
#include <coup/record.h>
#include <coup/rng.h>
#include <coup/text.h>

#include "cli/cli.h"
#include "cli/input.h"
#include "cli/play.h"

/* ------------------------------------------------------------ the game */

/* The signal that stopped the game (SIGINT, SIGTERM, SIGHUP), or 0. The
 * game then ends as on `quit`: the record is saved, and the exit status is
 * 128 plus the signal's number, as a shell reports a process it killed. */
static volatile sig_atomic_t interrupted;

static void on_interrupt(int sig)
{
    interrupted = sig;
}

/* Ctrl-C, a kill, and closing the terminal (SIGHUP) all stop the game the
 * same way. Without SA_RESTART, the read waiting for a person returns at
 * once with EINTR. A signal ignored when the program started (nohup, a
 * background job) stays ignored, as its caller asked. */
static void catch_signals(void)
{
    static const int sigs[] = {SIGINT, SIGTERM, SIGHUP};
    struct sigaction sa, old;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_interrupt;
    sigemptyset(&sa.sa_mask);
    for (size_t i = 0; i < sizeof sigs / sizeof *sigs; i++)
        if (sigaction(sigs[i], NULL, &old) == 0 && old.sa_handler != SIG_IGN)
            sigaction(sigs[i], &sa, NULL);
}

/* The exit status of a game that went to its end or was quit. */
static int exit_status(void)
{
    return interrupted ? 128 + interrupted : 0;
}

/* The viewer of the story told as it happens: the one person; with
 * several at one keyboard, what all may see; with none, everything (bots
 * watched). */
static int live_viewer(const struct game *g)
{
    return g->nhumans == 1   ? g->human1
           : g->nhumans == 0 ? COUP_NARRATE_ALL
                             : COUP_NARRATE_PUBLIC;
}

/* A pause after a bot's move, so that a person can follow (a terminal
 * only, not with --fast). */
static void pause_ms(const struct game *g, int ms)
{
    if (!g->screen || g->fast || interrupted)
        return;
    fflush(g->out);
    struct timespec t = {ms / 1000, (long)(ms % 1000) * 1000000L};
    nanosleep(&t, NULL);
}

/* ---------------------------------------------------------------- input */

/* One line of input without its newline, in buf; 0, or -1 at the end of
 * input or on Ctrl-C. Echoed when the input is not a terminal. */
static int read_line(struct game *g, char *buf, size_t n)
{
    fputs(g->l->prompt, g->out);
    fflush(g->out);
    if (interrupted || !fgets(buf, (int)n, g->in)) {
        if (g->echo || !g->screen)
            fputc('\n', g->out);
        return -1;
    }
    size_t len = strcspn(buf, "\r\n");
    if (buf[len] == '\0' && len == n - 1) { /* too long: drop the rest */
        int c;
        while ((c = fgetc(g->in)) != EOF && c != '\n')
            ;
    }
    buf[len] = '\0';
    if (g->echo)
        fprintf(g->out, "%s\n", buf);
    return 0;
}

enum { ASK_MOVE, ASK_QUIT, ASK_EOF, ASK_AGAIN };

/* At one keyboard, the screen that hands it to the person at `seat`:
 * ASK_MOVE once they press Enter, or why not. */
static int pass_keyboard(struct game *g, int seat)
{
    char buf[256];
    coup_say_args v = {.A = g->names[seat]};
    screen_clear(g);
    fputc('\n', g->out);
    screen_color(g, C_BOLD);
    screen_say(g, g->l->pass_keyboard, &v);
    screen_color(g, C_RESET);
    screen_say(g, g->l->press_enter, &v);
    if (read_line(g, buf, sizeof buf))
        return interrupted ? ASK_QUIT : ASK_EOF;
    return ASK_MOVE;
}

/* `help`: what applies to the decision pending, and what one can type. */
static void show_help(struct game *g)
{
    char text[4096];
    snprintf(text, sizeof text, "%s\n\n%s", coup_lang_help(g->l, &g->s),
             g->l->help_commands);
    screen_block(g, text);
}

/* The argument of "rules X" in the line typed: the rest of the line after
 * the command's word. */
static const char *rules_argument(const char *line)
{
    const char *w = line + strspn(line, " \t");
    w += strcspn(w, " \t");
    return w + strspn(w, " \t");
}

/* Whether a markdown line is a table's rule ("|---|:--|"). */
static bool table_rule(const char *p, size_t len)
{
    return len > 0 && p[0] == '|' && strspn(p, "|-: ") >= len;
}

/* Markdown of docs/rules.md (text[0..len)) as plain text to be wrapped to
 * the screen: the heading's "## " and the "**" of bold words dropped, the
 * lines of one paragraph or list item joined (the screen wraps them to its
 * own width, a list item ("- ", "* " or "1. ") hanging under its mark),
 * a table's rows kept one to a line without the outer bars, its rule line
 * dropped. A malloc'd text, or NULL. */
static char *markdown_plain(const char *text, size_t len)
{
    char *out = malloc(len + 1), *o = out;
    bool joinable = false; /* the line before can take this one */
    if (!out)
        return NULL;
    for (const char *p = text, *end = text + len; p < end;) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
        const char *next = p + n + (nl != NULL);
        size_t lead = strspn(p, " ");
        bool blank = lead >= n, heading = n > 3 && !strncmp(p, "## ", 3);
        bool table = n > 0 && p[0] == '|';
        size_t digits = strspn(p + lead, "0123456789");
        bool item = (n > lead + 1 && (p[lead] == '-' || p[lead] == '*') &&
                     p[lead + 1] == ' ') ||
                    (digits > 0 && n > lead + digits + 1 &&
                     p[lead + digits] == '.' && p[lead + digits + 1] == ' ');
        if (table_rule(p, n)) {
            p = next;
            continue;
        }
        if (joinable && !blank && !heading && !table && !item) {
            *o++ = ' '; /* the paragraph goes on */
            p += lead;
            n -= lead;
        } else if (o > out) {
            *o++ = '\n';
        }
        if (heading) {
            p += 3;
            n -= 3;
        }
        if (table) { /* "| a | b |" -> "a | b" */
            while (n > 0 && (p[n - 1] == '|' || p[n - 1] == ' '))
                n--;
            size_t cut = strspn(p, "| ");
            p += cut < n ? cut : n;
            n -= cut < n ? cut : n;
        }
        for (size_t i = 0; i < n; i++)
            if (!(p[i] == '*' && i + 1 < n && p[i + 1] == '*'))
                *o++ = p[i];
            else
                i++; /* "**" */
        joinable = !blank && !heading && !table;
        p = next;
    }
    *o = '\0';
    return out;
}

/* `rules`: the summary card of this game (the Inquisitor's line only when
 * it is in play, R12), or `rules R<section>`: that section of the rules,
 * in the player's language where it is translated, else in English. */
static void show_rules(struct game *g, int section)
{
    if (section == 0) {
        char card[4096];
        bool inquisitor = g->o.flags & COUP_OPT_INQUISITOR;
        coup_lang_rules_card(g->l, inquisitor, card, sizeof card);
        size_t len = strlen(card);
        snprintf(card + len, sizeof card - len, "\n%s", g->l->rules_more);
        screen_block(g, card);
        return;
    }
    size_t len = 0;
    const char *text = coup_lang_rules_text(g->l, section, &len);
    char *plain = text ? markdown_plain(text, len) : NULL;
    if (!plain)
        return;
    size_t n = strlen(plain);
    while (n > 0 && plain[n - 1] == '\n')
        plain[--n] = '\0';
    screen_block(g, plain);
    free(plain);
}

/* `log`: the whole game as the person at `seat` saw it. */
static void show_log(struct game *g, int seat)
{
    char *text = screen_story(g, 0, g->nsteps, seat, true);
    screen_block(g, text ? text : "");
    free(text);
}

/* One line typed at a decision, with the menu mu on screen: ASK_MOVE with
 * *out set, ASK_QUIT, or ASK_AGAIN after a command, a group opened or
 * closed, or bad input explained. */
static int answer(struct game *g, int seat, struct menu *mu, const char *buf,
                  coup_move *out)
{
    const coup_lang *l = g->l;
    int choice = 0;
    coup_move m;
    int kind = input_parse(l, buf, mu->n, mu->level > 0, g->names,
                           g->o.players, &choice, &m);
    coup_say_args v = {.s = buf + strspn(buf, " \t"), .m = mu->n};
    switch (kind) {
    case IN_EMPTY:
        screen_draw(g, seat, mu);
        return ASK_AGAIN;
    case IN_HELP:
        show_help(g);
        break;
    case IN_RULES:
        if (choice < 0) { /* a word that names no section */
            coup_say_args r = {.s = rules_argument(buf)};
            screen_complain(g, l->rules_unknown, &r);
            return ASK_AGAIN;
        }
        show_rules(g, choice);
        break;
    case IN_LOG:
        show_log(g, seat);
        break;
    case IN_QUIT:
        return ASK_QUIT;
    case IN_BACK:
        if (mu->level > 0) {
            mu->level--;
            screen_menu_build(mu);
        }
        break;
    case IN_CHOICE:
        m = mu->legal[mu->first[choice - 1]];
        if (mu->count[choice - 1] == 1) {
            *out = m;
            return ASK_MOVE;
        }
        mu->type = m.type; /* a group: open it */
        mu->target = m.target;
        mu->level++;
        screen_menu_build(mu);
        break;
    case IN_MOVE:
        /* The menu reads "Show Duke" for a prove (R6); typed, the words
         * are the show move of R10/R12, never legal here: take them as
         * the prove they mean. */
        if (g->s.phase == COUP_PH_PROVE && m.type == COUP_MV_SHOW &&
            m.card == g->s.claim && m.card2 == COUP_NOCARD)
            m = coup_mv(COUP_MV_PROVE, COUP_NOBODY, COUP_NOCARD, COUP_NOCARD);
        if (coup_is_legal(&g->s, m)) {
            *out = m;
            return ASK_MOVE;
        }
        screen_complain(g, l->bad_move, &v);
        return ASK_AGAIN;
    case IN_BAD_NUMBER:
        screen_complain(g, l->bad_number, &v);
        return ASK_AGAIN;
    default:
        screen_complain(g, l->bad_word, &v);
        return ASK_AGAIN;
    }
    screen_menu_print(g, mu);
    return ASK_AGAIN;
}

/* A person decides: returns ASK_MOVE with *out set, or why not. */
static int ask(struct game *g, int seat, coup_move *out)
{
    if (g->nhumans > 1 && g->shown_to != seat) {
        int r = pass_keyboard(g, seat);
        if (r != ASK_MOVE)
            return r;
    }
    g->shown_to = seat;
    struct menu mu = {.level = 0};
    mu.nlegal = coup_legal_moves(&g->s, mu.legal);
    screen_menu_build(&mu);
    screen_draw(g, seat, &mu);
    for (;;) {
        char buf[256];
        if (read_line(g, buf, sizeof buf))
            return interrupted ? ASK_QUIT : ASK_EOF;
        int r = answer(g, seat, &mu, buf, out);
        if (r != ASK_AGAIN)
            return r;
    }
}

/* -------------------------------------------------------------- playing */

/* Applies a legal move: the story, the record, the bots. */
static int apply(struct game *g, int mover, coup_move m)
{
    if (g->nsteps == g->cap) {
        long cap = g->cap ? g->cap * 2 : 256;
        struct step *p = realloc(g->steps, (size_t)cap * sizeof *p);
        if (!p)
            return -1;
        g->steps = p;
        g->cap = cap;
    }
    struct step *st = &g->steps[g->nsteps];
    st->before = g->s;
    st->mover = mover;
    st->m = m;
    if (coup_apply(&g->s, m))
        return -1;
    g->nsteps++;
    coup_bots_see(g->bot, g->o.players, &st->before, mover, m);
    if (g->nhumans == 0 && g->screen) /* watched: run() redraws instead */
        return 0;
    char *text = screen_story(g, g->nsteps - 1, g->nsteps, live_viewer(g), false);
    if (text && *text) {
        screen_wrap(g, text, 2);
        if (mover != COUP_CHANCE && g->bot[mover])
            pause_ms(g, 700); /* a bot's decision: time to read it */
    }
    free(text);
    return 0;
}

/* ------------------------------------------------------------- the record */

/* Whether the game record can be written at `path`, asked before the game
 * so that nobody plays a game that cannot be saved: 0, or -1 with the
 * reason on stderr. The file is opened to append, so that an existing one
 * is not changed yet; one created only for the check is removed again. */
static int record_check(const char *path)
{
    struct stat st;
    bool existed = stat(path, &st) == 0;
    FILE *f = fopen(path, "ab");
    if (!f) {
        fprintf(stderr, "coup play: --record: cannot write %s: %s\n", path,
                strerror(errno));
        return -1;
    }
    fclose(f);
    if (!existed)
        remove(path);
    return 0;
}

/* Without --record, the record goes to a new file here, named after the
 * time the game starts: coup-DATE-TIME.rec, or -2, -3... so that it is
 * never written over an older game. The file is made now, before the first
 * move: 0, or -1 with the reason on stderr. */
static int record_claim(struct game *g)
{
    if (g->record_path)
        return 0;
    char stamp[48];
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    strftime(stamp, sizeof stamp, "coup-%Y%m%d-%H%M%S", &tm);
    for (int k = 1; k < 100; k++) {
        snprintf(g->path_buf, sizeof g->path_buf,
                 k == 1 ? "%s.rec" : "%s-%d.rec", stamp, k);
        errno = 0;
        FILE *f = fopen(g->path_buf, "wbx");
        if (f) {
            fclose(f);
            g->record_path = g->path_buf;
            return 0;
        }
        if (errno != EEXIST)
            break;
    }
    fprintf(stderr, "coup play: cannot write the game record %s: %s\n",
            g->path_buf, strerror(errno));
    return -1;
}

/* The record of the game so far, as text (malloc'd, its length in *len),
 * or NULL when memory is short. */
static char *record_text(const struct game *g, size_t *len)
{
    coup_record r;
    coup_record_init(&r, &g->o);
    coup_record_set_names(&r, g->o.players, g->names);
    int rc = 0;
    for (long i = 0; i < g->nsteps && !rc; i++)
        rc = coup_record_add(&r, g->steps[i].mover, g->steps[i].m);
    r.result = coup_winner(&g->s);
    char *text = rc ? NULL : coup_record_format(&r, len);
    coup_record_free(&r);
    return text;
}

/* Writes the record to g->record_path; prints where (or why not). 0, or
 * -1 if it could not be written. */
static int save(struct game *g)
{
    const char *path = g->record_path;
    size_t len = 0;
    char *text = record_text(g, &len);
    FILE *f = text ? fopen(path, "wb") : NULL;
    bool ok = f && fwrite(text, 1, len, f) == len;
    int err = errno;
    if (f && fclose(f) && ok) {
        ok = false;
        err = errno;
    }
    free(text);
    char why[400];
    snprintf(why, sizeof why, "%s: %s", path,
             text ? strerror(err) : "out of memory");
    coup_say_args v = {.s = ok ? path : why};
    screen_say(g, ok ? g->l->saved : g->l->save_failed, &v);
    if (ok)
        screen_say(g, g->l->replay_hint, &v);
    return ok ? 0 : -1;
}

/* -------------------------------------------------------------- the game */

/* Plays until the game is over, or a person quits, the input ends or a
 * signal comes. 0, or -1 when a move could not be applied. */
static int play_out(struct game *g)
{
    while (!coup_is_over(&g->s) && !interrupted) {
        int mover = coup_to_move(&g->s);
        coup_move m;
        if (mover == COUP_CHANCE) {
            m = coup_draw_chance(&g->s, &g->chance);
        } else if (!g->bot[mover]) {
            if (ask(g, mover, &m) != ASK_MOVE)
                return 0;
            if (g->nhumans > 1)
                screen_clear(g); /* nobody else sees this person's cards */
        } else {
            m = coup_bot_choose(g->bot[mover], &g->s, &g->rng[mover]);
        }
        if (apply(g, mover, m)) {
            fprintf(stderr, "coup play: out of memory or an illegal move from "
                    "seat %d\n", mover);
            return -1;
        }
        if (g->nhumans == 0 && g->screen && mover != COUP_CHANCE) {
            screen_draw(g, COUP_NARRATE_ALL, NULL); /* bots watched */
            pause_ms(g, m.type == COUP_MV_PASS ? 250 : 900);
        }
    }
    return 0;
}

/* The last table (as the one person, or the last to play, sees it) and how
 * the game ended. */
static void report_end(struct game *g)
{
    fputc('\n', g->out);
    screen_table(g, g->nhumans == 0                      ? COUP_NARRATE_ALL
                    : g->nhumans > 1 && g->shown_to >= 0 ? g->shown_to
                                                         : g->human1);
    if (coup_is_over(&g->s)) {
        coup_say_args v = {.A = g->names[coup_winner(&g->s)]};
        screen_color(g, C_BOLD);
        screen_say(g, g->l->game_over, &v);
        screen_color(g, C_RESET);
    } else {
        screen_say(g, g->l->interrupted, NULL);
    }
}

/* Plays the game to its end (or until quit, the end of input, a signal),
 * then saves the record. Returns the exit status. */
static int run(struct game *g)
{
    play_out(g);
    report_end(g);
    if (save(g))
        return 1;
    return exit_status();
}

/* ------------------------------------------------------------- set-up */

struct setup {
    long players;
    unsigned humans;           /* bit per seat */
    char bots[256];            /* bot specs, comma-separated */
    const char *people;        /* the people's names, comma-separated */
    unsigned flags;
    int start;                 /* a seat, or COUP_START_RANDOM */
    const coup_lang *l;
};

static const char *const bot_names[COUP_MAX_PLAYERS] = {
    "Natasha", "Sacha", "Haig", "Mira", "Lorenzo",
    "Bianca",  "Tomas", "Ines", "Olga", "Pavel"};

/* Whether a --bots list names bots that exist, with good parameters: 0,
 * or -1 with the reason in why[n]. */
static int check_bots(const char *list, char *why, size_t n)
{
    char specs[COUP_MAX_PLAYERS][INPUT_SPEC_MAX];
    int k = input_bot_specs(list, specs, COUP_MAX_PLAYERS);
    if (k < 0) {
        snprintf(why, n, "'%s' is not a list of at most %d bot specs "
                 "(NAME or NAME:key=value,key=value, comma-separated)",
                 list, COUP_MAX_PLAYERS);
        return -1;
    }
    for (int i = 0; i < k; i++) {
        coup_bot *b = coup_bot_new(specs[i], why, n);
        if (!b)
            return -1;
        coup_bot_free(b);
    }
    return 0;
}

static int count_bits(unsigned bits)
{
    int n = 0;
    for (; bits; bits &= bits - 1)
        n++;
    return n;
}

/* "0,2", or the language's word for none. */
static void seats_str(const coup_lang *l, unsigned bits, char *buf, size_t n)
{
    size_t len = 0;
    snprintf(buf, n, "%s", bits ? "" : l->setup_none);
    for (int p = 0; p < COUP_MAX_PLAYERS && len < n; p++)
        if (bits >> p & 1)
            len += (size_t)snprintf(buf + len, n - len, "%s%d", len ? "," : "",
                                    p);
}

/* The set-up menu: its title and its nine numbered lines. */
static void setup_draw(struct game *g, const struct setup *su)
{
    const coup_lang *l = su->l;
    char line[200], seats[64], first[16];
    screen_clear(g);
    screen_color(g, C_TITLE);
    fprintf(g->out, g->color ? " %s " : " %s", l->setup_title);
    screen_color(g, C_RESET);
    fputc('\n', g->out);
    coup_say_args v = {.m = (int)su->players};
    fprintf(g->out, "  1  %s\n", coup_lang_say(l, line, sizeof line,
                                           l->setup_players, &v));
    seats_str(l, su->humans, seats, sizeof seats);
    v.s = seats;
    fprintf(g->out, "  2  %s\n", coup_lang_say(l, line, sizeof line,
                                           l->setup_humans, &v));
    v.s = su->bots;
    fprintf(g->out, "  3  %s\n", coup_lang_say(l, line, sizeof line,
                                           l->setup_bots, &v));
    for (int i = 0; i < 4; i++)
        fprintf(g->out, "  %d  %s: %s\n", 4 + i, l->setup_option[i],
                su->flags >> i & 1 ? l->setup_on : l->setup_off);
    snprintf(first, sizeof first, "%d", su->start);
    v.s = su->start == COUP_START_RANDOM ? l->setup_random : first;
    fprintf(g->out, "  8  %s\n", coup_lang_say(l, line, sizeof line,
                                           l->setup_first, &v));
    v.s = l->name;
    fprintf(g->out, "  9  %s\n", coup_lang_say(l, line, sizeof line,
                                           l->setup_lang, &v));
    fprintf(g->out, " 10  %s: %s\n", l->setup_reformation, /* R16-R19 */
            su->flags & COUP_OPT_REFORMATION ? l->setup_on : l->setup_off);
    fprintf(g->out, " %s\n", l->setup_start);
}

/* The answer to one of the menu's questions (template tmpl filled with v),
 * without the blanks around it, in buf[n]: a pointer into buf, or NULL at
 * the end of input. */
static char *setup_ask(struct game *g, const char *tmpl, const coup_say_args *v,
                       char *buf, size_t n)
{
    screen_say(g, tmpl, v);
    if (read_line(g, buf, n))
        return NULL;
    char *w = buf + strspn(buf, " \t");
    size_t len = strlen(w);
    while (len > 0 && (w[len - 1] == ' ' || w[len - 1] == '\t'))
        w[--len] = '\0';
    return w;
}

/* Entry 1, the number of players: 0, or -1 at the end of input. What was
 * wrong with an answer goes into note[n], shown under the menu. */
static int setup_players(struct game *g, struct setup *su, char *note,
                         size_t n)
{
    char buf[256], *end;
    const char *w = setup_ask(g, su->l->setup_ask_players, NULL, buf,
                              sizeof buf);
    if (!w)
        return -1;
    long k = strtol(w, &end, 10);
    if (!*w)
        return 0;
    if (end == w || *end || k < COUP_MIN_PLAYERS || k > COUP_MAX_PLAYERS) {
        coup_lang_say(su->l, note, n, su->l->bad_players, &(coup_say_args){.s = w});
        return 0;
    }
    su->players = k;
    su->humans &= (1u << k) - 1;
    if (!su->humans)
        su->humans = 1;
    if (su->start >= k)
        su->start = COUP_START_RANDOM;
    if (k != 2)
        su->flags &= ~(unsigned)COUP_OPT_TWO_PLAYER_DRAFT;
    return 0;
}

/* Entry 2, the people's seats ("none": bots only, watched). */
static int setup_humans(struct game *g, struct setup *su, char *note,
                        size_t n)
{
    const coup_lang *l = su->l;
    char buf[256];
    coup_say_args v = {.m = (int)su->players - 1};
    const char *w = setup_ask(g, l->setup_ask_humans, &v, buf, sizeof buf);
    unsigned bits;
    if (!w)
        return -1;
    if (!*w)
        return 0;
    if (!strcasecmp(w, "none") || !strcasecmp(w, l->setup_none)) {
        su->humans = 0;
    } else if (input_seats(w, (int)su->players, &bits)) {
        v.s = w;
        coup_lang_say(l, note, n, l->bad_seats, &v);
    } else {
        su->humans = bits;
    }
    return 0;
}

/* Entry 3, the bots. */
static int setup_bots(struct game *g, struct setup *su, char *note,
                      size_t n)
{
    const coup_lang *l = su->l;
    char kinds[160] = "", buf[256], why[200];
    size_t len = 0;
    for (int i = 0; coup_bot_kinds[i]; i++)
        len += (size_t)snprintf(kinds + len, sizeof kinds - len, "%s%s",
                                i ? ", " : "", coup_bot_kinds[i]->name);
    coup_say_args v = {.s = kinds};
    const char *w = setup_ask(g, l->setup_ask_bots, &v, buf, sizeof buf);
    if (!w)
        return -1;
    if (!*w)
        return 0;
    if (strlen(w) < sizeof su->bots && !check_bots(w, why, sizeof why)) {
        snprintf(su->bots, sizeof su->bots, "%s", w);
        return 0;
    }
    v.s = w;
    coup_lang_say(l, note, n, l->bad_bots, &v);
    return 0;
}

/* Entry 8, the seat that starts (r: drawn at random). */
static int setup_first(struct game *g, struct setup *su, char *note,
                       size_t n)
{
    char buf[256], *end;
    coup_say_args v = {.m = (int)su->players - 1};
    const char *w = setup_ask(g, su->l->setup_ask_first, &v, buf, sizeof buf);
    if (!w)
        return -1;
    long k = strtol(w, &end, 10);
    if (!*w)
        return 0;
    if (!strcasecmp(w, "r"))
        su->start = COUP_START_RANDOM;
    else if (end != w && !*end && k >= 0 && k < su->players)
        su->start = (int)k;
    else {
        v.s = w;
        coup_lang_say(su->l, note, n, su->l->bad_first, &v);
    }
    return 0;
}

/* Entry k of the menu: asks what it needs. 0, or -1 at the end of input. */
static int setup_change(struct game *g, struct setup *su, int k, char *note,
                        size_t n)
{
    if (k == 1)
        return setup_players(g, su, note, n);
    if (k == 2)
        return setup_humans(g, su, note, n);
    if (k == 3)
        return setup_bots(g, su, note, n);
    if (k == 8)
        return setup_first(g, su, note, n);
    if (k == 9) { /* the next language */
        int i = 0;
        while (coup_langs[i] && coup_langs[i] != su->l)
            i++;
        su->l = coup_langs[i] && coup_langs[i + 1] ? coup_langs[i + 1] : coup_langs[0];
        return 0;
    }
    /* 4-7: the options, in setup_option[]; 10: Reformation */
    unsigned f = k == 10 ? COUP_OPT_REFORMATION : 1u << (k - 4);
    if (f == COUP_OPT_TWO_PLAYER_DRAFT && su->players != 2)
        snprintf(note, n, "%s", su->l->setup_draft_two); /* R11 */
    else
        su->flags ^= f;
    return 0;
}

/* The set-up menu; 0 to play, -1 to leave. A complaint about an answer is
 * shown under the menu drawn again, where a person still reads it. */
static int setup_menu(struct game *g, struct setup *su)
{
    char buf[256], note[400] = "";
    for (;;) {
        g->l = su->l;
        setup_draw(g, su);
        if (note[0]) {
            screen_complain(g, "{s}", &(coup_say_args){.s = note});
            note[0] = '\0';
        }
        if (read_line(g, buf, sizeof buf))
            return -1;
        char *w = buf + strspn(buf, " \t"), *end;
        if (!*w)
            return 0;
        if (!strcasecmp(w, "q") || !strcasecmp(w, "quit"))
            return -1;
        long k = strtol(w, &end, 10);
        if (end == w || *end || k < 1 || k > 10) {
            coup_say_args bad = {.s = w, .m = 10};
            coup_lang_say(g->l, note, sizeof note, g->l->bad_number, &bad);
            continue;
        }
        if (setup_change(g, su, (int)k, note, sizeof note))
            return -1;
    }
}

/* A name a record can hold: 1-31 of [A-Za-z0-9_.-]. */
static bool valid_name(const char *s)
{
    size_t n = strlen(s);
    return n >= 1 && n <= COUP_RECORD_NAME_MAX &&
           strspn(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
                     "0123456789_.-") == n;
}

/* "Anna,Bo" for 2 people: 0, or -1 with a message. */
static int check_people(const char *list, int people)
{
    char name[64];
    int n = 0;
    for (const char *p = list;; n++) {
        size_t len = strcspn(p, ",");
        snprintf(name, sizeof name, "%.*s", (int)len, p);
        if (!valid_name(name)) {
            fprintf(stderr, "coup: --name: '%s' is not a name (1 to %d "
                    "letters, digits, '_', '.' or '-')\n", name,
                    COUP_RECORD_NAME_MAX);
            return -1;
        }
        if (!p[len])
            break;
        p += len + 1;
    }
    if (n + 1 != people) {
        fprintf(stderr, "coup: --name gives %d name%s for %d %s\n", n + 1,
                n ? "s" : "", people, people == 1 ? "person" : "people");
        return -1;
    }
    return 0;
}

/* Bots, names, the state. 0, or -1 with a message. */
static int game_init(struct game *g, const struct setup *su, uint64_t seed)
{
    char specs[COUP_MAX_PLAYERS][INPUT_SPEC_MAX], why[200];
    int nspecs = input_bot_specs(su->bots, specs, COUP_MAX_PLAYERS);
    if (nspecs <= 0) { /* checked before: cannot happen */
        fprintf(stderr, "coup play: bad bot list '%s'\n", su->bots);
        return -1;
    }
    g->l = su->l;
    g->o.players = (int)su->players;
    g->o.start = su->start < su->players ? su->start : COUP_START_RANDOM;
    g->o.flags = su->flags;
    uint64_t x = seed;
    coup_rng_seed(&g->chance, coup_splitmix64(&x));
    int b = 0, h = 0;
    g->human1 = -1;
    const char *user = getenv("USER"), *given = su->people;
    for (int p = 0; p < g->o.players; p++) {
        coup_rng_seed(&g->rng[p], coup_splitmix64(&x));
        if (su->humans >> p & 1) {
            if (h == 0)
                g->human1 = p;
            h++;
            snprintf(g->namebuf[p], sizeof g->namebuf[p], "Player%d", h);
            if (given && *given) { /* the next name of --name */
                size_t len = strcspn(given, ",");
                snprintf(g->namebuf[p], sizeof g->namebuf[p], "%.*s",
                         (int)len, given);
                given += len + (given[len] == ',');
            }
            continue;
        }
        const char *spec = specs[b < nspecs ? b : nspecs - 1];
        b++;
        g->bot[p] = coup_bot_new(spec, why, sizeof why);
        if (!g->bot[p]) {
            fprintf(stderr, "coup play: %s\n", why);
            return -1;
        }
        snprintf(g->namebuf[p], sizeof g->namebuf[p], "%s", bot_names[p]);
    }
    g->nhumans = h;
    /* One person without --name: their login name, if it is a valid
     * record name, else "Player". */
    if (h == 1 && !su->people)
        snprintf(g->namebuf[g->human1], sizeof g->namebuf[0], "%s",
                 user && valid_name(user) ? user : "Player");
    for (int p = 0; p < g->o.players; p++)
        g->names[p] = g->namebuf[p];
    int rc = coup_init(&g->s, &g->o);
    if (rc) {
        fprintf(stderr, "coup play: %s\n", coup_strerror(rc));
        return -1;
    }
    for (int p = 0; p < g->o.players; p++)
        if (g->bot[p] && g->bot[p]->kind->start) {
            coup_obs ob;
            coup_observe(&g->s, p, &ob);
            g->bot[p]->kind->start(g->bot[p]->mem, &ob);
        }
    return 0;
}

static void usage(FILE *f)
{
    fprintf(f,
        "usage: coup play [--players N] [--bots LIST] [--seat K[,K...]]\n"
        "                 [--name LIST] [--seed S] [--options LIST]\n"
        "                 [--start K] [--record FILE] [--fast] [--color WHEN]\n"
        "                 [--lang en|it|pt|es|fr|de|ar|hi]\n"
        "\n"
        "Play Coup in the terminal against bots, or with friends at one\n"
        "keyboard. Without any of --players, --bots, --seat and --options a\n"
        "menu sets up the game first.\n"
        "\n"
        "  --players N     seats at the table, 2-10 (default 4)\n"
        "  --bots LIST     bot specs for the other seats, comma-separated,\n"
        "                  the last one repeated (default heuristic); see\n"
        "                  'coup arena --help' for the kinds\n"
        "  --seat LIST     the seats of the people, e.g. 0 or 0,2 for two\n"
        "                  people at one keyboard (default 0), or none to\n"
        "                  watch bots play, every card shown\n"
        "  --name LIST     the people's names, in seat order (default: the\n"
        "                  login name for one person, Player1... for more)\n"
        "  --seed S        the seed of the deal, the draws and the bots\n"
        "                  (default: from the clock)\n"
        "  --start K       seat K starts (default: drawn at random)\n"
        "  --options LIST  inquisitor, two_player_draft, declared_coup,\n"
        "                  declared_assassinate, reformation\n"
        "  --record FILE   where the game record goes (default\n"
        "                  coup-DATE-TIME.rec here), checked before the game;\n"
        "                  written at the end, on quit, the end of input,\n"
        "                  Ctrl-C, a kill (SIGTERM) or when the terminal\n"
        "                  closes (SIGHUP)\n"
        "  --lang L        en, it, pt, es, fr, de, ar or hi (default: from LANG)\n"
        "  --fast          bots move without a pause\n"
        "  --color WHEN    auto (default: on a terminal, unless NO_COLOR\n"
        "                  is set), always or never\n"
        "\n"
        "At a decision, type the number of a choice or the move itself\n"
        "(steal Haig, block captain); help, log, rules (or rules R6, rules\n"
        "challenge: one section of the rules) and quit work too. Stopped by\n"
        "a signal, the game exits with 128 plus its number (130 for Ctrl-C).\n");
}

/* ------------------------------------------------------------- the command */

/* What the command line asks for. */
struct args {
    struct setup su;
    const char *seats, *color_when, *record;
    bool menu, fast;           /* menu: no flag set the game up */
    uint64_t seed;
};

/* One option c of the command line (its value in optarg) into a: 0, or 2
 * (bad usage) with the reason on stderr. */
static int parse_option(int c, struct args *a)
{
    long v;
    char why[200];
    switch (c) {
    case 'p':
        if (cli_parse_int(optarg, COUP_MIN_PLAYERS, COUP_MAX_PLAYERS,
                          "--players", &v))
            return 2;
        a->su.players = v;
        break;
    case 'b':
        if (strlen(optarg) >= sizeof a->su.bots ||
            check_bots(optarg, why, sizeof why)) {
            fprintf(stderr, "coup: --bots: %s\n",
                    strlen(optarg) >= sizeof a->su.bots ? "too long" : why);
            return 2;
        }
        snprintf(a->su.bots, sizeof a->su.bots, "%s", optarg);
        break;
    case 'k': a->seats = optarg; break;
    case 's': return cli_parse_seed(optarg, &a->seed) ? 2 : 0;
    case 'o': return cli_parse_options(optarg, &a->su.flags) ? 2 : 0;
    case 'r': a->record = optarg; break;
    case 'n': a->su.people = optarg; break;
    case 't':
        if (cli_parse_int(optarg, 0, COUP_MAX_PLAYERS - 1, "--start", &v))
            return 2;
        a->su.start = (int)v;
        break;
    case 'l':
        a->su.l = coup_lang_find(optarg);
        if (!a->su.l) {
            fprintf(stderr, "coup: --lang must be en, it, pt, es, fr, de, ar or hi, not "
                    "'%s'\n", optarg);
            return 2;
        }
        break;
    case 'f': a->fast = true; break;
    case 'c':
        if (strcmp(optarg, "auto") && strcmp(optarg, "always") &&
            strcmp(optarg, "never")) {
            fprintf(stderr, "coup: --color must be auto, always or never, "
                    "not '%s'\n", optarg);
            return 2;
        }
        a->color_when = optarg;
        break;
    }
    return 0;
}

/* What the options say together: 0, or 2 with the reason on stderr. */
static int check_args(struct args *a)
{
    struct setup *su = &a->su;
    if (a->seats && !strcmp(a->seats, "none")) {
        su->humans = 0; /* bots only: watch them */
    } else if (a->seats && input_seats(a->seats, (int)su->players,
                                       &su->humans)) {
        fprintf(stderr, "coup: --seat must list seats from 0 to %ld, "
                "comma-separated, each once, not '%s'\n", su->players - 1,
                a->seats);
        return 2;
    }
    if (su->start >= su->players) {
        fprintf(stderr, "coup: --start must be a seat from 0 to %ld\n",
                su->players - 1);
        return 2;
    }
    if (su->people && check_people(su->people, count_bits(su->humans)))
        return 2;
    if ((su->flags & COUP_OPT_TWO_PLAYER_DRAFT) && su->players != 2) {
        fprintf(stderr, "coup: two_player_draft needs --players 2\n");
        return 2;
    }
    return 0;
}

/* The command line into a: -1 to go on, or the exit status (0 after
 * --help, 2 for bad usage). */
static int parse_args(int argc, char **argv, struct args *a)
{
    static const struct option longopts[] = {
        {"players", required_argument, NULL, 'p'},
        {"bots", required_argument, NULL, 'b'},
        {"seat", required_argument, NULL, 'k'},
        {"seed", required_argument, NULL, 's'},
        {"name", required_argument, NULL, 'n'},
        {"options", required_argument, NULL, 'o'},
        {"record", required_argument, NULL, 'r'},
        {"start", required_argument, NULL, 't'},
        {"lang", required_argument, NULL, 'l'},
        {"fast", no_argument, NULL, 'f'},
        {"color", required_argument, NULL, 'c'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0}};
    *a = (struct args){
        .su = {.players = 4, .humans = 1, .bots = "heuristic",
               .start = COUP_START_RANDOM, .l = input_lang_env()},
        .color_when = "auto", .menu = true,
        .seed = (uint64_t)time(NULL) ^ ((uint64_t)getpid() << 32)};
    int c, status;
    optind = 1;
    while ((c = cli_option(argc, argv, "h", longopts, usage, &status)) != -1) {
        if (parse_option(c, a))
            return 2;
        /* these set the game up: no menu then */
        if (strchr("pbko", c))
            a->menu = false;
    }
    if (status >= 0)
        return status;
    if (cli_no_arguments(argc, argv)) {
        usage(stderr);
        return 2;
    }
    return check_args(a) ? 2 : -1;
}

/* The terminal (or pipe) the game is played on, as the options ask. */
static void game_open(struct game *g, const struct args *a)
{
    memset(g, 0, sizeof *g);
    g->in = stdin;
    g->out = stdout;
    g->fast = a->fast;
    g->shown_to = -1;
    g->record_path = a->record;
    bool tty_out = isatty(STDOUT_FILENO) != 0;
    const char *no_color = getenv("NO_COLOR");
    g->screen = tty_out;
    g->color = !strcmp(a->color_when, "always") ||
               (!strcmp(a->color_when, "auto") && tty_out &&
                !(no_color && *no_color));
    g->echo = !isatty(STDIN_FILENO);
    g->l = a->su.l;
    screen_measure(g);
}

int cmd_play(int argc, char **argv)
{
    struct args a;
    int rc = parse_args(argc, argv, &a);
    if (rc >= 0)
        return rc;
    /* an unwritable --record is said before anything is played */
    if (a.record && record_check(a.record))
        return 1;
    static struct game g; /* large; one per process */
    game_open(&g, &a);
    catch_signals();
    if (a.menu && setup_menu(&g, &a.su)) {
        fputc('\n', g.out);
        screen_say(&g, g.l->bye, NULL);
        return exit_status();
    }
    rc = game_init(&g, &a.su, a.seed) || record_claim(&g) ? 1 : run(&g);
    for (int p = 0; p < COUP_MAX_PLAYERS; p++)
        coup_bot_free(g.bot[p]);
    free(g.steps);
    if (fflush(g.out) != 0 && rc == 0)
        rc = 1;
    return rc;
}

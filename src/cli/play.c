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
#include <unistd.h>

#include <coup/bots.h>
#include <coup/record.h>
#include <coup/rng.h>

#include "cli/cli.h"
#include "cli/input.h"
#include "cli/lang.h"
#include "cli/narrate.h"
#include "cli/play.h"

/* ------------------------------------------------------------ the game */

static volatile sig_atomic_t interrupted;

static void on_interrupt(int sig)
{
    (void)sig;
    interrupted = 1;
}

/* The viewer of the story told as it happens: the one person; with
 * several at one keyboard, what all may see; with none, everything (bots
 * watched). */
static int live_viewer(const struct game *g)
{
    return g->nhumans == 1   ? g->human1
           : g->nhumans == 0 ? NARRATE_ALL
                             : NARRATE_PUBLIC;
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

enum { ASK_MOVE, ASK_QUIT, ASK_EOF };

/* A person decides: returns ASK_MOVE with *out set, or why not. */
static int ask(struct game *g, int seat, coup_move *out)
{
    const lang *l = g->l;
    char buf[256];
    if (g->nhumans > 1 && g->shown_to != seat) {
        say_args v = {.A = g->names[seat]};
        screen_clear(g);
        fputc('\n', g->out);
        screen_color(g, C_BOLD);
        screen_say(g, l->pass_keyboard, &v);
        screen_color(g, C_RESET);
        screen_say(g, l->press_enter, &v);
        if (read_line(g, buf, sizeof buf))
            return interrupted ? ASK_QUIT : ASK_EOF;
    }
    g->shown_to = seat;
    struct menu mu = {.level = 0};
    mu.nlegal = coup_legal_moves(&g->s, mu.legal);
    screen_menu_build(&mu);
    screen_draw(g, seat, &mu);
    for (;;) {
        if (read_line(g, buf, sizeof buf))
            return interrupted ? ASK_QUIT : ASK_EOF;
        int choice = 0;
        coup_move m;
        int kind = input_parse(l, buf, mu.n, mu.level > 0, g->names,
                               g->o.players, &choice, &m);
        say_args v = {.s = buf + strspn(buf, " \t"), .m = mu.n};
        switch (kind) {
        case IN_EMPTY:
            screen_draw(g, seat, &mu);
            continue;
        case IN_HELP: {
            char text[2048];
            snprintf(text, sizeof text, "%s\n\n%s", l->help[g->s.phase],
                     l->help_commands);
            screen_block(g, text);
            screen_menu_print(g, &mu);
            continue;
        }
        case IN_RULES:
            screen_block(g, l->rules);
            screen_menu_print(g, &mu);
            continue;
        case IN_LOG: {
            char *text = screen_story(g, 0, g->nsteps, seat, true);
            screen_block(g, text ? text : "");
            free(text);
            screen_menu_print(g, &mu);
            continue;
        }
        case IN_QUIT:
            return ASK_QUIT;
        case IN_BACK:
            if (mu.level > 0) {
                mu.level--;
                screen_menu_build(&mu);
            }
            screen_menu_print(g, &mu);
            continue;
        case IN_CHOICE: {
            int e = choice - 1;
            m = mu.legal[mu.first[e]];
            if (mu.count[e] == 1)
                break;
            mu.type = m.type; /* a group: open it */
            mu.target = m.target;
            mu.level++;
            screen_menu_build(&mu);
            screen_menu_print(g, &mu);
            continue;
        }
        case IN_MOVE:
            if (coup_is_legal(&g->s, m))
                break;
            screen_complain(g, l->bad_move, &v);
            continue;
        case IN_BAD_NUMBER:
            screen_complain(g, l->bad_number, &v);
            continue;
        default:
            screen_complain(g, l->bad_word, &v);
            continue;
        }
        *out = m;
        return ASK_MOVE;
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

/* Writes the record; prints where (or why not). */
static int save(struct game *g)
{
    const lang *l = g->l;
    coup_record r;
    coup_record_init(&r, &g->o);
    coup_record_set_names(&r, g->o.players, g->names);
    int rc = 0;
    for (long i = 0; i < g->nsteps && !rc; i++)
        rc = coup_record_add(&r, g->steps[i].mover, g->steps[i].m);
    r.result = coup_winner(&g->s);
    size_t len = 0;
    char *text = rc ? NULL : coup_record_format(&r, &len);
    coup_record_free(&r);
    const char *path = g->record_path;
    char why[300], fresh[80];
    FILE *f = NULL;
    if (text && path) {
        f = fopen(path, "wb");
    } else if (text) {
        /* coup-DATE-TIME.rec, or -2, -3... : never over an older game */
        for (int k = 1; k < 100; k++) {
            snprintf(fresh, sizeof fresh, k == 1 ? "%s.rec" : "%s-%d.rec",
                     g->default_path, k);
            errno = 0;
            if ((f = fopen(fresh, "wbx")) || errno != EEXIST)
                break;
        }
        path = fresh;
    }
    if (!text)
        snprintf(why, sizeof why, "%s: out of memory", path);
    else if (!f)
        snprintf(why, sizeof why, "%s: %s", path, strerror(errno));
    bool ok = f && fwrite(text, 1, len, f) == len;
    if (f && !ok)
        snprintf(why, sizeof why, "%s: %s", path, strerror(errno));
    if (f && fclose(f) && ok) {
        ok = false;
        snprintf(why, sizeof why, "%s: %s", path, strerror(errno));
    }
    free(text);
    say_args v = {.s = ok ? path : why};
    screen_say(g, ok ? l->saved : l->save_failed, &v);
    if (ok)
        screen_say(g, l->replay_hint, &v);
    return ok ? 0 : -1;
}

/* Plays the game to its end (or until quit, the end of input, Ctrl-C),
 * then saves the record. Returns the exit status. */
static int run(struct game *g)
{
    int end = ASK_MOVE;
    while (!coup_is_over(&g->s) && end == ASK_MOVE) {
        int mover = coup_to_move(&g->s);
        coup_move m;
        if (interrupted) {
            end = ASK_QUIT;
            break;
        }
        if (mover == COUP_CHANCE) {
            m = coup_draw_chance(&g->s, &g->chance);
        } else if (!g->bot[mover]) {
            end = ask(g, mover, &m);
            if (end != ASK_MOVE)
                break;
            if (g->nhumans > 1)
                screen_clear(g); /* nobody else sees this person's cards */
        } else {
            m = coup_bot_choose(g->bot[mover], &g->s, &g->rng[mover]);
        }
        if (apply(g, mover, m)) {
            fprintf(stderr, "coup play: out of memory or an illegal move from "
                    "seat %d\n", mover);
            end = ASK_QUIT;
            break;
        }
        if (g->nhumans == 0 && g->screen && mover != COUP_CHANCE) {
            screen_draw(g, NARRATE_ALL, NULL); /* bots watched */
            pause_ms(g, m.type == COUP_MV_PASS ? 250 : 900);
        }
    }
    fputc('\n', g->out);
    /* the last table: as the one person (or the last to play) sees it */
    screen_table(g, g->nhumans == 0                      ? NARRATE_ALL
                    : g->nhumans > 1 && g->shown_to >= 0 ? g->shown_to
                                                         : g->human1);
    if (coup_is_over(&g->s)) {
        say_args v = {.A = g->names[coup_winner(&g->s)]};
        screen_color(g, C_BOLD);
        screen_say(g, g->l->game_over, &v);
        screen_color(g, C_RESET);
    } else {
        screen_say(g, g->l->interrupted, NULL);
    }
    int rc = save(g);
    if (rc)
        return 1;
    return interrupted ? 130 : 0;
}

/* ------------------------------------------------------------- set-up */

struct setup {
    long players;
    unsigned humans;           /* bit per seat */
    char bots[256];            /* bot specs, comma-separated */
    const char *people;        /* the people's names, comma-separated */
    unsigned flags;
    int start;                 /* a seat, or COUP_START_RANDOM */
    const lang *l;
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

static void seats_str(unsigned bits, char *buf, size_t n)
{
    size_t len = 0;
    snprintf(buf, n, "%s", bits ? "" : "none");
    for (int p = 0; p < COUP_MAX_PLAYERS && len < n; p++)
        if (bits >> p & 1)
            len += (size_t)snprintf(buf + len, n - len, "%s%d", len ? "," : "",
                                    p);
}

/* The set-up menu; 0 to play, -1 to leave. */
static int setup_menu(struct game *g, struct setup *su)
{
    char buf[256];
    for (;;) {
        const lang *l = su->l;
        g->l = l;
        char line[200], seats[64];
        screen_clear(g);
        screen_color(g, C_TITLE);
        fprintf(g->out, g->color ? " %s " : " %s", l->setup_title);
        screen_color(g, C_RESET);
        fputc('\n', g->out);
        say_args v = {.m = (int)su->players};
        fprintf(g->out, "  1  %s\n", lang_say(l, line, sizeof line,
                                               l->setup_players, &v));
        seats_str(su->humans, seats, sizeof seats);
        v.s = seats;
        fprintf(g->out, "  2  %s\n", lang_say(l, line, sizeof line,
                                               l->setup_humans, &v));
        v.s = su->bots;
        fprintf(g->out, "  3  %s\n", lang_say(l, line, sizeof line,
                                               l->setup_bots, &v));
        for (int i = 0; i < 4; i++)
            fprintf(g->out, "  %d  %s: %s\n", 4 + i, l->setup_option[i],
                    su->flags >> i & 1 ? l->setup_on : l->setup_off);
        char first[16];
        snprintf(first, sizeof first, "%d", su->start);
        v.s = su->start == COUP_START_RANDOM ? l->setup_random : first;
        fprintf(g->out, "  8  %s\n", lang_say(l, line, sizeof line,
                                               l->setup_first, &v));
        v.s = l->name;
        fprintf(g->out, "  9  %s\n", lang_say(l, line, sizeof line,
                                               l->setup_lang, &v));
        fprintf(g->out, " %s\n", l->setup_start);
        if (read_line(g, buf, sizeof buf))
            return -1;
        char *w = buf + strspn(buf, " \t");
        if (!*w)
            return 0;
        if (!strcasecmp(w, "q") || !strcasecmp(w, "quit"))
            return -1;
        char *end;
        long k = strtol(w, &end, 10);
        if (end == w || *end || k < 1 || k > 9) {
            say_args bad = {.s = w, .m = 9};
            screen_complain(g, l->bad_number, &bad);
            continue;
        }
        if (k == 1) {
            fprintf(g->out, " %s\n", l->setup_ask_players);
            long n;
            if (read_line(g, buf, sizeof buf))
                return -1;
            if (cli_parse_int(buf, COUP_MIN_PLAYERS, COUP_MAX_PLAYERS,
                              "the number of players", &n) == 0) {
                su->players = n;
                su->humans &= (1u << n) - 1;
                if (!su->humans)
                    su->humans = 1;
                if (su->start >= n)
                    su->start = COUP_START_RANDOM;
                if (n != 2)
                    su->flags &= ~(unsigned)COUP_OPT_TWO_PLAYER_DRAFT;
            }
        } else if (k == 2) {
            say_args a = {.m = (int)su->players - 1};
            screen_say(g, l->setup_ask_humans, &a);
            unsigned bits;
            if (read_line(g, buf, sizeof buf))
                return -1;
            if (!strcasecmp(buf, "none"))
                su->humans = 0;
            else if (input_seats(buf, su->players, &bits))
                fprintf(stderr, "coup: seats are numbers from 0 to %ld, "
                        "comma-separated, not '%s'\n", su->players - 1, buf);
            else
                su->humans = bits;
        } else if (k == 3) {
            char kinds[160] = "";
            size_t len = 0;
            for (int i = 0; coup_bot_kinds[i]; i++)
                len += (size_t)snprintf(kinds + len, sizeof kinds - len,
                                        "%s%s", i ? ", " : "",
                                        coup_bot_kinds[i]->name);
            say_args a = {.s = kinds};
            screen_say(g, l->setup_ask_bots, &a);
            if (read_line(g, buf, sizeof buf))
                return -1;
            char why[200];
            if (!buf[0])
                continue;
            if (check_bots(buf, why, sizeof why))
                fprintf(stderr, "coup: %s\n", why);
            else
                snprintf(su->bots, sizeof su->bots, "%s", buf);
        } else if (k >= 4 && k <= 7) {
            unsigned f = 1u << (k - 4);
            if (f == COUP_OPT_TWO_PLAYER_DRAFT && su->players != 2)
                screen_say(g, l->setup_draft_two, NULL);
            else
                su->flags ^= f;
        } else if (k == 8) {
            say_args a = {.m = (int)su->players - 1};
            screen_say(g, l->setup_ask_first, &a);
            long seat;
            if (read_line(g, buf, sizeof buf))
                return -1;
            if (!strcasecmp(buf, "r"))
                su->start = COUP_START_RANDOM;
            else if (cli_parse_int(buf, 0, su->players - 1, "the seat",
                                   &seat) == 0)
                su->start = (int)seat;
        } else {
            int i = 0;
            while (langs[i] && langs[i] != l)
                i++;
            su->l = langs[i] && langs[i + 1] ? langs[i + 1] : langs[0];
        }
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
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    strftime(g->default_path, sizeof g->default_path, "coup-%Y%m%d-%H%M%S",
             &tm);
    return 0;
}

static void usage(FILE *f)
{
    fprintf(f,
        "usage: coup play [--players N] [--bots LIST] [--seat K[,K...]]\n"
        "                 [--name LIST] [--seed S] [--options LIST]\n"
        "                 [--start K] [--record FILE] [--lang en|it|pt|es]\n"
        "                 [--fast] [--color WHEN]\n"
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
        "                  declared_assassinate\n"
        "  --record FILE   where the game record goes (default\n"
        "                  coup-DATE-TIME.rec here); written at the end, on\n"
        "                  quit, Ctrl-C or the end of input\n"
        "  --lang L        en, it, pt or es (default: from LANG)\n"
        "  --fast          bots move without a pause\n"
        "  --color WHEN    auto (default: on a terminal, unless NO_COLOR\n"
        "                  is set), always or never\n"
        "\n"
        "At a decision, type the number of a choice or the move itself\n"
        "(steal Haig, block captain); help, log, rules and quit work too.\n");
}

int cmd_play(int argc, char **argv)
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
    struct setup su = {.players = 4, .humans = 1, .bots = "heuristic",
                       .start = COUP_START_RANDOM, .l = lang_default()};
    const char *seats = NULL, *color_when = "auto", *record = NULL;
    bool menu = true, fast = false;
    uint64_t seed = (uint64_t)time(NULL) ^ ((uint64_t)getpid() << 32);
    int c, status;
    optind = 1;
    while ((c = cli_option(argc, argv, "h", longopts, usage,
                            &status)) != -1) {
        long v;
        switch (c) {
        case 'p':
            if (cli_parse_int(optarg, COUP_MIN_PLAYERS, COUP_MAX_PLAYERS,
                              "--players", &v))
                return 2;
            su.players = v;
            menu = false;
            break;
        case 'b': {
            char why[200];
            if (strlen(optarg) >= sizeof su.bots ||
                check_bots(optarg, why, sizeof why)) {
                fprintf(stderr, "coup: --bots: %s\n",
                        strlen(optarg) >= sizeof su.bots ? "too long" : why);
                return 2;
            }
            snprintf(su.bots, sizeof su.bots, "%s", optarg);
            menu = false;
            break;
        }
        case 'k':
            seats = optarg;
            menu = false;
            break;
        case 's':
            if (cli_parse_seed(optarg, &seed))
                return 2;
            break;
        case 'o':
            if (cli_parse_options(optarg, &su.flags))
                return 2;
            menu = false;
            break;
        case 'r':
            record = optarg;
            break;
        case 'n':
            su.people = optarg;
            break;
        case 't':
            if (cli_parse_int(optarg, 0, COUP_MAX_PLAYERS - 1, "--start", &v))
                return 2;
            su.start = (int)v;
            break;
        case 'l':
            su.l = lang_find(optarg);
            if (!su.l) {
                fprintf(stderr, "coup: --lang must be en, it, pt or es, not "
                        "'%s'\n", optarg);
                return 2;
            }
            break;
        case 'f':
            fast = true;
            break;
        case 'c':
            if (strcmp(optarg, "auto") && strcmp(optarg, "always") &&
                strcmp(optarg, "never")) {
                fprintf(stderr, "coup: --color must be auto, always or never, "
                        "not '%s'\n", optarg);
                return 2;
            }
            color_when = optarg;
            break;
        }
    }
    if (status >= 0)
        return status;
    if (cli_no_arguments(argc, argv)) {
        usage(stderr);
        return 2;
    }
    if (seats && !strcmp(seats, "none"))
        su.humans = 0; /* bots only: watch them */
    else if (seats && input_seats(seats, su.players, &su.humans)) {
        fprintf(stderr, "coup: --seat must list seats from 0 to %ld, "
                "comma-separated, not '%s'\n", su.players - 1, seats);
        return 2;
    }
    if (su.start >= su.players) {
        fprintf(stderr, "coup: --start must be a seat from 0 to %ld\n",
                su.players - 1);
        return 2;
    }
    if (su.people &&
        check_people(su.people, count_bits(su.humans)))
        return 2;
    if ((su.flags & COUP_OPT_TWO_PLAYER_DRAFT) && su.players != 2) {
        fprintf(stderr, "coup: two_player_draft needs --players 2\n");
        return 2;
    }

    static struct game g; /* large; one per process */
    memset(&g, 0, sizeof g);
    g.in = stdin;
    g.out = stdout;
    g.fast = fast;
    g.shown_to = -1;
    g.record_path = record;
    bool tty_out = isatty(STDOUT_FILENO) != 0;
    const char *no_color = getenv("NO_COLOR");
    g.screen = tty_out;
    g.color = !strcmp(color_when, "always") ||
              (!strcmp(color_when, "auto") && tty_out &&
               !(no_color && *no_color));
    g.echo = !isatty(STDIN_FILENO);
    g.l = su.l;

    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_interrupt; /* no SA_RESTART: reads return */
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);

    if (menu && setup_menu(&g, &su)) {
        fputc('\n', g.out);
        screen_say(&g, g.l->bye, NULL);
        return interrupted ? 130 : 0;
    }
    int rc = game_init(&g, &su, seed) ? 1 : run(&g);
    for (int p = 0; p < COUP_MAX_PLAYERS; p++)
        coup_bot_free(g.bot[p]);
    free(g.steps);
    if (fflush(g.out) != 0 && rc == 0)
        rc = 1;
    return rc;
}

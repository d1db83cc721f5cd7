/*
 * arena.c - `coup arena`: a tournament among bots, on every core, with a
 * results table (or JSON), an optional SPRT and the record of every game.
 *
 * The games, the seats and the statistics are the library's (coup/arena.h);
 * this file parses the command line, shows progress on a terminal, writes
 * the records and prints the results.
 */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <errno.h>
#include <math.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <coup/arena.h>
#include <coup/protocol.h>
#include <coup/record.h>

#include "cli/cli.h"

/* ------------------------------------------------------- external bots */

static const coup_proto_limits default_limits = COUP_PROTO_LIMITS_DEFAULT;
/* The time limits of cmd: bots (the bot hooks take no context). */
static coup_proto_limits limits = COUP_PROTO_LIMITS_DEFAULT;

static bool is_cmd(const char *spec)
{
    return strncmp(spec, "cmd:", 4) == 0;
}

/*
 * What the handshake at set-up said of each distinct cmd: bot. Every spec
 * makes a bot once in coup_arena_prepare(), before any thread runs: for a
 * cmd: bot that is its first start, which gives the name it shows in the
 * tables and the options it plays. Written only then, read after.
 */
static struct probe {
    bool on;                     /* coup_arena_prepare() is running */
    int n;
    struct probed {
        const char *spec;        /* the arena's entry (borrowed) */
        bool started;            /* the handshake succeeded */
        unsigned supports;       /* COUP_OPT_ flags it listed */
        char name[COUP_PROTO_TEXT_MAX];  /* its 'id name', or "" */
        char reason[512];        /* why it did not start */
    } bot[COUP_ARENA_MAX_BOTS];
} probe;

static const struct probed *probed(const char *spec)
{
    for (int i = 0; i < probe.n; i++)
        if (!strcmp(probe.bot[i].spec, spec))
            return &probe.bot[i];
    return NULL;
}

/* A cmd: bot that does not start is still made: its game is forfeited
 * with the reason, and the next game starts it again (docs/protocol.md,
 * "Faults"), so that one slow start does not end the run. */
static coup_bot *new_bot(const char *spec, char *why, size_t n)
{
    if (!is_cmd(spec))
        return coup_bot_new(spec, why, n);
    char reason[512] = "";
    coup_bot *b = coup_proto_bot_new_lenient(spec, &limits, reason,
                                             sizeof reason);
    if (!b) {
        snprintf(why, n, "%s", reason);
        return NULL;
    }
    if (probe.on && probe.n < COUP_ARENA_MAX_BOTS && !probed(spec)) {
        struct probed *pb = &probe.bot[probe.n++];
        const coup_proto_proc *proc = coup_proto_bot_proc(b);
        pb->spec = spec;
        pb->started = coup_proto_bot_fault(b, NULL) == 0;
        pb->supports = proc->supports;
        snprintf(pb->name, sizeof pb->name, "%s", proc->name);
        snprintf(pb->reason, sizeof pb->reason, "%s", reason);
    }
    return b;
}

static void free_bot(coup_bot *b)
{
    if (coup_proto_bot_is(b))
        coup_proto_bot_free(b);
    else
        coup_bot_free(b);
}

static int bot_fault(const coup_bot *b, const char **reason)
{
    return coup_proto_bot_is(b) ? coup_proto_bot_fault(b, reason) : 0;
}

static void bot_gameover(coup_bot *b, int winner, int forfeit,
                         const char *reason)
{
    if (coup_proto_bot_is(b))
        coup_proto_bot_gameover(b, NULL, winner, forfeit, reason);
}

/* The short name of a forfeit's fault code: "timeout", "crash", ... */
static const char *fault_name(int code)
{
    return code == COUP_EILLEGAL ? "illegal" : coup_proto_fault_name(code);
}

/* The forfeits per kind, kinds with the same name merged: names[k] and
 * counts[k] for k < the returned count. */
static int fault_kinds(const coup_arena_result *r, const char *names[],
                       long long counts[])
{
    int k = 0;
    for (int i = 0; i < r->nfault_kinds; i++) {
        const char *name = fault_name(r->fault_kind[i].code);
        int j = 0;
        while (j < k && strcmp(names[j], name))
            j++;
        if (j == k) {
            names[k] = name;
            counts[k++] = 0;
        }
        counts[j] += r->fault_kind[i].count;
    }
    return k;
}

static void usage(FILE *f)
{
    fprintf(f,
        "usage: coup arena --bots A,B[,C...] --games N [--players P]\n"
        "                  [--threads T] [--seed S] [--options LIST]\n"
        "                  [--start K] [--sprt ELO0,ELO1] [--records DIR]\n"
        "                  [--max-decisions D] [--handshake-ms MS]\n"
        "                  [--move-ms MS] [--grace-ms MS] [--json]\n\n"
        "Plays N games among bots and prints, per bot, its games, wins, win\n"
        "rate with a 95%% Wilson interval, and an Elo-style rating relative to\n"
        "the first bot, with a 95%% interval. Games come in matches of %d\n"
        "(games 1-%d, ...): a built-in bot is made new at each, so what it\n"
        "learns of its opponents (search) lasts one match.\n\n"
        "  --bots LIST     bot specs, comma-separated: NAME or\n"
        "                  NAME:key=value,key=value (a piece with '=' and no\n"
        "                  ':' continues the spec before it). A spec may be\n"
        "                  listed several times; its copies pool their games.\n"
        "                  'cmd:PROGRAM ARGS' is an external bot: a process\n"
        "                  run by /bin/sh -c that speaks the engine protocol\n"
        "                  (docs/protocol.md), e.g.\n"
        "                  --bots random,\"cmd:python3 examples/bots/random_bot.py\"\n"
        "                  (a command with commas: give it with --bot)\n"
        "  --bot SPEC      one more bot spec, taken as it is (repeatable)\n"
        "  --games N       games to play (with --sprt: at most N)\n"
        "  --players P     seats per table, 2-10 (default: the number of bots)\n"
        "  --threads T     threads (default: the online CPUs)\n"
        "  --seed S        arena seed (default 1); game g's seed derives from\n"
        "                  S and g alone, so results do not depend on --threads\n"
        "  --options LIST  rule options: inquisitor, two_player_draft,\n"
        "                  declared_coup, declared_assassinate, reformation\n"
        "  --start K       seat K always starts (default: drawn by chance)\n"
        "  --sprt E0,E1    stop once the SPRT decides whether the first bot is\n"
        "                  E1 rather than E0 Elo stronger than the second\n"
        "                  (two distinct bots; alpha = beta = 0.05)\n"
        "  --records DIR   write game-000001.rec... to DIR (created if\n"
        "                  missing), each readable by 'coup replay'; a DIR\n"
        "                  that already holds game-*.rec files is refused,\n"
        "                  so that old and new games never mix\n"
        "  --max-decisions D  a game with no winner after D decisions\n"
        "                  (chance included) counts as lost by every seat\n"
        "                  (default %ld)\n"
        "  --handshake-ms MS  cmd: bots: time to start and end the handshake,\n"
        "                  and to answer each 'isready' (default %d ms)\n"
        "  --move-ms MS    cmd: bots: time to answer each decision (default\n"
        "                  %d ms; the bot is told it in 'go')\n"
        "  --grace-ms MS   cmd: bots: waited beyond --move-ms before a bot\n"
        "                  is out of time (default %d ms)\n"
        "  --json          print the results as one JSON object\n\n"
        "Seats: game g (from 0) seats bot entry (g + i) mod B at seat i, B\n"
        "the number of entries; every entry plays every seat equally when N\n"
        "is a multiple of B. A bot that makes an illegal move forfeits: it\n"
        "loses that game, which does not count for the other seats. So does a\n"
        "cmd: bot that faults (crashes, hangs past its time, sends garbage,\n"
        "plays an illegal move or out of turn), even while only watching;\n"
        "the forfeits are counted by kind. Each thread runs its own process\n"
        "per seat and cmd: entry, restarted after a fault; a cmd: bot that\n"
        "fails to start (or to end its handshake in time) forfeits that game\n"
        "and is started again for the next. A cmd: bot is named in the\n"
        "results by the 'id name' of its handshake; one that does not list\n"
        "every option of --options in 'supports' is refused before any\n"
        "game. Progress goes to stderr on a terminal; Ctrl-C stops early\n"
        "and prints the results so far (exit status 130).\n"
        "docs/architecture.md, \"The arena\", describes the statistics.\n\n"
        "bots:\n",
        COUP_ARENA_MATCH, COUP_ARENA_MATCH, COUP_ARENA_MAX_DECISIONS,
        default_limits.start_ms,
        default_limits.move_ms, default_limits.grace_ms);
    for (int i = 0; coup_bot_kinds[i]; i++) {
        const coup_bot_kind *k = coup_bot_kinds[i];
        fprintf(f, "  %-10s %s\n", k->name, k->summary);
        if (k->params && *k->params)
            fprintf(f, "  %-10s parameters: %s\n", "", k->params);
    }
}

/* ------------------------------------------------------------- parsing */

/* Adds the specs of a --bots list; a piece like "key=value" (an '=' and
 * no ':' before it) belongs to the spec before it. */
static int add_bots(coup_arena *a, const char *list)
{
    char spec[COUP_ARENA_SPEC_MAX * 2] = "", why[200];
    const char *p = list;
    for (;;) {
        size_t len = strcspn(p, ",");
        size_t eq = strcspn(p, "=:");
        bool param = eq < len && p[eq] == '=' && spec[0];
        if (!param && spec[0]) {
            if (coup_arena_add(a, spec, why, sizeof why)) {
                fprintf(stderr, "coup arena: %s\n", why);
                return -1;
            }
            spec[0] = '\0';
        }
        size_t have = strlen(spec);
        if (have + len + 2 > sizeof spec) {
            fprintf(stderr, "coup arena: bot spec too long: '%.40s...'\n",
                    param ? spec : p);
            return -1;
        }
        if (param)
            spec[have++] = ',';
        memcpy(spec + have, p, len);
        spec[have + len] = '\0';
        if (!spec[0]) {
            fprintf(stderr, "coup arena: empty bot spec in '%s'\n", list);
            return -1;
        }
        if (!p[len])
            break;
        p += len + 1;
    }
    if (coup_arena_add(a, spec, why, sizeof why)) {
        fprintf(stderr, "coup arena: %s\n", why);
        return -1;
    }
    return 0;
}

static int parse_sprt(const char *text, coup_arena *a)
{
    char *end;
    errno = 0;
    a->elo0 = strtod(text, &end);
    if (!errno && end != text && *end == ',') {
        const char *second = end + 1;
        a->elo1 = strtod(second, &end);
        if (!errno && end != second && !*end && isfinite(a->elo0) &&
            isfinite(a->elo1) && a->elo0 < a->elo1 &&
            fabs(a->elo0) <= 2000 && fabs(a->elo1) <= 2000) {
            a->sprt = true;
            return 0;
        }
    }
    fprintf(stderr, "coup arena: --sprt needs ELO0,ELO1 with ELO0 < ELO1 "
            "(e.g. 0,10), not '%s'\n", text);
    return -1;
}

/* ------------------------------------------------------------ progress */

struct recorder;

/* What the library's hooks get: the recorder (NULL fields without
 * --records) and the progress line. */
struct hooks_ctx {
    struct recorder *rec;
    struct progress {
        bool show;          /* stderr is a terminal */
        double start, last; /* cli_now() at the start, at the last line */
        long long games;
        bool drawn;         /* a line is on the screen */
    } prog;
};

static volatile sig_atomic_t interrupted;

static void on_interrupt(int sig)
{
    (void)sig;
    interrupted = 1;
}

static int on_progress(void *ctx, const coup_arena_result *r)
{
    struct progress *p = &((struct hooks_ctx *)ctx)->prog;
    if (p->show) {
        double now = cli_now();
        if (now - p->last >= 0.2) {
            double t = now - p->start, rate = t > 0 ? (double)r->games / t : 0;
            long eta = rate > 0
                ? (long)((double)(p->games - r->games) / rate + 0.5) : 0;
            fprintf(stderr, "\rarena: %lld/%lld games (%.1f%%), %.0f games/s, "
                    "ETA %ld:%02ld:%02ld\033[K", r->games, p->games,
                    100.0 * (double)r->games / (double)p->games, rate,
                    eta / 3600, eta / 60 % 60, eta % 60);
            fflush(stderr);
            p->last = now;
            p->drawn = true;
        }
    }
    return interrupted != 0;
}

/* ------------------------------------------------------------- records */

struct recorder {
    const coup_arena *a;
    const char *dir;
    atomic_flag failed;         /* set by the first failure, */
    char error[512];            /* which writes its message here */
    atomic_llong last;          /* highest game index written */
};

/* A record name from a spec: [A-Za-z0-9_.-], at most 31 characters. */
static void name_of(const char *spec, const char *prefix, char *out)
{
    size_t k = strlen(prefix);
    memcpy(out, prefix, k);
    for (const char *p = spec; *p && k < COUP_RECORD_NAME_MAX; p++) {
        char c = *p;
        bool ok = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
                  (c >= '0' && c <= '9') || c == '_' || c == '.' || c == '-';
        out[k++] = ok ? c : '_';
    }
    out[k] = '\0';
}

/* Text for a comment line: no control characters. */
static void clean(char *s)
{
    for (; *s; s++)
        if ((unsigned char)*s < 0x20 || *s == 0x7f)
            *s = '?';
}

/* Seats are named after their specs; seats whose names would clash
 * (copies of a spec) are told apart by an "sK_" prefix. */
static void seat_names(const coup_arena *a, const coup_arena_game *g,
                       char names[][COUP_RECORD_NAME_MAX + 1],
                       const char *name[])
{
    int players = a->options.players;
    for (int i = 0; i < players; i++)
        name_of(a->entry[g->entry[i]], "", names[i]);
    bool clash[COUP_MAX_PLAYERS] = {false};
    for (int i = 0; i < players; i++)
        for (int j = i + 1; j < players; j++)
            if (!strcmp(names[i], names[j]))
                clash[i] = clash[j] = true;
    for (int i = 0; i < players; i++) {
        if (clash[i]) {
            char prefix[16];
            snprintf(prefix, sizeof prefix, "s%d_", i);
            name_of(a->entry[g->entry[i]], prefix, names[i]);
        }
        name[i] = names[i];
    }
}

static int write_game(void *ctx, const coup_arena_game *g)
{
    struct recorder *rec = ((struct hooks_ctx *)ctx)->rec;
    const coup_arena *a = rec->a;
    int players = a->options.players;
    char names[COUP_MAX_PLAYERS][COUP_RECORD_NAME_MAX + 1];
    const char *name[COUP_MAX_PLAYERS];
    char path[4096], why[256], msg[512];
    coup_record r;
    int bad = 0;

    seat_names(a, g, names, name);
    coup_record_init(&r, &a->options);
    bad |= coup_record_set_names(&r, players, name);
    for (long i = 0; i < g->nmoves && !bad; i++)
        bad |= coup_record_add(&r, g->movers[i], g->moves[i]);
    if (g->status == COUP_ARENA_WON)
        r.result = g->winner;
    size_t len = 0;
    char *text = bad ? NULL : coup_record_format(&r, &len);
    coup_record_free(&r);
    snprintf(path, sizeof path, "%s/game-%06lld.rec", rec->dir, g->index + 1);
    FILE *f = text ? fopen(path, "w") : NULL;
    if (f) {
        fprintf(f, "# coup arena game %lld of %lld, arena seed %llu, game "
                "seed %llu\n", g->index + 1, a->games,
                (unsigned long long)a->seed, (unsigned long long)g->seed);
        for (int i = 0; i < players; i++) {
            char spec[COUP_ARENA_SPEC_MAX];
            snprintf(spec, sizeof spec, "%s", a->entry[g->entry[i]]);
            clean(spec);
            fprintf(f, "# seat %d: %s\n", i, spec);
        }
        snprintf(why, sizeof why, "%s", g->why);
        clean(why);
        if (g->status == COUP_ARENA_FORFEIT)
            fprintf(f, "# forfeit by seat %d: %s\n", g->culprit, why);
        else if (g->status == COUP_ARENA_UNFINISHED)
            fprintf(f, "# unfinished: %s\n", why);
        bool ok = fwrite(text, 1, len, f) == len;
        ok = (fclose(f) == 0) && ok;
        if (!ok)
            f = NULL;
    }
    free(text);
    if (!f) {
        if (!text)
            snprintf(msg, sizeof msg, "out of memory for the record of game "
                     "%lld", g->index + 1);
        else if (snprintf(msg, sizeof msg, "%s: %s", path, strerror(errno)) < 0)
            msg[0] = '\0'; /* a long path is cut: checked, not an error */
        if (!atomic_flag_test_and_set(&rec->failed))
            memcpy(rec->error, msg, sizeof msg);
        return -1;
    }
    long long seen = atomic_load(&rec->last);
    while (seen < g->index &&
           !atomic_compare_exchange_weak(&rec->last, &seen, g->index))
        ;
    return 0;
}

/* mkdir -p */
static int make_dir(const char *dir)
{
    char path[4096];
    size_t len = strlen(dir);
    if (len == 0 || len >= sizeof path) {
        errno = ENAMETOOLONG;
        return -1;
    }
    memcpy(path, dir, len + 1);
    for (size_t i = 1; i <= len; i++) {
        if (path[i] != '/' && path[i] != '\0')
            continue;
        char c = path[i];
        path[i] = '\0';
        if (mkdir(path, 0777) && errno != EEXIST)
            return -1;
        path[i] = c;
    }
    struct stat st;
    if (stat(dir, &st))
        return -1;
    if (!S_ISDIR(st.st_mode)) {
        errno = ENOTDIR;
        return -1;
    }
    return 0;
}

/* ------------------------------------------------------------- results */

/* Elo as text: "+12.3", "-inf", "-" for undefined. */
static const char *elo_str(double x, char *buf, size_t n)
{
    if (isnan(x))
        snprintf(buf, n, "-");
    else if (isinf(x))
        snprintf(buf, n, "%sinf", x > 0 ? "+" : "-");
    else
        snprintf(buf, n, "%+.1f", x);
    return buf;
}

static const char *end_str(int end)
{
    return end == COUP_ARENA_SPRT_STOP   ? "sprt"
         : end == COUP_ARENA_INTERRUPTED ? "interrupted"
                                         : "complete";
}

static const char *verdict_str(int v)
{
    return v == COUP_SPRT_H1 ? "H1 accepted"
         : v == COUP_SPRT_H0 ? "H0 accepted"
                             : "inconclusive";
}

struct report {
    const coup_arena *a;
    const coup_arena_result *r;
    coup_arena_rating rating[COUP_ARENA_MAX_BOTS];
    const char *name[COUP_ARENA_MAX_BOTS]; /* per distinct bot */
    int threads;
    double seconds;
};

/* One row per distinct bot: games, wins, the win rate and the rating,
 * each with its 95% interval. */
static void print_rows(const struct report *rp)
{
    const coup_arena *a = rp->a;
    int width = 3;
    char buf[4][32];
    for (int d = 0; d < a->nbots; d++) {
        int len = (int)strlen(rp->name[d]);
        width = len > width ? len : width;
    }
    printf("%-*s %9s %9s %8s  %-17s %8s  %-17s %8s\n", width, "bot", "games",
           "wins", "win%", "95% CI", "Elo", "95% CI", "forfeits");
    for (int d = 0; d < a->nbots; d++) {
        const coup_arena_bot_stats *b = &rp->r->bot[d];
        const coup_arena_rating *e = &rp->rating[d];
        double low, high, w = b->games ? (double)b->wins / (double)b->games : 0;
        char ci[40], eci[40];
        coup_wilson(b->wins, b->games, COUP_ARENA_Z95, &low, &high);
        snprintf(ci, sizeof ci, "%.2f%% - %.2f%%", 100 * low, 100 * high);
        if (d == 0)
            snprintf(eci, sizeof eci, "reference");
        else
            snprintf(eci, sizeof eci, "%s .. %s",
                     elo_str(e->low, buf[0], sizeof buf[0]),
                     elo_str(e->high, buf[1], sizeof buf[1]));
        printf("%-*s %9lld %9lld %7.2f%%  %-17s %8s  %-17s %8lld\n", width,
               rp->name[d], b->games, b->wins, 100 * w, ci,
               d == 0 ? "0" : elo_str(e->elo, buf[2], sizeof buf[2]), eci,
               b->forfeits);
    }
    printf("\n");
}

/* The games and their forfeits by kind. */
static void print_games(const struct report *rp)
{
    const coup_arena_result *r = rp->r;
    printf("games: %lld of %lld (%s): %lld won, %lld forfeited, %lld "
           "unfinished\n", r->games, rp->a->games, end_str(r->end), r->won,
           r->forfeits, r->unfinished);
    const char *kname[COUP_ARENA_FAULT_KINDS];
    long long kcount[COUP_ARENA_FAULT_KINDS];
    int nk = fault_kinds(r, kname, kcount);
    if (nk) {
        printf("forfeits:");
        for (int k = 0; k < nk; k++)
            printf(" %s %lld%s", kname[k], kcount[k], k + 1 < nk ? "," : "\n");
    }
}

/* The table's settings, the seats, the speed, the first fault, the
 * SPRT. */
static void print_footer(const struct report *rp)
{
    const coup_arena *a = rp->a;
    const coup_arena_result *r = rp->r;
    char opts[128];
    printf("table: %d players, options %s, start %s", a->options.players,
           cli_options_str(a->options.flags, opts, sizeof opts),
           a->options.start == COUP_START_RANDOM ? "random" : "fixed");
    if (a->options.start != COUP_START_RANDOM)
        printf(" (seat %d)", a->options.start);
    printf(", seed %llu\n", (unsigned long long)a->seed);
    if (coup_arena_balanced(a->nentries, r->games))
        printf("seats: every entry sat at every seat %lld times\n",
               r->games / a->nentries);
    else
        printf("seats: not balanced (%lld games is not a multiple of %d "
               "entries)\n", r->games, a->nentries);
    printf("wins by seat:");
    for (int i = 0; i < a->options.players; i++)
        printf(" %d: %.1f%%%s", i,
               r->won ? 100.0 * (double)r->seat_wins[i] / (double)r->won : 0.0,
               i + 1 < a->options.players ? "," : "\n");
    long long played = r->won + r->unfinished;
    printf("time: %.2f s, %.0f games/s, %.1f decisions/game, %d thread%s\n",
           rp->seconds, rp->seconds > 0 ? (double)r->games / rp->seconds : 0.0,
           played ? (double)r->decisions / (double)played : 0.0, rp->threads,
           rp->threads == 1 ? "" : "s");
    if (r->fault_game >= 0)
        printf("first fault: game %lld: %s\n", r->fault_game + 1,
               r->fault_why);
    if (a->sprt)
        printf("sprt: elo0 %g, elo1 %g, alpha %g, beta %g: LLR %.3f in "
               "[%.3f, %.3f]: %s after %lld games\n", a->elo0, a->elo1,
               a->alpha, a->beta, r->llr, r->lower, r->upper,
               verdict_str(r->verdict), r->games);
}

static void print_table(const struct report *rp)
{
    print_rows(rp);
    print_games(rp);
    print_footer(rp);
}

static void json_str(const char *s)
{
    putchar('"');
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            printf("\\%c", c);
        else if (c < 0x20 || c == 0x7f)
            printf("\\u%04x", c);
        else
            putchar(c);
    }
    putchar('"');
}

static void json_num(double x)
{
    if (isfinite(x))
        printf("%.10g", x);
    else
        printf("null");
}

static void json_pair(const char *key, double low, double high)
{
    printf(",\"%s\":[", key);
    json_num(low);
    putchar(',');
    json_num(high);
    putchar(']');
}

/* "bots":[...]: per distinct bot, its name in the tables, its spec, and
 * its results. */
static void json_bots(const struct report *rp)
{
    const coup_arena *a = rp->a;
    printf("\"bots\":[");
    for (int d = 0; d < a->nbots; d++) {
        const coup_arena_bot_stats *b = &rp->r->bot[d];
        double low, high;
        coup_wilson(b->wins, b->games, COUP_ARENA_Z95, &low, &high);
        printf("%s{\"name\":", d ? "," : "");
        json_str(rp->name[d]);
        printf(",\"spec\":");
        json_str(a->entry[a->bot_entry[d]]);
        printf(",\"entries\":%d,\"games\":%lld,\"wins\":%lld,\"win_rate\":",
               a->copies[d], b->games, b->wins);
        json_num(b->games ? (double)b->wins / (double)b->games : 0.0);
        json_pair("ci95", low, high);
        printf(",\"elo\":");
        json_num(rp->rating[d].elo);
        json_pair("elo_ci95", rp->rating[d].low, rp->rating[d].high);
        printf(",\"forfeits\":%lld}", b->forfeits);
    }
    printf("]");
}

/* "forfeit_kinds":{...},"first_fault":{...} or null. */
static void json_faults(const coup_arena_result *r)
{
    const char *kname[COUP_ARENA_FAULT_KINDS];
    long long kcount[COUP_ARENA_FAULT_KINDS];
    int nk = fault_kinds(r, kname, kcount);
    printf(",\"forfeit_kinds\":{");
    for (int k = 0; k < nk; k++) {
        printf("%s", k ? "," : "");
        json_str(kname[k]);
        printf(":%lld", kcount[k]);
    }
    printf("},\"first_fault\":");
    if (r->fault_game < 0) {
        printf("null");
        return;
    }
    printf("{\"game\":%lld,\"seat\":", r->fault_game + 1);
    if (r->fault_seat >= 0)
        printf("%d", r->fault_seat);
    else
        printf("null");
    printf(",\"reason\":");
    json_str(r->fault_why);
    putchar('}');
}

/* "sprt":{...} or null. */
static void json_sprt(const coup_arena *a, const coup_arena_result *r)
{
    static const char *const keys[] = {"elo0", "elo1", "alpha", "beta",
                                       "llr", "lower", "upper"};
    const double values[] = {a->elo0, a->elo1, a->alpha, a->beta,
                             r->llr, r->lower, r->upper};
    printf(",\"sprt\":");
    if (!a->sprt) {
        printf("null");
        return;
    }
    for (size_t i = 0; i < sizeof keys / sizeof *keys; i++) {
        printf("%s\"%s\":", i ? "," : "{", keys[i]);
        json_num(values[i]);
    }
    printf(",\"verdict\":\"%s\"}",
           r->verdict == COUP_SPRT_H1 ? "H1"
           : r->verdict == COUP_SPRT_H0 ? "H0" : "inconclusive");
}

static void print_json(const struct report *rp)
{
    const coup_arena *a = rp->a;
    const coup_arena_result *r = rp->r;
    char opts[128];
    printf("{\"games\":%lld,\"games_asked\":%lld,\"end\":\"%s\",\"won\":%lld,"
           "\"forfeits\":%lld,\"unfinished\":%lld,\"players\":%d,"
           "\"options\":\"%s\",\"start\":", r->games, a->games,
           end_str(r->end), r->won, r->forfeits, r->unfinished,
           a->options.players,
           cli_options_str(a->options.flags, opts, sizeof opts));
    if (a->options.start == COUP_START_RANDOM)
        printf("null");
    else
        printf("%d", a->options.start);
    printf(",\"seed\":%llu,\"threads\":%d,\"seconds\":%.3f,"
           "\"games_per_second\":%.0f,\"decisions\":%lld,\"balanced\":%s,",
           (unsigned long long)a->seed, rp->threads, rp->seconds,
           rp->seconds > 0 ? (double)r->games / rp->seconds : 0.0,
           r->decisions,
           coup_arena_balanced(a->nentries, r->games) ? "true" : "false");
    json_bots(rp);
    printf(",\"seat_wins\":[");
    for (int i = 0; i < a->options.players; i++)
        printf("%s%lld", i ? "," : "", r->seat_wins[i]);
    printf("]");
    json_faults(r);
    json_sprt(a, r);
    printf("}\n");
}

/* ------------------------------------------------------------- set-up */

/* What the command line asks for. */
struct args {
    coup_arena a;
    long games, players, threads, start, maxdec;
    long handshake_ms, move_ms, grace_ms;
    const char *records;
    bool json;
};

/* One option of the command line into g; 0, or 2 after a message. */
static int parse_option(struct args *g, int c, const char *arg)
{
    char why[256];
    switch (c) {
    case 'b':
        return add_bots(&g->a, arg) ? 2 : 0;
    case 'B':
        if (coup_arena_add(&g->a, arg, why, sizeof why)) {
            fprintf(stderr, "coup arena: %s\n", why);
            return 2;
        }
        return 0;
    case 'g':
        return cli_parse_int(arg, 1, 1000000000000L, "--games", &g->games) ? 2 : 0;
    case 'p':
        return cli_parse_int(arg, 2, 10, "--players", &g->players) ? 2 : 0;
    case 't':
        return cli_parse_int(arg, 1, 1024, "--threads", &g->threads) ? 2 : 0;
    case 's':
        return cli_parse_seed(arg, &g->a.seed) ? 2 : 0;
    case 'o':
        return cli_parse_options(arg, &g->a.options.flags) ? 2 : 0;
    case 'S':
        return cli_parse_int(arg, 0, 9, "--start", &g->start) ? 2 : 0;
    case 'P':
        return parse_sprt(arg, &g->a) ? 2 : 0;
    case 'r':
        g->records = arg;
        return 0;
    case 'm':
        return cli_parse_int(arg, 1, 10000000, "--max-decisions", &g->maxdec) ? 2 : 0;
    case 'H':
        return cli_parse_int(arg, 1, 3600000, "--handshake-ms",
                             &g->handshake_ms) ? 2 : 0;
    case 'M':
        return cli_parse_int(arg, 1, 3600000, "--move-ms", &g->move_ms) ? 2 : 0;
    case 'G':
        return cli_parse_int(arg, 0, 3600000, "--grace-ms", &g->grace_ms) ? 2 : 0;
    case 'j':
        g->json = true;
        return 0;
    }
    return 2;
}

/* The command line into g: -1 to go on, or the exit status. */
static int parse_args(struct args *g, int argc, char **argv)
{
    static const struct option longopts[] = {
        {"bots", required_argument, NULL, 'b'},
        {"bot", required_argument, NULL, 'B'},
        {"games", required_argument, NULL, 'g'},
        {"players", required_argument, NULL, 'p'},
        {"threads", required_argument, NULL, 't'},
        {"seed", required_argument, NULL, 's'},
        {"options", required_argument, NULL, 'o'},
        {"start", required_argument, NULL, 'S'},
        {"sprt", required_argument, NULL, 'P'},
        {"records", required_argument, NULL, 'r'},
        {"max-decisions", required_argument, NULL, 'm'},
        {"handshake-ms", required_argument, NULL, 'H'},
        {"move-ms", required_argument, NULL, 'M'},
        {"grace-ms", required_argument, NULL, 'G'},
        {"json", no_argument, NULL, 'j'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0}};
    int c, status;
    memset(g, 0, sizeof *g);
    coup_arena_defaults(&g->a);
    g->start = -1;
    g->handshake_ms = default_limits.start_ms;
    g->move_ms = default_limits.move_ms;
    g->grace_ms = default_limits.grace_ms;
    optind = 1;
    while ((c = cli_option(argc, argv, "b:B:g:p:t:s:o:S:P:r:m:H:M:G:jh",
                           longopts, usage, &status)) != -1)
        if (parse_option(g, c, optarg))
            return 2;
    if (status >= 0)
        return status;
    if (cli_no_arguments(argc, argv))
        return 2;
    if (g->a.nentries == 0 || g->games == 0) {
        fprintf(stderr, "coup arena: --bots and --games are required "
                "('coup arena --help')\n");
        return 2;
    }
    if (!g->players && g->a.nentries > COUP_MAX_PLAYERS) {
        fprintf(stderr, "coup arena: %d bots: give --players (2-10)\n",
                g->a.nentries);
        return 2;
    }
    if (!g->players && g->a.nentries == 1) {
        fprintf(stderr, "coup arena: one bot: give --players (2-10) for "
                "self-play\n");
        return 2;
    }
    return -1;
}

static bool is_record_name(const char *name)
{
    size_t len = strlen(name);
    return len > 9 && !strncmp(name, "game-", 5) &&
           !strcmp(name + len - 4, ".rec");
}

/* A --records folder that holds records of another run is refused: the
 * files of the two runs would be mixed, and a reader could not tell them
 * apart. 0, or 2 after a message; a folder that does not exist yet (or is
 * no folder) is for make_dir() to handle. */
static int check_records(const char *dir)
{
    DIR *d = dir ? opendir(dir) : NULL;
    long found = 0;
    if (!d)
        return 0;
    for (struct dirent *e; (e = readdir(d));)
        found += is_record_name(e->d_name);
    closedir(d);
    if (found)
        fprintf(stderr, "coup arena: --records %s already holds %ld game "
                "record%s (game-*.rec): give a new or empty folder, so that "
                "the games of two runs are not mixed\n", dir, found,
                found == 1 ? "" : "s");
    return found ? 2 : 0;
}

/* Every game of a run has the same options, so a cmd: bot that did not
 * list one of them in 'supports' could only forfeit all its games: the
 * run is refused instead. A bot that did not start at set-up is only
 * warned about: each game starts it again, and forfeits if it fails. 0,
 * or 2 after a message. */
static int check_cmd_bots(const coup_arena *a)
{
    for (int d = 0; d < a->nbots; d++) {
        const struct probed *pb = probed(a->entry[a->bot_entry[d]]);
        if (!pb)
            continue;
        if (!pb->started) {
            fprintf(stderr, "coup arena: warning: %s; each game it sits in "
                    "starts it again, and forfeits if it does not start\n",
                    pb->reason);
            continue;
        }
        unsigned missing = a->options.flags & ~pb->supports;
        if (missing) {
            char opts[128], has[128], all[128];
            fprintf(stderr, "coup arena: bot '%s' (%s) cannot play these "
                    "games: it does not support %s (its handshake says "
                    "'supports %s'; docs/protocol.md), and every game of "
                    "the run has --options %s\n",
                    pb->name[0] ? pb->name : pb->spec, pb->spec,
                    cli_options_str(missing, opts, sizeof opts),
                    cli_options_str(pb->supports, has, sizeof has),
                    cli_options_str(a->options.flags, all, sizeof all));
            return 2;
        }
    }
    return 0;
}

/* The arena from the arguments, prepared and checked: 0, or the exit
 * status after a message. */
static int set_up(struct args *g)
{
    coup_arena *a = &g->a;
    char why[256];
    a->options.players = (int)g->players;
    a->options.start = g->start < 0 ? COUP_START_RANDOM : (int)g->start;
    a->games = g->games;
    if (g->maxdec)
        a->max_decisions = g->maxdec;
    limits = default_limits;
    limits.start_ms = (int)g->handshake_ms;
    limits.move_ms = (int)g->move_ms;
    limits.grace_ms = (int)g->grace_ms;
    a->new_bot = new_bot;
    a->free_bot = free_bot;
    a->bot_fault = bot_fault;
    a->bot_gameover = bot_gameover;
    if (check_records(g->records))
        return 2;
    /* Every spec makes a bot here, once: for a cmd: bot, the handshake
     * that names it and says what it plays. */
    probe.on = true;
    probe.n = 0;
    int rc = coup_arena_prepare(a, why, sizeof why);
    probe.on = false;
    if (rc) {
        fprintf(stderr, "coup arena: %s\n", why);
        return 2;
    }
    if (check_cmd_bots(a))
        return 2;
    if (!a->sprt && !coup_arena_balanced(a->nentries, a->games))
        fprintf(stderr, "coup arena: warning: %lld games is not a multiple of "
                "%d bot entries: seats are not exactly balanced\n", a->games,
                a->nentries);
    if (!g->threads) {
        long online = sysconf(_SC_NPROCESSORS_ONLN);
        g->threads = online > 0 ? (online > 1024 ? 1024 : online) : 1;
    }
    if (g->threads > g->games)
        g->threads = g->games;
    if (g->records && make_dir(g->records)) {
        fprintf(stderr, "coup arena: %s: %s\n", g->records, strerror(errno));
        return 1;
    }
    return 0;
}

/* ---------------------------------------------------------------- run */

/* The games, with the progress line and the records. 0, or 1 after a
 * message. */
static int run_games(const struct args *g, coup_arena_result *r,
                     double *seconds)
{
    const coup_arena *a = &g->a;
    char why[256];
    struct recorder rec;
    memset(&rec, 0, sizeof rec);
    rec.a = a;
    rec.dir = g->records;
    atomic_flag_clear(&rec.failed);
    atomic_init(&rec.last, -1);
    struct hooks_ctx ctx = {&rec, {isatty(2) != 0, cli_now(), 0, a->games,
                                   false}};
    ctx.prog.last = ctx.prog.start;
    coup_arena_hooks hooks = {g->records ? write_game : NULL,
                              g->records != NULL, on_progress, &ctx};

    struct sigaction sa, old;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_interrupt;
    sa.sa_flags = SA_RESETHAND; /* a second Ctrl-C kills at once */
    sigemptyset(&sa.sa_mask);
    interrupted = 0;
    sigaction(SIGINT, &sa, &old);
    double t0 = cli_now();
    int rc = coup_arena_run(a, (int)g->threads, &hooks, r, why, sizeof why);
    *seconds = cli_now() - t0;
    sigaction(SIGINT, &old, NULL);
    if (ctx.prog.drawn)
        fprintf(stderr, "\r\033[K");
    if (rc) {
        fprintf(stderr, "coup arena: %s\n",
                atomic_flag_test_and_set(&rec.failed) ? rec.error : why);
        return 1;
    }
    /* Records of games played past the end (an SPRT stop, Ctrl-C) would
     * make the directory depend on timing: remove them. */
    for (long long i = r->games; g->records && i <= atomic_load(&rec.last);
         i++) {
        char path[4096];
        snprintf(path, sizeof path, "%s/game-%06lld.rec", g->records, i + 1);
        remove(path);
    }
    return 0;
}

/* ------------------------------------------------------------- report */

/* The names of the tables: a built-in bot's spec; a cmd: bot's 'id name'
 * (its spec if it gave none or did not start at set-up). Names that
 * would be the same get " #2", " #3"... in order, so that every row
 * stays distinct. */
static void bot_names(const coup_arena *a,
                      char buf[][COUP_ARENA_SPEC_MAX + 8], const char *name[])
{
    for (int d = 0; d < a->nbots; d++) {
        const char *spec = a->entry[a->bot_entry[d]];
        const struct probed *pb = probed(spec);
        snprintf(buf[d], COUP_ARENA_SPEC_MAX, "%s",
                 pb && pb->started && pb->name[0] ? pb->name : spec);
        clean(buf[d]);
    }
    for (int d = 1; d < a->nbots; d++) {
        int same = 1;
        for (int e = 0; e < d; e++)
            same += !strcmp(buf[e], buf[d]);
        if (same > 1) {
            size_t len = strlen(buf[d]);
            snprintf(buf[d] + len, COUP_ARENA_SPEC_MAX + 8 - len, " #%d",
                     same);
        }
    }
    for (int d = 0; d < a->nbots; d++)
        name[d] = buf[d];
}

static int report(const struct args *g, const coup_arena_result *r,
                  double seconds)
{
    static char names[COUP_ARENA_MAX_BOTS][COUP_ARENA_SPEC_MAX + 8];
    struct report rp = {&g->a, r, {{0, 0, 0}}, {NULL}, (int)g->threads,
                        seconds};
    coup_arena_ratings(&g->a, r, rp.rating);
    bot_names(&g->a, names, rp.name);
    if (g->json)
        print_json(&rp);
    else
        print_table(&rp);
    if (fflush(stdout) || ferror(stdout)) {
        fprintf(stderr, "coup arena: writing the results: %s\n",
                strerror(errno));
        return 1;
    }
    return r->end == COUP_ARENA_INTERRUPTED ? 130 : 0;
}

/* ----------------------------------------------------------- the command */

int cmd_arena(int argc, char **argv)
{
    static struct args g; /* a coup_arena is large: not on the stack */
    coup_arena_result r;
    double seconds;
    int rc = parse_args(&g, argc, argv);
    if (rc >= 0)
        return rc;
    if ((rc = set_up(&g)) || (rc = run_games(&g, &r, &seconds)))
        return rc;
    return report(&g, &r, seconds);
}

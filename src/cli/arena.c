/*
 * arena.c - `coup arena`: a tournament among bots, on every core, with a
 * results table (or JSON), an optional SPRT and the record of every game.
 *
 * The games, the seats and the statistics are the library's (coup/arena.h);
 * this file parses the command line, shows progress on a terminal, writes
 * the records and prints the results.
 */
#define _POSIX_C_SOURCE 200809L
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

static coup_bot *new_bot(const char *spec, char *why, size_t n)
{
    return is_cmd(spec) ? coup_proto_bot_new(spec, &limits, why, n)
                        : coup_bot_new(spec, why, n);
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
        "                  [--max-decisions D] [--move-ms MS] [--grace-ms MS]\n"
        "                  [--json]\n\n"
        "Plays N games among bots and prints, per bot, its games, wins, win\n"
        "rate with a 95%% Wilson interval, and an Elo-style rating relative to\n"
        "the first bot, with a 95%% interval.\n\n"
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
        "                  declared_coup, declared_assassinate\n"
        "  --start K       seat K always starts (default: drawn by chance)\n"
        "  --sprt E0,E1    stop once the SPRT decides whether the first bot is\n"
        "                  E1 rather than E0 Elo stronger than the second\n"
        "                  (two distinct bots; alpha = beta = 0.05)\n"
        "  --records DIR   write game-000001.rec... to DIR (created if\n"
        "                  missing), each readable by 'coup replay'\n"
        "  --max-decisions D  a game with no winner after D decisions\n"
        "                  (chance included) counts as lost by every seat\n"
        "                  (default %ld)\n"
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
        "per seat and cmd: entry, restarted after a fault. Progress\n"
        "goes to stderr on a terminal; Ctrl-C stops early and prints the\n"
        "results so far (exit status 130). docs/architecture.md, \"The arena\",\n"
        "describes the statistics.\n\nbots:\n",
        COUP_ARENA_MAX_DECISIONS, default_limits.move_ms,
        default_limits.grace_ms);
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

    /* Seats are named after their specs; seats whose names would clash
     * (copies of a spec) are told apart by an "sK_" prefix. */
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

static const char *options_str(unsigned flags, char *buf, size_t n)
{
    size_t k = 0;
    buf[0] = '\0';
    for (unsigned f = 1; f <= COUP_OPT_ALL; f <<= 1)
        if (flags & f)
            k += (size_t)snprintf(buf + k, n - k, "%s%s", k ? "," : "",
                                  coup_option_name(f));
    if (!k)
        snprintf(buf, n, "none");
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
    int threads;
    double seconds;
};

static void print_table(const struct report *rp)
{
    const coup_arena *a = rp->a;
    const coup_arena_result *r = rp->r;
    int width = 3;
    char opts[128], buf[4][32];
    for (int d = 0; d < a->nbots; d++) {
        int len = (int)strlen(a->entry[a->bot_entry[d]]);
        width = len > width ? len : width;
    }
    printf("%-*s %9s %9s %8s  %-17s %8s  %-17s %8s\n", width, "bot", "games",
           "wins", "win%", "95% CI", "Elo", "95% CI", "forfeits");
    for (int d = 0; d < a->nbots; d++) {
        const coup_arena_bot_stats *b = &r->bot[d];
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
               a->entry[a->bot_entry[d]], b->games, b->wins, 100 * w, ci,
               d == 0 ? "0" : elo_str(e->elo, buf[2], sizeof buf[2]), eci,
               b->forfeits);
    }
    printf("\n");
    printf("games: %lld of %lld (%s): %lld won, %lld forfeited, %lld "
           "unfinished\n", r->games, a->games, end_str(r->end), r->won,
           r->forfeits, r->unfinished);
    const char *kname[COUP_ARENA_FAULT_KINDS];
    long long kcount[COUP_ARENA_FAULT_KINDS];
    int nk = fault_kinds(r, kname, kcount);
    if (nk) {
        printf("forfeits:");
        for (int k = 0; k < nk; k++)
            printf(" %s %lld%s", kname[k], kcount[k], k + 1 < nk ? "," : "\n");
    }
    printf("table: %d players, options %s, start %s", a->options.players,
           options_str(a->options.flags, opts, sizeof opts),
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

static void print_json(const struct report *rp)
{
    const coup_arena *a = rp->a;
    const coup_arena_result *r = rp->r;
    char opts[128];
    printf("{\"games\":%lld,\"games_asked\":%lld,\"end\":\"%s\",\"won\":%lld,"
           "\"forfeits\":%lld,\"unfinished\":%lld,\"players\":%d,"
           "\"options\":\"%s\",\"start\":", r->games, a->games,
           end_str(r->end), r->won, r->forfeits, r->unfinished,
           a->options.players, options_str(a->options.flags, opts, sizeof opts));
    if (a->options.start == COUP_START_RANDOM)
        printf("null");
    else
        printf("%d", a->options.start);
    printf(",\"seed\":%llu,\"threads\":%d,\"seconds\":%.3f,"
           "\"games_per_second\":%.0f,\"decisions\":%lld,\"balanced\":%s,"
           "\"bots\":[", (unsigned long long)a->seed, rp->threads, rp->seconds,
           rp->seconds > 0 ? (double)r->games / rp->seconds : 0.0,
           r->decisions,
           coup_arena_balanced(a->nentries, r->games) ? "true" : "false");
    for (int d = 0; d < a->nbots; d++) {
        const coup_arena_bot_stats *b = &r->bot[d];
        double low, high;
        coup_wilson(b->wins, b->games, COUP_ARENA_Z95, &low, &high);
        printf("%s{\"name\":", d ? "," : "");
        json_str(a->entry[a->bot_entry[d]]);
        printf(",\"entries\":%d,\"games\":%lld,\"wins\":%lld,\"win_rate\":",
               a->copies[d], b->games, b->wins);
        json_num(b->games ? (double)b->wins / (double)b->games : 0.0);
        printf(",\"ci95\":[");
        json_num(low);
        putchar(',');
        json_num(high);
        printf("],\"elo\":");
        json_num(rp->rating[d].elo);
        printf(",\"elo_ci95\":[");
        json_num(rp->rating[d].low);
        putchar(',');
        json_num(rp->rating[d].high);
        printf("],\"forfeits\":%lld}", b->forfeits);
    }
    printf("],\"seat_wins\":[");
    for (int i = 0; i < a->options.players; i++)
        printf("%s%lld", i ? "," : "", r->seat_wins[i]);
    printf("],\"forfeit_kinds\":{");
    const char *kname[COUP_ARENA_FAULT_KINDS];
    long long kcount[COUP_ARENA_FAULT_KINDS];
    int nk = fault_kinds(r, kname, kcount);
    for (int k = 0; k < nk; k++) {
        printf("%s", k ? "," : "");
        json_str(kname[k]);
        printf(":%lld", kcount[k]);
    }
    printf("},\"first_fault\":");
    if (r->fault_game >= 0) {
        printf("{\"game\":%lld,\"seat\":", r->fault_game + 1);
        if (r->fault_seat >= 0)
            printf("%d", r->fault_seat);
        else
            printf("null");
        printf(",\"reason\":");
        json_str(r->fault_why);
        putchar('}');
    } else {
        printf("null");
    }
    printf(",\"sprt\":");
    if (a->sprt) {
        printf("{\"elo0\":");
        json_num(a->elo0);
        printf(",\"elo1\":");
        json_num(a->elo1);
        printf(",\"alpha\":");
        json_num(a->alpha);
        printf(",\"beta\":");
        json_num(a->beta);
        printf(",\"llr\":");
        json_num(r->llr);
        printf(",\"lower\":");
        json_num(r->lower);
        printf(",\"upper\":");
        json_num(r->upper);
        printf(",\"verdict\":\"%s\"}",
               r->verdict == COUP_SPRT_H1 ? "H1"
               : r->verdict == COUP_SPRT_H0 ? "H0" : "inconclusive");
    } else {
        printf("null");
    }
    printf("}\n");
}

/* ----------------------------------------------------------- the command */

int cmd_arena(int argc, char **argv)
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
        {"move-ms", required_argument, NULL, 'M'},
        {"grace-ms", required_argument, NULL, 'G'},
        {"json", no_argument, NULL, 'j'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0}};
    coup_arena a;
    long games = 0, players = 0, threads = 0, start = -1, maxdec = 0;
    long move_ms = default_limits.move_ms, grace_ms = default_limits.grace_ms;
    const char *records = NULL;
    bool json = false;
    char why[256];
    int c, status;
    coup_arena_defaults(&a);
    optind = 1;
    while ((c = cli_option(argc, argv, "b:B:g:p:t:s:o:S:P:r:m:M:G:jh", longopts, usage,
                            &status)) != -1) {
        switch (c) {
        case 'b':
            if (add_bots(&a, optarg))
                return 2;
            break;
        case 'B':
            if (coup_arena_add(&a, optarg, why, sizeof why)) {
                fprintf(stderr, "coup arena: %s\n", why);
                return 2;
            }
            break;
        case 'g':
            if (cli_parse_int(optarg, 1, 1000000000000L, "--games", &games))
                return 2;
            break;
        case 'p':
            if (cli_parse_int(optarg, 2, 10, "--players", &players))
                return 2;
            break;
        case 't':
            if (cli_parse_int(optarg, 1, 1024, "--threads", &threads))
                return 2;
            break;
        case 's':
            if (cli_parse_seed(optarg, &a.seed))
                return 2;
            break;
        case 'o':
            if (cli_parse_options(optarg, &a.options.flags))
                return 2;
            break;
        case 'S':
            if (cli_parse_int(optarg, 0, 9, "--start", &start))
                return 2;
            break;
        case 'P':
            if (parse_sprt(optarg, &a))
                return 2;
            break;
        case 'r':
            records = optarg;
            break;
        case 'm':
            if (cli_parse_int(optarg, 1, 10000000, "--max-decisions", &maxdec))
                return 2;
            break;
        case 'M':
            if (cli_parse_int(optarg, 1, 3600000, "--move-ms", &move_ms))
                return 2;
            break;
        case 'G':
            if (cli_parse_int(optarg, 0, 3600000, "--grace-ms", &grace_ms))
                return 2;
            break;
        case 'j':
            json = true;
            break;
        }
    }
    if (status >= 0)
        return status;
    if (cli_no_arguments(argc, argv)) {
        return 2;
    }
    if (a.nentries == 0 || games == 0) {
        fprintf(stderr, "coup arena: --bots and --games are required "
                "('coup arena --help')\n");
        return 2;
    }
    if (!players && a.nentries > COUP_MAX_PLAYERS) {
        fprintf(stderr, "coup arena: %d bots: give --players (2-10)\n",
                a.nentries);
        return 2;
    }
    if (!players && a.nentries == 1) {
        fprintf(stderr, "coup arena: one bot: give --players (2-10) for "
                "self-play\n");
        return 2;
    }
    a.options.players = (int)players;
    a.options.start = start < 0 ? COUP_START_RANDOM : (int)start;
    a.games = games;
    if (maxdec)
        a.max_decisions = maxdec;
    limits = default_limits;
    limits.move_ms = (int)move_ms;
    limits.grace_ms = (int)grace_ms;
    a.new_bot = new_bot;
    a.free_bot = free_bot;
    a.bot_fault = bot_fault;
    a.bot_gameover = bot_gameover;
    /* Every spec makes a bot here, once: a cmd: bot that does not start
     * (or answer the handshake) stops the run before any game. */
    if (coup_arena_prepare(&a, why, sizeof why)) {
        fprintf(stderr, "coup arena: %s\n", why);
        return 2;
    }
    if (!a.sprt && !coup_arena_balanced(a.nentries, a.games))
        fprintf(stderr, "coup arena: warning: %lld games is not a multiple of "
                "%d bot entries: seats are not exactly balanced\n", a.games,
                a.nentries);
    if (!threads) {
        long online = sysconf(_SC_NPROCESSORS_ONLN);
        threads = online > 0 ? (online > 1024 ? 1024 : online) : 1;
    }
    if (threads > games)
        threads = games;

    struct recorder rec;
    memset(&rec, 0, sizeof rec);
    rec.a = &a;
    rec.dir = records;
    atomic_flag_clear(&rec.failed);
    atomic_init(&rec.last, -1);
    if (records && make_dir(records)) {
        fprintf(stderr, "coup arena: %s: %s\n", records, strerror(errno));
        return 1;
    }

    struct hooks_ctx ctx = {&rec, {isatty(2) != 0, cli_now(), 0, a.games,
                                   false}};
    ctx.prog.last = ctx.prog.start;
    coup_arena_hooks hooks = {records ? write_game : NULL, records != NULL,
                              on_progress, &ctx};

    coup_arena_result r;
    struct sigaction sa, old;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_interrupt;
    sa.sa_flags = SA_RESETHAND; /* a second Ctrl-C kills at once */
    sigemptyset(&sa.sa_mask);
    interrupted = 0;
    sigaction(SIGINT, &sa, &old);
    double t0 = cli_now();
    int rc = coup_arena_run(&a, (int)threads, &hooks, &r, why, sizeof why);
    double seconds = cli_now() - t0;
    sigaction(SIGINT, &old, NULL);
    if (ctx.prog.drawn)
        fprintf(stderr, "\r\033[K");
    if (rc) {
        if (atomic_flag_test_and_set(&rec.failed))
            fprintf(stderr, "coup arena: %s\n", rec.error);
        else
            fprintf(stderr, "coup arena: %s\n", why);
        return 1;
    }
    /* Records of games played past the end (an SPRT stop, Ctrl-C) would
     * make the directory depend on timing: remove them. */
    for (long long g = r.games; records && g <= atomic_load(&rec.last); g++) {
        char path[4096];
        snprintf(path, sizeof path, "%s/game-%06lld.rec", records, g + 1);
        remove(path);
    }

    struct report rp = {&a, &r, {{0, 0, 0}}, (int)threads, seconds};
    coup_arena_ratings(&a, &r, rp.rating);
    if (json)
        print_json(&rp);
    else
        print_table(&rp);
    if (fflush(stdout) || ferror(stdout)) {
        fprintf(stderr, "coup arena: writing the results: %s\n",
                strerror(errno));
        return 1;
    }
    return r.end == COUP_ARENA_INTERRUPTED ? 130 : 0;
}

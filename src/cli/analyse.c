/*
 * analyse.c - `coup analyse FILE`: every decision of a finished game
 * judged by the search, from the deciding seat's own information
 * (include/coup/analysis.h, docs/analysis.md), told as `coup replay`
 * tells the game, with the marks, or as one JSON object.
 *
 * A bad record stops with "FILE:LINE: reason" on stderr and exit status
 * 1, as `coup replay` does; bad arguments exit 2.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <signal.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <coup/analysis.h>
#include <coup/record.h>
#include <coup/text.h>

#include "cli/cli.h"
#include "cli/input.h"
#include "cli/show.h"

static void usage(FILE *f)
{
    fprintf(f,
        "usage: coup analyse FILE [--budget N] [--seat S] [--json]\n"
        "                    [--threads T] [--seed S] [--lang L]\n\n"
        "Judges every decision of a game record (docs/record-format.md)\n"
        "from what the deciding seat could see: a search bot per seat\n"
        "follows the game as that seat saw it, and at each of its\n"
        "decisions (a move where it had a choice) the search gives every\n"
        "legal move its odds of winning (docs/analysis.md). A decision\n"
        "that lost %.0f%% of the odds of winning or more is marked ?!\n"
        "(inaccuracy), %.0f%% ? (mistake), %.0f%% ?? (blunder), when the\n"
        "loss is more than %.0f times its standard error.\n"
        "Prints the game as `coup replay` tells it, every card shown, with\n"
        "the marks, the better move and both odds, and at each claim a\n"
        "seat could challenge the odds that it was true as that seat could\n"
        "know them; then each seat's accuracy (the mean over its decisions\n"
        "of 100 x max(0, 1 - loss / %.2f)), marks, mean loss, and the\n"
        "claims it read right (a bluff challenged, a true claim let pass).\n"
        "The same record, budget and seed give the same analysis, whatever\n"
        "the threads. FILE '-' reads standard input. A bad record is\n"
        "reported as FILE:LINE: reason, with exit status 1.\n\n"
        "  --budget N   iterations of the search a decision, %d to %ld\n"
        "               (default %d: some 0.04 s a decision at two\n"
        "               players, 0.07 s at four, on one core; the cost\n"
        "               grows with it: docs/analysis.md)\n"
        "  --seat S     judge seat S only (default: every seat)\n"
        "  --json       print one JSON object: every decision and seat\n"
        "  --threads T  threads, 1-1024 (default: the online CPUs)\n"
        "  --seed S     the seed of the searches (default 1)\n"
        "  --lang L     en, it, pt, es, fr, de, ar or hi (default: from\n"
        "               LANG)\n"
        "  --help       show this help\n",
        100 * COUP_ANALYSIS_INACCURACY, 100 * COUP_ANALYSIS_MISTAKE,
        100 * COUP_ANALYSIS_BLUNDER, COUP_ANALYSIS_NOISE,
        COUP_ANALYSIS_ACCURACY_SPAN, COUP_ANALYSIS_BUDGET_MIN,
        COUP_ANALYSIS_BUDGET_MAX, COUP_ANALYSIS_BUDGET);
}

/* ------------------------------------------------------------ progress */

static volatile sig_atomic_t interrupted;

static void on_interrupt(int sig)
{
    (void)sig;
    interrupted = 1;
}

struct progress {
    bool show;          /* stderr is a terminal */
    double last;        /* cli_now() at the last line */
    bool drawn;         /* a line is on the screen */
};

static int on_progress(void *ctx, long done, long total)
{
    struct progress *p = ctx;
    double now = cli_now();
    if (p->show && (now - p->last >= 0.2 || done == total)) {
        int width = 30, filled = (int)(width * done / (total ? total : 1));
        fprintf(stderr, "\ranalyse: [%.*s%*s] %ld/%ld decisions\033[K",
                filled, "##############################", width - filled, "",
                done, total);
        fflush(stderr);
        p->last = now;
        p->drawn = true;
    }
    return interrupted != 0;
}

/* --------------------------------------------------------------- words */

struct words {
    const coup_lang *l;
    const char *const *names;
};

/* x (0..1) as a percentage with `decimals`, in the language's form. */
static const char *percent(const struct words *w, char *buf, size_t n,
                           double x, int decimals)
{
    char digits[32], num[48];
    size_t k = 0;
    snprintf(digits, sizeof digits, "%.*f", decimals, 100 * x);
    for (const char *p = digits; *p && k + 8 < sizeof num; p++) {
        const char *put = *p == '.' ? w->l->an_point : (char[2]){*p, '\0'};
        for (; *put && k + 1 < sizeof num; put++)
            num[k++] = *put;
    }
    num[k] = '\0';
    coup_say_args v = {.s = num};
    return coup_lang_say(w->l, buf, n, w->l->an_percent, &v);
}

static const char *seat_name(const struct words *w, char *buf, size_t n,
                             int seat, int capital)
{
    return coup_narrate_seat(buf, n, w->l, seat, w->names, capital);
}

/* ---------------------------------------------------------- text output */

/* What is told after the first line of a decision's move. */
struct told {
    const struct words *w;
    const coup_analysis *a;
    const coup_decision *dc; /* NULL: a move that is no decision judged */
    int lines;
};

static void tell_decision(const struct told *t)
{
    const struct words *w = t->w;
    const coup_decision *dc = t->dc;
    const coup_analysis_step *st = &t->a->steps[dc->step];
    char buf[1024], label[160], best[32], played[32];
    if (dc->mark != COUP_MARK_NONE) {
        coup_label(w->l, &st->before, dc->moves[dc->best].move, w->names,
                   label, sizeof label);
        coup_say_args v = {
            .s = w->l->an_mark[dc->mark - 1],
            .c = label,
            .x = percent(w, best, sizeof best, dc->moves[dc->best].value, 0),
            .d = percent(w, played, sizeof played, dc->value, 0)};
        printf("    %s\n", coup_lang_say(w->l, buf, sizeof buf,
                                         w->l->an_better, &v));
    }
    if (dc->challenge) {
        char claimant[40], decider[40], lower[40], odds[32];
        const char *tmpl = dc->claim_none
                               ? (dc->claim_true ? w->l->an_none_true
                                                 : w->l->an_none_bluff)
                               : (dc->claim_true ? w->l->an_claim_true
                                                 : w->l->an_claim_bluff);
        coup_say_args v = {
            .A = seat_name(w, claimant, sizeof claimant, dc->claimant, 1),
            .T = seat_name(w, decider, sizeof decider, dc->seat, 1),
            .t = seat_name(w, lower, sizeof lower, dc->seat, 0),
            .c = w->l->card[dc->claim],
            .x = percent(w, odds, sizeof odds, dc->odds, 0)};
        printf("    %s\n", coup_lang_say(w->l, buf, sizeof buf, tmpl, &v));
    }
}

/* The narration's sink: the first line of a decision judged carries its
 * mark, and what the analysis says of it follows that line. */
static void told_line(void *ctx, const char *line)
{
    struct told *t = ctx;
    if (t->lines++ || !t->dc) {
        printf("%s\n", line);
        return;
    }
    if (t->dc->mark != COUP_MARK_NONE)
        printf("%s %s\n", line, coup_mark_symbol(t->dc->mark));
    else
        printf("%s\n", line);
    tell_decision(t);
}

static void tell_seat(const struct words *w, const coup_analysis *a, int p)
{
    const coup_seat_analysis *sa = &a->seat[p];
    char name[40], buf[1024];
    seat_name(w, name, sizeof name, p, 1);
    if (!sa->decisions) {
        coup_say_args v = {.A = name};
        printf("%s\n", coup_lang_say(w->l, buf, sizeof buf,
                                     w->l->an_no_decision, &v));
    } else {
        char acc[32], n[4][24], loss[32];
        snprintf(n[0], sizeof n[0], "%ld", sa->decisions);
        coup_say_args v = {
            .A = name, .x = percent(w, acc, sizeof acc, sa->accuracy / 100, 1),
            .s = n[0]};
        printf("%s\n", coup_lang_say(w->l, buf, sizeof buf, w->l->an_seat,
                                     &v));
        for (int k = 1; k < COUP_MARK_N; k++)
            snprintf(n[k], sizeof n[k], "%ld", sa->marks[k]);
        coup_say_args c = {
            .s = n[1], .t = n[2], .x = n[3],
            .d = percent(w, loss, sizeof loss, sa->mean_loss, 1)};
        printf("    %s\n", coup_lang_say(w->l, buf, sizeof buf,
                                         w->l->an_counts, &c));
    }
    if (sa->challenges) {
        char read[24], all[24];
        snprintf(read, sizeof read, "%ld", sa->challenges_read);
        snprintf(all, sizeof all, "%ld", sa->challenges);
        coup_say_args r = {.s = read, .x = all};
        printf("    %s\n", coup_lang_say(w->l, buf, sizeof buf,
                                         w->l->an_challenges, &r));
    }
}

static void tell(const struct words *w, const coup_analysis *a)
{
    char buf[1024], s[3][32];
    coup_say_args intro = {.m = (int)a->budget};
    printf("%s\n", coup_lang_say(w->l, buf, sizeof buf, w->l->an_intro,
                                 &intro));
    coup_say_args legend = {
        .s = percent(w, s[0], sizeof s[0], COUP_ANALYSIS_INACCURACY, 0),
        .t = percent(w, s[1], sizeof s[1], COUP_ANALYSIS_MISTAKE, 0),
        .x = percent(w, s[2], sizeof s[2], COUP_ANALYSIS_BLUNDER, 0)};
    printf("%s\n\n", coup_lang_say(w->l, buf, sizeof buf, w->l->an_legend,
                                   &legend));
    for (long i = 0; i < a->nsteps; i++) {
        const coup_analysis_step *st = &a->steps[i];
        struct told t = {w, a, st->decision >= 0
                                   ? &a->decisions[st->decision] : NULL, 0};
        coup_narrate(told_line, &t, w->l, &st->before, st->seat, st->move,
                     w->names, COUP_NARRATE_ALL);
        if (t.dc && !t.lines) /* nothing narrated: say it all the same */
            tell_decision(&t);
    }
    printf("\n%s\n", w->l->an_summary);
    for (int p = 0; p < a->players; p++)
        if (a->seat[p].analysed)
            tell_seat(w, a, p);
}

/* ---------------------------------------------------------- JSON output */

static void json_move(const coup_move m)
{
    char text[48];
    if (coup_move_str(m, text, sizeof text) < 0)
        strcpy(text, "?");
    show_json_string(stdout, text);
}

static void json(const coup_analysis *a, const char *const *names)
{
    printf("{\"budget\":%ld,\"seed\":%llu,\"players\":%d,", a->budget,
           (unsigned long long)a->seed, a->players);
    printf("\"thresholds\":{\"inaccuracy\":%g,\"mistake\":%g,\"blunder\":%g,"
           "\"noise\":%g,\"accuracy_span\":%g},",
           COUP_ANALYSIS_INACCURACY, COUP_ANALYSIS_MISTAKE,
           COUP_ANALYSIS_BLUNDER, COUP_ANALYSIS_NOISE,
           COUP_ANALYSIS_ACCURACY_SPAN);
    int winner = coup_winner(&a->final);
    if (winner >= 0)
        printf("\"winner\":%d,", winner);
    else
        printf("\"winner\":null,");
    printf("\"moves\":%ld,\"decisions\":[", a->nsteps);
    for (long i = 0; i < a->ndecisions; i++) {
        const coup_decision *dc = &a->decisions[i];
        const coup_analysis_step *st = &a->steps[dc->step];
        printf("%s\n{\"move_number\":%ld,\"line\":%d,\"seat\":%d,"
               "\"phase\":\"%s\",\"played\":", i ? "," : "", dc->step + 1,
               st->line, dc->seat, coup_phase_name(dc->phase));
        json_move(st->move);
        printf(",\"best\":");
        json_move(dc->moves[dc->best].move);
        printf(",\"judged\":%s,\"value\":%.4f,\"best_value\":%.4f,"
               "\"loss\":%.4f,\"se\":%.4f,\"mark\":\"%s\",\"iterations\":%ld,"
               "\"moves\":[",
               dc->judged ? "true" : "false", dc->value,
               dc->moves[dc->best].value, dc->loss, dc->se,
               coup_mark_name(dc->mark), dc->iterations);
        for (int k = 0; k < dc->nmoves; k++) {
            printf("%s{\"move\":", k ? "," : "");
            json_move(dc->moves[k].move);
            printf(",\"visits\":%ld,\"value\":%.4f}", dc->moves[k].visits,
                   dc->moves[k].value);
        }
        printf("]");
        if (dc->challenge)
            printf(",\"claim\":{\"claimant\":%d,\"card\":\"%s\",\"none\":%s,"
                   "\"odds\":%.4f,\"true\":%s,\"read_right\":%s}",
                   dc->claimant, coup_card_name(dc->claim),
                   dc->claim_none ? "true" : "false", dc->odds,
                   dc->claim_true ? "true" : "false",
                   dc->read_right ? "true" : "false");
        printf("}");
    }
    printf("],\n\"seats\":[");
    for (int p = 0, first = 1; p < a->players; p++) {
        const coup_seat_analysis *sa = &a->seat[p];
        if (!sa->analysed)
            continue;
        printf("%s\n{\"seat\":%d,\"name\":", first ? "" : ",", p);
        first = 0;
        if (names)
            show_json_string(stdout, names[p]);
        else
            printf("null");
        printf(",\"decisions\":%ld,\"inaccuracies\":%ld,\"mistakes\":%ld,"
               "\"blunders\":%ld,\"mean_loss\":%.4f,\"accuracy\":%.2f,"
               "\"challenges\":%ld,\"challenges_read\":%ld,\"series\":[",
               sa->decisions, sa->marks[COUP_MARK_INACCURACY],
               sa->marks[COUP_MARK_MISTAKE], sa->marks[COUP_MARK_BLUNDER],
               sa->mean_loss, sa->accuracy, sa->challenges,
               sa->challenges_read);
        for (long k = 0; k < sa->decisions; k++)
            printf("%s%.4f", k ? "," : "", sa->series[k]);
        printf("]}");
    }
    printf("]}\n");
}

/* ----------------------------------------------------------------- run */

struct args {
    long budget, seat, threads;
    uint64_t seed;
    bool json;
    const coup_lang *l;
};

static int parse(struct args *g, int c)
{
    switch (c) {
    case 'b':
        return cli_parse_int(optarg, COUP_ANALYSIS_BUDGET_MIN,
                             COUP_ANALYSIS_BUDGET_MAX, "--budget", &g->budget)
                   ? 2 : 0;
    case 'S':
        return cli_parse_int(optarg, 0, COUP_MAX_PLAYERS - 1, "--seat",
                             &g->seat) ? 2 : 0;
    case 't':
        return cli_parse_int(optarg, 1, 1024, "--threads", &g->threads) ? 2
                                                                       : 0;
    case 's':
        return cli_parse_seed(optarg, &g->seed) ? 2 : 0;
    case 'j':
        g->json = true;
        return 0;
    case 'l':
        g->l = coup_lang_find(optarg);
        if (!g->l) {
            fprintf(stderr, "coup: --lang must be en, it, pt, es, fr, de, ar "
                    "or hi, not '%s'\n", optarg);
            return 2;
        }
        return 0;
    }
    return 2;
}

int cmd_analyse(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"budget", required_argument, NULL, 'b'},
        {"seat", required_argument, NULL, 'S'},
        {"threads", required_argument, NULL, 't'},
        {"seed", required_argument, NULL, 's'},
        {"json", no_argument, NULL, 'j'},
        {"lang", required_argument, NULL, 'l'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0}};
    struct args g = {COUP_ANALYSIS_BUDGET, -1, 0, 1, false, NULL};
    int c, status;
    optind = 1;
    while ((c = cli_option(argc, argv, "b:S:t:s:jl:h", longopts, usage,
                           &status)) != -1)
        if (parse(&g, c))
            return 2;
    if (status >= 0)
        return status;
    if (argc - optind != 1) {
        fprintf(stderr, argc - optind ? "coup analyse: one FILE only\n"
                                      : "coup analyse: missing FILE\n");
        usage(stderr);
        return 2;
    }
    if (!g.l)
        g.l = input_lang_env();
    if (!g.threads) {
        long online = sysconf(_SC_NPROCESSORS_ONLN);
        g.threads = online > 0 ? (online > 1024 ? 1024 : online) : 1;
    }

    const char *shown;
    coup_record r;
    if (cli_read_record("analyse", argv[optind], &r, &shown)) {
        coup_record_free(&r);
        return 1;
    }
    if (g.seat >= r.options.players) {
        fprintf(stderr, "coup analyse: --seat %ld: %s has %d players "
                "(seats 0 to %d)\n", g.seat, shown, r.options.players,
                r.options.players - 1);
        coup_record_free(&r);
        return 2;
    }
    const char *name_list[COUP_MAX_PLAYERS];
    for (int i = 0; i < COUP_MAX_PLAYERS; i++)
        name_list[i] = i < r.nnames ? r.names[i] : NULL;
    struct words w = {g.l, r.nnames ? name_list : NULL};

    struct progress prog = {isatty(2) != 0, cli_now(), false};
    coup_analysis_options o = {
        .budget = g.budget,
        .seed = g.seed,
        .seats = g.seat >= 0 ? 1u << g.seat : 0,
        .threads = (int)g.threads,
        .progress = on_progress,
        .ctx = &prog};
    struct sigaction sa, old;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_interrupt;
    sa.sa_flags = SA_RESETHAND; /* a second Ctrl-C kills at once */
    sigemptyset(&sa.sa_mask);
    interrupted = 0;
    sigaction(SIGINT, &sa, &old);
    coup_analysis a;
    coup_record_error err;
    int rc = coup_analyse(&r, &o, &a, &err);
    sigaction(SIGINT, &old, NULL);
    if (prog.drawn)
        fprintf(stderr, "\r\033[K");
    if (rc == COUP_ANALYSIS_STOPPED) {
        fprintf(stderr, "coup analyse: interrupted\n");
        rc = 130;
    } else if (rc && err.line > 0) {
        fprintf(stderr, "%s:%d: %s\n", shown, err.line, err.msg);
        rc = 1;
    } else if (rc) {
        fprintf(stderr, "coup analyse: %s: %s\n", shown, err.msg);
        rc = 1;
    } else if (g.json) {
        json(&a, w.names);
    } else {
        tell(&w, &a);
    }
    coup_analysis_free(&a);
    coup_record_free(&r);
    if (!rc && fflush(stdout) != 0) {
        fprintf(stderr, "coup analyse: write error: %s\n", strerror(errno));
        return 1;
    }
    return rc;
}

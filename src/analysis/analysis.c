/*
 * analysis.c - a finished game's decisions judged by the search
 * (include/coup/analysis.h, docs/analysis.md).
 *
 * The record is replayed once, into the list of its moves (the steps).
 * Then every thread follows the whole game with bots of its own, one
 * "search" bot per seat judged, each told every move as its seat saw it
 * (coup_bots_see(), R9): following is cheap (some microseconds a move and
 * seat), judging a decision is not. The decisions are handed out in game
 * order by an atomic counter: a thread that reaches decision d on its way
 * and finds the counter at d takes it; otherwise another thread has it,
 * and it goes on. A thread therefore only ever takes a decision it has
 * reached, every decision is taken once, and a thread that finishes one
 * takes the next free one ahead of it.
 *
 * A decision is judged on a copy of its seat's bot as it is there: the
 * search's memory (src/bots/search.c, struct search: its parameters, its
 * worlds, coup__worlds, and its opponent models, coup__opponents) is one
 * flat struct without a pointer, so a memcpy of coup_bot_kind.size bytes
 * is a whole copy; the search then changes the copy's worlds (their
 * cache), never the bot that goes on following the game. Its RNG is
 * seeded from (seed, the decision's move number), so the result is the
 * same whichever thread judges it, and however many there are.
 */
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <coup/analysis.h>
#include <coup/bots.h>
#include <coup/rng.h>

#include "bots/kinds.h"
#include "bots/worlds.h"

/* ----------------------------------------------------------- the marks */

const char *coup_mark_name(int mark)
{
    static const char *const names[COUP_MARK_N] = {"none", "inaccuracy",
                                                   "mistake", "blunder"};
    return mark >= 0 && mark < COUP_MARK_N ? names[mark] : "?";
}

const char *coup_mark_symbol(int mark)
{
    static const char *const symbols[COUP_MARK_N] = {"", "?!", "?", "??"};
    return mark >= 0 && mark < COUP_MARK_N ? symbols[mark] : "";
}

int coup_mark_of(double loss, double se)
{
    if (!(loss > COUP_ANALYSIS_NOISE * se))
        return COUP_MARK_NONE;
    if (loss >= COUP_ANALYSIS_BLUNDER)
        return COUP_MARK_BLUNDER;
    if (loss >= COUP_ANALYSIS_MISTAKE)
        return COUP_MARK_MISTAKE;
    if (loss >= COUP_ANALYSIS_INACCURACY)
        return COUP_MARK_INACCURACY;
    return COUP_MARK_NONE;
}

static void say(coup_record_error *err, int line, const char *text)
{
    if (err) {
        err->line = line;
        snprintf(err->msg, sizeof err->msg, "%s", text);
    }
}

/* ------------------------------------------------------------ the steps */

struct collect {
    coup_analysis *a;
    long cap;
    bool nomem;
};

static void collect(void *ctx, const coup_state *before, int seat,
                    coup_move m, int line)
{
    struct collect *c = ctx;
    coup_analysis *a = c->a;
    if (c->nomem)
        return;
    if (a->nsteps == c->cap) {
        long cap = c->cap ? c->cap * 2 : 256;
        coup_analysis_step *p = realloc(a->steps, (size_t)cap * sizeof *p);
        if (!p) {
            c->nomem = true;
            return;
        }
        a->steps = p;
        c->cap = cap;
    }
    a->steps[a->nsteps++] = (coup_analysis_step){*before, seat, m, line, -1};
}

/* ---------------------------------------------------------- the threads */

struct run {
    coup_analysis *a;
    const coup_analysis_options *o;
    unsigned seats;         /* the seats judged */
    char spec[64];          /* their bots' spec */
    long total;             /* decisions */
    atomic_long next;       /* the next decision to take */
    atomic_bool stop;
    pthread_mutex_t lock;   /* guards what follows */
    long done;
    bool stopped;           /* by the progress callback */
    char why[160];          /* a thread's failure, "" if none */
};

static void fail(struct run *run, const char *why)
{
    pthread_mutex_lock(&run->lock);
    if (!run->why[0])
        snprintf(run->why, sizeof run->why, "%s", why);
    atomic_store(&run->stop, true);
    pthread_mutex_unlock(&run->lock);
}

/* The standard error of a move's value: sqrt(p (1 - p) / n), p taken as
 * (wins + 1) / (n + 2) so that a move that won (or lost) every one of few
 * iterations is not given an error of 0. */
static double variance(const coup_move_value *v)
{
    double n = (double)v->visits, p = (v->value * n + 1) / (n + 2);
    return p * (1 - p) / n;
}

/* Judges the decision of step st, from the bot of its seat (which has
 * followed the game up to it), searching on the copy `scratch`. */
static void judge(struct run *run, const coup_analysis_step *st,
                  const coup_bot *bot, void *scratch)
{
    coup_analysis *a = run->a;
    coup_decision *dc = &a->decisions[st->decision];
    const coup_state *s = &st->before;
    coup_obs ob;
    coup_move legal[COUP_MAX_MOVES];
    coup__value v[COUP_MAX_MOVES];
    int n = coup_legal_moves(s, legal);
    coup_observe(s, st->seat, &ob);
    memcpy(scratch, bot->mem, bot->kind->size);
    uint64_t x = run->o->seed ^ 0xA5A5F00DC0FFEE11ULL;
    x += 0x9E3779B97F4A7C15ULL * (uint64_t)(st - a->steps + 1);
    coup_rng rng;
    coup_rng_seed(&rng, coup_splitmix64(&x));
    dc->iterations = coup__search_values(scratch, &ob, legal, n, &rng, v);
    if (dc->iterations < 0) {
        char why[160];
        snprintf(why, sizeof why, "the search could not judge seat %d's "
                 "move at line %d: out of memory, or no world agrees with "
                 "what the seat saw", st->seat, st->line);
        fail(run, why);
        return;
    }
    dc->played = dc->best = -1;
    for (int i = 0; i < n; i++) {
        coup_move_value *mv = &dc->moves[i];
        mv->move = legal[i];
        mv->visits = v[i].n;
        mv->value = v[i].n ? v[i].wins / (double)v[i].n : 0;
        if (coup_move_eq(legal[i], st->move))
            dc->played = i;
        if (mv->visits &&
            (dc->best < 0 || mv->value > dc->moves[dc->best].value))
            dc->best = i;
    }
    if (dc->played < 0) { /* cannot be: the replay found it legal */
        fail(run, "a move of the game is not among its legal moves");
        return;
    }
    const coup_move_value *played = &dc->moves[dc->played];
    /* Judged when every move was tried: a budget too small for the root
     * to go round its moves once leaves the decision unjudged. */
    dc->judged = dc->iterations >= n;
    /* A tie with the move played is no loss: that move is the best. */
    if (dc->best < 0 ||
        (played->visits && played->value >= dc->moves[dc->best].value))
        dc->best = dc->played;
    dc->value = played->value;
    if (dc->judged && dc->best != dc->played) {
        const coup_move_value *best = &dc->moves[dc->best];
        dc->loss = best->value - played->value;
        dc->se = sqrt(variance(best) + variance(played));
    }
    dc->mark = dc->judged ? coup_mark_of(dc->loss, dc->se) : COUP_MARK_NONE;
    if (dc->challenge) {
        double held = coup__search_odds(bot->mem, dc->claimant, dc->claim);
        dc->odds = dc->claim_none ? 1 - held : held;
    }
}

/* Follows the game with a bot per seat judged and judges the decisions
 * it takes. */
static void *work(void *arg)
{
    struct run *run = arg;
    coup_analysis *a = run->a;
    coup_bot *bots[COUP_MAX_PLAYERS] = {NULL};
    void *scratch = NULL;
    char why[160];
    bool ok = true;
    for (int p = 0; p < a->players && ok; p++) {
        if (!(run->seats >> p & 1))
            continue;
        bots[p] = coup_bot_new(run->spec, why, sizeof why);
        ok = bots[p] != NULL;
        if (ok && !scratch)
            scratch = malloc(bots[p]->kind->size);
        ok = ok && scratch;
    }
    if (!ok) {
        fail(run, "out of memory for the analysis's bots");
    } else {
        coup_obs ob;
        for (int p = 0; p < a->players; p++)
            if (bots[p] && bots[p]->kind->start) {
                coup_observe(&a->steps[0].before, p, &ob);
                bots[p]->kind->start(bots[p]->mem, &ob);
            }
    }
    for (long i = 0; ok && i < a->nsteps; i++) {
        const coup_analysis_step *st = &a->steps[i];
        if (atomic_load(&run->stop) || atomic_load(&run->next) >= run->total)
            break;
        long d = st->decision;
        if (d >= 0 && atomic_compare_exchange_strong(&run->next, &d, d + 1)) {
            judge(run, st, bots[st->seat], scratch);
            pthread_mutex_lock(&run->lock);
            run->done++;
            if (run->o->progress && !atomic_load(&run->stop) &&
                run->o->progress(run->o->ctx, run->done, run->total)) {
                run->stopped = true;
                atomic_store(&run->stop, true);
            }
            pthread_mutex_unlock(&run->lock);
        }
        coup_bots_see(bots, a->players, &st->before, st->seat, st->move);
    }
    for (int p = 0; p < a->players; p++)
        coup_bot_free(bots[p]);
    free(scratch);
    return NULL;
}

/* Runs the threads; 0, or -1 with run->why or run->stopped. */
static int run_threads(struct run *run, int threads)
{
    if (pthread_mutex_init(&run->lock, NULL)) {
        snprintf(run->why, sizeof run->why, "out of memory for the analysis");
        return -1;
    }
    if (threads > run->total)
        threads = (int)run->total;
    pthread_t *tid = threads > 1 ? calloc((size_t)threads, sizeof *tid)
                                 : NULL;
    int started = 0;
    /* The caller's thread is one of the workers; if a thread cannot be
     * started, the others share its work. */
    while (tid && started < threads - 1 &&
           pthread_create(&tid[started], NULL, work, run) == 0)
        started++;
    work(run);
    for (int i = 0; i < started; i++)
        pthread_join(tid[i], NULL);
    free(tid);
    pthread_mutex_destroy(&run->lock);
    return run->why[0] || run->stopped ? -1 : 0;
}

/* ------------------------------------------------------------ the whole */

/* Marks the steps that are decisions of the seats judged, with what each
 * decision knows before it is judged; 0, or -1 out of memory. */
static int find_decisions(coup_analysis *a, unsigned seats)
{
    long total = 0, nvalues = 0;
    coup_move legal[COUP_MAX_MOVES];
    for (long i = 0; i < a->nsteps; i++) {
        const coup_analysis_step *st = &a->steps[i];
        if (st->seat < 0 || !(seats >> st->seat & 1))
            continue;
        int n = coup_legal_moves(&st->before, legal);
        if (n > 1) {
            total++;
            nvalues += n;
        }
    }
    a->decisions = calloc(total ? (size_t)total : 1, sizeof *a->decisions);
    a->values_ = calloc(nvalues ? (size_t)nvalues : 1, sizeof *a->values_);
    a->series_ = calloc(total ? (size_t)total : 1, sizeof *a->series_);
    if (!a->decisions || !a->values_ || !a->series_)
        return -1;
    long d = 0, k = 0;
    for (long i = 0; i < a->nsteps; i++) {
        coup_analysis_step *st = &a->steps[i];
        const coup_state *s = &st->before;
        if (st->seat < 0 || !(seats >> st->seat & 1))
            continue;
        int n = coup_legal_moves(s, legal);
        if (n < 2)
            continue;
        coup_decision *dc = &a->decisions[d];
        st->decision = d++;
        dc->step = i;
        dc->seat = st->seat;
        dc->phase = s->phase;
        dc->nmoves = n;
        dc->moves = a->values_ + k;
        k += n;
        if (s->phase == COUP_PH_CHALLENGE) {
            dc->challenge = true;
            dc->claimant = s->claimant;
            dc->claim = s->claim;
            /* R18: an Embezzlement claims to hold no Duke. */
            dc->claim_none = s->action == COUP_MV_EMBEZZLE;
            bool held = coup__holds(s, s->claimant, s->claim);
            dc->claim_true = dc->claim_none ? !held : held;
            int type = st->move.type;
            dc->read_right = dc->claim_true ? type == COUP_MV_PASS
                                            : type == COUP_MV_CHALLENGE;
        }
    }
    a->ndecisions = d;
    return 0;
}

/* Each seat's figures, from its decisions. */
static void sum_seats(coup_analysis *a, unsigned seats)
{
    double *next = a->series_;
    for (int p = 0; p < a->players; p++) {
        coup_seat_analysis *sa = &a->seat[p];
        double loss = 0, accuracy = 0;
        sa->analysed = seats >> p & 1;
        sa->series = next;
        for (long i = 0; i < a->ndecisions; i++) {
            const coup_decision *dc = &a->decisions[i];
            if (dc->seat != p)
                continue;
            if (dc->challenge) {
                sa->challenges++;
                sa->challenges_read += dc->read_right;
            }
            if (!dc->judged)
                continue;
            *next++ = dc->value;
            sa->decisions++;
            sa->marks[dc->mark]++;
            loss += dc->loss;
            double score = 1 - dc->loss / COUP_ANALYSIS_ACCURACY_SPAN;
            accuracy += 100 * (score > 0 ? score : 0);
        }
        if (sa->decisions) {
            sa->mean_loss = loss / (double)sa->decisions;
            sa->accuracy = accuracy / (double)sa->decisions;
        }
    }
}

int coup_analyse(const coup_record *r, const coup_analysis_options *o,
                 coup_analysis *a, coup_record_error *err)
{
    static const coup_analysis_options defaults;
    memset(a, 0, sizeof *a);
    if (!o)
        o = &defaults;
    if (err) {
        err->line = 0;
        err->msg[0] = '\0';
    }
    long budget = o->budget ? o->budget : COUP_ANALYSIS_BUDGET;
    if (!r || budget < COUP_ANALYSIS_BUDGET_MIN ||
        budget > COUP_ANALYSIS_BUDGET_MAX) {
        char why[120];
        snprintf(why, sizeof why, "the budget must be %d to %ld iterations "
                 "a decision, not %ld", COUP_ANALYSIS_BUDGET_MIN,
                 COUP_ANALYSIS_BUDGET_MAX, budget);
        say(err, 0, r ? why : "no record");
        return COUP_EINVAL;
    }
    int players = r->options.players;
    unsigned all = players >= 1 && players <= COUP_MAX_PLAYERS
                       ? (1u << players) - 1
                       : 0;
    if (o->seats & ~all) {
        char why[120];
        int p = 0;
        while (!(o->seats & ~all & 1u << p))
            p++;
        snprintf(why, sizeof why, "no seat %d in a game of %d players", p,
                 players);
        say(err, 0, why);
        return COUP_EINVAL;
    }
    a->players = players;
    a->budget = budget;
    a->seed = o->seed;
    struct collect c = {a, 0, false};
    int rc = coup_record_replay(r, &a->final, collect, &c, err);
    if (rc)
        return rc;
    if (c.nomem) {
        say(err, 0, "out of memory for the game's moves");
        return COUP_EINVAL;
    }
    unsigned seats = o->seats ? o->seats : all;
    if (find_decisions(a, seats)) {
        say(err, 0, "out of memory for the analysis");
        return COUP_EINVAL;
    }
    struct run run;
    memset(&run, 0, sizeof run);
    run.a = a;
    run.o = o;
    run.seats = seats;
    run.total = a->ndecisions;
    snprintf(run.spec, sizeof run.spec, "search:iters=%ld", budget);
    atomic_init(&run.next, 0);
    atomic_init(&run.stop, false);
    if (run.total > 0 && run_threads(&run, o->threads > 1 ? o->threads : 1)) {
        if (run.why[0]) {
            say(err, 0, run.why);
            return COUP_EINVAL;
        }
        say(err, 0, "the analysis was stopped");
        return COUP_ANALYSIS_STOPPED;
    }
    sum_seats(a, seats);
    return 0;
}

void coup_analysis_free(coup_analysis *a)
{
    if (!a)
        return;
    free(a->steps);
    free(a->decisions);
    free(a->values_);
    free(a->series_);
    memset(a, 0, sizeof *a);
}

/* ------------------------------------------------------------- a hint */

int coup_hint_find(const coup_state *start, const coup_move *moves, long n,
                   int seat, long budget, uint64_t seed, coup_hint *h,
                   char *why, size_t len)
{
    memset(h, 0, sizeof *h);
    if (!budget)
        budget = COUP_ANALYSIS_BUDGET;
    if (budget < COUP_ANALYSIS_BUDGET_MIN ||
        budget > COUP_ANALYSIS_BUDGET_MAX) {
        snprintf(why, len, "the budget must be %d to %ld iterations, not %ld",
                 COUP_ANALYSIS_BUDGET_MIN, COUP_ANALYSIS_BUDGET_MAX, budget);
        return COUP_EINVAL;
    }
    int players = coup_players(start);
    if (seat < 0 || seat >= players || n < 0) {
        snprintf(why, len, "no seat %d in a game of %d players", seat,
                 players);
        return COUP_EINVAL;
    }
    char spec[64];
    snprintf(spec, sizeof spec, "search:iters=%ld", budget);
    coup_bot *bot = coup_bot_new(spec, why, len);
    if (!bot)
        return COUP_EINVAL;
    coup_bot *bots[COUP_MAX_PLAYERS] = {NULL};
    bots[seat] = bot;
    coup_state s = *start;
    coup_obs ob;
    coup_observe(&s, seat, &ob);
    bot->kind->start(bot->mem, &ob);
    coup_move legal[COUP_MAX_MOVES];
    int rc = 0;
    for (long i = 0; i < n && !rc; i++) {
        int mover = coup_to_move(&s), k = coup_is_over(&s)
                                              ? 0 : coup_legal_moves(&s, legal);
        bool ok = false;
        for (int j = 0; j < k && !ok; j++)
            ok = coup_move_eq(legal[j], moves[i]);
        if (!ok) {
            snprintf(why, len, "move %ld is not legal where it comes", i);
            rc = COUP_EILLEGAL;
            break;
        }
        coup_bots_see(bots, players, &s, mover, moves[i]);
        coup_apply(&s, moves[i]);
    }
    if (!rc && coup_to_move(&s) != seat) {
        if (coup_yet_to_answer(&s, seat)) {
            /* Asked ahead of its turn: as if the seats before it passed. */
            coup_move pass = {.type = COUP_MV_PASS, .target = COUP_NOBODY,
                              .card = COUP_NOCARD, .card2 = COUP_NOCARD};
            while (coup_to_move(&s) != seat) {
                coup_bots_see(bots, players, &s, coup_to_move(&s), pass);
                coup_apply(&s, pass);
            }
        } else {
            snprintf(why, len, coup_is_over(&s) ? "the game is over"
                                                : "seat %d is not to decide",
                     seat);
            rc = COUP_EINVAL;
        }
    }
    if (!rc) {
        coup__value v[COUP_MAX_MOVES];
        int k = coup_legal_moves(&s, legal);
        if (s.phase == COUP_PH_CHALLENGE) {
            h->challenge = true;
            h->claimant = s.claimant;
            h->claim = s.claim;
            h->claim_none = s.action == COUP_MV_EMBEZZLE; /* R18 */
            double held = coup__search_odds(bot->mem, s.claimant, s.claim);
            h->odds = h->claim_none ? 1 - held : held;
        }
        coup_observe(&s, seat, &ob);
        uint64_t x = seed ^ 0x5EEDF00DC0FFEE11ULL;
        coup_rng rng;
        coup_rng_seed(&rng, coup_splitmix64(&x));
        h->iterations = coup__search_values(bot->mem, &ob, legal, k, &rng, v);
        if (h->iterations < 0) {
            snprintf(why, len, "the search could not judge seat %d's move: "
                     "out of memory, or no world agrees with what it saw",
                     seat);
            rc = COUP_EINVAL;
        }
        h->nmoves = k;
        h->best = 0;
        for (int i = 0; !rc && i < k; i++) {
            coup_move_value *mv = &h->moves[i];
            mv->move = legal[i];
            mv->visits = v[i].n;
            mv->value = v[i].n ? v[i].wins / (double)v[i].n : 0;
            if (mv->visits && (!h->moves[h->best].visits ||
                               mv->value > h->moves[h->best].value))
                h->best = i;
        }
    }
    coup_bot_free(bot);
    return rc;
}

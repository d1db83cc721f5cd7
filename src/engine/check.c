/*
 * check.c - coup_state_ok(): the invariants of a state, checked after
 * every move by the tests and the fuzzers (the "position is sane" check of
 * chess engines).
 */

#include "engine/internal.h"

/* The reason into why[n]; the state is not sane. */
#define BAD(...) (coup__fail(why, n, __VA_ARGS__), false)

static int is_seat(const coup_state *s, int p) { return p < s->players; }

static int setting_up(const coup_state *s)
{
    return s->phase == COUP_PH_START || s->phase == COUP_PH_PICK ||
           s->phase == COUP_PH_DEAL;
}

static bool cards_ok(const coup_state *s, char *why, size_t n)
{
    int copies = coup_copies(s->players), count[8] = {0};
    for (int p = 0; p < COUP_MAX_PLAYERS; p++) {
        for (int i = 0; i < 2; i++) {
            uint8_t c = s->card[p][i];
            if (c & ~(COUP_UP | COUP_CARD_MASK) ||
                c == (COUP_UP | COUP_NOCARD))
                return BAD("seat %d slot %d holds %#x", p, i, c);
            if (slot_card(c) == COUP_NOCARD) {
                /* R18: both shown cards wait for their replacements */
                int empty_ok = setting_up(s) ||
                               (s->phase == COUP_PH_REDRAW &&
                                p == s->redraw &&
                                (i == s->redraw_slot ||
                                 s->action == COUP_MV_EMBEZZLE));
                if (is_seat(s, p) && !empty_ok)
                    return BAD("seat %d slot %d is empty", p, i);
                continue;
            }
            if (!is_seat(s, p))
                return BAD("no seat %d but it holds a card", p);
            count[slot_card(c)]++;
        }
    }
    for (int i = 0; i < s->ndrawn; i++)
        count[s->drawn[i] & COUP_CARD_MASK]++;
    /* R11 draft: each seat's set of one of each character is in its hands
     * until it picks. */
    int sets = !opt(s, COUP_OPT_TWO_PLAYER_DRAFT) ? 0
               : s->phase == COUP_PH_START        ? 2
               : s->phase == COUP_PH_PICK         ? 2 - s->deal
                                                  : 0;
    for (int c = 0; c < COUP_NCARDS; c++) {
        int total = count[c] + s->court[c] + s->out[c] + sets;
        int want = in_play(s, c) ? copies : 0;
        if (!in_play(s, c))
            total -= sets;
        if (total != want)
            return BAD("%d %s card%s in the game, expected %d",
                       total, coup_card_name(c), total == 1 ? "" : "s", want);
    }
    return true;
}

static bool seats_ok(const coup_state *s, char *why, size_t n)
{
    for (int p = 0; p < COUP_MAX_PLAYERS; p++) {
        if (!is_seat(s, p)) {
            if (s->coins[p] || (s->alive >> p) & 1)
                return BAD("no seat %d but it has coins or life", p);
            continue;
        }
        if (setting_up(s))
            continue;
        int down = !slot_up(s->card[p][0]) + !slot_up(s->card[p][1]);
        if ((down > 0) != is_alive(s, p))
            return BAD("seat %d: %d face-down cards but %s", p, down,
                       is_alive(s, p) ? "alive" : "exiled");
        if (!is_alive(s, p) && s->coins[p] &&
            (s->phase == COUP_PH_ACTION || s->phase == COUP_PH_OVER))
            return BAD("exiled seat %d keeps %d coin%s", p,
                       s->coins[p], s->coins[p] == 1 ? "" : "s");
        if (s->coins[p] > 120)
            return BAD("seat %d has %d coins", p, s->coins[p]);
    }
    return true;
}

static bool phase_ok(const coup_state *s, char *why, size_t n)
{
    int d = s->decider, alive = __builtin_popcount(s->alive);
    int chance = s->phase == COUP_PH_START || s->phase == COUP_PH_DEAL ||
                 s->phase == COUP_PH_REDRAW || s->phase == COUP_PH_DRAW ||
                 s->phase == COUP_PH_OVER;
    if (chance != (d == COUP_NOBODY))
        return BAD("phase %d with decider %d", s->phase, d);
    if (!chance && !setting_up(s) && (!is_seat(s, d) || !is_alive(s, d)))
        return BAD("decider %d is not a living seat", d);
    if (s->phase == COUP_PH_OVER)
        return alive == 1 && s->winner == __builtin_ctz(s->alive)
                   ? true
                   : BAD("game over with %d alive, winner %d", alive,
                         s->winner);
    if (alive < 2)
        return BAD("game goes on with %d seat alive", alive);
    if (setting_up(s))
        return true;
    if (!is_seat(s, s->actor))
        return BAD("no actor");
    switch (s->phase) {
    case COUP_PH_ACTION:
        if (d != s->actor || s->action != COUP_MV_NONE)
            return BAD("action phase for seat %d, actor %d", d,
                       s->actor);
        break;
    case COUP_PH_CHALLENGE:
        if (d == s->claimant || !is_alive(s, s->claimant))
            return BAD("challenge window out of order");
        break;
    case COUP_PH_PROVE:
        if (d != s->claimant || !is_seat(s, s->challenger))
            return BAD("prove phase out of order");
        break;
    case COUP_PH_LOSE:
        if (d != s->loser)
            return BAD("lose phase for %d, loser %d", d, s->loser);
        break;
    case COUP_PH_KEEP:
    case COUP_PH_DRAW:
        if (s->redraw >= s->players || s->ndrawn > s->need || s->need > 2 ||
            (s->phase == COUP_PH_KEEP && (d != s->redraw ||
                                          s->ndrawn != s->need)))
            return BAD("exchange out of order");
        break;
    case COUP_PH_EXAMINE:
        if (d != s->actor || s->shown > 1 ||
            !slot_hidden(s->card[s->target][s->shown]))
            return BAD("examine out of order");
        break;
    default:
        break;
    }
    return true;
}

bool coup_state_ok(const coup_state *s, char *why, size_t n)
{
    if (!s)
        return BAD("no state");
    if (s->players < COUP_MIN_PLAYERS || s->players > COUP_MAX_PLAYERS ||
        s->flags & ~COUP_OPT_ALL || s->phase >= COUP_NPHASES)
        return BAD("corrupt header");
    unsigned seats = (1u << s->players) - 1;
    if (!opt(s, COUP_OPT_REFORMATION) && (s->reform || s->reserve))
        return BAD("factions or a Reserve without the reformation option");
    if (s->reform & ~seats || s->reserve > COUP_RESERVE_MAX)
        return BAD("factions %#x, Reserve %d", s->reform, s->reserve);
    return cards_ok(s, why, n) && seats_ok(s, why, n) && phase_ok(s, why, n);
}

/*
 * check.c - coup_state_ok(): the invariants of a state, checked after
 * every move by the tests and the fuzzers (the "position is sane" check of
 * chess engines).
 */
#include <stdarg.h>
#include <stdio.h>

#include "engine/internal.h"

static bool bad(char *why, size_t n, const char *fmt, ...)
{
    if (why && n) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(why, n, fmt, ap);
        va_end(ap);
    }
    return false;
}

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
            if (c & ~(COUP_UP | 7) || c == (COUP_UP | COUP_NOCARD))
                return bad(why, n, "seat %d slot %d holds %#x", p, i, c);
            if (slot_card(c) == COUP_NOCARD) {
                int empty_ok = setting_up(s) ||
                               (s->phase == COUP_PH_REDRAW &&
                                p == s->redraw && i == s->redraw_slot);
                if (is_seat(s, p) && !empty_ok)
                    return bad(why, n, "seat %d slot %d is empty", p, i);
                continue;
            }
            if (!is_seat(s, p))
                return bad(why, n, "no seat %d but it holds a card", p);
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
            return bad(why, n, "%d %s card%s in the game, expected %d",
                       total, coup_card_name(c), total == 1 ? "" : "s", want);
    }
    return true;
}

static bool seats_ok(const coup_state *s, char *why, size_t n)
{
    for (int p = 0; p < COUP_MAX_PLAYERS; p++) {
        if (!is_seat(s, p)) {
            if (s->coins[p] || (s->alive >> p) & 1)
                return bad(why, n, "no seat %d but it has coins or life", p);
            continue;
        }
        if (setting_up(s))
            continue;
        int down = !slot_up(s->card[p][0]) + !slot_up(s->card[p][1]);
        if ((down > 0) != is_alive(s, p))
            return bad(why, n, "seat %d: %d face-down cards but %s", p, down,
                       is_alive(s, p) ? "alive" : "exiled");
        if (!is_alive(s, p) && s->coins[p] &&
            (s->phase == COUP_PH_ACTION || s->phase == COUP_PH_OVER))
            return bad(why, n, "exiled seat %d keeps %d coin%s", p,
                       s->coins[p], s->coins[p] == 1 ? "" : "s");
        if (s->coins[p] > 120)
            return bad(why, n, "seat %d has %d coins", p, s->coins[p]);
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
        return bad(why, n, "phase %d with decider %d", s->phase, d);
    if (!chance && !setting_up(s) && (!is_seat(s, d) || !is_alive(s, d)))
        return bad(why, n, "decider %d is not a living seat", d);
    if (s->phase == COUP_PH_OVER)
        return alive == 1 && s->winner == __builtin_ctz(s->alive)
                   ? true
                   : bad(why, n, "game over with %d alive, winner %d", alive,
                         s->winner);
    if (alive < 2)
        return bad(why, n, "game goes on with %d seat alive", alive);
    if (setting_up(s))
        return true;
    if (!is_seat(s, s->actor))
        return bad(why, n, "no actor");
    switch (s->phase) {
    case COUP_PH_ACTION:
        if (d != s->actor || s->action != COUP_MV_NONE)
            return bad(why, n, "action phase for seat %d, actor %d", d,
                       s->actor);
        break;
    case COUP_PH_CHALLENGE:
        if (d == s->claimant || !is_alive(s, s->claimant))
            return bad(why, n, "challenge window out of order");
        break;
    case COUP_PH_PROVE:
        if (d != s->claimant || !is_seat(s, s->challenger))
            return bad(why, n, "prove phase out of order");
        break;
    case COUP_PH_LOSE:
        if (d != s->loser)
            return bad(why, n, "lose phase for %d, loser %d", d, s->loser);
        break;
    case COUP_PH_KEEP:
    case COUP_PH_DRAW:
        if (s->redraw >= s->players || s->ndrawn > s->need || s->need > 2 ||
            (s->phase == COUP_PH_KEEP && (d != s->redraw ||
                                          s->ndrawn != s->need)))
            return bad(why, n, "exchange out of order");
        break;
    case COUP_PH_EXAMINE:
        if (d != s->actor || s->shown > 1 ||
            !slot_hidden(s->card[s->target][s->shown]))
            return bad(why, n, "examine out of order");
        break;
    default:
        break;
    }
    return true;
}

bool coup_state_ok(const coup_state *s, char *why, size_t n)
{
    if (!s)
        return bad(why, n, "no state");
    if (s->players < COUP_MIN_PLAYERS || s->players > COUP_MAX_PLAYERS ||
        s->flags & ~COUP_OPT_ALL || s->phase >= COUP_NPHASES)
        return bad(why, n, "corrupt header");
    return cards_ok(s, why, n) && seats_ok(s, why, n) && phase_ok(s, why, n);
}

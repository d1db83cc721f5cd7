/*
 * random.c - the uniformly random player, and chance by the true odds.
 *
 * The order of RNG calls is part of the benchmark's signature: one
 * coup_rng_below() per decision, over the chance total at chance nodes and
 * over the number of legal moves elsewhere.
 */
#include "bots/kinds.h"

coup_move coup_draw_chance(const coup_state *s, coup_rng *rng)
{
    uint32_t total = (uint32_t)coup_chance_total(s);
    return coup_chance_pick(s, coup_rng_below(rng, total));
}

coup_move coup_random_move(const coup_state *s, coup_rng *rng)
{
    if (coup_to_move(s) == COUP_CHANCE)
        return coup_draw_chance(s, rng);
    coup_move moves[COUP_MAX_MOVES];
    int n = coup_legal_moves(s, moves);
    return moves[coup_rng_below(rng, (uint32_t)n)];
}

/* The bot "random": uniform over the legal moves. */
static coup_move choose(void *mem, const coup_obs *o, const coup_move *legal,
                        int n, coup_rng *rng)
{
    (void)mem;
    (void)o;
    return legal[coup_rng_below(rng, (uint32_t)n)];
}

const coup_bot_kind coup_bot_random = {
    .name = "random",
    .summary = "uniform over the legal moves",
    .params = "",
    .size = 1,
    .observes = false,
    .choose = choose,
};

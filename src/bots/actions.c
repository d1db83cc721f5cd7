/*
 * actions.c - the bots' table of the R4 actions (actions.h).
 */
#include "bots/actions.h"

#define BIT(c) (1u << (c))

const coup__action coup__actions[COUP_MV_NTYPES] = {
    [COUP_MV_INCOME] = {COUP_NOCARD, 0, COUP_INCOME_COINS, false, 0},
    /* R4: any other living seat blocks it, claiming the Duke. */
    [COUP_MV_FOREIGN_AID] = {COUP_NOCARD, 0, COUP_FOREIGN_AID_COINS, false,
                             BIT(COUP_DUKE)},
    [COUP_MV_TAX] = {COUP_DUKE, 0, COUP_TAX_COINS, false, 0},
    [COUP_MV_EXCHANGE] = {COUP_AMBASSADOR, 0, 0, false, 0},
    [COUP_MV_COUP] = {COUP_NOCARD, COUP_COUP_COST, 0, true, 0},
    /* The target alone blocks these two (R4). */
    [COUP_MV_ASSASSINATE] = {COUP_ASSASSIN, COUP_ASSASSINATE_COST, 0, true,
                             BIT(COUP_CONTESSA)},
    [COUP_MV_STEAL] = {COUP_CAPTAIN, 0, COUP_STEAL_COINS, true,
                       BIT(COUP_CAPTAIN) | BIT(COUP_AMBASSADOR)},
    [COUP_MV_EXAMINE] = {COUP_INQUISITOR, 0, 0, true, 0}, /* R12 */
    /* R17: 2 coins for another seat (1 for oneself); R18: the Reserve,
     * by claiming no Duke (an inverse claim: no character in this table) */
    [COUP_MV_CONVERT] = {COUP_NOCARD, COUP_CONVERT_OTHER_COST, 0, true, 0},
    [COUP_MV_EMBEZZLE] = {COUP_NOCARD, 0, 0, false, 0},
};

static bool is_action(int type)
{
    return (type >= COUP_MV_INCOME && type <= COUP_MV_EXAMINE) ||
           type == COUP_MV_CONVERT || type == COUP_MV_EMBEZZLE;
}

/* The Ambassador's place is the Inquisitor's under R12. */
static int fourth(unsigned flags)
{
    return (flags & COUP_OPT_INQUISITOR) ? COUP_INQUISITOR : COUP_AMBASSADOR;
}

int coup__claim_of(int type, unsigned flags)
{
    if (!is_action(type))
        return COUP_NOCARD;
    int c = coup__actions[type].claim;
    return c == COUP_AMBASSADOR ? fourth(flags) : c;
}

unsigned coup__blockers_mask(int type, unsigned flags)
{
    if (!is_action(type))
        return 0;
    unsigned m = coup__actions[type].block;
    if (m & BIT(COUP_AMBASSADOR))
        m = (m & ~BIT(COUP_AMBASSADOR)) | BIT(fourth(flags));
    return m;
}

/*
 * label.c - the menu label of a move: "Steal from Haig: claim Captain",
 * "Block: claim Contessa", "Keep Duke and Captain". The terminal's menus
 * and the web client's buttons read the same words.
 */
#include <stdio.h>

#include <coup/text.h>

#include "text/label.h"

/* The card a move names, or "?" (never an index out of the table). */
static const char *card_name(const coup_lang *l, int card)
{
    return card >= 0 && card < COUP_NCARDS ? l->card[card] : "?";
}

/* The template of move m in s; fills v->c where the card is not the
 * move's own (the Exchange's character, the claim to prove, the card
 * shown to an Inquisitor). `named`: whether a Coup or an Assassination
 * names a card (R10) in the label. */
static const char *template_of(const coup_lang *l, const coup_state *s,
                               coup_move m, bool named, coup_say_args *v)
{
    switch (m.type) {
    case COUP_MV_INCOME: return l->m_income;
    case COUP_MV_FOREIGN_AID: return l->m_foreign_aid;
    case COUP_MV_TAX: return l->m_tax;
    case COUP_MV_EXCHANGE: /* R12: the Inquisitor replaces the Ambassador */
        v->c = l->card[(s->flags & COUP_OPT_INQUISITOR) ? COUP_INQUISITOR
                                                        : COUP_AMBASSADOR];
        return l->m_exchange;
    case COUP_MV_COUP:
        return named && (s->flags & COUP_OPT_DECLARED_COUP) ? l->m_coup_named
                                                           : l->m_coup;
    case COUP_MV_ASSASSINATE:
        return named && (s->flags & COUP_OPT_DECLARED_ASSASSINATE)
                   ? l->m_assassinate_named
                   : l->m_assassinate;
    case COUP_MV_STEAL: return l->m_steal;
    case COUP_MV_EXAMINE: return l->m_examine;
    case COUP_MV_PASS:
        return s->phase == COUP_PH_BLOCK ? l->m_pass_block
                                         : l->m_pass_challenge;
    case COUP_MV_CHALLENGE: return l->m_challenge;
    case COUP_MV_BLOCK: return l->m_block;
    case COUP_MV_CONVERT: /* R17: the faction the seat would join */
        if (m.target < s->players)
            v->x = l->faction[!coup_faction(s, m.target)];
        return m.target == s->actor ? l->m_convert_self : l->m_convert;
    case COUP_MV_EMBEZZLE: /* R18 */
        v->c = l->card[COUP_DUKE];
        v->n = s->reserve;
        return l->m_embezzle;
    case COUP_MV_PROVE:
    case COUP_MV_CONCEDE:
        if (m.type == COUP_MV_PROVE && m.card != COUP_NOCARD) {
            /* R18: the whole hand (v->c, the caller's list), no Duke */
            v->d = l->card[COUP_DUKE];
            return l->m_prove_hand;
        }
        if (m.type == COUP_MV_CONCEDE && s->action == COUP_MV_EMBEZZLE)
            return l->m_concede_hand; /* R18: not to show the hand */
        v->c = l->card[s->claim < COUP_NCARDS ? s->claim : 0];
        return m.type == COUP_MV_PROVE ? l->m_prove : l->m_concede;
    case COUP_MV_LOSE: return l->m_lose;
    case COUP_MV_PICK: return l->m_pick;
    case COUP_MV_GIVEBACK:
    case COUP_MV_SWAP: {
        /* R12: the card shown, as the Inquisitor deciding sees it. */
        coup_obs o;
        bool seen = coup_observe(s, s->decider, &o) == 0 && o.nshown;
        v->c = seen ? card_name(l, o.shown[0]) : "?";
        return m.type == COUP_MV_GIVEBACK ? l->m_giveback : l->m_swap;
    }
    default: return "?";
    }
}

char *coup__label(const coup_lang *l, const coup_state *s, coup_move m,
                  const char *const names[], int group, char *buf, size_t n)
{
    static const char more[] = "...";
    char seat[40], list[120];
    const char *target = "?";
    if (n == 0)
        return buf;
    /* A name is used as it is, however long; "seat 2" without names. */
    if (m.target < s->players)
        target = names && names[m.target]
                     ? names[m.target]
                     : coup_narrate_seat(seat, sizeof seat, l, m.target,
                                         names, 0);
    coup_say_args v = {.t = target, .T = target, .c = card_name(l, m.card),
                       .d = card_name(l, m.card)};
    if (group == 1) /* one kind, many targets */
        v.t = v.T = more;
    if (group >= 1)
        v.d = more;
    if (m.type == COUP_MV_KEEP || m.type == COUP_MV_SHOW) {
        uint8_t two[2] = {m.card, m.card2};
        v.c = coup_lang_cards(l, list, sizeof list, two,
                              m.card2 != COUP_NOCARD ? 2 : 1);
        return coup_lang_say(l, buf, n,
                             m.type == COUP_MV_KEEP ? l->m_keep : l->m_show,
                             &v);
    }
    if (m.type == COUP_MV_PROVE && m.card != COUP_NOCARD) {
        uint8_t two[2] = {m.card, m.card2};
        v.c = coup_lang_cards(l, list, sizeof list, two,
                              m.card2 != COUP_NOCARD ? 2 : 1);
    }
    bool named = m.card != COUP_NOCARD || group >= 1;
    return coup_lang_say(l, buf, n, template_of(l, s, m, named, &v), &v);
}

char *coup_label(const coup_lang *l, const coup_state *s, coup_move m,
                 const char *const names[], char *buf, size_t n)
{
    return coup__label(l, s, m, names, 0, buf, n);
}

/* ------------------------------------------------ the web client's keys */

/* The JSON names of enum coup_ui, in its order. */
static const char *const ui_keys[] = {
    "tagline", "your_name", "create_room", "join_room", "room_code", "join",
    "watch", "open_rooms", "no_open_rooms", "recent_games", "players",
    "seats_free", "options", "timer", "timer_none", "seconds", "public_room",
    "bot_level", "add_bot", "remove", "start_game", "waiting_host",
    "empty_seat", "share", "copy_link", "copied", "scan", "host", "bot",
    "you", "away", "offline", "spectators", "spectating", "your_cards",
    "court", "out_of_game", "coins", "exiled", "waiting_for", "your_turn",
    "turn", "log", "chat", "send", "chat_hint", "rules", "close", "language",
    "sound_on", "sound_off", "play_again", "wins", "you_win", "lobby",
    "leave", "replay", "download", "first", "prev", "next", "last", "step",
    "reconnecting", "time_left", "no_game", "no_room", "name_needed",
    "bot_random", "bot_honest", "bot_heuristic", "bot_search",
    "leave_ask", "stay", "seat_back", "left_game", "replaced", "use_here", "spectator",
    "rules_full", "game_over", "waiting_again", "stat_claims", "stat_caught",
    "stat_challenges", "stat_blocks", "stat_coins", "stat_cards", "thinking",
    "deciding", "stand_in", "tap_target", "winner",
    "play_now", "play_now_hint", "play_friends", "default_name",
    "room_settings", "two_players_only", "spectators_one", "seats_free_one",
    "joined_notice", "room_over", "room_playing", "room_waiting",
    "room_hosted", "room_full", "local_link", "local_link_how", "coins_one",
    "bot_bluffer", "bot_challenger", "bot_cautious", "bot_mixed", "bot_levels",
    "bot_styles", "about_random", "about_heuristic", "about_search",
    "about_honest", "about_bluffer", "about_challenger", "about_cautious",
    "about_mixed", "reserve",
    "sign_in", "sign_up", "sign_out", "sign_out_all", "sign_out_all_hint",
    "account", "leaderboard", "profile", "signed_in_as", "guest_hint",
    "account_name_hint", "account_name", "password", "password_again",
    "current_password", "new_password", "name_rule", "password_rule",
    "passwords_differ", "no_account", "have_account", "change_password",
    "password_changed", "delete_account", "delete_warning", "delete_keeps",
    "delete_confirm", "delete_for_good", "account_deleted", "signed_out_done",
    "account_error_bad_request", "account_error_name_form",
    "account_error_password_form", "account_error_name_taken",
    "account_error_bad_credentials", "account_error_signed_out",
    "account_error_too_many", "account_error_too_many_min",
    "account_error_origin", "account_error_unavailable",
    "account_error_network", "no_player", "loading", "player_since",
    "family_base", "family_inquisitor", "family_reformation", "rating",
    "rated_games", "rated_games_one", "board_place", "not_ranked",
    "rating_history", "plot_point", "games_played", "games_won", "win_rate",
    "streak_now", "streak_wins", "streak_wins_one", "streak_losses",
    "streak_losses_one", "best_streak", "worst_streak", "fastest_win",
    "turns", "turns_one", "figures", "fig_claims", "fig_bluffs",
    "fig_challenges", "fig_challenges_won", "fig_cards_lost",
    "fig_coins_income", "fig_coins_aid", "fig_coins_tax", "fig_coins_steal",
    "fig_coins_embezzle", "fig_steals", "fig_actions", "claims_by_card",
    "achievements", "ach_no_bluff", "ach_no_bluff_about", "ach_comeback",
    "ach_comeback_about", "ach_untouched", "ach_untouched_about",
    "ach_bluff_master", "ach_bluff_master_about", "ach_sharp_eye",
    "ach_sharp_eye_about", "head_to_head", "opponent", "col_games",
    "finished_ahead", "finished_behind", "place_of", "rated", "unrated",
    "no_games_yet", "col_place", "col_player", "page_of", "page_prev",
    "page_next", "your_place", "ranked_after", "board_empty", "play_as_guest",
    "hints", "hints_about", "hint",
    "analyse", "analysis", "analysis_about", "analysing", "analysis_starting",
    "analysis_queued", "analysis_stopped", "analysis_busy", "analysis_one",
    "analysis_off", "analysis_failed", "accuracy", "mark_inaccuracy",
    "mark_mistake", "mark_blunder", "claims_read", "n_of_m", "percent",
    "win_odds", "marks_how", "claim_true", "claim_bluff", "claim_odds",
    "learn", "learn_hint", "learn_continue", "tutorial", "tut_next",
    "tut_skip", "tut_leave", "tut_restart", "tut_progress", "tut_wrong",
};

_Static_assert(sizeof ui_keys / sizeof ui_keys[0] == COUP_UI_N,
               "one JSON name per enum coup_ui");

const char *coup_ui_key(int ui)
{
    return ui >= 0 && ui < COUP_UI_N ? ui_keys[ui] : NULL;
}

/*
 * text.h - every word a person reads, in `coup play`, `coup replay` and
 * anything else that talks to people: one table per language (English,
 * Italian, Portuguese and Spanish, the languages of the rulebooks, with the
 * characters named as each rulebook names them: Duke, Duca, Duque, ...),
 * the rules embedded from docs/rules*.md, and the narration of a game for
 * any viewer. No I/O: lines are handed to a sink, and the choice of a
 * language from the environment is the caller's.
 *
 * Sentences are templates with placeholders, so that each language orders
 * its words its own way:
 *
 *     {A} {T}  a seat's name (the subject, the other seat); lower-case {a}
 *              {t} give "seat 2" instead of "Seat 2" for unnamed seats
 *     {c} {d}  a card, or a list of cards ("Duke and Contessa")
 *     {x}      an action as a noun ("steal", "Foreign Aid")
 *     {n}      a number of coins with its noun ("1 coin", "3 coins")
 *     {k}      a number of cards with its noun ("1 card", "2 cards")
 *     {m}      a plain number
 *     {N}      the plain number {m} as coins, with its noun ("5 coins")
 *     {s}      any other text (a file name, a word typed)
 *
 * coup_lang_say() fills a template. A table that misses a field is a bug:
 * the tests check that every field of every table is set.
 */
#ifndef COUP_TEXT_H
#define COUP_TEXT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <coup/coup.h>

/* The sections of docs/rules.md: R1..R19. */
#define COUP_RULES_SECTIONS 19

#ifdef __cplusplus
extern "C" {
#endif

/* The web client's interface words (coup_lang.ui[]); their JSON names are
 * the enum names in lower case without COUP_UI_ ("create_room"). */
enum coup_ui {
    COUP_UI_TAGLINE,        /* "Bluff and deduction, with friends" */
    COUP_UI_YOUR_NAME,      /* "Your name" */
    COUP_UI_CREATE_ROOM,    /* "Create a room" */
    COUP_UI_JOIN_ROOM,      /* "Join a room" */
    COUP_UI_ROOM_CODE,      /* "Room code" */
    COUP_UI_JOIN,           /* "Join" */
    COUP_UI_WATCH,          /* "Watch" */
    COUP_UI_OPEN_ROOMS,     /* "Open rooms" */
    COUP_UI_NO_OPEN_ROOMS,  /* "No open rooms right now." */
    COUP_UI_RECENT_GAMES,   /* "Recent games" */
    COUP_UI_PLAYERS,        /* "Players" */
    COUP_UI_SEATS_FREE,     /* "{n} free" */
    COUP_UI_OPTIONS,        /* "Variants" */
    COUP_UI_TIMER,          /* "Decision timer" */
    COUP_UI_TIMER_NONE,     /* "None" */
    COUP_UI_SECONDS,        /* "{n} s" */
    COUP_UI_PUBLIC_ROOM,    /* "List in the lobby" */
    COUP_UI_BOT_LEVEL,      /* "Bots" */
    COUP_UI_ADD_BOT,        /* "Add a bot" */
    COUP_UI_REMOVE,         /* "Remove" */
    COUP_UI_START_GAME,     /* "Start the game" */
    COUP_UI_WAITING_HOST,   /* "Waiting for {A} to start the game" */
    COUP_UI_EMPTY_SEAT,     /* "Empty seat: a bot takes it at the start" */
    COUP_UI_SHARE,          /* "Invite friends: share this link" */
    COUP_UI_COPY_LINK,      /* "Copy link" */
    COUP_UI_COPIED,         /* "Copied" */
    COUP_UI_SCAN,           /* "Scan to join" */
    COUP_UI_HOST,           /* "host" */
    COUP_UI_BOT,            /* "bot" */
    COUP_UI_YOU,            /* "you" */
    COUP_UI_AWAY,           /* "away: a bot plays for now" */
    COUP_UI_OFFLINE,        /* "offline" */
    COUP_UI_SPECTATORS,     /* "{n} watching" */
    COUP_UI_SPECTATING,     /* "You are watching" */
    COUP_UI_YOUR_CARDS,     /* "Your cards" */
    COUP_UI_COURT,          /* "Court: {k} cards" */
    COUP_UI_OUT_OF_GAME,    /* "{k} out of the game" */
    COUP_UI_COINS,          /* "{n} coins" (1: COUP_UI_COINS_ONE) */
    COUP_UI_EXILED,         /* "exiled" */
    COUP_UI_WAITING_FOR,    /* "Waiting for {s}" ({s}: the to-move phrase) */
    COUP_UI_YOUR_TURN,      /* "Your move" */
    COUP_UI_TURN,           /* "Turn {n}" */
    COUP_UI_LOG,            /* "Game log" */
    COUP_UI_CHAT,           /* "Chat" */
    COUP_UI_SEND,           /* "Send" */
    COUP_UI_CHAT_HINT,      /* "Say something" */
    COUP_UI_RULES,          /* "Rules" */
    COUP_UI_CLOSE,          /* "Close" */
    COUP_UI_LANGUAGE,       /* "Language" */
    COUP_UI_SOUND_ON,       /* "Sound on" */
    COUP_UI_SOUND_OFF,      /* "Sound off" */
    COUP_UI_PLAY_AGAIN,     /* "Play again" */
    COUP_UI_WINS,           /* "{A} wins!" */
    COUP_UI_YOU_WIN,        /* "You win!" */
    COUP_UI_LOBBY,          /* "Lobby" */
    COUP_UI_LEAVE,          /* "Leave" */
    COUP_UI_REPLAY,         /* "Replay" */
    COUP_UI_DOWNLOAD,       /* "Download the record" */
    COUP_UI_FIRST,          /* "First" (replay controls) */
    COUP_UI_PREV,           /* "Back" */
    COUP_UI_NEXT,           /* "Forward" */
    COUP_UI_LAST,           /* "Last" */
    COUP_UI_STEP,           /* "Step {n} of {m}" */
    COUP_UI_RECONNECTING,   /* "Connection lost: reconnecting..." */
    COUP_UI_TIME_LEFT,      /* "{n} s left" */
    COUP_UI_NO_GAME,        /* "No such game." */
    COUP_UI_NO_ROOM,        /* "No room with code {s}." */
    COUP_UI_NAME_NEEDED,    /* "Type a name first (1-20 characters)." */
    COUP_UI_BOT_RANDOM,     /* "Random" */
    COUP_UI_BOT_HONEST,     /* "Honest" */
    COUP_UI_BOT_HEURISTIC,  /* "Heuristic" */
    COUP_UI_BOT_SEARCH,     /* "Expert" */
    COUP_UI_LEAVE_ASK,      /* "Leave? A bot plays your seat until you come back." */
    COUP_UI_STAY,           /* "Stay" */
    COUP_UI_SEAT_BACK,      /* "Take my seat back" */
    COUP_UI_LEFT_GAME,      /* "You left this game: a bot is playing your seat." */
    COUP_UI_REPLACED,       /* "You now play in another tab or device." */
    COUP_UI_USE_HERE,       /* "Use this tab" */
    COUP_UI_SPECTATOR,      /* "Spectator" */
    COUP_UI_RULES_FULL,     /* "The rules in full, section by section" */
    COUP_UI_GAME_OVER,      /* "Game over" */
    COUP_UI_WAITING_AGAIN,  /* "Waiting for {A} to start a new game" */
    COUP_UI_STAT_CLAIMS,    /* "Claims (bluffs)" */
    COUP_UI_STAT_CAUGHT,    /* "Caught bluffing" */
    COUP_UI_STAT_CHALLENGES, /* "Challenges won / lost" */
    COUP_UI_STAT_BLOCKS,    /* "Blocks" */
    COUP_UI_STAT_COINS,     /* "Coins taken" */
    COUP_UI_STAT_CARDS,     /* "Cards taken from others" */
    COUP_UI_THINKING,       /* "thinking…" */
    COUP_UI_DECIDING,       /* "deciding" */
    COUP_UI_STAND_IN,       /* "A bot played for {A}" */
    COUP_UI_TAP_TARGET,     /* "Tap a glowing player, or a button below" */
    COUP_UI_WINNER,         /* "winner" */
    COUP_UI_PLAY_NOW,       /* "Play now" */
    COUP_UI_PLAY_NOW_HINT,  /* "A game against bots, at once" */
    COUP_UI_PLAY_FRIENDS,   /* "Play with friends" */
    COUP_UI_DEFAULT_NAME,   /* "You" */
    COUP_UI_ROOM_SETTINGS,  /* "Room settings" */
    COUP_UI_TWO_PLAYERS_ONLY, /* "For 2 players only" */
    COUP_UI_SPECTATORS_ONE, /* "1 watching" */
    COUP_UI_SEATS_FREE_ONE, /* "1 free" */
    COUP_UI_JOINED_NOTICE,  /* "{A} joined" */
    COUP_UI_ROOM_OVER,      /* "This room's game is over." */
    COUP_UI_ROOM_PLAYING,   /* "A game is being played in this room." */
    COUP_UI_ROOM_WAITING,   /* "Waiting for players" */
    COUP_UI_ROOM_HOSTED,    /* "Host: {A}" */
    COUP_UI_ROOM_FULL,      /* "No free seat" */
    COUP_UI_LOCAL_LINK,     /* "This link only works on this computer." */
    COUP_UI_LOCAL_LINK_HOW, /* "To share it, open the page at the network address." */
    COUP_UI_COINS_ONE,      /* "1 coin" */
    /* The bots a room may choose besides BOT_RANDOM..BOT_SEARCH, the
     * select's two groups, and one line on each choice, under the select. */
    COUP_UI_BOT_BLUFFER,    /* "Bluffer" */
    COUP_UI_BOT_CHALLENGER, /* "Challenger" */
    COUP_UI_BOT_CAUTIOUS,   /* "Cautious" */
    COUP_UI_BOT_MIXED,      /* "Mixed" */
    COUP_UI_BOT_LEVELS,     /* "Levels" (the bots of a strength) */
    COUP_UI_BOT_STYLES,     /* "Personalities" (the bots of a way to play) */
    COUP_UI_ABOUT_RANDOM,   /* "Plays any legal move: good for learning the rules." */
    COUP_UI_ABOUT_HEURISTIC, /* "Counts cards and reads your claims: a fair fight." */
    COUP_UI_ABOUT_SEARCH,   /* "The strongest: learns how each player plays." */
    COUP_UI_ABOUT_HONEST,   /* "Never bluffs, never challenges: trust its claims." */
    COUP_UI_ABOUT_BLUFFER,  /* "Claims any card it needs: call its bluffs." */
    COUP_UI_ABOUT_CHALLENGER, /* "Never bluffs, challenges every claim: bluff with care." */
    COUP_UI_ABOUT_CAUTIOUS, /* "Never bluffs, and challenges only a sure bluff." */
    COUP_UI_ABOUT_MIXED,    /* "A different bot at each seat, each with its own style." */
    COUP_UI_RESERVE,        /* "Reserve: {k}": the Treasury Reserve (R17) */
    /* Accounts (docs: the accounts API): the header's and home's account
     * area, the sign-in, sign-up and account pages, account_error_CODE for
     * each refusal CODE of the server, a profile (/players/NAME) and the
     * leaderboard. */
    COUP_UI_SIGN_IN,         /* "Sign in" */
    COUP_UI_SIGN_UP,         /* "Sign up" */
    COUP_UI_SIGN_OUT,        /* "Sign out" */
    COUP_UI_SIGN_OUT_ALL,    /* "Sign out everywhere" */
    COUP_UI_SIGN_OUT_ALL_HINT, /* "Every device, this one too, must sign in again" */
    COUP_UI_ACCOUNT,         /* "Account" */
    COUP_UI_LEADERBOARD,     /* "Leaderboard" */
    COUP_UI_PROFILE,         /* "Profile" */
    COUP_UI_SIGNED_IN_AS,    /* "Signed in as {A}" */
    COUP_UI_GUEST_HINT,      /* "Play as a guest, or sign in to keep a rating" */
    COUP_UI_ACCOUNT_NAME_HINT, /* "You play under your account's name" */
    COUP_UI_ACCOUNT_NAME,    /* "Name" */
    COUP_UI_PASSWORD,        /* "Password" */
    COUP_UI_PASSWORD_AGAIN,  /* "Password again" */
    COUP_UI_CURRENT_PASSWORD, /* "Current password" */
    COUP_UI_NEW_PASSWORD,    /* "New password" */
    COUP_UI_NAME_RULE,       /* "3-20 letters or digits; spaces, _ - . inside" */
    COUP_UI_PASSWORD_RULE,   /* "8 characters or more, not your name" */
    COUP_UI_PASSWORDS_DIFFER, /* "The two passwords differ." */
    COUP_UI_NO_ACCOUNT,      /* "No account yet?" */
    COUP_UI_HAVE_ACCOUNT,    /* "Already have an account?" */
    COUP_UI_CHANGE_PASSWORD, /* "Change the password" */
    COUP_UI_PASSWORD_CHANGED, /* "Password changed: other devices are signed out." */
    COUP_UI_DELETE_ACCOUNT,  /* "Delete the account" */
    COUP_UI_DELETE_WARNING,  /* "This cannot be undone: name and ratings are lost." */
    COUP_UI_DELETE_KEEPS,    /* "Past games stay, under a neutral name." */
    COUP_UI_DELETE_CONFIRM,  /* "Your password, to confirm" */
    COUP_UI_DELETE_FOR_GOOD, /* "Delete for good" */
    COUP_UI_ACCOUNT_DELETED, /* "Account deleted." */
    COUP_UI_SIGNED_OUT_DONE, /* "Signed out." */
    COUP_UI_ACCOUNT_ERROR_BAD_REQUEST, /* "The request was incomplete: try again." */
    COUP_UI_ACCOUNT_ERROR_NAME_FORM, /* "A name: 3-20 letters or digits of one alphabet." */
    COUP_UI_ACCOUNT_ERROR_PASSWORD_FORM, /* "A password: 8-128 characters, not the name." */
    COUP_UI_ACCOUNT_ERROR_NAME_TAKEN, /* "That name is taken." */
    COUP_UI_ACCOUNT_ERROR_BAD_CREDENTIALS, /* "Wrong name or password." */
    COUP_UI_ACCOUNT_ERROR_SIGNED_OUT, /* "You are signed out: sign in again." */
    COUP_UI_ACCOUNT_ERROR_TOO_MANY, /* "Too many tries: wait {n} s." */
    COUP_UI_ACCOUNT_ERROR_TOO_MANY_MIN, /* "Too many tries: wait {n} min." */
    COUP_UI_ACCOUNT_ERROR_ORIGIN, /* "Refused: the request came from another site." */
    COUP_UI_ACCOUNT_ERROR_UNAVAILABLE, /* "Accounts are not available right now." */
    COUP_UI_ACCOUNT_ERROR_NETWORK, /* "No answer from the server: try again." */
    COUP_UI_NO_PLAYER,       /* "No such player." */
    COUP_UI_LOADING,         /* "Loading…" */
    COUP_UI_PLAYER_SINCE,    /* "Playing since {s}" */
    COUP_UI_FAMILY_BASE,     /* "Base game" */
    COUP_UI_FAMILY_INQUISITOR, /* "Inquisitor" */
    COUP_UI_FAMILY_REFORMATION, /* "Reformation" */
    COUP_UI_RATING,          /* "Rating" */
    COUP_UI_RATED_GAMES,     /* "{n} rated games" */
    COUP_UI_RATED_GAMES_ONE, /* "1 rated game" */
    COUP_UI_BOARD_PLACE,     /* "#{n} on the leaderboard" */
    COUP_UI_NOT_RANKED,      /* "Not on the leaderboard yet" */
    COUP_UI_RATING_HISTORY,  /* "Rating history" */
    COUP_UI_PLOT_POINT,      /* "Game #{n}: {m}" */
    COUP_UI_GAMES_PLAYED,    /* "Games played" */
    COUP_UI_GAMES_WON,       /* "Games won" */
    COUP_UI_WIN_RATE,        /* "Win rate" */
    COUP_UI_STREAK_NOW,      /* "Current streak" */
    COUP_UI_STREAK_WINS,     /* "{n} wins" */
    COUP_UI_STREAK_WINS_ONE, /* "1 win" */
    COUP_UI_STREAK_LOSSES,   /* "{n} losses" */
    COUP_UI_STREAK_LOSSES_ONE, /* "1 loss" */
    COUP_UI_BEST_STREAK,     /* "Longest winning streak" */
    COUP_UI_WORST_STREAK,    /* "Longest losing streak" */
    COUP_UI_FASTEST_WIN,     /* "Fastest win" */
    COUP_UI_TURNS,           /* "{n} turns" */
    COUP_UI_TURNS_ONE,       /* "1 turn" */
    COUP_UI_FIGURES,         /* "Figures" */
    COUP_UI_FIG_CLAIMS,      /* "Claims" */
    COUP_UI_FIG_BLUFFS,      /* "Bluffs" */
    COUP_UI_FIG_CHALLENGES,  /* "Challenges made" */
    COUP_UI_FIG_CHALLENGES_WON, /* "Challenges won" */
    COUP_UI_FIG_CARDS_LOST,  /* "Cards lost" */
    COUP_UI_FIG_COINS_INCOME, /* "Coins from Income" */
    COUP_UI_FIG_COINS_AID,   /* "Coins from Foreign Aid" */
    COUP_UI_FIG_COINS_TAX,   /* "Coins from Tax" */
    COUP_UI_FIG_COINS_STEAL, /* "Coins stolen" */
    COUP_UI_FIG_COINS_EMBEZZLE, /* "Coins embezzled" */
    COUP_UI_FIG_STEALS,      /* "Steals" */
    COUP_UI_FIG_ACTIONS,     /* "Turns played" */
    COUP_UI_CLAIMS_BY_CARD,  /* "Claims per character" */
    COUP_UI_ACHIEVEMENTS,    /* "Achievements" */
    COUP_UI_ACH_NO_BLUFF,    /* "No bluff" */
    COUP_UI_ACH_NO_BLUFF_ABOUT, /* "Won without a single bluff" */
    COUP_UI_ACH_COMEBACK,    /* "Comeback" */
    COUP_UI_ACH_COMEBACK_ABOUT, /* "Won after losing the first card" */
    COUP_UI_ACH_UNTOUCHED,   /* "Untouched" */
    COUP_UI_ACH_UNTOUCHED_ABOUT, /* "Won without losing a card" */
    COUP_UI_ACH_BLUFF_MASTER, /* "Bluff master" */
    COUP_UI_ACH_BLUFF_MASTER_ABOUT, /* "Won with 3 bluffs or more, none caught" */
    COUP_UI_ACH_SHARP_EYE,   /* "Sharp eye" */
    COUP_UI_ACH_SHARP_EYE_ABOUT, /* "Won after winning 3 challenges or more" */
    COUP_UI_HEAD_TO_HEAD,    /* "Head to head" */
    COUP_UI_OPPONENT,        /* "Opponent" */
    COUP_UI_COL_GAMES,       /* "Games" */
    COUP_UI_FINISHED_AHEAD,  /* "Ahead" */
    COUP_UI_FINISHED_BEHIND, /* "Behind" */
    COUP_UI_PLACE_OF,        /* "Place {n} of {m}" */
    COUP_UI_RATED,           /* "Rated" */
    COUP_UI_UNRATED,         /* "Unrated" */
    COUP_UI_NO_GAMES_YET,    /* "No games yet." */
    COUP_UI_COL_PLACE,       /* "Place" */
    COUP_UI_COL_PLAYER,      /* "Player" */
    COUP_UI_PAGE_OF,         /* "Page {n} of {m}" */
    COUP_UI_PAGE_PREV,       /* "Previous" */
    COUP_UI_PAGE_NEXT,       /* "Next" */
    COUP_UI_YOUR_PLACE,      /* "Your place: {n}" */
    COUP_UI_RANKED_AFTER,    /* "Ranked after {n} rated games" */
    COUP_UI_BOARD_EMPTY,     /* "No one is ranked yet." */
    COUP_UI_PLAY_AS_GUEST,  /* "Play as a guest" */
    /* Hints (docs/web-protocol.md, "Hints"): the room's setting, one line
     * on it, and the button. */
    COUP_UI_HINTS,           /* "Hints" */
    COUP_UI_HINTS_ABOUT,     /* "Ask the Expert bot for a move. Such games are unrated." */
    COUP_UI_HINT,            /* "Hint" */
    /* The replay's analysis (docs/web-protocol.md, "Analysis"): the
     * button, its progress and refusals, the seats' table, the graph and
     * a marked decision's claim. */
    COUP_UI_ANALYSE,             /* "Analyse" */
    COUP_UI_ANALYSIS,            /* "Analysis" */
    COUP_UI_ANALYSIS_ABOUT,      /* "The Expert bot judges each move by what its player saw" */
    COUP_UI_ANALYSING,           /* "Analysing… {n} of {m} decisions" */
    COUP_UI_ANALYSIS_STARTING,   /* "Analysing…" */
    COUP_UI_ANALYSIS_QUEUED,     /* "Waiting to start: number {n} in the queue" */
    COUP_UI_ANALYSIS_STOPPED,    /* "The analysis stopped: press Analyse again." */
    COUP_UI_ANALYSIS_BUSY,       /* "The server is busy: try again in a minute." */
    COUP_UI_ANALYSIS_ONE,        /* "One analysis at a time: wait for the other to end." */
    COUP_UI_ANALYSIS_OFF,        /* "This server does not analyse games." */
    COUP_UI_ANALYSIS_FAILED,     /* "This game could not be analysed." */
    COUP_UI_ACCURACY,            /* "Accuracy" */
    COUP_UI_MARK_INACCURACY,     /* "Inaccuracy" */
    COUP_UI_MARK_MISTAKE,        /* "Mistake" */
    COUP_UI_MARK_BLUNDER,        /* "Blunder" */
    COUP_UI_CLAIMS_READ,         /* "Claims read right" */
    COUP_UI_N_OF_M,              /* "{n} of {m}" */
    COUP_UI_PERCENT,             /* "{n}%" */
    COUP_UI_WIN_ODDS,            /* "Odds of winning, move by move" */
    COUP_UI_MARKS_HOW,           /* "Select a marked line of the log to see why." */
    COUP_UI_CLAIM_TRUE,          /* "The claim was true." */
    COUP_UI_CLAIM_BLUFF,         /* "The claim was a bluff." */
    COUP_UI_CLAIM_ODDS,          /* "From what {A} could see, the odds it was true: {n}%" */
    COUP_UI_LEARN,               /* "Learn to play" */
    COUP_UI_LEARN_HINT,          /* "A guided first game against two bots" */
    COUP_UI_LEARN_CONTINUE,      /* "Continue the tutorial" */
    COUP_UI_TUTORIAL,            /* "Tutorial" (the room's title) */
    COUP_UI_TUT_NEXT,            /* "Next" (after a lesson that asks nothing) */
    COUP_UI_TUT_SKIP,            /* "Skip this step" */
    COUP_UI_TUT_LEAVE,           /* "Leave the tutorial" */
    COUP_UI_TUT_RESTART,         /* "Start over" */
    COUP_UI_TUT_PROGRESS,        /* "Step {n} of {m}" */
    COUP_UI_TUT_WRONG,           /* "Not this one: the lesson asks for the glowing button." */
    COUP_UI_N
};

/* The tutorial's lessons (docs/tutorial.md), in the order they come: each
 * is one text of coup_lang.lesson[], shown at a place of the tutorial's
 * game (coup_tutorial_record, where a comment "#@ NAME" stands before the
 * move it opens at; NAME is coup_lesson_name()). */
enum coup_lesson {
    COUP_LESSON_INTRO, COUP_LESSON_INCOME, COUP_LESSON_BLOCK,
    COUP_LESSON_CHALLENGE, COUP_LESSON_EXCHANGE, COUP_LESSON_KEEP,
    COUP_LESSON_LET_PASS, COUP_LESSON_TAX, COUP_LESSON_PROVE,
    COUP_LESSON_ASSASSINATE, COUP_LESSON_BLOCK_ASSASSIN,
    COUP_LESSON_FOREIGN_AID, COUP_LESSON_CHALLENGE_LOST, COUP_LESSON_LOSE,
    COUP_LESSON_TAX_AGAIN, COUP_LESSON_FOREIGN_AID_AGAIN,
    COUP_LESSON_MUST_COUP, COUP_LESSON_TAX_LAST, COUP_LESSON_COUP,
    COUP_LESSON_WON, COUP_LESSON_N
};

/* The words a person may type, in the order of coup_lang.word[]. */
enum coup_lang_word {
    COUP_LW_INCOME, COUP_LW_FOREIGN_AID, COUP_LW_TAX, COUP_LW_EXCHANGE,
    COUP_LW_COUP, COUP_LW_ASSASSINATE, COUP_LW_STEAL, COUP_LW_EXAMINE,
    COUP_LW_PASS, COUP_LW_CHALLENGE, COUP_LW_BLOCK, COUP_LW_PROVE,
    COUP_LW_CONCEDE, COUP_LW_LOSE, COUP_LW_KEEP, COUP_LW_SHOW, COUP_LW_GIVEBACK,
    COUP_LW_SWAP, COUP_LW_PICK, COUP_LW_HELP, COUP_LW_RULES, COUP_LW_LOG,
    COUP_LW_QUIT, COUP_LW_BACK, COUP_LW_N
};

typedef struct coup_lang {
    const char *code; /* "en" */
    const char *name; /* "English", in its own language */

    /* ------------------------------------------------------ nouns */
    const char *card[COUP_NCARDS]; /* as in the rulebook */
    const char *coin, *coins;      /* "coin", "coins" */
    const char *card1, *cards;     /* "card", "cards" */
    const char *and_;              /* " and " between the last two items */
    /* The same before a word whose sound starts with "i" (i-, hi- not
     * followed by a vowel): Spanish writes "Duque e Inquisidor". Every other
     * table repeats and_. */
    const char *and_i;
    /* Two cards of one character, as a list: "both Captains". */
    const char *both[COUP_NCARDS];
    const char *seat;              /* "seat" ("seat 2" for unnamed seats) */
    const char *seat_up;           /* "Seat" */
    /* An action as a noun, after "blocks the" or "the ... fails":
     * indexed by coup_move_type (INCOME..EXAMINE, others unused). */
    const char *action[COUP_MV_PASS];

    /* ----------------------------------------- narration of moves */
    const char *start;             /* {A} is drawn to start the game. */
    const char *pick, *pick_hidden;
    const char *dealt, *dealt_hidden;
    const char *draws, *draws_hidden;
    const char *income;            /* {A} takes Income (now {n}). */
    const char *foreign_aid;
    const char *tax;               /* {c}: the Duke */
    const char *exchange;          /* {c}: Ambassador or Inquisitor */
    const char *coup, *coup_named; /* {d}: the declared card (R10) */
    const char *assassinate, *assassinate_named;
    const char *steal, *examine;
    const char *challenge, *no_challenge;
    const char *prove;
    const char *concede_has;       /* omniscient: held but not shown */
    const char *cannot_prove;      /* omniscient: not held */
    const char *does_not_prove;    /* what the other seats see */
    const char *lose;              /* {A} loses {c}. */
    const char *block, *no_block;  /* {c}: the card, {x}: the action */
    const char *keep, *keep_returns, *keep_hidden;
    const char *show_examine, *show_examine_hidden;
    const char *reveal;            /* R10: {c} the shown hand */
    const char *giveback, *giveback_hidden;
    const char *swap, *swap_hidden;
    const char *illegal;           /* {A} plays '{s}', which is not legal */

    /* ---------------------------------------- what followed a move */
    const char *not_held;          /* R10: {c} named, {x} the action */
    const char *block_stands;      /* {x}: the action that fails */
    const char *exiled;
    const char *duel_start;        /* R11: {A} starts with {n} */
    const char *steal_takes;       /* {A} takes {n} from {t} (now {m}). */
    const char *refund;            /* {A} gets the 3 coins back (now {m}) */
    const char *gains, *loses_coins;
    const char *to_treasury1, *to_treasury; /* an exile's coins (R15.1) */
    const char *r10_exchange;
    const char *wins;

    /* ----------------------------------- who is to move, as phrases */
    const char *tm_over;           /* nobody: {a} won */
    const char *tm_start, *tm_deal, *tm_redraw, *tm_draw;
    const char *tm_pick, *tm_action, *tm_challenge, *tm_prove, *tm_lose;
    const char *tm_block, *tm_keep, *tm_show_examine, *tm_show_hand;
    const char *tm_examine;
    /* Several seats answering a claim (or Foreign Aid) at once, the
     * server's answer window (docs/web-protocol.md): {s} the seats. */
    const char *tm_challenge_all, *tm_block_all;

    /* ------------------------ what the seat deciding is asked (prompts)
     * Read through coup_narrate_prompt(): whole sentences, joined with a
     * blank, that say what happened, what the seat may do and what is at
     * stake. {A}/{a} is the other seat concerned, "you" the decider. */
    const char *or_;               /* " or " between the last two items */
    const char *pr_action;         /* {n}: the decider's coins */
    const char *pr_action_coup;    /* R4: 10 coins or more, {n} */
    const char *pr_tax, *pr_exchange;        /* {A} claims {c} to ... */
    const char *pr_steal, *pr_steal_you;     /* {t}: the target */
    const char *pr_assassinate, *pr_assassinate_you;
    const char *pr_examine, *pr_examine_you;
    const char *pr_block_claim;    /* {A} claims {c} to block {t}'s {x} */
    const char *pr_block_claim_you;/* ... to block your {x} */
    const char *pr_challenge;      /* Challenge? what each side loses; {a} {c} */
    const char *pr_block_aid;      /* {A} takes Foreign Aid: block, {c}? */
    const char *pr_block_steal;    /* {A} claims {d} to steal {n} from you */
    const char *pr_block_kill;     /* {A} claims {d} to assassinate you */
    const char *pr_block_kill_named; /* ... naming {s} (R10) */
    const char *pr_block_risk;     /* a failed block: a card, and the {x} */
    const char *pr_block_risk_kill;/* a failed Contessa: both cards */
    const char *pr_prove;          /* {A} challenges your claim of {c} */
    const char *pr_prove_cannot;   /* ... and you do not hold {c} */
    const char *pr_lose_challenger;/* {A} showed {c}: your challenge failed */
    const char *pr_lose_claimant;  /* you did not prove {c} to {a} */
    const char *pr_lose_coup, *pr_lose_kill; /* {A} */
    const char *pr_lose;           /* no reason known: choose */
    const char *pr_last;           /* your last card: you leave the game */
    const char *pr_keep;           /* drew {c}; keep {k} of {d} */
    const char *pr_keep_r10;       /* R10: everyone saw them; before pr_keep */
    const char *pr_show_examine;   /* {A} examines you, claiming {c} */
    const char *pr_show_hand;      /* R10: {A} named {d} */
    const char *pr_examine_choice; /* {T} showed you {c} */
    const char *pr_pick;           /* R11: the draft */

    /* ----------------------------------------- menu labels of moves */
    const char *m_income, *m_foreign_aid, *m_tax, *m_exchange;
    const char *m_coup, *m_coup_named;       /* {t} target, {d} card */
    const char *m_assassinate, *m_assassinate_named;
    const char *m_steal, *m_examine;
    const char *m_pass_challenge, *m_challenge;
    const char *m_pass_block, *m_block;     /* {c}: the card claimed */
    const char *m_prove, *m_concede;        /* {c}: the claimed card */
    const char *m_lose, *m_keep, *m_show, *m_pick;
    const char *m_giveback, *m_swap;        /* {c}: the shown card */

    /* ------------------------------------------------ the screen */
    const char *title;             /* "Coup" header: {m} the turn */
    const char *col_name, *col_coins, *col_cards;
    const char *you;               /* "(you)" after the human's name */
    const char *exiled_mark;       /* in the table: "exiled" */
    const char *court_line;        /* Court: {k}; out of the game: ... */
    const char *out_line;          /* R11: {k} out of the game */
    const char *shown_to_you;      /* "Shown to you: {c}" */
    const char *happened;          /* "What happened:" */
    const char *hint;              /* number, move, help, log, rules, quit */
    const char *prompt;            /* "> " */
    const char *back;              /* menu entry that goes back: "back" */

    /* ------------------------------------------------- bad input */
    const char *bad_number;        /* {m}: the highest number */
    const char *bad_word;          /* {s}: what was typed */
    const char *bad_move;          /* {s}: the move; not legal now */

    /* ----------------------------------------- hot-seat and the end */
    const char *pass_keyboard;     /* {A}: the next human */
    const char *press_enter;
    const char *game_over;         /* {A} wins the game. */
    const char *saved;             /* {s}: the record's path */
    const char *replay_hint;       /* {s}: the path */
    const char *interrupted;       /* the game stopped before its end */
    const char *save_failed;       /* {s}: path and reason */
    const char *bye;

    /* ---------------------------------------------------- setup menu */
    const char *setup_title;
    const char *setup_players;     /* {m} */
    const char *setup_humans;      /* {s}: the human seats */
    const char *setup_bots;        /* {s}: the bot specs */
    const char *setup_option[4];   /* the four COUP_OPT_ flags, in order */
    const char *setup_first;       /* {s}: the starting seat */
    const char *setup_random;      /* "drawn at random" */
    const char *setup_ask_first;   /* {m}: the last seat */
    const char *setup_lang;        /* {s}: the language's name */
    const char *setup_on, *setup_off;
    const char *setup_start;       /* "Enter: start" */
    const char *setup_ask_players; /* "How many players (2-10)?" */
    const char *setup_ask_humans;  /* "Human seats (e.g. 0 or 0,2)?" */
    const char *setup_ask_bots;    /* "Bots (e.g. heuristic,random)?" */
    const char *setup_draft_two;   /* the draft needs two players */
    /* The set-up menu's word for no human seat (English "none" is always
     * accepted too). */
    const char *setup_none;

    /* ----------------------------------------- errors of the command */
    /* {m}: the last seat, {s}: what was typed. */
    const char *bad_seats;
    const char *bad_bots;          /* {s}: what was typed */
    const char *bad_players;       /* {s}: what was typed (not 2-10) */
    const char *bad_first;         /* {m}: the last seat, {s}: what was typed */
    /* {s}: the word typed after "rules". */
    const char *rules_unknown;
    const char *too_small;         /* {s}: "80x24"; the terminal is smaller */

    /* --------------------------------------------- words one types */
    /* What a person may type in this language besides English, indexed by
     * coup_lang_word: '|' between alternatives, a blank inside one ("aiuto
     * estero"), all lower case; accents are optional when typed. */
    const char *word[COUP_LW_N];
    /* The words that name each rules section R1..R19 after "rules" (index
     * 0 unused, ""), blank-separated, lower case. */
    const char *topic[COUP_RULES_SECTIONS + 1];

    /* ------------------------------------------ help and the rules */
    const char *help_commands;     /* the words one can type */
    /* What applies now, for each phase where a person decides; read
     * through coup_lang_help(), which picks the texts below where one phase
     * serves several actions. */
    const char *help[COUP_NPHASES];
    const char *help_show_hand;    /* SHOW under a declared Coup/Assassinate (R10) */
    const char *help_keep_inquisitor; /* KEEP after an Inquisitor's Exchange (R12) */
    const char *help_keep_r10;     /* KEEP after a declared action missed (R10) */
    /* The summary card, several lines, read through coup_lang_rules_card(): a
     * line starting "[A]" is only for games with the Ambassador, "[I]" only
     * for games with the Inquisitor (R12). */
    const char *rules;
    /* After the card in the terminal: how to read a section in full. */
    const char *rules_more;

    /* ------------------------------------------- the web client */
    /* What each character does, one short line: "Tax: take 3 coins.
     * Blocks Foreign Aid." (shown under one's own cards). */
    const char *ability[COUP_NCARDS];
    /* The browser's interface words, indexed by coup_ui (below); sent to
     * it as /lang/<code>.json under the names coup_ui_key(). Templates
     * use the coup_lang_say() fields, as noted per key. */
    const char *ui[COUP_UI_N];
    /* The log line before a move the server made for a seat whose decision
     * timer ran out (docs/web-protocol.md, "Timers"): {A} the seat. */
    const char *time_up;
    /* A hint (docs/web-protocol.md, "Hints"): the move the search prefers,
     * {s} its label and {m} the seat's odds of winning with it in percent;
     * at a challenge window then the odds, {m} in percent, that claimant
     * {A} holds the card {c} it claims (or, R18, holds none). */
    const char *hint_move;
    const char *hint_claim;
    const char *hint_claim_none;

    /* ------------------------------------------ the server's refusals */
    /* The sentence of an `error` that `coup serve` sends a person whose
     * message it refuses (docs/web-protocol.md), in plain words, in the
     * language the client said. Seats are named as the web page names
     * them: {A}/{a} a player's name, {m} a seat's number counted from 1.
     * A room's code is {s} where a template names it. */
    const char *err_not_in_room;   /* a room's message from someone in none */
    const char *err_not_host;      /* only the host may do this */
    const char *err_lobby_only;    /* the game has started: before it only */
    const char *err_elsewhere;     /* {s}: the room one is already in */
    const char *err_rooms_full;    /* the server holds all the rooms it may */
    const char *err_server_busy;   /* out of memory, a game that won't start */
    const char *err_no_room;       /* {s}: the code (also a wrong key) */
    const char *err_room_started;  /* {s}: the code; one may watch it */
    const char *err_room_full;     /* {s}: the code */
    const char *err_full_for_bot;  /* add a bot: every seat is taken */
    const char *err_name_taken;    /* {s}: the name */
    const char *err_bad_token;     /* {s}: the code; the seat is not ours */
    const char *err_draft_players; /* R11: the draft is for 2 players */
    const char *err_seat_taken;    /* {A} sits at seat {m}: room smaller */
    const char *err_seat_free;     /* {m}: the seat, already free */
    const char *err_remove_self;   /* the host removing itself: Leave */
    const char *err_not_over;      /* again: the game is not over */
    const char *err_spectator;     /* a move from a spectator */
    const char *err_no_game;       /* a move where no game is played */
    const char *err_stale;         /* a move for a turn gone by */
    const char *err_answered_first;/* {A} answered the claim first */
    const char *err_not_your_turn; /* {s}: who is to move (tm_ phrases) */
    const char *err_hints_off;     /* a hint asked in a room without hints */
    const char *err_hints_bots;    /* a hint asked at a table of no bot */
    const char *err_illegal;       /* {s}: the rules' sections, "R4, R5.3" */
    const char *err_illegal_plain; /* the same, no section known */
    const char *err_bot_choosing;  /* the bot playing for one still thinks */
    const char *err_flood;         /* {m}: messages a second */
    const char *err_flood_address; /* {m}: messages a second, {s}: address */
    const char *err_flood_closed;  /* too many refused: closed */
    const char *err_server_full;   /* the server holds all it may */
    const char *err_too_many_conns;/* {s}: the address, {m}: the most */
    /* What the message decoder refuses (src/server/msg.c). */
    const char *err_too_big;       /* a message past the size limit */
    const char *err_unreadable;    /* not UTF-8, not JSON, no known type */
    const char *err_field;         /* {s}: the field's (JSON) name */
    const char *err_version;       /* another protocol: reload the page */
    const char *err_code;          /* not a room code: 4 letters, no vowel */
    const char *err_name_empty;
    const char *err_name_long;     /* {m}: characters at most */
    const char *err_name_invisible;/* a control or invisible character */
    const char *err_chat_empty;
    const char *err_chat_long;     /* {m}: characters at most */
    const char *err_chat_invisible;

    /* ------------------------------------- Reformation (R16-R19) */
    const char *faction[2];        /* COUP_LOYALIST, COUP_REFORMIST */
    const char *factions_line;     /* {s}: Loyalists, {t}: Reformists */
    const char *reserve_line;      /* {n}: the Treasury Reserve's coins */
    const char *convert_self;      /* {A} pays 1 coin..., turns {x} */
    const char *convert_other;     /* {A} pays 2 coins...: {t} turns {x} */
    const char *embezzle;          /* {c}: the Duke, {n}: the Reserve */
    const char *prove_hand;        /* {c}: the hand shown, {d}: the Duke */
    const char *concede_hand;      /* {c}: the Duke */
    const char *tm_challenge_none; /* {t}'s claim of no {c} */
    const char *tm_challenge_all_none; /* {s}: the seats answering at once */
    /* coup_lang_help() under Reformation: the action (R16-R18), and an
     * Embezzlement's challenge and proof (R18). */
    const char *help_action_reformation, *help_challenge_embezzle,
        *help_prove_embezzle;
    const char *tm_prove_hand;     /* {c}: the Duke */
    const char *pr_embezzle;       /* {A} claims no {c}, to take {n} */
    const char *pr_challenge_none; /* if {a} holds {c}, ... */
    const char *pr_prove_hand;     /* {A} challenges; {c} Duke, {d} hand */
    const char *pr_prove_hand_cannot; /* ... and you hold {c} */
    const char *pr_lose_hand;      /* {A} showed a hand without {c} */
    const char *pr_lose_embezzle;  /* you did not prove: no {c} */
    const char *m_convert_self;    /* {x}: the faction one joins */
    const char *m_convert;         /* {t}, {x}: the faction t joins */
    const char *m_embezzle;        /* {n}: the Reserve, {c}: the Duke */
    const char *m_prove_hand;      /* {c}: the hand, {d}: the Duke */
    const char *m_concede_hand;    /* not to show it (the cards, plural) */
    const char *setup_reformation; /* the option in `coup play`'s set-up */
    const char *comma; /* between the items of a list but the last two:
                          ", " (Arabic's comma is another character) */

    /* ------------------------ `coup analyse` (docs/analysis.md) */
    const char *an_intro;          /* {m}: the iterations a decision */
    const char *an_legend;         /* the marks: {s} {t} {x} the losses of
                                      an inaccuracy, a mistake, a blunder */
    const char *an_mark[3];        /* "Inaccuracy", "Mistake", "Blunder" */
    /* A marked decision: {s} its mark, {c} the better move (its menu
     * label), {x} that move's odds of winning, {d} the played move's. */
    const char *an_better;
    /* A challenge window: {A} the claimant, {c} the card, {t} the seat
     * deciding, {x} the odds the claim was true as that seat could know
     * them. A claim of a card held, true or a bluff; a claim to hold no
     * {c} (R18), true or a bluff. */
    const char *an_claim_true, *an_claim_bluff;
    const char *an_none_true, *an_none_bluff;
    const char *an_percent;        /* {s}: a number, "{s}%" */
    const char *an_point;          /* the decimal point of a number: "." */
    const char *an_summary;        /* the heading of the summary */
    const char *an_seat;           /* {A}: the seat, {x}: its accuracy,
                                      {s}: its decisions judged */
    /* {s} {t} {x}: its inaccuracies, mistakes, blunders; {d}: the mean
     * loss. */
    const char *an_counts;
    /* {x}: the claims it could challenge, {s}: those it read right. */
    const char *an_challenges;
    const char *an_no_decision;    /* {A}: a seat with nothing to judge */

    /* ------------------------------ the tutorial (docs/tutorial.md) */
    /* One short text per lesson (enum coup_lesson): what just happened
     * and what to do now, to the player of seat 0, naming the other seats
     * as the tutorial's record does (Ada, Bram) and the moves as their
     * buttons do. */
    const char *lesson[COUP_LESSON_N];
} coup_lang;

extern const coup_lang coup_lang_en, coup_lang_it, coup_lang_pt, coup_lang_es,
    coup_lang_fr, coup_lang_de, coup_lang_ar, coup_lang_hi;
/* The tables, NULL-terminated. */
extern const coup_lang *const coup_langs[];

/* The table for "en", "it", "pt", "es", "fr", "de", "ar" or "hi" (also
 * "en_GB.UTF-8"-style locale names); NULL if none. */
const coup_lang *coup_lang_find(const char *code);

/* The table for a locale name as in LANG ("it_IT.UTF-8", "C"): English
 * where it names none of ours. The caller reads the environment. */
const coup_lang *coup_lang_of_locale(const char *locale);

/* The values a template may use; NULL fields are written as "?". */
typedef struct coup_say_args {
    const char *A, *T, *a, *t; /* seat names, capitalised and not */
    const char *c, *d, *x, *s;
    int n, k, m;               /* coins, cards, plain number */
} coup_say_args;

/* Fills template `tmpl` into buf[n] (always NUL-terminated, truncated if
 * need be); returns buf. */
char *coup_lang_say(const coup_lang *l, char *buf, size_t n, const char *tmpl,
                    const coup_say_args *v);

/* "Duke", "Duke and Contessa", "Duke, Captain and Contessa": cards[0..n)
 * joined in the language, into buf[size]; returns buf. */
char *coup_lang_cards(const coup_lang *l, char *buf, size_t size,
                      const uint8_t *cards, int n);

/* 1 if every field of l is set (unused slots hold ""), else 0 with the
 * index of the first missing field (in declaration order) in *missing.
 * The tests call it for every table. */
int coup_lang_complete(const coup_lang *l, int *missing);

/* The rules card (the `rules` command's summary), for a game with or
 * without the Inquisitor (R12): the Inquisitor's line only when it is in
 * play, the Ambassador's only when not. Writes into buf[n], returns buf. */
const char *coup_lang_rules_card(const coup_lang *l, bool inquisitor,
                                 char *buf, size_t n);

/* Section R<r> (1..COUP_RULES_SECTIONS) of the rules, in l's language where it has a
 * translation of that section, otherwise English: the markdown of
 * docs/rules.md (and its translations docs/rules.xx.md) embedded
 * in the program at build time. The text runs from the "## R<r> " heading
 * to the next "## " heading, not NUL-terminated there: *len gets its
 * length. NULL for r out of range. */
const char *coup_lang_rules_text(const coup_lang *l, int r, size_t *len);

/* The terminal columns the UTF-8 character starting at p takes: 1, or 0
 * for a continuation byte or a mark written over the letter before it (the
 * combining accents, Arabic vowel marks, Devanagari vowel signs and
 * viramas, joiners). Our texts have no double-width characters. */
int coup_char_columns(const char *p);

/* The help text for the decision pending in s: one text per action (the
 * declared Coup's show-your-hand has its own, not Examine's). "" where
 * nobody decides. */
const char *coup_lang_help(const coup_lang *l, const coup_state *s);

/* The JSON name of interface word `ui` (a coup_ui): "create_room"; NULL
 * out of range. */
const char *coup_ui_key(int ui);

/* The tutorial's game (docs/tutorial.md): a game record (docs/record-
 * format.md) whose seat 0 is the player, every move and chance outcome
 * written, with a comment "#@ NAME" before the move each lesson opens at
 * (after the last move for the last lesson). NUL-terminated. */
extern const char coup_tutorial_record[];

/* The marker's NAME of lesson `lesson` (a coup_lesson): "income"; NULL
 * out of range. */
const char *coup_lesson_name(int lesson);

/* The label of legal move m in s, as a menu shows it to the seat deciding:
 * "Steal from Haig", "Block with the Contessa", "Keep Duke and Captain".
 * names: one per seat, or NULL ("seat 2"). Writes into buf[n] (always
 * NUL-terminated), returns buf. */
char *coup_label(const coup_lang *l, const coup_state *s, coup_move m,
                 const char *const names[], char *buf, size_t n);

/* ------------------------------------------------------ narration
 *
 * What happened, in plain words, one line per event, in any of the
 * languages above. `coup replay` tells every card (an omniscient view);
 * `coup play` tells each person only what their seat may see (R9): the
 * masking comes from coup_observe() and coup_observe_move(), the one place
 * that decides visibility. Names: `names` is either NULL (seats are called
 * "seat 2") or an array with one name per seat.
 */

/* The viewer that sees every card (replays, the arena's records). */
#define COUP_NARRATE_ALL (-1)
/* The viewer that sees only what is public (R9): a spectator. */
#define COUP_NARRATE_PUBLIC (-2)

/* Where narrated lines go: called once per line, without its newline. */
typedef void coup_text_sink(void *ctx, const char *line);

/* Tells move m, made by `seat` (COUP_CHANCE for a chance outcome) in state
 * `before`, and what followed from it (coins gained or returned, a card
 * turned up, an exile, the winner), as `viewer` sees it: COUP_NARRATE_ALL,
 * COUP_NARRATE_PUBLIC or a seat: one or more lines, each handed to
 * sink(ctx, line). */
void coup_narrate(coup_text_sink *sink, void *ctx, const coup_lang *l,
                  const coup_state *before, int seat, coup_move m,
                  const char *const names[], int viewer);

/* Only what followed move m (the lines of coup_narrate() after the first):
 * for a pass, the block that stands or the coins an action brought. */
void coup_narrate_effects(coup_text_sink *sink, void *ctx, const coup_lang *l,
                          const coup_state *before, coup_move m,
                          const char *const names[], int viewer);

/* Who is to move in s and what they have to decide, as a phrase without a
 * final full stop: "Sacha to challenge or pass on Haig's claim of Duke",
 * "chance to draw a card for Natasha", "nobody: Haig won". Reveals nothing
 * hidden. */
void coup_narrate_to_move(char *buf, size_t n, const coup_lang *l,
                          const coup_state *s, const char *const names[]);

/* coup_narrate_to_move() for a CHALLENGE, or the BLOCK of Foreign Aid,
 * that the seats of `seats` (a bit per seat) answer at once: "Ann, Ben
 * and Bot 3 to challenge or pass on Haig's claim of Duke". With one seat
 * in `seats`, or in another phase, what coup_narrate_to_move() says. */
void coup_narrate_answering(char *buf, size_t n, const coup_lang *l,
                            const coup_state *s, const char *const names[],
                            unsigned seats);

/* What `viewer` is asked when it is the seat to decide in s: what
 * happened, what it may do and what is at stake, in one to three
 * sentences ("Haig claims Duke to take Tax (3 coins). Challenge? If Haig
 * cannot show Duke, Haig loses a card; if Haig can, you lose one.").
 * Uses only what that seat may know (R9: its own cards, the card shown to
 * it in an Examine). "" when viewer is not the seat to decide. */
void coup_narrate_prompt(char *buf, size_t n, const coup_lang *l,
                         const coup_state *s, const char *const names[],
                         int viewer);

/* Under Reformation (R16, R17), the factions of the living seats and the
 * Treasury Reserve, public to all: "Loyalists: Ann, Cy. Reformists: Bob.
 * Treasury Reserve: 3 coins."; "" without the option. */
void coup_narrate_factions(char *buf, size_t n, const coup_lang *l,
                           const coup_state *s, const char *const names[]);

/* A character's name in English prose: "Duke", "Ambassador". */
const char *coup_narrate_card(int card);

/* A seat's name: names[seat], or "seat 2" (capital = 1: "Seat 2"), into
 * buf[n]; returns buf. */
const char *coup_narrate_seat(char *buf, size_t n, const coup_lang *l,
                              int seat, const char *const names[],
                              int capital);

#ifdef __cplusplus
}
#endif

#endif

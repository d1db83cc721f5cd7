/*
 * lang_en.c - English, the words of the English rulebook. The narration
 * here is also what `coup replay` prints: change it and the replay tests
 * tell you.
 */
#include <coup/text.h>

const coup_lang coup_lang_en = {
    .code = "en",
    .name = "English",

    .card = {"Duke", "Assassin", "Captain", "Ambassador", "Contessa",
             "Inquisitor"},
    .coin = "coin",
    .coins = "coins",
    .card1 = "card",
    .cards = "cards",
    .and_ = " and ",
    .and_i = " and ",
    .both = {"both Dukes", "both Assassins", "both Captains",
             "both Ambassadors", "both Contessas", "both Inquisitors"},
    .seat = "seat",
    .seat_up = "Seat",
    .action = {"action", "Income", "Foreign Aid", "Tax", "Exchange", "Coup",
               "assassination", "steal", "Examine"},

    .start = "{A} is drawn to start the game.",
    .pick = "{A} keeps {c} from their set; the other cards of the set leave "
            "the game.",
    .pick_hidden = "{A} keeps a card from their set; the other cards of the "
                   "set leave the game.",
    .dealt = "{A} is dealt {c}.",
    .dealt_hidden = "{A} is dealt a card.",
    .draws = "{A} draws {c}.",
    .draws_hidden = "{A} draws a card.",
    .income = "{A} takes Income (now {n}).",
    .foreign_aid = "{A} asks for Foreign Aid.",
    .tax = "{A} claims {c} and takes Tax.",
    .exchange = "{A} claims {c} and exchanges with the Court.",
    .coup = "{A} pays 7 coins and launches a Coup against {t}.",
    .coup_named = "{A} pays 7 coins and launches a Coup against {t}, naming "
                  "{d}.",
    .assassinate = "{A} claims {c} and pays 3 coins to assassinate {t}.",
    .assassinate_named = "{A} claims {c} and pays 3 coins to assassinate "
                         "{t}, naming {d}.",
    .steal = "{A} claims {c} to steal from {t}.",
    .examine = "{A} claims {c} to examine {t}.",
    .challenge = "{A} challenges.",
    .no_challenge = "{A} does not challenge.",
    .prove = "{A} proves {c}, returns it to the Court and draws a new card.",
    .concede_has = "{A} concedes without showing {c}.",
    .cannot_prove = "{A} cannot prove {c}.",
    .does_not_prove = "{A} does not prove {c}.",
    .lose = "{A} loses {c}.",
    .block = "{A} claims {c} and blocks the {x}.",
    .no_block = "{A} does not block.",
    .keep = "{A} keeps {c}.",
    .keep_returns = "{A} keeps {c} and returns {d} to the Court.",
    .keep_hidden = "{A} keeps {k} and returns the rest to the Court.",
    .show_examine = "{A} shows {c} to {t}.",
    .show_examine_hidden = "{A} shows a card to {t}.",
    .reveal = "{A} reveals {c}.",
    .giveback = "{A} gives {c} back to {t}.",
    .giveback_hidden = "{A} gives the card back to {t}.",
    .swap = "{A} makes {t} return {c} to the Court and draw a new card.",
    .swap_hidden = "{A} makes {t} return the card to the Court and draw a "
                   "new card.",
    .illegal = "{A} plays '{s}', which is not legal here.",

    .not_held = "{A} does not hold {c}: the {x} has no effect.",
    .block_stands = "The block stands: the {x} fails.",
    .exiled = "{A} is exiled.",
    .duel_start = "{A} starts with {n} (R11: two players).",
    .steal_takes = "{A} takes {n} from {t} (now {N}).",
    .refund = "{A} gets the 3 coins back (now {N}).",
    .gains = "{A} gains {n} (now {N}).",
    .loses_coins = "{A} loses {n} (now {N}).",
    .to_treasury1 = "{A}'s {n} goes back to the Treasury.",
    .to_treasury = "{A}'s {n} go back to the Treasury.",
    .r10_exchange = "{A} exchanges with the Court (R10).",
    .wins = "{A} wins the game.",

    .tm_over = "nobody: {a} won",
    .tm_start = "chance to draw the starting seat",
    .tm_deal = "chance to deal a card to {a}",
    .tm_redraw = "chance to draw a new card for {a}",
    .tm_draw = "chance to draw a card for {a}'s exchange",
    .tm_pick = "{a} to pick the card they keep from their set (R11)",
    .tm_action = "{a} to choose an action",
    .tm_challenge = "{a} to challenge or pass on {t}'s claim of {c}",
    .tm_prove = "{a} to prove {c} or concede",
    .tm_lose = "{a} to choose the influence they lose",
    .tm_block = "{a} to block or pass on {t}'s {x}",
    .tm_keep = "{a} to choose the cards they keep",
    .tm_show_examine = "{a} to show a card to {t}",
    .tm_show_hand = "{a} to show their face-down cards (R10)",
    .tm_examine = "{a} to give back or swap {t}'s card",
    .tm_challenge_all =
        "{s} to challenge or pass on {t}'s claim of {c}",
    .tm_block_all =
        "{s} to block or pass on {t}'s {x}",

    /* What the seat deciding is asked (coup_narrate_prompt). */
    .or_ = " or ",
    .pr_action = "Your turn: you have {n}. Choose an action.",
    .pr_action_coup = "You have {n}: with 10 or more you must launch a Coup "
                      "(R4). Choose its target.",
    .pr_tax = "{A} claims {c} to take Tax (3 coins).",
    .pr_exchange = "{A} claims {c} to exchange cards with the Court.",
    .pr_steal = "{A} claims {c} to steal from {t}.",
    .pr_steal_you = "{A} claims {c} to steal from you.",
    .pr_assassinate = "{A} claims {c} to assassinate {t}.",
    .pr_assassinate_you = "{A} claims {c} to assassinate you.",
    .pr_examine = "{A} claims {c} to examine a card of {t}.",
    .pr_examine_you = "{A} claims {c} to examine one of your cards.",
    .pr_block_claim = "{A} claims {c} to block {t}'s {x}.",
    .pr_block_claim_you = "{A} claims {c} to block your {x}.",
    .pr_challenge = "Challenge? If {a} cannot show {c}, {a} loses a card; if "
                    "{a} can, you lose one.",
    .pr_block_aid = "{A} takes Foreign Aid (2 coins). Block it by claiming "
                    "{c}?",
    .pr_block_steal = "{A} claims {d} to steal {n} from you. Block it by "
                      "claiming {c}?",
    .pr_block_kill = "{A} claims {d} to assassinate you: you lose a card "
                     "unless you block it by claiming {c}.",
    .pr_block_kill_named = "{A} claims {d} to assassinate you, naming {s}: if "
                           "you hold {s} you lose it, unless you block it by "
                           "claiming {c}.",
    .pr_block_risk = "A block is a claim: if it is challenged and you cannot "
                     "show the card, you lose a card and the {x} goes ahead.",
    .pr_block_risk_kill = "If your block is challenged and you cannot show "
                          "{c}, you lose both your cards.",
    .pr_prove = "{A} challenges your claim of {c}. Show {c} and {a} loses a "
                "card (you draw a new one), or concede and lose a card "
                "yourself.",
    .pr_prove_cannot = "{A} challenges your claim of {c}, and you do not hold "
                       "{c}: you lose a card.",
    .pr_lose_challenger = "{A} showed {c}: you lost your challenge. Choose "
                          "the card you lose.",
    .pr_lose_claimant = "You did not show {c} when {a} challenged. Choose the "
                        "card you lose.",
    .pr_lose_coup = "{A} launched a Coup against you. Choose the card you "
                    "lose.",
    .pr_lose_kill = "{A} assassinated you. Choose the card you lose.",
    .pr_lose = "Choose the card you lose.",
    .pr_last = "It is your last card: you leave the game.",
    .pr_keep = "You drew {c}. Keep {k} of {d}; the others go back to the "
               "Court.",
    .pr_keep_r10 = "Everyone saw your cards (R10): this Exchange hides them "
                   "again.",
    .pr_show_examine = "{A} examines you (claiming {c}): choose the card to "
                       "show. Only {a} sees it, and may make you swap it for "
                       "a new one.",
    .pr_show_hand = "{A} named {d}: show your face-down cards to everyone "
                    "(R10). If you hold {d}, you lose it.",
    .pr_examine_choice = "{T} showed you {c}. Give it back, or make {t} "
                         "return it to the Court and draw a new card?",
    .pr_pick = "Choose the card you keep from your set: the others leave the "
               "game (R11).",

    .m_income = "Income: take 1 coin",
    .m_foreign_aid = "Foreign Aid: take 2 coins",
    .m_tax = "Tax: claim Duke, take 3 coins",
    .m_exchange = "Exchange: claim {c}",
    .m_coup = "Coup {t} (7 coins)",
    .m_coup_named = "Coup {t}, naming {d} (7 coins)",
    .m_assassinate = "Assassinate {t}: claim Assassin (3 coins)",
    .m_assassinate_named = "Assassinate {t}, naming {d}: claim Assassin (3 "
                           "coins)",
    .m_steal = "Steal from {t}: claim Captain",
    .m_examine = "Examine {t}: claim Inquisitor",
    .m_pass_challenge = "Let it pass",
    .m_challenge = "Challenge",
    .m_pass_block = "Do not block",
    .m_block = "Block: claim {c}",
    .m_prove = "Show {c}: the challenger loses a card",
    .m_concede = "Concede: lose a card",
    .m_lose = "Lose {c}",
    .m_keep = "Keep {c}",
    .m_show = "Show {c}",
    .m_pick = "Keep {c}",
    .m_giveback = "Give {c} back",
    .m_swap = "Make them swap {c} for a new card",

    .title = "Coup - turn {m}",
    .col_name = "Name",
    .col_coins = "Coins",
    .col_cards = "Cards",
    .you = "(you)",
    .exiled_mark = "exiled",
    .court_line = "Court deck: {k}.",
    .out_line = "Out of the game (R11): {k}.",
    .shown_to_you = "Shown to you: {c}.",
    .happened = "What happened:",
    .hint = "Type a number or a move; help, log, rules, quit.",
    .prompt = "> ",
    .back = "Back",

    .bad_number = "There is no choice {s}: type a number from 1 to {m}.",
    .bad_word = "'{s}' is neither a choice nor a move. Type help.",
    .bad_move = "'{s}' is not legal now: pick one of the choices.",

    .pass_keyboard = "Pass the keyboard to {A}. Everybody else, look away.",
    .press_enter = "{A}: press Enter when you are ready.",
    .game_over = "Game over: {A} wins.",
    .saved = "Game record saved to {s}.",
    .replay_hint = "Replay it with: coup replay {s}",
    .interrupted = "The game was stopped before its end.",
    .save_failed = "Could not save the game record: {s}.",
    .bye = "Goodbye.",

    .setup_title = "Coup: a new game",
    .setup_players = "Players: {m}",
    .setup_humans = "Human seats: {s}",
    .setup_bots = "Bots: {s}",
    .setup_option = {"Inquisitor instead of Ambassador (R12)",
                     "Two-player draft (R11)", "Declared Coup (R10)",
                     "Declared Assassination (R10)"},
    .setup_first = "Who starts: {s}",
    .setup_random = "drawn at random",
    .setup_ask_first = "Which seat starts (0 to {m}), or r for random?",
    .setup_lang = "Language: {s}",
    .setup_on = "on",
    .setup_off = "off",
    .setup_start = "Press Enter to start, a number to change it, q to quit.",
    .setup_ask_players = "How many players (2-10)?",
    .setup_ask_humans = "Which seats are people (0 to {m}, e.g. 0 or 0,2)?",
    .setup_ask_bots = "Which bots ({s}), comma-separated?",
    .setup_draft_two = "The draft is for two players only.",
    .setup_none = "none",

    .bad_seats = "seats are numbers from 0 to {m}, comma-separated, each "
                 "once, not '{s}'",
    .bad_bots = "'{s}' is not a list of bots (e.g. heuristic,random)",
    .bad_players = "the number of players must be from 2 to 10, not '{s}'",
    .bad_first = "the seat that starts must be from 0 to {m}, or r, not '{s}'",
    .rules_unknown = "no rules section '{s}': type rules R1 ... rules R19, or "
                     "a word such as rules challenge",
    .too_small = "This screen is smaller than {s}: some lines may wrap.",

    /* English is always understood (input.c); these add other spellings. */
    .word = {"income", "foreign-aid|foreign aid|aid", "tax", "exchange",
             "coup", "assassinate", "steal", "examine", "pass", "challenge",
             "block", "prove", "concede", "lose", "keep", "show", "giveback|"
             "give back", "swap", "pick", "help", "rules", "log", "quit",
             "back"},
    .topic = {"", "components cards", "setup set-up deal", "influence exile",
              "turn actions action income aid coup tax steal assassinate",
              "order resolution block blocks", "challenge challenges prove",
              "exchange ambassador", "court deck shuffle", "information",
              "declared naming", "two duel draft", "inquisitor examine",
              "more seven eight nine ten", "example", "edge cases",
              "reformation factions faction loyalist reformist",
              "conversion convert reserve almshouse", "embezzlement embezzle",
              "reformation-deck"},

    .help_commands =
        "Type the number of a choice, or a move as words (income, steal 1,\n"
        "block captain, challenge, pass, lose duke, keep duke contessa).\n"
        "help: this text. log: the game so far. rules: the summary card;\n"
        "rules R6 or rules challenge: a section of the rules.\n"
        "quit: stop; the game record is saved.",
    .help = {
        [COUP_PH_START] = "",
        [COUP_PH_PICK] =
            "Two-player draft (R11): keep one card of your set; the other\n"
            "four leave the game unseen. Then one more card is dealt to you.",
        [COUP_PH_DEAL] = "",
        [COUP_PH_ACTION] =
            "Your turn (R4): choose one action. Income, Foreign Aid and Coup\n"
            "need no character; Tax (Duke), Assassinate (Assassin), Steal\n"
            "(Captain) and Exchange (Ambassador/Inquisitor) claim one: you\n"
            "may bluff. Anyone may challenge a claim (R6). With 10 or more\n"
            "coins you must Coup.",
        [COUP_PH_CHALLENGE] =
            "A claim is on the table (R6). Challenge if you think it is a\n"
            "bluff: if they cannot show the card they lose a card; if they\n"
            "can, you lose one and they swap the card for a new one.",
        [COUP_PH_PROVE] =
            "You are challenged (R6). Show the claimed card and the\n"
            "challenger loses a card (you draw a new one), or concede and\n"
            "lose a card yourself.",
        [COUP_PH_LOSE] =
            "You lose an influence (R3): turn one of your cards face up. With\n"
            "no face-down card left you are exiled.",
        [COUP_PH_REDRAW] = "",
        [COUP_PH_BLOCK] =
            "You may block (R5): the Duke blocks Foreign Aid, the Contessa an\n"
            "assassination of you, the Captain or the Ambassador (or the\n"
            "Inquisitor) a steal from you. A block is a claim: it can be\n"
            "challenged.",
        [COUP_PH_DRAW] = "",
        [COUP_PH_KEEP] =
            "Exchange (R7): you hold your cards and those drawn from the\n"
            "Court. Keep as many as you had; the rest go back, unseen.",
        [COUP_PH_SHOW] =
            "Examine (R12): choose the card you show to the Inquisitor; only\n"
            "the two of you see it. Then they give it back or make you swap it.",
        [COUP_PH_EXAMINE] =
            "Examine (R12): give the card back, or make them return it to the\n"
            "Court and draw a new one.",
        [COUP_PH_OVER] = "",
    },
    .help_show_hand =
        "Declared Coup or Assassination (R10): show your face-down cards to\n"
        "everybody. If the named character is among them you lose it;\n"
        "otherwise the action has no effect. Then you exchange with the Court.",
    .help_keep_inquisitor =
        "Inquisitor's Exchange (R12): you hold your cards and the one drawn\n"
        "from the Court. Keep as many as you had; the rest goes back, unseen.",
    .help_keep_r10 =
        "Exchange after a declared action (R10, R7): you hold your cards and\n"
        "two from the Court. Keep as many as you had; the rest go back.",
    .rules =
        "COUP - the summary card\n"
        "Goal: be the last with influence (face-down cards). Lose both: exiled.\n"
        "Income         take 1 coin                     no block, no challenge\n"
        "Foreign Aid    take 2 coins                    blocked by Duke\n"
        "Coup           pay 7: a player loses a card    always succeeds\n"
        "Duke           Tax: take 3 coins               blocks Foreign Aid\n"
        "Assassin       pay 3: a player loses a card    blocked by Contessa\n"
        "[A]Captain        steal 2 coins from a player     blocked by Captain, Ambassador\n"
        "[I]Captain        steal 2 coins from a player     blocked by Captain, Inquisitor\n"
        "[A]Ambassador     Exchange: draw 2, return 2      blocks stealing\n"
        "[I]Inquisitor     Exchange: draw 1, return 1,     blocks stealing\n"
        "[I]               or Examine a player's card\n"
        "Contessa       -                               blocks assassination\n"
        "With 10 or more coins you must Coup. Any claim may be challenged: the\n"
        "loser of the challenge loses a card; a proven card is swapped for a new\n"
        "one.",
    .rules_more = "rules R1 ... rules R19: a section of the rules in full.",

    .ability = {
        [COUP_DUKE] = "Tax: take 3 coins. Blocks Foreign Aid.",
        [COUP_ASSASSIN] = "Assassinate: pay 3 coins, a player loses a card.",
        [COUP_CAPTAIN] = "Steal 2 coins from a player. Blocks stealing.",
        [COUP_AMBASSADOR] = "Exchange: draw 2 cards, return 2. Blocks "
                            "stealing.",
        [COUP_CONTESSA] = "Blocks an assassination of you.",
        [COUP_INQUISITOR] = "Exchange: draw 1 card, return 1; or examine a "
                            "player's card. Blocks stealing.",
    },
    .ui = {
        [COUP_UI_TAGLINE] = "Bluff and deduction, with friends",
        [COUP_UI_YOUR_NAME] = "Your name",
        [COUP_UI_CREATE_ROOM] = "Create a room",
        [COUP_UI_JOIN_ROOM] = "Join a room",
        [COUP_UI_ROOM_CODE] = "Room code",
        [COUP_UI_JOIN] = "Join",
        [COUP_UI_WATCH] = "Watch",
        [COUP_UI_OPEN_ROOMS] = "Open rooms",
        [COUP_UI_NO_OPEN_ROOMS] = "No open rooms right now.",
        [COUP_UI_RECENT_GAMES] = "Recent games",
        [COUP_UI_PLAYERS] = "Players",
        [COUP_UI_SEATS_FREE] = "{n} free",
        [COUP_UI_OPTIONS] = "Variants",
        [COUP_UI_TIMER] = "Decision timer",
        [COUP_UI_TIMER_NONE] = "None",
        [COUP_UI_SECONDS] = "{n} s",
        [COUP_UI_PUBLIC_ROOM] = "List in the lobby",
        [COUP_UI_BOT_LEVEL] = "Bots",
        [COUP_UI_ADD_BOT] = "Add a bot",
        [COUP_UI_REMOVE] = "Remove",
        [COUP_UI_START_GAME] = "Start the game",
        [COUP_UI_WAITING_HOST] = "Waiting for {A} to start the game",
        [COUP_UI_EMPTY_SEAT] = "Empty seat: a bot takes it at the start",
        [COUP_UI_SHARE] = "Invite friends: share this link",
        [COUP_UI_COPY_LINK] = "Copy link",
        [COUP_UI_COPIED] = "Copied",
        [COUP_UI_SCAN] = "Scan to join",
        [COUP_UI_HOST] = "host",
        [COUP_UI_BOT] = "bot",
        [COUP_UI_YOU] = "you",
        [COUP_UI_AWAY] = "away: a bot plays for now",
        [COUP_UI_OFFLINE] = "offline",
        [COUP_UI_SPECTATORS] = "{n} watching",
        [COUP_UI_SPECTATING] = "You are watching",
        [COUP_UI_YOUR_CARDS] = "Your cards",
        [COUP_UI_COURT] = "Court: {k} cards",
        [COUP_UI_OUT_OF_GAME] = "{k} out of the game",
        [COUP_UI_COINS] = "{n} coins",
        [COUP_UI_EXILED] = "exiled",
        [COUP_UI_WAITING_FOR] = "Waiting for {s}",
        [COUP_UI_YOUR_TURN] = "Your move",
        [COUP_UI_TURN] = "Turn {n}",
        [COUP_UI_LOG] = "Game log",
        [COUP_UI_CHAT] = "Chat",
        [COUP_UI_SEND] = "Send",
        [COUP_UI_CHAT_HINT] = "Say something",
        [COUP_UI_RULES] = "Rules",
        [COUP_UI_CLOSE] = "Close",
        [COUP_UI_LANGUAGE] = "Language",
        [COUP_UI_SOUND_ON] = "Sound on",
        [COUP_UI_SOUND_OFF] = "Sound off",
        [COUP_UI_PLAY_AGAIN] = "Play again",
        [COUP_UI_WINS] = "{A} wins!",
        [COUP_UI_YOU_WIN] = "You win!",
        [COUP_UI_LOBBY] = "Lobby",
        [COUP_UI_LEAVE] = "Leave",
        [COUP_UI_REPLAY] = "Replay",
        [COUP_UI_DOWNLOAD] = "Download the record",
        [COUP_UI_FIRST] = "First",
        [COUP_UI_PREV] = "Back",
        [COUP_UI_NEXT] = "Forward",
        [COUP_UI_LAST] = "Last",
        [COUP_UI_STEP] = "Step {n} of {m}",
        [COUP_UI_RECONNECTING] = "Connection lost: reconnecting...",
        [COUP_UI_TIME_LEFT] = "{n} s left",
        [COUP_UI_NO_GAME] = "No such game.",
        [COUP_UI_NO_ROOM] = "No room with code {s}.",
        [COUP_UI_NAME_NEEDED] = "Type a name first (1-20 characters).",
        [COUP_UI_BOT_RANDOM] = "Random",
        [COUP_UI_BOT_HONEST] = "Honest",
        [COUP_UI_BOT_HEURISTIC] = "Heuristic",
        [COUP_UI_BOT_SEARCH] = "Expert",
        [COUP_UI_LEAVE_ASK] =
            "Leave? A bot plays your seat until you come back.",
        [COUP_UI_STAY] = "Stay",
        [COUP_UI_SEAT_BACK] = "Take my seat back",
        [COUP_UI_LEFT_GAME] = "You left this game: a bot is playing your seat.",
        [COUP_UI_REPLACED] = "You now play in another tab or device.",
        [COUP_UI_USE_HERE] = "Use this tab",
        [COUP_UI_SPECTATOR] = "Spectator",
        [COUP_UI_RULES_FULL] = "The rules in full, section by section",
        [COUP_UI_GAME_OVER] = "Game over",
        [COUP_UI_WAITING_AGAIN] = "Waiting for {A} to start a new game",
        [COUP_UI_STAT_CLAIMS] = "Claims (bluffs)",
        [COUP_UI_STAT_CAUGHT] = "Caught bluffing",
        [COUP_UI_STAT_CHALLENGES] = "Challenges won / lost",
        [COUP_UI_STAT_BLOCKS] = "Blocks",
        [COUP_UI_STAT_COINS] = "Coins taken",
        [COUP_UI_STAT_CARDS] = "Cards taken from others",
        [COUP_UI_THINKING] = "thinking…",
        [COUP_UI_DECIDING] = "deciding",
        [COUP_UI_STAND_IN] = "A bot played for {A}",
        [COUP_UI_TAP_TARGET] = "Tap a glowing player, or a button below",
        [COUP_UI_WINNER] = "winner",
        [COUP_UI_PLAY_NOW] = "Play now",
        [COUP_UI_PLAY_NOW_HINT] = "A game against bots, at once",
        [COUP_UI_PLAY_FRIENDS] = "Play with friends",
        [COUP_UI_DEFAULT_NAME] = "You",
        [COUP_UI_ROOM_SETTINGS] = "Room settings",
        [COUP_UI_TWO_PLAYERS_ONLY] = "For 2 players only",
        [COUP_UI_SPECTATORS_ONE] = "1 watching",
        [COUP_UI_SEATS_FREE_ONE] = "1 free",
        [COUP_UI_JOINED_NOTICE] = "{A} joined",
        [COUP_UI_ROOM_OVER] = "This room's game is over.",
        [COUP_UI_ROOM_PLAYING] = "A game is being played in this room.",
        [COUP_UI_ROOM_WAITING] = "Waiting for players",
        [COUP_UI_ROOM_HOSTED] = "Host: {A}",
        [COUP_UI_ROOM_FULL] = "No free seat",
        [COUP_UI_LOCAL_LINK] = "This link only works on this computer.",
        [COUP_UI_LOCAL_LINK_HOW] = "To share it, open the page at the network address.",
        [COUP_UI_COINS_ONE] = "1 coin",
        [COUP_UI_BOT_BLUFFER] = "Bluffer",
        [COUP_UI_BOT_CHALLENGER] = "Challenger",
        [COUP_UI_BOT_CAUTIOUS] = "Cautious",
        [COUP_UI_BOT_MIXED] = "Mixed",
        [COUP_UI_BOT_LEVELS] = "Levels",
        [COUP_UI_BOT_STYLES] = "Personalities",
        [COUP_UI_ABOUT_RANDOM] = "Plays any legal move: good for learning the rules.",
        [COUP_UI_ABOUT_HEURISTIC] = "Counts cards and reads your claims: a fair fight.",
        [COUP_UI_ABOUT_SEARCH] = "The strongest: learns how each player plays.",
        [COUP_UI_ABOUT_HONEST] = "Never bluffs, never challenges: trust its claims.",
        [COUP_UI_ABOUT_BLUFFER] = "Claims any card it needs: call its bluffs.",
        [COUP_UI_ABOUT_CHALLENGER] = "Never bluffs, challenges every claim: bluff with care.",
        [COUP_UI_ABOUT_CAUTIOUS] = "Never bluffs, and challenges only a sure bluff.",
        [COUP_UI_ABOUT_MIXED] = "A different bot at each seat, each with its own style.",
        [COUP_UI_RESERVE] = "Reserve: {k}",
        [COUP_UI_SIGN_IN] = "Sign in",
        [COUP_UI_SIGN_UP] = "Sign up",
        [COUP_UI_SIGN_OUT] = "Sign out",
        [COUP_UI_SIGN_OUT_ALL] = "Sign out everywhere",
        [COUP_UI_SIGN_OUT_ALL_HINT] = "Every device, this one too, must sign in again",
        [COUP_UI_ACCOUNT] = "Account",
        [COUP_UI_LEADERBOARD] = "Leaderboard",
        [COUP_UI_PROFILE] = "Profile",
        [COUP_UI_SIGNED_IN_AS] = "Signed in as {A}",
        [COUP_UI_GUEST_HINT] = "Play as a guest, or sign in to keep a rating",
        [COUP_UI_ACCOUNT_NAME_HINT] = "You play under your account's name",
        [COUP_UI_ACCOUNT_NAME] = "Name",
        [COUP_UI_PASSWORD] = "Password",
        [COUP_UI_PASSWORD_AGAIN] = "Password again",
        [COUP_UI_CURRENT_PASSWORD] = "Current password",
        [COUP_UI_NEW_PASSWORD] = "New password",
        [COUP_UI_NAME_RULE] = "3-20 letters or digits; spaces, _ - . inside",
        [COUP_UI_PASSWORD_RULE] = "8 characters or more, not your name",
        [COUP_UI_PASSWORDS_DIFFER] = "The two passwords differ.",
        [COUP_UI_NO_ACCOUNT] = "No account yet?",
        [COUP_UI_HAVE_ACCOUNT] = "Already have an account?",
        [COUP_UI_CHANGE_PASSWORD] = "Change the password",
        [COUP_UI_PASSWORD_CHANGED] = "Password changed: other devices are signed out.",
        [COUP_UI_DELETE_ACCOUNT] = "Delete the account",
        [COUP_UI_DELETE_WARNING] = "This cannot be undone: name and ratings are lost.",
        [COUP_UI_DELETE_KEEPS] = "Past games stay, under a neutral name.",
        [COUP_UI_DELETE_CONFIRM] = "Your password, to confirm",
        [COUP_UI_DELETE_FOR_GOOD] = "Delete for good",
        [COUP_UI_ACCOUNT_DELETED] = "Account deleted.",
        [COUP_UI_SIGNED_OUT_DONE] = "Signed out.",
        [COUP_UI_ACCOUNT_ERROR_BAD_REQUEST] = "The request was incomplete: try again.",
        [COUP_UI_ACCOUNT_ERROR_NAME_FORM] = "A name: 3-20 letters or digits of one alphabet.",
        [COUP_UI_ACCOUNT_ERROR_PASSWORD_FORM] = "A password: 8-128 characters, not the name.",
        [COUP_UI_ACCOUNT_ERROR_NAME_TAKEN] = "That name is taken.",
        [COUP_UI_ACCOUNT_ERROR_BAD_CREDENTIALS] = "Wrong name or password.",
        [COUP_UI_ACCOUNT_ERROR_SIGNED_OUT] = "You are signed out: sign in again.",
        [COUP_UI_ACCOUNT_ERROR_TOO_MANY] = "Too many tries: wait {n} s.",
        [COUP_UI_ACCOUNT_ERROR_TOO_MANY_MIN] = "Too many tries: wait {n} min.",
        [COUP_UI_ACCOUNT_ERROR_ORIGIN] = "Refused: the request came from another site.",
        [COUP_UI_ACCOUNT_ERROR_UNAVAILABLE] = "Accounts are not available right now.",
        [COUP_UI_ACCOUNT_ERROR_NETWORK] = "No answer from the server: try again.",
        [COUP_UI_NO_PLAYER] = "No such player.",
        [COUP_UI_LOADING] = "Loading…",
        [COUP_UI_PLAYER_SINCE] = "Playing since {s}",
        [COUP_UI_FAMILY_BASE] = "Base game",
        [COUP_UI_FAMILY_INQUISITOR] = "Inquisitor",
        [COUP_UI_FAMILY_REFORMATION] = "Reformation",
        [COUP_UI_RATING] = "Rating",
        [COUP_UI_RATED_GAMES] = "{n} rated games",
        [COUP_UI_RATED_GAMES_ONE] = "1 rated game",
        [COUP_UI_BOARD_PLACE] = "#{n} on the leaderboard",
        [COUP_UI_NOT_RANKED] = "Not on the leaderboard yet",
        [COUP_UI_RATING_HISTORY] = "Rating history",
        [COUP_UI_PLOT_POINT] = "Game #{n}: {m}",
        [COUP_UI_GAMES_PLAYED] = "Games played",
        [COUP_UI_GAMES_WON] = "Games won",
        [COUP_UI_WIN_RATE] = "Win rate",
        [COUP_UI_STREAK_NOW] = "Current streak",
        [COUP_UI_STREAK_WINS] = "{n} wins",
        [COUP_UI_STREAK_WINS_ONE] = "1 win",
        [COUP_UI_STREAK_LOSSES] = "{n} losses",
        [COUP_UI_STREAK_LOSSES_ONE] = "1 loss",
        [COUP_UI_BEST_STREAK] = "Longest winning streak",
        [COUP_UI_WORST_STREAK] = "Longest losing streak",
        [COUP_UI_FASTEST_WIN] = "Fastest win",
        [COUP_UI_TURNS] = "{n} turns",
        [COUP_UI_TURNS_ONE] = "1 turn",
        [COUP_UI_FIGURES] = "Figures",
        [COUP_UI_FIG_CLAIMS] = "Claims",
        [COUP_UI_FIG_BLUFFS] = "Bluffs",
        [COUP_UI_FIG_CHALLENGES] = "Challenges made",
        [COUP_UI_FIG_CHALLENGES_WON] = "Challenges won",
        [COUP_UI_FIG_CARDS_LOST] = "Cards lost",
        [COUP_UI_FIG_COINS_INCOME] = "Coins from Income",
        [COUP_UI_FIG_COINS_AID] = "Coins from Foreign Aid",
        [COUP_UI_FIG_COINS_TAX] = "Coins from Tax",
        [COUP_UI_FIG_COINS_STEAL] = "Coins stolen",
        [COUP_UI_FIG_COINS_EMBEZZLE] = "Coins embezzled",
        [COUP_UI_FIG_STEALS] = "Steals",
        [COUP_UI_FIG_ACTIONS] = "Turns played",
        [COUP_UI_CLAIMS_BY_CARD] = "Claims per character",
        [COUP_UI_ACHIEVEMENTS] = "Achievements",
        [COUP_UI_ACH_NO_BLUFF] = "No bluff",
        [COUP_UI_ACH_NO_BLUFF_ABOUT] = "Won without a single bluff",
        [COUP_UI_ACH_COMEBACK] = "Comeback",
        [COUP_UI_ACH_COMEBACK_ABOUT] = "Won after losing the first card",
        [COUP_UI_ACH_UNTOUCHED] = "Untouched",
        [COUP_UI_ACH_UNTOUCHED_ABOUT] = "Won without losing a card",
        [COUP_UI_ACH_BLUFF_MASTER] = "Bluff master",
        [COUP_UI_ACH_BLUFF_MASTER_ABOUT] = "Won with 3 bluffs or more, none caught",
        [COUP_UI_ACH_SHARP_EYE] = "Sharp eye",
        [COUP_UI_ACH_SHARP_EYE_ABOUT] = "Won after winning 3 challenges or more",
        [COUP_UI_HEAD_TO_HEAD] = "Head to head",
        [COUP_UI_OPPONENT] = "Opponent",
        [COUP_UI_COL_GAMES] = "Games",
        [COUP_UI_FINISHED_AHEAD] = "Ahead",
        [COUP_UI_FINISHED_BEHIND] = "Behind",
        [COUP_UI_PLACE_OF] = "Place {n} of {m}",
        [COUP_UI_RATED] = "Rated",
        [COUP_UI_UNRATED] = "Unrated",
        [COUP_UI_NO_GAMES_YET] = "No games yet.",
        [COUP_UI_COL_PLACE] = "Place",
        [COUP_UI_COL_PLAYER] = "Player",
        [COUP_UI_PAGE_OF] = "Page {n} of {m}",
        [COUP_UI_PAGE_PREV] = "Previous",
        [COUP_UI_PAGE_NEXT] = "Next",
        [COUP_UI_YOUR_PLACE] = "Your place: {n}",
        [COUP_UI_RANKED_AFTER] = "Ranked after {n} rated games",
        [COUP_UI_BOARD_EMPTY] = "No one is ranked yet.",
        [COUP_UI_HINTS] = "Hints",
        [COUP_UI_HINTS_ABOUT] =
            "Ask the Expert bot for a move. Such games are unrated.",
        [COUP_UI_HINT] = "Hint",
        [COUP_UI_PLAY_AS_GUEST] = "Play as a guest",
        [COUP_UI_ANALYSE] = "Analyse",
        [COUP_UI_ANALYSIS] = "Analysis",
        [COUP_UI_ANALYSIS_ABOUT] =
            "The Expert bot judges each move by what its player saw",
        [COUP_UI_ANALYSING] = "Analysing… {n} of {m} decisions",
        [COUP_UI_ANALYSIS_STARTING] = "Analysing…",
        [COUP_UI_ANALYSIS_QUEUED] =
            "Waiting to start: number {n} in the queue",
        [COUP_UI_ANALYSIS_STOPPED] =
            "The analysis stopped: press Analyse again.",
        [COUP_UI_ANALYSIS_BUSY] = "The server is busy: try again in a minute.",
        [COUP_UI_ANALYSIS_ONE] =
            "One analysis at a time: wait for the other to end.",
        [COUP_UI_ANALYSIS_OFF] = "This server does not analyse games.",
        [COUP_UI_ANALYSIS_FAILED] = "This game could not be analysed.",
        [COUP_UI_ACCURACY] = "Accuracy",
        [COUP_UI_MARK_INACCURACY] = "Inaccuracy",
        [COUP_UI_MARK_MISTAKE] = "Mistake",
        [COUP_UI_MARK_BLUNDER] = "Blunder",
        [COUP_UI_CLAIMS_READ] = "Claims read right",
        [COUP_UI_N_OF_M] = "{n} of {m}",
        [COUP_UI_PERCENT] = "{n}%",
        [COUP_UI_WIN_ODDS] = "Odds of winning, move by move",
        [COUP_UI_MARKS_HOW] = "Select a marked line of the log to see why.",
        [COUP_UI_CLAIM_TRUE] = "The claim was true.",
        [COUP_UI_CLAIM_BLUFF] = "The claim was a bluff.",
        [COUP_UI_CLAIM_ODDS] =
            "From what {A} could see, the odds it was true: {n}%",
        [COUP_UI_LEARN] =
            "Learn to play",
        [COUP_UI_LEARN_HINT] =
            "A guided first game against two bots",
        [COUP_UI_LEARN_CONTINUE] =
            "Continue the tutorial",
        [COUP_UI_TUTORIAL] =
            "Tutorial",
        [COUP_UI_TUT_NEXT] =
            "Next",
        [COUP_UI_TUT_SKIP] =
            "Skip this step",
        [COUP_UI_TUT_LEAVE] =
            "Leave the tutorial",
        [COUP_UI_TUT_RESTART] =
            "Start over",
        [COUP_UI_TUT_PROGRESS] =
            "Step {n} of {m}",
        [COUP_UI_TUT_WRONG] =
            "Not this one: the lesson asks for the glowing button.",
    },
    .hint_move = "Hint: {s} (your odds of winning with it: about {m}%).",
    .hint_claim =
        "{A} holds the {c} in {m}% of the hands that fit what you have seen.",
    .hint_claim_none =
        "{A} holds no {c} in {m}% of the hands that fit what you have seen.",
    .time_up = "Time is up for {A}: the default move is played.",
    /* The server's refusals (docs/web-protocol.md, `error`). */
    .err_not_in_room = "You are not in a room: join or create one first.",
    .err_not_host = "Only the host of the room can do this.",
    .err_lobby_only = "The game has already started: this can only be done "
                      "before the start.",
    .err_elsewhere = "You are already in room {s}: leave it first.",
    .err_rooms_full = "The server has all the rooms it can hold: try again "
                      "later.",
    .err_server_busy = "The server could not do this just now: try again.",
    .err_no_room = "There is no room with the code {s}.",
    .err_room_started = "The game in room {s} has already started: you can "
                        "watch it.",
    .err_room_full = "Room {s} has no free seat.",
    .err_full_for_bot = "Every seat is taken: there is no seat for a bot.",
    .err_name_taken = "Someone in this room is already called {s}: choose "
                      "another name.",
    .err_bad_token = "You no longer have a seat in room {s}.",
    .err_draft_players = "The two-player variant (R11) needs exactly 2 "
                         "players.",
    .err_seat_taken = "{A} is in seat {m}: remove them before making the "
                      "room smaller.",
    .err_seat_free = "Seat {m} is already free.",
    .err_remove_self = "You cannot remove yourself: use Leave instead.",
    .err_not_over = "The game is not over yet.",
    .err_spectator = "You are watching: spectators do not play.",
    .err_no_game = "No game is being played in this room.",
    .err_stale = "The game has moved on: choose again.",
    .err_answered_first = "{A} answered first.",
    .err_hints_off =
        "Hints are off in this room: the host can turn them on before the game starts.",
    .err_hints_bots =
        "Hints are for games against bots: there is no bot at this table.",
    .err_not_your_turn = "It is not your turn: waiting for {s}.",
    .err_illegal = "That move is not allowed now ({s}): choose one of the "
                   "moves offered.",
    .err_illegal_plain = "That move is not allowed now: choose one of the "
                         "moves offered.",
    .err_bot_choosing = "Wait a moment: the bot playing for you is still "
                        "choosing.",
    .err_flood = "You are sending more than {m} messages a second: slow "
                 "down.",
    .err_flood_address = "Your network address ({s}) is sending more than "
                         "{m} messages a second: slow down.",
    .err_flood_closed = "Too many of your messages were refused: the "
                        "connection is closed.",
    .err_server_full = "The server is full: try again later.",
    .err_too_many_conns = "Your network address ({s}) already has {m} "
                          "connections open: close a tab first.",
    .err_too_big = "This message is too long for the server.",
    .err_unreadable = "The server could not read this message.",
    .err_field = "The '{s}' of this message is missing or not valid.",
    .err_version = "This page is older than the server: reload it.",
    .err_code = "That is not a room code: a code is 4 letters, none of "
                "them A, E, I, O, U or Y.",
    .err_name_empty = "Type a name first.",
    .err_name_long = "A name is {m} characters at most.",
    .err_name_invisible = "A name cannot hold control or invisible "
                          "characters.",
    .err_chat_empty = "Type something to send.",
    .err_chat_long = "A chat message is {m} characters at most.",
    .faction = {"Loyalist", "Reformist"},
    .factions_line = "Loyalists: {s}. Reformists: {t}.",
    .reserve_line = "Treasury Reserve: {n}.",
    .convert_self = "{A} pays 1 coin into the Treasury Reserve and turns "
                    "{x}.",
    .convert_other = "{A} pays 2 coins into the Treasury Reserve: {t} turns "
                     "{x}.",
    .embezzle = "{A} claims not to hold {c} and embezzles the Treasury "
                "Reserve ({n}).",
    .prove_hand = "{A} shows {c}, no {d}: the cards go back to the Court and "
                  "{a} draws new ones.",
    .concede_hand = "{A} does not prove they hold no {c}.",
    .tm_challenge_none = "{a} to challenge or pass on {t}'s claim of no {c}",
    .help_action_reformation =
        "Your turn (R4, R16-R18): choose one action. Income, Foreign Aid,\n"
        "Coup and Conversion need no character; Tax (Duke), Assassinate\n"
        "(Assassin), Steal (Captain) and Exchange (Ambassador/Inquisitor)\n"
        "claim one, and Embezzlement claims you hold no Duke: you may bluff.\n"
        "Anyone may challenge a claim (R6). While both factions live, aim\n"
        "only at the other faction (R16). With 10 or more coins you must Coup.",
    .help_challenge_embezzle =
        "An Embezzlement is on the table (R18): they claim to hold no Duke.\n"
        "Challenge if you think they hold one: if they do, they lose a card;\n"
        "if they show a hand without a Duke, you lose one.",
    .help_prove_embezzle =
        "Your Embezzlement is challenged (R18). Show your whole hand, without\n"
        "a Duke, and the challenger loses a card (your cards go back and you\n"
        "draw new ones), or concede and lose a card yourself.",
    .tm_challenge_all_none =
        "{s} to challenge or pass on {t}'s claim of no {c}",
    .tm_prove_hand = "{a} to show their cards (no {c}) or concede",
    .pr_embezzle = "{A} claims not to hold {c}, to take the Treasury Reserve "
                   "({n}).",
    .pr_challenge_none = "Challenge? If {a} holds {c}, {a} loses a card; if "
                         "not, you lose one.",
    .pr_prove_hand = "{A} challenges your claim of holding no {c}. Show your "
                     "cards ({d}) to everyone and {a} loses a card (yours go "
                     "back and you draw new ones), or concede and lose a "
                     "card yourself.",
    .pr_prove_hand_cannot = "{A} challenges your claim of holding no {c}, "
                            "and you hold {c}: you lose a card.",
    .pr_lose_hand = "{A} showed their cards, without {c}: you lost your "
                    "challenge. Choose the card you lose.",
    .pr_lose_embezzle = "You did not prove you hold no {c} when {a} "
                        "challenged. Choose the card you lose.",
    .m_convert_self = "Convert yourself: turn {x} (1 coin)",
    .m_convert = "Convert {t}: turn them {x} (2 coins)",
    .m_embezzle = "Embezzle {n}: claim no {c}",
    .m_prove_hand = "Show {c} (no {d}): the challenger loses a card",
    .m_concede_hand = "Do not show your cards: lose a card",
    .setup_reformation = "Reformation: factions, Conversion, Embezzlement "
                         "(R16-R19)",
    .err_chat_invisible = "A chat message cannot hold control or invisible "
                          "characters.",
    .comma = ", ",
    .an_intro = "Each decision is judged by the search at {m} iterations, "
                "from what its seat could see then.",
    .an_legend = "Marks: ?! inaccuracy (it lost {s} of the odds of winning "
                 "or more), ? mistake ({t}), ?? blunder ({x}); a loss is "
                 "marked only when it is more than twice its error.",
    .an_mark = {"Inaccuracy", "Mistake", "Blunder"},
    .an_better = "{s}: “{c}” was better ({x} to win, against {d}).",
    .an_claim_true = "The claim was true: {A} held {c}. From what {t} could "
                     "see, the odds were {x}.",
    .an_claim_bluff = "The claim was a bluff: {A} did not hold {c}. From "
                      "what {t} could see, the odds it was true were {x}.",
    .an_none_true = "The claim was true: {A} held no {c}. From what {t} "
                    "could see, the odds were {x}.",
    .an_none_bluff = "The claim was a bluff: {A} held {c}. From what {t} "
                     "could see, the odds it was true were {x}.",
    .an_percent = "{s}%",
    .an_point = ".",
    .an_summary = "How each seat played:",
    .an_seat = "{A}: accuracy {x}, decisions judged: {s}.",
    .an_counts = "Inaccuracies: {s}, mistakes: {t}, blunders: {x}; mean "
                 "loss: {d}.",
    .an_challenges = "Claims it could challenge: {x}; read right (a bluff "
                     "challenged, a true claim let pass): {s}.",
    .an_no_decision = "{A}: no decision to judge.",
    .lesson = {
        [COUP_LESSON_INTRO] =
            "Welcome to Coup. Each player has two face-down cards, their "
            "influence, and 2 coins. Lose both cards and you are out; the "
            "last player left wins. Yours are below: a Duke and an "
            "Ambassador.",
        [COUP_LESSON_INCOME] =
            "Your turn. Income takes 1 coin, and nobody can stop it. Take "
            "Income.",
        [COUP_LESSON_BLOCK] =
            "Ada takes Foreign Aid: 2 coins. A Duke blocks Foreign Aid, and "
            "you hold one: block with the Duke.",
        [COUP_LESSON_CHALLENGE] =
            "Bram claims the Duke to take 3 coins of Tax. Anyone may claim "
            "any character, held or not. Challenge him: whoever is wrong "
            "loses a card.",
        [COUP_LESSON_EXCHANGE] =
            "Bram had no Duke: he turned a card face up and took nothing. "
            "Your turn: claim the Ambassador to Exchange, and draw two cards "
            "from the Court.",
        [COUP_LESSON_KEEP] =
            "Keep two of these four: the Duke and the Contessa. The rest go "
            "back to the Court, and nobody sees which you kept.",
        [COUP_LESSON_LET_PASS] =
            "Ada claims the Duke. If she holds it, a challenge costs you a "
            "card. Let this one pass.",
        [COUP_LESSON_TAX] =
            "Your turn. Tax: claim the Duke and take 3 coins. This time the "
            "claim is true.",
        [COUP_LESSON_PROVE] =
            "Bram challenges your Duke. Show it: he loses his last card and "
            "is out. Your Duke goes back to the Court, and you draw a new "
            "card.",
        [COUP_LESSON_ASSASSINATE] =
            "Ada claims the Assassin and pays 3 coins to make you lose a "
            "card. There is a better answer than a challenge: let the claim "
            "pass.",
        [COUP_LESSON_BLOCK_ASSASSIN] =
            "The Contessa blocks an assassination, and you hold her: block "
            "with the Contessa.",
        [COUP_LESSON_FOREIGN_AID] =
            "Your turn. Foreign Aid takes 2 coins and claims no character, "
            "but any Duke may block it. Take Foreign Aid.",
        [COUP_LESSON_CHALLENGE_LOST] =
            "Ada blocks with the Duke. Does she hold it? Challenge, and see "
            "what a lost challenge costs.",
        [COUP_LESSON_LOSE] =
            "She held it: you lose the challenge, and an influence. Choose "
            "the card to turn face up, and keep your Duke: it brings coins.",
        [COUP_LESSON_TAX_AGAIN] =
            "Ada showed her Duke, so it went back to the Court and she drew a "
            "new card. Take Tax again.",
        [COUP_LESSON_FOREIGN_AID_AGAIN] =
            "Take Foreign Aid again: Ada may block it, or let it pass.",
        [COUP_LESSON_MUST_COUP] =
            "You have 11 coins. At 10 or more, a Coup is the only action you "
            "have. It costs 7, and nobody can block or challenge it: Ada "
            "loses a card.",
        [COUP_LESSON_TAX_LAST] =
            "Ada has one card left. A Coup costs 7: take Tax to have them.",
        [COUP_LESSON_COUP] =
            "Launch a Coup against Ada: her last card goes, and the game is "
            "yours.",
        [COUP_LESSON_WON] =
            "You won! You know the moves of the game now. Bluff when it pays, "
            "challenge when the odds say so: now play a game against bots.",
    },
};

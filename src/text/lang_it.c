/*
 * lang_it.c - Italian, the words of the Italian rulebook (Duca, Tesoreria,
 * mazzo della Corte, gettoni). The moves and commands may be typed in
 * Italian (.word) or in English.
 */
#include <coup/text.h>

const coup_lang coup_lang_it = {
    .code = "it",
    .name = "Italiano",

    .card = {"Duca", "Assassino", "Capitano", "Ambasciatore", "Contessa",
             "Inquisitore"},
    .coin = "gettone",
    .coins = "gettoni",
    .card1 = "carta",
    .cards = "carte",
    .and_ = " e ",
    .and_i = " e ",
    .both = {"entrambi i Duchi", "entrambi gli Assassini",
             "entrambi i Capitani", "entrambi gli Ambasciatori",
             "entrambe le Contesse", "entrambi gli Inquisitori"},
    .seat = "posto",
    .seat_up = "Posto",
    /* With their article: "blocca l'Aiuto Estero", "il furto fallisce". */
    .action = {"l'azione", "il Reddito", "l'Aiuto Estero", "le Tasse",
               "lo Scambio", "il Colpo di Stato", "l'assassinio", "il furto",
               "l'esame"},

    .start = "Il sorteggio assegna a {a} il primo turno della partita.",
    .pick = "{A} tiene la carta {c} del proprio mazzetto; le altre carte "
            "del mazzetto escono dal gioco.",
    .pick_hidden = "{A} tiene una carta del proprio mazzetto; le altre carte "
                   "del mazzetto escono dal gioco.",
    .dealt = "{A} riceve la carta {c}.",
    .dealt_hidden = "{A} riceve una carta.",
    .draws = "{A} pesca la carta {c}.",
    .draws_hidden = "{A} pesca una carta.",
    .income = "{A} prende il Reddito (ora ha {n}).",
    .foreign_aid = "{A} chiede l'Aiuto Estero.",
    .tax = "{A} dichiara {c} e riscuote le Tasse.",
    .exchange = "{A} dichiara {c} e fa uno Scambio con la Corte.",
    .coup = "{A} paga 7 gettoni e lancia un Colpo di Stato contro {t}.",
    .coup_named = "{A} paga 7 gettoni e lancia un Colpo di Stato contro {t} "
                  "(carta nominata: {d}).",
    .assassinate = "{A} dichiara {c} e paga 3 gettoni per assassinare {t}.",
    .assassinate_named = "{A} dichiara {c} e paga 3 gettoni per assassinare "
                         "{t} (carta nominata: {d}).",
    .steal = "{A} dichiara {c} per rubare a {t}.",
    .examine = "{A} dichiara {c} per esaminare {t}.",
    .challenge = "{A} lancia una sfida.",
    .no_challenge = "{A} non sfida.",
    .prove = "{A} mostra la carta {c}, la rimette nel mazzo della Corte e "
             "pesca una nuova carta.",
    .concede_has = "{A} rinuncia a mostrare la carta {c} e perde la sfida.",
    .cannot_prove = "{A} non può mostrare la carta {c}.",
    .does_not_prove = "{A} non mostra la carta {c}.",
    .lose = "{A} perde la carta {c}.",
    .block = "{A} dichiara {c} e blocca {x}.",
    .no_block = "{A} non blocca.",
    .keep = "{A} tiene {c}.",
    .keep_returns = "{A} tiene {c} e rimette {d} nel mazzo della Corte.",
    .keep_hidden = "{A} tiene {k} e rimette il resto nel mazzo della Corte.",
    .show_examine = "{A} mostra la carta {c} a {t}.",
    .show_examine_hidden = "{A} mostra una carta a {t}.",
    .reveal = "{A} rivela {c}.",
    .giveback = "{A} restituisce la carta {c} a {t}.",
    .giveback_hidden = "{A} restituisce la carta a {t}.",
    .swap = "{A} obbliga {t} a rimettere la carta {c} nel mazzo della Corte "
            "e a pescarne una nuova.",
    .swap_hidden = "{A} obbliga {t} a rimettere la carta nel mazzo della "
                   "Corte e a pescarne una nuova.",
    .illegal = "{A} gioca '{s}', mossa non consentita qui.",

    .not_held = "{A} non ha la carta {c}: {x} non ha effetto.",
    .block_stands = "Il blocco regge: {x} fallisce.",
    .exiled = "{A} va in esilio.",
    .duel_start = "{A} inizia con {n} (R11: due giocatori).",
    .steal_takes = "{A} ruba {n} a {t} (ora ha {N}).",
    .refund = "{A} riprende i 3 gettoni (ora ha {N}).",
    .gains = "{A} riceve {n} (ora ha {N}).",
    .loses_coins = "{A} perde {n} (ora ha {N}).",
    .to_treasury1 = "{A} rimette {n} nella Tesoreria.",
    .to_treasury = "{A} rimette {n} nella Tesoreria.",
    .r10_exchange = "{A} fa uno Scambio con la Corte (R10).",
    .wins = "{A} vince la partita.",

    .tm_over = "nessuno: ha vinto {a}",
    .tm_start = "il caso deve sorteggiare il posto iniziale",
    .tm_deal = "il caso deve dare una carta a {a}",
    .tm_redraw = "il caso deve pescare una nuova carta per {a}",
    .tm_draw = "il caso deve pescare una carta per lo Scambio di {a}",
    .tm_pick = "{a} deve scegliere quale carta tenere del proprio mazzetto "
               "(R11)",
    .tm_action = "{a} deve scegliere un'azione",
    .tm_challenge = "{a} deve decidere se sfidare {t}, che dichiara {c}",
    .tm_prove = "{a} deve mostrare la carta {c} o rinunciare a mostrarla",
    .tm_lose = "{a} deve scegliere l'influenza da perdere",
    .tm_block = "{a} deve decidere se bloccare {x} da parte di {t}",
    .tm_keep = "{a} deve scegliere le carte da tenere",
    .tm_show_examine = "{a} deve mostrare una carta a {t}",
    .tm_show_hand = "{a} deve mostrare a tutti le proprie carte coperte (R10)",
    .tm_examine = "{a} deve restituire la carta di {t} o fargliela cambiare",
    .tm_challenge_all =
        "{s} devono decidere se sfidare {t}, che dichiara {c}",
    .tm_block_all =
        "{s} devono decidere se bloccare {x} da parte di {t}",

    /* What the seat deciding is asked (coup_narrate_prompt). */
    .or_ = " o ",
    .pr_action = "Tocca a te: hai {n}. Scegli un'azione.",
    .pr_action_coup = "Hai {n}: con 10 o più devi lanciare un Colpo di Stato "
                      "(R4). Scegli contro chi.",
    .pr_tax = "{A} dichiara {c} per riscuotere le Tasse (3 gettoni).",
    .pr_exchange = "{A} dichiara {c} per fare uno Scambio con la Corte.",
    .pr_steal = "{A} dichiara {c} per rubare a {t}.",
    .pr_steal_you = "{A} dichiara {c} per derubarti.",
    .pr_assassinate = "{A} dichiara {c} per assassinare {t}.",
    .pr_assassinate_you = "{A} dichiara {c} per assassinarti.",
    .pr_examine = "{A} dichiara {c} per esaminare una carta di {t}.",
    .pr_examine_you = "{A} dichiara {c} per esaminare una delle tue carte.",
    .pr_block_claim = "{A} dichiara {c} per bloccare {x} di {t}.",
    .pr_block_claim_you = "{A} dichiara {c} per bloccare la tua azione ({x}).",
    .pr_challenge = "Lo sfidi? Se {a} non può mostrare {c}, {a} perde una "
                    "carta; se può, la perdi tu.",
    .pr_block_aid = "{A} chiede l'Aiuto Estero (2 gettoni). Lo blocchi "
                    "dichiarando {c}?",
    .pr_block_steal = "{A} dichiara {d} per rubarti {n}. Lo blocchi "
                      "dichiarando {c}?",
    .pr_block_kill = "{A} dichiara {d} per assassinarti: perdi una carta, a "
                     "meno che tu non lo blocchi dichiarando {c}.",
    .pr_block_kill_named = "{A} dichiara {d} per assassinarti, nominando {s}: "
                           "se hai {s} la perdi, a meno che tu non lo blocchi "
                           "dichiarando {c}.",
    .pr_block_risk = "Un blocco è una dichiarazione: se viene sfidato e non "
                     "puoi mostrare la carta, perdi una carta e {x} va a "
                     "segno.",
    .pr_block_risk_kill = "Se il tuo blocco viene sfidato e non puoi mostrare "
                          "{c}, perdi entrambe le carte.",
    .pr_prove = "{A} sfida la tua dichiarazione di {c}. Mostra {c} e {a} "
                "perde una carta (tu ne peschi una nuova), oppure rinuncia e "
                "perdi tu una carta.",
    .pr_prove_cannot = "{A} sfida la tua dichiarazione di {c}, e non hai {c}: "
                       "perdi una carta.",
    .pr_lose_challenger = "{A} ha mostrato {c}: hai perso la sfida. Scegli la "
                          "carta da perdere.",
    .pr_lose_claimant = "Non hai mostrato {c} quando {a} ti ha sfidato. "
                        "Scegli la carta da perdere.",
    .pr_lose_coup = "{A} ha lanciato un Colpo di Stato contro di te. Scegli "
                    "la carta da perdere.",
    .pr_lose_kill = "{A} ti ha assassinato. Scegli la carta da perdere.",
    .pr_lose = "Scegli la carta da perdere.",
    .pr_last = "È la tua ultima carta: esci dalla partita.",
    .pr_keep = "Hai pescato {c}. Tieni {k} tra {d}; le altre tornano nella "
               "Corte.",
    .pr_keep_r10 = "Tutti hanno visto le tue carte (R10): questo Scambio le "
                   "nasconde di nuovo.",
    .pr_show_examine = "{A} ti esamina (dichiarando {c}): scegli la carta da "
                       "mostrare. Solo {a} la vede, e può fartela cambiare "
                       "con una nuova.",
    .pr_show_hand = "{A} ha nominato {d}: mostra a tutti le tue carte coperte "
                    "(R10). Se hai {d}, la perdi.",
    .pr_examine_choice = "{T} ti ha mostrato {c}. Gliela restituisci, o fai "
                         "che {t} la rimetta nella Corte e peschi una carta "
                         "nuova?",
    .pr_pick = "Scegli la carta che tieni del tuo mazzetto: le altre escono "
               "dal gioco (R11).",

    .m_income = "Reddito: prendi 1 gettone",
    .m_foreign_aid = "Aiuto Estero: prendi 2 gettoni",
    .m_tax = "Tasse: dichiara Duca, prendi 3 gettoni",
    .m_exchange = "Scambio: dichiara {c}",
    .m_coup = "Colpo di Stato contro {t} (7 gettoni)",
    .m_coup_named = "Colpo di Stato a {t} (carta nominata: {d}; 7 gettoni)",
    .m_assassinate = "Assassina {t}: dichiara Assassino (3 gettoni)",
    .m_assassinate_named = "Assassina {t}: dichiara Assassino (carta "
                           "nominata: {d}; 3 gettoni)",
    .m_steal = "Ruba a {t}: dichiara Capitano",
    .m_examine = "Esamina {t}: dichiara Inquisitore",
    .m_pass_challenge = "Lascia correre",
    .m_challenge = "Sfida",
    .m_pass_block = "Non bloccare",
    .m_block = "Blocca: dichiara {c}",
    .m_prove = "Mostra {c}: lo sfidante perde una carta",
    .m_concede = "Rinuncia a mostrarla: perdi una carta",
    .m_lose = "Perdi {c}",
    .m_keep = "Tieni {c}",
    .m_show = "Mostra {c}",
    .m_pick = "Tieni {c}",
    .m_giveback = "Restituisci {c}",
    .m_swap = "Fai cambiare {c} con una carta nuova",

    .title = "Coup - turno {m}",
    .col_name = "Nome",
    .col_coins = "Gettoni",
    .col_cards = "Carte",
    .you = "(tu)",
    .exiled_mark = "in esilio",
    .court_line = "Mazzo della Corte: {k}.",
    .out_line = "Fuori dal gioco (R11): {k}.",
    .shown_to_you = "Ti hanno mostrato: {c}.",
    .happened = "Cos'è successo:",
    .hint = "Scrivi un numero o una mossa; help, log, rules, quit.",
    .prompt = "> ",
    .back = "Indietro",

    .bad_number = "La scelta {s} non esiste: scrivi un numero da 1 a {m}.",
    .bad_word = "'{s}' non è né una scelta né una mossa. Scrivi help.",
    .bad_move = "'{s}': mossa non consentita ora; scegli una delle opzioni.",

    .pass_keyboard = "Passa la tastiera a {A}. Tutti gli altri, guardate "
                     "altrove.",
    .press_enter = "{A}: premi Invio quando ci sei.",
    .game_over = "Partita finita: vince {A}.",
    .saved = "Registro della partita salvato in {s}.",
    .replay_hint = "Per rivederla: coup replay {s}",
    .interrupted = "La partita è stata interrotta prima della fine.",
    .save_failed = "Impossibile salvare il registro della partita: {s}.",
    .bye = "Arrivederci.",

    .setup_title = "Coup: nuova partita",
    .setup_players = "Giocatori: {m}",
    .setup_humans = "Posti dei giocatori umani: {s}",
    .setup_bots = "Bot: {s}",
    .setup_option = {"Inquisitore al posto dell'Ambasciatore (R12)",
                     "Variante per due giocatori (R11)",
                     "Colpo di Stato dichiarato (R10)",
                     "Assassinio dichiarato (R10)"},
    .setup_first = "Chi inizia: {s}",
    .setup_random = "a sorte",
    .setup_ask_first = "Quale posto inizia (da 0 a {m}), o r per sorteggiare?",
    .setup_lang = "Lingua: {s}",
    .setup_on = "sì",
    .setup_off = "no",
    .setup_start = "Premi Invio per iniziare, un numero per cambiare, q per "
                   "uscire.",
    .setup_ask_players = "Quanti giocatori (2-10)?",
    .setup_ask_humans = "Quali posti hanno giocatori umani (da 0 a {m}, es. 0 "
                        "o 0,2)?",
    .setup_ask_bots = "Quali bot ({s}), separati da virgole?",
    .setup_draft_two = "La variante per due giocatori vale solo in due.",
    .setup_none = "nessuno",

    .bad_seats = "i posti sono numeri da 0 a {m}, separati da virgole, "
                 "ciascuno una volta sola, non '{s}'",
    .bad_bots = "'{s}' non è un elenco di bot (es. heuristic,random)",
    .bad_players = "il numero di giocatori va da 2 a 10, non '{s}'",
    .bad_first = "il posto di chi inizia va da 0 a {m}, oppure r, non '{s}'",
    .rules_unknown = "nessuna sezione delle regole '{s}': scrivi regole R1 ... "
                     "regole R19, o una parola come regole sfida",
    .too_small = "Lo schermo è più piccolo di {s}: alcune righe possono "
                 "andare a capo.",

    .word = {"reddito", "aiuto estero|aiuti esteri", "tasse|riscuoti",
             "scambio|scambia", "colpo di stato|colpo", "assassina|assassinio",
             "ruba|furto", "esamina", "passa|lascia correre|non bloccare",
             "sfida|sfido", "blocca|blocco", "dimostra|prova",
             "rinuncia|cedi", "perdi", "tieni", "mostra", "restituisci",
             "cambia|fai cambiare", "scegli", "aiuto", "regole", "registro",
             "esci", "indietro"},
    .topic = {"", "componenti carte", "preparazione inizio",
              "influenza esilio", "turno azioni azione reddito tasse",
              "ordine risoluzione blocco blocchi bloccare",
              "sfida sfide sfidare", "scambio ambasciatore",
              "mazzo corte mescolare", "informazione informazioni",
              "dichiarato dichiarata dichiarazione", "due duello",
              "inquisitore esaminare esame", "sette otto nove dieci",
              "esempio", "casi dubbi",
              "riforma fazioni fazione lealista riformista",
              "conversione convertire riserva ospizio",
              "appropriazione appropriarsi", "riforma-mazzo"},

    .help_commands =
        "Scrivi il numero di una scelta, oppure una mossa in italiano o in\n"
        "inglese (reddito, ruba 1, blocca capitano, sfida, passa, perdi duca,\n"
        "tieni duca contessa; steal 1, challenge, pass). aiuto (help): questo\n"
        "testo. registro (log): la partita finora. regole (rules): la carta\n"
        "riassuntiva; regole R6 o regole sfida: una sezione delle regole.\n"
        "esci (quit): fine; il registro della partita è salvato.",
    .help = {
        [COUP_PH_START] = "",
        [COUP_PH_PICK] =
            "Variante per due (R11): tieni una carta del tuo mazzetto; le altre\n"
            "quattro escono dal gioco senza essere viste. Poi ricevi un'altra carta.",
        [COUP_PH_DEAL] = "",
        [COUP_PH_ACTION] =
            "Il tuo turno (R4): scegli un'azione. Reddito, Aiuto Estero e Colpo di\n"
            "Stato non richiedono personaggi; Tasse (Duca), Assassinare (Assassino),\n"
            "Rubare (Capitano) e Scambio (Ambasciatore/Inquisitore) ne dichiarano\n"
            "uno: puoi mentire. Chiunque può sfidare una dichiarazione (R6). Con 10\n"
            "gettoni o più devi lanciare un Colpo di Stato.",
        [COUP_PH_CHALLENGE] =
            "C'è una dichiarazione in gioco (R6). Sfida se pensi che sia un bluff:\n"
            "se non può mostrare la carta, perde una carta; se può, perdi tu una\n"
            "carta e la carta mostrata viene cambiata con una nuova.",
        [COUP_PH_PROVE] =
            "La tua dichiarazione è sfidata (R6). Mostra la carta dichiarata e lo\n"
            "sfidante perde una carta (tu ne peschi una nuova), oppure rinuncia a\n"
            "mostrarla e perdi tu una carta.",
        [COUP_PH_LOSE] =
            "Perdi un'influenza (R3): gira a faccia in su una delle tue carte.\n"
            "Senza più carte a faccia in giù vai in esilio.",
        [COUP_PH_REDRAW] = "",
        [COUP_PH_BLOCK] =
            "Puoi bloccare (R5): il Duca blocca l'Aiuto Estero, la Contessa un\n"
            "assassinio contro di te, il Capitano o l'Ambasciatore (o l'Inquisitore)\n"
            "un furto ai tuoi danni. Un blocco è una dichiarazione: può essere\n"
            "sfidato.",
        [COUP_PH_DRAW] = "",
        [COUP_PH_KEEP] =
            "Scambio (R7): hai le tue carte e quelle pescate dal mazzo della Corte.\n"
            "Tienine tante quante ne avevi; il resto torna nel mazzo, non visto.",
        [COUP_PH_SHOW] =
            "Esaminare (R12): scegli la carta da mostrare all'Inquisitore; la\n"
            "vedete solo voi due. Poi te la restituisce o te la fa cambiare.",
        [COUP_PH_EXAMINE] =
            "Esaminare (R12): restituisci la carta, oppure obbliga il giocatore\n"
            "esaminato a rimetterla nel mazzo della Corte e a pescarne una nuova.",
        [COUP_PH_OVER] = "",
    },
    .help_show_hand =
        "Colpo di Stato o Assassinio dichiarato (R10): mostra a tutti le tue\n"
        "carte coperte. Se c'è il personaggio nominato lo perdi; altrimenti\n"
        "l'azione non ha effetto. Poi fai uno Scambio con la Corte.",
    .help_keep_inquisitor =
        "Scambio dell'Inquisitore (R12): hai le tue carte e quella pescata dal\n"
        "mazzo della Corte. Tienine tante quante ne avevi; il resto torna nel\n"
        "mazzo, non visto.",
    .help_keep_r10 =
        "Scambio dopo un'azione dichiarata (R10, R7): hai le tue carte e due\n"
        "del mazzo della Corte. Tienine tante quante ne avevi; il resto torna\n"
        "nel mazzo.",
    .rules =
        "COUP - la carta riassuntiva\n"
        "Scopo: restare l'ultimo con influenza (carte coperte). Perse tutte: esilio.\n"
        "Reddito        prendi 1 gettone                  né blocchi né sfide\n"
        "Aiuto Estero   prendi 2 gettoni                  bloccabile dal Duca\n"
        "Colpo di Stato paga 7: qualcuno perde una carta  riesce sempre\n"
        "Duca           Tasse: prendi 3 gettoni           blocca l'Aiuto Estero\n"
        "Assassino      paga 3: qualcuno perde una carta  bloccabile dalla Contessa\n"
        "[A]Capitano       ruba 2 gettoni a qualcuno         bloccabile da Capitano,\n"
        "[A]                                                 Ambasciatore\n"
        "[I]Capitano       ruba 2 gettoni a qualcuno         bloccabile da Capitano,\n"
        "[I]                                                 Inquisitore\n"
        "[A]Ambasciatore   Scambio: pesca 2, rimettine 2     blocca il furto\n"
        "[I]Inquisitore    Scambio: pesca 1, rimettine 1,    blocca il furto\n"
        "[I]               o Esamina la carta di qualcuno\n"
        "Contessa       -                                 blocca l'assassinio\n"
        "Con 10 gettoni o più devi fare un Colpo di Stato. Ogni dichiarazione si\n"
        "può sfidare: chi perde la sfida perde una carta; la carta mostrata si\n"
        "cambia con una nuova.",
    .rules_more = "regole R1 ... regole R19: le regole per esteso.",

    .ability = {
        [COUP_DUKE] = "Tasse: prendi 3 gettoni. Blocca l'Aiuto Estero.",
        [COUP_ASSASSIN] = "Assassina: paghi 3 gettoni, un giocatore perde "
                          "una carta.",
        [COUP_CAPTAIN] = "Ruba 2 gettoni a un giocatore. Blocca il furto.",
        [COUP_AMBASSADOR] = "Scambio: pesca 2 carte, rimettine 2. Blocca il "
                            "furto.",
        [COUP_CONTESSA] = "Blocca l'assassinio contro di te.",
        [COUP_INQUISITOR] = "Scambio: pesca 1 carta, rimettine 1; oppure "
                            "esamina la carta di un giocatore. Blocca il "
                            "furto.",
    },
    .ui = {
        [COUP_UI_TAGLINE] = "Bluff e deduzione, con gli amici",
        [COUP_UI_YOUR_NAME] = "Il tuo nome",
        [COUP_UI_CREATE_ROOM] = "Crea una stanza",
        [COUP_UI_JOIN_ROOM] = "Entra in una stanza",
        [COUP_UI_ROOM_CODE] = "Codice della stanza",
        [COUP_UI_JOIN] = "Entra",
        [COUP_UI_WATCH] = "Guarda",
        [COUP_UI_OPEN_ROOMS] = "Stanze aperte",
        [COUP_UI_NO_OPEN_ROOMS] = "Nessuna stanza aperta al momento.",
        [COUP_UI_RECENT_GAMES] = "Partite recenti",
        [COUP_UI_PLAYERS] = "Giocatori",
        [COUP_UI_SEATS_FREE] = "{n} liberi",
        [COUP_UI_OPTIONS] = "Varianti",
        [COUP_UI_TIMER] = "Tempo per decidere",
        [COUP_UI_TIMER_NONE] = "Nessun limite",
        [COUP_UI_SECONDS] = "{n} s",
        [COUP_UI_PUBLIC_ROOM] = "Mostra tra le stanze aperte",
        [COUP_UI_BOT_LEVEL] = "Bot",
        [COUP_UI_ADD_BOT] = "Aggiungi un bot",
        [COUP_UI_REMOVE] = "Rimuovi",
        [COUP_UI_START_GAME] = "Inizia la partita",
        [COUP_UI_WAITING_HOST] = "In attesa che {A} avvii la partita",
        [COUP_UI_EMPTY_SEAT] = "Posto libero: all'inizio lo prende un bot",
        [COUP_UI_SHARE] = "Invita gli amici: condividi questo link",
        [COUP_UI_COPY_LINK] = "Copia il link",
        [COUP_UI_COPIED] = "Copiato",
        [COUP_UI_SCAN] = "Inquadra per entrare",
        [COUP_UI_HOST] = "capotavola",
        [COUP_UI_BOT] = "bot",
        [COUP_UI_YOU] = "tu",
        [COUP_UI_AWAY] = "assente: per ora gioca un bot",
        [COUP_UI_OFFLINE] = "disconnesso",
        [COUP_UI_SPECTATORS] = "{n} spettatori",
        [COUP_UI_SPECTATING] = "Stai guardando",
        [COUP_UI_YOUR_CARDS] = "Le tue carte",
        [COUP_UI_COURT] = "Corte: {k} carte",
        [COUP_UI_OUT_OF_GAME] = "{k} fuori dal gioco",
        [COUP_UI_COINS] = "{n} gettoni",
        [COUP_UI_EXILED] = "in esilio",
        [COUP_UI_WAITING_FOR] = "In attesa: {s}",
        [COUP_UI_YOUR_TURN] = "Tocca a te",
        [COUP_UI_TURN] = "Turno {n}",
        [COUP_UI_LOG] = "Cronaca della partita",
        [COUP_UI_CHAT] = "Chat",
        [COUP_UI_SEND] = "Invia",
        [COUP_UI_CHAT_HINT] = "Scrivi qualcosa",
        [COUP_UI_RULES] = "Regole",
        [COUP_UI_CLOSE] = "Chiudi",
        [COUP_UI_LANGUAGE] = "Lingua",
        [COUP_UI_SOUND_ON] = "Audio attivo",
        [COUP_UI_SOUND_OFF] = "Audio disattivato",
        [COUP_UI_PLAY_AGAIN] = "Gioca ancora",
        [COUP_UI_WINS] = "{A} vince!",
        [COUP_UI_YOU_WIN] = "Hai vinto!",
        [COUP_UI_LOBBY] = "Pagina iniziale",
        [COUP_UI_LEAVE] = "Esci",
        [COUP_UI_REPLAY] = "Rivedi",
        [COUP_UI_DOWNLOAD] = "Scarica la registrazione",
        [COUP_UI_FIRST] = "Inizio",
        [COUP_UI_PREV] = "Indietro",
        [COUP_UI_NEXT] = "Avanti",
        [COUP_UI_LAST] = "Fine",
        [COUP_UI_STEP] = "Passo {n} di {m}",
        [COUP_UI_RECONNECTING] = "Connessione persa: riconnessione...",
        [COUP_UI_TIME_LEFT] = "Ancora {n} s",
        [COUP_UI_NO_GAME] = "Partita inesistente.",
        [COUP_UI_NO_ROOM] = "Nessuna stanza con il codice {s}.",
        [COUP_UI_NAME_NEEDED] = "Prima scrivi un nome (da 1 a 20 caratteri).",
        [COUP_UI_BOT_RANDOM] = "Casuale",
        [COUP_UI_BOT_HONEST] = "Onesto",
        [COUP_UI_BOT_HEURISTIC] = "Euristico",
        [COUP_UI_BOT_SEARCH] = "Esperto",
        [COUP_UI_LEAVE_ASK] =
            "Uscire? Un bot gioca al tuo posto finché non torni.",
        [COUP_UI_STAY] = "Resta",
        [COUP_UI_SEAT_BACK] = "Riprendi il mio posto",
        [COUP_UI_LEFT_GAME] =
            "Hai lasciato la partita: un bot gioca al tuo posto.",
        [COUP_UI_REPLACED] = "Ora giochi in un'altra scheda o dispositivo.",
        [COUP_UI_USE_HERE] = "Usa questa scheda",
        [COUP_UI_SPECTATOR] = "Spettatore",
        [COUP_UI_RULES_FULL] = "Le regole per esteso, sezione per sezione",
        [COUP_UI_GAME_OVER] = "Partita finita",
        [COUP_UI_WAITING_AGAIN] =
            "In attesa che {A} avvii una nuova partita",
        [COUP_UI_STAT_CLAIMS] = "Dichiarazioni (bluff)",
        [COUP_UI_STAT_CAUGHT] = "Colto a bluffare",
        [COUP_UI_STAT_CHALLENGES] = "Sfide vinte / perse",
        [COUP_UI_STAT_BLOCKS] = "Blocchi",
        [COUP_UI_STAT_COINS] = "Gettoni presi",
        [COUP_UI_STAT_CARDS] = "Carte fatte perdere agli altri",
        [COUP_UI_THINKING] = "ci pensa…",
        [COUP_UI_DECIDING] = "decide",
        [COUP_UI_STAND_IN] = "Un bot ha giocato per {A}",
        [COUP_UI_TAP_TARGET] =
            "Tocca un giocatore illuminato o un pulsante qui sotto",
        [COUP_UI_WINNER] = "vince",
        [COUP_UI_PLAY_NOW] = "Gioca subito",
        [COUP_UI_PLAY_NOW_HINT] = "Una partita contro i bot, subito",
        [COUP_UI_PLAY_FRIENDS] = "Gioca con gli amici",
        [COUP_UI_DEFAULT_NAME] = "Tu",
        [COUP_UI_ROOM_SETTINGS] = "Impostazioni della stanza",
        [COUP_UI_TWO_PLAYERS_ONLY] = "Solo con 2 giocatori",
        [COUP_UI_SPECTATORS_ONE] = "1 spettatore",
        [COUP_UI_SEATS_FREE_ONE] = "1 libero",
        [COUP_UI_JOINED_NOTICE] = "{A} è nella stanza",
        [COUP_UI_ROOM_OVER] = "La partita di questa stanza è finita.",
        [COUP_UI_ROOM_PLAYING] = "In questa stanza si sta giocando una partita.",
        [COUP_UI_ROOM_WAITING] = "In attesa di giocatori",
        [COUP_UI_ROOM_HOSTED] = "Capotavola: {A}",
        [COUP_UI_ROOM_FULL] = "Nessun posto libero",
        [COUP_UI_LOCAL_LINK] = "Questo link funziona solo su questo computer.",
        [COUP_UI_LOCAL_LINK_HOW] = "Per condividerlo, apri la pagina dall'indirizzo di rete.",
        [COUP_UI_COINS_ONE] = "1 gettone",
        [COUP_UI_BOT_BLUFFER] = "Bluffatore",
        [COUP_UI_BOT_CHALLENGER] = "Sfidante",
        [COUP_UI_BOT_CAUTIOUS] = "Prudente",
        [COUP_UI_BOT_MIXED] = "Misti",
        [COUP_UI_BOT_LEVELS] = "Livelli",
        [COUP_UI_BOT_STYLES] = "Personalità",
        [COUP_UI_ABOUT_RANDOM] = "Fa una mossa lecita qualsiasi: per imparare le regole.",
        [COUP_UI_ABOUT_HEURISTIC] = "Conta le carte e valuta le tue dichiarazioni: alla pari.",
        [COUP_UI_ABOUT_SEARCH] = "Il più forte: impara come gioca ognuno.",
        [COUP_UI_ABOUT_HONEST] = "Non bluffa e non sfida mai: credi a ciò che dichiara.",
        [COUP_UI_ABOUT_BLUFFER] = "Dichiara le carte che gli servono: smaschera i bluff.",
        [COUP_UI_ABOUT_CHALLENGER] = "Non bluffa mai e sfida tutto: bluffa con cautela.",
        [COUP_UI_ABOUT_CAUTIOUS] = "Non bluffa mai, e sfida solo un bluff sicuro.",
        [COUP_UI_ABOUT_MIXED] = "Un bot diverso a ogni posto, ognuno col suo stile.",
        [COUP_UI_RESERVE] = "Riserva: {k}",
        [COUP_UI_SIGN_IN] = "Accedi",
        [COUP_UI_SIGN_UP] = "Registrati",
        [COUP_UI_SIGN_OUT] = "Esci",
        [COUP_UI_SIGN_OUT_ALL] = "Esci da tutti i dispositivi",
        [COUP_UI_SIGN_OUT_ALL_HINT] = "Ogni dispositivo, anche questo, dovrà accedere di nuovo",
        [COUP_UI_ACCOUNT] = "Account",
        [COUP_UI_LEADERBOARD] = "Classifica",
        [COUP_UI_PROFILE] = "Profilo",
        [COUP_UI_SIGNED_IN_AS] = "Accesso come {A}",
        [COUP_UI_GUEST_HINT] = "Gioca come ospite, o accedi per avere un punteggio",
        [COUP_UI_ACCOUNT_NAME_HINT] = "Giochi con il nome del tuo account",
        [COUP_UI_ACCOUNT_NAME] = "Nome",
        [COUP_UI_PASSWORD] = "Password",
        [COUP_UI_PASSWORD_AGAIN] = "Ripeti la password",
        [COUP_UI_CURRENT_PASSWORD] = "Password attuale",
        [COUP_UI_NEW_PASSWORD] = "Nuova password",
        [COUP_UI_NAME_RULE] = "3-20 lettere o cifre; spazi, _ - . all'interno",
        [COUP_UI_PASSWORD_RULE] = "Almeno 8 caratteri, diversa dal nome",
        [COUP_UI_PASSWORDS_DIFFER] = "Le due password non coincidono.",
        [COUP_UI_NO_ACCOUNT] = "Non hai un account?",
        [COUP_UI_HAVE_ACCOUNT] = "Hai già un account?",
        [COUP_UI_CHANGE_PASSWORD] = "Cambia la password",
        [COUP_UI_PASSWORD_CHANGED] = "Password cambiata: gli altri dispositivi sono usciti.",
        [COUP_UI_DELETE_ACCOUNT] = "Elimina l'account",
        [COUP_UI_DELETE_WARNING] = "Non si può annullare: nome e punteggi vanno persi.",
        [COUP_UI_DELETE_KEEPS] = "Le partite giocate restano, con un nome neutro.",
        [COUP_UI_DELETE_CONFIRM] = "La tua password, per conferma",
        [COUP_UI_DELETE_FOR_GOOD] = "Elimina per sempre",
        [COUP_UI_ACCOUNT_DELETED] = "Account eliminato.",
        [COUP_UI_SIGNED_OUT_DONE] = "Sei uscito.",
        [COUP_UI_ACCOUNT_ERROR_BAD_REQUEST] = "Richiesta incompleta: riprova.",
        [COUP_UI_ACCOUNT_ERROR_NAME_FORM] = "Un nome: 3-20 lettere o cifre di un solo alfabeto.",
        [COUP_UI_ACCOUNT_ERROR_PASSWORD_FORM] = "Una password: 8-128 caratteri, diversa dal nome.",
        [COUP_UI_ACCOUNT_ERROR_NAME_TAKEN] = "Questo nome è già preso.",
        [COUP_UI_ACCOUNT_ERROR_BAD_CREDENTIALS] = "Nome o password errati.",
        [COUP_UI_ACCOUNT_ERROR_SIGNED_OUT] = "Non sei più connesso: accedi di nuovo.",
        [COUP_UI_ACCOUNT_ERROR_TOO_MANY] = "Troppi tentativi: aspetta {n} s.",
        [COUP_UI_ACCOUNT_ERROR_TOO_MANY_MIN] = "Troppi tentativi: aspetta {n} min.",
        [COUP_UI_ACCOUNT_ERROR_ORIGIN] = "Rifiutato: la richiesta veniva da un altro sito.",
        [COUP_UI_ACCOUNT_ERROR_UNAVAILABLE] = "Gli account non sono disponibili ora.",
        [COUP_UI_ACCOUNT_ERROR_NETWORK] = "Il server non risponde: riprova.",
        [COUP_UI_NO_PLAYER] = "Nessun giocatore con questo nome.",
        [COUP_UI_LOADING] = "Caricamento…",
        [COUP_UI_PLAYER_SINCE] = "Gioca dal {s}",
        [COUP_UI_FAMILY_BASE] = "Gioco base",
        [COUP_UI_FAMILY_INQUISITOR] = "Inquisitore",
        [COUP_UI_FAMILY_REFORMATION] = "Riforma",
        [COUP_UI_RATING] = "Punteggio",
        [COUP_UI_RATED_GAMES] = "{n} partite classificate",
        [COUP_UI_RATED_GAMES_ONE] = "1 partita classificata",
        [COUP_UI_BOARD_PLACE] = "{n}° in classifica",
        [COUP_UI_NOT_RANKED] = "Non ancora in classifica",
        [COUP_UI_RATING_HISTORY] = "Andamento del punteggio",
        [COUP_UI_PLOT_POINT] = "Partita #{n}: {m}",
        [COUP_UI_GAMES_PLAYED] = "Partite giocate",
        [COUP_UI_GAMES_WON] = "Partite vinte",
        [COUP_UI_WIN_RATE] = "Vittorie in %",
        [COUP_UI_STREAK_NOW] = "Serie attuale",
        [COUP_UI_STREAK_WINS] = "{n} vittorie",
        [COUP_UI_STREAK_WINS_ONE] = "1 vittoria",
        [COUP_UI_STREAK_LOSSES] = "{n} sconfitte",
        [COUP_UI_STREAK_LOSSES_ONE] = "1 sconfitta",
        [COUP_UI_BEST_STREAK] = "Serie di vittorie più lunga",
        [COUP_UI_WORST_STREAK] = "Serie di sconfitte più lunga",
        [COUP_UI_FASTEST_WIN] = "Vittoria più rapida",
        [COUP_UI_TURNS] = "{n} turni",
        [COUP_UI_TURNS_ONE] = "1 turno",
        [COUP_UI_FIGURES] = "Statistiche",
        [COUP_UI_FIG_CLAIMS] = "Dichiarazioni",
        [COUP_UI_FIG_BLUFFS] = "Bluff",
        [COUP_UI_FIG_CHALLENGES] = "Sfide lanciate",
        [COUP_UI_FIG_CHALLENGES_WON] = "Sfide vinte",
        [COUP_UI_FIG_CARDS_LOST] = "Carte perse",
        [COUP_UI_FIG_COINS_INCOME] = "Monete dal Reddito",
        [COUP_UI_FIG_COINS_AID] = "Monete dall'Aiuto Estero",
        [COUP_UI_FIG_COINS_TAX] = "Monete dalle Tasse",
        [COUP_UI_FIG_COINS_STEAL] = "Monete rubate",
        [COUP_UI_FIG_COINS_EMBEZZLE] = "Monete sottratte alla Riserva",
        [COUP_UI_FIG_STEALS] = "Furti",
        [COUP_UI_FIG_ACTIONS] = "Turni giocati",
        [COUP_UI_CLAIMS_BY_CARD] = "Dichiarazioni per personaggio",
        [COUP_UI_ACHIEVEMENTS] = "Traguardi",
        [COUP_UI_ACH_NO_BLUFF] = "Senza bluff",
        [COUP_UI_ACH_NO_BLUFF_ABOUT] = "Vinto senza un solo bluff",
        [COUP_UI_ACH_COMEBACK] = "Rimonta",
        [COUP_UI_ACH_COMEBACK_ABOUT] = "Vinto dopo aver perso la prima carta",
        [COUP_UI_ACH_UNTOUCHED] = "Intoccabile",
        [COUP_UI_ACH_UNTOUCHED_ABOUT] = "Vinto senza perdere una carta",
        [COUP_UI_ACH_BLUFF_MASTER] = "Maestro del bluff",
        [COUP_UI_ACH_BLUFF_MASTER_ABOUT] = "Vinto con 3 bluff o più, nessuno scoperto",
        [COUP_UI_ACH_SHARP_EYE] = "Occhio di lince",
        [COUP_UI_ACH_SHARP_EYE_ABOUT] = "Vinto dopo aver vinto 3 sfide o più",
        [COUP_UI_HEAD_TO_HEAD] = "Testa a testa",
        [COUP_UI_OPPONENT] = "Avversario",
        [COUP_UI_COL_GAMES] = "Partite",
        [COUP_UI_FINISHED_AHEAD] = "Davanti",
        [COUP_UI_FINISHED_BEHIND] = "Dietro",
        [COUP_UI_PLACE_OF] = "{n}° su {m}",
        [COUP_UI_RATED] = "Classificata",
        [COUP_UI_UNRATED] = "Non classificata",
        [COUP_UI_NO_GAMES_YET] = "Ancora nessuna partita.",
        [COUP_UI_COL_PLACE] = "Posizione",
        [COUP_UI_COL_PLAYER] = "Giocatore",
        [COUP_UI_PAGE_OF] = "Pagina {n} di {m}",
        [COUP_UI_PAGE_PREV] = "Precedente",
        [COUP_UI_PAGE_NEXT] = "Successiva",
        [COUP_UI_YOUR_PLACE] = "La tua posizione: {n}",
        [COUP_UI_RANKED_AFTER] = "In classifica dopo {n} partite classificate",
        [COUP_UI_BOARD_EMPTY] = "Ancora nessuno in classifica.",
        [COUP_UI_HINTS] = "Suggerimenti",
        [COUP_UI_HINTS_ABOUT] =
            "Consigli dal bot Esperto. Partita non classificata.",
        [COUP_UI_HINT] = "Suggerimento",
        [COUP_UI_PLAY_AS_GUEST] = "Gioca come ospite",
        [COUP_UI_ANALYSE] = "Analizza",
        [COUP_UI_ANALYSIS] = "Analisi",
        [COUP_UI_ANALYSIS_ABOUT] =
            "Il bot Esperto giudica ogni mossa con ciò che si vedeva",
        [COUP_UI_ANALYSING] = "Analisi… {n} decisioni su {m}",
        [COUP_UI_ANALYSIS_STARTING] = "Analisi in corso…",
        [COUP_UI_ANALYSIS_QUEUED] = "In attesa: numero {n} in coda",
        [COUP_UI_ANALYSIS_STOPPED] =
            "L'analisi si è fermata: premi di nuovo Analizza.",
        [COUP_UI_ANALYSIS_BUSY] =
            "Il server è occupato: riprova tra un minuto.",
        [COUP_UI_ANALYSIS_ONE] =
            "Un'analisi alla volta: aspetta che finisca l'altra.",
        [COUP_UI_ANALYSIS_OFF] = "Questo server non analizza le partite.",
        [COUP_UI_ANALYSIS_FAILED] =
            "Non è stato possibile analizzare questa partita.",
        [COUP_UI_ACCURACY] = "Precisione",
        [COUP_UI_MARK_INACCURACY] = "Imprecisione",
        [COUP_UI_MARK_MISTAKE] = "Errore",
        [COUP_UI_MARK_BLUNDER] = "Grave errore",
        [COUP_UI_CLAIMS_READ] = "Dichiarazioni lette bene",
        [COUP_UI_N_OF_M] = "{n} su {m}",
        [COUP_UI_PERCENT] = "{n}%",
        [COUP_UI_WIN_ODDS] = "Probabilità di vincere, mossa per mossa",
        [COUP_UI_MARKS_HOW] =
            "Scegli una riga segnata della cronaca per sapere perché.",
        [COUP_UI_CLAIM_TRUE] = "La dichiarazione era vera.",
        [COUP_UI_CLAIM_BLUFF] = "La dichiarazione era un bluff.",
        [COUP_UI_CLAIM_ODDS] =
            "Da ciò che {A} vedeva, probabilità che fosse vera: {n}%",
        [COUP_UI_LEARN] =
            "Impara a giocare",
        [COUP_UI_LEARN_HINT] =
            "Una prima partita guidata contro due bot",
        [COUP_UI_LEARN_CONTINUE] =
            "Riprendi il tutorial",
        [COUP_UI_TUTORIAL] =
            "Tutorial",
        [COUP_UI_TUT_NEXT] =
            "Avanti",
        [COUP_UI_TUT_SKIP] =
            "Salta questo passo",
        [COUP_UI_TUT_LEAVE] =
            "Esci dal tutorial",
        [COUP_UI_TUT_RESTART] =
            "Ricomincia",
        [COUP_UI_TUT_PROGRESS] =
            "Passo {n} di {m}",
        [COUP_UI_TUT_WRONG] =
            "Non questo: la lezione chiede il pulsante che brilla.",
    },
    .hint_move = "Suggerimento: {s} (probabilità di vincere così: circa {m}%).",
    .hint_claim =
        "{A} ha la carta {c} nel {m}% delle mani compatibili con ciò che hai visto.",
    .hint_claim_none =
        "{A} non ha la carta {c} nel {m}% delle mani compatibili con ciò che hai visto.",
    .time_up = "Tempo scaduto per {A}: si gioca la mossa predefinita.",
    /* The server's refusals (docs/web-protocol.md, `error`). */
    .err_not_in_room = "Non sei in nessuna stanza: prima entra in una "
                       "stanza o creane una.",
    .err_not_host = "Solo l'host della stanza può farlo.",
    .err_lobby_only = "La partita è già iniziata: si può fare solo prima "
                      "dell'inizio.",
    .err_elsewhere = "Sei già nella stanza {s}: prima esci.",
    .err_rooms_full = "Il server ha già tutte le stanze che può tenere: "
                      "riprova più tardi.",
    .err_server_busy = "Il server non è riuscito a farlo adesso: riprova.",
    .err_no_room = "Nessuna stanza con il codice {s}.",
    .err_room_started = "La partita della stanza {s} è già iniziata: puoi "
                        "guardarla.",
    .err_room_full = "Nella stanza {s} non ci sono posti liberi.",
    .err_full_for_bot = "Tutti i posti sono occupati: non c'è posto per un "
                        "bot.",
    .err_name_taken = "In questa stanza qualcuno si chiama già {s}: scegli "
                      "un altro nome.",
    .err_bad_token = "Non hai più un posto nella stanza {s}.",
    .err_draft_players = "La variante per due giocatori (R11) vuole "
                         "esattamente 2 giocatori.",
    .err_seat_taken = "{A} occupa il posto {m}: libera quel posto prima di "
                      "ridurre i posti della stanza.",
    .err_seat_free = "Il posto {m} è già libero.",
    .err_remove_self = "Non puoi rimuovere te stesso: usa Esci.",
    .err_not_over = "La partita non è ancora finita.",
    .err_spectator = "Stai guardando: gli spettatori non giocano.",
    .err_no_game = "In questa stanza non si sta giocando nessuna partita.",
    .err_stale = "La partita è andata avanti: scegli di nuovo.",
    .err_answered_first = "{A} ha risposto per primo.",
    .err_hints_off =
        "I suggerimenti sono disattivati in questa stanza: l'host può attivarli prima della partita.",
    .err_hints_bots =
        "I suggerimenti sono per le partite contro i bot: a questo tavolo non c'è nessun bot.",
    .err_not_your_turn = "Non è il tuo turno: {s}.",
    .err_illegal = "Questa mossa non è consentita ora ({s}): scegli una "
                   "delle mosse proposte.",
    .err_illegal_plain = "Questa mossa non è consentita ora: scegli una "
                         "delle mosse proposte.",
    .err_bot_choosing = "Aspetta un momento: il bot che gioca per te sta "
                        "ancora scegliendo.",
    .err_flood = "Stai mandando più di {m} messaggi al secondo: rallenta.",
    .err_flood_address = "Il tuo indirizzo di rete ({s}) manda più di {m} "
                         "messaggi al secondo: rallenta.",
    .err_flood_closed = "Troppi tuoi messaggi sono stati rifiutati: la "
                        "connessione è chiusa.",
    .err_server_full = "Il server è pieno: riprova più tardi.",
    .err_too_many_conns = "Il tuo indirizzo di rete ({s}) ha già {m} "
                          "connessioni aperte: chiudi prima una scheda.",
    .err_too_big = "Questo messaggio è troppo lungo per il server.",
    .err_unreadable = "Il server non è riuscito a leggere questo messaggio.",
    .err_field = "Il campo '{s}' di questo messaggio manca o non è valido.",
    .err_version = "Questa pagina è più vecchia del server: ricaricala.",
    .err_code = "Questo non è un codice di stanza: un codice è di 4 "
                "lettere, nessuna delle quali è A, E, I, O, U o Y.",
    .err_name_empty = "Prima scrivi un nome.",
    .err_name_long = "Un nome è lungo al massimo {m} caratteri.",
    .err_name_invisible = "Un nome non può contenere caratteri di controllo "
                          "o invisibili.",
    .err_chat_empty = "Scrivi qualcosa da mandare.",
    .err_chat_long = "Un messaggio della chat è lungo al massimo {m} "
                     "caratteri.",
    .faction = {"Lealista", "Riformista"},
    .factions_line = "Lealisti: {s}. Riformisti: {t}.",
    .reserve_line = "Riserva del Tesoro: {n}.",
    .convert_self = "{A} paga 1 gettone alla Riserva del Tesoro e diventa "
                    "{x}.",
    .convert_other = "{A} paga 2 gettoni alla Riserva del Tesoro: {t} "
                     "diventa {x}.",
    .embezzle = "{A} dichiara di non avere il {c} e si appropria della "
                "Riserva del Tesoro ({n}).",
    .prove_hand = "{A} mostra {c}, nessun {d}: le carte tornano nel mazzo "
                  "della Corte e {a} ne pesca di nuove.",
    .concede_hand = "{A} rinuncia a dimostrare di non avere il {c}.",
    .tm_challenge_none = "{a} deve decidere se sfidare {t}, che dichiara di "
                         "non avere il {c}",
    .help_action_reformation =
        "Il tuo turno (R4, R16-R18): scegli un'azione. Reddito, Aiuto Estero,\n"
        "Colpo di Stato e Conversione non richiedono personaggi; Tasse (Duca),\n"
        "Assassinare (Assassino), Rubare (Capitano) e Scambio\n"
        "(Ambasciatore/Inquisitore) ne dichiarano uno, e l'Appropriazione\n"
        "dichiara che non hai il Duca: puoi mentire. Chiunque può sfidare una\n"
        "dichiarazione (R6). Finché vivono le due fazioni, colpisci solo\n"
        "l'altra (R16). Con 10 gettoni o più devi lanciare un Colpo di Stato.",
    .help_challenge_embezzle =
        "C'è un'Appropriazione in gioco (R18): dichiara di non avere il Duca.\n"
        "Sfida se pensi che ce l'abbia: se ce l'ha, perde una carta; se mostra\n"
        "una mano senza Duca, perdi tu una carta.",
    .help_prove_embezzle =
        "La tua Appropriazione è sfidata (R18). Mostra tutta la tua mano, senza\n"
        "Duca, e lo sfidante perde una carta (le tue tornano nella Corte e ne\n"
        "peschi di nuove), oppure rinuncia e perdi tu una carta.",
    .tm_challenge_all_none =
        "{s} devono decidere se sfidare {t}, che dichiara di non avere il {c}",
    .tm_prove_hand = "{a} deve mostrare a tutti le proprie carte (nessun {c}) "
                     "o rinunciare",
    .pr_embezzle = "{A} dichiara di non avere il {c}, per appropriarsi della "
                   "Riserva del Tesoro ({n}).",
    .pr_challenge_none = "Lo sfidi? Se {a} ha il {c}, {a} perde una carta; "
                         "se non ce l'ha, la perdi tu.",
    .pr_prove_hand = "{A} sfida la tua dichiarazione di non avere il {c}. "
                     "Mostra a tutti le tue carte ({d}) e {a} perde una "
                     "carta (le tue tornano nella Corte e ne peschi di "
                     "nuove), oppure rinuncia e perdi tu una carta.",
    .pr_prove_hand_cannot = "{A} sfida la tua dichiarazione di non avere il "
                            "{c}, e tu hai il {c}: perdi una carta.",
    .pr_lose_hand = "{A} ha mostrato le proprie carte, senza alcun {c}: hai "
                    "perso la sfida. Scegli la carta da perdere.",
    .pr_lose_embezzle = "Non hai dimostrato di non avere il {c} quando {a} "
                        "ti ha sfidato. Scegli la carta da perdere.",
    .m_convert_self = "Convertiti: diventi {x} (1 gettone)",
    .m_convert = "Converti {t}, che diventa {x} (2 gettoni)",
    .m_embezzle = "Appropriati di {n}: dichiara di non avere il {c}",
    .m_prove_hand = "Mostra {c} (nessun {d}): lo sfidante perde una carta",
    .m_concede_hand = "Rinuncia a mostrarle: perdi una carta",
    .setup_reformation = "Riforma: fazioni, Conversione, Appropriazione "
                         "(R16-R19)",
    .err_chat_invisible = "Un messaggio della chat non può contenere "
                          "caratteri di controllo o invisibili.",
    .comma = ", ",
    .an_intro = "Ogni decisione è giudicata dalla ricerca a {m} iterazioni, "
                "da ciò che il suo posto poteva vedere allora.",
    .an_legend = "Segni: ?! imprecisione (ha perso {s} della probabilità di "
                 "vincere o più), ? errore ({t}), ?? grave errore ({x}); una "
                 "perdita è segnata solo se supera il doppio del suo errore "
                 "statistico.",
    .an_mark = {"Imprecisione", "Errore", "Grave errore"},
    .an_better = "{s}: meglio «{c}» ({x} di vittoria, contro {d}).",
    .an_claim_true = "La dichiarazione era vera: {A} aveva {c}. Da ciò che "
                     "{t} poteva vedere, la probabilità era {x}.",
    .an_claim_bluff = "La dichiarazione era un bluff: {A} non aveva {c}. Da "
                      "ciò che {t} poteva vedere, la probabilità che fosse "
                      "vera era {x}.",
    .an_none_true = "La dichiarazione era vera: {A} non aveva {c}. Da ciò "
                    "che {t} poteva vedere, la probabilità era {x}.",
    .an_none_bluff = "La dichiarazione era un bluff: {A} aveva {c}. Da ciò "
                     "che {t} poteva vedere, la probabilità che fosse vera "
                     "era {x}.",
    .an_percent = "{s}%",
    .an_point = ",",
    .an_summary = "Come ha giocato ogni posto:",
    .an_seat = "{A}: precisione {x}, decisioni giudicate: {s}.",
    .an_counts = "Imprecisioni: {s}, errori: {t}, gravi errori: {x}; perdita "
                 "media: {d}.",
    .an_challenges = "Dichiarazioni che poteva sfidare: {x}; lette bene (un "
                     "bluff sfidato, una dichiarazione vera lasciata "
                     "correre): {s}.",
    .an_no_decision = "{A}: nessuna decisione da giudicare.",
    .lesson = {
        [COUP_LESSON_INTRO] =
            "Benvenuto in Coup. Ognuno ha due carte coperte, la sua "
            "influenza, e 2 gettoni. Chi perde entrambe le carte è fuori; "
            "vince l'ultimo rimasto. Le tue sono in basso: un Duca e un "
            "Ambasciatore.",
        [COUP_LESSON_INCOME] =
            "Tocca a te. Il Reddito dà 1 gettone, e nessuno può impedirlo. "
            "Prendi il Reddito.",
        [COUP_LESSON_BLOCK] =
            "Ada prende l'Aiuto Estero: 2 gettoni. Il Duca blocca l'Aiuto "
            "Estero, e tu ne hai uno: blocca con il Duca.",
        [COUP_LESSON_CHALLENGE] =
            "Bram dichiara il Duca per riscuotere 3 gettoni di Tasse. "
            "Chiunque può dichiarare qualsiasi personaggio, che l'abbia o "
            "no. Sfidalo: chi ha torto perde una carta.",
        [COUP_LESSON_EXCHANGE] =
            "Bram non aveva il Duca: ha scoperto una carta e non ha preso "
            "niente. Tocca a te: dichiara l'Ambasciatore per lo Scambio e "
            "pesca due carte dalla Corte.",
        [COUP_LESSON_KEEP] =
            "Tieni due di queste quattro: il Duca e la Contessa. Le altre "
            "tornano alla Corte, e nessuno vede quali tieni.",
        [COUP_LESSON_LET_PASS] =
            "Ada dichiara il Duca. Se ce l'ha, sfidarla ti costa una carta. "
            "Lascia correre questa.",
        [COUP_LESSON_TAX] =
            "Tocca a te. Tasse: dichiara il Duca e prendi 3 gettoni. Stavolta "
            "è vero.",
        [COUP_LESSON_PROVE] =
            "Bram sfida il tuo Duca. Mostralo: Bram perde la sua ultima carta "
            "ed è fuori. Il tuo Duca torna alla Corte, e peschi una carta "
            "nuova.",
        [COUP_LESSON_ASSASSINATE] =
            "Ada dichiara l'Assassino e paga 3 gettoni per farti perdere una "
            "carta. C'è una risposta migliore della sfida: lascia correre.",
        [COUP_LESSON_BLOCK_ASSASSIN] =
            "La Contessa blocca un assassinio, e tu ce l'hai: blocca con la "
            "Contessa.",
        [COUP_LESSON_FOREIGN_AID] =
            "Tocca a te. L'Aiuto Estero dà 2 gettoni senza dichiarare "
            "personaggi, ma qualsiasi Duca può bloccarlo. Prendi l'Aiuto "
            "Estero.",
        [COUP_LESSON_CHALLENGE_LOST] =
            "Ada blocca con il Duca. Ce l'ha? Sfidala, e vedi quanto costa "
            "una sfida persa.",
        [COUP_LESSON_LOSE] =
            "Ce l'aveva: perdi la sfida e un'influenza. Scegli la carta da "
            "scoprire, e tieni il tuo Duca: porta gettoni.",
        [COUP_LESSON_TAX_AGAIN] =
            "Ada ha mostrato il suo Duca: è tornato alla Corte e lei ha "
            "pescato un'altra carta. Prendi di nuovo le Tasse.",
        [COUP_LESSON_FOREIGN_AID_AGAIN] =
            "Prendi di nuovo l'Aiuto Estero: Ada può bloccarlo o lasciarlo "
            "passare.",
        [COUP_LESSON_MUST_COUP] =
            "Hai 11 gettoni. Da 10 in su, il Colpo di Stato è la tua unica "
            "azione. Costa 7, e nessuno può bloccarlo né sfidarlo: Ada "
            "perde una carta.",
        [COUP_LESSON_TAX_LAST] =
            "Ad Ada resta una carta. Un Colpo di Stato costa 7: prendi le "
            "Tasse per averli.",
        [COUP_LESSON_COUP] =
            "Lancia un Colpo di Stato contro Ada: cade la sua ultima carta, e "
            "la partita è tua.",
        [COUP_LESSON_WON] =
            "Hai vinto! Ora conosci le mosse del gioco. Bluffa quando "
            "conviene, sfida quando le probabilità lo dicono: ora gioca "
            "contro i bot.",
    },
};

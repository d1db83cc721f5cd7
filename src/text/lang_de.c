/*
 * lang_de.c - German, with the card names of the German edition
 * (Heidelberger, 2013, as its reviews give them: Großherzog, Attentäterin,
 * Captain, Botschafter, Contessa, Inquisitor; Hofstaat, Staatskasse,
 * Entwicklungshilfe), so that German players find the cards they know; the
 * other terms (anzweifeln, blocken, Verhör, Staatsreserve, Bekehrung,
 * Unterschlagung) are chosen to match. The player is "du". The moves and
 * commands may be typed in German (.word) or in English.
 */
#include <coup/text.h>

const coup_lang coup_lang_de = {
    .code = "de",
    .name = "Deutsch",

    /* Card names go bare only where German allows it: as a role ("behauptet,
     * Captain zu sein", "blockt als Contessa"), after a colon, in
     * parentheses, after "die Karte", and in menu labels. */
    .card = {"Großherzog", "Attentäterin", "Captain", "Botschafter",
             "Contessa", "Inquisitor"},
    .coin = "Münze",
    .coins = "Münzen",
    .card1 = "Karte",
    .cards = "Karten",
    .and_ = " und ",
    .and_i = " und ",
    .both = {"beide Großherzöge", "beide Attentäterinnen", "beide Captains",
             "beide Botschafter", "beide Contessas", "beide Inquisitoren"},
    .seat = "Platz",
    .seat_up = "Platz",
    /* With their article, in the accusative: every template puts {x} where
     * the accusative fits ("blockt den Diebstahl", "verhindert den Coup"). */
    .action = {"die Aktion", "das Einkommen", "die Entwicklungshilfe",
               "die Steuern", "den Austausch", "den Coup", "das Attentat",
               "den Diebstahl", "das Verhör"},

    .start = "{A} wird ausgelost und beginnt die Partie.",
    .pick = "{A} behält eine Karte des eigenen Satzes ({c}); die übrigen "
            "Karten des Satzes kommen aus dem Spiel.",
    .pick_hidden = "{A} behält eine Karte des eigenen Satzes; die übrigen "
                   "Karten des Satzes kommen aus dem Spiel.",
    .dealt = "{A} erhält eine Karte: {c}.",
    .dealt_hidden = "{A} erhält eine Karte.",
    .draws = "{A} zieht eine Karte: {c}.",
    .draws_hidden = "{A} zieht eine Karte.",
    .income = "{A} nimmt Einkommen (jetzt {n}).",
    .foreign_aid = "{A} beantragt Entwicklungshilfe.",
    .tax = "{A} behauptet, {c} zu sein, und erhebt Steuern.",
    .exchange = "{A} behauptet, {c} zu sein, und tauscht Karten mit dem "
                "Hofstaat.",
    .coup = "{A} zahlt 7 Münzen und startet einen Coup gegen {t}.",
    .coup_named = "{A} zahlt 7 Münzen und startet einen Coup gegen {t} "
                  "(genannte Karte: {d}).",
    .assassinate = "{A} behauptet, {c} zu sein, und zahlt 3 Münzen für ein "
                   "Attentat auf {t}.",
    .assassinate_named = "{A} behauptet, {c} zu sein, und zahlt 3 Münzen für "
                         "ein Attentat auf {t} (genannte Karte: {d}).",
    .steal = "{A} behauptet, {c} zu sein, um {t} zu bestehlen.",
    .examine = "{A} behauptet, {c} zu sein, um {t} zu verhören.",
    .challenge = "{A} zweifelt an.",
    .no_challenge = "{A} zweifelt nicht an.",
    .prove = "{A} beweist, {c} zu sein, mischt die Karte in den Hofstaat und "
             "zieht eine neue.",
    .concede_has = "{A} ist {c}, gibt aber nach, ohne die Karte zu zeigen.",
    .cannot_prove = "{A} kann nicht beweisen, {c} zu sein.",
    .does_not_prove = "{A} beweist nicht, {c} zu sein.",
    .lose = "{A} verliert eine Karte: {c}.",
    .block = "{A} behauptet, {c} zu sein, und blockt {x}.",
    .no_block = "{A} blockt nicht.",
    .keep = "{A} behält: {c}.",
    .keep_returns = "{A} behält: {c}. Zurück in den Hofstaat: {d}.",
    .keep_hidden = "{A} behält {k} und legt den Rest zurück in den Hofstaat.",
    .show_examine = "{A} zeigt {t} eine Karte: {c}.",
    .show_examine_hidden = "{A} zeigt {t} eine Karte.",
    .reveal = "{A} zeigt allen die Hand: {c}.",
    .giveback = "{A} gibt {t} die Karte {c} zurück.",
    .giveback_hidden = "{A} gibt {t} die Karte zurück.",
    .swap = "{A} lässt {t} die Karte {c} in den Hofstaat mischen und eine "
            "neue ziehen.",
    .swap_hidden = "{A} lässt {t} die Karte in den Hofstaat mischen und eine "
                   "neue ziehen.",
    .illegal = "{A} spielt '{s}', das ist hier nicht erlaubt.",

    .not_held = "{A} hat die genannte Karte ({c}) nicht und übersteht {x} "
                "unbeschadet.",
    .block_stands = "Der Block hält und verhindert {x}.",
    .exiled = "{A} scheidet aus und geht ins Exil.",
    .duel_start = "{A} beginnt mit {n} (R11: zwei Spieler).",
    .steal_takes = "{A} nimmt {n} von {t} (jetzt {N}).",
    .refund = "{A} bekommt die 3 Münzen zurück (jetzt {N}).",
    .gains = "{A} erhält {n} (jetzt {N}).",
    .loses_coins = "{A} verliert {n} (jetzt {N}).",
    .to_treasury1 = "{n} von {A} geht zurück in die Staatskasse.",
    .to_treasury = "{n} von {A} gehen zurück in die Staatskasse.",
    .r10_exchange = "{A} tauscht Karten mit dem Hofstaat (R10).",
    .wins = "{A} gewinnt die Partie.",

    /* Whole clauses: the terminal ends them with a full stop, the web page
     * puts "Am Zug:" before them. */
    .tm_over = "niemand: {a} hat gewonnen",
    .tm_start = "der Zufall lost aus, wer beginnt",
    .tm_deal = "der Zufall teilt {a} eine Karte aus",
    .tm_redraw = "der Zufall zieht eine neue Karte für {a}",
    .tm_draw = "der Zufall zieht eine Karte für den Austausch von {a}",
    .tm_pick = "{a} wählt die Karte des eigenen Satzes, die bleibt (R11)",
    .tm_action = "{a} wählt eine Aktion",
    .tm_challenge = "{a} kann anzweifeln, dass {t} {c} ist, oder passen",
    .tm_prove = "{a} muss beweisen, {c} zu sein, oder nachgeben",
    .tm_lose = "{a} wählt, welche Karte verloren geht",
    .tm_block = "{a} kann {t} {x} blocken oder passen",
    .tm_keep = "{a} wählt, welche Karten bleiben",
    .tm_show_examine = "{a} muss {t} eine Karte zeigen",
    .tm_show_hand = "{a} muss allen die verdeckten Karten zeigen (R10)",
    .tm_examine = "{a} gibt {t} die Karte zurück oder lässt sie austauschen",
    .tm_challenge_all =
        "{s} können anzweifeln, dass {t} {c} ist, oder passen",
    .tm_block_all =
        "{s} können {t} {x} blocken oder passen",

    /* What the seat deciding is asked (coup_narrate_prompt). */
    .or_ = " oder ",
    .pr_action = "Du bist am Zug und hast {n}. Wähle eine Aktion.",
    .pr_action_coup = "Du hast {n}: Ab 10 musst du einen Coup starten (R4). "
                      "Wähle das Ziel.",
    .pr_tax = "{A} behauptet, {c} zu sein, um Steuern zu erheben (3 Münzen).",
    .pr_exchange = "{A} behauptet, {c} zu sein, um Karten mit dem Hofstaat "
                   "zu tauschen.",
    .pr_steal = "{A} behauptet, {c} zu sein, um {t} zu bestehlen.",
    .pr_steal_you = "{A} behauptet, {c} zu sein, um dich zu bestehlen.",
    .pr_assassinate = "{A} behauptet, {c} zu sein, um ein Attentat auf {t} "
                      "zu verüben.",
    .pr_assassinate_you = "{A} behauptet, {c} zu sein, um ein Attentat auf "
                          "dich zu verüben.",
    .pr_examine = "{A} behauptet, {c} zu sein, um {t} zu verhören und eine "
                  "Karte zu sehen.",
    .pr_examine_you = "{A} behauptet, {c} zu sein, um dich zu verhören und "
                      "eine deiner Karten zu sehen.",
    .pr_block_claim = "{A} behauptet, {c} zu sein, um {t} {x} zu blocken.",
    .pr_block_claim_you = "{A} behauptet, {c} zu sein, um dir {x} zu "
                          "blocken.",
    .pr_challenge = "Anzweifeln? Kann {a} die Karte {c} nicht zeigen, "
                    "verliert {a} eine Karte; sonst verlierst du eine.",
    .pr_block_aid = "{A} beantragt Entwicklungshilfe (2 Münzen). Blockst du "
                    "sie als {c}?",
    .pr_block_steal = "{A} behauptet, {d} zu sein, um dir {n} zu stehlen. "
                      "Blockst du als {c}?",
    .pr_block_kill = "{A} behauptet, {d} zu sein, und verübt ein Attentat "
                     "auf dich: Du verlierst eine Karte, außer du blockst "
                     "als {c}.",
    .pr_block_kill_named = "{A} behauptet, {d} zu sein, und verübt ein "
                           "Attentat auf dich (genannte Karte: {s}): Hast du "
                           "die Karte {s}, verlierst du sie, außer du blockst "
                           "als {c}.",
    .pr_block_risk = "Ein Block ist eine Behauptung: Wird er angezweifelt "
                     "und du kannst die Karte nicht zeigen, verlierst du "
                     "eine Karte und kannst {x} nicht verhindern.",
    .pr_block_risk_kill = "Wird dein Block angezweifelt und du kannst die "
                          "Karte {c} nicht zeigen, verlierst du beide "
                          "Karten.",
    .pr_prove = "{A} zweifelt an, dass du {c} bist. Zeig die Karte {c}, dann "
                "verliert {a} eine Karte (du ziehst eine neue), oder gib "
                "nach und verliere selbst eine Karte.",
    .pr_prove_cannot = "{A} zweifelt an, dass du {c} bist, und du hast die "
                       "Karte {c} nicht: Du verlierst eine Karte.",
    .pr_lose_challenger = "{A} hat die Karte {c} gezeigt: Dein Zweifel war "
                          "unberechtigt. Wähle die Karte, die du verlierst.",
    .pr_lose_claimant = "Du hast die Karte {c} nicht gezeigt, als {a} "
                        "angezweifelt hat. Wähle die Karte, die du "
                        "verlierst.",
    .pr_lose_coup = "{A} hat einen Coup gegen dich gestartet. Wähle die "
                    "Karte, die du verlierst.",
    .pr_lose_kill = "{A} hat ein Attentat auf dich verübt. Wähle die Karte, "
                    "die du verlierst.",
    .pr_lose = "Wähle die Karte, die du verlierst.",
    .pr_last = "Es ist deine letzte Karte: Du scheidest aus.",
    .pr_keep = "Du hast gezogen: {c}. Behalte {k} von diesen: {d}; die "
               "übrigen gehen zurück in den Hofstaat.",
    .pr_keep_r10 = "Alle haben deine Karten gesehen (R10): Dieser Austausch "
                   "verdeckt sie wieder.",
    .pr_show_examine = "{A} verhört dich (als {c}): Wähle die Karte, die du "
                       "zeigst. Nur {a} sieht sie und kann dich zwingen, sie "
                       "gegen eine neue zu tauschen.",
    .pr_show_hand = "{A} hat die Karte {d} genannt: Zeig allen deine "
                    "verdeckten Karten (R10). Ist sie dabei, verlierst du "
                    "sie.",
    .pr_examine_choice = "{T} hat dir die Karte {c} gezeigt. Gibst du sie "
                         "zurück, oder muss {t} sie in den Hofstaat mischen "
                         "und eine neue ziehen?",
    .pr_pick = "Wähle die Karte deines Satzes, die du behältst: Die übrigen "
               "kommen aus dem Spiel (R11).",

    .m_income = "Einkommen: 1 Münze nehmen",
    .m_foreign_aid = "Entwicklungshilfe: 2 Münzen nehmen",
    .m_tax = "Steuern: als Großherzog 3 Münzen nehmen",
    .m_exchange = "Austausch: als {c}",
    .m_coup = "Coup gegen {t} (7 Münzen)",
    .m_coup_named = "Coup gegen {t}, Karte {d} nennen (7 Münzen)",
    .m_assassinate = "Attentat auf {t}: als Attentäterin (3 Münzen)",
    .m_assassinate_named = "Attentat auf {t}, Karte {d} nennen: als "
                           "Attentäterin (3 Münzen)",
    .m_steal = "{t} bestehlen: als Captain",
    .m_examine = "{t} verhören: als Inquisitor",
    .m_pass_challenge = "Nicht anzweifeln",
    .m_challenge = "Anzweifeln",
    .m_pass_block = "Nicht blocken",
    .m_block = "Blocken: als {c}",
    .m_prove = "{c} zeigen: Der Zweifler verliert eine Karte",
    .m_concede = "Nachgeben: eine Karte verlieren",
    .m_lose = "{c} verlieren",
    .m_keep = "Behalten: {c}",
    .m_show = "Zeigen: {c}",
    .m_pick = "Behalten: {c}",
    .m_giveback = "{c} zurückgeben",
    .m_swap = "{c} gegen eine neue Karte tauschen lassen",

    .title = "Coup - Zug {m}",
    .col_name = "Name",
    .col_coins = "Münzen",
    .col_cards = "Karten",
    .you = "(du)",
    .exiled_mark = "im Exil",
    .court_line = "Hofstaat: {k}.",
    .out_line = "Aus dem Spiel (R11): {k}.",
    .shown_to_you = "Dir gezeigt: {c}.",
    .happened = "Was geschah:",
    .hint = "Gib eine Zahl oder einen Zug ein; hilfe (help), verlauf, regeln, "
            "ende.",
    .prompt = "> ",
    .back = "Zurück",

    .bad_number = "Eine Wahl {s} gibt es nicht: Gib eine Zahl von 1 bis {m} "
                  "ein.",
    .bad_word = "'{s}' ist weder eine Wahl noch ein Zug. Gib hilfe ein.",
    .bad_move = "'{s}' ist jetzt nicht erlaubt: Wähle eine der "
                "Möglichkeiten.",

    .pass_keyboard = "Gib die Tastatur an {A} weiter. Alle anderen schauen "
                     "bitte weg.",
    .press_enter = "{A}: Drück Enter, sobald du bereit bist.",
    .game_over = "Partie vorbei: {A} gewinnt.",
    .saved = "Spielprotokoll gespeichert: {s}.",
    .replay_hint = "Noch einmal ansehen mit: coup replay {s}",
    .interrupted = "Die Partie wurde vor ihrem Ende abgebrochen.",
    .save_failed = "Das Spielprotokoll konnte nicht gespeichert werden: {s}.",
    .bye = "Bis bald.",

    .setup_title = "Coup: eine neue Partie",
    .setup_players = "Spieler: {m}",
    .setup_humans = "Plätze für Menschen: {s}",
    .setup_bots = "Bots: {s}",
    .setup_option = {"Inquisitor statt Botschafter (R12)",
                     "Draft zu zweit (R11)", "Coup mit Ansage (R10)",
                     "Attentat mit Ansage (R10)"},
    .setup_first = "Wer beginnt: {s}",
    .setup_random = "ausgelost",
    .setup_ask_first = "Welcher Platz beginnt (0 bis {m}), oder r zum "
                       "Auslosen?",
    .setup_lang = "Sprache: {s}",
    .setup_on = "an",
    .setup_off = "aus",
    .setup_start = "Enter startet, eine Zahl ändert die Zeile, q beendet.",
    .setup_ask_players = "Wie viele Spieler (2-10)?",
    .setup_ask_humans = "Auf welchen Plätzen spielen Menschen (0 bis {m}, "
                        "z. B. 0 oder 0,2)?",
    .setup_ask_bots = "Welche Bots ({s}), durch Kommas getrennt?",
    .setup_draft_two = "Den Draft gibt es nur zu zweit.",
    .setup_none = "keine",

    .bad_seats = "Plätze sind Zahlen von 0 bis {m}, durch Kommas getrennt, "
                 "jede nur einmal, nicht '{s}'",
    .bad_bots = "'{s}' ist keine Liste von Bots (z. B. heuristic,random)",
    .bad_players = "die Spielerzahl muss zwischen 2 und 10 liegen, nicht "
                   "'{s}'",
    .bad_first = "der Startplatz muss zwischen 0 und {m} liegen oder r "
                 "sein, nicht '{s}'",
    .rules_unknown = "keinen Regelabschnitt '{s}' gefunden: Gib regeln R1 "
                     "... regeln R19 ein oder ein Wort wie regeln anzweifeln",
    .too_small = "Dieses Fenster ist kleiner als {s}: Manche Zeilen werden "
                 "umbrochen.",

    /* Umlauts and ß fold to a, o, u, s when typed: the spellings with ae,
     * oe, ue and ss are listed as well. */
    .word = {"einkommen", "entwicklungshilfe", "steuern|steuer",
             "austausch|austauschen|tauschen", "coup|putsch",
             "attentat|ermorden", "stehlen|bestehlen|diebstahl",
             "verhören|verhoeren|verhör|verhoer",
             "passen|weiter|nicht anzweifeln|nicht blocken",
             "anzweifeln|zweifeln|zweifel", "blocken|blocke|block",
             "beweisen|vorzeigen", "nachgeben", "verlieren|abgeben",
             "behalten", "zeigen", "zurückgeben|zurueckgeben",
             "tauschen lassen|austauschen lassen|ersetzen", "wählen|waehlen",
             "hilfe", "regeln|regel", "verlauf|protokoll",
             "ende|beenden|aufhören|aufhoeren", "zurück|zurueck"},
    .topic = {"", "material komponenten karten", "aufbau vorbereitung "
              "austeilen", "einfluss exil",
              "zug aktionen aktion einkommen entwicklungshilfe steuern "
              "diebstahl stehlen attentat",
              "reihenfolge ablauf block blocks blocken",
              "anzweifeln zweifel zweifeln beweisen",
              "austausch botschafter", "hofstaat stapel mischen",
              "information informationen",
              "ansage angesagt nennen", "zwei duell draft",
              "inquisitor verhör verhoer verhören verhoeren",
              "mehr sieben acht neun zehn", "beispiel",
              "sonderfälle sonderfaelle grenzfälle grenzfaelle",
              "reformation fraktionen fraktion loyalist loyalisten "
              "reformist reformisten",
              "bekehrung bekehren staatsreserve reserve armenhaus",
              "unterschlagung unterschlagen", "reformation-karten kartensatz"},

    .help_commands =
        "Gib die Nummer einer Wahl ein oder einen Zug in Worten, auf Deutsch\n"
        "oder Englisch (einkommen, stehlen 1, blocken captain, anzweifeln,\n"
        "passen, verlieren großherzog, behalten großherzog contessa; steal 1,\n"
        "challenge, pass). hilfe (help): dieser Text. verlauf (log): die\n"
        "Partie bisher. regeln (rules): die Übersichtskarte; regeln R6 oder\n"
        "regeln anzweifeln: ein Abschnitt der Regeln.\n"
        "ende (quit): aufhören; das Spielprotokoll wird gespeichert.",
    .help = {
        [COUP_PH_START] = "",
        [COUP_PH_PICK] =
            "Draft zu zweit (R11): Behalte eine Karte deines Satzes; die\n"
            "anderen vier kommen ungesehen aus dem Spiel. Danach bekommst du\n"
            "noch eine Karte.",
        [COUP_PH_DEAL] = "",
        [COUP_PH_ACTION] =
            "Dein Zug (R4): Wähle eine Aktion. Einkommen, Entwicklungshilfe und\n"
            "Coup brauchen keinen Charakter; Steuern (Großherzog), Attentat\n"
            "(Attentäterin), Diebstahl (Captain) und Austausch\n"
            "(Botschafter/Inquisitor) behaupten einen: Du darfst bluffen. Jeder\n"
            "kann eine Behauptung anzweifeln (R6). Ab 10 Münzen musst du einen\n"
            "Coup starten.",
        [COUP_PH_CHALLENGE] =
            "Eine Behauptung steht im Raum (R6). Zweifle sie an, wenn du einen\n"
            "Bluff vermutest: Wer die Karte nicht zeigen kann, verliert eine\n"
            "Karte; wird sie gezeigt, verlierst du eine, und die gezeigte Karte\n"
            "wird gegen eine neue getauscht.",
        [COUP_PH_PROVE] =
            "Deine Behauptung wird angezweifelt (R6). Zeig die behauptete Karte,\n"
            "dann verliert der Zweifler eine Karte (du ziehst eine neue), oder\n"
            "gib nach und verliere selbst eine Karte.",
        [COUP_PH_LOSE] =
            "Du verlierst Einfluss (R3): Decke eine deiner Karten auf. Ohne\n"
            "verdeckte Karte scheidest du aus und gehst ins Exil.",
        [COUP_PH_REDRAW] = "",
        [COUP_PH_BLOCK] =
            "Du darfst blocken (R5): Der Großherzog blockt Entwicklungshilfe,\n"
            "die Contessa ein Attentat auf dich, Captain oder Botschafter (bzw.\n"
            "Inquisitor) einen Diebstahl bei dir. Ein Block ist eine\n"
            "Behauptung: Er kann angezweifelt werden.",
        [COUP_PH_DRAW] = "",
        [COUP_PH_KEEP] =
            "Austausch (R7): Du hast deine Karten und die aus dem Hofstaat\n"
            "gezogenen. Behalte so viele, wie du hattest; der Rest geht\n"
            "ungesehen zurück.",
        [COUP_PH_SHOW] =
            "Verhör (R12): Wähle die Karte, die du dem Inquisitor zeigst; nur\n"
            "ihr beide seht sie. Dann gibt er sie zurück oder lässt sie dich\n"
            "austauschen.",
        [COUP_PH_EXAMINE] =
            "Verhör (R12): Gib die Karte zurück, oder lass den verhörten\n"
            "Spieler sie in den Hofstaat mischen und eine neue ziehen.",
        [COUP_PH_OVER] = "",
    },
    .help_show_hand =
        "Coup oder Attentat mit Ansage (R10): Zeig allen deine verdeckten\n"
        "Karten. Ist der genannte Charakter dabei, verlierst du ihn; sonst\n"
        "bleibt die Aktion ohne Wirkung. Danach tauschst du Karten mit dem\n"
        "Hofstaat.",
    .help_keep_inquisitor =
        "Austausch des Inquisitors (R12): Du hast deine Karten und die aus\n"
        "dem Hofstaat gezogene. Behalte so viele, wie du hattest; der Rest\n"
        "geht ungesehen zurück.",
    .help_keep_r10 =
        "Austausch nach einer Aktion mit Ansage (R10, R7): Du hast deine\n"
        "Karten und zwei aus dem Hofstaat. Behalte so viele, wie du hattest;\n"
        "der Rest geht zurück.",
    .rules =
        "COUP - die Übersichtskarte\n"
        "Ziel: als Letzter Einfluss (verdeckte Karten) haben. Ohne Einfluss: Exil.\n"
        "Einkommen          1 Münze nehmen                    kein Block, kein Zweifel\n"
        "Entwicklungshilfe  2 Münzen nehmen                   blockbar durch Großherzog\n"
        "Coup               7 zahlen: jemand verliert Karte   gelingt immer\n"
        "Großherzog         Steuern: 3 Münzen nehmen          blockt Entwicklungshilfe\n"
        "Attentäterin       3 zahlen: jemand verliert Karte   blockbar durch Contessa\n"
        "[A]Captain            jemandem 2 Münzen stehlen         blockbar durch Captain,\n"
        "[A]                                                     Botschafter\n"
        "[I]Captain            jemandem 2 Münzen stehlen         blockbar durch Captain,\n"
        "[I]                                                     Inquisitor\n"
        "[A]Botschafter        Austausch: 2 ziehen, 2 zurück     blockt Diebstahl\n"
        "[I]Inquisitor         Austausch: 1 ziehen, 1 zurück,    blockt Diebstahl\n"
        "[I]                   oder jemanden verhören\n"
        "Contessa           -                                 blockt Attentat\n"
        "Ab 10 Münzen musst du einen Coup starten. Jede Behauptung kann\n"
        "angezweifelt werden: Wer dabei unterliegt, verliert eine Karte; eine\n"
        "bewiesene Karte wird gegen eine neue getauscht.",
    .rules_more = "regeln R1 ... regeln R19: ein Abschnitt der Regeln in "
                  "voller Länge.",

    .ability = {
        [COUP_DUKE] = "Steuern: Nimm 3 Münzen. Blockt Entwicklungshilfe.",
        [COUP_ASSASSIN] = "Attentat: Zahle 3 Münzen, ein Spieler verliert "
                          "eine Karte.",
        [COUP_CAPTAIN] = "Stiehl einem Spieler 2 Münzen. Blockt Diebstahl.",
        [COUP_AMBASSADOR] = "Austausch: Zieh 2 Karten, leg 2 zurück. Blockt "
                            "Diebstahl.",
        [COUP_CONTESSA] = "Blockt ein Attentat auf dich.",
        [COUP_INQUISITOR] = "Austausch: Zieh 1 Karte, leg 1 zurück; oder "
                            "verhöre einen Spieler. Blockt Diebstahl.",
    },
    .ui = {
        [COUP_UI_TAGLINE] = "Bluffen und Durchschauen, mit Freunden",
        [COUP_UI_YOUR_NAME] = "Dein Name",
        [COUP_UI_CREATE_ROOM] = "Raum erstellen",
        [COUP_UI_JOIN_ROOM] = "Raum beitreten",
        [COUP_UI_ROOM_CODE] = "Raumcode",
        [COUP_UI_JOIN] = "Beitreten",
        [COUP_UI_WATCH] = "Zusehen",
        [COUP_UI_OPEN_ROOMS] = "Offene Räume",
        [COUP_UI_NO_OPEN_ROOMS] = "Gerade keine offenen Räume.",
        [COUP_UI_RECENT_GAMES] = "Letzte Partien",
        [COUP_UI_PLAYERS] = "Spieler",
        [COUP_UI_SEATS_FREE] = "{n} frei",
        [COUP_UI_OPTIONS] = "Varianten",
        [COUP_UI_TIMER] = "Bedenkzeit",
        [COUP_UI_TIMER_NONE] = "Keine",
        [COUP_UI_SECONDS] = "{n} s",
        [COUP_UI_PUBLIC_ROOM] = "In der Lobby zeigen",
        [COUP_UI_BOT_LEVEL] = "Bots",
        [COUP_UI_ADD_BOT] = "Bot hinzufügen",
        [COUP_UI_REMOVE] = "Entfernen",
        [COUP_UI_START_GAME] = "Partie starten",
        [COUP_UI_WAITING_HOST] = "Warten, bis {A} die Partie startet",
        [COUP_UI_EMPTY_SEAT] = "Freier Platz: beim Start spielt ein Bot",
        [COUP_UI_SHARE] = "Freunde einladen: Link teilen",
        [COUP_UI_COPY_LINK] = "Link kopieren",
        [COUP_UI_COPIED] = "Kopiert",
        [COUP_UI_SCAN] = "Scannen und mitspielen",
        [COUP_UI_HOST] = "Host",
        [COUP_UI_BOT] = "Bot",
        [COUP_UI_YOU] = "du",
        [COUP_UI_AWAY] = "weg: vorerst spielt ein Bot",
        [COUP_UI_OFFLINE] = "offline",
        [COUP_UI_SPECTATORS] = "{n} sehen zu",
        [COUP_UI_SPECTATING] = "Du siehst zu",
        [COUP_UI_YOUR_CARDS] = "Deine Karten",
        [COUP_UI_COURT] = "Hofstaat: {k} Karten",
        [COUP_UI_OUT_OF_GAME] = "{k} aus dem Spiel",
        [COUP_UI_COINS] = "{n} Münzen",
        [COUP_UI_EXILED] = "im Exil",
        [COUP_UI_WAITING_FOR] = "Am Zug: {s}",
        [COUP_UI_YOUR_TURN] = "Dein Zug",
        [COUP_UI_TURN] = "Zug {n}",
        [COUP_UI_LOG] = "Verlauf",
        [COUP_UI_CHAT] = "Chat",
        [COUP_UI_SEND] = "Senden",
        [COUP_UI_CHAT_HINT] = "Schreib etwas",
        [COUP_UI_RULES] = "Regeln",
        [COUP_UI_CLOSE] = "Schließen",
        [COUP_UI_LANGUAGE] = "Sprache",
        [COUP_UI_SOUND_ON] = "Ton an",
        [COUP_UI_SOUND_OFF] = "Ton aus",
        [COUP_UI_PLAY_AGAIN] = "Neue Partie",
        [COUP_UI_WINS] = "{A} gewinnt!",
        [COUP_UI_YOU_WIN] = "Gewonnen!",
        [COUP_UI_LOBBY] = "Lobby",
        [COUP_UI_LEAVE] = "Verlassen",
        [COUP_UI_REPLAY] = "Replay",
        [COUP_UI_DOWNLOAD] = "Protokoll herunterladen",
        [COUP_UI_FIRST] = "Anfang",
        [COUP_UI_PREV] = "Zurück",
        [COUP_UI_NEXT] = "Vor",
        [COUP_UI_LAST] = "Ende",
        [COUP_UI_STEP] = "Schritt {n} von {m}",
        [COUP_UI_RECONNECTING] = "Verbindung weg: verbinde neu...",
        [COUP_UI_TIME_LEFT] = "noch {n} s",
        [COUP_UI_NO_GAME] = "Partie nicht gefunden.",
        [COUP_UI_NO_ROOM] = "Kein Raum mit dem Code {s}.",
        [COUP_UI_NAME_NEEDED] = "Gib zuerst einen Namen ein (1-20 Zeichen).",
        [COUP_UI_BOT_RANDOM] = "Zufällig",
        [COUP_UI_BOT_HONEST] = "Ehrlich",
        [COUP_UI_BOT_HEURISTIC] = "Heuristisch",
        [COUP_UI_BOT_SEARCH] = "Experte",
        [COUP_UI_LEAVE_ASK] =
            "Gehen? Bis du zurück bist, spielt ein Bot für dich.",
        [COUP_UI_STAY] = "Bleiben",
        [COUP_UI_SEAT_BACK] = "Meinen Platz zurück",
        [COUP_UI_LEFT_GAME] =
            "Du hast die Partie verlassen: Ein Bot spielt für dich.",
        [COUP_UI_REPLACED] = "Du spielst jetzt in einem anderen Tab oder "
                             "Gerät.",
        [COUP_UI_USE_HERE] = "Hier spielen",
        [COUP_UI_SPECTATOR] = "Zuschauer",
        [COUP_UI_RULES_FULL] = "Die ganzen Regeln, Abschnitt für Abschnitt",
        [COUP_UI_GAME_OVER] = "Partie vorbei",
        [COUP_UI_WAITING_AGAIN] = "Warten, bis {A} eine neue Partie startet",
        [COUP_UI_STAT_CLAIMS] = "Behauptungen (Bluffs)",
        [COUP_UI_STAT_CAUGHT] = "Beim Bluffen erwischt",
        [COUP_UI_STAT_CHALLENGES] = "Zweifel richtig / falsch",
        [COUP_UI_STAT_BLOCKS] = "Blocks",
        [COUP_UI_STAT_COINS] = "Münzen genommen",
        [COUP_UI_STAT_CARDS] = "Anderen genommene Karten",
        [COUP_UI_THINKING] = "überlegt…",
        [COUP_UI_DECIDING] = "entscheidet",
        [COUP_UI_STAND_IN] = "Ein Bot spielte für {A}",
        [COUP_UI_TAP_TARGET] = "Leuchtenden Spieler oder Knopf unten antippen",
        [COUP_UI_WINNER] = "Sieger",
        [COUP_UI_PLAY_NOW] = "Jetzt spielen",
        [COUP_UI_PLAY_NOW_HINT] = "Sofort eine Partie gegen Bots",
        [COUP_UI_PLAY_FRIENDS] = "Mit Freunden spielen",
        [COUP_UI_DEFAULT_NAME] = "Du",
        [COUP_UI_ROOM_SETTINGS] = "Raumeinstellungen",
        [COUP_UI_TWO_PLAYERS_ONLY] = "Nur für 2 Spieler",
        [COUP_UI_SPECTATORS_ONE] = "1 sieht zu",
        [COUP_UI_SEATS_FREE_ONE] = "1 frei",
        [COUP_UI_JOINED_NOTICE] = "{A} ist da",
        [COUP_UI_ROOM_OVER] = "Die Partie hier ist vorbei.",
        [COUP_UI_ROOM_PLAYING] = "In diesem Raum läuft eine Partie.",
        [COUP_UI_ROOM_WAITING] = "Warten auf Spieler",
        [COUP_UI_ROOM_HOSTED] = "Host: {A}",
        [COUP_UI_ROOM_FULL] = "Kein Platz frei",
        [COUP_UI_LOCAL_LINK] = "Dieser Link funktioniert nur auf diesem "
                               "Computer.",
        [COUP_UI_LOCAL_LINK_HOW] = "Zum Teilen öffne die Seite über die "
                                   "Netzwerkadresse.",
        [COUP_UI_COINS_ONE] = "1 Münze",
        [COUP_UI_BOT_BLUFFER] = "Bluffer",
        [COUP_UI_BOT_CHALLENGER] = "Zweifler",
        [COUP_UI_BOT_CAUTIOUS] = "Vorsichtig",
        [COUP_UI_BOT_MIXED] = "Gemischt",
        [COUP_UI_BOT_LEVELS] = "Stufen",
        [COUP_UI_BOT_STYLES] = "Spielstile",
        [COUP_UI_ABOUT_RANDOM] = "Zieht zufällig, aber regelgerecht: gut "
                                 "zum Lernen.",
        [COUP_UI_ABOUT_HEURISTIC] = "Zählt Karten, prüft Behauptungen: "
                                    "ein fairer Gegner.",
        [COUP_UI_ABOUT_SEARCH] = "Der Stärkste: lernt, wie jeder spielt.",
        [COUP_UI_ABOUT_HONEST] = "Blufft nie, zweifelt nie an: Glaub ihm "
                                 "jede Behauptung.",
        [COUP_UI_ABOUT_BLUFFER] = "Behauptet jede Karte, die er braucht: "
                                  "Zweifle ihn an.",
        [COUP_UI_ABOUT_CHALLENGER] = "Blufft nie, zweifelt alles an: Bluffe "
                                     "mit Vorsicht.",
        [COUP_UI_ABOUT_CAUTIOUS] = "Blufft nie und zweifelt nur sichere "
                                   "Bluffs an.",
        [COUP_UI_ABOUT_MIXED] = "An jedem Platz ein anderer Bot mit eigenem "
                                "Stil.",
        [COUP_UI_RESERVE] = "Reserve: {k}",
        [COUP_UI_SIGN_IN] = "Anmelden",
        [COUP_UI_SIGN_UP] = "Registrieren",
        [COUP_UI_SIGN_OUT] = "Abmelden",
        [COUP_UI_SIGN_OUT_ALL] = "Überall abmelden",
        [COUP_UI_SIGN_OUT_ALL_HINT] = "Jedes Gerät, auch dieses, muss sich neu anmelden",
        [COUP_UI_ACCOUNT] = "Konto",
        [COUP_UI_LEADERBOARD] = "Rangliste",
        [COUP_UI_PROFILE] = "Profil",
        [COUP_UI_SIGNED_IN_AS] = "Angemeldet als {A}",
        [COUP_UI_GUEST_HINT] = "Spiel als Gast, oder melde dich an für eine Wertung",
        [COUP_UI_ACCOUNT_NAME_HINT] = "Du spielst unter dem Namen deines Kontos",
        [COUP_UI_ACCOUNT_NAME] = "Name",
        [COUP_UI_PASSWORD] = "Passwort",
        [COUP_UI_PASSWORD_AGAIN] = "Passwort wiederholen",
        [COUP_UI_CURRENT_PASSWORD] = "Aktuelles Passwort",
        [COUP_UI_NEW_PASSWORD] = "Neues Passwort",
        [COUP_UI_NAME_RULE] = "3-20 Buchstaben oder Ziffern, auch _ - . und Leerzeichen",
        [COUP_UI_PASSWORD_RULE] = "Mindestens 8 Zeichen, nicht dein Name",
        [COUP_UI_PASSWORDS_DIFFER] = "Die beiden Passwörter sind verschieden.",
        [COUP_UI_NO_ACCOUNT] = "Noch kein Konto?",
        [COUP_UI_HAVE_ACCOUNT] = "Schon ein Konto?",
        [COUP_UI_CHANGE_PASSWORD] = "Passwort ändern",
        [COUP_UI_PASSWORD_CHANGED] = "Passwort geändert: andere Geräte sind abgemeldet.",
        [COUP_UI_DELETE_ACCOUNT] = "Konto löschen",
        [COUP_UI_DELETE_WARNING] = "Das ist endgültig: Name und Wertungen gehen verloren.",
        [COUP_UI_DELETE_KEEPS] = "Gespielte Partien bleiben, unter neutralem Namen.",
        [COUP_UI_DELETE_CONFIRM] = "Dein Passwort, zur Bestätigung",
        [COUP_UI_DELETE_FOR_GOOD] = "Endgültig löschen",
        [COUP_UI_ACCOUNT_DELETED] = "Konto gelöscht.",
        [COUP_UI_SIGNED_OUT_DONE] = "Abgemeldet.",
        [COUP_UI_ACCOUNT_ERROR_BAD_REQUEST] = "Die Anfrage war unvollständig: versuch es noch mal.",
        [COUP_UI_ACCOUNT_ERROR_NAME_FORM] = "Ein Name: 3-20 Buchstaben oder Ziffern einer Schrift.",
        [COUP_UI_ACCOUNT_ERROR_PASSWORD_FORM] = "Ein Passwort: 8-128 Zeichen, nicht der Name.",
        [COUP_UI_ACCOUNT_ERROR_NAME_TAKEN] = "Dieser Name ist vergeben.",
        [COUP_UI_ACCOUNT_ERROR_BAD_CREDENTIALS] = "Name oder Passwort falsch.",
        [COUP_UI_ACCOUNT_ERROR_SIGNED_OUT] = "Du bist abgemeldet: melde dich neu an.",
        [COUP_UI_ACCOUNT_ERROR_TOO_MANY] = "Zu viele Versuche: warte {n} s.",
        [COUP_UI_ACCOUNT_ERROR_TOO_MANY_MIN] = "Zu viele Versuche: warte {n} Min.",
        [COUP_UI_ACCOUNT_ERROR_ORIGIN] = "Abgelehnt: die Anfrage kam von einer anderen Seite.",
        [COUP_UI_ACCOUNT_ERROR_UNAVAILABLE] = "Konten sind gerade nicht verfügbar.",
        [COUP_UI_ACCOUNT_ERROR_NETWORK] = "Keine Antwort vom Server: versuch es noch mal.",
        [COUP_UI_NO_PLAYER] = "Keinen solchen Spieler gefunden.",
        [COUP_UI_LOADING] = "Lädt…",
        [COUP_UI_PLAYER_SINCE] = "Spielt seit {s}",
        [COUP_UI_FAMILY_BASE] = "Grundspiel",
        [COUP_UI_FAMILY_INQUISITOR] = "Inquisitor",
        [COUP_UI_FAMILY_REFORMATION] = "Reformation",
        [COUP_UI_RATING] = "Wertung",
        [COUP_UI_RATED_GAMES] = "{n} gewertete Partien",
        [COUP_UI_RATED_GAMES_ONE] = "1 gewertete Partie",
        [COUP_UI_BOARD_PLACE] = "Platz {n} der Rangliste",
        [COUP_UI_NOT_RANKED] = "Noch nicht in der Rangliste",
        [COUP_UI_RATING_HISTORY] = "Wertungsverlauf",
        [COUP_UI_PLOT_POINT] = "Partie #{n}: {m}",
        [COUP_UI_GAMES_PLAYED] = "Gespielte Partien",
        [COUP_UI_GAMES_WON] = "Gewonnene Partien",
        [COUP_UI_WIN_RATE] = "Siegquote",
        [COUP_UI_STREAK_NOW] = "Aktuelle Serie",
        [COUP_UI_STREAK_WINS] = "{n} Siege",
        [COUP_UI_STREAK_WINS_ONE] = "1 Sieg",
        [COUP_UI_STREAK_LOSSES] = "{n} Niederlagen",
        [COUP_UI_STREAK_LOSSES_ONE] = "1 Niederlage",
        [COUP_UI_BEST_STREAK] = "Längste Siegesserie",
        [COUP_UI_WORST_STREAK] = "Längste Niederlagenserie",
        [COUP_UI_FASTEST_WIN] = "Schnellster Sieg",
        [COUP_UI_TURNS] = "{n} Züge",
        [COUP_UI_TURNS_ONE] = "1 Zug",
        [COUP_UI_FIGURES] = "Statistik",
        [COUP_UI_FIG_CLAIMS] = "Behauptungen",
        [COUP_UI_FIG_BLUFFS] = "Bluffs",
        [COUP_UI_FIG_CHALLENGES] = "Gestellte Herausforderungen",
        [COUP_UI_FIG_CHALLENGES_WON] = "Gewonnene Herausforderungen",
        [COUP_UI_FIG_CARDS_LOST] = "Verlorene Karten",
        [COUP_UI_FIG_COINS_INCOME] = "Münzen aus Einkommen",
        [COUP_UI_FIG_COINS_AID] = "Münzen aus Entwicklungshilfe",
        [COUP_UI_FIG_COINS_TAX] = "Münzen aus Steuern",
        [COUP_UI_FIG_COINS_STEAL] = "Gestohlene Münzen",
        [COUP_UI_FIG_COINS_EMBEZZLE] = "Unterschlagene Münzen",
        [COUP_UI_FIG_STEALS] = "Diebstähle",
        [COUP_UI_FIG_ACTIONS] = "Gespielte Züge",
        [COUP_UI_CLAIMS_BY_CARD] = "Behauptungen je Figur",
        [COUP_UI_ACHIEVEMENTS] = "Erfolge",
        [COUP_UI_ACH_NO_BLUFF] = "Ohne Bluff",
        [COUP_UI_ACH_NO_BLUFF_ABOUT] = "Gewonnen ohne einen einzigen Bluff",
        [COUP_UI_ACH_COMEBACK] = "Aufholjagd",
        [COUP_UI_ACH_COMEBACK_ABOUT] = "Gewonnen nach Verlust der ersten Karte",
        [COUP_UI_ACH_UNTOUCHED] = "Unberührt",
        [COUP_UI_ACH_UNTOUCHED_ABOUT] = "Gewonnen ohne eine Karte zu verlieren",
        [COUP_UI_ACH_BLUFF_MASTER] = "Bluffmeister",
        [COUP_UI_ACH_BLUFF_MASTER_ABOUT] = "Gewonnen mit 3 Bluffs oder mehr, keiner erwischt",
        [COUP_UI_ACH_SHARP_EYE] = "Adlerauge",
        [COUP_UI_ACH_SHARP_EYE_ABOUT] = "Gewonnen mit 3 oder mehr gewonnenen Herausforderungen",
        [COUP_UI_HEAD_TO_HEAD] = "Direkter Vergleich",
        [COUP_UI_OPPONENT] = "Gegner",
        [COUP_UI_COL_GAMES] = "Partien",
        [COUP_UI_FINISHED_AHEAD] = "Besser platziert",
        [COUP_UI_FINISHED_BEHIND] = "Schlechter platziert",
        [COUP_UI_PLACE_OF] = "Platz {n} von {m}",
        [COUP_UI_RATED] = "Gewertet",
        [COUP_UI_UNRATED] = "Ungewertet",
        [COUP_UI_NO_GAMES_YET] = "Noch keine Partien.",
        [COUP_UI_COL_PLACE] = "Platz",
        [COUP_UI_COL_PLAYER] = "Spieler",
        [COUP_UI_PAGE_OF] = "Seite {n} von {m}",
        [COUP_UI_PAGE_PREV] = "Zurück",
        [COUP_UI_PAGE_NEXT] = "Weiter",
        [COUP_UI_YOUR_PLACE] = "Dein Platz: {n}",
        [COUP_UI_RANKED_AFTER] = "In der Rangliste ab {n} gewerteten Partien",
        [COUP_UI_BOARD_EMPTY] = "Noch niemand in der Rangliste.",
        [COUP_UI_HINTS] = "Tipps",
        [COUP_UI_HINTS_ABOUT] =
            "Frag den Experten-Bot um Rat. Partie ohne Wertung.",
        [COUP_UI_HINT] = "Tipp",
        [COUP_UI_PLAY_AS_GUEST] = "Als Gast spielen",
        [COUP_UI_ANALYSE] = "Analysieren",
        [COUP_UI_ANALYSIS] = "Analyse",
        [COUP_UI_ANALYSIS_ABOUT] =
            "Vom Experten-Bot bewertet, aus Sicht jedes Spielers",
        [COUP_UI_ANALYSING] = "Analyse… {n} von {m} Entscheidungen",
        [COUP_UI_ANALYSIS_STARTING] = "Analyse läuft…",
        [COUP_UI_ANALYSIS_QUEUED] =
            "Wartet auf den Start: Nr. {n} in der Warteschlange",
        [COUP_UI_ANALYSIS_STOPPED] =
            "Die Analyse wurde beendet: erneut „Analysieren“ drücken.",
        [COUP_UI_ANALYSIS_BUSY] =
            "Server ausgelastet: versuch es in einer Minute noch mal.",
        [COUP_UI_ANALYSIS_ONE] =
            "Eine Analyse auf einmal: warte, bis die andere endet.",
        [COUP_UI_ANALYSIS_OFF] = "Dieser Server analysiert keine Partien.",
        [COUP_UI_ANALYSIS_FAILED] =
            "Diese Partie ließ sich nicht analysieren.",
        [COUP_UI_ACCURACY] = "Genauigkeit",
        [COUP_UI_MARK_INACCURACY] = "Ungenauigkeit",
        [COUP_UI_MARK_MISTAKE] = "Fehler",
        [COUP_UI_MARK_BLUNDER] = "Grober Fehler",
        [COUP_UI_CLAIMS_READ] = "Behauptungen richtig gelesen",
        [COUP_UI_N_OF_M] = "{n} von {m}",
        [COUP_UI_PERCENT] = "{n} %",
        [COUP_UI_WIN_ODDS] = "Siegchance, Zug für Zug",
        [COUP_UI_MARKS_HOW] =
            "Wähle eine markierte Zeile im Verlauf für den Grund.",
        [COUP_UI_CLAIM_TRUE] = "Die Behauptung stimmte.",
        [COUP_UI_CLAIM_BLUFF] = "Die Behauptung war ein Bluff.",
        [COUP_UI_CLAIM_ODDS] =
            "Nach dem, was {A} sah, stimmte sie mit {n} % Chance",
        [COUP_UI_LEARN] =
            "Spielen lernen",
        [COUP_UI_LEARN_HINT] =
            "Eine geführte erste Partie gegen zwei Bots",
        [COUP_UI_LEARN_CONTINUE] =
            "Tutorial fortsetzen",
        [COUP_UI_TUTORIAL] =
            "Tutorial",
        [COUP_UI_TUT_NEXT] =
            "Weiter",
        [COUP_UI_TUT_SKIP] =
            "Schritt überspringen",
        [COUP_UI_TUT_LEAVE] =
            "Tutorial verlassen",
        [COUP_UI_TUT_RESTART] =
            "Von vorn",
        [COUP_UI_TUT_PROGRESS] =
            "Schritt {n} von {m}",
        [COUP_UI_TUT_WRONG] =
            "Nicht diesen: Die Lektion will den leuchtenden Knopf.",
    },
    .hint_move = "Tipp: {s} (deine Gewinnchance damit: etwa {m}%).",
    .hint_claim =
        "{A} hat die Karte {c} in {m}% der Hände, die zu dem passen, was du gesehen hast.",
    .hint_claim_none =
        "{A} hat keine Karte {c} in {m}% der Hände, die zu dem passen, was du gesehen hast.",
    .time_up = "Die Zeit von {A} ist abgelaufen: Der Standardzug wird "
               "gespielt.",
    /* The server's refusals (docs/web-protocol.md, `error`). */
    .err_not_in_room = "Du bist in keinem Raum: Tritt zuerst einem bei oder "
                       "erstelle einen.",
    .err_not_host = "Das darf nur der Host des Raums.",
    .err_lobby_only = "Die Partie hat schon begonnen: Das geht nur vor dem "
                      "Start.",
    .err_elsewhere = "Du bist schon in Raum {s}: Verlass ihn zuerst.",
    .err_rooms_full = "Der Server hat schon so viele Räume, wie er halten "
                      "kann: Versuch es später noch einmal.",
    .err_server_busy = "Der Server konnte das gerade nicht tun: Versuch es "
                       "noch einmal.",
    .err_no_room = "Es gibt keinen Raum mit dem Code {s}.",
    .err_room_started = "Die Partie in Raum {s} hat schon begonnen: Du "
                        "kannst zusehen.",
    .err_room_full = "In Raum {s} ist kein Platz mehr frei.",
    .err_full_for_bot = "Alle Plätze sind besetzt: Für einen Bot ist kein "
                        "Platz.",
    .err_name_taken = "In diesem Raum heißt schon jemand {s}: Wähle einen "
                      "anderen Namen.",
    .err_bad_token = "Du hast keinen Platz mehr in Raum {s}.",
    .err_draft_players = "Die Variante für zwei (R11) braucht genau 2 "
                         "Spieler.",
    .err_seat_taken = "Auf Platz {m} sitzt {A}: Entferne diesen Spieler, "
                      "bevor du den Raum verkleinerst.",
    .err_seat_free = "Platz {m} ist schon frei.",
    .err_remove_self = "Du kannst dich nicht selbst entfernen: Nimm "
                       "stattdessen Verlassen.",
    .err_not_over = "Die Partie ist noch nicht vorbei.",
    .err_spectator = "Du siehst zu: Zuschauer spielen nicht mit.",
    .err_no_game = "In diesem Raum läuft keine Partie.",
    .err_stale = "Die Partie ist schon weiter: Wähle noch einmal.",
    .err_answered_first = "{A} hat zuerst geantwortet.",
    .err_hints_off =
        "Tipps sind in diesem Raum aus: Der Gastgeber kann sie vor dem Spiel einschalten.",
    .err_hints_bots =
        "Tipps gibt es nur in Partien gegen Bots: An diesem Tisch sitzt kein Bot.",
    .err_not_your_turn = "Du bist nicht am Zug: {s}.",
    .err_illegal = "Dieser Zug ist jetzt nicht erlaubt ({s}): Wähle einen "
                   "der angebotenen Züge.",
    .err_illegal_plain = "Dieser Zug ist jetzt nicht erlaubt: Wähle einen "
                         "der angebotenen Züge.",
    .err_bot_choosing = "Einen Moment: Der Bot, der für dich spielt, "
                        "entscheidet noch.",
    .err_flood = "Du schickst mehr als {m} Nachrichten pro Sekunde: Mach "
                 "langsamer.",
    .err_flood_address = "Deine Netzwerkadresse ({s}) schickt mehr als {m} "
                         "Nachrichten pro Sekunde: Mach langsamer.",
    .err_flood_closed = "Zu viele deiner Nachrichten wurden abgelehnt: Die "
                        "Verbindung ist getrennt.",
    .err_server_full = "Der Server ist voll: Versuch es später noch einmal.",
    .err_too_many_conns = "Deine Netzwerkadresse ({s}) hat schon {m} offene "
                          "Verbindungen: Schließ zuerst einen Tab.",
    .err_too_big = "Diese Nachricht ist zu lang für den Server.",
    .err_unreadable = "Der Server konnte diese Nachricht nicht lesen.",
    .err_field = "Das Feld '{s}' dieser Nachricht fehlt oder ist ungültig.",
    .err_version = "Diese Seite ist älter als der Server: Lade sie neu.",
    .err_code = "Das ist kein Raumcode: Ein Code hat 4 Buchstaben, keinen "
                "davon A, E, I, O, U oder Y.",
    .err_name_empty = "Gib zuerst einen Namen ein.",
    .err_name_long = "Ein Name hat höchstens {m} Zeichen.",
    .err_name_invisible = "Ein Name darf keine Steuer- oder unsichtbaren "
                          "Zeichen enthalten.",
    .err_chat_empty = "Gib etwas zum Senden ein.",
    .err_chat_long = "Eine Chatnachricht hat höchstens {m} Zeichen.",
    .faction = {"Loyalist", "Reformist"},
    .factions_line = "Loyalisten: {s}. Reformisten: {t}.",
    .reserve_line = "Staatsreserve: {n}.",
    .convert_self = "{A} zahlt 1 Münze in die Staatsreserve und wird {x}.",
    .convert_other = "{A} zahlt 2 Münzen in die Staatsreserve: {t} wird "
                     "{x}.",
    .embezzle = "{A} behauptet, keinen {c} zu haben, und unterschlägt die "
                "Staatsreserve ({n}).",
    .prove_hand = "{A} zeigt allen die Hand ({c}), kein {d} dabei: Die Hand "
                  "geht zurück in den Hofstaat, und {a} zieht neue Karten.",
    .concede_hand = "{A} beweist nicht, keinen {c} zu haben.",
    .tm_challenge_none = "{a} kann anzweifeln, dass {t} keinen {c} hat, oder "
                         "passen",
    .help_action_reformation =
        "Dein Zug (R4, R16-R18): Wähle eine Aktion. Einkommen,\n"
        "Entwicklungshilfe, Coup und Bekehrung brauchen keinen Charakter;\n"
        "Steuern (Großherzog), Attentat (Attentäterin), Diebstahl (Captain)\n"
        "und Austausch (Botschafter/Inquisitor) behaupten einen, und die\n"
        "Unterschlagung behauptet, dass du keinen Großherzog hast: Du darfst\n"
        "bluffen. Jeder kann eine Behauptung anzweifeln (R6). Solange beide\n"
        "Fraktionen leben, zielst du nur auf die andere (R16). Ab 10 Münzen\n"
        "musst du einen Coup starten.",
    .help_challenge_embezzle =
        "Eine Unterschlagung steht im Raum (R18): angeblich ohne Großherzog\n"
        "auf der Hand. Zweifle an, wenn du glaubst, dass doch einer dabei ist:\n"
        "Stimmt das, verliert der Spieler eine Karte; zeigt er eine Hand ohne\n"
        "Großherzog, verlierst du eine.",
    .help_prove_embezzle =
        "Deine Unterschlagung wird angezweifelt (R18). Zeig deine ganze Hand\n"
        "ohne Großherzog, dann verliert der Zweifler eine Karte (deine Karten\n"
        "gehen zurück, du ziehst neue), oder gib nach und verliere selbst eine\n"
        "Karte.",
    .tm_challenge_all_none =
        "{s} können anzweifeln, dass {t} keinen {c} hat, oder passen",
    .tm_prove_hand = "{a} muss allen die Hand zeigen (kein {c}) oder "
                     "nachgeben",
    .pr_embezzle = "{A} behauptet, keinen {c} zu haben, um die Staatsreserve "
                   "zu nehmen ({n}).",
    .pr_challenge_none = "Anzweifeln? Hat {a} einen {c}, verliert {a} eine "
                         "Karte; sonst verlierst du eine.",
    .pr_prove_hand = "{A} zweifelt an, dass du keinen {c} hast. Zeig allen "
                     "deine Hand ({d}), dann verliert {a} eine Karte "
                     "(deine Karten gehen zurück in den Hofstaat, du ziehst "
                     "neue), oder gib nach und verliere selbst eine Karte.",
    .pr_prove_hand_cannot = "{A} zweifelt an, dass du keinen {c} hast, und "
                            "du hast einen {c}: Du verlierst eine Karte.",
    .pr_lose_hand = "{A} hat die Hand gezeigt, ohne {c}: Dein "
                    "Zweifel war unberechtigt. Wähle die Karte, die du "
                    "verlierst.",
    .pr_lose_embezzle = "Du hast nicht bewiesen, dass du keinen {c} hast, "
                        "als {a} angezweifelt hat. Wähle die Karte, die du "
                        "verlierst.",
    .m_convert_self = "Dich bekehren: {x} werden (1 Münze)",
    .m_convert = "{t} bekehren: wird {x} (2 Münzen)",
    .m_embezzle = "{n} unterschlagen: behaupten, keinen {c} zu haben",
    .m_prove_hand = "Karten zeigen ({c}, kein {d}): Der Zweifler verliert "
                    "eine Karte",
    .m_concede_hand = "Karten nicht zeigen: eine Karte verlieren",
    .setup_reformation = "Reformation: Fraktionen, Bekehrung, Unterschlagung "
                         "(R16-R19)",
    .err_chat_invisible = "Eine Chatnachricht darf keine Steuer- oder "
                          "unsichtbaren Zeichen enthalten.",
    .comma = ", ",
    .an_intro = "Jede Entscheidung bewertet die Suche mit {m} Iterationen, "
                "nach dem, was ihr Platz damals sehen konnte.",
    .an_legend = "Zeichen: ?! Ungenauigkeit (verliert {s} der Siegchance "
                 "oder mehr), ? Fehler ({t}), ?? grober Fehler ({x}); ein "
                 "Verlust wird nur markiert, wenn er mehr als das Doppelte "
                 "seiner Messunsicherheit beträgt.",
    .an_mark = {"Ungenauigkeit", "Fehler", "Grober Fehler"},
    .an_better = "{s}: besser „{c}“ ({x} Siegchance, statt {d}).",
    .an_claim_true = "Die Behauptung stimmte: {A} hatte die Karte {c}. Nach "
                     "dem, was {t} sehen konnte, lag die Chance bei {x}.",
    .an_claim_bluff = "Die Behauptung war ein Bluff: {A} hatte die Karte {c} "
                      "nicht. Nach dem, was {t} sehen konnte, stimmte sie "
                      "mit einer Chance von {x}.",
    .an_none_true = "Die Behauptung stimmte: {A} hatte keine Karte {c}. Nach "
                    "dem, was {t} sehen konnte, lag die Chance bei {x}.",
    .an_none_bluff = "Die Behauptung war ein Bluff: {A} hatte die Karte {c}. "
                     "Nach dem, was {t} sehen konnte, stimmte sie mit einer "
                     "Chance von {x}.",
    .an_percent = "{s} %",
    .an_point = ",",
    .an_summary = "Wie jeder Platz spielte:",
    .an_seat = "{A}: Genauigkeit {x}, bewertete Entscheidungen: {s}.",
    .an_counts = "Ungenauigkeiten: {s}, Fehler: {t}, grobe Fehler: {x}; "
                 "mittlerer Verlust: {d}.",
    .an_challenges = "Anzweifelbare Behauptungen: {x}; richtig gelesen "
                     "(einen Bluff angezweifelt, eine wahre Behauptung "
                     "durchgelassen): {s}.",
    .an_no_decision = "{A}: keine Entscheidung zu bewerten.",
    .lesson = {
        [COUP_LESSON_INTRO] =
            "Willkommen bei Coup. Alle haben zwei verdeckte Karten, ihren "
            "Einfluss, und 2 Münzen. Wer beide Karten verliert, scheidet "
            "aus; wer übrig bleibt, gewinnt. Deine liegen unten: ein "
            "Großherzog und ein Botschafter.",
        [COUP_LESSON_INCOME] =
            "Du bist dran. Einkommen bringt 1 Münze, und niemand kann es "
            "verhindern. Nimm Einkommen.",
        [COUP_LESSON_BLOCK] =
            "Ada nimmt Entwicklungshilfe: 2 Münzen. Der Großherzog blockt "
            "Entwicklungshilfe, und du hast einen: Blocke als Großherzog.",
        [COUP_LESSON_CHALLENGE] =
            "Bram gibt sich als Großherzog aus, um 3 Münzen Steuern zu "
            "nehmen. Jeder darf jede Rolle behaupten, ob er sie hat oder "
            "nicht. Zweifle ihn an: Wer falschliegt, verliert eine Karte.",
        [COUP_LESSON_EXCHANGE] =
            "Bram hatte keinen Großherzog: Er hat eine Karte aufgedeckt und "
            "nichts bekommen. Du bist dran: Gib dich als Botschafter aus für "
            "einen Austausch und zieh zwei Karten vom Hofstaat.",
        [COUP_LESSON_KEEP] =
            "Behalte zwei dieser vier Karten: den Großherzog und die "
            "Contessa. Die anderen gehen an den Hofstaat zurück, und niemand "
            "sieht, welche du behältst.",
        [COUP_LESSON_LET_PASS] =
            "Ada gibt sich als Großherzog aus. Hat sie ihn, kostet dich ein "
            "Zweifel eine Karte. Lass es durchgehen: nicht anzweifeln.",
        [COUP_LESSON_TAX] =
            "Du bist dran. Steuern: Gib dich als Großherzog aus und nimm 3 "
            "Münzen. Diesmal stimmt es.",
        [COUP_LESSON_PROVE] =
            "Bram zweifelt deinen Großherzog an. Zeig ihn: Bram verliert "
            "seine letzte Karte und scheidet aus. Dein Großherzog geht an "
            "den Hofstaat zurück, und du ziehst eine neue Karte.",
        [COUP_LESSON_ASSASSINATE] =
            "Ada gibt sich als Attentäterin aus und zahlt 3 Münzen, damit "
            "du eine Karte verlierst. Es gibt eine bessere Antwort als "
            "Zweifel: Zweifle nicht an.",
        [COUP_LESSON_BLOCK_ASSASSIN] =
            "Die Contessa blockt ein Attentat, und du hast sie: Blocke als "
            "Contessa.",
        [COUP_LESSON_FOREIGN_AID] =
            "Du bist dran. Entwicklungshilfe bringt 2 Münzen, ohne eine "
            "Rolle zu behaupten, aber jeder Großherzog kann sie blocken. "
            "Nimm Entwicklungshilfe.",
        [COUP_LESSON_CHALLENGE_LOST] =
            "Ada blockt als Großherzog. Hat sie ihn? Zweifle sie an und "
            "sieh, was ein verlorener Zweifel kostet.",
        [COUP_LESSON_LOSE] =
            "Sie hatte ihn: Du verlierst den Zweifel und einen Einfluss. "
            "Wähle die Karte, die du aufdeckst, und behalte deinen "
            "Großherzog: Er bringt Münzen.",
        [COUP_LESSON_TAX_AGAIN] =
            "Ada hat ihren Großherzog gezeigt: Er ging an den Hofstaat "
            "zurück, und sie zog eine neue Karte. Nimm wieder Steuern.",
        [COUP_LESSON_FOREIGN_AID_AGAIN] =
            "Nimm wieder Entwicklungshilfe: Ada kann sie blocken oder "
            "durchgehen lassen.",
        [COUP_LESSON_MUST_COUP] =
            "Du hast 11 Münzen. Ab 10 ist der Coup deine einzige Aktion. Er "
            "kostet 7, und niemand kann ihn blocken oder anzweifeln: Ada "
            "verliert eine Karte.",
        [COUP_LESSON_TAX_LAST] =
            "Ada hat noch eine Karte. Ein Coup kostet 7: Nimm Steuern, um sie "
            "zu haben.",
        [COUP_LESSON_COUP] =
            "Starte einen Coup gegen Ada: Ihre letzte Karte fällt, und das "
            "Spiel gehört dir.",
        [COUP_LESSON_WON] =
            "Gewonnen! Du kennst jetzt die Züge des Spiels. Bluffe, wenn es "
            "sich lohnt, zweifle, wenn die Chancen dafür sprechen: Spiel "
            "jetzt gegen Bots.",
    },
};

/*
 * lang_fr.c - French, the words of Complots, the French edition (Duchesse,
 * Cour, Trésor, pièces, contrer, mettre en doute), but Coup d'État for the
 * Coup (Complots says "Assassinat", the Assassin's word). The moves and
 * commands may be typed in French (.word) or in English. Non-breaking
 * spaces (U+00A0) go before : ; ? ! as French typography wants.
 */
#include <coup/text.h>

const coup_lang coup_lang_fr = {
    .code = "fr",
    .name = "Français",

    .card = {"Duchesse", "Assassin", "Capitaine", "Ambassadeur", "Comtesse",
             "Inquisiteur"},
    .coin = "pièce",
    .coins = "pièces",
    .card1 = "carte",
    .cards = "cartes",
    .and_ = " et ",
    .and_i = " et ",
    .both = {"les deux Duchesses", "les deux Assassins", "les deux Capitaines",
             "les deux Ambassadeurs", "les deux Comtesses",
             "les deux Inquisiteurs"},
    .seat = "joueur",
    .seat_up = "Joueur",
    /* With their article: "contre l'Aide étrangère", "le vol échoue". */
    .action = {"l'action", "le Revenu", "l'Aide étrangère", "la Taxe",
               "l'Échange", "le Coup d'État", "l'assassinat", "le vol",
               "l'Examen"},

    /* A card after a verb goes with "la carte" or after a colon (no
     * article to agree), a claim is "se déclarer Duchesse". */
    .start = "Le tirage au sort désigne {a} pour commencer la partie.",
    .pick = "{A} garde la carte {c} de son lot ; les autres cartes du lot "
            "quittent la partie.",
    .pick_hidden = "{A} garde une carte de son lot ; les autres cartes du lot "
                   "quittent la partie.",
    .dealt = "{A} reçoit une carte : {c}.",
    .dealt_hidden = "{A} reçoit une carte.",
    .draws = "{A} pioche une carte : {c}.",
    .draws_hidden = "{A} pioche une carte.",
    .income = "{A} prend le Revenu (total : {n}).",
    .foreign_aid = "{A} demande l'Aide étrangère.",
    .tax = "{A} se déclare {c} et perçoit la Taxe.",
    .exchange = "{A} se déclare {c} et fait un Échange avec la Cour.",
    .coup = "{A} paie 7 pièces et lance un Coup d'État contre {t}.",
    .coup_named = "{A} paie 7 pièces et lance un Coup d'État contre {t} "
                  "(personnage nommé : {d}).",
    .assassinate = "{A} se déclare {c} et paie 3 pièces pour assassiner {t}.",
    .assassinate_named = "{A} se déclare {c} et paie 3 pièces pour "
                         "assassiner {t} (personnage nommé : {d}).",
    .steal = "{A} se déclare {c} pour voler {t}.",
    .examine = "{A} se déclare {c} pour examiner une carte de {t}.",
    .challenge = "{A} met la déclaration en doute.",
    .no_challenge = "{A} laisse passer.",
    .prove = "{A} montre la carte {c}, la remet dans la Cour et pioche une "
             "nouvelle carte.",
    .concede_has = "{A} s'incline sans montrer la carte {c}.",
    .cannot_prove = "{A} ne peut pas montrer la carte {c}.",
    .does_not_prove = "{A} ne montre pas la carte {c}.",
    .lose = "{A} perd une influence : {c}.",
    .block = "{A} se déclare {c} et contre {x}.",
    .no_block = "{A} ne contre pas.",
    .keep = "{A} garde {c}.",
    .keep_returns = "{A} garde {c} ; retour dans la Cour : {d}.",
    .keep_hidden = "{A} garde {k} et remet le reste dans la Cour.",
    .show_examine = "{A} montre la carte {c} à {t}.",
    .show_examine_hidden = "{A} montre une carte à {t}.",
    .reveal = "{A} révèle sa main : {c}.",
    .giveback = "{A} rend la carte {c} à {t}.",
    .giveback_hidden = "{A} rend la carte à {t}.",
    .swap = "{A} oblige {t} à remettre la carte {c} dans la Cour et à en "
            "piocher une nouvelle.",
    .swap_hidden = "{A} oblige {t} à remettre la carte dans la Cour et à en "
                   "piocher une nouvelle.",
    .illegal = "{A} joue '{s}', ce qui n'est pas permis ici.",

    .not_held = "{A} n'a pas de carte {c} : {x} reste sans effet.",
    .block_stands = "Le contre tient : {x} échoue.",
    .exiled = "{A} part en exil.",
    .duel_start = "{A} commence avec {n} (R11 : deux joueurs).",
    .steal_takes = "{A} vole {n} à {t} (total : {N}).",
    .refund = "{A} récupère les 3 pièces (total : {N}).",
    .gains = "{A} gagne {n} (total : {N}).",
    .loses_coins = "{A} perd {n} (total : {N}).",
    .to_treasury1 = "Le Trésor récupère {n} de {A}.",
    .to_treasury = "Le Trésor récupère {n} de {A}.",
    .r10_exchange = "{A} fait un Échange avec la Cour (R10).",
    .wins = "{A} remporte la partie.",

    .tm_over = "personne : {a} a gagné",
    .tm_start = "le hasard doit désigner le premier joueur",
    .tm_deal = "le hasard doit distribuer une carte à {a}",
    .tm_redraw = "le hasard doit piocher une nouvelle carte pour {a}",
    .tm_draw = "le hasard doit piocher une carte pour l'Échange de {a}",
    .tm_pick = "{a} doit choisir la carte à garder de son lot (R11)",
    .tm_action = "{a} doit choisir une action",
    .tm_challenge = "{a} doit croire ou mettre en doute {t}, qui se déclare "
                    "{c}",
    .tm_prove = "{a} doit montrer la carte {c} ou s'incliner",
    .tm_lose = "{a} doit choisir l'influence à perdre",
    .tm_block = "{a} doit contrer {x} ou laisser faire {t}",
    .tm_keep = "{a} doit choisir les cartes à garder",
    .tm_show_examine = "{a} doit montrer une carte à {t}",
    .tm_show_hand = "{a} doit montrer ses cartes cachées à tous (R10)",
    .tm_examine = "{a} doit rendre à {t} la carte montrée ou la lui faire "
                  "changer",
    .tm_challenge_all =
        "{s} doivent croire ou mettre en doute {t}, qui se déclare {c}",
    .tm_block_all =
        "{s} doivent contrer {x} ou laisser faire {t}",

    /* What the seat deciding is asked (coup_narrate_prompt). */
    .or_ = " ou ",
    .pr_action = "À vous : vous avez {n}. Choisissez une action.",
    .pr_action_coup = "Vous avez {n} : à 10 ou plus, vous devez lancer un "
                      "Coup d'État (R4). Choisissez sa cible.",
    .pr_tax = "{A} se déclare {c} pour percevoir la Taxe (3 pièces).",
    .pr_exchange = "{A} se déclare {c} pour échanger des cartes avec la "
                   "Cour.",
    .pr_steal = "{A} se déclare {c} pour voler {t}.",
    .pr_steal_you = "{A} se déclare {c} pour vous voler.",
    .pr_assassinate = "{A} se déclare {c} pour assassiner {t}.",
    .pr_assassinate_you = "{A} se déclare {c} pour vous assassiner.",
    .pr_examine = "{A} se déclare {c} pour examiner une carte de {t}.",
    .pr_examine_you = "{A} se déclare {c} pour examiner une de vos cartes.",
    .pr_block_claim = "{A} se déclare {c} pour contrer {x} que tente {t}.",
    .pr_block_claim_you = "{A} se déclare {c} pour contrer {x} que vous "
                          "tentez.",
    .pr_challenge = "Mettre en doute ? Si {a} ne peut pas montrer la carte "
                    "{c}, {a} perd une carte ; sinon, c'est vous qui en "
                    "perdez une.",
    .pr_block_aid = "{A} demande l'Aide étrangère (2 pièces). Contrer en vous "
                    "déclarant {c} ?",
    .pr_block_steal = "{A} se déclare {d} pour vous voler {n}. Contrer en "
                      "vous déclarant {c} ?",
    .pr_block_kill = "{A} se déclare {d} pour vous assassiner : vous perdez "
                     "une carte, sauf si vous contrez en vous déclarant {c}.",
    .pr_block_kill_named = "{A} se déclare {d} pour vous assassiner "
                           "(personnage nommé : {s}). Si vous avez la carte "
                           "{s}, vous la perdez, sauf si vous contrez en vous "
                           "déclarant {c}.",
    .pr_block_risk = "Contrer, c'est se déclarer : si l'on vous met en doute "
                     "et que vous ne pouvez pas montrer la carte, vous perdez "
                     "une carte et {x} a lieu quand même.",
    .pr_block_risk_kill = "Si l'on met votre contre en doute et que vous ne "
                          "pouvez pas montrer la carte {c}, vous perdez vos "
                          "deux cartes.",
    .pr_prove = "{A} doute que vous soyez {c}. Montrez la carte {c} et {a} "
                "perd une carte (vous en piochez une nouvelle), ou "
                "inclinez-vous et perdez vous-même une carte.",
    .pr_prove_cannot = "{A} doute que vous soyez {c}, et vous n'avez pas la "
                       "carte {c} : vous perdez une carte.",
    .pr_lose_challenger = "{A} a montré la carte {c} : vous aviez tort de "
                          "douter. Choisissez la carte à perdre.",
    .pr_lose_claimant = "Vous n'avez pas montré la carte {c} quand {a} a "
                        "douté de vous. Choisissez la carte à perdre.",
    .pr_lose_coup = "{A} lance un Coup d'État contre vous. Choisissez la "
                    "carte à perdre.",
    .pr_lose_kill = "{A} vous assassine. Choisissez la carte à perdre.",
    .pr_lose = "Choisissez la carte à perdre.",
    .pr_last = "C'est votre dernière carte : vous quittez la partie.",
    .pr_keep = "Vous piochez {c}. Gardez {k} parmi {d} ; le reste "
               "retourne dans la Cour.",
    .pr_keep_r10 = "Tout le monde a vu vos cartes (R10) : cet Échange les "
                   "cache de nouveau.",
    .pr_show_examine = "{A} vous examine (en se déclarant {c}) : choisissez "
                       "la carte à montrer. Elle ne sera vue que par {a}, qui "
                       "pourra vous la faire changer contre une nouvelle.",
    .pr_show_hand = "Personnage nommé par {A} : {d}. Montrez vos cartes "
                    "cachées à tout le monde (R10). Si vous avez la carte "
                    "{d}, vous la perdez.",
    .pr_examine_choice = "{T} vous montre la carte {c}. La lui rendre, ou "
                         "obliger {t} à la remettre dans la Cour et à piocher "
                         "une nouvelle carte ?",
    .pr_pick = "Choisissez la carte à garder de votre lot : les autres "
               "quittent la partie (R11).",

    .m_income = "Revenu : prendre 1 pièce",
    .m_foreign_aid = "Aide étrangère : prendre 2 pièces",
    .m_tax = "Taxe : se déclarer Duchesse, prendre 3 pièces",
    .m_exchange = "Échange : se déclarer {c}",
    .m_coup = "Coup d'État contre {t} (7 pièces)",
    .m_coup_named = "Coup d'État contre {t} en nommant {d} (7 pièces)",
    .m_assassinate = "Assassiner {t} : se déclarer Assassin (3 pièces)",
    .m_assassinate_named = "Assassiner {t} en nommant {d} : se déclarer "
                           "Assassin (3 pièces)",
    .m_steal = "Voler {t} : se déclarer Capitaine",
    .m_examine = "Examiner {t} : se déclarer Inquisiteur",
    .m_pass_challenge = "Laisser passer",
    .m_challenge = "Mettre en doute",
    .m_pass_block = "Ne pas contrer",
    .m_block = "Contrer : se déclarer {c}",
    .m_prove = "Montrer la carte {c} : celui qui doute perd une carte",
    .m_concede = "S'incliner : perdre une carte",
    .m_lose = "Perdre la carte {c}",
    .m_keep = "Garder {c}",
    .m_show = "Montrer {c}",
    .m_pick = "Garder la carte {c}",
    .m_giveback = "Rendre la carte {c}",
    .m_swap = "Faire changer la carte {c} contre une nouvelle",

    .title = "Coup - tour {m}",
    .col_name = "Nom",
    .col_coins = "Pièces",
    .col_cards = "Cartes",
    .you = "(vous)",
    .exiled_mark = "en exil",
    .court_line = "Cour : {k}.",
    .out_line = "Hors jeu (R11) : {k}.",
    .shown_to_you = "On vous a montré : {c}.",
    .happened = "Ce qui s'est passé :",
    .hint = "Tapez un numéro ou une commande ; aide (help), journal, "
            "règles, quitter.",
    .prompt = "> ",
    .back = "Retour",

    .bad_number = "Il n'y a pas de choix {s} : tapez un numéro de 1 à {m}.",
    .bad_word = "'{s}' n'est ni un choix ni une commande. Tapez aide.",
    .bad_move = "'{s}' n'est pas permis maintenant : prenez l'un des choix "
                "proposés.",

    .pass_keyboard = "Passez le clavier à {A}. Les autres, regardez ailleurs.",
    .press_enter = "{A} : appuyez sur Entrée pour continuer.",
    .game_over = "Partie terminée : {A} l'emporte.",
    .saved = "Enregistrement de la partie sauvegardé dans {s}.",
    .replay_hint = "Pour la revoir : coup replay {s}",
    .interrupted = "La partie a été interrompue avant la fin.",
    .save_failed = "Impossible de sauvegarder l'enregistrement de la "
                   "partie : {s}.",
    .bye = "Au revoir.",

    .setup_title = "Coup : nouvelle partie",
    .setup_players = "Joueurs : {m}",
    .setup_humans = "Joueurs humains : {s}",
    .setup_bots = "Bots : {s}",
    .setup_option = {"Inquisiteur au lieu de l'Ambassadeur (R12)",
                     "Draft à deux joueurs (R11)",
                     "Coup d'État annoncé (R10)",
                     "Assassinat annoncé (R10)"},
    .setup_first = "Premier joueur : {s}",
    .setup_random = "tiré au sort",
    .setup_ask_first = "Quel joueur commence (0 à {m}), ou r pour un tirage "
                       "au sort ?",
    .setup_lang = "Langue : {s}",
    .setup_on = "oui",
    .setup_off = "non",
    .setup_start = "Entrée pour commencer, un numéro pour modifier, q pour "
                   "quitter.",
    .setup_ask_players = "Combien de joueurs (2-10) ?",
    .setup_ask_humans = "Quels joueurs sont humains (0 à {m}, p. ex. 0 ou "
                        "0,2) ?",
    .setup_ask_bots = "Quels bots ({s}), séparés par des virgules ?",
    .setup_draft_two = "Le draft se joue à deux joueurs seulement.",
    .setup_none = "aucun",

    .bad_seats = "les joueurs sont des numéros de 0 à {m}, séparés par des "
                 "virgules, chacun une seule fois, pas '{s}'",
    .bad_bots = "'{s}' n'est pas une liste de bots (p. ex. heuristic,random)",
    .bad_players = "le nombre de joueurs va de 2 à 10, pas '{s}'",
    .bad_first = "le premier joueur va de 0 à {m}, ou r, pas '{s}'",
    .rules_unknown = "pas de section des règles '{s}' : tapez règles R1 ... "
                     "règles R19, ou un mot, par exemple règles doute",
    .too_small = "Cet écran est plus petit que {s} : certaines lignes "
                 "risquent d'être coupées.",

    /* Accents are optional when typed (input.c folds them). */
    .word = {"revenu", "aide étrangère", "taxe", "échange|échanger",
             "coup d'état|coup d’état", "assassiner|assassinat", "voler|vol",
             "examiner|examen", "passer|laisser passer|croire|ne pas contrer",
             "douter|mettre en doute|doute", "contrer|contre", "prouver",
             "s'incliner|s’incliner|incliner", "perdre", "garder", "montrer",
             "rendre", "changer|faire changer", "choisir", "aide",
             "règles|règle", "journal|historique", "quitter", "retour"},
    .topic = {"", "composants matériel cartes", "préparation distribution",
              "influence exil",
              "tour actions action revenu aide taxe vol assassinat",
              "ordre résolution contre contres contrer",
              "doute doutes douter prouver", "échange ambassadeur",
              "cour paquet mélange", "information informations",
              "annoncé annoncée annonce nommer", "deux duel draft",
              "inquisiteur examen examiner", "plus sept huit neuf dix",
              "exemple", "cas limites",
              "réforme factions faction loyaliste réformiste",
              "conversion convertir réserve hospice",
              "détournement détourner", "réforme-paquet"},

    .help_commands =
        "Tapez le numéro d'un choix, ou une commande en français ou en\n"
        "anglais (revenu, voler 1, contrer capitaine, douter, passer, perdre\n"
        "duchesse, garder duchesse comtesse ; steal 1, challenge, pass).\n"
        "aide (help) : ce texte. journal (log) : la partie jusqu'ici.\n"
        "règles (rules) : l'aide-mémoire ; règles R6 ou règles doute : une\n"
        "section des règles. quitter (quit) : arrêter ; l'enregistrement de\n"
        "la partie est sauvegardé.",
    .help = {
        [COUP_PH_START] = "",
        [COUP_PH_PICK] =
            "Draft à deux (R11) : gardez une carte de votre lot ; les quatre\n"
            "autres quittent la partie sans être vues. Puis vous recevez une\n"
            "autre carte.",
        [COUP_PH_DEAL] = "",
        [COUP_PH_ACTION] =
            "À vous (R4) : choisissez une action. Revenu, Aide étrangère et\n"
            "Coup d'État ne demandent aucun personnage ; Taxe (Duchesse),\n"
            "Assassinat (Assassin), Vol (Capitaine) et Échange\n"
            "(Ambassadeur/Inquisiteur) en demandent un : vous pouvez bluffer.\n"
            "Tout le monde peut mettre en doute une déclaration (R6). À 10\n"
            "pièces ou plus, vous devez lancer un Coup d'État.",
        [COUP_PH_CHALLENGE] =
            "Une déclaration est sur la table (R6). Mettez-la en doute si vous\n"
            "pensez que c'est un bluff : si le joueur ne peut pas montrer la\n"
            "carte, il perd une carte ; s'il le peut, vous en perdez une et il\n"
            "change la carte montrée contre une nouvelle.",
        [COUP_PH_PROVE] =
            "Votre déclaration est mise en doute (R6). Montrez la carte\n"
            "déclarée et celui qui doute perd une carte (vous en piochez une\n"
            "nouvelle), ou inclinez-vous et perdez vous-même une carte.",
        [COUP_PH_LOSE] =
            "Vous perdez une influence (R3) : retournez face visible une de vos\n"
            "cartes. Quand il ne vous reste aucune carte cachée, vous partez en\n"
            "exil.",
        [COUP_PH_REDRAW] = "",
        [COUP_PH_BLOCK] =
            "Vous pouvez contrer (R5) : la Duchesse contre l'Aide étrangère, la\n"
            "Comtesse un assassinat qui vous vise, le Capitaine ou l'Ambassadeur\n"
            "(ou l'Inquisiteur) un vol qui vous vise. Contrer, c'est se\n"
            "déclarer : on peut vous mettre en doute.",
        [COUP_PH_DRAW] = "",
        [COUP_PH_KEEP] =
            "Échange (R7) : vous avez vos cartes et celles piochées dans la\n"
            "Cour. Gardez-en autant que vous en aviez ; les autres y\n"
            "retournent, sans être vues.",
        [COUP_PH_SHOW] =
            "Examen (R12) : choisissez la carte à montrer à l'Inquisiteur ;\n"
            "vous serez seuls à la voir, tous les deux. Ensuite, il vous la\n"
            "rend ou vous la fait changer.",
        [COUP_PH_EXAMINE] =
            "Examen (R12) : rendez la carte, ou obligez le joueur examiné à la\n"
            "remettre dans la Cour et à en piocher une nouvelle.",
        [COUP_PH_OVER] = "",
    },
    .help_show_hand =
        "Coup d'État ou Assassinat annoncé (R10) : montrez vos cartes cachées\n"
        "à tout le monde. Si le personnage nommé s'y trouve, vous le perdez ;\n"
        "sinon, l'action reste sans effet. Ensuite, vous faites un Échange\n"
        "avec la Cour.",
    .help_keep_inquisitor =
        "Échange de l'Inquisiteur (R12) : vous avez vos cartes et celle\n"
        "piochée dans la Cour. Gardez-en autant que vous en aviez ; la\n"
        "dernière y retourne, sans être vue.",
    .help_keep_r10 =
        "Échange après une action annoncée (R10, R7) : vous avez vos cartes\n"
        "et deux cartes de la Cour. Gardez-en autant que vous en aviez ; les\n"
        "autres y retournent.",
    .rules =
        "COUP - l'aide-mémoire\n"
        "But : être le dernier à garder de l'influence (cartes cachées).\n"
        "Qui perd ses deux cartes part en exil.\n"
        "Revenu         prendre 1 pièce                  ni contre ni doute\n"
        "Aide étrangère prendre 2 pièces                 contrée par la Duchesse\n"
        "Coup d'État    payer 7 : un joueur perd 1 carte réussit toujours\n"
        "Duchesse       Taxe : prendre 3 pièces          peut contrer l'Aide étrangère\n"
        "Assassin       payer 3 : un joueur perd 1 carte contré par la Comtesse\n"
        "[A]Capitaine      voler 2 pièces à un joueur       contré par Capitaine,\n"
        "[A]                                                Ambassadeur\n"
        "[I]Capitaine      voler 2 pièces à un joueur       contré par Capitaine,\n"
        "[I]                                                Inquisiteur\n"
        "[A]Ambassadeur    Échange : piocher 2, rendre 2    peut contrer le vol\n"
        "[I]Inquisiteur    Échange : piocher 1, rendre 1,   peut contrer le vol\n"
        "[I]               ou Examiner la carte d'un joueur\n"
        "Comtesse       -                                peut contrer l'assassinat\n"
        "À 10 pièces ou plus, vous devez lancer un Coup d'État. Toute\n"
        "déclaration peut être mise en doute : qui a tort perd une carte ; une\n"
        "carte montrée est changée contre une nouvelle.",
    .rules_more = "règles R1 ... règles R19 : une section des règles en "
                  "entier.",

    .ability = {
        [COUP_DUKE] = "Taxe : prenez 3 pièces. Peut contrer l'Aide "
                      "étrangère.",
        [COUP_ASSASSIN] = "Assassinat : payez 3 pièces, un joueur perd une "
                          "carte.",
        [COUP_CAPTAIN] = "Volez 2 pièces à un joueur. Peut contrer le vol.",
        [COUP_AMBASSADOR] = "Échange : piochez 2 cartes, rendez-en 2. Peut "
                            "contrer le vol.",
        [COUP_CONTESSA] = "Peut contrer un assassinat qui vous vise.",
        [COUP_INQUISITOR] = "Échange : piochez 1 carte, rendez-en 1 ; ou "
                            "examinez la carte d'un joueur. Peut contrer le "
                            "vol.",
    },
    .ui = {
        [COUP_UI_TAGLINE] = "Bluff et déduction, entre amis",
        [COUP_UI_YOUR_NAME] = "Votre nom",
        [COUP_UI_CREATE_ROOM] = "Créer une table",
        [COUP_UI_JOIN_ROOM] = "Rejoindre une table",
        [COUP_UI_ROOM_CODE] = "Code de table",
        [COUP_UI_JOIN] = "Rejoindre",
        [COUP_UI_WATCH] = "Regarder",
        [COUP_UI_OPEN_ROOMS] = "Tables ouvertes",
        [COUP_UI_NO_OPEN_ROOMS] = "Aucune table ouverte pour l'instant.",
        [COUP_UI_RECENT_GAMES] = "Parties récentes",
        [COUP_UI_PLAYERS] = "Joueurs",
        [COUP_UI_SEATS_FREE] = "{n} libres",
        [COUP_UI_OPTIONS] = "Variantes",
        [COUP_UI_TIMER] = "Temps pour décider",
        [COUP_UI_TIMER_NONE] = "Sans limite",
        [COUP_UI_SECONDS] = "{n} s",
        [COUP_UI_PUBLIC_ROOM] = "Table publique",
        [COUP_UI_BOT_LEVEL] = "Bots",
        [COUP_UI_ADD_BOT] = "Ajouter un bot",
        [COUP_UI_REMOVE] = "Retirer",
        [COUP_UI_START_GAME] = "Lancer la partie",
        [COUP_UI_WAITING_HOST] = "En attente que {A} lance la partie",
        [COUP_UI_EMPTY_SEAT] = "Place libre : un bot la prendra au début",
        [COUP_UI_SHARE] = "Invitez vos amis : partagez ce lien",
        [COUP_UI_COPY_LINK] = "Copier le lien",
        [COUP_UI_COPIED] = "Copié",
        [COUP_UI_SCAN] = "Scannez pour rejoindre",
        [COUP_UI_HOST] = "hôte",
        [COUP_UI_BOT] = "bot",
        [COUP_UI_YOU] = "vous",
        [COUP_UI_AWAY] = "en pause : un bot joue pour l'instant",
        [COUP_UI_OFFLINE] = "hors ligne",
        [COUP_UI_SPECTATORS] = "{n} spectateurs",
        [COUP_UI_SPECTATING] = "Vous regardez",
        [COUP_UI_YOUR_CARDS] = "Vos cartes",
        [COUP_UI_COURT] = "Cour : {k} cartes",
        [COUP_UI_OUT_OF_GAME] = "{k} hors jeu",
        [COUP_UI_COINS] = "{n} pièces",
        [COUP_UI_EXILED] = "en exil",
        [COUP_UI_WAITING_FOR] = "En attente : {s}",
        [COUP_UI_YOUR_TURN] = "À vous de jouer",
        [COUP_UI_TURN] = "Tour {n}",
        [COUP_UI_LOG] = "Journal",
        [COUP_UI_CHAT] = "Discussion",
        [COUP_UI_SEND] = "Envoyer",
        [COUP_UI_CHAT_HINT] = "Écrivez quelque chose",
        [COUP_UI_RULES] = "Règles",
        [COUP_UI_CLOSE] = "Fermer",
        [COUP_UI_LANGUAGE] = "Langue",
        [COUP_UI_SOUND_ON] = "Son activé",
        [COUP_UI_SOUND_OFF] = "Son coupé",
        [COUP_UI_PLAY_AGAIN] = "Rejouer",
        [COUP_UI_WINS] = "{A} gagne !",
        [COUP_UI_YOU_WIN] = "Victoire !",
        [COUP_UI_LOBBY] = "Accueil",
        [COUP_UI_LEAVE] = "Quitter",
        [COUP_UI_REPLAY] = "Revoir",
        [COUP_UI_DOWNLOAD] = "Télécharger la partie",
        [COUP_UI_FIRST] = "Début",
        [COUP_UI_PREV] = "Reculer",
        [COUP_UI_NEXT] = "Avancer",
        [COUP_UI_LAST] = "Fin",
        [COUP_UI_STEP] = "Étape {n} sur {m}",
        [COUP_UI_RECONNECTING] = "Connexion perdue : reconnexion...",
        [COUP_UI_TIME_LEFT] = "Encore {n} s",
        [COUP_UI_NO_GAME] = "Partie introuvable.",
        [COUP_UI_NO_ROOM] = "Aucune table avec le code {s}.",
        [COUP_UI_NAME_NEEDED] = "Tapez d'abord un nom (1 à 20 caractères).",
        [COUP_UI_BOT_RANDOM] = "Aléatoire",
        [COUP_UI_BOT_HONEST] = "Honnête",
        [COUP_UI_BOT_HEURISTIC] = "Heuristique",
        [COUP_UI_BOT_SEARCH] = "Expert",
        [COUP_UI_LEAVE_ASK] =
            "Quitter ? Un bot joue pour vous jusqu'à votre retour.",
        [COUP_UI_STAY] = "Rester",
        [COUP_UI_SEAT_BACK] = "Reprendre ma place",
        [COUP_UI_LEFT_GAME] =
            "Vous avez quitté la partie : un bot joue à votre place.",
        [COUP_UI_REPLACED] =
            "Vous jouez maintenant dans un autre onglet ou appareil.",
        [COUP_UI_USE_HERE] = "Jouer ici",
        [COUP_UI_SPECTATOR] = "Spectateur",
        [COUP_UI_RULES_FULL] = "Les règles en entier, section par section",
        [COUP_UI_GAME_OVER] = "Fin de partie",
        [COUP_UI_WAITING_AGAIN] =
            "En attente que {A} lance une nouvelle partie",
        [COUP_UI_STAT_CLAIMS] = "Déclarations (bluffs)",
        [COUP_UI_STAT_CAUGHT] = "Bluffs démasqués",
        [COUP_UI_STAT_CHALLENGES] = "Doutes gagnés / perdus",
        [COUP_UI_STAT_BLOCKS] = "Contres",
        [COUP_UI_STAT_COINS] = "Pièces gagnées",
        [COUP_UI_STAT_CARDS] = "Cartes ôtées aux autres",
        [COUP_UI_THINKING] = "réfléchit…",
        [COUP_UI_DECIDING] = "décide",
        [COUP_UI_STAND_IN] = "Un bot a joué pour {A}",
        [COUP_UI_TAP_TARGET] = "Touchez un joueur en surbrillance ou un "
                               "bouton",
        [COUP_UI_WINNER] = "vainqueur",
        [COUP_UI_PLAY_NOW] = "Jouer maintenant",
        [COUP_UI_PLAY_NOW_HINT] = "Une partie contre des bots, tout de suite",
        [COUP_UI_PLAY_FRIENDS] = "Jouer entre amis",
        [COUP_UI_DEFAULT_NAME] = "Vous",
        [COUP_UI_ROOM_SETTINGS] = "Réglages de la table",
        [COUP_UI_TWO_PLAYERS_ONLY] = "À 2 joueurs seulement",
        [COUP_UI_SPECTATORS_ONE] = "1 spectateur",
        [COUP_UI_SEATS_FREE_ONE] = "1 libre",
        [COUP_UI_JOINED_NOTICE] = "Arrivée de {A}",
        [COUP_UI_ROOM_OVER] = "La partie de cette table est terminée.",
        [COUP_UI_ROOM_PLAYING] = "Une partie est en cours à cette table.",
        [COUP_UI_ROOM_WAITING] = "En attente de joueurs",
        [COUP_UI_ROOM_HOSTED] = "Hôte : {A}",
        [COUP_UI_ROOM_FULL] = "Complet",
        [COUP_UI_LOCAL_LINK] = "Ce lien ne marche que sur cet ordinateur.",
        [COUP_UI_LOCAL_LINK_HOW] =
            "Pour le partager, ouvrez la page via l'adresse réseau.",
        [COUP_UI_COINS_ONE] = "1 pièce",
        [COUP_UI_BOT_BLUFFER] = "Bluffeur",
        [COUP_UI_BOT_CHALLENGER] = "Sceptique",
        [COUP_UI_BOT_CAUTIOUS] = "Prudent",
        [COUP_UI_BOT_MIXED] = "Variés",
        [COUP_UI_BOT_LEVELS] = "Niveaux",
        [COUP_UI_BOT_STYLES] = "Personnalités",
        [COUP_UI_ABOUT_RANDOM] =
            "Joue au hasard parmi les choix permis : pour apprendre.",
        [COUP_UI_ABOUT_HEURISTIC] =
            "Compte les cartes, lit votre jeu : à armes égales.",
        [COUP_UI_ABOUT_SEARCH] =
            "Le plus fort : apprend comment joue chacun.",
        [COUP_UI_ABOUT_HONEST] =
            "Ne bluffe jamais, ne doute jamais : croyez ses dires.",
        [COUP_UI_ABOUT_BLUFFER] =
            "Se déclare ce qui l'arrange : démasquez ses bluffs.",
        [COUP_UI_ABOUT_CHALLENGER] =
            "Ne bluffe jamais, doute de tout : bluffez prudemment.",
        [COUP_UI_ABOUT_CAUTIOUS] =
            "Ne bluffe jamais, et ne doute que d'un bluff certain.",
        [COUP_UI_ABOUT_MIXED] =
            "Un bot différent à chaque place, chacun son style.",
        [COUP_UI_RESERVE] = "Réserve : {k}",
        [COUP_UI_SIGN_IN] = "Se connecter",
        [COUP_UI_SIGN_UP] = "Créer un compte",
        [COUP_UI_SIGN_OUT] = "Se déconnecter",
        [COUP_UI_SIGN_OUT_ALL] = "Se déconnecter partout",
        [COUP_UI_SIGN_OUT_ALL_HINT] = "Chaque appareil, celui-ci compris, devra se reconnecter",
        [COUP_UI_ACCOUNT] = "Compte",
        [COUP_UI_LEADERBOARD] = "Classement",
        [COUP_UI_PROFILE] = "Profil",
        [COUP_UI_SIGNED_IN_AS] = "Connecté en tant que {A}",
        [COUP_UI_GUEST_HINT] = "Jouez en invité, ou connectez-vous pour avoir une cote",
        [COUP_UI_ACCOUNT_NAME_HINT] = "Vous jouez sous le nom de votre compte",
        [COUP_UI_ACCOUNT_NAME] = "Nom",
        [COUP_UI_PASSWORD] = "Mot de passe",
        [COUP_UI_PASSWORD_AGAIN] = "Confirmez le mot de passe",
        [COUP_UI_CURRENT_PASSWORD] = "Mot de passe actuel",
        [COUP_UI_NEW_PASSWORD] = "Nouveau mot de passe",
        [COUP_UI_NAME_RULE] = "3 à 20 lettres ou chiffres ; espaces, _ - . au milieu",
        [COUP_UI_PASSWORD_RULE] = "8 caractères ou plus, différent du nom",
        [COUP_UI_PASSWORDS_DIFFER] = "Les deux mots de passe ne correspondent pas.",
        [COUP_UI_NO_ACCOUNT] = "Pas encore de compte ?",
        [COUP_UI_HAVE_ACCOUNT] = "Déjà un compte ?",
        [COUP_UI_CHANGE_PASSWORD] = "Changer le mot de passe",
        [COUP_UI_PASSWORD_CHANGED] = "Mot de passe changé : autres appareils déconnectés.",
        [COUP_UI_DELETE_ACCOUNT] = "Supprimer le compte",
        [COUP_UI_DELETE_WARNING] = "C'est définitif : le nom et les classements sont perdus.",
        [COUP_UI_DELETE_KEEPS] = "Les parties jouées restent, sous un nom neutre.",
        [COUP_UI_DELETE_CONFIRM] = "Votre mot de passe, pour confirmer",
        [COUP_UI_DELETE_FOR_GOOD] = "Supprimer définitivement",
        [COUP_UI_ACCOUNT_DELETED] = "Compte supprimé.",
        [COUP_UI_SIGNED_OUT_DONE] = "Déconnecté.",
        [COUP_UI_ACCOUNT_ERROR_BAD_REQUEST] = "La demande était incomplète : réessayez.",
        [COUP_UI_ACCOUNT_ERROR_NAME_FORM] = "Un nom : 3 à 20 lettres ou chiffres d'un seul alphabet.",
        [COUP_UI_ACCOUNT_ERROR_PASSWORD_FORM] = "Un mot de passe : 8 à 128 caractères, pas le nom.",
        [COUP_UI_ACCOUNT_ERROR_NAME_TAKEN] = "Ce nom est déjà pris.",
        [COUP_UI_ACCOUNT_ERROR_BAD_CREDENTIALS] = "Nom ou mot de passe incorrect.",
        [COUP_UI_ACCOUNT_ERROR_SIGNED_OUT] = "Vous êtes déconnecté : reconnectez-vous.",
        [COUP_UI_ACCOUNT_ERROR_TOO_MANY] = "Trop d'essais : attendez {n} s.",
        [COUP_UI_ACCOUNT_ERROR_TOO_MANY_MIN] = "Trop d'essais : attendez {n} min.",
        [COUP_UI_ACCOUNT_ERROR_ORIGIN] = "Refusé : la demande venait d'un autre site.",
        [COUP_UI_ACCOUNT_ERROR_UNAVAILABLE] = "Les comptes sont indisponibles pour l'instant.",
        [COUP_UI_ACCOUNT_ERROR_NETWORK] = "Le serveur ne répond pas : réessayez.",
        [COUP_UI_NO_PLAYER] = "Aucun joueur de ce nom.",
        [COUP_UI_LOADING] = "Chargement…",
        [COUP_UI_PLAYER_SINCE] = "Joue depuis le {s}",
        [COUP_UI_FAMILY_BASE] = "Jeu de base",
        [COUP_UI_FAMILY_INQUISITOR] = "Inquisiteur",
        [COUP_UI_FAMILY_REFORMATION] = "Réforme",
        [COUP_UI_RATING] = "Cote",
        [COUP_UI_RATED_GAMES] = "{n} parties classées",
        [COUP_UI_RATED_GAMES_ONE] = "1 partie classée",
        [COUP_UI_BOARD_PLACE] = "{n}e au classement",
        [COUP_UI_NOT_RANKED] = "Pas encore au classement",
        [COUP_UI_RATING_HISTORY] = "Évolution du classement",
        [COUP_UI_PLOT_POINT] = "Partie n° {n} : {m}",
        [COUP_UI_GAMES_PLAYED] = "Parties jouées",
        [COUP_UI_GAMES_WON] = "Parties gagnées",
        [COUP_UI_WIN_RATE] = "Taux de victoire",
        [COUP_UI_STREAK_NOW] = "Série en cours",
        [COUP_UI_STREAK_WINS] = "{n} victoires",
        [COUP_UI_STREAK_WINS_ONE] = "1 victoire",
        [COUP_UI_STREAK_LOSSES] = "{n} défaites",
        [COUP_UI_STREAK_LOSSES_ONE] = "1 défaite",
        [COUP_UI_BEST_STREAK] = "Plus longue série de victoires",
        [COUP_UI_WORST_STREAK] = "Plus longue série de défaites",
        [COUP_UI_FASTEST_WIN] = "Victoire la plus rapide",
        [COUP_UI_TURNS] = "{n} tours",
        [COUP_UI_TURNS_ONE] = "1 tour",
        [COUP_UI_FIGURES] = "Statistiques",
        [COUP_UI_FIG_CLAIMS] = "Annonces",
        [COUP_UI_FIG_BLUFFS] = "Bluffs",
        [COUP_UI_FIG_CHALLENGES] = "Défis lancés",
        [COUP_UI_FIG_CHALLENGES_WON] = "Défis gagnés",
        [COUP_UI_FIG_CARDS_LOST] = "Cartes perdues",
        [COUP_UI_FIG_COINS_INCOME] = "Pièces du Revenu",
        [COUP_UI_FIG_COINS_AID] = "Pièces de l'Aide étrangère",
        [COUP_UI_FIG_COINS_TAX] = "Pièces de la Taxe",
        [COUP_UI_FIG_COINS_STEAL] = "Pièces volées",
        [COUP_UI_FIG_COINS_EMBEZZLE] = "Pièces détournées",
        [COUP_UI_FIG_STEALS] = "Vols",
        [COUP_UI_FIG_ACTIONS] = "Tours joués",
        [COUP_UI_CLAIMS_BY_CARD] = "Annonces par personnage",
        [COUP_UI_ACHIEVEMENTS] = "Exploits",
        [COUP_UI_ACH_NO_BLUFF] = "Sans bluff",
        [COUP_UI_ACH_NO_BLUFF_ABOUT] = "Gagné sans un seul bluff",
        [COUP_UI_ACH_COMEBACK] = "Remontée",
        [COUP_UI_ACH_COMEBACK_ABOUT] = "Gagné après avoir perdu la première carte",
        [COUP_UI_ACH_UNTOUCHED] = "Intouchable",
        [COUP_UI_ACH_UNTOUCHED_ABOUT] = "Gagné sans perdre une carte",
        [COUP_UI_ACH_BLUFF_MASTER] = "Maître du bluff",
        [COUP_UI_ACH_BLUFF_MASTER_ABOUT] = "Gagné avec 3 bluffs ou plus, aucun démasqué",
        [COUP_UI_ACH_SHARP_EYE] = "Œil de lynx",
        [COUP_UI_ACH_SHARP_EYE_ABOUT] = "Gagné après avoir gagné 3 défis ou plus",
        [COUP_UI_HEAD_TO_HEAD] = "Face-à-face",
        [COUP_UI_OPPONENT] = "Adversaire",
        [COUP_UI_COL_GAMES] = "Parties",
        [COUP_UI_FINISHED_AHEAD] = "Devant",
        [COUP_UI_FINISHED_BEHIND] = "Derrière",
        [COUP_UI_PLACE_OF] = "{n}e sur {m}",
        [COUP_UI_RATED] = "Classée",
        [COUP_UI_UNRATED] = "Non classée",
        [COUP_UI_NO_GAMES_YET] = "Aucune partie pour l'instant.",
        [COUP_UI_COL_PLACE] = "Rang",
        [COUP_UI_COL_PLAYER] = "Joueur",
        [COUP_UI_PAGE_OF] = "Page {n} sur {m}",
        [COUP_UI_PAGE_PREV] = "Précédente",
        [COUP_UI_PAGE_NEXT] = "Suivante",
        [COUP_UI_YOUR_PLACE] = "Votre rang : {n}",
        [COUP_UI_RANKED_AFTER] = "Classé après {n} parties classées",
        [COUP_UI_BOARD_EMPTY] = "Personne n'est encore classé.",
        [COUP_UI_HINTS] = "Conseils",
        [COUP_UI_HINTS_ABOUT] =
            "Demandez conseil au bot Expert. Partie non classée.",
        [COUP_UI_HINT] = "Conseil",
        [COUP_UI_PLAY_AS_GUEST] = "Jouer en invité",
        [COUP_UI_ANALYSE] = "Analyser",
        [COUP_UI_ANALYSIS] = "Analyse",
        [COUP_UI_ANALYSIS_ABOUT] =
            "Coups jugés par le bot Expert, vus de chaque joueur",
        [COUP_UI_ANALYSING] = "Analyse… {n} décisions sur {m}",
        [COUP_UI_ANALYSIS_STARTING] = "Analyse en cours…",
        [COUP_UI_ANALYSIS_QUEUED] = "En attente : n° {n} dans la file",
        [COUP_UI_ANALYSIS_STOPPED] =
            "Analyse interrompue : appuyez de nouveau sur Analyser.",
        [COUP_UI_ANALYSIS_BUSY] =
            "Le serveur est occupé : réessayez dans une minute.",
        [COUP_UI_ANALYSIS_ONE] =
            "Une analyse à la fois : attendez la fin de l'autre.",
        [COUP_UI_ANALYSIS_OFF] = "Ce serveur n'analyse pas les parties.",
        [COUP_UI_ANALYSIS_FAILED] = "Cette partie n'a pas pu être analysée.",
        [COUP_UI_ACCURACY] = "Précision",
        [COUP_UI_MARK_INACCURACY] = "Imprécision",
        [COUP_UI_MARK_MISTAKE] = "Erreur",
        [COUP_UI_MARK_BLUNDER] = "Gaffe",
        [COUP_UI_CLAIMS_READ] = "Déclarations bien lues",
        [COUP_UI_N_OF_M] = "{n} sur {m}",
        [COUP_UI_PERCENT] = "{n} %",
        [COUP_UI_WIN_ODDS] = "Chances de gagner, coup par coup",
        [COUP_UI_MARKS_HOW] =
            "Choisissez une ligne marquée du journal pour le détail.",
        [COUP_UI_CLAIM_TRUE] = "La déclaration était vraie.",
        [COUP_UI_CLAIM_BLUFF] = "La déclaration était un bluff.",
        [COUP_UI_CLAIM_ODDS] =
            "Selon ce que voyait {A}, vraie avec {n} % de chances",
        [COUP_UI_LEARN] =
            "Apprendre à jouer",
        [COUP_UI_LEARN_HINT] =
            "Une première partie guidée contre deux bots",
        [COUP_UI_LEARN_CONTINUE] =
            "Reprendre le tutoriel",
        [COUP_UI_TUTORIAL] =
            "Tutoriel",
        [COUP_UI_TUT_NEXT] =
            "Suite",
        [COUP_UI_TUT_SKIP] =
            "Passer cette étape",
        [COUP_UI_TUT_LEAVE] =
            "Quitter le tutoriel",
        [COUP_UI_TUT_RESTART] =
            "Recommencer",
        [COUP_UI_TUT_PROGRESS] =
            "Étape {n} sur {m}",
        [COUP_UI_TUT_WRONG] =
            "Pas celui-ci : la leçon demande le bouton qui brille.",
    },
    .hint_move = "Conseil : {s} (vos chances de gagner ainsi : environ {m} %).",
    .hint_claim =
        "{A} a la carte {c} dans {m} % des mains compatibles avec ce que vous avez vu.",
    .hint_claim_none =
        "{A} n'a pas la carte {c} dans {m} % des mains compatibles avec ce que vous avez vu.",
    .time_up = "Temps écoulé pour {A} : le choix par défaut est joué.",
    /* The server's refusals (docs/web-protocol.md, `error`). */
    .err_not_in_room = "Vous n'êtes à aucune table : rejoignez-en une ou "
                       "créez-en une d'abord.",
    .err_not_host = "Seul l'hôte de la table peut faire cela.",
    .err_lobby_only = "La partie a déjà commencé : ceci n'est possible "
                      "qu'avant le début.",
    .err_elsewhere = "Vous êtes déjà à la table {s} : quittez-la d'abord.",
    .err_rooms_full = "Le serveur a déjà toutes les tables qu'il peut "
                      "accueillir : réessayez plus tard.",
    .err_server_busy = "Le serveur n'a pas pu le faire pour l'instant : "
                       "réessayez.",
    .err_no_room = "Il n'y a aucune table avec le code {s}.",
    .err_room_started = "La partie de la table {s} a déjà commencé : vous "
                        "pouvez la regarder.",
    .err_room_full = "La table {s} n'a plus de place libre.",
    .err_full_for_bot = "Toutes les places sont prises : il n'y en a pas "
                        "pour un bot.",
    .err_name_taken = "Quelqu'un à cette table s'appelle déjà {s} : "
                      "choisissez un autre nom.",
    .err_bad_token = "Vous n'avez plus de place à la table {s}.",
    .err_draft_players = "La variante à deux joueurs (R11) demande "
                         "exactement 2 joueurs.",
    .err_seat_taken = "{A} occupe la place {m} : retirez ce joueur avant de "
                      "réduire la table.",
    .err_seat_free = "La place {m} est déjà libre.",
    .err_remove_self = "Vous ne pouvez pas vous retirer vous-même : utilisez "
                       "Quitter.",
    .err_not_over = "La partie n'est pas encore terminée.",
    .err_spectator = "Vous regardez la partie : les spectateurs ne jouent "
                     "pas.",
    .err_no_game = "Aucune partie n'est en cours à cette table.",
    .err_stale = "La partie a avancé : choisissez de nouveau.",
    .err_answered_first = "{A} a répondu en premier.",
    .err_hints_off =
        "Les conseils sont désactivés dans cette salle : l'hôte peut les activer avant la partie.",
    .err_hints_bots =
        "Les conseils sont pour les parties contre des bots : il n'y a aucun bot à cette table.",
    .err_not_your_turn = "Ce n'est pas votre tour : {s}.",
    .err_illegal = "Ce choix n'est pas permis maintenant ({s}) : prenez l'un "
                   "des choix proposés.",
    .err_illegal_plain = "Ce choix n'est pas permis maintenant : prenez l'un "
                         "des choix proposés.",
    .err_bot_choosing = "Un instant : le bot qui joue pour vous n'a pas "
                        "encore choisi.",
    .err_flood = "Vous envoyez plus de {m} messages par seconde : "
                 "ralentissez.",
    .err_flood_address = "Votre adresse réseau ({s}) envoie plus de {m} "
                         "messages par seconde : ralentissez.",
    .err_flood_closed = "Trop de vos messages ont été refusés : la "
                        "connexion est fermée.",
    .err_server_full = "Le serveur est plein : réessayez plus tard.",
    .err_too_many_conns = "Votre adresse réseau ({s}) a déjà {m} connexions "
                          "ouvertes : fermez d'abord un onglet.",
    .err_too_big = "Ce message est trop long pour le serveur.",
    .err_unreadable = "Le serveur n'a pas pu lire ce message.",
    .err_field = "Le champ '{s}' de ce message manque ou n'est pas valide.",
    .err_version = "Cette page est plus ancienne que le serveur : "
                   "rechargez-la.",
    .err_code = "Ce n'est pas un code de table : un code fait 4 lettres, "
                "sans A, E, I, O, U ni Y.",
    .err_name_empty = "Tapez d'abord un nom.",
    .err_name_long = "Un nom fait au plus {m} caractères.",
    .err_name_invisible = "Un nom ne peut pas contenir de caractères de "
                          "contrôle ou invisibles.",
    .err_chat_empty = "Tapez un message à envoyer.",
    .err_chat_long = "Un message fait au plus {m} caractères.",
    .faction = {"Loyaliste", "Réformiste"},
    .factions_line = "Loyalistes : {s}. Réformistes : {t}.",
    .reserve_line = "Réserve du Trésor : {n}.",
    .convert_self = "{A} verse 1 pièce à la Réserve du Trésor et devient "
                    "{x}.",
    .convert_other = "{A} verse 2 pièces à la Réserve du Trésor : {t} "
                     "devient {x}.",
    .embezzle = "{A} se déclare sans {c} et détourne la Réserve du Trésor "
                "({n}).",
    .prove_hand = "{A} montre sa main ({c}), sans {d} : elle retourne dans "
                  "la Cour et {a} pioche de quoi la remplacer.",
    .concede_hand = "{A} s'incline sans prouver l'absence de {c}.",
    .tm_challenge_none = "{a} doit croire ou mettre en doute {t}, qui se "
                         "déclare sans {c}",
    .help_action_reformation =
        "À vous (R4, R16-R18) : choisissez une action. Revenu, Aide\n"
        "étrangère, Coup d'État et Conversion ne demandent aucun personnage ;\n"
        "Taxe (Duchesse), Assassinat (Assassin), Vol (Capitaine) et Échange\n"
        "(Ambassadeur/Inquisiteur) en demandent un, et le Détournement vous\n"
        "déclare sans Duchesse : vous pouvez bluffer. Tout le monde peut\n"
        "mettre en doute une déclaration (R6). Tant que les deux factions\n"
        "vivent, ne visez que l'autre faction (R16). À 10 pièces ou plus,\n"
        "vous devez lancer un Coup d'État.",
    .help_challenge_embezzle =
        "Un Détournement est sur la table (R18) : le joueur se déclare sans\n"
        "Duchesse. Mettez-le en doute si vous pensez qu'il en a une : s'il en\n"
        "a une, il perd une carte ; s'il montre une main sans Duchesse, vous\n"
        "en perdez une.",
    .help_prove_embezzle =
        "Votre Détournement est mis en doute (R18). Montrez toute votre main,\n"
        "sans Duchesse, et celui qui doute perd une carte (vos cartes\n"
        "retournent dans la Cour et vous en piochez de nouvelles), ou\n"
        "inclinez-vous et perdez vous-même une carte.",
    .tm_challenge_all_none =
        "{s} doivent croire ou mettre en doute {t}, qui se déclare sans {c}",
    .tm_prove_hand = "{a} doit montrer sa main (sans {c}) ou s'incliner",
    .pr_embezzle = "{A} se déclare sans {c}, pour prendre la Réserve du "
                   "Trésor ({n}).",
    .pr_challenge_none = "Mettre en doute ? Si {a} a la carte {c}, {a} perd "
                         "une carte ; sinon, c'est vous qui en perdez une.",
    .pr_prove_hand = "{A} doute que vous soyez sans {c}. Montrez votre main "
                     "({d}) à tout le monde et {a} perd une carte (votre "
                     "main retourne dans la Cour et vous piochez de quoi la "
                     "remplacer), ou inclinez-vous et perdez vous-même une "
                     "carte.",
    .pr_prove_hand_cannot = "{A} doute que vous soyez sans {c}, et vous avez "
                            "la carte {c} : vous perdez une carte.",
    .pr_lose_hand = "{A} a montré sa main, sans {c} : vous aviez tort de "
                    "douter. Choisissez la carte à perdre.",
    .pr_lose_embezzle = "Vous n'avez pas prouvé que vous étiez sans {c} "
                        "quand {a} a douté de vous. Choisissez la carte à "
                        "perdre.",
    .m_convert_self = "Se convertir : devenir {x} (1 pièce)",
    .m_convert = "Convertir {t} en {x} (2 pièces)",
    .m_embezzle = "Détourner {n} : se déclarer sans {c}",
    .m_prove_hand = "Montrer {c} (sans {d}) : celui qui doute perd une carte",
    .m_concede_hand = "Ne pas montrer sa main : perdre une carte",
    .setup_reformation = "Réforme : factions, Conversion, Détournement "
                         "(R16-R19)",
    .err_chat_invisible = "Un message ne peut pas contenir de caractères de "
                          "contrôle ou invisibles.",
    .comma = ", ",
    .an_intro = "Chaque décision est jugée par la recherche à {m} "
                "itérations, d'après ce que son joueur pouvait voir à ce "
                "moment.",
    .an_legend = "Signes : ?! imprécision (perd {s} des chances de gagner ou "
                 "plus), ? erreur ({t}), ?? gaffe ({x}) ; une perte n'est "
                 "signalée que si elle dépasse le double de son incertitude.",
    .an_mark = {"Imprécision", "Erreur", "Gaffe"},
    .an_better = "{s} : mieux valait « {c} » ({x} de chances de gagner, "
                 "contre {d}).",
    .an_claim_true = "La déclaration était vraie : {A} avait la carte {c}. "
                     "D'après ce que {t} pouvait voir, ses chances étaient "
                     "de {x}.",
    .an_claim_bluff = "La déclaration était un bluff : {A} n'avait pas la "
                      "carte {c}. D'après ce que {t} pouvait voir, elle "
                      "était vraie avec une chance de {x}.",
    .an_none_true = "La déclaration était vraie : {A} n'avait pas de carte "
                    "{c}. D'après ce que {t} pouvait voir, ses chances "
                    "étaient de {x}.",
    .an_none_bluff = "La déclaration était un bluff : {A} avait la carte "
                     "{c}. D'après ce que {t} pouvait voir, elle était vraie "
                     "avec une chance de {x}.",
    .an_percent = "{s} %",
    .an_point = ",",
    .an_summary = "Comment chaque joueur a joué :",
    .an_seat = "{A} : précision {x}, décisions jugées : {s}.",
    .an_counts = "Imprécisions : {s}, erreurs : {t}, gaffes : {x} ; perte "
                 "moyenne : {d}.",
    .an_challenges = "Déclarations qu'il pouvait mettre en doute : {x} ; "
                     "bien lues (un bluff mis en doute, une déclaration "
                     "vraie laissée passer) : {s}.",
    .an_no_decision = "{A} : aucune décision à juger.",
    .lesson = {
        [COUP_LESSON_INTRO] =
            "Bienvenue dans Coup. Chacun a deux cartes face cachée, son "
            "influence, et 2 pièces. Qui perd ses deux cartes est "
            "éliminé ; le dernier en jeu gagne. Les vôtres sont en bas : "
            "une Duchesse et un Ambassadeur.",
        [COUP_LESSON_INCOME] =
            "À vous. Le Revenu rapporte 1 pièce, et personne ne peut "
            "l'empêcher. Prenez le Revenu.",
        [COUP_LESSON_BLOCK] =
            "Ada prend l'Aide étrangère : 2 pièces. La Duchesse contre "
            "l'Aide étrangère, et vous en avez une : contrez avec la "
            "Duchesse.",
        [COUP_LESSON_CHALLENGE] =
            "Bram se déclare Duchesse pour prendre 3 pièces de Taxe. Chacun "
            "peut se déclarer n'importe quel personnage, qu'il l'ait ou non. "
            "Mettez-le en doute : celui qui a tort perd une carte.",
        [COUP_LESSON_EXCHANGE] =
            "Bram n'avait pas de Duchesse : il a retourné une carte et n'a "
            "rien pris. À vous : déclarez-vous Ambassadeur pour "
            "l'Échange, et piochez deux cartes de la Cour.",
        [COUP_LESSON_KEEP] =
            "Gardez deux de ces quatre cartes : la Duchesse et la Comtesse. "
            "Les autres retournent à la Cour, et personne ne voit lesquelles "
            "vous gardez.",
        [COUP_LESSON_LET_PASS] =
            "Ada se déclare Duchesse. Si elle l'a, douter vous coûte une "
            "carte. Laissez passer celle-ci.",
        [COUP_LESSON_TAX] =
            "À vous. La Taxe : déclarez-vous Duchesse et prenez 3 pièces. "
            "Cette fois, c'est vrai.",
        [COUP_LESSON_PROVE] =
            "Bram met votre Duchesse en doute. Montrez-la : il perd sa "
            "dernière carte et il est éliminé. Votre Duchesse retourne à "
            "la Cour, et vous piochez une nouvelle carte.",
        [COUP_LESSON_ASSASSINATE] =
            "Ada se déclare Assassin et paie 3 pièces pour vous faire "
            "perdre une carte. Il y a mieux que douter : laissez passer.",
        [COUP_LESSON_BLOCK_ASSASSIN] =
            "La Comtesse contre un assassinat, et vous l'avez : contrez avec "
            "la Comtesse.",
        [COUP_LESSON_FOREIGN_AID] =
            "À vous. L'Aide étrangère rapporte 2 pièces sans déclarer de "
            "personnage, mais toute Duchesse peut la contrer. Prenez l'Aide "
            "étrangère.",
        [COUP_LESSON_CHALLENGE_LOST] =
            "Ada contre avec la Duchesse. L'a-t-elle ? Mettez-la en doute, "
            "et voyez ce que coûte un doute perdu.",
        [COUP_LESSON_LOSE] =
            "Elle l'avait : vous perdez le doute, et une influence. "
            "Choisissez la carte à retourner, et gardez votre Duchesse : "
            "elle rapporte.",
        [COUP_LESSON_TAX_AGAIN] =
            "Ada a montré sa Duchesse : elle est retournée à la Cour, et "
            "Ada a pioché une autre carte. Reprenez la Taxe.",
        [COUP_LESSON_FOREIGN_AID_AGAIN] =
            "Reprenez l'Aide étrangère : Ada peut la contrer, ou la "
            "laisser passer.",
        [COUP_LESSON_MUST_COUP] =
            "Vous avez 11 pièces. À 10 ou plus, le Coup d'État est votre "
            "seule action. Il coûte 7, et personne ne peut le contrer ni le "
            "mettre en doute : Ada perd une carte.",
        [COUP_LESSON_TAX_LAST] =
            "Il reste une carte à Ada. Un Coup d'État coûte 7 : prenez la "
            "Taxe pour les avoir.",
        [COUP_LESSON_COUP] =
            "Lancez un Coup d'État contre Ada : sa dernière carte tombe, "
            "et la partie est à vous.",
        [COUP_LESSON_WON] =
            "Vous avez gagné ! Vous connaissez les coups du jeu. Bluffez "
            "quand ça paie, doutez quand les chances le disent : jouez "
            "maintenant contre des bots.",
    },
};

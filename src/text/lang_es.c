/*
 * lang_es.c - Spanish, the words of the Spanish summary of the rules
 * (Duque, Tesoro, mazo de la Corte, monedas). The moves and commands may be
 * typed in Spanish (.word) or in English.
 */
#include <coup/text.h>

const coup_lang coup_lang_es = {
    .code = "es",
    .name = "Español",

    .card = {"Duque", "Asesino", "Capitán", "Embajador", "Condesa",
             "Inquisidor"},
    .coin = "moneda",
    .coins = "monedas",
    .card1 = "carta",
    .cards = "cartas",
    .and_ = " y ",
    .and_i = " e ", /* "Duque e Inquisidor" */
    .both = {"los dos Duques", "los dos Asesinos", "los dos Capitanes",
             "los dos Embajadores", "las dos Condesas",
             "los dos Inquisidores"},
    .seat = "asiento",
    .seat_up = "Asiento",
    /* With their article: "bloquea la Ayuda exterior", "el robo fracasa". */
    .action = {"la acción", "los Ingresos", "la Ayuda exterior",
               "los Impuestos", "el Intercambio", "el Golpe de Estado",
               "el asesinato", "el robo", "el examen"},

    .start = "El sorteo elige a {a} para empezar la partida.",
    .pick = "{A} se queda con la carta {c} de su conjunto; las demás cartas "
            "del conjunto salen del juego.",
    .pick_hidden = "{A} se queda con una carta de su conjunto; las demás "
                   "cartas del conjunto salen del juego.",
    .dealt = "{A} recibe la carta {c}.",
    .dealt_hidden = "{A} recibe una carta.",
    .draws = "{A} saca la carta {c}.",
    .draws_hidden = "{A} saca una carta.",
    .income = "{A} cobra Ingresos (ahora tiene {n}).",
    .foreign_aid = "{A} pide Ayuda exterior.",
    .tax = "{A} declara {c} y cobra Impuestos.",
    .exchange = "{A} declara {c} e intercambia con la Corte.",
    .coup = "{A} paga 7 monedas y da un Golpe de Estado contra {t}.",
    .coup_named = "{A} paga 7 monedas y da un Golpe de Estado contra {t} "
                  "(carta nombrada: {d}).",
    .assassinate = "{A} declara {c} y paga 3 monedas para asesinar a {t}.",
    .assassinate_named = "{A} declara {c} y paga 3 monedas para asesinar a "
                         "{t} (carta nombrada: {d}).",
    .steal = "{A} declara {c} para robar a {t}.",
    .examine = "{A} declara {c} para examinar a {t}.",
    .challenge = "{A} desafía.",
    .no_challenge = "{A} no desafía.",
    .prove = "{A} muestra la carta {c}, la devuelve al mazo de la Corte y "
             "saca una nueva.",
    .concede_has = "{A} renuncia a mostrar la carta {c} y pierde el "
                   "desafío.",
    .cannot_prove = "{A} no puede mostrar la carta {c}.",
    .does_not_prove = "{A} no muestra la carta {c}.",
    .lose = "{A} pierde la carta {c}.",
    .block = "{A} declara {c} y bloquea {x}.",
    .no_block = "{A} no bloquea.",
    .keep = "{A} se queda con {c}.",
    .keep_returns = "{A} se queda con {c} y devuelve {d} al mazo de la "
                    "Corte.",
    .keep_hidden = "{A} se queda con {k} y devuelve el resto al mazo de la "
                   "Corte.",
    .show_examine = "{A} le muestra la carta {c} a {t}.",
    .show_examine_hidden = "{A} le muestra una carta a {t}.",
    .reveal = "{A} revela {c}.",
    .giveback = "{A} le devuelve la carta {c} a {t}.",
    .giveback_hidden = "{A} le devuelve la carta a {t}.",
    .swap = "{A} obliga a {t} a devolver la carta {c} al mazo de la Corte y "
            "sacar una nueva.",
    .swap_hidden = "{A} obliga a {t} a devolver la carta al mazo de la Corte "
                   "y sacar una nueva.",
    .illegal = "{A} juega '{s}', jugada no permitida aquí.",

    .not_held = "{A} no tiene la carta {c}: {x} no tiene efecto.",
    .block_stands = "El bloqueo se mantiene: {x} fracasa.",
    .exiled = "{A} se va al exilio.",
    .duel_start = "{A} empieza con {n} (R11: dos jugadores).",
    .steal_takes = "{A} le roba {n} a {t} (ahora tiene {N}).",
    .refund = "{A} recupera las 3 monedas (ahora tiene {N}).",
    .gains = "{A} gana {n} (ahora tiene {N}).",
    .loses_coins = "{A} pierde {n} (ahora tiene {N}).",
    .to_treasury1 = "{A} devuelve {n} al Tesoro.",
    .to_treasury = "{A} devuelve {n} al Tesoro.",
    .r10_exchange = "{A} hace un Intercambio con la Corte (R10).",
    .wins = "{A} gana la partida.",

    .tm_over = "nadie: {a} ganó",
    .tm_start = "el azar debe sortear el asiento inicial",
    .tm_deal = "el azar debe repartir una carta a {a}",
    .tm_redraw = "el azar debe sacar una carta nueva para {a}",
    .tm_draw = "el azar debe sacar una carta para el Intercambio de {a}",
    .tm_pick = "{a} debe elegir qué carta de su conjunto conserva (R11)",
    .tm_action = "{a} debe elegir una acción",
    .tm_challenge = "{a} debe decidir si desafía a {t}, que declara {c}",
    .tm_prove = "{a} debe mostrar la carta {c} o renunciar a mostrarla",
    .tm_lose = "{a} debe elegir la influencia que pierde",
    .tm_block = "{a} debe decidir si bloquea {x} que intenta {t}",
    .tm_keep = "{a} debe elegir las cartas que conserva",
    .tm_show_examine = "{a} debe mostrarle una carta a {t}",
    .tm_show_hand = "{a} debe mostrar a todos sus cartas ocultas (R10)",
    .tm_examine = "{a} debe devolver la carta a {t} u obligar a {t} a "
                  "cambiarla",
    .tm_challenge_all =
        "{s} deben decidir si desafían a {t}, que declara {c}",
    .tm_block_all =
        "{s} deben decidir si bloquean {x} que intenta {t}",

    /* What the seat deciding is asked (coup_narrate_prompt). */
    .or_ = " o ",
    .pr_action = "Tu turno: tienes {n}. Elige una acción.",
    .pr_action_coup = "Tienes {n}: con 10 o más debes dar un Golpe de Estado "
                      "(R4). Elige a quién.",
    .pr_tax = "{A} declara {c} para cobrar Impuestos (3 monedas).",
    .pr_exchange = "{A} declara {c} para intercambiar cartas con la Corte.",
    .pr_steal = "{A} declara {c} para robar a {t}.",
    .pr_steal_you = "{A} declara {c} para robarte.",
    .pr_assassinate = "{A} declara {c} para asesinar a {t}.",
    .pr_assassinate_you = "{A} declara {c} para asesinarte.",
    .pr_examine = "{A} declara {c} para examinar una carta de {t}.",
    .pr_examine_you = "{A} declara {c} para examinar una de tus cartas.",
    .pr_block_claim = "{A} declara {c} para bloquear {x} de {t}.",
    .pr_block_claim_you = "{A} declara {c} para bloquear tu acción ({x}).",
    .pr_challenge = "¿Desafías? Si {a} no puede mostrar {c}, {a} pierde una "
                    "carta; si puede, la pierdes tú.",
    .pr_block_aid = "{A} pide Ayuda exterior (2 monedas). ¿La bloqueas "
                    "declarando {c}?",
    .pr_block_steal = "{A} declara {d} para robarte {n}. ¿Lo bloqueas "
                      "declarando {c}?",
    .pr_block_kill = "{A} declara {d} para asesinarte: pierdes una carta, "
                     "salvo que lo bloquees declarando {c}.",
    .pr_block_kill_named = "{A} declara {d} para asesinarte, nombrando {s}: "
                           "si tienes {s} la pierdes, salvo que lo bloquees "
                           "declarando {c}.",
    .pr_block_risk = "Un bloqueo es una declaración: si lo desafían y no "
                     "puedes mostrar la carta, pierdes una carta y {x} sigue "
                     "adelante.",
    .pr_block_risk_kill = "Si desafían tu bloqueo y no puedes mostrar {c}, "
                          "pierdes tus dos cartas.",
    .pr_prove = "{A} desafía tu declaración de {c}. Muestra {c} y {a} pierde "
                "una carta (tú sacas una nueva), o no la muestres y pierde tú "
                "una carta.",
    .pr_prove_cannot = "{A} desafía tu declaración de {c}, y no tienes {c}: "
                       "pierdes una carta.",
    .pr_lose_challenger = "{A} mostró {c}: perdiste el desafío. Elige la "
                          "carta que pierdes.",
    .pr_lose_claimant = "No mostraste {c} cuando {a} te desafió. Elige la "
                        "carta que pierdes.",
    .pr_lose_coup = "{A} te dio un Golpe de Estado. Elige la carta que "
                    "pierdes.",
    .pr_lose_kill = "{A} te asesinó. Elige la carta que pierdes.",
    .pr_lose = "Elige la carta que pierdes.",
    .pr_last = "Es tu última carta: sales de la partida.",
    .pr_keep = "Sacaste {c}. Quédate con {k} de {d}; las demás vuelven a la "
               "Corte.",
    .pr_keep_r10 = "Todos vieron tus cartas (R10): este intercambio las "
                   "oculta de nuevo.",
    .pr_show_examine = "{A} te examina (declarando {c}): elige la carta que "
                       "muestras. Solo {a} la ve, y puede obligarte a "
                       "cambiarla por una nueva.",
    .pr_show_hand = "{A} nombró {d}: muestra a todos tus cartas boca abajo "
                    "(R10). Si tienes {d}, la pierdes.",
    .pr_examine_choice = "{T} te mostró {c}. ¿Se la devuelves, u obligas a "
                         "{t} a devolverla a la Corte y sacar una nueva?",
    .pr_pick = "Elige la carta de tu conjunto con la que te quedas: las demás "
               "salen del juego (R11).",

    .m_income = "Ingresos: tomar 1 moneda",
    .m_foreign_aid = "Ayuda exterior: tomar 2 monedas",
    .m_tax = "Impuestos: declarar Duque, tomar 3 monedas",
    .m_exchange = "Intercambiar: declarar {c}",
    .m_coup = "Golpe de Estado contra {t} (7 monedas)",
    .m_coup_named = "Golpe a {t} (carta nombrada: {d}; 7 monedas)",
    .m_assassinate = "Asesinar a {t}: declarar Asesino (3 monedas)",
    .m_assassinate_named = "Asesinar a {t}: declarar Asesino (carta "
                           "nombrada: {d}; 3 monedas)",
    .m_steal = "Robar a {t}: declarar Capitán",
    .m_examine = "Examinar a {t}: declarar Inquisidor",
    .m_pass_challenge = "Dejarlo pasar",
    .m_challenge = "Desafiar",
    .m_pass_block = "No bloquear",
    .m_block = "Bloquear: declarar {c}",
    .m_prove = "Mostrar {c}: quien desafía pierde una carta",
    .m_concede = "No mostrarla: perder una carta",
    .m_lose = "Perder {c}",
    .m_keep = "Conservar {c}",
    .m_show = "Mostrar {c}",
    .m_pick = "Conservar {c}",
    .m_giveback = "Devolver {c}",
    .m_swap = "Hacerle cambiar {c} por una carta nueva",

    .title = "Coup - turno {m}",
    .col_name = "Nombre",
    .col_coins = "Monedas",
    .col_cards = "Cartas",
    .you = "(tú)",
    .exiled_mark = "en exilio",
    .court_line = "Mazo de la Corte: {k}.",
    .out_line = "Fuera del juego (R11): {k}.",
    .shown_to_you = "Te han mostrado: {c}.",
    .happened = "Lo ocurrido:",
    .hint = "Escribe un número o una jugada; help, log, rules, quit.",
    .prompt = "> ",
    .back = "Volver",

    .bad_number = "No existe la opción {s}: escribe un número del 1 al {m}.",
    .bad_word = "'{s}' no es ni una opción ni una jugada. Escribe help.",
    .bad_move = "'{s}': jugada no permitida ahora; elige una de las "
                "opciones.",

    .pass_keyboard = "Pasa el teclado a {A}. Los demás, que no miren.",
    .press_enter = "{A}: pulsa Enter cuando quieras.",
    .game_over = "Fin de la partida: gana {A}.",
    .saved = "Registro de la partida guardado en {s}.",
    .replay_hint = "Para volver a verla: coup replay {s}",
    .interrupted = "La partida se detuvo antes de terminar.",
    .save_failed = "No se pudo guardar el registro de la partida: {s}.",
    .bye = "Adiós.",

    .setup_title = "Coup: nueva partida",
    .setup_players = "Jugadores: {m}",
    .setup_humans = "Asientos de jugadores humanos: {s}",
    .setup_bots = "Bots: {s}",
    .setup_option = {"Inquisidor en lugar del Embajador (R12)",
                     "Variante para dos jugadores (R11)",
                     "Golpe de Estado declarado (R10)",
                     "Asesinato declarado (R10)"},
    .setup_first = "Quién empieza: {s}",
    .setup_random = "al azar",
    .setup_ask_first = "¿Qué asiento empieza (del 0 al {m}), o r para sortear?",
    .setup_lang = "Idioma: {s}",
    .setup_on = "sí",
    .setup_off = "no",
    .setup_start = "Pulsa Enter para empezar, un número para cambiar, q para "
                   "salir.",
    .setup_ask_players = "¿Cuántos jugadores (2-10)?",
    .setup_ask_humans = "¿Qué asientos son de jugadores humanos (0 a {m}, "
                        "p. ej. 0 o 0,2)?",
    .setup_ask_bots = "¿Qué bots ({s}), separados por comas?",
    .setup_draft_two = "La variante para dos jugadores solo vale con dos.",
    .setup_none = "ninguno",

    .bad_seats = "los asientos son números del 0 al {m}, separados por comas, "
                 "cada uno una sola vez, no '{s}'",
    .bad_bots = "'{s}' no es una lista de bots (p. ej. heuristic,random)",
    .bad_players = "el número de jugadores va de 2 a 10, no '{s}'",
    .bad_first = "el asiento de quien empieza va de 0 a {m}, o r, no '{s}'",
    .rules_unknown = "no hay ninguna sección de las reglas '{s}': escribe "
                     "reglas R1 ... reglas R19, o una palabra como reglas "
                     "desafío",
    .too_small = "La pantalla es más pequeña que {s}: algunas líneas pueden "
                 "partirse.",

    .word = {"ingresos|cobrar", "ayuda exterior", "impuestos",
             "intercambiar|intercambio", "golpe de estado|golpe",
             "asesinar|asesinato", "robar|robo", "examinar",
             "pasar|paso|dejarlo pasar|no bloquear", "desafiar|desafio",
             "bloquear|bloqueo", "probar|demostrar", "rendirse|no mostrarla",
             "perder", "conservar|quedarse", "mostrar", "devolver",
             "cambiar|obligar a cambiar|hacerle cambiar", "elegir", "ayuda",
             "reglas", "registro|historial", "salir", "volver"},
    .topic = {"", "componentes cartas", "preparacion inicio",
              "influencia exilio", "turno acciones accion ingresos impuestos",
              "orden resolucion bloqueo bloqueos bloquear",
              "desafio desafios desafiar", "intercambio embajador",
              "mazo corte barajar", "informacion", "declarado declarada",
              "dos duelo", "inquisidor examinar examen",
              "siete ocho nueve diez", "ejemplo", "casos dudosos",
              "reforma facciones faccion leal reformista",
              "conversion convertir reserva asilo", "malversacion malversar",
              "reforma-mazo"},

    .help_commands =
        "Escribe el número de una opción, o una jugada en español o en inglés\n"
        "(ingresos, robar 1, bloquear capitán, desafiar, pasar, perder duque,\n"
        "conservar duque condesa; steal 1, challenge, pass). help: este texto.\n"
        "registro (log): la partida hasta ahora. reglas (rules): la carta de\n"
        "resumen; reglas R6 o reglas desafío: una sección de las reglas.\n"
        "salir (quit): terminar; el registro de la partida se guarda.",
    .help = {
        [COUP_PH_START] = "",
        [COUP_PH_PICK] =
            "Variante para dos (R11): conserva una carta de tu conjunto; las otras\n"
            "cuatro salen del juego sin que nadie las vea. Luego recibes una más.",
        [COUP_PH_DEAL] = "",
        [COUP_PH_ACTION] =
            "Tu turno (R4): elige una acción. Ingresos, Ayuda exterior y Golpe de\n"
            "Estado no requieren personaje; Impuestos (Duque), Asesinar (Asesino),\n"
            "Robar (Capitán) e Intercambiar (Embajador/Inquisidor) declaran uno:\n"
            "puedes mentir. Cualquiera puede desafiar una declaración (R6). Con 10\n"
            "monedas o más debes dar un Golpe de Estado.",
        [COUP_PH_CHALLENGE] =
            "Hay una declaración en juego (R6). Desafía si crees que es un farol:\n"
            "si no puede mostrar la carta, pierde una carta; si puede, pierdes tú\n"
            "una y la carta mostrada se cambia por una nueva.",
        [COUP_PH_PROVE] =
            "Han desafiado tu declaración (R6). Muestra la carta declarada y quien\n"
            "desafía pierde una carta (tú sacas una nueva), o renuncia a mostrarla\n"
            "y pierde tú una carta.",
        [COUP_PH_LOSE] =
            "Pierdes una influencia (R3): pon boca arriba una de tus cartas. Sin\n"
            "cartas boca abajo, te vas al exilio.",
        [COUP_PH_REDRAW] = "",
        [COUP_PH_BLOCK] =
            "Puedes bloquear (R5): el Duque bloquea la Ayuda exterior, la Condesa\n"
            "un asesinato contra ti, el Capitán o el Embajador (o el Inquisidor) un\n"
            "robo contra ti. Un bloqueo es una declaración: se puede desafiar.",
        [COUP_PH_DRAW] = "",
        [COUP_PH_KEEP] =
            "Intercambiar (R7): tienes tus cartas y las sacadas del mazo de la\n"
            "Corte. Conserva tantas como tenías; el resto vuelve, sin mostrarse.",
        [COUP_PH_SHOW] =
            "Examinar (R12): elige la carta que le muestras al Inquisidor; solo la\n"
            "ven ustedes dos. Luego te la devuelve o te obliga a cambiarla.",
        [COUP_PH_EXAMINE] =
            "Examinar (R12): devuelve la carta, u obliga al jugador examinado a\n"
            "devolverla al mazo de la Corte y a sacar una nueva.",
        [COUP_PH_OVER] = "",
    },
    .help_show_hand =
        "Golpe de Estado o Asesinato declarado (R10): muestra a todos tus\n"
        "cartas ocultas. Si está el personaje nombrado, lo pierdes; si no, la\n"
        "acción no tiene efecto. Luego intercambias con la Corte.",
    .help_keep_inquisitor =
        "Intercambio del Inquisidor (R12): tienes tus cartas y la sacada del\n"
        "mazo de la Corte. Conserva tantas como tenías; el resto vuelve, sin\n"
        "mostrarse.",
    .help_keep_r10 =
        "Intercambio tras una acción declarada (R10, R7): tienes tus cartas y\n"
        "dos del mazo de la Corte. Conserva tantas como tenías; el resto vuelve.",
    .rules =
        "COUP - la carta de resumen\n"
        "Objetivo: ser el último con influencia (cartas boca abajo). Sin ella: exilio.\n"
        "Ingresos        tomar 1 moneda                      sin bloqueo ni desafío\n"
        "Ayuda exterior  tomar 2 monedas                     bloqueable por el Duque\n"
        "Golpe de Estado pagar 7: alguien pierde una carta   siempre tiene éxito\n"
        "Duque           Impuestos: tomar 3 monedas          bloquea Ayuda exterior\n"
        "Asesino         pagar 3: alguien pierde una carta   bloqueable por la Condesa\n"
        "[A]Capitán         robar 2 monedas a alguien           bloqueable por Capitán,\n"
        "[A]                                                    Embajador\n"
        "[I]Capitán         robar 2 monedas a alguien           bloqueable por Capitán,\n"
        "[I]                                                    Inquisidor\n"
        "[A]Embajador       Intercambiar: sacar 2, devolver 2   bloquea el robo\n"
        "[I]Inquisidor      Intercambiar: sacar 1, devolver 1,  bloquea el robo\n"
        "[I]                o Examinar la carta de alguien\n"
        "Condesa         -                                   bloquea el asesinato\n"
        "Con 10 monedas o más, Golpe de Estado obligatorio. Toda declaración es\n"
        "desafiable: quien pierde el desafío pierde una carta; la carta mostrada\n"
        "se cambia por otra.",
    .rules_more = "reglas R1 ... reglas R19: las reglas completas.",

    .ability = {
        [COUP_DUKE] = "Impuestos: tomar 3 monedas. Bloquea la Ayuda exterior.",
        [COUP_ASSASSIN] = "Asesinar: pagar 3 monedas, un jugador pierde una "
                          "carta.",
        [COUP_CAPTAIN] = "Robar 2 monedas a un jugador. Bloquea el robo.",
        [COUP_AMBASSADOR] = "Intercambiar: sacar 2 cartas, devolver 2. "
                            "Bloquea el robo.",
        [COUP_CONTESSA] = "Bloquea un asesinato contra ti.",
        [COUP_INQUISITOR] = "Intercambiar: sacar 1 carta, devolver 1; o "
                            "examinar la carta de un jugador. Bloquea el "
                            "robo.",
    },
    .ui = {
        [COUP_UI_TAGLINE] = "Faroles y deducción, con amigos",
        [COUP_UI_YOUR_NAME] = "Tu nombre",
        [COUP_UI_CREATE_ROOM] = "Crear una sala",
        [COUP_UI_JOIN_ROOM] = "Unirse a una sala",
        [COUP_UI_ROOM_CODE] = "Código de la sala",
        [COUP_UI_JOIN] = "Unirse",
        [COUP_UI_WATCH] = "Mirar",
        [COUP_UI_OPEN_ROOMS] = "Salas abiertas",
        [COUP_UI_NO_OPEN_ROOMS] = "No hay salas abiertas ahora mismo.",
        [COUP_UI_RECENT_GAMES] = "Partidas recientes",
        [COUP_UI_PLAYERS] = "Jugadores",
        [COUP_UI_SEATS_FREE] = "{n} libres",
        [COUP_UI_OPTIONS] = "Variantes",
        [COUP_UI_TIMER] = "Tiempo por decisión",
        [COUP_UI_TIMER_NONE] = "Sin límite",
        [COUP_UI_SECONDS] = "{n} s",
        [COUP_UI_PUBLIC_ROOM] = "Mostrar en las salas abiertas",
        [COUP_UI_BOT_LEVEL] = "Bots",
        [COUP_UI_ADD_BOT] = "Añadir un bot",
        [COUP_UI_REMOVE] = "Quitar",
        [COUP_UI_START_GAME] = "Empezar la partida",
        [COUP_UI_WAITING_HOST] = "Esperando a que {A} empiece la partida",
        [COUP_UI_EMPTY_SEAT] = "Asiento libre: al empezar lo ocupa un bot",
        [COUP_UI_SHARE] = "Invita a tus amigos: comparte este enlace",
        [COUP_UI_COPY_LINK] = "Copiar enlace",
        [COUP_UI_COPIED] = "Copiado",
        [COUP_UI_SCAN] = "Escanea para unirte",
        [COUP_UI_HOST] = "anfitrión",
        [COUP_UI_BOT] = "bot",
        [COUP_UI_YOU] = "tú",
        [COUP_UI_AWAY] = "ausente: por ahora juega un bot",
        [COUP_UI_OFFLINE] = "desconectado",
        [COUP_UI_SPECTATORS] = "{n} espectadores",
        [COUP_UI_SPECTATING] = "Estás mirando",
        [COUP_UI_YOUR_CARDS] = "Tus cartas",
        [COUP_UI_COURT] = "Corte: {k} cartas",
        [COUP_UI_OUT_OF_GAME] = "{k} fuera del juego",
        [COUP_UI_COINS] = "{n} monedas",
        [COUP_UI_EXILED] = "en exilio",
        [COUP_UI_WAITING_FOR] = "Esperando: {s}",
        [COUP_UI_YOUR_TURN] = "Te toca",
        [COUP_UI_TURN] = "Turno {n}",
        [COUP_UI_LOG] = "Historial de la partida",
        [COUP_UI_CHAT] = "Chat",
        [COUP_UI_SEND] = "Enviar",
        [COUP_UI_CHAT_HINT] = "Di algo",
        [COUP_UI_RULES] = "Reglas",
        [COUP_UI_CLOSE] = "Cerrar",
        [COUP_UI_LANGUAGE] = "Idioma",
        [COUP_UI_SOUND_ON] = "Sonido activado",
        [COUP_UI_SOUND_OFF] = "Sonido desactivado",
        [COUP_UI_PLAY_AGAIN] = "Jugar otra vez",
        [COUP_UI_WINS] = "¡{A} gana!",
        [COUP_UI_YOU_WIN] = "¡Has ganado!",
        [COUP_UI_LOBBY] = "Inicio",
        [COUP_UI_LEAVE] = "Salir",
        [COUP_UI_REPLAY] = "Repetición",
        [COUP_UI_DOWNLOAD] = "Descargar el registro",
        [COUP_UI_FIRST] = "Inicio",
        [COUP_UI_PREV] = "Atrás",
        [COUP_UI_NEXT] = "Adelante",
        [COUP_UI_LAST] = "Final",
        [COUP_UI_STEP] = "Paso {n} de {m}",
        [COUP_UI_RECONNECTING] = "Conexión perdida: reconectando...",
        [COUP_UI_TIME_LEFT] = "Quedan {n} s",
        [COUP_UI_NO_GAME] = "No existe esa partida.",
        [COUP_UI_NO_ROOM] = "No hay ninguna sala con el código {s}.",
        [COUP_UI_NAME_NEEDED] = "Escribe primero un nombre (de 1 a 20 "
                                "caracteres).",
        [COUP_UI_BOT_RANDOM] = "Aleatorio",
        [COUP_UI_BOT_HONEST] = "Honesto",
        [COUP_UI_BOT_HEURISTIC] = "Heurístico",
        [COUP_UI_BOT_SEARCH] = "Experto",
        [COUP_UI_LEAVE_ASK] =
            "¿Salir? Un bot juega en tu lugar hasta que vuelvas.",
        [COUP_UI_STAY] = "Quedarme",
        [COUP_UI_SEAT_BACK] = "Recuperar mi lugar",
        [COUP_UI_LEFT_GAME] = "Saliste de la partida: un bot juega en tu lugar.",
        [COUP_UI_REPLACED] = "Ahora juegas en otra pestaña o dispositivo.",
        [COUP_UI_USE_HERE] = "Usar esta pestaña",
        [COUP_UI_SPECTATOR] = "Espectador",
        [COUP_UI_RULES_FULL] = "Las reglas completas, sección por sección",
        [COUP_UI_GAME_OVER] = "Fin de la partida",
        [COUP_UI_WAITING_AGAIN] = "Esperando a que {A} empiece otra partida",
        [COUP_UI_STAT_CLAIMS] = "Declaraciones (faroles)",
        [COUP_UI_STAT_CAUGHT] = "Pillado en un farol",
        [COUP_UI_STAT_CHALLENGES] = "Desafíos ganados / perdidos",
        [COUP_UI_STAT_BLOCKS] = "Bloqueos",
        [COUP_UI_STAT_COINS] = "Monedas ganadas",
        [COUP_UI_STAT_CARDS] = "Cartas quitadas a otros",
        [COUP_UI_THINKING] = "pensando…",
        [COUP_UI_DECIDING] = "decidiendo",
        [COUP_UI_STAND_IN] = "Un bot jugó por {A}",
        [COUP_UI_TAP_TARGET] =
            "Toca un jugador iluminado o un botón de abajo",
        [COUP_UI_WINNER] = "gana",
        [COUP_UI_PLAY_NOW] = "Jugar ahora",
        [COUP_UI_PLAY_NOW_HINT] = "Una partida contra bots, al instante",
        [COUP_UI_PLAY_FRIENDS] = "Jugar con amigos",
        [COUP_UI_DEFAULT_NAME] = "Tú",
        [COUP_UI_ROOM_SETTINGS] = "Ajustes de la sala",
        [COUP_UI_TWO_PLAYERS_ONLY] = "Solo con 2 jugadores",
        [COUP_UI_SPECTATORS_ONE] = "1 espectador",
        [COUP_UI_SEATS_FREE_ONE] = "1 libre",
        [COUP_UI_JOINED_NOTICE] = "{A} se ha unido",
        [COUP_UI_ROOM_OVER] = "La partida de esta sala ha terminado.",
        [COUP_UI_ROOM_PLAYING] = "Se está jugando una partida en esta sala.",
        [COUP_UI_ROOM_WAITING] = "Esperando jugadores",
        [COUP_UI_ROOM_HOSTED] = "Anfitrión: {A}",
        [COUP_UI_ROOM_FULL] = "No hay sitios libres",
        [COUP_UI_LOCAL_LINK] = "Este enlace solo funciona en este ordenador.",
        [COUP_UI_LOCAL_LINK_HOW] = "Abre la página por la dirección de red para compartirlo.",
        [COUP_UI_COINS_ONE] = "1 moneda",
        [COUP_UI_BOT_BLUFFER] = "Farolero",
        [COUP_UI_BOT_CHALLENGER] = "Desafiante",
        [COUP_UI_BOT_CAUTIOUS] = "Prudente",
        [COUP_UI_BOT_MIXED] = "Mixtos",
        [COUP_UI_BOT_LEVELS] = "Niveles",
        [COUP_UI_BOT_STYLES] = "Personalidades",
        [COUP_UI_ABOUT_RANDOM] = "Hace cualquier jugada legal: para aprender las reglas.",
        [COUP_UI_ABOUT_HEURISTIC] = "Cuenta cartas y lee tus declaraciones: a tu altura.",
        [COUP_UI_ABOUT_SEARCH] = "El más fuerte: aprende cómo juega cada uno.",
        [COUP_UI_ABOUT_HONEST] = "Nunca va de farol ni desafía: créete lo que declara.",
        [COUP_UI_ABOUT_BLUFFER] = "Declara la carta que le convenga: pilla sus faroles.",
        [COUP_UI_ABOUT_CHALLENGER] = "No va de farol y lo desafía todo: ojo con tus faroles.",
        [COUP_UI_ABOUT_CAUTIOUS] = "Nunca va de farol, y solo desafía un farol seguro.",
        [COUP_UI_ABOUT_MIXED] = "Un bot distinto en cada asiento, cada uno con su estilo.",
        [COUP_UI_RESERVE] = "Reserva: {k}",
        [COUP_UI_SIGN_IN] = "Iniciar sesión",
        [COUP_UI_SIGN_UP] = "Crear cuenta",
        [COUP_UI_SIGN_OUT] = "Cerrar sesión",
        [COUP_UI_SIGN_OUT_ALL] = "Cerrar sesión en todas partes",
        [COUP_UI_SIGN_OUT_ALL_HINT] = "Cada dispositivo, este también, deberá volver a entrar",
        [COUP_UI_ACCOUNT] = "Cuenta",
        [COUP_UI_LEADERBOARD] = "Clasificación",
        [COUP_UI_PROFILE] = "Perfil",
        [COUP_UI_SIGNED_IN_AS] = "Sesión iniciada como {A}",
        [COUP_UI_GUEST_HINT] = "Juega como invitado, o entra para tener una puntuación",
        [COUP_UI_ACCOUNT_NAME_HINT] = "Juegas con el nombre de tu cuenta",
        [COUP_UI_ACCOUNT_NAME] = "Nombre",
        [COUP_UI_PASSWORD] = "Contraseña",
        [COUP_UI_PASSWORD_AGAIN] = "Repite la contraseña",
        [COUP_UI_CURRENT_PASSWORD] = "Contraseña actual",
        [COUP_UI_NEW_PASSWORD] = "Nueva contraseña",
        [COUP_UI_NAME_RULE] = "3-20 letras o cifras; espacios, _ - . en medio",
        [COUP_UI_PASSWORD_RULE] = "8 caracteres o más, distinta del nombre",
        [COUP_UI_PASSWORDS_DIFFER] = "Las dos contraseñas no coinciden.",
        [COUP_UI_NO_ACCOUNT] = "¿Aún no tienes cuenta?",
        [COUP_UI_HAVE_ACCOUNT] = "¿Ya tienes cuenta?",
        [COUP_UI_CHANGE_PASSWORD] = "Cambiar la contraseña",
        [COUP_UI_PASSWORD_CHANGED] = "Contraseña cambiada: los demás dispositivos han salido.",
        [COUP_UI_DELETE_ACCOUNT] = "Eliminar la cuenta",
        [COUP_UI_DELETE_WARNING] = "No se puede deshacer: se pierden nombre y puntuaciones.",
        [COUP_UI_DELETE_KEEPS] = "Las partidas jugadas se quedan, con un nombre neutro.",
        [COUP_UI_DELETE_CONFIRM] = "Tu contraseña, para confirmar",
        [COUP_UI_DELETE_FOR_GOOD] = "Eliminar para siempre",
        [COUP_UI_ACCOUNT_DELETED] = "Cuenta eliminada.",
        [COUP_UI_SIGNED_OUT_DONE] = "Sesión cerrada.",
        [COUP_UI_ACCOUNT_ERROR_BAD_REQUEST] = "La petición llegó incompleta: inténtalo de nuevo.",
        [COUP_UI_ACCOUNT_ERROR_NAME_FORM] = "Un nombre: 3-20 letras o cifras de un solo alfabeto.",
        [COUP_UI_ACCOUNT_ERROR_PASSWORD_FORM] = "Una contraseña: 8-128 caracteres, distinta del nombre.",
        [COUP_UI_ACCOUNT_ERROR_NAME_TAKEN] = "Ese nombre ya está ocupado.",
        [COUP_UI_ACCOUNT_ERROR_BAD_CREDENTIALS] = "Nombre o contraseña incorrectos.",
        [COUP_UI_ACCOUNT_ERROR_SIGNED_OUT] = "Tu sesión se cerró: vuelve a entrar.",
        [COUP_UI_ACCOUNT_ERROR_TOO_MANY] = "Demasiados intentos: espera {n} s.",
        [COUP_UI_ACCOUNT_ERROR_TOO_MANY_MIN] = "Demasiados intentos: espera {n} min.",
        [COUP_UI_ACCOUNT_ERROR_ORIGIN] = "Rechazado: la petición venía de otro sitio.",
        [COUP_UI_ACCOUNT_ERROR_UNAVAILABLE] = "Las cuentas no están disponibles ahora.",
        [COUP_UI_ACCOUNT_ERROR_NETWORK] = "El servidor no responde: inténtalo de nuevo.",
        [COUP_UI_NO_PLAYER] = "No hay ningún jugador con ese nombre.",
        [COUP_UI_LOADING] = "Cargando…",
        [COUP_UI_PLAYER_SINCE] = "Juega desde el {s}",
        [COUP_UI_FAMILY_BASE] = "Juego básico",
        [COUP_UI_FAMILY_INQUISITOR] = "Inquisidor",
        [COUP_UI_FAMILY_REFORMATION] = "Reforma",
        [COUP_UI_RATING] = "Puntuación",
        [COUP_UI_RATED_GAMES] = "{n} partidas puntuadas",
        [COUP_UI_RATED_GAMES_ONE] = "1 partida puntuada",
        [COUP_UI_BOARD_PLACE] = "{n}.º en la clasificación",
        [COUP_UI_NOT_RANKED] = "Aún fuera de la clasificación",
        [COUP_UI_RATING_HISTORY] = "Evolución de la puntuación",
        [COUP_UI_PLOT_POINT] = "Partida #{n}: {m}",
        [COUP_UI_GAMES_PLAYED] = "Partidas jugadas",
        [COUP_UI_GAMES_WON] = "Partidas ganadas",
        [COUP_UI_WIN_RATE] = "Porcentaje de victorias",
        [COUP_UI_STREAK_NOW] = "Racha actual",
        [COUP_UI_STREAK_WINS] = "{n} victorias",
        [COUP_UI_STREAK_WINS_ONE] = "1 victoria",
        [COUP_UI_STREAK_LOSSES] = "{n} derrotas",
        [COUP_UI_STREAK_LOSSES_ONE] = "1 derrota",
        [COUP_UI_BEST_STREAK] = "Racha de victorias más larga",
        [COUP_UI_WORST_STREAK] = "Racha de derrotas más larga",
        [COUP_UI_FASTEST_WIN] = "Victoria más rápida",
        [COUP_UI_TURNS] = "{n} turnos",
        [COUP_UI_TURNS_ONE] = "1 turno",
        [COUP_UI_FIGURES] = "Estadísticas",
        [COUP_UI_FIG_CLAIMS] = "Declaraciones",
        [COUP_UI_FIG_BLUFFS] = "Faroles",
        [COUP_UI_FIG_CHALLENGES] = "Desafíos hechos",
        [COUP_UI_FIG_CHALLENGES_WON] = "Desafíos ganados",
        [COUP_UI_FIG_CARDS_LOST] = "Cartas perdidas",
        [COUP_UI_FIG_COINS_INCOME] = "Monedas de Ingresos",
        [COUP_UI_FIG_COINS_AID] = "Monedas de Ayuda exterior",
        [COUP_UI_FIG_COINS_TAX] = "Monedas de Impuestos",
        [COUP_UI_FIG_COINS_STEAL] = "Monedas robadas",
        [COUP_UI_FIG_COINS_EMBEZZLE] = "Monedas malversadas",
        [COUP_UI_FIG_STEALS] = "Robos",
        [COUP_UI_FIG_ACTIONS] = "Turnos jugados",
        [COUP_UI_CLAIMS_BY_CARD] = "Declaraciones por personaje",
        [COUP_UI_ACHIEVEMENTS] = "Logros",
        [COUP_UI_ACH_NO_BLUFF] = "Sin farol",
        [COUP_UI_ACH_NO_BLUFF_ABOUT] = "Ganó sin ir de farol ni una vez",
        [COUP_UI_ACH_COMEBACK] = "Remontada",
        [COUP_UI_ACH_COMEBACK_ABOUT] = "Ganó tras perder la primera carta",
        [COUP_UI_ACH_UNTOUCHED] = "Intocable",
        [COUP_UI_ACH_UNTOUCHED_ABOUT] = "Ganó sin perder ninguna carta",
        [COUP_UI_ACH_BLUFF_MASTER] = "Maestro del farol",
        [COUP_UI_ACH_BLUFF_MASTER_ABOUT] = "Ganó con 3 faroles o más, ninguno pillado",
        [COUP_UI_ACH_SHARP_EYE] = "Ojo de lince",
        [COUP_UI_ACH_SHARP_EYE_ABOUT] = "Ganó tras ganar 3 desafíos o más",
        [COUP_UI_HEAD_TO_HEAD] = "Cara a cara",
        [COUP_UI_OPPONENT] = "Rival",
        [COUP_UI_COL_GAMES] = "Partidas",
        [COUP_UI_FINISHED_AHEAD] = "Por delante",
        [COUP_UI_FINISHED_BEHIND] = "Por detrás",
        [COUP_UI_PLACE_OF] = "{n}.º de {m}",
        [COUP_UI_RATED] = "Puntuada",
        [COUP_UI_UNRATED] = "Sin puntuar",
        [COUP_UI_NO_GAMES_YET] = "Aún no hay partidas.",
        [COUP_UI_COL_PLACE] = "Puesto",
        [COUP_UI_COL_PLAYER] = "Jugador",
        [COUP_UI_PAGE_OF] = "Página {n} de {m}",
        [COUP_UI_PAGE_PREV] = "Anterior",
        [COUP_UI_PAGE_NEXT] = "Siguiente",
        [COUP_UI_YOUR_PLACE] = "Tu puesto: {n}",
        [COUP_UI_RANKED_AFTER] = "En la clasificación tras {n} partidas puntuadas",
        [COUP_UI_BOARD_EMPTY] = "Aún no hay nadie en la clasificación.",
        [COUP_UI_HINTS] = "Pistas",
        [COUP_UI_HINTS_ABOUT] =
            "Pide consejo al bot Experto. La partida no puntúa.",
        [COUP_UI_HINT] = "Pista",
        [COUP_UI_PLAY_AS_GUEST] = "Jugar como invitado",
        [COUP_UI_ANALYSE] = "Analizar",
        [COUP_UI_ANALYSIS] = "Análisis",
        [COUP_UI_ANALYSIS_ABOUT] =
            "El bot Experto juzga cada jugada desde su jugador",
        [COUP_UI_ANALYSING] = "Analizando… {n} de {m} decisiones",
        [COUP_UI_ANALYSIS_STARTING] = "Analizando…",
        [COUP_UI_ANALYSIS_QUEUED] = "En espera: número {n} en la cola",
        [COUP_UI_ANALYSIS_STOPPED] =
            "El análisis se detuvo: pulsa Analizar de nuevo.",
        [COUP_UI_ANALYSIS_BUSY] =
            "El servidor está ocupado: inténtalo en un minuto.",
        [COUP_UI_ANALYSIS_ONE] =
            "Un análisis a la vez: espera a que termine el otro.",
        [COUP_UI_ANALYSIS_OFF] = "Este servidor no analiza partidas.",
        [COUP_UI_ANALYSIS_FAILED] = "No se pudo analizar esta partida.",
        [COUP_UI_ACCURACY] = "Precisión",
        [COUP_UI_MARK_INACCURACY] = "Imprecisión",
        [COUP_UI_MARK_MISTAKE] = "Error",
        [COUP_UI_MARK_BLUNDER] = "Error grave",
        [COUP_UI_CLAIMS_READ] = "Declaraciones bien leídas",
        [COUP_UI_N_OF_M] = "{n} de {m}",
        [COUP_UI_PERCENT] = "{n} %",
        [COUP_UI_WIN_ODDS] = "Probabilidad de ganar, jugada a jugada",
        [COUP_UI_MARKS_HOW] =
            "Elige una línea marcada del historial para ver por qué.",
        [COUP_UI_CLAIM_TRUE] = "La declaración era cierta.",
        [COUP_UI_CLAIM_BLUFF] = "La declaración era un farol.",
        [COUP_UI_CLAIM_ODDS] =
            "Por lo que veía {A}: {n} % de que fuera cierta",
        [COUP_UI_LEARN] =
            "Aprender a jugar",
        [COUP_UI_LEARN_HINT] =
            "Una primera partida guiada contra dos bots",
        [COUP_UI_LEARN_CONTINUE] =
            "Seguir con el tutorial",
        [COUP_UI_TUTORIAL] =
            "Tutorial",
        [COUP_UI_TUT_NEXT] =
            "Siguiente",
        [COUP_UI_TUT_SKIP] =
            "Saltar este paso",
        [COUP_UI_TUT_LEAVE] =
            "Salir del tutorial",
        [COUP_UI_TUT_RESTART] =
            "Empezar de nuevo",
        [COUP_UI_TUT_PROGRESS] =
            "Paso {n} de {m}",
        [COUP_UI_TUT_WRONG] =
            "Ese no: la lección pide el botón que brilla.",
    },
    .hint_move = "Pista: {s} (probabilidad de ganar así: alrededor del {m}%).",
    .hint_claim =
        "{A} tiene la carta {c} en el {m}% de las manos que encajan con lo que has visto.",
    .hint_claim_none =
        "{A} no tiene la carta {c} en el {m}% de las manos que encajan con lo que has visto.",
    .time_up = "Se acabó el tiempo de {A}: se hace la jugada por defecto.",
    /* The server's refusals (docs/web-protocol.md, `error`). */
    .err_not_in_room = "No estás en ninguna sala: primero únete a una o "
                       "crea una.",
    .err_not_host = "Solo el anfitrión de la sala puede hacerlo.",
    .err_lobby_only = "La partida ya empezó: esto solo se puede hacer antes "
                      "del inicio.",
    .err_elsewhere = "Ya estás en la sala {s}: sal de ella primero.",
    .err_rooms_full = "El servidor ya tiene todas las salas que admite: "
                      "vuelve a intentarlo más tarde.",
    .err_server_busy = "El servidor no pudo hacerlo ahora: vuelve a "
                       "intentarlo.",
    .err_no_room = "No hay ninguna sala con el código {s}.",
    .err_room_started = "La partida de la sala {s} ya empezó: puedes "
                        "mirarla.",
    .err_room_full = "La sala {s} no tiene ningún asiento libre.",
    .err_full_for_bot = "Todos los asientos están ocupados: no hay asiento "
                        "para un bot.",
    .err_name_taken = "Alguien en esta sala ya se llama {s}: elige otro "
                      "nombre.",
    .err_bad_token = "Ya no tienes un asiento en la sala {s}.",
    .err_draft_players = "La variante para dos jugadores (R11) necesita "
                         "exactamente 2 jugadores.",
    .err_seat_taken = "{A} está en el asiento {m}: libera ese asiento antes "
                      "de reducir la sala.",
    .err_seat_free = "El asiento {m} ya está libre.",
    .err_remove_self = "No puedes quitarte a ti mismo: usa Salir.",
    .err_not_over = "La partida todavía no ha terminado.",
    .err_spectator = "Estás mirando: los espectadores no juegan.",
    .err_no_game = "No se está jugando ninguna partida en esta sala.",
    .err_stale = "La partida siguió adelante: elige de nuevo.",
    .err_answered_first = "{A} respondió primero.",
    .err_hints_off =
        "Las pistas están desactivadas en esta sala: el anfitrión puede activarlas antes de empezar.",
    .err_hints_bots =
        "Las pistas son para partidas contra bots: en esta mesa no hay ningún bot.",
    .err_not_your_turn = "No es tu turno: {s}.",
    .err_illegal = "Esa jugada no está permitida ahora ({s}): elige una de "
                   "las jugadas ofrecidas.",
    .err_illegal_plain = "Esa jugada no está permitida ahora: elige una de "
                         "las jugadas ofrecidas.",
    .err_bot_choosing = "Espera un momento: el bot que juega por ti todavía "
                        "está eligiendo.",
    .err_flood = "Estás enviando más de {m} mensajes por segundo: ve más "
                 "despacio.",
    .err_flood_address = "Tu dirección de red ({s}) está enviando más de {m} "
                         "mensajes por segundo: ve más despacio.",
    .err_flood_closed = "Se rechazaron demasiados mensajes tuyos: la "
                        "conexión se ha cerrado.",
    .err_server_full = "El servidor está lleno: vuelve a intentarlo más "
                       "tarde.",
    .err_too_many_conns = "Tu dirección de red ({s}) ya tiene {m} conexiones "
                          "abiertas: cierra primero una pestaña.",
    .err_too_big = "Este mensaje es demasiado largo para el servidor.",
    .err_unreadable = "El servidor no pudo leer este mensaje.",
    .err_field = "El campo '{s}' de este mensaje falta o no es válido.",
    .err_version = "Esta página es más antigua que el servidor: recárgala.",
    .err_code = "Eso no es un código de sala: un código tiene 4 letras, "
                "ninguna de ellas A, E, I, O, U o Y.",
    .err_name_empty = "Escribe primero un nombre.",
    .err_name_long = "Un nombre tiene como máximo {m} caracteres.",
    .err_name_invisible = "Un nombre no puede tener caracteres de control o "
                          "invisibles.",
    .err_chat_empty = "Escribe algo para enviar.",
    .err_chat_long = "Un mensaje del chat tiene como máximo {m} caracteres.",
    .faction = {"Leal", "Reformista"},
    .factions_line = "Leales: {s}. Reformistas: {t}.",
    .reserve_line = "Reserva del Tesoro: {n}.",
    .convert_self = "{A} paga 1 moneda a la Reserva del Tesoro y pasa a ser "
                    "{x}.",
    .convert_other = "{A} paga 2 monedas a la Reserva del Tesoro: {t} pasa "
                     "a ser {x}.",
    .embezzle = "{A} declara que no tiene un {c} y malversa la Reserva del "
                "Tesoro ({n}).",
    .prove_hand = "{A} muestra {c}, ningún {d}: las cartas vuelven al mazo "
                  "de la Corte y {a} saca otras nuevas.",
    .concede_hand = "{A} renuncia a demostrar que no tiene un {c}.",
    .tm_challenge_none = "{a} debe decidir si desafía a {t}, que declara que "
                         "no tiene un {c}",
    .help_action_reformation =
        "Tu turno (R4, R16-R18): elige una acción. Ingresos, Ayuda exterior,\n"
        "Golpe de Estado y Conversión no requieren personaje; Impuestos\n"
        "(Duque), Asesinar (Asesino), Robar (Capitán) e Intercambiar\n"
        "(Embajador/Inquisidor) declaran uno, y la Malversación declara que no\n"
        "tienes un Duque: puedes mentir. Cualquiera puede desafiar una\n"
        "declaración (R6). Mientras vivan las dos facciones, apunta solo a la\n"
        "otra (R16). Con 10 monedas o más debes dar un Golpe de Estado.",
    .help_challenge_embezzle =
        "Hay una Malversación en juego (R18): declara que no tiene un Duque.\n"
        "Desafía si crees que lo tiene: si lo tiene, pierde una carta; si\n"
        "muestra una mano sin Duque, pierdes tú una.",
    .help_prove_embezzle =
        "Han desafiado tu Malversación (R18). Muestra toda tu mano, sin Duque,\n"
        "y quien desafía pierde una carta (las tuyas vuelven a la Corte y sacas\n"
        "otras), o renuncia y pierde tú una carta.",
    .tm_challenge_all_none =
        "{s} deben decidir si desafían a {t}, que declara que no tiene un {c}",
    .tm_prove_hand = "{a} debe mostrar a todos sus cartas (ningún {c}) o "
                     "renunciar",
    .pr_embezzle = "{A} declara que no tiene un {c}, para malversar la "
                   "Reserva del Tesoro ({n}).",
    .pr_challenge_none = "¿Desafías? Si {a} tiene un {c}, {a} pierde una "
                         "carta; si no, la pierdes tú.",
    .pr_prove_hand = "{A} desafía tu declaración de que no tienes un {c}. "
                     "Muestra a todos tus cartas ({d}) y {a} pierde una "
                     "carta (las tuyas vuelven a la Corte y sacas otras "
                     "nuevas), o no las muestres y pierde tú una carta.",
    .pr_prove_hand_cannot = "{A} desafía tu declaración de que no tienes un "
                            "{c}, y tienes un {c}: pierdes una carta.",
    .pr_lose_hand = "{A} mostró sus cartas, sin ningún {c}: perdiste el "
                    "desafío. Elige la carta que pierdes.",
    .pr_lose_embezzle = "No demostraste que no tienes un {c} cuando {a} te "
                        "desafió. Elige la carta que pierdes.",
    .m_convert_self = "Convertirte: pasar a ser {x} (1 moneda)",
    .m_convert = "Convertir a {t}, que pasa a ser {x} (2 monedas)",
    .m_embezzle = "Malversar {n}: declarar que no tienes un {c}",
    .m_prove_hand = "Mostrar {c} (ningún {d}): quien desafía pierde una carta",
    .m_concede_hand = "No mostrarlas: perder una carta",
    .setup_reformation = "Reforma: facciones, Conversión, Malversación "
                         "(R16-R19)",
    .err_chat_invisible = "Un mensaje del chat no puede tener caracteres de "
                          "control o invisibles.",
    .comma = ", ",
    .an_intro = "Cada decisión la juzga la búsqueda con {m} iteraciones, a "
                "partir de lo que su asiento podía ver entonces.",
    .an_legend = "Marcas: ?! imprecisión (perdió {s} de la probabilidad de "
                 "ganar o más), ? error ({t}), ?? error grave ({x}); una "
                 "pérdida solo se marca si supera el doble de su error "
                 "estadístico.",
    .an_mark = {"Imprecisión", "Error", "Error grave"},
    .an_better = "{s}: mejor «{c}» ({x} de ganar, frente a {d}).",
    .an_claim_true = "La declaración era cierta: {A} tenía {c}. Por lo que "
                     "{t} podía ver, la probabilidad era {x}.",
    .an_claim_bluff = "La declaración era un farol: {A} no tenía {c}. Por lo "
                      "que {t} podía ver, la probabilidad de que fuera "
                      "cierta era {x}.",
    .an_none_true = "La declaración era cierta: {A} no tenía {c}. Por lo que "
                    "{t} podía ver, la probabilidad era {x}.",
    .an_none_bluff = "La declaración era un farol: {A} tenía {c}. Por lo que "
                     "{t} podía ver, la probabilidad de que fuera cierta era "
                     "{x}.",
    .an_percent = "{s} %",
    .an_point = ",",
    .an_summary = "Cómo jugó cada asiento:",
    .an_seat = "{A}: precisión {x}, decisiones juzgadas: {s}.",
    .an_counts = "Imprecisiones: {s}, errores: {t}, errores graves: {x}; "
                 "pérdida media: {d}.",
    .an_challenges = "Declaraciones que podía desafiar: {x}; bien leídas (un "
                     "farol desafiado, una declaración cierta dejada pasar): "
                     "{s}.",
    .an_no_decision = "{A}: ninguna decisión que juzgar.",
    .lesson = {
        [COUP_LESSON_INTRO] =
            "Bienvenido a Coup. Cada jugador tiene dos cartas boca abajo, su "
            "influencia, y 2 monedas. Quien pierde las dos queda fuera; gana "
            "el último que queda. Las tuyas están abajo: un Duque y un "
            "Embajador.",
        [COUP_LESSON_INCOME] =
            "Tu turno. Ingresos da 1 moneda, y nadie puede impedirlo. Toma "
            "Ingresos.",
        [COUP_LESSON_BLOCK] =
            "Ada toma Ayuda exterior: 2 monedas. El Duque bloquea la Ayuda "
            "exterior, y tú tienes uno: bloquea con el Duque.",
        [COUP_LESSON_CHALLENGE] =
            "Bram declara el Duque para cobrar 3 monedas de Impuestos. "
            "Cualquiera puede declarar cualquier personaje, lo tenga o no. "
            "Desafíalo: quien se equivoca pierde una carta.",
        [COUP_LESSON_EXCHANGE] =
            "Bram no tenía Duque: giró una carta y no cobró nada. Tu "
            "turno: declara el Embajador para Intercambiar y roba dos cartas "
            "de la Corte.",
        [COUP_LESSON_KEEP] =
            "Conserva dos de estas cuatro: el Duque y la Condesa. Las demás "
            "vuelven a la Corte, y nadie ve cuáles conservas.",
        [COUP_LESSON_LET_PASS] =
            "Ada declara el Duque. Si lo tiene, desafiarla te cuesta una "
            "carta. Deja pasar esta.",
        [COUP_LESSON_TAX] =
            "Tu turno. Impuestos: declara el Duque y toma 3 monedas. Esta vez "
            "es verdad.",
        [COUP_LESSON_PROVE] =
            "Bram desafía tu Duque. Muéstralo: Bram pierde su última carta "
            "y queda fuera. Tu Duque vuelve a la Corte y robas una carta "
            "nueva.",
        [COUP_LESSON_ASSASSINATE] =
            "Ada declara el Asesino y paga 3 monedas para que pierdas una "
            "carta. Hay una respuesta mejor que desafiar: déjalo pasar.",
        [COUP_LESSON_BLOCK_ASSASSIN] =
            "La Condesa bloquea un asesinato, y tú la tienes: bloquea con la "
            "Condesa.",
        [COUP_LESSON_FOREIGN_AID] =
            "Tu turno. La Ayuda exterior da 2 monedas sin declarar personaje, "
            "pero cualquier Duque puede bloquearla. Toma Ayuda exterior.",
        [COUP_LESSON_CHALLENGE_LOST] =
            "Ada bloquea con el Duque. ¿Lo tiene? Desafíala y mira lo que "
            "cuesta perder un desafío.",
        [COUP_LESSON_LOSE] =
            "Lo tenía: pierdes el desafío y una influencia. Elige la carta "
            "que giras y conserva tu Duque: da monedas.",
        [COUP_LESSON_TAX_AGAIN] =
            "Ada mostró su Duque: volvió a la Corte y ella robó otra "
            "carta. Toma Impuestos otra vez.",
        [COUP_LESSON_FOREIGN_AID_AGAIN] =
            "Toma Ayuda exterior otra vez: Ada puede bloquearla o dejarla "
            "pasar.",
        [COUP_LESSON_MUST_COUP] =
            "Tienes 11 monedas. Con 10 o más, el Golpe de Estado es tu "
            "única acción. Cuesta 7, y nadie puede bloquearlo ni "
            "desafiarlo: Ada pierde una carta.",
        [COUP_LESSON_TAX_LAST] =
            "A Ada le queda una carta. Un Golpe de Estado cuesta 7: toma "
            "Impuestos para tenerlas.",
        [COUP_LESSON_COUP] =
            "Da un Golpe de Estado contra Ada: cae su última carta, y la "
            "partida es tuya.",
        [COUP_LESSON_WON] =
            "¡Has ganado! Ya conoces las jugadas. Farolea cuando compense, "
            "desafía cuando las probabilidades lo digan: ahora juega contra "
            "bots.",
    },
};

/*
 * lang_pt.c - Brazilian Portuguese, the words of the Brazilian rulebook
 * (Duque, Tesouro Central, Baralho da Corte, moedas). The moves and
 * commands may be typed in Portuguese (.word) or in English.
 */
#include <coup/text.h>

const coup_lang coup_lang_pt = {
    .code = "pt",
    .name = "Português",

    .card = {"Duque", "Assassino", "Capitão", "Embaixador", "Condessa",
             "Inquisidor"},
    .coin = "moeda",
    .coins = "moedas",
    .card1 = "carta",
    .cards = "cartas",
    .and_ = " e ",
    .and_i = " e ",
    .both = {"os dois Duques", "os dois Assassinos", "os dois Capitães",
             "os dois Embaixadores", "as duas Condessas",
             "os dois Inquisidores"},
    .seat = "lugar",
    .seat_up = "Lugar",
    /* With their article: "bloqueia a Ajuda Externa", "a extorsão falha". */
    .action = {"a ação", "a Renda", "a Ajuda Externa", "a ação de Taxar",
               "a Troca", "o Golpe de Estado", "o assassinato", "a extorsão",
               "a Investigação"},

    .start = "O sorteio escolhe {a} para começar a partida.",
    .pick = "{A} fica com a carta {c} do seu conjunto; as outras cartas do "
            "conjunto saem da partida.",
    .pick_hidden = "{A} fica com uma carta do seu conjunto; as outras cartas "
                   "do conjunto saem da partida.",
    .dealt = "{A} recebe a carta {c}.",
    .dealt_hidden = "{A} recebe uma carta.",
    .draws = "{A} pega a carta {c}.",
    .draws_hidden = "{A} pega uma carta.",
    .income = "{A} recebe a Renda (agora tem {n}).",
    .foreign_aid = "{A} pede Ajuda Externa.",
    .tax = "{A} declara {c} e escolhe Taxar.",
    .exchange = "{A} declara {c} e troca cartas com a Corte.",
    .coup = "{A} paga 7 moedas e dá um Golpe de Estado contra {t}.",
    .coup_named = "{A} paga 7 moedas e dá um Golpe de Estado contra {t} "
                  "(carta nomeada: {d}).",
    .assassinate = "{A} declara {c} e paga 3 moedas para assassinar {t}.",
    .assassinate_named = "{A} declara {c} e paga 3 moedas para assassinar "
                         "{t} (carta nomeada: {d}).",
    .steal = "{A} declara {c} para extorquir {t}.",
    .examine = "{A} declara {c} para investigar {t}.",
    .challenge = "{A} contesta.",
    .no_challenge = "{A} não contesta.",
    .prove = "{A} mostra a carta {c}, devolve a carta ao Baralho da Corte e "
             "pega uma nova.",
    .concede_has = "{A} admite a derrota sem mostrar a carta {c}.",
    .cannot_prove = "{A} não pode mostrar a carta {c}.",
    .does_not_prove = "{A} não mostra a carta {c}.",
    .lose = "{A} perde a carta {c}.",
    .block = "{A} declara {c} e bloqueia {x}.",
    .no_block = "{A} não bloqueia.",
    .keep = "{A} fica com {c}.",
    .keep_returns = "{A} fica com {c} e devolve {d} ao Baralho da Corte.",
    .keep_hidden = "{A} fica com {k} e devolve o resto ao Baralho da Corte.",
    .show_examine = "{A} mostra a carta {c} para {t}.",
    .show_examine_hidden = "{A} mostra uma carta para {t}.",
    .reveal = "{A} revela {c}.",
    .giveback = "{A} devolve a carta {c} para {t}.",
    .giveback_hidden = "{A} devolve a carta para {t}.",
    .swap = "{A} obriga {t} a devolver a carta {c} ao Baralho da Corte e "
            "pegar uma nova.",
    .swap_hidden = "{A} obriga {t} a devolver a carta ao Baralho da Corte e "
                   "pegar uma nova.",
    .illegal = "{A} joga '{s}', jogada não permitida aqui.",

    .not_held = "{A} não tem a carta {c}: {x} não tem efeito.",
    .block_stands = "O bloqueio se mantém: {x} falha.",
    .exiled = "{A} vai para o exílio.",
    .duel_start = "{A} começa com {n} (R11: dois jogadores).",
    .steal_takes = "{A} extorque {n} de {t} (agora tem {N}).",
    .refund = "{A} recebe de volta as 3 moedas (agora tem {N}).",
    .gains = "{A} ganha {n} (agora tem {N}).",
    .loses_coins = "{A} perde {n} (agora tem {N}).",
    .to_treasury1 = "{A} devolve {n} ao Tesouro Central.",
    .to_treasury = "{A} devolve {n} ao Tesouro Central.",
    .r10_exchange = "{A} faz uma Troca com o Baralho da Corte (R10).",
    .wins = "{A} vence a partida.",

    .tm_over = "ninguém: {a} venceu",
    .tm_start = "o acaso deve sortear o lugar que começa",
    .tm_deal = "o acaso deve dar uma carta para {a}",
    .tm_redraw = "o acaso deve tirar uma carta nova para {a}",
    .tm_draw = "o acaso deve tirar uma carta para a Troca de {a}",
    .tm_pick = "{a} deve escolher qual carta do seu conjunto manter (R11)",
    .tm_action = "{a} deve escolher uma ação",
    .tm_challenge = "{a} deve decidir se contesta {t}, que declara {c}",
    .tm_prove = "{a} deve mostrar a carta {c} ou admitir a derrota",
    .tm_lose = "{a} deve escolher a influência que perde",
    .tm_block = "{a} deve decidir se bloqueia {x} que {t} tenta",
    .tm_keep = "{a} deve escolher as cartas que mantém",
    .tm_show_examine = "{a} deve mostrar uma carta para {t}",
    .tm_show_hand = "{a} deve mostrar a todos as suas cartas ocultas (R10)",
    .tm_examine = "{a} deve devolver a carta de {t} ou obrigar {t} a trocá-la",
    .tm_challenge_all =
        "{s} devem decidir se contestam {t}, que declara {c}",
    .tm_block_all =
        "{s} devem decidir se bloqueiam {x} que {t} tenta",

    /* What the seat deciding is asked (coup_narrate_prompt). */
    .or_ = " ou ",
    .pr_action = "Sua vez: você tem {n}. Escolha uma ação.",
    .pr_action_coup = "Você tem {n}: com 10 ou mais, é obrigado a dar um "
                      "Golpe de Estado (R4). Escolha o alvo.",
    .pr_tax = "{A} declara {c} para Taxar (3 moedas).",
    .pr_exchange = "{A} declara {c} para trocar cartas com a Corte.",
    .pr_steal = "{A} declara {c} para extorquir {t}.",
    .pr_steal_you = "{A} declara {c} para extorquir você.",
    .pr_assassinate = "{A} declara {c} para assassinar {t}.",
    .pr_assassinate_you = "{A} declara {c} para assassinar você.",
    .pr_examine = "{A} declara {c} para investigar uma carta de {t}.",
    .pr_examine_you = "{A} declara {c} para investigar uma das suas cartas.",
    .pr_block_claim = "{A} declara {c} para bloquear {x} de {t}.",
    .pr_block_claim_you = "{A} declara {c} para bloquear a sua ação ({x}).",
    .pr_challenge = "Contestar? Se {a} não puder mostrar {c}, {a} perde uma "
                    "carta; se puder, quem perde é você.",
    .pr_block_aid = "{A} pede Ajuda Externa (2 moedas). Bloquear declarando "
                    "{c}?",
    .pr_block_steal = "{A} declara {d} para extorquir {n} de você. Bloquear "
                      "declarando {c}?",
    .pr_block_kill = "{A} declara {d} para assassinar você: você perde uma "
                     "carta, a menos que bloqueie declarando {c}.",
    .pr_block_kill_named = "{A} declara {d} para assassinar você, nomeando "
                           "{s}: se tiver {s}, você a perde, a menos que "
                           "bloqueie declarando {c}.",
    .pr_block_risk = "Um bloqueio é uma declaração: se for contestado e você "
                     "não puder mostrar a carta, você perde uma carta e {x} "
                     "acontece.",
    .pr_block_risk_kill = "Se o seu bloqueio for contestado e você não puder "
                          "mostrar {c}, perde as duas cartas.",
    .pr_prove = "{A} contesta a sua declaração de {c}. Mostre {c} e {a} perde "
                "uma carta (você pega uma nova), ou admita e perca você uma "
                "carta.",
    .pr_prove_cannot = "{A} contesta a sua declaração de {c}, e você não tem "
                       "{c}: você perde uma carta.",
    .pr_lose_challenger = "{A} mostrou {c}: você perdeu a contestação. "
                          "Escolha a carta que perde.",
    .pr_lose_claimant = "Você não mostrou {c} quando {a} contestou. Escolha a "
                        "carta que perde.",
    .pr_lose_coup = "{A} deu um Golpe de Estado contra você. Escolha a carta "
                    "que perde.",
    .pr_lose_kill = "{A} assassinou você. Escolha a carta que perde.",
    .pr_lose = "Escolha a carta que perde.",
    .pr_last = "É a sua última carta: você sai da partida.",
    .pr_keep = "Você pegou {c}. Fique com {k} entre {d}; as outras voltam "
               "para a Corte.",
    .pr_keep_r10 = "Todos viram as suas cartas (R10): esta troca as esconde "
                   "de novo.",
    .pr_show_examine = "{A} investiga você (declarando {c}): escolha a carta "
                       "a mostrar. Só {a} a vê, e pode obrigar você a "
                       "trocá-la por uma nova.",
    .pr_show_hand = "{A} nomeou {d}: mostre a todos as suas cartas viradas "
                    "para baixo (R10). Se tiver {d}, você a perde.",
    .pr_examine_choice = "{T} mostrou a você {c}. Devolver, ou obrigar {t} a "
                         "devolvê-la à Corte e pegar uma nova?",
    .pr_pick = "Escolha a carta do seu conjunto com que você fica: as outras "
               "saem da partida (R11).",

    .m_income = "Renda: pegar 1 moeda",
    .m_foreign_aid = "Ajuda Externa: pegar 2 moedas",
    .m_tax = "Taxar: declarar Duque, pegar 3 moedas",
    .m_exchange = "Trocar: declarar {c}",
    .m_coup = "Golpe de Estado contra {t} (7 moedas)",
    .m_coup_named = "Golpe em {t} (carta nomeada: {d}; 7 moedas)",
    .m_assassinate = "Assassinar {t}: declarar Assassino (3 moedas)",
    .m_assassinate_named = "Assassinar {t}: declarar Assassino (carta "
                           "nomeada: {d}; 3 moedas)",
    .m_steal = "Extorquir {t}: declarar Capitão",
    .m_examine = "Investigar {t}: declarar Inquisidor",
    .m_pass_challenge = "Deixar passar",
    .m_challenge = "Contestar",
    .m_pass_block = "Não bloquear",
    .m_block = "Bloquear: declarar {c}",
    .m_prove = "Mostrar {c}: o contestante perde uma carta",
    .m_concede = "Admitir a derrota: perder uma carta",
    .m_lose = "Perder {c}",
    .m_keep = "Manter {c}",
    .m_show = "Mostrar {c}",
    .m_pick = "Manter {c}",
    .m_giveback = "Devolver {c}",
    .m_swap = "Mandar trocar {c} por uma carta nova",

    .title = "Coup - turno {m}",
    .col_name = "Nome",
    .col_coins = "Moedas",
    .col_cards = "Cartas",
    .you = "(você)",
    .exiled_mark = "no exílio",
    .court_line = "Baralho da Corte: {k}.",
    .out_line = "Fora da partida (R11): {k}.",
    .shown_to_you = "Mostraram para você: {c}.",
    .happened = "O que aconteceu:",
    .hint = "Digite um número ou uma jogada; help, log, rules, quit.",
    .prompt = "> ",
    .back = "Voltar",

    .bad_number = "Não existe a opção {s}: digite um número de 1 a {m}.",
    .bad_word = "'{s}' não é uma opção nem uma jogada. Digite help.",
    .bad_move = "'{s}': jogada não permitida agora; escolha uma das opções.",

    .pass_keyboard = "Passe o teclado para {A}. Todos os outros, não olhem.",
    .press_enter = "{A}: aperte Enter quando quiser.",
    .game_over = "Fim de jogo: {A} vence.",
    .saved = "Registro da partida salvo em {s}.",
    .replay_hint = "Para rever a partida: coup replay {s}",
    .interrupted = "A partida foi interrompida antes do fim.",
    .save_failed = "Não foi possível salvar o registro da partida: {s}.",
    .bye = "Até logo.",

    .setup_title = "Coup: nova partida",
    .setup_players = "Jogadores: {m}",
    .setup_humans = "Lugares de jogadores humanos: {s}",
    .setup_bots = "Bots: {s}",
    .setup_option = {"Inquisidor em vez do Embaixador (R12)",
                     "Variante para 2 jogadores (R11)",
                     "Golpe Declarado (R10)",
                     "Assassinato Declarado (R10)"},
    .setup_first = "Quem começa: {s}",
    .setup_random = "por sorteio",
    .setup_ask_first = "Qual lugar começa (de 0 a {m}), ou r para sortear?",
    .setup_lang = "Idioma: {s}",
    .setup_on = "sim",
    .setup_off = "não",
    .setup_start = "Aperte Enter para começar, um número para alterar, q "
                   "para sair.",
    .setup_ask_players = "Quantos jogadores (2-10)?",
    .setup_ask_humans = "Quais lugares são de jogadores humanos (0 a {m}, "
                        "ex.: 0 ou 0,2)?",
    .setup_ask_bots = "Quais bots ({s}), separados por vírgula?",
    .setup_draft_two = "A variante para 2 jogadores é só para dois jogadores.",
    .setup_none = "nenhum",

    .bad_seats = "os lugares são números de 0 a {m}, separados por vírgula, "
                 "cada um uma só vez, não '{s}'",
    .bad_bots = "'{s}' não é uma lista de bots (ex.: heuristic,random)",
    .bad_players = "o número de jogadores vai de 2 a 10, não '{s}'",
    .bad_first = "o lugar de quem começa vai de 0 a {m}, ou r, não '{s}'",
    .rules_unknown = "não há seção das regras '{s}': digite regras R1 ... "
                     "regras R19, ou uma palavra como regras contestar",
    .too_small = "A tela é menor que {s}: algumas linhas podem quebrar.",

    .word = {"renda", "ajuda externa", "taxar|taxa", "trocar|troca",
             "golpe de estado|golpe", "assassinar|assassinato",
             "extorquir|extorsao", "investigar",
             "passar|passo|deixar passar|nao bloquear",
             "contestar|contesto", "bloquear|bloqueio", "provar|comprovar",
             "admitir|admitir a derrota", "perder", "manter|ficar",
             "mostrar", "devolver", "obrigar a trocar|mandar trocar",
             "escolher", "ajuda", "regras", "registro|historico", "sair",
             "voltar"},
    .topic = {"", "componentes cartas", "preparacao inicio",
              "influencia exilio", "turno acoes acao renda taxar",
              "ordem resolucao bloqueio bloqueios bloquear",
              "contestacao contestacoes contestar desafio",
              "troca trocar embaixador", "baralho corte embaralhar",
              "informacao", "declarado declarada", "dois duelo",
              "inquisidor investigar investigacao",
              "sete oito nove dez", "exemplo", "casos duvidosos",
              "reforma faccoes faccao legalista reformista",
              "conversao converter reserva asilo", "desvio desviar",
              "reforma-baralho"},

    .help_commands =
        "Digite o número de uma opção, ou uma jogada em português ou inglês\n"
        "(renda, extorquir 1, bloquear capitão, contestar, passar, perder duque,\n"
        "manter duque condessa; steal 1, challenge, pass). ajuda (help): este\n"
        "texto. registro (log): a partida até agora. regras (rules): a carta\n"
        "de ajuda; regras R6 ou regras contestar: uma seção das regras.\n"
        "sair (quit): parar; o registro da partida é salvo.",
    .help = {
        [COUP_PH_START] = "",
        [COUP_PH_PICK] =
            "Variante para 2 (R11): fique com uma carta do seu conjunto; as outras\n"
            "quatro saem da partida sem ser vistas. Depois você recebe mais uma.",
        [COUP_PH_DEAL] = "",
        [COUP_PH_ACTION] =
            "Sua vez (R4): escolha uma ação. Renda, Ajuda Externa e Golpe de\n"
            "Estado não exigem personagem; Taxar (Duque), Assassinar (Assassino),\n"
            "Extorquir (Capitão) e Trocar (Embaixador/Inquisidor) exigem um: você\n"
            "pode blefar. Qualquer um pode contestar uma declaração (R6). Com 10\n"
            "moedas ou mais você deve dar um Golpe de Estado.",
        [COUP_PH_CHALLENGE] =
            "Há uma declaração na mesa (R6). Conteste se achar que é blefe: se a\n"
            "carta não puder ser mostrada, quem declarou perde uma carta; se puder,\n"
            "você perde uma e a carta mostrada é trocada por uma nova.",
        [COUP_PH_PROVE] =
            "Sua declaração foi contestada (R6). Mostre a carta declarada e quem\n"
            "contestou perde uma carta (você pega uma nova), ou admita a derrota\n"
            "e perca uma carta.",
        [COUP_PH_LOSE] =
            "Você perde uma influência (R3): vire uma das suas cartas para cima.\n"
            "Sem cartas viradas para baixo, você vai para o exílio.",
        [COUP_PH_REDRAW] = "",
        [COUP_PH_BLOCK] =
            "Você pode bloquear (R5): o Duque bloqueia a Ajuda Externa, a Condessa\n"
            "um assassinato contra você, o Capitão ou o Embaixador (ou o\n"
            "Inquisidor) uma extorsão contra você. Um bloqueio é uma declaração:\n"
            "pode ser contestado.",
        [COUP_PH_DRAW] = "",
        [COUP_PH_KEEP] =
            "Trocar (R7): você tem suas cartas e as que pegou do Baralho da Corte.\n"
            "Fique com tantas quantas tinha; o resto volta, sem ser mostrado.",
        [COUP_PH_SHOW] =
            "Investigar (R12): escolha a carta que você mostra ao Inquisidor; só\n"
            "vocês dois a veem. Depois ele a devolve ou obriga você a trocá-la.",
        [COUP_PH_EXAMINE] =
            "Investigar (R12): devolva a carta, ou obrigue o jogador investigado\n"
            "a devolvê-la ao Baralho da Corte e a pegar uma nova.",
        [COUP_PH_OVER] = "",
    },
    .help_show_hand =
        "Golpe ou Assassinato Declarado (R10): mostre a todos as suas cartas\n"
        "ocultas. Se o personagem nomeado estiver entre elas, você o perde;\n"
        "senão a ação não tem efeito. Depois você troca cartas com a Corte.",
    .help_keep_inquisitor =
        "Troca do Inquisidor (R12): você tem suas cartas e a que pegou do\n"
        "Baralho da Corte. Fique com tantas quantas tinha; o resto volta, sem\n"
        "ser mostrado.",
    .help_keep_r10 =
        "Troca depois de uma ação declarada (R10, R7): você tem suas cartas e\n"
        "duas do Baralho da Corte. Fique com tantas quantas tinha; o resto volta.",
    .rules =
        "COUP - a carta de ajuda\n"
        "Objetivo: ser o último com influência (cartas para baixo). Sem ela, exílio.\n"
        "Renda           pegar 1 moeda                     sem bloqueio nem contestação\n"
        "Ajuda Externa   pegar 2 moedas                    bloqueável pelo Duque\n"
        "Golpe de Estado pagar 7: alguém perde uma carta   sempre funciona\n"
        "Duque           Taxar: pegar 3 moedas             bloqueia Ajuda Externa\n"
        "Assassino       pagar 3: alguém perde uma carta   bloqueável pela Condessa\n"
        "[A]Capitão         extorquir 2 moedas de alguém      bloqueável por Capitão,\n"
        "[A]                                                  Embaixador\n"
        "[I]Capitão         extorquir 2 moedas de alguém      bloqueável por Capitão,\n"
        "[I]                                                  Inquisidor\n"
        "[A]Embaixador      Trocar: pegar 2, devolver 2       bloqueia extorsão\n"
        "[I]Inquisidor      Trocar: pegar 1, devolver 1,      bloqueia extorsão\n"
        "[I]                ou Investigar a carta de alguém\n"
        "Condessa        -                                 bloqueia assassinato\n"
        "Com 10 moedas ou mais você deve dar um Golpe. Toda declaração pode ser\n"
        "contestada: quem perde a contestação perde uma carta; a carta mostrada\n"
        "é trocada por outra.",
    .rules_more = "regras R1 ... regras R19: as regras completas.",

    .ability = {
        [COUP_DUKE] = "Taxar: pegar 3 moedas. Bloqueia a Ajuda Externa.",
        [COUP_ASSASSIN] = "Assassinar: pagar 3 moedas, um jogador perde uma "
                          "carta.",
        [COUP_CAPTAIN] = "Extorquir 2 moedas de um jogador. Bloqueia a "
                         "extorsão.",
        [COUP_AMBASSADOR] = "Trocar: pegar 2 cartas, devolver 2. Bloqueia a "
                            "extorsão.",
        [COUP_CONTESSA] = "Bloqueia um assassinato contra você.",
        [COUP_INQUISITOR] = "Trocar: pegar 1 carta, devolver 1; ou "
                            "investigar a carta de um jogador. Bloqueia a "
                            "extorsão.",
    },
    .ui = {
        [COUP_UI_TAGLINE] = "Blefe e dedução, com os amigos",
        [COUP_UI_YOUR_NAME] = "Seu nome",
        [COUP_UI_CREATE_ROOM] = "Criar uma sala",
        [COUP_UI_JOIN_ROOM] = "Entrar numa sala",
        [COUP_UI_ROOM_CODE] = "Código da sala",
        [COUP_UI_JOIN] = "Entrar",
        [COUP_UI_WATCH] = "Assistir",
        [COUP_UI_OPEN_ROOMS] = "Salas abertas",
        [COUP_UI_NO_OPEN_ROOMS] = "Nenhuma sala aberta agora.",
        [COUP_UI_RECENT_GAMES] = "Partidas recentes",
        [COUP_UI_PLAYERS] = "Jogadores",
        [COUP_UI_SEATS_FREE] = "{n} livres",
        [COUP_UI_OPTIONS] = "Variantes",
        [COUP_UI_TIMER] = "Tempo por decisão",
        [COUP_UI_TIMER_NONE] = "Sem limite",
        [COUP_UI_SECONDS] = "{n} s",
        [COUP_UI_PUBLIC_ROOM] = "Mostrar nas salas abertas",
        [COUP_UI_BOT_LEVEL] = "Bots",
        [COUP_UI_ADD_BOT] = "Adicionar um bot",
        [COUP_UI_REMOVE] = "Remover",
        [COUP_UI_START_GAME] = "Começar a partida",
        [COUP_UI_WAITING_HOST] = "Esperando {A} começar a partida",
        [COUP_UI_EMPTY_SEAT] = "Lugar vazio: um bot o ocupa no início",
        [COUP_UI_SHARE] = "Convide os amigos: compartilhe este link",
        [COUP_UI_COPY_LINK] = "Copiar link",
        [COUP_UI_COPIED] = "Copiado",
        [COUP_UI_SCAN] = "Escaneie para entrar",
        [COUP_UI_HOST] = "anfitrião",
        [COUP_UI_BOT] = "bot",
        [COUP_UI_YOU] = "você",
        [COUP_UI_AWAY] = "ausente: um bot joga por enquanto",
        [COUP_UI_OFFLINE] = "desconectado",
        [COUP_UI_SPECTATORS] = "{n} assistindo",
        [COUP_UI_SPECTATING] = "Você está assistindo",
        [COUP_UI_YOUR_CARDS] = "Suas cartas",
        [COUP_UI_COURT] = "Corte: {k} cartas",
        [COUP_UI_OUT_OF_GAME] = "{k} fora da partida",
        [COUP_UI_COINS] = "{n} moedas",
        [COUP_UI_EXILED] = "no exílio",
        [COUP_UI_WAITING_FOR] = "Aguardando: {s}",
        [COUP_UI_YOUR_TURN] = "Sua vez",
        [COUP_UI_TURN] = "Turno {n}",
        [COUP_UI_LOG] = "Histórico da partida",
        [COUP_UI_CHAT] = "Chat",
        [COUP_UI_SEND] = "Enviar",
        [COUP_UI_CHAT_HINT] = "Diga algo",
        [COUP_UI_RULES] = "Regras",
        [COUP_UI_CLOSE] = "Fechar",
        [COUP_UI_LANGUAGE] = "Idioma",
        [COUP_UI_SOUND_ON] = "Som ligado",
        [COUP_UI_SOUND_OFF] = "Som desligado",
        [COUP_UI_PLAY_AGAIN] = "Jogar de novo",
        [COUP_UI_WINS] = "{A} venceu!",
        [COUP_UI_YOU_WIN] = "Você venceu!",
        [COUP_UI_LOBBY] = "Página inicial",
        [COUP_UI_LEAVE] = "Sair",
        [COUP_UI_REPLAY] = "Rever",
        [COUP_UI_DOWNLOAD] = "Baixar o registro",
        [COUP_UI_FIRST] = "Início",
        [COUP_UI_PREV] = "Voltar",
        [COUP_UI_NEXT] = "Avançar",
        [COUP_UI_LAST] = "Fim",
        [COUP_UI_STEP] = "Passo {n} de {m}",
        [COUP_UI_RECONNECTING] = "Conexão perdida: reconectando...",
        [COUP_UI_TIME_LEFT] = "Faltam {n} s",
        [COUP_UI_NO_GAME] = "Partida não encontrada.",
        [COUP_UI_NO_ROOM] = "Nenhuma sala com o código {s}.",
        [COUP_UI_NAME_NEEDED] = "Digite um nome primeiro (de 1 a 20 "
                                "caracteres).",
        [COUP_UI_BOT_RANDOM] = "Aleatório",
        [COUP_UI_BOT_HONEST] = "Honesto",
        [COUP_UI_BOT_HEURISTIC] = "Heurístico",
        [COUP_UI_BOT_SEARCH] = "Especialista",
        [COUP_UI_LEAVE_ASK] =
            "Sair? Um bot joga no seu lugar até você voltar.",
        [COUP_UI_STAY] = "Ficar",
        [COUP_UI_SEAT_BACK] = "Retomar meu lugar",
        [COUP_UI_LEFT_GAME] =
            "Você saiu da partida: um bot está jogando no seu lugar.",
        [COUP_UI_REPLACED] = "Agora você joga em outra aba ou aparelho.",
        [COUP_UI_USE_HERE] = "Usar esta aba",
        [COUP_UI_SPECTATOR] = "Espectador",
        [COUP_UI_RULES_FULL] = "As regras completas, seção por seção",
        [COUP_UI_GAME_OVER] = "Fim de jogo",
        [COUP_UI_WAITING_AGAIN] = "Esperando {A} começar uma nova partida",
        [COUP_UI_STAT_CLAIMS] = "Declarações (blefes)",
        [COUP_UI_STAT_CAUGHT] = "Pego blefando",
        [COUP_UI_STAT_CHALLENGES] = "Desafios ganhos / perdidos",
        [COUP_UI_STAT_BLOCKS] = "Bloqueios",
        [COUP_UI_STAT_COINS] = "Moedas ganhas",
        [COUP_UI_STAT_CARDS] = "Cartas tiradas dos outros",
        [COUP_UI_THINKING] = "pensando…",
        [COUP_UI_DECIDING] = "decidindo",
        [COUP_UI_STAND_IN] = "Um bot jogou por {A}",
        [COUP_UI_TAP_TARGET] =
            "Toque num jogador iluminado ou num botão abaixo",
        [COUP_UI_WINNER] = "vence",
        [COUP_UI_PLAY_NOW] = "Jogar agora",
        [COUP_UI_PLAY_NOW_HINT] = "Uma partida contra bots, na hora",
        [COUP_UI_PLAY_FRIENDS] = "Jogar com amigos",
        [COUP_UI_DEFAULT_NAME] = "Você",
        [COUP_UI_ROOM_SETTINGS] = "Configurações da sala",
        [COUP_UI_TWO_PLAYERS_ONLY] = "Só com 2 jogadores",
        [COUP_UI_SPECTATORS_ONE] = "1 assistindo",
        [COUP_UI_SEATS_FREE_ONE] = "1 livre",
        [COUP_UI_JOINED_NOTICE] = "{A} entrou",
        [COUP_UI_ROOM_OVER] = "A partida desta sala terminou.",
        [COUP_UI_ROOM_PLAYING] = "Uma partida está em andamento nesta sala.",
        [COUP_UI_ROOM_WAITING] = "Esperando jogadores",
        [COUP_UI_ROOM_HOSTED] = "Anfitrião: {A}",
        [COUP_UI_ROOM_FULL] = "Nenhum lugar livre",
        [COUP_UI_LOCAL_LINK] = "Este link só funciona neste computador.",
        [COUP_UI_LOCAL_LINK_HOW] = "Para compartilhar, abra a página pelo endereço de rede.",
        [COUP_UI_COINS_ONE] = "1 moeda",
        [COUP_UI_BOT_BLUFFER] = "Blefador",
        [COUP_UI_BOT_CHALLENGER] = "Contestador",
        [COUP_UI_BOT_CAUTIOUS] = "Cauteloso",
        [COUP_UI_BOT_MIXED] = "Mistos",
        [COUP_UI_BOT_LEVELS] = "Níveis",
        [COUP_UI_BOT_STYLES] = "Personalidades",
        [COUP_UI_ABOUT_RANDOM] = "Faz qualquer jogada permitida: para aprender as regras.",
        [COUP_UI_ABOUT_HEURISTIC] = "Conta cartas e lê suas declarações: um rival à altura.",
        [COUP_UI_ABOUT_SEARCH] = "O mais forte: aprende como cada um joga.",
        [COUP_UI_ABOUT_HONEST] = "Nunca blefa, nunca contesta: acredite no que declara.",
        [COUP_UI_ABOUT_BLUFFER] = "Declara a carta que precisar: desmascare seus blefes.",
        [COUP_UI_ABOUT_CHALLENGER] = "Nunca blefa e contesta tudo: blefe com cuidado.",
        [COUP_UI_ABOUT_CAUTIOUS] = "Nunca blefa, e só contesta um blefe certo.",
        [COUP_UI_ABOUT_MIXED] = "Um bot diferente em cada lugar, cada um com seu estilo.",
        [COUP_UI_RESERVE] = "Reserva: {k}",
        [COUP_UI_SIGN_IN] = "Entrar",
        [COUP_UI_SIGN_UP] = "Criar conta",
        [COUP_UI_SIGN_OUT] = "Sair",
        [COUP_UI_SIGN_OUT_ALL] = "Sair em todos os aparelhos",
        [COUP_UI_SIGN_OUT_ALL_HINT] = "Todos os aparelhos, este também, terão de entrar de novo",
        [COUP_UI_ACCOUNT] = "Conta",
        [COUP_UI_LEADERBOARD] = "Classificação",
        [COUP_UI_PROFILE] = "Perfil",
        [COUP_UI_SIGNED_IN_AS] = "Conectado como {A}",
        [COUP_UI_GUEST_HINT] = "Jogue como convidado, ou entre para ter uma pontuação",
        [COUP_UI_ACCOUNT_NAME_HINT] = "Você joga com o nome da sua conta",
        [COUP_UI_ACCOUNT_NAME] = "Nome",
        [COUP_UI_PASSWORD] = "Senha",
        [COUP_UI_PASSWORD_AGAIN] = "Repita a senha",
        [COUP_UI_CURRENT_PASSWORD] = "Senha atual",
        [COUP_UI_NEW_PASSWORD] = "Nova senha",
        [COUP_UI_NAME_RULE] = "3-20 letras ou algarismos; espaços, _ - . no meio",
        [COUP_UI_PASSWORD_RULE] = "8 caracteres ou mais, diferente do nome",
        [COUP_UI_PASSWORDS_DIFFER] = "As duas senhas não coincidem.",
        [COUP_UI_NO_ACCOUNT] = "Ainda não tem conta?",
        [COUP_UI_HAVE_ACCOUNT] = "Já tem uma conta?",
        [COUP_UI_CHANGE_PASSWORD] = "Mudar a senha",
        [COUP_UI_PASSWORD_CHANGED] = "Senha mudada: os outros aparelhos saíram.",
        [COUP_UI_DELETE_ACCOUNT] = "Apagar a conta",
        [COUP_UI_DELETE_WARNING] = "Não tem volta: o nome e as pontuações se perdem.",
        [COUP_UI_DELETE_KEEPS] = "As partidas jogadas ficam, com um nome neutro.",
        [COUP_UI_DELETE_CONFIRM] = "Sua senha, para confirmar",
        [COUP_UI_DELETE_FOR_GOOD] = "Apagar de vez",
        [COUP_UI_ACCOUNT_DELETED] = "Conta apagada.",
        [COUP_UI_SIGNED_OUT_DONE] = "Você saiu.",
        [COUP_UI_ACCOUNT_ERROR_BAD_REQUEST] = "O pedido veio incompleto: tente de novo.",
        [COUP_UI_ACCOUNT_ERROR_NAME_FORM] = "Um nome: 3-20 letras ou algarismos de um só alfabeto.",
        [COUP_UI_ACCOUNT_ERROR_PASSWORD_FORM] = "Uma senha: 8-128 caracteres, diferente do nome.",
        [COUP_UI_ACCOUNT_ERROR_NAME_TAKEN] = "Esse nome já existe.",
        [COUP_UI_ACCOUNT_ERROR_BAD_CREDENTIALS] = "Nome ou senha incorretos.",
        [COUP_UI_ACCOUNT_ERROR_SIGNED_OUT] = "Você saiu da conta: entre de novo.",
        [COUP_UI_ACCOUNT_ERROR_TOO_MANY] = "Tentativas demais: espere {n} s.",
        [COUP_UI_ACCOUNT_ERROR_TOO_MANY_MIN] = "Tentativas demais: espere {n} min.",
        [COUP_UI_ACCOUNT_ERROR_ORIGIN] = "Recusado: o pedido veio de outro site.",
        [COUP_UI_ACCOUNT_ERROR_UNAVAILABLE] = "As contas não estão disponíveis agora.",
        [COUP_UI_ACCOUNT_ERROR_NETWORK] = "O servidor não respondeu: tente de novo.",
        [COUP_UI_NO_PLAYER] = "Nenhum jogador com esse nome.",
        [COUP_UI_LOADING] = "Carregando…",
        [COUP_UI_PLAYER_SINCE] = "Joga desde {s}",
        [COUP_UI_FAMILY_BASE] = "Jogo base",
        [COUP_UI_FAMILY_INQUISITOR] = "Inquisidor",
        [COUP_UI_FAMILY_REFORMATION] = "Reforma",
        [COUP_UI_RATING] = "Pontuação",
        [COUP_UI_RATED_GAMES] = "{n} partidas valendo pontos",
        [COUP_UI_RATED_GAMES_ONE] = "1 partida valendo pontos",
        [COUP_UI_BOARD_PLACE] = "{n}º na classificação",
        [COUP_UI_NOT_RANKED] = "Ainda fora da classificação",
        [COUP_UI_RATING_HISTORY] = "Histórico da pontuação",
        [COUP_UI_PLOT_POINT] = "Partida #{n}: {m}",
        [COUP_UI_GAMES_PLAYED] = "Partidas jogadas",
        [COUP_UI_GAMES_WON] = "Partidas vencidas",
        [COUP_UI_WIN_RATE] = "Taxa de vitórias",
        [COUP_UI_STREAK_NOW] = "Sequência atual",
        [COUP_UI_STREAK_WINS] = "{n} vitórias",
        [COUP_UI_STREAK_WINS_ONE] = "1 vitória",
        [COUP_UI_STREAK_LOSSES] = "{n} derrotas",
        [COUP_UI_STREAK_LOSSES_ONE] = "1 derrota",
        [COUP_UI_BEST_STREAK] = "Maior sequência de vitórias",
        [COUP_UI_WORST_STREAK] = "Maior sequência de derrotas",
        [COUP_UI_FASTEST_WIN] = "Vitória mais rápida",
        [COUP_UI_TURNS] = "{n} turnos",
        [COUP_UI_TURNS_ONE] = "1 turno",
        [COUP_UI_FIGURES] = "Estatísticas",
        [COUP_UI_FIG_CLAIMS] = "Declarações",
        [COUP_UI_FIG_BLUFFS] = "Blefes",
        [COUP_UI_FIG_CHALLENGES] = "Desafios feitos",
        [COUP_UI_FIG_CHALLENGES_WON] = "Desafios ganhos",
        [COUP_UI_FIG_CARDS_LOST] = "Cartas perdidas",
        [COUP_UI_FIG_COINS_INCOME] = "Moedas da Renda",
        [COUP_UI_FIG_COINS_AID] = "Moedas da Ajuda Externa",
        [COUP_UI_FIG_COINS_TAX] = "Moedas de Taxar",
        [COUP_UI_FIG_COINS_STEAL] = "Moedas extorquidas",
        [COUP_UI_FIG_COINS_EMBEZZLE] = "Moedas desviadas",
        [COUP_UI_FIG_STEALS] = "Extorsões",
        [COUP_UI_FIG_ACTIONS] = "Turnos jogados",
        [COUP_UI_CLAIMS_BY_CARD] = "Declarações por personagem",
        [COUP_UI_ACHIEVEMENTS] = "Conquistas",
        [COUP_UI_ACH_NO_BLUFF] = "Sem blefe",
        [COUP_UI_ACH_NO_BLUFF_ABOUT] = "Venceu sem blefar nenhuma vez",
        [COUP_UI_ACH_COMEBACK] = "Virada",
        [COUP_UI_ACH_COMEBACK_ABOUT] = "Venceu depois de perder a primeira carta",
        [COUP_UI_ACH_UNTOUCHED] = "Intocável",
        [COUP_UI_ACH_UNTOUCHED_ABOUT] = "Venceu sem perder nenhuma carta",
        [COUP_UI_ACH_BLUFF_MASTER] = "Mestre do blefe",
        [COUP_UI_ACH_BLUFF_MASTER_ABOUT] = "Venceu com 3 blefes ou mais, nenhum pego",
        [COUP_UI_ACH_SHARP_EYE] = "Olho clínico",
        [COUP_UI_ACH_SHARP_EYE_ABOUT] = "Venceu depois de ganhar 3 desafios ou mais",
        [COUP_UI_HEAD_TO_HEAD] = "Confronto direto",
        [COUP_UI_OPPONENT] = "Adversário",
        [COUP_UI_COL_GAMES] = "Partidas",
        [COUP_UI_FINISHED_AHEAD] = "À frente",
        [COUP_UI_FINISHED_BEHIND] = "Atrás",
        [COUP_UI_PLACE_OF] = "{n}º de {m}",
        [COUP_UI_RATED] = "Vale pontos",
        [COUP_UI_UNRATED] = "Não vale pontos",
        [COUP_UI_NO_GAMES_YET] = "Nenhuma partida ainda.",
        [COUP_UI_COL_PLACE] = "Posição",
        [COUP_UI_COL_PLAYER] = "Jogador",
        [COUP_UI_PAGE_OF] = "Página {n} de {m}",
        [COUP_UI_PAGE_PREV] = "Anterior",
        [COUP_UI_PAGE_NEXT] = "Próxima",
        [COUP_UI_YOUR_PLACE] = "Sua posição: {n}",
        [COUP_UI_RANKED_AFTER] = "Entra na classificação após {n} partidas",
        [COUP_UI_BOARD_EMPTY] = "Ninguém na classificação ainda.",
        [COUP_UI_HINTS] = "Dicas",
        [COUP_UI_HINTS_ABOUT] =
            "Peça conselho ao bot Especialista. Partida sem ranking.",
        [COUP_UI_HINT] = "Dica",
        [COUP_UI_PLAY_AS_GUEST] = "Jogar como convidado",
        [COUP_UI_ANALYSE] = "Analisar",
        [COUP_UI_ANALYSIS] = "Análise",
        [COUP_UI_ANALYSIS_ABOUT] =
            "O bot Especialista julga cada jogada pelo que se via",
        [COUP_UI_ANALYSING] = "Analisando… {n} de {m} decisões",
        [COUP_UI_ANALYSIS_STARTING] = "Analisando…",
        [COUP_UI_ANALYSIS_QUEUED] = "Na fila: posição {n}",
        [COUP_UI_ANALYSIS_STOPPED] =
            "A análise parou: toque em Analisar de novo.",
        [COUP_UI_ANALYSIS_BUSY] =
            "O servidor está ocupado: tente de novo em um minuto.",
        [COUP_UI_ANALYSIS_ONE] =
            "Uma análise por vez: espere a outra terminar.",
        [COUP_UI_ANALYSIS_OFF] = "Este servidor não analisa partidas.",
        [COUP_UI_ANALYSIS_FAILED] = "Não foi possível analisar esta partida.",
        [COUP_UI_ACCURACY] = "Precisão",
        [COUP_UI_MARK_INACCURACY] = "Imprecisão",
        [COUP_UI_MARK_MISTAKE] = "Erro",
        [COUP_UI_MARK_BLUNDER] = "Erro grave",
        [COUP_UI_CLAIMS_READ] = "Declarações bem lidas",
        [COUP_UI_N_OF_M] = "{n} de {m}",
        [COUP_UI_PERCENT] = "{n}%",
        [COUP_UI_WIN_ODDS] = "Chance de vencer, jogada a jogada",
        [COUP_UI_MARKS_HOW] =
            "Escolha uma linha marcada do histórico para ver por quê.",
        [COUP_UI_CLAIM_TRUE] = "A declaração era verdadeira.",
        [COUP_UI_CLAIM_BLUFF] = "A declaração era um blefe.",
        [COUP_UI_CLAIM_ODDS] =
            "Pelo que {A} via, chance de ser verdadeira: {n}%",
        [COUP_UI_LEARN] =
            "Aprender a jogar",
        [COUP_UI_LEARN_HINT] =
            "Uma primeira partida guiada contra dois bots",
        [COUP_UI_LEARN_CONTINUE] =
            "Continuar o tutorial",
        [COUP_UI_TUTORIAL] =
            "Tutorial",
        [COUP_UI_TUT_NEXT] =
            "Próximo",
        [COUP_UI_TUT_SKIP] =
            "Pular esta etapa",
        [COUP_UI_TUT_LEAVE] =
            "Sair do tutorial",
        [COUP_UI_TUT_RESTART] =
            "Recomeçar",
        [COUP_UI_TUT_PROGRESS] =
            "Etapa {n} de {m}",
        [COUP_UI_TUT_WRONG] =
            "Esse não: a lição pede o botão que brilha.",
    },
    .hint_move = "Dica: {s} (chance de vencer assim: cerca de {m}%).",
    .hint_claim =
        "{A} tem a carta {c} em {m}% das mãos compatíveis com o que você viu.",
    .hint_claim_none =
        "{A} não tem a carta {c} em {m}% das mãos compatíveis com o que você viu.",
    .time_up = "Acabou o tempo de {A}: faz-se a jogada padrão.",
    /* The server's refusals (docs/web-protocol.md, `error`). */
    .err_not_in_room = "Você não está em nenhuma sala: entre em uma ou crie "
                       "uma primeiro.",
    .err_not_host = "Só o anfitrião da sala pode fazer isso.",
    .err_lobby_only = "A partida já começou: isso só pode ser feito antes "
                      "do início.",
    .err_elsewhere = "Você já está na sala {s}: saia dela primeiro.",
    .err_rooms_full = "O servidor já tem todas as salas que comporta: tente "
                      "de novo mais tarde.",
    .err_server_busy = "O servidor não conseguiu fazer isso agora: tente de "
                       "novo.",
    .err_no_room = "Nenhuma sala com o código {s}.",
    .err_room_started = "A partida da sala {s} já começou: você pode "
                        "assisti-la.",
    .err_room_full = "A sala {s} não tem lugar livre.",
    .err_full_for_bot = "Todos os lugares estão ocupados: não há lugar para "
                        "um bot.",
    .err_name_taken = "Alguém nesta sala já se chama {s}: escolha outro "
                      "nome.",
    .err_bad_token = "Você não tem mais um lugar na sala {s}.",
    .err_draft_players = "A variante para 2 jogadores (R11) exige "
                         "exatamente 2 jogadores.",
    .err_seat_taken = "{A} está no lugar {m}: libere esse lugar antes de "
                      "diminuir a sala.",
    .err_seat_free = "O lugar {m} já está livre.",
    .err_remove_self = "Você não pode remover a si mesmo: use Sair.",
    .err_not_over = "A partida ainda não acabou.",
    .err_spectator = "Você está assistindo: espectadores não jogam.",
    .err_no_game = "Nenhuma partida está sendo jogada nesta sala.",
    .err_stale = "A partida seguiu em frente: escolha de novo.",
    .err_answered_first = "{A} respondeu primeiro.",
    .err_hints_off =
        "As dicas estão desligadas nesta sala: o anfitrião pode ligá-las antes da partida.",
    .err_hints_bots =
        "As dicas são para partidas contra bots: não há nenhum bot nesta mesa.",
    .err_not_your_turn = "Não é a sua vez: {s}.",
    .err_illegal = "Essa jogada não é permitida agora ({s}): escolha uma "
                   "das jogadas oferecidas.",
    .err_illegal_plain = "Essa jogada não é permitida agora: escolha uma "
                         "das jogadas oferecidas.",
    .err_bot_choosing = "Espere um momento: o bot que joga por você ainda "
                        "está escolhendo.",
    .err_flood = "Você está enviando mais de {m} mensagens por segundo: vá "
                 "mais devagar.",
    .err_flood_address = "Seu endereço de rede ({s}) está enviando mais de "
                         "{m} mensagens por segundo: vá mais devagar.",
    .err_flood_closed = "Muitas das suas mensagens foram recusadas: a "
                        "conexão foi fechada.",
    .err_server_full = "O servidor está cheio: tente de novo mais tarde.",
    .err_too_many_conns = "Seu endereço de rede ({s}) já tem {m} conexões "
                          "abertas: feche uma aba primeiro.",
    .err_too_big = "Esta mensagem é longa demais para o servidor.",
    .err_unreadable = "O servidor não conseguiu ler esta mensagem.",
    .err_field = "O campo '{s}' desta mensagem está ausente ou não é "
                 "válido.",
    .err_version = "Esta página é mais antiga que o servidor: recarregue-a.",
    .err_code = "Isso não é um código de sala: um código tem 4 letras, "
                "nenhuma delas A, E, I, O, U ou Y.",
    .err_name_empty = "Digite um nome primeiro.",
    .err_name_long = "Um nome tem no máximo {m} caracteres.",
    .err_name_invisible = "Um nome não pode ter caracteres de controle ou "
                          "invisíveis.",
    .err_chat_empty = "Digite algo para enviar.",
    .err_chat_long = "Uma mensagem do chat tem no máximo {m} caracteres.",
    .faction = {"Legalista", "Reformista"},
    .factions_line = "Legalistas: {s}. Reformistas: {t}.",
    .reserve_line = "Reserva do Tesouro: {n}.",
    .convert_self = "{A} paga 1 moeda à Reserva do Tesouro e passa a ser "
                    "{x}.",
    .convert_other = "{A} paga 2 moedas à Reserva do Tesouro: {t} passa a "
                     "ser {x}.",
    .embezzle = "{A} declara não ter um {c} e desvia a Reserva do Tesouro "
                "({n}).",
    .prove_hand = "{A} mostra {c}, nenhum {d}: as cartas voltam ao Baralho "
                  "da Corte e {a} pega cartas novas.",
    .concede_hand = "{A} admite a derrota sem provar que não tem um {c}.",
    .tm_challenge_none = "{a} deve decidir se contesta {t}, que declara não "
                         "ter um {c}",
    .help_action_reformation =
        "Sua vez (R4, R16-R18): escolha uma ação. Renda, Ajuda Externa, Golpe\n"
        "de Estado e Conversão não exigem personagem; Taxar (Duque), Assassinar\n"
        "(Assassino), Extorquir (Capitão) e Trocar (Embaixador/Inquisidor)\n"
        "exigem um, e o Desvio declara que você não tem um Duque: você pode\n"
        "blefar. Qualquer um pode contestar uma declaração (R6). Enquanto as\n"
        "duas facções vivem, mire só a outra facção (R16). Com 10 moedas ou\n"
        "mais você deve dar um Golpe de Estado.",
    .help_challenge_embezzle =
        "Há um Desvio na mesa (R18): quem o faz declara não ter um Duque.\n"
        "Conteste se achar que tem: se tiver, perde uma carta; se mostrar uma\n"
        "mão sem Duque, você perde uma.",
    .help_prove_embezzle =
        "Seu Desvio foi contestado (R18). Mostre a mão inteira, sem Duque, e\n"
        "quem contestou perde uma carta (as suas voltam à Corte e você pega\n"
        "novas), ou admita a derrota e perca uma carta.",
    .tm_challenge_all_none =
        "{s} devem decidir se contestam {t}, que declara não ter um {c}",
    .tm_prove_hand = "{a} deve mostrar a todos as suas cartas (nenhum {c}) "
                     "ou admitir a derrota",
    .pr_embezzle = "{A} declara não ter um {c}, para desviar a Reserva do "
                   "Tesouro ({n}).",
    .pr_challenge_none = "Contestar? Se {a} tiver um {c}, {a} perde uma "
                         "carta; se não tiver, quem perde é você.",
    .pr_prove_hand = "{A} contesta a sua declaração de não ter um {c}. "
                     "Mostre a todos as suas cartas ({d}) e {a} perde uma "
                     "carta (as suas voltam para a Corte e você pega "
                     "novas), ou admita e perca você uma carta.",
    .pr_prove_hand_cannot = "{A} contesta a sua declaração de não ter um "
                            "{c}, e você tem um {c}: você perde uma carta.",
    .pr_lose_hand = "{A} mostrou as suas cartas, sem nenhum {c}: você perdeu "
                    "a contestação. Escolha a carta que perde.",
    .pr_lose_embezzle = "Você não provou que não tem um {c} quando {a} "
                        "contestou. Escolha a carta que perde.",
    .m_convert_self = "Converter-se: passar a ser {x} (1 moeda)",
    .m_convert = "Converter {t}, que passa a ser {x} (2 moedas)",
    .m_embezzle = "Desviar {n}: declarar não ter um {c}",
    .m_prove_hand = "Mostrar {c} (nenhum {d}): o contestante perde uma carta",
    .m_concede_hand = "Não mostrar as cartas: perder uma carta",
    .setup_reformation = "Reforma: facções, Conversão, Desvio (R16-R19)",
    .err_chat_invisible = "Uma mensagem do chat não pode ter caracteres de "
                          "controle ou invisíveis.",
    .comma = ", ",
    .an_intro = "Cada decisão é julgada pela busca com {m} iterações, a "
                "partir do que o seu lugar podia ver então.",
    .an_legend = "Marcas: ?! imprecisão (perdeu {s} da chance de vencer ou "
                 "mais), ? erro ({t}), ?? erro grave ({x}); uma perda só é "
                 "marcada quando passa do dobro do seu erro estatístico.",
    .an_mark = {"Imprecisão", "Erro", "Erro grave"},
    .an_better = "{s}: melhor “{c}” ({x} de vitória, contra {d}).",
    .an_claim_true = "A declaração era verdadeira: {A} tinha {c}. Pelo que "
                     "{t} podia ver, a chance era {x}.",
    .an_claim_bluff = "A declaração era um blefe: {A} não tinha {c}. Pelo "
                      "que {t} podia ver, a chance de ser verdadeira era {x}.",
    .an_none_true = "A declaração era verdadeira: {A} não tinha {c}. Pelo "
                    "que {t} podia ver, a chance era {x}.",
    .an_none_bluff = "A declaração era um blefe: {A} tinha {c}. Pelo que {t} "
                     "podia ver, a chance de ser verdadeira era {x}.",
    .an_percent = "{s}%",
    .an_point = ",",
    .an_summary = "Como cada lugar jogou:",
    .an_seat = "{A}: precisão {x}, decisões julgadas: {s}.",
    .an_counts = "Imprecisões: {s}, erros: {t}, erros graves: {x}; perda "
                 "média: {d}.",
    .an_challenges = "Declarações que podia contestar: {x}; bem lidas (um "
                     "blefe contestado, uma declaração verdadeira deixada "
                     "passar): {s}.",
    .an_no_decision = "{A}: nenhuma decisão a julgar.",
    .lesson = {
        [COUP_LESSON_INTRO] =
            "Bem-vindo ao Coup. Cada jogador tem duas cartas viradas para "
            "baixo, sua influência, e 2 moedas. Quem perde as duas está "
            "fora; o último que resta vence. As suas estão embaixo: um "
            "Duque e um Embaixador.",
        [COUP_LESSON_INCOME] =
            "Sua vez. A Renda dá 1 moeda, e ninguém pode impedir. Pegue a "
            "Renda.",
        [COUP_LESSON_BLOCK] =
            "Ada pega Ajuda Externa: 2 moedas. O Duque bloqueia a Ajuda "
            "Externa, e você tem um: bloqueie com o Duque.",
        [COUP_LESSON_CHALLENGE] =
            "Bram declara o Duque para taxar 3 moedas. Qualquer um pode "
            "declarar qualquer personagem, tendo ou não. Conteste: quem "
            "estiver errado perde uma carta.",
        [COUP_LESSON_EXCHANGE] =
            "Bram não tinha Duque: virou uma carta e não pegou nada. Sua "
            "vez: declare o Embaixador para Trocar e compre duas cartas da "
            "Corte.",
        [COUP_LESSON_KEEP] =
            "Mantenha duas destas quatro: o Duque e a Condessa. As outras "
            "voltam para a Corte, e ninguém vê quais você manteve.",
        [COUP_LESSON_LET_PASS] =
            "Ada declara o Duque. Se ela o tiver, contestar custa uma carta. "
            "Deixe esta passar.",
        [COUP_LESSON_TAX] =
            "Sua vez. Taxar: declare o Duque e pegue 3 moedas. Desta vez é "
            "verdade.",
        [COUP_LESSON_PROVE] =
            "Bram contesta seu Duque. Mostre-o: Bram perde a última carta e "
            "está fora. Seu Duque volta para a Corte, e você compra uma "
            "carta nova.",
        [COUP_LESSON_ASSASSINATE] =
            "Ada declara o Assassino e paga 3 moedas para você perder uma "
            "carta. Há resposta melhor que contestar: deixe passar.",
        [COUP_LESSON_BLOCK_ASSASSIN] =
            "A Condessa bloqueia um assassinato, e você a tem: bloqueie com "
            "a Condessa.",
        [COUP_LESSON_FOREIGN_AID] =
            "Sua vez. A Ajuda Externa dá 2 moedas sem declarar personagem, "
            "mas qualquer Duque pode bloqueá-la. Pegue a Ajuda Externa.",
        [COUP_LESSON_CHALLENGE_LOST] =
            "Ada bloqueia com o Duque. Ela o tem? Conteste e veja quanto "
            "custa perder uma contestação.",
        [COUP_LESSON_LOSE] =
            "Ela tinha: você perde a contestação e uma influência. "
            "Escolha a carta a virar, e mantenha seu Duque: ele traz moedas.",
        [COUP_LESSON_TAX_AGAIN] =
            "Ada mostrou o Duque: ele voltou para a Corte e ela comprou outra "
            "carta. Taxe de novo.",
        [COUP_LESSON_FOREIGN_AID_AGAIN] =
            "Pegue Ajuda Externa de novo: Ada pode bloquear ou deixar passar.",
        [COUP_LESSON_MUST_COUP] =
            "Você tem 11 moedas. Com 10 ou mais, o Golpe de Estado é sua "
            "única ação. Custa 7, e ninguém pode bloqueá-lo nem "
            "contestá-lo: Ada perde uma carta.",
        [COUP_LESSON_TAX_LAST] =
            "Ada tem uma carta. Um Golpe de Estado custa 7: taxe para "
            "tê-las.",
        [COUP_LESSON_COUP] =
            "Dê um Golpe de Estado em Ada: cai a última carta dela, e a "
            "partida é sua.",
        [COUP_LESSON_WON] =
            "Você venceu! Agora você conhece as jogadas. Blefe quando valer "
            "a pena, conteste quando as chances indicarem: jogue agora contra "
            "bots.",
    },
};

/*
 * serve.c - `coup serve`: the multiplayer server and its web client
 * (src/server/server.h, docs/web-protocol.md).
 *
 * Parses the options, says where to point a browser once the server
 * listens, writes the server's log lines to stderr, and stops on SIGINT or
 * SIGTERM: the loop sees the flag, closes every connection and the
 * database, and the command exits 0.
 */
#define _POSIX_C_SOURCE 200809L
#include <signal.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli/cli.h"

#ifdef COUP_NO_SERVER
/* Built with -DCOUP_SERVER=OFF: the command is named, and says so. */
int cmd_serve(int argc, char **argv)
{
    bool help = argc == 2 && !strcmp(argv[1], "--help");
    fprintf(help ? stdout : stderr,
            "usage: coup serve\n\n"
            "This coup was built without the server (cmake "
            "-DCOUP_SERVER=OFF).\nBuild it with -DCOUP_SERVER=ON, which "
            "needs libwebsockets, Jansson,\nSQLite, libpq and libqrencode "
            "(scripts/deps.sh installs them).\n");
    return help ? 0 : 2;
}
#else
#include "server/server.h"

static void usage(FILE *f)
{
    fprintf(f,
        "usage: coup serve [--port N] [--host ADDR] [--db FILE|URI]\n"
        "                  [--static DIR] [--bot-delay-ms MS] [--away-ms MS]\n"
        "                  [--seed S] [--max-rooms N] [--max-clients N]\n"
        "                  [--ip-conns N] [--ip-rate N] [--proxy]\n"
        "                  [--shard LETTERS] [--analysis-threads N]\n"
        "                  [--analysis-budget N]\n\n"
        "Serves Coup to web browsers: open the address it prints, create a\n"
        "room, and share its link or QR code with the other players; the\n"
        "seats still free when the game starts are taken by bots. Rooms\n"
        "and games are kept in the database: a server started again with\n"
        "the same --db goes on where it stopped. It runs until Ctrl-C or\n"
        "SIGTERM.\n\n"
        "  --port N        TCP port, 0-65535 (default 8080; 0: any free port)\n"
        "  --host ADDR     address to listen on (default 127.0.0.1, this\n"
        "                  machine only; 0.0.0.0: every network)\n"
        "  --db FILE|URI   where rooms and games are kept: a SQLite file\n"
        "                  (default coup.db), created if missing, or a\n"
        "                  PostgreSQL database, named by a libpq URI\n"
        "                  (postgresql://USER@HOST/DB or postgres://...),\n"
        "                  whose tables are made if missing\n"
        "  --static DIR    serve the web client from DIR, read at each\n"
        "                  request, instead of the copy built in\n"
        "  --bot-delay-ms MS  a bot waits this long before it moves, so that\n"
        "                  people can follow (default 1200)\n"
        "  --away-ms MS    a player whose connection is lost is played by a\n"
        "                  bot after this long (default 30000)\n"
        "  --seed S        deterministic room codes, deals and bots, for\n"
        "                  tests (default: random); seat tokens stay random\n"
        "  --max-rooms N   open rooms at most (default 1000)\n"
        "  --max-clients N  WebSocket connections at most (default 10000)\n"
        "  --ip-conns N    WebSocket connections from one address at most\n"
        "                  (default 64; 0: no limit)\n"
        "  --ip-rate N     messages and HTTP requests a second from one\n"
        "                  address, bursts of twice that (default 100; 0: no\n"
        "                  limit); each connection may send 20 a second\n"
        "  --proxy         behind a proxy on this machine (nginx, see\n"
        "                  docs/deploy.md): a connection from 127.0.0.1 or ::1\n"
        "                  counts as the address its X-Forwarded-For ends with\n"
        "  --shard LETTERS  with several servers on one database: this one\n"
        "                  makes and holds the rooms whose code starts with\n"
        "                  one of LETTERS (of BCDFGHJKLMNPQRSTVWXZ; default\n"
        "                  all), the proxy sends /ws?room=CODE by that letter,\n"
        "                  and the lobby lists the rooms of every server\n"
        "  --analysis-threads N  finished games analysed at once, on a\n"
        "                  thread each, when a player asks for it (\"Analyse\"\n"
        "                  in a replay; default 1; 0: the server analyses no\n"
        "                  game); 8 more may wait, 1 per address\n"
        "  --analysis-budget N  search iterations for each decision of an\n"
        "                  analysis (default 20000, as `coup analyse`): a\n"
        "                  game takes about a second heads-up and ten at four\n"
        "                  players\n\n"
        "The log (connections, errors) goes to stderr. The protocol between\n"
        "the browser and the server is docs/web-protocol.md.\n");
}

/* Set by SIGINT and SIGTERM; the server's loop watches it. */
static volatile sig_atomic_t stop_flag;

static void on_signal(int sig)
{
    (void)sig;
    stop_flag = 1;
}

/* Without SA_RESTART, so that the loop's poll() returns at once. */
static void catch_signals(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    signal(SIGPIPE, SIG_IGN);
}

static void on_ready(void *ctx, int port)
{
    const coup_serve_options *o = ctx;
    const char *host = o->host;
    /* 0.0.0.0 is no address to browse to: this machine is. */
    if (!strcmp(host, "0.0.0.0") || !strcmp(host, "::"))
        host = "127.0.0.1";
    int v6 = strchr(host, ':') != NULL;
    printf("coup serve: open http://%s%s%s:%d/ in a browser\n", v6 ? "[" : "",
           host, v6 ? "]" : "", port);
    fflush(stdout);
}

static void on_log(void *ctx, const char *line)
{
    (void)ctx;
    char stamp[32];
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    strftime(stamp, sizeof stamp, "%H:%M:%S", &tm);
    fprintf(stderr, "%s %s\n", stamp, line);
}

/* Parses the options into *o; -1 when the work is done (status in
 * *status: 0 after --help, 2 on bad usage). */
static int parse(int argc, char **argv, coup_serve_options *o, int *status)
{
    static const struct option longopts[] = {
        {"port", required_argument, NULL, 'p'},
        {"host", required_argument, NULL, 'H'},
        {"db", required_argument, NULL, 'd'},
        {"static", required_argument, NULL, 'S'},
        {"bot-delay-ms", required_argument, NULL, 'b'},
        {"away-ms", required_argument, NULL, 'a'},
        {"seed", required_argument, NULL, 's'},
        {"max-rooms", required_argument, NULL, 'R'},
        {"max-clients", required_argument, NULL, 'C'},
        {"ip-conns", required_argument, NULL, 'i'},
        {"ip-rate", required_argument, NULL, 'r'},
        {"proxy", no_argument, NULL, 'P'},
        {"shard", required_argument, NULL, 'L'},
        {"analysis-threads", required_argument, NULL, 'T'},
        {"analysis-budget", required_argument, NULL, 'B'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0}};
    long v;
    int c;
    optind = 1;
    while ((c = cli_option(argc, argv, "h", longopts, usage, status)) != -1) {
        *status = 2;
        switch (c) {
        case 'p':
            if (cli_parse_int(optarg, 0, 65535, "--port", &v))
                return -1;
            o->port = (int)v;
            break;
        case 'H':
            if (!*optarg) {
                fprintf(stderr, "coup serve: --host needs an address\n");
                return -1;
            }
            o->host = optarg;
            break;
        case 'd':
            if (!*optarg) {
                fprintf(stderr, "coup serve: --db needs a file name"
                                " or a postgresql:// URI\n");
                return -1;
            }
            o->db = optarg;
            break;
        case 'S':
            o->static_dir = optarg;
            break;
        case 'b':
            if (cli_parse_int(optarg, 0, 60000, "--bot-delay-ms", &v))
                return -1;
            o->bot_delay_ms = (int)v;
            break;
        case 'a':
            if (cli_parse_int(optarg, 0, 86400000, "--away-ms", &v))
                return -1;
            o->away_ms = (int)v;
            break;
        case 's':
            if (cli_parse_seed(optarg, &o->seed))
                return -1;
            break;
        case 'R':
            if (cli_parse_int(optarg, 1, 1000000, "--max-rooms", &v))
                return -1;
            o->max_rooms = (int)v;
            break;
        case 'C':
            if (cli_parse_int(optarg, 1, 1000000, "--max-clients", &v))
                return -1;
            o->max_clients = (int)v;
            break;
        case 'i':
            if (cli_parse_int(optarg, 0, 1000000, "--ip-conns", &v))
                return -1;
            o->ip_conns = (int)v;
            break;
        case 'r':
            if (cli_parse_int(optarg, 0, 1000000, "--ip-rate", &v))
                return -1;
            o->ip_rate = (int)v;
            break;
        case 'P':
            o->proxy = 1;
            break;
        case 'L':
            o->shard = optarg;
            break;
        case 'T':
            if (cli_parse_int(optarg, 0, 64, "--analysis-threads", &v))
                return -1;
            o->analysis_threads = (int)v;
            break;
        case 'B':
            if (cli_parse_int(optarg, 1, 10000000, "--analysis-budget", &v))
                return -1;
            o->analysis_budget = v;
            break;
        }
    }
    if (*status >= 0)
        return -1;
    if (cli_no_arguments(argc, argv)) {
        *status = 2;
        return -1;
    }
    return 0;
}

int cmd_serve(int argc, char **argv)
{
    coup_serve_options o;
    coup_serve_defaults(&o);
    int status;
    if (parse(argc, argv, &o, &status))
        return status;
    o.stop = &stop_flag;
    o.ready = on_ready;
    o.log = on_log;
    o.ctx = &o;
    catch_signals();
    char why[512];
    if (coup_serve(&o, why, sizeof why)) {
        fprintf(stderr, "coup serve: %s\n", why);
        return 1;
    }
    return 0;
}
#endif /* COUP_NO_SERVER */

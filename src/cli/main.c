/*
 * main.c - the `coup` program: one binary, subcommands.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli/cli.h"

static const struct {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *summary;
} commands[] = {
    {"play", cmd_play, "play Coup in the terminal against bots or friends"},
    {"replay", cmd_replay, "replay a game record and print what happened"},
    {"analyse", cmd_analyse, "mark each seat's mistakes in a game record"},
    {"random", cmd_random, "play uniformly random games"},
    {"bench", cmd_bench, "the engine benchmark and its decision signature"},
    {"arena", cmd_arena, "a tournament among bots, with statistics"},
    {"engine", cmd_engine, "serve a built-in bot over the engine protocol"},
    {"serve", cmd_serve, "the multiplayer server: play in a web browser"},
};
#define NCOMMANDS (sizeof commands / sizeof *commands)

static void usage(FILE *f)
{
    fprintf(f, "usage: coup COMMAND [ARGS...]\n\n"
               "Coup, the card game of bluff and deduction.\n\n"
               "commands:\n");
    for (size_t i = 0; i < NCOMMANDS; i++)
        fprintf(f, "  %-8s %s\n", commands[i].name, commands[i].summary);
    fprintf(f, "\n'coup COMMAND --help' describes a command.\n");
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        usage(stderr);
        return 2;
    }
    if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") ||
        !strcmp(argv[1], "help")) {
        usage(stdout);
        return 0;
    }
    if (!strcmp(argv[1], "--version")) {
        printf("coup %s\n", COUP_VERSION);
        return 0;
    }
    for (size_t i = 0; i < NCOMMANDS; i++)
        if (!strcmp(argv[1], commands[i].name))
            return commands[i].run(argc - 1, argv + 1);
    fprintf(stderr, "coup: unknown command '%s'\n", argv[1]);
    usage(stderr);
    return 2;
}

/* ------------------------------------------------------------ helpers */

int cli_option(int argc, char **argv, const char *shortopts,
               const struct option *longopts, void (*help)(FILE *),
               int *status)
{
    int c = getopt_long(argc, argv, shortopts, longopts, NULL);
    *status = -1;
    if (c == 'h') {
        help(stdout);
        *status = 0;
        return -1;
    }
    if (c == '?' || c == ':') {
        help(stderr);
        *status = 2;
        return -1;
    }
    return c;
}

int cli_no_arguments(int argc, char **argv)
{
    if (optind >= argc)
        return 0;
    fprintf(stderr, "coup %s: unexpected argument '%s'\n", argv[0],
            argv[optind]);
    return -1;
}

int cli_parse_int(const char *text, long lo, long hi, const char *what,
                  long *out)
{
    char *end;
    errno = 0;
    long v = strtol(text, &end, 10);
    if (errno || end == text || *end || v < lo || v > hi) {
        fprintf(stderr, "coup: %s must be a number from %ld to %ld, not '%s'\n",
                what, lo, hi, text);
        return -1;
    }
    *out = v;
    return 0;
}

int cli_parse_seed(const char *text, uint64_t *out)
{
    size_t n = strlen(text);
    errno = 0;
    unsigned long long v = n ? strtoull(text, NULL, 10) : 0;
    if (n == 0 || strspn(text, "0123456789") != n || errno) {
        fprintf(stderr, "coup: --seed must be a number from 0 to 2^64-1, "
                "not '%s'\n", text);
        return -1;
    }
    *out = (uint64_t)v;
    return 0;
}

const char *cli_options_str(unsigned flags, char *buf, size_t n)
{
    size_t len = 0;
    buf[0] = '\0';
    for (unsigned f = 1; f <= COUP_OPT_ALL; f <<= 1)
        if (flags & f)
            len += (size_t)snprintf(buf + len, len < n ? n - len : 0, "%s%s",
                                    len ? "," : "", coup_option_name(f));
    if (!len)
        snprintf(buf, n, "none");
    return buf;
}

int cli_parse_options(const char *text, unsigned *flags)
{
    *flags = 0;
    if (!strcmp(text, "none"))
        return 0;
    const char *p = text;
    while (*p) {
        size_t len = strcspn(p, ",");
        unsigned f = coup_option_parse(p, len);
        if (!f) {
            fprintf(stderr, "coup: unknown option '%.*s' (known: inquisitor, "
                    "two_player_draft, declared_coup, declared_assassinate, "
                    "reformation)\n",
                    (int)len, p);
            return -1;
        }
        *flags |= f;
        p += len;
        if (*p == ',')
            p++;
    }
    return 0;
}

double cli_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/*
 * random_bot.c - a Coup bot that plays at random, in plain C11 with the
 * standard library only: an example of a bot speaking the coup engine
 * protocol (docs/protocol.md), with no dependency on libcoup.
 *
 * The referee writes one message per line to the bot's stdin; the bot
 * answers on stdout and flushes after each line (the referee waits for
 * it). Four messages need an answer:
 *
 *     coup 1                        id name ..., supports ..., coupok 1
 *     isready                       readyok
 *     go TIME legal MOVE,MOVE,...   play MOVE    (one of the listed moves)
 *     quit                          (exit)
 *
 * The others (newgame, obs, event, gameover) describe the game; a random
 * player has no use for them, and every bot must ignore lines it does not
 * know. Logs go to stderr, never to stdout.
 *
 * Build: cmake builds it as coup-example-bot; or cc -std=c11 random_bot.c.
 * Run:   coup arena --bots random,cmd:build/coup-example-bot
 * An optional argument seeds its random numbers, to replay a game.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* The longest line of the protocol is 4096 bytes, plus "\r\n" and NUL. */
#define MAX_LINE 4100

/* A small generator (xorshift64*): enough for random play. */
static uint64_t state;

static uint64_t next_random(void)
{
    state ^= state >> 12;
    state ^= state << 25;
    state ^= state >> 27;
    return state * 0x2545F4914F6CDD1DULL;
}

/* Sends one line and flushes it. */
static void send(const char *line)
{
    printf("%s\n", line);
    fflush(stdout);
}

/* The word after `n` words and their blanks, or NULL. */
static char *skip_words(char *p, int n)
{
    for (int i = 0; i < n; i++) {
        p += strspn(p, " \t");
        if (!*p)
            return NULL;
        p += strcspn(p, " \t");
    }
    p += strspn(p, " \t");
    return *p ? p : NULL;
}

/* "go TIME legal MOVE,MOVE,...": plays one of the moves at random. */
static void go(char *line)
{
    char *list = skip_words(line, 3), *moves[128];
    int n = 0;
    if (!list) {
        fprintf(stderr, "random_bot: no moves in '%s'\n", line);
        return;
    }
    /* The moves contain spaces ("steal 2"): they are split on commas. */
    for (char *m = strtok(list, ","); m && n < 128; m = strtok(NULL, ","))
        moves[n++] = m;
    if (n == 0)
        return;
    char answer[MAX_LINE];
    snprintf(answer, sizeof answer, "play %s",
             moves[next_random() % (uint64_t)n]);
    send(answer);
}

int main(int argc, char **argv)
{
    char line[MAX_LINE];
    state = argc > 1 ? strtoull(argv[1], NULL, 10)
                     : (uint64_t)time(NULL) ^ (uint64_t)clock();
    state = state * 2 + 1; /* never 0, the one state xorshift cannot leave */
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\r\n")] = '\0';
        char *word = line + strspn(line, " \t");
        size_t len = strcspn(word, " \t");
        if (len == 4 && !strncmp(word, "coup", 4)) {
            send("id name random_bot.c");
            send("id author the coup project");
            /* Every option: a random bot plays whatever is listed,
             * Reformation's moves included (convert 2, embezzle, prove
             * duke contessa). */
            send("supports inquisitor two_player_draft declared_coup "
                 "declared_assassinate reformation");
            send("coupok 1");
        } else if (len == 7 && !strncmp(word, "isready", 7)) {
            send("readyok");
        } else if (len == 2 && !strncmp(word, "go", 2)) {
            go(line);
        } else if (len == 4 && !strncmp(word, "quit", 4)) {
            break;
        }
    }
    return 0;
}

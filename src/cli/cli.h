/*
 * cli.h - the subcommands of the `coup` program and what they share.
 *
 * Each subcommand is `int cmd_NAME(int argc, char **argv)`, with argv[0]
 * the subcommand's name; it returns the process exit status (0 ok, 1 the
 * work failed, 2 bad usage). Only this layer prints or exits.
 */
#ifndef COUP_CLI_H
#define COUP_CLI_H

#include <getopt.h>
#include <stdint.h>
#include <stdio.h>

#include <coup/coup.h>
#include <coup/record.h>

int cmd_play(int argc, char **argv);
int cmd_replay(int argc, char **argv);
int cmd_random(int argc, char **argv);
int cmd_bench(int argc, char **argv);
int cmd_arena(int argc, char **argv);
int cmd_engine(int argc, char **argv);
int cmd_serve(int argc, char **argv);
int cmd_analyse(int argc, char **argv);

/* getopt_long() (the caller sets optind = 1 first) with what every
 * subcommand does alike: --help prints help() on stdout, an unknown option
 * or a missing value prints it on stderr. Returns the next option, or -1
 * when the loop must end: *status is then -1 (the options are done: go
 * on), 0 (after --help) or 2 (bad usage), the exit status to return. */
int cli_option(int argc, char **argv, const char *shortopts,
               const struct option *longopts, void (*help)(FILE *),
               int *status);
/* After the options: 0 if no argument is left, else -1 with "coup NAME:
 * unexpected argument 'X'" on stderr (argv[0] is the subcommand). */
int cli_no_arguments(int argc, char **argv);
/* Parses "inquisitor,declared_coup" (comma-separated option names; "" or
 * "none" for none) into COUP_OPT_ flags; 0 ok, -1 with a message on
 * stderr. */
int cli_parse_options(const char *text, unsigned *flags);

/* The option flags as cli_parse_options() reads them:
 * "inquisitor,declared_coup", or "none". Returns buf. */
const char *cli_options_str(unsigned flags, char *buf, size_t n);
/* Parses a decimal integer in [lo, hi]; 0 ok, -1 with a message naming
 * `what` on stderr. */
int cli_parse_int(const char *text, long lo, long hi, const char *what,
                  long *out);
/* Parses a seed: decimal digits only, 0 to 2^64-1; 0 ok, -1 with a
 * message on stderr. */
int cli_parse_seed(const char *text, uint64_t *out);
/* Reads record file `path` ('-': standard input) and parses it into *r,
 * for command `cmd` (its name in messages); *shown is the file's name as
 * messages give it ("<stdin>" for '-'). 0, or 1 after a message on stderr:
 * "FILE:LINE: reason" for a line past the format's limits or a parse
 * error, "coup CMD: FILE: why" when it cannot be read. *r must be freed
 * with coup_record_free() whatever the result (recfile.c). */
int cli_read_record(const char *cmd, const char *path, coup_record *r,
                    const char **shown);
/* Seconds from a monotonic clock. */
double cli_now(void);

#endif

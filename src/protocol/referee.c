/*
 * referee.c - the referee's side of one bot process: start it, speak to
 * it with a deadline on every read and write, and kill it when it faults.
 *
 * The rule here is that nothing the bot does can block the referee for
 * longer than a limit it was given, or take the referee down:
 *   - every read waits in poll() until a deadline (the handshake and
 *     isready: lim.start_ms; a decision: lim.move_ms + lim.grace_ms);
 *   - the write end is non-blocking and a write waits at most
 *     lim.start_ms for room, so a bot that stops reading (its stdin pipe
 *     fills up) is a fault, not a hang;
 *   - SIGPIPE is ignored, so writing to a dead bot is an error code;
 *   - a line longer than COUP_PROTO_LINE_MAX is a fault, so memory stays
 *     bounded;
 *   - the bot runs in a process group of its own and a fault kills the
 *     whole group (SIGKILL) and reaps it, so a shell wrapper cannot leave
 *     its child running.
 * Pipes are close-on-exec, so one bot never holds another's pipe open.
 */
#define _GNU_SOURCE /* pipe2(), and POSIX with it */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "protocol/internal.h"

extern char **environ;

static long long now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

static void nap_ms(int ms)
{
    struct timespec t = {0, (long)ms * 1000000L};
    while (nanosleep(&t, &t) && errno == EINTR)
        ;
}

const char *coup_proto_strerror(int code)
{
    switch (code) {
#define COUP_PROTO_X_CASE(name, value, word, text) \
    case name:                                     \
        return text;
        COUP_PROTO_FAULTS(COUP_PROTO_X_CASE)
#undef COUP_PROTO_X_CASE
    }
    return coup_strerror(code);
}

const char *coup_proto_fault_name(int code)
{
    switch (code) {
    case 0:
        return "ok";
#define COUP_PROTO_X_CASE(name, value, word, text) \
    case name:                                     \
        return word;
        COUP_PROTO_FAULTS(COUP_PROTO_X_CASE)
#undef COUP_PROTO_X_CASE
    }
    return "error";
}

void coup_proto_proc_init(coup_proto_proc *p, const coup_proto_limits *lim)
{
    static const coup_proto_limits defaults = COUP_PROTO_LIMITS_DEFAULT;
    memset(p, 0, sizeof *p);
    p->lim = lim ? *lim : defaults;
    p->stage = "while the referee wrote to it";
    p->to_bot = p->from_bot = -1;
}

bool coup_proto_proc_running(const coup_proto_proc *p) { return p->pid > 0; }

/* ------------------------------------------------------------ the end */

static void close_fd(int *fd)
{
    if (*fd >= 0)
        close(*fd);
    *fd = -1;
}

/* Kills the bot's process group and reaps the bot. */
static void kill_bot(coup_proto_proc *p)
{
    if (p->pid > 0) {
        kill(-p->pid, SIGKILL);
        kill(p->pid, SIGKILL);
        while (waitpid(p->pid, NULL, 0) < 0 && errno == EINTR)
            ;
    }
    p->pid = 0;
    close_fd(&p->to_bot);
    close_fd(&p->from_bot);
    p->start = p->end = p->outlen = 0;
}

static int fault(coup_proto_proc *p, int code, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Records the fault, kills the bot, returns the code. */
static int fault(coup_proto_proc *p, int code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(p->reason, sizeof p->reason, fmt, ap);
    va_end(ap);
    p->fault = code;
    kill_bot(p);
    return code;
}

/* The bot closed its output: say how it ended, if it did within a moment
 * (the exit is looked at without reaping, so that the process group can
 * still be killed). */
static int crashed(coup_proto_proc *p)
{
    siginfo_t si;
    for (int i = 0; i < 50; i++) {
        memset(&si, 0, sizeof si);
        if (waitid(P_PID, (id_t)p->pid, &si, WEXITED | WNOHANG | WNOWAIT) ==
                0 &&
            si.si_pid == p->pid)
            break;
        si.si_pid = 0;
        nap_ms(2);
    }
    if (si.si_pid == p->pid && si.si_code == CLD_EXITED)
        return fault(p, COUP_PROTO_ECRASH, "exited with status %d%s %s",
                     si.si_status,
                     si.si_status == 127 ? " (command not found?)" : "",
                     p->stage);
    if (si.si_pid == p->pid)
        return fault(p, COUP_PROTO_ECRASH, "was killed by signal %d (%s) %s",
                     si.si_status, strsignal(si.si_status), p->stage);
    return fault(p, COUP_PROTO_ECRASH, "closed its output %s", p->stage);
}

/* ---------------------------------------------------------- the lines */

static void ignore_sigpipe(void)
{
    struct sigaction sa;
    if (sigaction(SIGPIPE, NULL, &sa) == 0 && sa.sa_handler == SIG_DFL) {
        memset(&sa, 0, sizeof sa);
        sa.sa_handler = SIG_IGN;
        sigemptyset(&sa.sa_mask);
        sigaction(SIGPIPE, &sa, NULL);
    }
}

static int write_all(coup_proto_proc *p, const char *buf, size_t len)
{
    long long deadline = now_ms() + p->lim.start_ms;
    while (len) {
        ssize_t k = write(p->to_bot, buf, len);
        if (k > 0) {
            buf += k;
            len -= (size_t)k;
            continue;
        }
        if (k < 0 && errno == EINTR)
            continue;
        if (k < 0 && errno == EAGAIN) {
            long long left = deadline - now_ms();
            if (left <= 0)
                return fault(p, COUP_PROTO_ETIMEOUT,
                             "did not read its input for %d ms (its stdin "
                             "pipe is full)", p->lim.start_ms);
            struct pollfd pf = {p->to_bot, POLLOUT, 0};
            poll(&pf, 1, (int)left);
            continue;
        }
        if (k < 0 && errno == EPIPE)
            return crashed(p);
        return fault(p, COUP_PROTO_ECRASH, "could not be written to: %s",
                     strerror(k < 0 ? errno : EIO));
    }
    return COUP_OK;
}

/* Writes the queued lines. */
static int flush(coup_proto_proc *p)
{
    size_t len = p->outlen;
    p->outlen = 0;
    return len ? write_all(p, p->out, len) : COUP_OK;
}

/* Queues one line (given without its "\n"). The queue is written when the
 * referee is about to wait for an answer, or when it is full: a bot is
 * woken once per batch of events rather than once per line. */
static int send_line(coup_proto_proc *p, const char *line, size_t len)
{
    int rc;
    if (p->log)
        p->log(p->log_ctx, '>', line, len);
    if (p->outlen + len + 1 > sizeof p->out && (rc = flush(p)))
        return rc;
    memcpy(p->out + p->outlen, line, len);
    p->out[p->outlen + len] = '\n';
    p->outlen += len + 1;
    return COUP_OK;
}

/* The next line from the bot, until `deadline` (ms of now_ms()): 0 and the
 * line (valid until the next call), 1 if none came in time, or a fault. */
static int read_line(coup_proto_proc *p, long long deadline,
                     const char **line, size_t *len)
{
    for (;;) {
        char *nl = memchr(p->in + p->start, '\n', p->end - p->start);
        if (nl) {
            *line = p->in + p->start;
            *len = (size_t)(nl - *line);
            p->start = (size_t)(nl + 1 - p->in);
            if (p->log)
                p->log(p->log_ctx, '<', *line, *len);
            return 0;
        }
        if (p->start) {
            memmove(p->in, p->in + p->start, p->end - p->start);
            p->end -= p->start;
            p->start = 0;
        }
        if (p->end == sizeof p->in)
            return fault(p, COUP_PROTO_EGARBAGE,
                         "sent a line longer than %d bytes %s",
                         COUP_PROTO_LINE_MAX, p->stage);
        long long left = deadline - now_ms();
        if (left < 0)
            return 1;
        struct pollfd pf = {p->from_bot, POLLIN, 0};
        int r = poll(&pf, 1, (int)left);
        if (r < 0 && errno == EINTR)
            continue;
        if (r == 0)
            return 1;
        ssize_t k = read(p->from_bot, p->in + p->end, sizeof p->in - p->end);
        if (k > 0) {
            p->end += (size_t)k;
            continue;
        }
        if (k < 0 && (errno == EINTR || errno == EAGAIN))
            continue;
        return crashed(p);
    }
}

/* "'the line'" for a reason, cut and made printable. */
static const char *quoted(const char *line, size_t len, char *buf, size_t n)
{
    coup__proto_quote(buf, n, line, len, 80);
    return buf;
}

static int check_running(coup_proto_proc *p)
{
    if (p->pid > 0)
        return COUP_OK;
    if (p->fault)
        return p->fault;
    snprintf(p->reason, sizeof p->reason, "is not running");
    return p->fault = COUP_PROTO_ESTART;
}

static int send_msg(coup_proto_proc *p, const coup_proto_msg *m)
{
    int rc = check_running(p);
    if (rc)
        return rc;
    char line[COUP_PROTO_LINE_MAX + 1];
    int len = coup_proto_format(m, line, sizeof line);
    if (len < 0)
        return len; /* the referee's own mistake: the bot is fine */
    return send_line(p, line, (size_t)len);
}

int coup_proto_proc_send(coup_proto_proc *p, const coup_proto_msg *m)
{
    p->stage = "while the referee wrote to it";
    return send_msg(p, m);
}

int coup_proto_proc_flush(coup_proto_proc *p)
{
    int rc = check_running(p);
    p->stage = "while the referee wrote to it";
    return rc ? rc : flush(p);
}

static int send_plain(coup_proto_proc *p, int kind)
{
    coup_proto_msg *m = &p->msg;
    memset(m, 0, sizeof *m);
    m->kind = kind;
    m->version = COUP_PROTO_VERSION;
    return send_msg(p, m);
}

/* -------------------------------------------------------- conversation */

/* The bot's next line by `deadline`, unparsed: a bot that stays silent
 * faults with `late` (what it did not do in time). Returns 0 with the
 * line in *line, *len, or the fault. */
static int next_line(coup_proto_proc *p, long long deadline, const char *late,
                     const char **line, size_t *len)
{
    int rc = read_line(p, deadline, line, len);
    return rc > 0 ? fault(p, COUP_PROTO_ETIMEOUT, "%s", late) : rc;
}

/* Parses a line the bot sent into p->msg; one that does not parse is a
 * fault (garbage). */
static int next_parsed(coup_proto_proc *p, const char *line, size_t len)
{
    char why[256];
    if (coup_proto_parse_from_bot(line, len, &p->msg, why, sizeof why))
        return fault(p, COUP_PROTO_EGARBAGE, "sent a malformed line %s: %s",
                     p->stage, why);
    return COUP_OK;
}

/* The bot's next line, parsed into p->msg, by `deadline`. A bot that
 * stays silent faults with `late` (what it did not do in time); one that
 * sends a line that does not parse faults as garbage. Returns 0 with the
 * raw line in *line, *len, or the fault. */
static int next_msg(coup_proto_proc *p, long long deadline, const char *late,
                    const char **line, size_t *len)
{
    int rc = next_line(p, deadline, late, line, len);
    return rc ? rc : next_parsed(p, *line, *len);
}

static int handshake(coup_proto_proc *p)
{
    p->stage = "during the handshake";
    int rc = send_plain(p, COUP_PROTO_HELLO);
    if (rc || (rc = flush(p)))
        return rc;
    long long deadline = now_ms() + p->lim.start_ms;
    char late[96];
    snprintf(late, sizeof late, "did not end the handshake with 'coupok' "
             "within %d ms", p->lim.start_ms);
    for (;;) {
        const char *line;
        size_t len;
        char q[100];
        if ((rc = next_msg(p, deadline, late, &line, &len)))
            return rc;
        coup_proto_msg *m = &p->msg;
        switch (m->kind) {
        case COUP_PROTO_ID_NAME:
            memcpy(p->name, m->text, sizeof p->name);
            break;
        case COUP_PROTO_ID_AUTHOR:
            memcpy(p->author, m->text, sizeof p->author);
            break;
        case COUP_PROTO_SUPPORTS:
            p->supports |= m->flags;
            break;
        case COUP_PROTO_INFO:
            break;
        case COUP_PROTO_COUPOK:
            p->version = m->version;
            if (m->version != COUP_PROTO_VERSION)
                return fault(p, COUP_PROTO_EVERSION,
                             "answered 'coupok %d' but this referee speaks "
                             "protocol version %d", m->version,
                             COUP_PROTO_VERSION);
            return COUP_OK;
        default:
            return fault(p, COUP_PROTO_EGARBAGE,
                         "sent '%s' %s, where 'id', 'supports', 'info' or "
                         "'coupok' was expected",
                         quoted(line, len, q, sizeof q), p->stage);
        }
    }
}

/* Whether the line is a play: sent where no play was asked for, it is the
 * fault "unasked", wherever it shows up. */
static bool is_play(const char *line, size_t len)
{
    struct coup__parser ps;
    const char *w;
    size_t wl;
    return coup__proto_begin(&ps, line, len, NULL, 0) == COUP_OK &&
           coup__proto_word(&ps, &w, &wl) && coup__word_is(w, wl, "play");
}

static int unasked(coup_proto_proc *p, const char *line, size_t len)
{
    char q[100];
    p->stage = "before it was asked to play";
    return fault(p, COUP_PROTO_EUNASKED, "sent '%s' %s",
                 quoted(line, len, q, sizeof q), p->stage);
}

int coup_proto_proc_ready(coup_proto_proc *p)
{
    p->stage = "while the referee waited for 'readyok'";
    int rc = send_plain(p, COUP_PROTO_ISREADY);
    if (rc || (rc = flush(p)))
        return rc;
    long long deadline = now_ms() + p->lim.start_ms;
    char late[64];
    snprintf(late, sizeof late, "did not answer 'isready' within %d ms",
             p->lim.start_ms);
    for (;;) {
        const char *line;
        size_t len;
        char q[100];
        if ((rc = next_line(p, deadline, late, &line, &len)))
            return rc;
        if (is_play(line, len))
            return unasked(p, line, len);
        if ((rc = next_parsed(p, line, len)))
            return rc;
        if (p->msg.kind == COUP_PROTO_READYOK)
            return COUP_OK;
        if (p->msg.kind != COUP_PROTO_INFO)
            return fault(p, COUP_PROTO_EGARBAGE, "sent '%s' %s",
                         quoted(line, len, q, sizeof q), p->stage);
    }
}

int coup_proto_proc_start(coup_proto_proc *p, const char *command)
{
    int in[2] = {-1, -1}, out[2] = {-1, -1}; /* to the bot, from it */
    kill_bot(p);
    p->fault = 0;
    p->reason[0] = p->name[0] = p->author[0] = '\0';
    p->supports = 0;
    p->version = 0;
    ignore_sigpipe();
#ifdef __linux__
    if (pipe2(in, O_CLOEXEC) || pipe2(out, O_CLOEXEC)) {
#else
    if (pipe(in) || pipe(out) || fcntl(in[0], F_SETFD, FD_CLOEXEC) ||
        fcntl(in[1], F_SETFD, FD_CLOEXEC) ||
        fcntl(out[0], F_SETFD, FD_CLOEXEC) ||
        fcntl(out[1], F_SETFD, FD_CLOEXEC)) {
#endif
        int e = errno;
        for (int i = 0; i < 2; i++) {
            close_fd(&in[i]);
            close_fd(&out[i]);
        }
        return fault(p, COUP_PROTO_ESTART, "could not get pipes: %s",
                     strerror(e));
    }
    /* The child: pipes on stdin and stdout, a process group of its own
     * (so that a fault kills all of it), SIGPIPE back to its default and
     * no blocked signals, whatever the referee does with them. */
    posix_spawn_file_actions_t fa;
    posix_spawnattr_t at;
    sigset_t def, none;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_adddup2(&fa, in[0], 0);
    posix_spawn_file_actions_adddup2(&fa, out[1], 1);
    posix_spawnattr_init(&at);
    posix_spawnattr_setflags(&at, POSIX_SPAWN_SETPGROUP |
                                      POSIX_SPAWN_SETSIGDEF |
                                      POSIX_SPAWN_SETSIGMASK);
    posix_spawnattr_setpgroup(&at, 0);
    sigemptyset(&def);
    sigaddset(&def, SIGPIPE);
    posix_spawnattr_setsigdefault(&at, &def);
    sigemptyset(&none);
    posix_spawnattr_setsigmask(&at, &none);
    char sh[] = "/bin/sh", dash_c[] = "-c";
    char *argv[] = {sh, dash_c, (char *)command, NULL};
    pid_t pid;
    int rc = posix_spawn(&pid, sh, &fa, &at, argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    posix_spawnattr_destroy(&at);
    close_fd(&in[0]);
    close_fd(&out[1]);
    if (rc) {
        close_fd(&in[1]);
        close_fd(&out[0]);
        return fault(p, COUP_PROTO_ESTART, "could not be started by %s: %s",
                     sh, strerror(rc));
    }
    p->pid = (int)pid;
    p->to_bot = in[1];
    p->from_bot = out[0];
    fcntl(p->to_bot, F_SETFL, fcntl(p->to_bot, F_GETFL) | O_NONBLOCK);
    fcntl(p->from_bot, F_SETFL, fcntl(p->from_bot, F_GETFL) | O_NONBLOCK);
    if ((rc = handshake(p)))
        return rc;
    return coup_proto_proc_ready(p);
}

/* What the bot sent on its own since it was last read: info is fine, a
 * play is a fault (it was not asked), anything else is ignored. */
static int drain(coup_proto_proc *p)
{
    p->stage = "before it was asked to play";
    for (;;) {
        const char *line;
        size_t len;
        int rc = read_line(p, now_ms(), &line, &len);
        if (rc)
            return rc > 0 ? COUP_OK : rc;
        if (is_play(line, len))
            return unasked(p, line, len);
    }
}

/* The fault of a play that names no legal move. */
static int illegal(coup_proto_proc *p, const coup_move *legal, int n)
{
    char text[48], list[200];
    size_t k = 0;
    coup_move_str(p->msg.move, text, sizeof text);
    list[0] = '\0';
    for (int i = 0; i < n && k + 40 < sizeof list; i++) {
        char t[48];
        coup_move_str(legal[i], t, sizeof t);
        k += (size_t)snprintf(list + k, sizeof list - k, "%s%s",
                              i ? ", " : "", t);
    }
    return fault(p, COUP_PROTO_EILLEGAL,
                 "played '%s', which is not one of the %d legal moves "
                 "(%s%s)", text, n, list, k + 40 >= sizeof list ? ", ..." : "");
}

/*
 * Why "isready" goes just before every "go": a bot reads its input in
 * order, so every line it wrote before "readyok" was written before it
 * read "go". A play among them was not asked for, however late it reaches
 * the referee; without this fence, a play sent out of turn would count as
 * "unasked" or as the answer to the next "go" (then "illegal", or even
 * accepted) depending on when the scheduler ran the bot. Both lines go in
 * one write, so the fence costs no extra round trip.
 */
int coup_proto_proc_go(coup_proto_proc *p, const coup_move *legal, int n,
                       coup_move *chosen)
{
    int rc = check_running(p);
    if (rc || (rc = drain(p)))
        return rc;
    coup_proto_msg *m = &p->msg;
    if ((rc = send_plain(p, COUP_PROTO_ISREADY)))
        return rc;
    memset(m, 0, sizeof *m);
    m->kind = COUP_PROTO_GO;
    m->time_ms = p->lim.move_ms;
    m->nlegal = n;
    memcpy(m->legal, legal, (size_t)n * sizeof *legal);
    if ((rc = send_msg(p, m)) || (rc = flush(p)))
        return rc;
    long long deadline = now_ms() + p->lim.move_ms + p->lim.grace_ms;
    char late[80];
    snprintf(late, sizeof late, "did not play within %d ms (+%d ms of grace)",
             p->lim.move_ms, p->lim.grace_ms);
    bool fenced = false; /* readyok came: what follows answers go */
    for (;;) {
        const char *line;
        size_t len;
        char q[100];
        p->stage = fenced ? "while the referee waited for 'play'"
                          : "before it was asked to play";
        if ((rc = next_line(p, deadline, late, &line, &len)))
            return rc;
        if (!fenced) {
            if (is_play(line, len))
                return unasked(p, line, len);
            /* Anything else before readyok was sent before go was read:
             * ignored, as between decisions. */
            fenced = coup_proto_parse_from_bot(line, len, m, NULL, 0) ==
                         COUP_OK && m->kind == COUP_PROTO_READYOK;
            continue;
        }
        if ((rc = next_parsed(p, line, len)))
            return rc;
        if (m->kind == COUP_PROTO_INFO)
            continue;
        if (m->kind != COUP_PROTO_PLAY)
            return fault(p, COUP_PROTO_EGARBAGE, "sent '%s' %s",
                         quoted(line, len, q, sizeof q), p->stage);
        for (int i = 0; i < n; i++)
            if (coup_move_eq(m->move, legal[i])) {
                *chosen = legal[i];
                return COUP_OK;
            }
        return illegal(p, legal, n);
    }
}

void coup_proto_proc_stop(coup_proto_proc *p)
{
    if (p->pid > 0) {
        /* One try at what is queued and "quit", without waiting for room
         * in the pipe, then the end of its input; a bot that does not exit
         * at once is killed. */
        static const char quit[] = "quit\n";
        if (p->log)
            p->log(p->log_ctx, '>', quit, sizeof quit - 2);
        if (p->outlen + sizeof quit - 1 <= sizeof p->out) {
            memcpy(p->out + p->outlen, quit, sizeof quit - 1);
            p->outlen += sizeof quit - 1;
        }
        if (write(p->to_bot, p->out, p->outlen) < 0) {
            /* it is dead or not reading: the kill below ends it */
        }
        p->outlen = 0;
        close_fd(&p->to_bot);
        for (int i = 0; i < 100; i++) {
            siginfo_t si;
            memset(&si, 0, sizeof si);
            if (waitid(P_PID, (id_t)p->pid, &si,
                       WEXITED | WNOHANG | WNOWAIT) == 0 &&
                si.si_pid == p->pid)
                break;
            nap_ms(2);
        }
    }
    kill_bot(p);
}

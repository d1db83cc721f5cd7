/*
 * fuzz_web_msg.c - libFuzzer target: the server's client-message decoder
 * (src/server/msg.c) over arbitrary bytes.
 *
 * Every input is one WebSocket text frame. msg_decode() must accept it or
 * refuse it with a known code, a reason and a fault for the hub to word;
 * an accepted message must hold only what the decoder promises (a known
 * type, a name of printable UTF-8, a code of the room alphabet, a token
 * and a room key of hex digits, numbers in range).
 * Nothing may crash, leak or hang.
 */
#include <stdlib.h>
#include <string.h>

#include "server/msg.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    msg m;
    char why[256];
    int rc = msg_decode((const char *)data, size, &m, why, sizeof why);
    if (rc) {
        if (why[0] == '\0' || !strcmp(msg_error_code(rc), "ok"))
            abort();
        /* What the hub words for a person: a kind, and the field it is
         * about where the kind names one. */
        int k = m.fault.kind;
        if (k <= MSG_F_NONE || k > MSG_F_DRAFT)
            abort();
        if ((k == MSG_F_FIELD || k == MSG_F_EMPTY || k == MSG_F_LONG ||
             k == MSG_F_INVISIBLE) && (!m.fault.field || !m.fault.field[0]))
            abort();
        if (k == MSG_F_LONG && m.fault.max <= 0)
            abort();
        return 0;
    }
    if (m.type < 0 || m.type >= MSG_NTYPES)
        abort();
    if (!msg_utf8_ok(m.name, strlen(m.name)) ||
        !msg_utf8_ok(m.text, strlen(m.text)))
        abort();
    switch (m.type) {
    case MSG_CREATE:
    case MSG_JOIN:
        if (m.name[0] == '\0' || m.name[0] == ' ')
            abort();
        break;
    case MSG_CHAT:
        if (m.text[0] == '\0')
            abort();
        break;
    case MSG_MOVE:
        if (m.turn < 0 || m.move.type >= COUP_MV_NTYPES)
            abort();
        break;
    case MSG_REMOVE:
        if (m.seat < 0 || m.seat >= COUP_MAX_PLAYERS)
            abort();
        break;
    default:
        break;
    }
    if ((m.type == MSG_JOIN || m.type == MSG_RESUME || m.type == MSG_WATCH) &&
        (strlen(m.code) != 4 || strspn(m.code, MSG_CODE_ALPHABET) != 4))
        abort();
    if (m.type == MSG_RESUME &&
        strspn(m.token, "0123456789abcdef") != 32)
        abort();
    /* A room key: none, or 32 lower-case hex digits. */
    if (m.key[0] != '\0' && (strlen(m.key) != 32 ||
                             strspn(m.key, "0123456789abcdef") != 32))
        abort();
    if (m.key[0] != '\0' && m.type != MSG_JOIN && m.type != MSG_WATCH)
        abort();
    if ((m.has & MSG_HAS_PLAYERS) &&
        (m.players < COUP_MIN_PLAYERS || m.players > COUP_MAX_PLAYERS))
        abort();
    if ((m.has & MSG_HAS_TIMER) && m.timer != 0 &&
        (m.timer < MSG_TIMER_MIN || m.timer > MSG_TIMER_MAX))
        abort();
    return 0;
}

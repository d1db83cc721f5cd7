/*
 * account.c: names, password hashes, session tokens and cookies of
 * accounts (account.h). Nothing here keeps state, prints or exits.
 */
#define _POSIX_C_SOURCE 200809L /* strnlen() */
#include <string.h>

#include <jansson.h>
#include <sodium.h>

#include "server/account.h"
#include "server/msg.h"
#include "server/store.h"

_Static_assert(ACCOUNT_HASH_BYTES + 1 == crypto_pwhash_STRBYTES,
              "a hash string and its NUL fill libsodium's buffer");
/* What this file makes, the store keeps. */
_Static_assert(ACCOUNT_NAME_BYTES <= STORE_NAME_MAX, "a name or key fits");
_Static_assert(ACCOUNT_HASH_BYTES <= STORE_HASH_MAX, "a hash fits");
_Static_assert(ACCOUNT_SESSION_ID_BYTES == STORE_SESSION_ID_LEN,
               "a session id is the store's");

/* libsodium ready (its own lock makes a second call cheap and safe from
 * any thread). */
static bool ready(void)
{
    return sodium_init() >= 0;
}

/* ------------------------------------------------------------- names */

enum script { NONE, LATIN, ARABIC, DEVANAGARI };
enum kind { BAD, LETTER, MARK, DIGIT, JOINER };

/* Latin-1's letters (U+00C0..U+00FF) as their plain lower-case letter:
 * "Ç" "c", "ß" "s"; '*' for the two that are no letter, × and ÷. */
static const char latin1[65] =
    "aaaaaaaceeeeiiiidnooooo*ouuuuyps" "aaaaaaaceeeeiiiidnooooo*ouuuuypy";

/* What code point cp is in a name, its script, and the code point its key
 * writes (0: an ASCII byte, *ascii). */
static enum kind classify(long cp, enum script *script, long *folded,
                          char *ascii)
{
    *script = NONE;
    *folded = 0;
    *ascii = 0;
    if ((cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z')) {
        *script = LATIN;
        *ascii = (char)(cp | 0x20);
        return LETTER;
    }
    if (cp >= '0' && cp <= '9') {
        *ascii = (char)cp;
        return DIGIT;
    }
    if (cp == '_' || cp == '-') {
        *ascii = '_';
        return JOINER;
    }
    if (cp >= 0xC0 && cp <= 0xFF && latin1[cp - 0xC0] != '*') {
        *script = LATIN;
        *ascii = latin1[cp - 0xC0];
        return LETTER;
    }
    /* Arabic: the letters (no tatweel, which only stretches a word, and no
     * vowel marks, which a name may carry or not and look alike either
     * way), and both sets of digits. */
    if ((cp >= 0x0621 && cp <= 0x063A) || (cp >= 0x0641 && cp <= 0x064A)) {
        *script = ARABIC;
        if (cp == 0x0622 || cp == 0x0623 || cp == 0x0625)
            *folded = 0x0627; /* alef with madda, hamza above, below */
        else if (cp == 0x0649)
            *folded = 0x064A; /* alef maqsura as yeh */
        else
            *folded = cp;
        return LETTER;
    }
    if ((cp >= 0x0660 && cp <= 0x0669) || (cp >= 0x06F0 && cp <= 0x06F9)) {
        *ascii = (char)('0' + (cp & 0xF));
        return DIGIT;
    }
    /* Devanagari: its letters, the signs written on them (vowel signs,
     * virama, nukta, candrabindu, anusvara, visarga) and its digits; not
     * the danda, a full stop. */
    if ((cp >= 0x0904 && cp <= 0x0939) || cp == 0x093D || cp == 0x0950 ||
        (cp >= 0x0958 && cp <= 0x0961) || (cp >= 0x0971 && cp <= 0x097F)) {
        *script = DEVANAGARI;
        *folded = cp;
        return LETTER;
    }
    if ((cp >= 0x0900 && cp <= 0x0903) || (cp >= 0x093A && cp <= 0x093C) ||
        (cp >= 0x093E && cp <= 0x094F) || (cp >= 0x0951 && cp <= 0x0957) ||
        (cp >= 0x0962 && cp <= 0x0963)) {
        *script = DEVANAGARI;
        *folded = cp;
        return MARK;
    }
    if (cp >= 0x0966 && cp <= 0x096F) {
        *ascii = (char)('0' + (cp - 0x0966));
        return DIGIT;
    }
    return BAD;
}

/* Appends code point cp (< 0x800 or a BMP one) to key[*k]. */
static void put_cp(char *key, size_t *k, long cp)
{
    if (cp < 0x80) {
        key[(*k)++] = (char)cp;
    } else if (cp < 0x800) {
        key[(*k)++] = (char)(0xC0 | (cp >> 6));
        key[(*k)++] = (char)(0x80 | (cp & 0x3F));
    } else {
        key[(*k)++] = (char)(0xE0 | (cp >> 12));
        key[(*k)++] = (char)(0x80 | ((cp >> 6) & 0x3F));
        key[(*k)++] = (char)(0x80 | (cp & 0x3F));
    }
}

/* A Devanagari letter followed by the nukta (U+093C) that Unicode also
 * has as one code point (U+0958..U+095F, "क़" for "क" + "़"): that one, or
 * 0. */
static long with_nukta(long letter)
{
    static const long base[8] = {0x0915, 0x0916, 0x0917, 0x091C,
                                 0x0921, 0x0922, 0x092B, 0x092F};
    for (int j = 0; j < 8; j++)
        if (base[j] == letter)
            return 0x0958 + j;
    return 0;
}

int account_name_key(const char *name, size_t len, char *key, size_t n)
{
    const unsigned char *s = (const unsigned char *)name;
    enum script seen = NONE;
    enum kind prev = BAD;
    size_t i = 0, k = 0;
    int chars = 0, letters = 0, fault = ACCOUNT_OK;
    if (n > 0)
        key[0] = '\0';
    if (!name || n < ACCOUNT_NAME_BYTES + 1)
        return ACCOUNT_E_UTF8;
    while (i < len) {
        long cp = msg_utf8_next(s, len, &i), folded;
        enum script script;
        char ascii;
        if (cp < 0) {
            fault = ACCOUNT_E_UTF8;
            break;
        }
        enum kind kind = classify(cp, &script, &folded, &ascii);
        if (kind == BAD)
            fault = ACCOUNT_E_CHARACTER;
        else if (script != NONE && seen != NONE && script != seen)
            fault = ACCOUNT_E_SCRIPTS;
        else if (kind == MARK && prev != LETTER && prev != MARK)
            fault = ACCOUNT_E_MARK;
        else if (++chars > ACCOUNT_NAME_MAX)
            fault = ACCOUNT_E_LONG;
        if (fault)
            break;
        if (script != NONE)
            seen = script;
        letters += kind == LETTER;
        long one = 0;
        if (cp == 0x093C && prev == LETTER) {
            /* the letter just written (3 bytes) and its nukta, as one */
            const unsigned char *q = (const unsigned char *)key + k - 3;
            one = with_nukta((long)(q[0] & 0x0F) << 12 |
                             (long)(q[1] & 0x3F) << 6 | (q[2] & 0x3F));
        }
        if (one) { /* one character, as its key is: counted once */
            k -= 3;
            put_cp(key, &k, one);
            kind = LETTER;
            chars--;
        } else if (ascii) {
            key[k++] = ascii;
        } else {
            put_cp(key, &k, folded);
        }
        prev = kind;
    }
    if (!fault && chars < ACCOUNT_NAME_MIN)
        fault = ACCOUNT_E_SHORT;
    else if (!fault && letters == 0)
        fault = ACCOUNT_E_NO_LETTER;
    key[fault ? 0 : k] = '\0';
    return fault;
}

/* --------------------------------------------------------- passwords */

int account_password_ok(const char *password, size_t len, const char *name)
{
    size_t i = 0;
    if (!password)
        return ACCOUNT_E_SHORT;
    while (i < len)
        if (msg_utf8_next((const unsigned char *)password, len, &i) < 0)
            return ACCOUNT_E_UTF8;
    if (len < ACCOUNT_PASSWORD_MIN)
        return ACCOUNT_E_SHORT;
    if (len > ACCOUNT_PASSWORD_MAX)
        return ACCOUNT_E_LONG;
    if (name && strlen(name) == len) {
        size_t j = 0;
        while (j < len && (password[j] | 0x20) == (name[j] | 0x20))
            j++;
        if (j == len)
            return ACCOUNT_E_SAME;
    }
    return ACCOUNT_OK;
}

int account_password_hash(const char *password, size_t len, char *out,
                          size_t n)
{
    char h[crypto_pwhash_STRBYTES];
    if (n > 0)
        out[0] = '\0';
    if (!ready() || n <= ACCOUNT_HASH_BYTES ||
        crypto_pwhash_str_alg(h, password, len, ACCOUNT_PWHASH_OPS,
                              ACCOUNT_PWHASH_MEM,
                              crypto_pwhash_ALG_ARGON2ID13) != 0)
        return -1;
    size_t hl = strnlen(h, sizeof h);
    if (hl > ACCOUNT_HASH_BYTES)
        return -1;
    memcpy(out, h, hl + 1);
    sodium_memzero(h, sizeof h);
    return 0;
}

/* hash into h[crypto_pwhash_STRBYTES], the size libsodium reads, padded
 * with NULs: false when it is longer. */
static bool hash_buffer(const char *hash, char *h)
{
    size_t len = hash ? strnlen(hash, ACCOUNT_HASH_BYTES + 1) : 0;
    if (!hash || len > ACCOUNT_HASH_BYTES)
        return false;
    memset(h, 0, crypto_pwhash_STRBYTES);
    memcpy(h, hash, len);
    return true;
}

bool account_password_verify(const char *hash, const char *password,
                             size_t len)
{
    char h[crypto_pwhash_STRBYTES];
    return ready() && password && hash_buffer(hash, h) &&
           crypto_pwhash_str_verify(h, password, len) == 0;
}

bool account_password_stale(const char *hash)
{
    char h[crypto_pwhash_STRBYTES];
    return !ready() || !hash_buffer(hash, h) ||
           crypto_pwhash_str_needs_rehash(h, ACCOUNT_PWHASH_OPS,
                                          ACCOUNT_PWHASH_MEM) != 0;
}

/* ---------------------------------------------------------- sessions */

void account_token_new(char *out, size_t n)
{
    unsigned char raw[32];
    if (n <= ACCOUNT_TOKEN_BYTES) {
        if (n > 0)
            out[0] = '\0';
        return;
    }
    if (!ready()) { /* sodium_init() fails only without a random source */
        out[0] = '\0';
        return;
    }
    randombytes_buf(raw, sizeof raw);
    sodium_bin2base64(out, n, raw, sizeof raw,
                      sodium_base64_VARIANT_URLSAFE_NO_PADDING);
    sodium_memzero(raw, sizeof raw);
}

/* Whether t is ACCOUNT_TOKEN_BYTES of base64url and then its end. */
static bool token_shape(const char *t, size_t len)
{
    if (len != ACCOUNT_TOKEN_BYTES)
        return false;
    for (size_t i = 0; i < len; i++) {
        char c = t[i];
        if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
              (c >= '0' && c <= '9') || c == '-' || c == '_'))
            return false;
    }
    return true;
}

int account_session_id(const char *token, char *id, size_t n)
{
    unsigned char raw[32], h[32];
    size_t got = 0;
    if (n > 0)
        id[0] = '\0';
    if (!token || n <= ACCOUNT_SESSION_ID_BYTES || !ready() ||
        !token_shape(token, strnlen(token, ACCOUNT_TOKEN_BYTES + 1)) ||
        sodium_base642bin(raw, sizeof raw, token, ACCOUNT_TOKEN_BYTES, NULL,
                          &got, NULL,
                          sodium_base64_VARIANT_URLSAFE_NO_PADDING) != 0 ||
        got != sizeof raw)
        return -1;
    crypto_generichash(h, sizeof h, raw, sizeof raw, NULL, 0);
    sodium_bin2hex(id, n, h, sizeof h);
    sodium_memzero(raw, sizeof raw);
    return 0;
}

int account_cookie_token(const char *cookie, size_t len, char *token,
                         size_t n)
{
    const size_t want = sizeof ACCOUNT_COOKIE - 1;
    int found = 0;
    if (n > 0)
        token[0] = '\0';
    if (!cookie || n <= ACCOUNT_TOKEN_BYTES)
        return -1;
    for (size_t i = 0; i < len;) {
        size_t end = i;
        while (end < len && cookie[end] != ';')
            end++;
        size_t a = i, b = end;
        while (a < b && (cookie[a] == ' ' || cookie[a] == '\t'))
            a++;
        while (b > a && (cookie[b - 1] == ' ' || cookie[b - 1] == '\t'))
            b--;
        if (b - a > want && !memcmp(cookie + a, ACCOUNT_COOKIE, want) &&
            cookie[a + want] == '=') {
            size_t v = a + want + 1, w = b;
            if (w - v >= 2 && cookie[v] == '"' && cookie[w - 1] == '"')
                v++, w--;
            if (found++ || !token_shape(cookie + v, w - v)) {
                token[0] = '\0';
                return -1;
            }
            memcpy(token, cookie + v, w - v);
            token[w - v] = '\0';
        }
        i = end + 1;
    }
    return found == 1 ? 0 : -1;
}

const char *account_fault_name(int fault)
{
    static const char *const names[] = {
        [ACCOUNT_OK] = "fine",
        [ACCOUNT_E_UTF8] = "not UTF-8",
        [ACCOUNT_E_SHORT] = "too short",
        [ACCOUNT_E_LONG] = "too long",
        [ACCOUNT_E_CHARACTER] = "a character a name may not hold",
        [ACCOUNT_E_SCRIPTS] = "letters of two scripts",
        [ACCOUNT_E_MARK] = "a mark on no letter",
        [ACCOUNT_E_SAME] = "the same as the name",
        [ACCOUNT_E_NO_LETTER] = "no letter",
    };
    return fault >= 0 && fault < (int)(sizeof names / sizeof names[0])
               ? names[fault]
               : "unknown";
}

/* ------------------------------------------------------ request bodies */

/* String field `key` of o into out[cap] (its length in *n): 1 when it is
 * there and fits (1 to cap - 1 bytes, no NUL), 0 when absent, -1 when it
 * is of the wrong type or size. */
static int form_string(json_t *o, const char *key, char *out, size_t cap,
                       size_t *n)
{
    json_t *v = json_object_get(o, key);
    if (!v)
        return 0;
    if (!json_is_string(v))
        return -1;
    size_t len = json_string_length(v);
    const char *s = json_string_value(v);
    if (len < 1 || len >= cap || strlen(s) != len)
        return -1;
    memcpy(out, s, len);
    out[len] = '\0';
    *n = len;
    return 1;
}

int account_form_parse(const char *body, size_t len, account_form *f)
{
    memset(f, 0, sizeof *f);
    if (!body || len > ACCOUNT_FORM_MAX)
        return -1;
    json_error_t err;
    json_t *o = json_loadb(body, len, JSON_REJECT_DUPLICATES, &err);
    int a = -1, b = -1, c = -1;
    if (json_is_object(o)) {
        a = form_string(o, "name", f->name, sizeof f->name, &f->name_len);
        b = form_string(o, "password", f->password, sizeof f->password,
                        &f->password_len);
        c = form_string(o, "new_password", f->new_password,
                        sizeof f->new_password, &f->new_password_len);
        f->everywhere = json_is_true(json_object_get(o, "everywhere"));
    }
    json_decref(o);
    if (a < 0 || b < 0 || c < 0) {
        account_form_clear(f);
        return -1;
    }
    f->has_name = a > 0;
    f->has_password = b > 0;
    f->has_new_password = c > 0;
    return 0;
}

void account_form_clear(account_form *f)
{
    sodium_memzero(f, sizeof *f);
}

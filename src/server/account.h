/*
 * account.h: the secrets and names of player accounts: what a name may be
 * and the key that makes it unique, password hashes, session tokens and
 * the cookie that carries one. Pure functions over libsodium; the store
 * keeps what they make (store.h), the hub decides when to call them.
 *
 * Passwords are hashed with Argon2id (libsodium's crypto_pwhash_str) at
 * the parameters below; the hash string carries them, so a hash made at
 * older ones still verifies (account_password_stale() says when to make
 * it again). A session token is 32 random bytes, sent to the browser in
 * base64url; the store keeps only the hex of its BLAKE2b-256 hash, so a
 * copy of the database opens no session.
 */
#ifndef COUP_SERVER_ACCOUNT_H
#define COUP_SERVER_ACCOUNT_H

#include <stdbool.h>
#include <stddef.h>

/* Argon2id's cost: 2 passes over 19 MiB, one lane (libsodium's only):
 * the figures OWASP's password storage guide gives for Argon2id. */
#define ACCOUNT_PWHASH_OPS 2
#define ACCOUNT_PWHASH_MEM (19u << 20)

/* A name: 3 to 20 characters of one script (Latin with its accented
 * letters, Arabic, or Devanagari), its digits, '_' and '-'. */
#define ACCOUNT_NAME_MIN 3
#define ACCOUNT_NAME_MAX 20
/* The bytes of a name, or of its key, at most (20 three-byte characters). */
#define ACCOUNT_NAME_BYTES 60
/* A password: 8 to 128 bytes of UTF-8 (any characters: it is hashed). */
#define ACCOUNT_PASSWORD_MIN 8
#define ACCOUNT_PASSWORD_MAX 128
/* The bytes of a hash string, of a token in base64url, of a session id
 * (hex), each without its NUL. */
#define ACCOUNT_HASH_BYTES 127
#define ACCOUNT_TOKEN_BYTES 43
#define ACCOUNT_SESSION_ID_BYTES 64
/* The cookie that carries the token. */
#define ACCOUNT_COOKIE "coup_session"

/* Why a name or a password is refused (ACCOUNT_OK: it is not). */
enum account_fault {
    ACCOUNT_OK = 0,
    ACCOUNT_E_UTF8,       /* not UTF-8 */
    ACCOUNT_E_SHORT,      /* fewer characters (bytes: a password) than allowed */
    ACCOUNT_E_LONG,       /* more */
    ACCOUNT_E_CHARACTER,  /* a character a name may not hold (a space, a
                             symbol, an invisible one, another script's) */
    ACCOUNT_E_SCRIPTS,    /* letters of two scripts */
    ACCOUNT_E_MARK,       /* a mark that follows no letter */
    ACCOUNT_E_SAME,       /* a password that is the name */
    ACCOUNT_E_NO_LETTER,  /* a name of digits, '_' and '-' only */
};

/* Checks sign-up name `name` (len bytes) and writes its key, the form
 * two names that a person would take for one share, into key[n] (n >=
 * ACCOUNT_NAME_BYTES + 1): ASCII and accented Latin letters in lower case
 * without their accents, '-' as '_', Arabic's forms of alef as the bare
 * alef and alef maqsura as yeh, Arabic-Indic and Devanagari digits as
 * ASCII ones. "José_1" and "jose-1" have one key. ACCOUNT_OK, or a fault
 * (key[0] is then '\0'). */
int account_name_key(const char *name, size_t len, char *key, size_t n);

/* Checks a new password of len bytes for an account named name (may be
 * NULL): ACCOUNT_OK or a fault. */
int account_password_ok(const char *password, size_t len, const char *name);

/* Hashes a password into out[n] (n > ACCOUNT_HASH_BYTES): 0, or -1 when
 * memory for Argon2id is short. Slow by design (ACCOUNT_PWHASH_*): never
 * on the server's loop. */
int account_password_hash(const char *password, size_t len, char *out,
                          size_t n);
/* Whether password matches hash (made by account_password_hash(), at
 * any parameters). Compares in constant time; as slow as a hash. */
bool account_password_verify(const char *hash, const char *password,
                             size_t len);
/* Whether hash was made at parameters other than today's. */
bool account_password_stale(const char *hash);

/* A new session token: 32 random bytes in base64url (no padding) into
 * out[n], n > ACCOUNT_TOKEN_BYTES. */
void account_token_new(char *out, size_t n);
/* The session id the store keeps for `token`: the lowercase hex of its
 * BLAKE2b-256 hash, into id[n] (n > ACCOUNT_SESSION_ID_BYTES). -1 (and
 * id[0] '\0') when token is not one account_token_new() could make. */
int account_session_id(const char *token, char *id, size_t n);

/* The session token in a Cookie header's value (len bytes: "a=1;
 * coup_session=TOKEN; b=2"), into token[n] (n > ACCOUNT_TOKEN_BYTES):
 * 0, or -1 when it holds none that is well formed (or two). */
int account_cookie_token(const char *cookie, size_t len, char *token,
                         size_t n);

/* The body of an account request (POST /api/account/..., JSON, at most
 * ACCOUNT_FORM_MAX bytes), its fields read: "name", "password",
 * "new_password" (strings; has_* false when absent) and "everywhere"
 * (true only when it is JSON's true). A name is kept as given, up to
 * ACCOUNT_FORM_NAME bytes (account_name_key() judges it); a password
 * must be 1 to ACCOUNT_PASSWORD_MAX bytes with no NUL. 0, or -1 when the
 * body is not a JSON object, has a key twice, or a field of the wrong
 * type or size. Clear it with account_form_clear() (it holds passwords). */
#define ACCOUNT_FORM_MAX 4096
#define ACCOUNT_FORM_NAME 255
typedef struct account_form {
    bool has_name, has_password, has_new_password, everywhere;
    size_t name_len, password_len, new_password_len;
    char name[ACCOUNT_FORM_NAME + 1];
    char password[ACCOUNT_PASSWORD_MAX + 1];
    char new_password[ACCOUNT_PASSWORD_MAX + 1];
} account_form;
int account_form_parse(const char *body, size_t len, account_form *f);
void account_form_clear(account_form *f);

/* The English name of a fault ("too short"), for logs and developers. */
const char *account_fault_name(int fault);

#endif

/*
 * fuzz_account.c - libFuzzer target: what a client sends about an account
 * (src/server/account.c): a name to sign up with, a password, the Cookie
 * header, a session token.
 *
 * The first byte chooses the reader, the rest is its input. A name is
 * refused or gives a key of ACCOUNT_NAME_BYTES at most, free of what a name
 * may not hold; a cookie gives a token of the right shape or nothing; a
 * token gives a session id of 64 lowercase hex digits or nothing; a
 * request's body (JSON) gives fields within their sizes, or a refusal that
 * leaves nothing. Nothing
 * may crash, leak or read past the input.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "server/account.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    /* A copy of exactly the input's bytes, so that a read past them is
     * caught by ASan. */
    size_t n = size - 1;
    char *in = malloc(n ? n : 1);
    if (!in)
        return 0;
    memcpy(in, data + 1, n);
    switch (data[0] % 5) {
    case 0: {
        char key[ACCOUNT_NAME_BYTES + 1];
        int f = account_name_key(in, n, key, sizeof key);
        size_t k = strlen(key);
        if ((f == ACCOUNT_OK) != (k > 0) || k > ACCOUNT_NAME_BYTES)
            abort();
        for (size_t i = 0; i < k; i++)
            if ((unsigned char)key[i] <= ' ' || key[i] == '-' ||
                (key[i] >= 'A' && key[i] <= 'Z'))
                abort(); /* a blank, a control, an unfolded letter */
        if (f == ACCOUNT_OK) { /* a key is its own key */
            char again[ACCOUNT_NAME_BYTES + 1];
            if (account_name_key(key, k, again, sizeof again) != ACCOUNT_OK ||
                strcmp(key, again) != 0)
                abort();
        }
        break;
    }
    case 1:
        if (account_password_ok(in, n, NULL) == ACCOUNT_OK &&
            (n < ACCOUNT_PASSWORD_MIN || n > ACCOUNT_PASSWORD_MAX))
            abort();
        break;
    case 2: {
        char token[ACCOUNT_TOKEN_BYTES + 1];
        int rc = account_cookie_token(in, n, token, sizeof token);
        if ((rc == 0) != (strlen(token) == ACCOUNT_TOKEN_BYTES))
            abort();
        break;
    }
    case 4: {
        account_form f;
        int rc = account_form_parse(in, n, &f);
        if (rc == 0 &&
            ((f.has_name && (!f.name_len || f.name_len > ACCOUNT_FORM_NAME ||
                             strlen(f.name) != f.name_len)) ||
             (f.has_password && (!f.password_len ||
                                 f.password_len > ACCOUNT_PASSWORD_MAX ||
                                 strlen(f.password) != f.password_len)) ||
             (f.has_new_password &&
              strlen(f.new_password) != f.new_password_len)))
            abort();
        if (rc != 0 && (f.has_name || f.has_password || f.everywhere))
            abort();
        account_form_clear(&f);
        break;
    }
    default: {
        char token[ACCOUNT_TOKEN_BYTES + 1], id[ACCOUNT_SESSION_ID_BYTES + 1];
        if (n > ACCOUNT_TOKEN_BYTES)
            break;
        memcpy(token, in, n);
        token[n] = '\0';
        int rc = account_session_id(token, id, sizeof id);
        if ((rc == 0) != (strlen(id) == ACCOUNT_SESSION_ID_BYTES) ||
            strspn(id, "0123456789abcdef") != strlen(id))
            abort();
        break;
    }
    }
    free(in);
    return 0;
}

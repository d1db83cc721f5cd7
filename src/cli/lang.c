/*
 * lang.c - finding a language table and filling its templates.
 */
#include <stdlib.h>
#include <string.h>

#include "cli/lang.h"

const lang *const langs[] = {&lang_en, &lang_it, &lang_pt, &lang_es, NULL};

const lang *lang_find(const char *code)
{
    if (!code)
        return NULL;
    for (int i = 0; langs[i]; i++) {
        size_t n = strlen(langs[i]->code);
        if (!strncmp(code, langs[i]->code, n) &&
            (code[n] == '\0' || code[n] == '_' || code[n] == '.' ||
             code[n] == '-' || code[n] == '@'))
            return langs[i];
    }
    return NULL;
}

const lang *lang_default(void)
{
    static const char *const vars[] = {"LC_ALL", "LC_MESSAGES", "LANG"};
    for (size_t i = 0; i < sizeof vars / sizeof *vars; i++) {
        const char *v = getenv(vars[i]);
        if (v && *v)
            return lang_find(v) ? lang_find(v) : &lang_en;
    }
    return &lang_en;
}

/* Appends text to buf[*len], keeping room for the NUL. */
static void put(char *buf, size_t n, size_t *len, const char *text)
{
    if (!text)
        text = "?";
    size_t room = n - 1 - *len, t = strlen(text);
    if (t > room)
        t = room;
    memcpy(buf + *len, text, t);
    *len += t;
}

/* "1 coin", "3 coins". */
static void put_count(char *buf, size_t n, size_t *len, int count,
                      const char *one, const char *many)
{
    char num[16];
    snprintf(num, sizeof num, "%d ", count);
    put(buf, n, len, num);
    put(buf, n, len, count == 1 ? one : many);
}

char *lang_say(const lang *l, char *buf, size_t n, const char *tmpl,
               const say_args *v)
{
    static const say_args none;
    size_t len = 0;
    if (n == 0)
        return buf;
    if (!v)
        v = &none;
    for (const char *p = tmpl ? tmpl : "?"; *p && len < n - 1; p++) {
        if (p[0] != '{' || !p[1] || p[2] != '}') {
            buf[len++] = *p;
            continue;
        }
        char num[16];
        switch (p[1]) {
        case 'A': put(buf, n, &len, v->A); break;
        case 'T': put(buf, n, &len, v->T); break;
        case 'a': put(buf, n, &len, v->a ? v->a : v->A); break;
        case 't': put(buf, n, &len, v->t ? v->t : v->T); break;
        case 'c': put(buf, n, &len, v->c); break;
        case 'd': put(buf, n, &len, v->d); break;
        case 'x': put(buf, n, &len, v->x); break;
        case 's': put(buf, n, &len, v->s); break;
        case 'n': put_count(buf, n, &len, v->n, l->coin, l->coins); break;
        case 'k': put_count(buf, n, &len, v->k, l->card1, l->cards); break;
        case 'm':
            snprintf(num, sizeof num, "%d", v->m);
            put(buf, n, &len, num);
            break;
        default: /* not a placeholder: copy it as it is */
            buf[len++] = *p;
            continue;
        }
        p += 2;
    }
    buf[len] = '\0';
    return buf;
}

char *lang_cards(const lang *l, char *buf, size_t size, const uint8_t *cards,
                 int n)
{
    size_t len = 0;
    if (size == 0)
        return buf;
    for (int i = 0; i < n; i++) {
        if (i > 0)
            put(buf, size, &len, i == n - 1 ? l->and_ : ", ");
        put(buf, size, &len, cards[i] < COUP_NCARDS ? l->card[cards[i]] : "?");
    }
    buf[len] = '\0';
    return buf;
}

int lang_complete(const lang *l, int *missing)
{
    /* A lang is nothing but `const char *` fields: walk them in order. */
    for (size_t off = 0, i = 0; off + sizeof(const char *) <= sizeof *l;
         off += sizeof(const char *), i++) {
        const char *p;
        memcpy(&p, (const char *)l + off, sizeof p);
        if (!p) {
            *missing = (int)i;
            return 0;
        }
    }
    return 1;
}

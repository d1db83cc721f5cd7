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
        case 'N': put_count(buf, n, &len, v->m, l->coin, l->coins); break;
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

/* Whether a word's sound starts with "i": i- or hi-, but not hi- before
 * a vowel (Spanish "y hielo", as against "e hijo"). Accented capitals
 * don't start any card's name, so ASCII is enough. */
static bool i_sound(const char *w)
{
    if (*w == 'h' || *w == 'H')
        w++;
    else if (*w != 'i' && *w != 'I')
        return false;
    if (*w != 'i' && *w != 'I')
        return false;
    return !strchr("aeiouAEIOU", w[1]) || !w[1];
}

char *lang_cards(const lang *l, char *buf, size_t size, const uint8_t *cards,
                 int n)
{
    size_t len = 0;
    if (size == 0)
        return buf;
    /* Two of a kind read "both Captains", not "Captain and Captain". */
    if (n == 2 && cards[0] == cards[1] && cards[0] < COUP_NCARDS) {
        put(buf, size, &len, l->both[cards[0]]);
        buf[len] = '\0';
        return buf;
    }
    for (int i = 0; i < n; i++) {
        const char *name = cards[i] < COUP_NCARDS ? l->card[cards[i]] : "?";
        if (i > 0 && i < n - 1)
            put(buf, size, &len, ", ");
        else if (i > 0)
            put(buf, size, &len, i_sound(name) ? l->and_i : l->and_);
        put(buf, size, &len, name);
    }
    buf[len] = '\0';
    return buf;
}

/* ------------------------------------------------------- the rules */

const char *lang_rules_card(const lang *l, bool inquisitor, char *buf,
                            size_t n)
{
    size_t len = 0;
    if (n == 0)
        return buf;
    /* R12: the Inquisitor replaces every Ambassador, so the card shows
     * one of the two, never both. */
    const char *skip = inquisitor ? "[A]" : "[I]", *keep = inquisitor ? "[I]"
                                                                    : "[A]";
    for (const char *p = l->rules; *p;) {
        size_t line = strcspn(p, "\n");
        size_t cut = line + (p[line] == '\n');
        if (!strncmp(p, skip, 3)) {
            p += cut;
            continue;
        }
        if (!strncmp(p, keep, 3)) {
            p += 3;
            cut -= 3;
        }
        size_t room = n - 1 - len;
        memcpy(buf + len, p, cut < room ? cut : room);
        len += cut < room ? cut : room;
        p += cut;
    }
    /* The last line keeps no newline, as the other long texts. */
    if (len && buf[len - 1] == '\n')
        len--;
    buf[len] = '\0';
    return buf;
}

/* The section "## R<r> " of one markdown text, or NULL. */
static const char *section(const char *md, int r, size_t *len)
{
    char head[16];
    int hn = snprintf(head, sizeof head, "## R%d ", r);
    for (const char *p = md; p && *p; p = strchr(p, '\n'), p = p ? p + 1 : p) {
        if (strncmp(p, head, (size_t)hn))
            continue;
        const char *end = strstr(p, "\n## ");
        *len = end ? (size_t)(end - p) + 1 : strlen(p);
        return p;
    }
    return NULL;
}

const char *lang_rules_text(const lang *l, int r, size_t *len)
{
    size_t dummy;
    if (!len)
        len = &dummy;
    *len = 0;
    if (r < 1 || r > 15)
        return NULL;
    const char *en = NULL, *mine = NULL;
    for (int i = 0; lang_rules_docs[i]; i += 2) {
        if (!strcmp(lang_rules_docs[i], "en"))
            en = lang_rules_docs[i + 1];
        if (l && !strcmp(lang_rules_docs[i], l->code))
            mine = lang_rules_docs[i + 1];
    }
    const char *p = section(mine, r, len);
    return p ? p : section(en, r, len);
}

const char *lang_help(const lang *l, const coup_state *s)
{
    if (!s || s->phase >= COUP_NPHASES)
        return "";
    if (s->phase == COUP_PH_SHOW && s->action != COUP_MV_EXAMINE)
        return l->help_show_hand;
    if (s->phase == COUP_PH_KEEP) {
        /* R10: after a declared Coup or Assassination that named a card
         * the target did not hold, the target exchanges with the Court. */
        if (s->action == COUP_MV_COUP || s->action == COUP_MV_ASSASSINATE)
            return l->help_keep_r10;
        if (s->flags & COUP_OPT_INQUISITOR)
            return l->help_keep_inquisitor;
    }
    return l->help[s->phase];
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

/*
 * lang.c - finding a language table and filling its templates.
 */
#include <stdio.h>
#include <string.h>

#include <coup/text.h>

/* The embedded markdown, generated at build time (CMakeLists.txt): pairs
 * of a language code and its rules text (NULL where the file is missing),
 * ending with a NULL code. */
extern const char *const coup__rules_docs[];

const coup_lang *const coup_langs[] = {
    &coup_lang_en, &coup_lang_it, &coup_lang_pt, &coup_lang_es,
    &coup_lang_fr, &coup_lang_de, &coup_lang_ar, &coup_lang_hi, NULL};

const coup_lang *coup_lang_find(const char *code)
{
    if (!code)
        return NULL;
    for (int i = 0; coup_langs[i]; i++) {
        size_t n = strlen(coup_langs[i]->code);
        if (!strncmp(code, coup_langs[i]->code, n) &&
            (code[n] == '\0' || code[n] == '_' || code[n] == '.' ||
             code[n] == '-' || code[n] == '@'))
            return coup_langs[i];
    }
    return NULL;
}

const coup_lang *coup_lang_of_locale(const char *locale)
{
    const coup_lang *l = coup_lang_find(locale);
    return l ? l : &coup_lang_en;
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

char *coup_lang_say(const coup_lang *l, char *buf, size_t n, const char *tmpl,
                    const coup_say_args *v)
{
    static const coup_say_args none;
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

char *coup_lang_cards(const coup_lang *l, char *buf, size_t size,
                      const uint8_t *cards, int n)
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
            put(buf, size, &len, l->comma);
        else if (i > 0)
            put(buf, size, &len, i_sound(name) ? l->and_i : l->and_);
        put(buf, size, &len, name);
    }
    buf[len] = '\0';
    return buf;
}

/* ------------------------------------------------------- the rules */

const char *coup_lang_rules_card(const coup_lang *l, bool inquisitor,
                                 char *buf, size_t n)
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

const char *coup_lang_rules_text(const coup_lang *l, int r, size_t *len)
{
    size_t dummy;
    if (!len)
        len = &dummy;
    *len = 0;
    if (r < 1 || r > COUP_RULES_SECTIONS)
        return NULL;
    const char *en = NULL, *mine = NULL;
    for (int i = 0; coup__rules_docs[i]; i += 2) {
        if (!strcmp(coup__rules_docs[i], "en"))
            en = coup__rules_docs[i + 1];
        if (l && !strcmp(coup__rules_docs[i], l->code))
            mine = coup__rules_docs[i + 1];
    }
    const char *p = section(mine, r, len);
    return p ? p : section(en, r, len);
}

const char *coup_lang_help(const coup_lang *l, const coup_state *s)
{
    if (!s || s->phase >= COUP_NPHASES)
        return "";
    if (s->phase == COUP_PH_SHOW && s->action != COUP_MV_EXAMINE)
        return l->help_show_hand;
    if (s->flags & COUP_OPT_REFORMATION) { /* R16-R18 */
        if (s->phase == COUP_PH_ACTION)
            return l->help_action_reformation;
        if (s->action == COUP_MV_EMBEZZLE && s->phase == COUP_PH_CHALLENGE)
            return l->help_challenge_embezzle;
        if (s->action == COUP_MV_EMBEZZLE && s->phase == COUP_PH_PROVE)
            return l->help_prove_embezzle;
    }
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

int coup_lang_complete(const coup_lang *l, int *missing)
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

int coup_char_columns(const char *p)
{
    const unsigned char *u = (const unsigned char *)p;
    if ((u[0] & 0xC0) == 0x80)
        return 0;
    unsigned cp;
    if ((u[0] & 0xE0) == 0xC0 && (u[1] & 0xC0) == 0x80)
        cp = (unsigned)(u[0] & 0x1F) << 6 | (u[1] & 0x3F);
    else if ((u[0] & 0xF0) == 0xE0 && (u[1] & 0xC0) == 0x80 &&
             (u[2] & 0xC0) == 0x80)
        cp = (unsigned)(u[0] & 0x0F) << 12 | (unsigned)(u[1] & 0x3F) << 6 |
             (u[2] & 0x3F);
    else
        return 1;
    /* Nonspacing marks (Unicode category Mn) of the scripts we write. */
    static const unsigned marks[][2] = {
        {0x0300, 0x036F},                   /* combining accents */
        {0x0610, 0x061A}, {0x064B, 0x065F}, /* Arabic marks, harakat */
        {0x0670, 0x0670}, {0x06D6, 0x06DC}, {0x06DF, 0x06E4},
        {0x06E7, 0x06E8}, {0x06EA, 0x06ED},
        {0x0900, 0x0902}, {0x093A, 0x093A}, /* Devanagari signs */
        {0x093C, 0x093C}, {0x0941, 0x0948}, {0x094D, 0x094D},
        {0x0951, 0x0957}, {0x0962, 0x0963},
        {0x200B, 0x200F},                   /* zero width, joiners, marks */
    };
    for (size_t i = 0; i < sizeof marks / sizeof marks[0]; i++)
        if (cp >= marks[i][0] && cp <= marks[i][1])
            return 0;
    return 1;
}

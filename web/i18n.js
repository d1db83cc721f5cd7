// i18n.js - the interface words, from the server's /lang/xx.json: the
// client writes no sentence of its own. A key the table lacks shows as the
// key itself, so that a missing word is seen, not hidden.

export const LANGS = ["en", "it", "pt", "es", "fr", "de", "ar", "hi"];
const KEY = "coup.lang";

let table = { code: "en", name: "English", cards: {}, abilities: {}, ui: {} };
const names = {}; // code -> the language's own name, as each table says it

// The language to start with: the one chosen before, else the browser's,
// else English.
export function initialLang() {
    const stored = localStorage.getItem(KEY);
    if (stored && LANGS.includes(stored)) return stored;
    for (const l of navigator.languages || [navigator.language || "en"]) {
        const code = String(l).slice(0, 2).toLowerCase();
        if (LANGS.includes(code)) return code;
    }
    return "en";
}

async function fetchLang(code) {
    const r = await fetch(`/lang/${code}.json`);
    if (!r.ok) throw new Error(`lang ${code}: ${r.status}`);
    return r.json();
}

// Loads language `code` and makes it the current one (remembered).
export async function loadLang(code) {
    if (!LANGS.includes(code)) code = "en";
    table = await fetchLang(code);
    names[code] = table.name;
    localStorage.setItem(KEY, code);
    document.documentElement.lang = code;
    document.documentElement.dir = rtl() ? "rtl" : "ltr";
    return table;
}

// The languages' own names, for the switch (fetched once, in the background).
export async function langNames() {
    await Promise.all(LANGS.filter((c) => !names[c]).map(async (c) => {
        try { names[c] = (await fetchLang(c)).name; } catch { names[c] = c; }
    }));
    return names;
}

export const lang = () => table.code;

// Languages written right to left: the page is laid out mirrored
// (dir="rtl"), and so are the arrows that point back or on.
const RTL = ["ar"];
export const rtl = () => RTL.includes(table.code);
const MIRROR = { "‹": "›", "›": "‹", "◀": "▶", "▶": "◀", "«": "»", "»": "«" };
// The arrow `c` ("‹", "◀", "«" back; "›", "▶", "»" on) as the reading runs.
export const arrow = (c) => (rtl() && MIRROR[c]) || c;

// t("seats_free", {n: 3}): the word of `key`, its {n} {k} {m} {s} {A}
// filled in.
export function t(key, vars) {
    let s = table.ui && typeof table.ui[key] === "string" ? table.ui[key] : key;
    if (vars) s = s.replace(/\{([nkmsA])\}/g, (all, v) => (v in vars ? String(vars[v]) : all));
    return s;
}

// t() of a count: the singular word `${key}_one` for 1 when the table
// has it ("1 spettatore", not "1 spettatori"), else `key`.
export function tn(key, n) {
    const one = `${key}_one`;
    return t(n === 1 && table.ui && typeof table.ui[one] === "string" ? one : key, { n });
}

// items as the language lists them: "Ann, Bob" ("Ann، Bob" in Arabic).
export const listOf = (items) => items.join(table.comma || ", ");
export const cardName = (c) => (table.cards && table.cards[c]) || c;
export const ability = (c) => (table.abilities && table.abilities[c]) || "";
export const rulesText = (inquisitor) =>
    (inquisitor ? table.rules_inquisitor : table.rules) || table.rules || "";
// The name of a variant (options of a room): from the table's "options"
// when the server sends them, else the option's own name.
export const optionName = (o) => (table.options && table.options[o]) || o.replace(/_/g, " ");
// The word of a Reformation faction (R16: "loyalist", "reformist"), from
// the table's "factions".
export const factionName = (f) => (table.factions && table.factions[f]) || f;
// The name of a bot level ("heuristic"): from the table's "levels" when the
// server sends them, else the level's own name.
export const levelName = (b) => (table.levels && table.levels[b]) || b;
// A line on what a bot choice plays like ("Claims any card it needs: call
// its bluffs."): from the table's "level_notes", else nothing.
export const levelNote = (b) => (table.level_notes && table.level_notes[b]) || "";

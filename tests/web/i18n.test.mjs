// i18n.test.mjs - the language tables in the browser (web/i18n.js): which
// language a page starts in, the words filled in, and the page mirrored for
// a language written right to left.
//
//     node --test tests/web/

import assert from "node:assert/strict";
import { beforeEach, test } from "node:test";

// What the browser would give: a store, the page's root, the server's tables.
const stored = new Map();
globalThis.localStorage = {
    getItem: (k) => (stored.has(k) ? stored.get(k) : null),
    setItem: (k, v) => stored.set(k, String(v)),
};
globalThis.document = { documentElement: {} };
let asked = [];
globalThis.fetch = async (url) => {
    asked.push(url);
    const code = /\/lang\/([a-z]+)\.json$/.exec(url)[1];
    return {
        ok: true,
        json: async () => ({
            code, name: `name-${code}`, cards: { duke: `duke-${code}` }, comma: code === "ar" ? "\u060c " : ", ",
            ui: { seats_free: `{n} free (${code})`, spectators: "{n} watching", spectators_one: "one watching" },
        }),
    };
};
Object.defineProperty(globalThis, "navigator", { value: { languages: ["de-AT", "en"] }, configurable: true });

const i18n = await import("../../web/i18n.js");

beforeEach(() => { stored.clear(); asked = []; });

test("eight languages, English first", () => {
    assert.deepEqual(i18n.LANGS, ["en", "it", "pt", "es", "fr", "de", "ar", "hi"]);
});

test("the browser's language is taken when we have it, a stored choice first", () => {
    assert.equal(i18n.initialLang(), "de");
    stored.set("coup.lang", "hi");
    assert.equal(i18n.initialLang(), "hi");
    stored.set("coup.lang", "xx");
    assert.equal(i18n.initialLang(), "de");
});

test("a table loaded is the current one, remembered, its words filled in", async () => {
    await i18n.loadLang("fr");
    assert.equal(i18n.lang(), "fr");
    assert.equal(stored.get("coup.lang"), "fr");
    assert.equal(globalThis.document.documentElement.lang, "fr");
    assert.equal(i18n.t("seats_free", { n: 3 }), "3 free (fr)");
    assert.equal(i18n.tn("spectators", 1), "one watching");
    assert.equal(i18n.tn("spectators", 2), "2 watching");
    assert.equal(i18n.cardName("duke"), "duke-fr");
    assert.equal(i18n.t("no_such_key"), "no_such_key");
});

test("a language we lack loads English", async () => {
    await i18n.loadLang("xx");
    assert.deepEqual(asked, ["/lang/en.json"]);
    assert.equal(i18n.lang(), "en");
});

test("Arabic mirrors the page and its arrows; the others do not", async () => {
    await i18n.loadLang("ar");
    assert.equal(i18n.listOf(["a", "b", "c"]), "a\u060c b\u060c c");
    assert.equal(globalThis.document.documentElement.dir, "rtl");
    assert.equal(i18n.rtl(), true);
    assert.deepEqual(["‹", "›", "◀", "▶", "«", "»"].map(i18n.arrow), ["›", "‹", "▶", "◀", "»", "«"]);
    for (const code of ["en", "hi", "de"]) {
        await i18n.loadLang(code);
        assert.equal(globalThis.document.documentElement.dir, "ltr", code);
        assert.equal(i18n.rtl(), false);
        assert.equal(i18n.arrow("‹"), "‹");
        assert.equal(i18n.listOf(["a", "b"]), "a, b");
    }
});

// rules.test.mjs - the pure part of web/rules.js under node's test runner:
// the summary card's fixed-width columns read as rows, and the rulebook's
// markdown read as blocks.
//
//     node --test tests/web/

import assert from "node:assert/strict";
import { test } from "node:test";
import { inline, parseCard, parseMarkdown, sectionsCited } from "../../web/rules.js";

const CARD = [
    "COUP - the summary card",
    "Goal: be the last with influence (face-down cards). Lose both: exiled.",
    "Income         take 1 coin                     no block, no challenge",
    "Duke           Tax: take 3 coins               blocks Foreign Aid",
    "Capitano       ruba 2 gettoni a qualcuno       bloccabile da Capitano,",
    "                                               Inquisitore",
    "Inquisitor     Exchange: draw 1, return 1,     blocks stealing",
    "               or Examine a player's card",
    "Contessa       -                               blocks assassination",
    "With 10 or more coins you must Coup. Any claim may be challenged: the",
    "loser of the challenge loses a card.",
].join("\n");

test("the card: title, prose, and one row per line of the table", () => {
    const c = parseCard(CARD);
    assert.equal(c.title, "COUP - the summary card");
    assert.deepEqual(c.intro, ["Goal: be the last with influence (face-down cards). Lose both: exiled."]);
    assert.equal(c.rows.length, 5);
    assert.deepEqual(c.rows[0], ["Income", "take 1 coin", "no block, no challenge"]);
    assert.deepEqual(c.rows[4], ["Contessa", "-", "blocks assassination"]);
    assert.equal(c.outro.join(" "),
        "With 10 or more coins you must Coup. Any claim may be challenged: the loser of the challenge loses a card.");
});

test("the card: a continuation line joins the row above in its column", () => {
    const c = parseCard(CARD);
    assert.deepEqual(c.rows[2], ["Capitano", "ruba 2 gettoni a qualcuno", "bloccabile da Capitano, Inquisitore"]);
    assert.deepEqual(c.rows[3], ["Inquisitor", "Exchange: draw 1, return 1, or Examine a player's card", "blocks stealing"]);
});

test("the card: nothing given, nothing made up", () => {
    assert.deepEqual(parseCard(""), { title: "", intro: [], rows: [], outro: [] });
});

test("inline marks: bold, italic, code; the rest as it is", () => {
    assert.deepEqual(inline("Anybody may **challenge** a *claim*: `rules R6`."), [
        { text: "Anybody may ", mark: "" }, { text: "challenge", mark: "b" }, { text: " a ", mark: "" },
        { text: "claim", mark: "i" }, { text: ": ", mark: "" }, { text: "rules R6", mark: "code" },
        { text: ".", mark: "" }]);
    assert.deepEqual(inline("take min(2, coins) * 1"), [{ text: "take min(2, coins) * 1", mark: "" }]);
});

test("markdown: lists with continuation lines and one level of nesting", () => {
    const b = parseMarkdown([
        "1. The actor declares the action (and target). Cost is paid.",
        "2. If the action claims a character: challenge window (R6) for the claim.",
        "   - If the challenge succeeds (actor could not or would not prove), the actor",
        "     loses 1 influence.",
        "   - If the challenge fails, the challenger loses 1 influence.",
        "   The game ends as soon as one player has influence.",
        "3. The action resolves.",
        "",
        "- A claim may be true or a bluff.",
        "- Cost is paid when the action is",
        "  declared.",
        "A paragraph",
        "on two lines.",
    ].join("\n"));
    assert.equal(b.length, 3);
    assert.equal(b[0].type, "list");
    assert.equal(b[0].ordered, true);
    assert.deepEqual(b[0].items.map((i) => i.n), [1, 2, 3]);
    assert.deepEqual(b[0].items[1].sub.map((s) => s.text), [
        "If the challenge succeeds (actor could not or would not prove), the actor loses 1 influence.",
        "If the challenge fails, the challenger loses 1 influence."]);
    assert.equal(b[0].items[1].text,
        "If the action claims a character: challenge window (R6) for the claim. The game ends as soon as one player has influence.");
    assert.equal(b[1].ordered, false);
    assert.deepEqual(b[1].items.map((i) => i.text), ["A claim may be true or a bluff.", "Cost is paid when the action is declared."]);
    assert.deepEqual(b[2], { type: "p", text: "A paragraph on two lines." });
});

test("markdown: a table's head and rows, without its rule line", () => {
    const b = parseMarkdown([
        "| action | cost | claim |",
        "|---|---|---|",
        "| Income | - | - |",
        "| Steal | - | Captain |",
    ].join("\n"));
    assert.deepEqual(b, [{ type: "table", head: ["action", "cost", "claim"],
        rows: [["Income", "-", "-"], ["Steal", "-", "Captain"]] }]);
});

test("markdown: headings end a paragraph", () => {
    const b = parseMarkdown("Text\n### More\nmore text");
    assert.deepEqual(b.map((x) => x.type), ["p", "h", "p"]);
});

test("the card: a name as wide as its column is cut at the column", () => {
    const c = parseCard([
        "COUP",
        "Reddito        prendi 1 gettone                   né blocchi né sfide",
        "Colpo di Stato paga 7: qualcuno perde una carta    riesce sempre",
    ].join("\n"));
    assert.deepEqual(c.rows[1], ["Colpo di Stato", "paga 7: qualcuno perde una carta", "riesce sempre"]);
});

test("the card: a no-break space (French, before a colon) is no gap between cells", () => {
    const c = parseCard([
        "COUP - l'aide-mémoire",
        "But\u00a0: être le dernier à garder de l'influence.",
        "Revenu         prendre 1 pièce                  ni contre ni doute",
        "Duchesse       Taxe\u00a0: prendre 3 pièces          peut contrer l'Aide étrangère",
    ].join("\n"));
    assert.deepEqual(c.intro, ["But\u00a0: être le dernier à garder de l'influence."]);
    assert.equal(c.rows.length, 2);
    assert.deepEqual(c.rows[1], ["Duchesse", "Taxe\u00a0: prendre 3 pièces", "peut contrer l'Aide étrangère"]);
});

test("the card: columns are the terminal's, where a mark over a letter takes none", () => {
    // "सिक्के" is six characters in four columns (the virama and the vowel
    // sign E are written over their letters).
    const c = parseCard([
        "COUP",
        "टैक्स           3 सिक्के लें        विदेशी सहायता रोकता है",
        "आय            1 सिक्का लें       न रोक, न चुनौती",
    ].join("\n"));
    assert.deepEqual(c.rows, [
        ["टैक्स", "3 सिक्के लें", "विदेशी सहायता रोकता है"],
        ["आय", "1 सिक्का लें", "न रोक, न चुनौती"],
    ]);
});

test("the sections a help text cites, each once, in order", () => {
    assert.deepEqual(sectionsCited("You may block (R5): ... a claim (R6). See R5.3, R12 and R4."), [4, 5, 6, 12]);
    assert.deepEqual(sectionsCited("R16, R0, XR6, R6x"), [16]);
    assert.deepEqual(sectionsCited("R20, R0, XR6, R6x"), []);
    assert.deepEqual(sectionsCited(""), []);
    assert.deepEqual(sectionsCited(null), []);
});

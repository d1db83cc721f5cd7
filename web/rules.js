// rules.js - the rules, for reading on a phone: the summary card laid
// out as rows (from the server's card, written in fixed-width columns for
// the terminal), then the whole rulebook (docs/rules.md, or its
// translation) section by section, each opened on demand, from
// /rules/xx.json. The parsing is pure (tests/web/rules.test.mjs); drawing
// turns its result into elements through dom.js, never through innerHTML.

import { emblem } from "./art.js";
import { fill, h } from "./dom.js";
import { cardName, lang, t } from "./i18n.js";

// ------------------------------------------------------------ parsing

// The terminal column of each character of a line, by string index (and
// the width of the line at its length): a mark written over the letter
// before it (Devanagari's vowel signs, Arabic's vowel marks: as the C
// side's coup_char_columns() counts) takes none, and stands in its
// letter's column.
const OVER = /^[\p{Mn}\p{Me}\u200b-\u200f]$/u;
function columnsOf(line) {
    const col = [];
    let c = 0;
    for (let i = 0; i < line.length;) {
        const ch = String.fromCodePoint(line.codePointAt(i));
        const over = OVER.test(ch) && i > 0;
        for (let k = 0; k < ch.length; k++) col[i + k] = over ? col[i - 1] : c;
        if (!over) c++;
        i += ch.length;
    }
    col[line.length] = c;
    return col;
}

// The string index where column `at` of a line starts (its length if the
// line is narrower).
function indexAt(col, at) {
    const i = col.findIndex((c) => c >= at);
    return i < 0 ? col.length - 1 : i;
}

// The runs of text of a fixed-width line, with the column each starts at:
// cells are separated by two blanks or more. A blank is a space: French
// puts a no-break space before a colon ("But : ..."), inside a cell.
function cellsOf(line, col) {
    const out = [];
    const re = /[^ ]+(?: [^ ]+)*/g;
    let m;
    while ((m = re.exec(line)) !== null) out.push({ at: col[m.index], text: m[0] });
    return out;
}

// The summary card: {title, intro: [lines], rows: [[name, does, answer]],
// outro: [lines]}. The card is written in fixed-width columns, which the
// first row of the table shows (its cells are two blanks apart or more);
// every row is cut at those columns. A line whose only text is indented
// continues the row above; other lines are prose, before or after the
// table.
export function parseCard(text) {
    const lines = String(text || "").split("\n");
    const card = { title: (lines[0] || "").trim(), intro: [], rows: [], outro: [] };
    let starts = null; // where each column starts, from the first row
    for (const line of lines.slice(1)) {
        const col = columnsOf(line);
        const cells = cellsOf(line, col);
        if (cells.length === 0) continue;
        const more = cells[0].at > 0 && card.rows.length > 0;
        if (cells.length < 2 && !more) {
            (card.rows.length ? card.outro : card.intro).push(cells.map((c) => c.text).join(" "));
            continue;
        }
        if (!starts) starts = cells.map((c) => c.at);
        const cut = starts.map((at, k) => line.slice(indexAt(col, at),
            k + 1 < starts.length ? indexAt(col, starts[k + 1]) : line.length).trim());
        if (more) {
            // A continuation: each piece joins the row above, in its column.
            const prev = card.rows[card.rows.length - 1];
            cut.forEach((c, k) => { if (c) prev[k] = prev[k] ? `${prev[k]} ${c}` : c; });
        } else {
            card.rows.push(cut);
        }
    }
    return card;
}

// The inline marks of a line of markdown: [{text, mark}] with mark "b"
// (**bold**), "i" (*italic*), "code" (`code`) or "".
export function inline(text) {
    const out = [];
    const re = /\*\*([^*]+)\*\*|`([^`]+)`|\*([^*\s][^*]*)\*/g;
    let last = 0;
    let m;
    while ((m = re.exec(text)) !== null) {
        if (m.index > last) out.push({ text: text.slice(last, m.index), mark: "" });
        if (m[1] !== undefined) out.push({ text: m[1], mark: "b" });
        else if (m[2] !== undefined) out.push({ text: m[2], mark: "code" });
        else out.push({ text: m[3], mark: "i" });
        last = re.lastIndex;
    }
    if (last < text.length) out.push({ text: text.slice(last), mark: "" });
    return out;
}

const splitRow = (line) => line.trim().replace(/^\||\|$/g, "").split("|").map((c) => c.trim());

// The blocks of a section of the rulebook, which uses a small part of
// markdown: paragraphs, "###" headings, lists ("- ", "1. ") with indented
// continuation lines and one level of nesting, and tables.
//   {type: "p", text} | {type: "h", text} |
//   {type: "list", ordered, items: [{text, n, sub: [{text}]}]} |
//   {type: "table", head: [cells], rows: [[cells]]}
export function parseMarkdown(md) {
    const blocks = [];
    let cur = null; // the paragraph or list being read
    const end = () => { cur = null; };
    for (const raw of String(md || "").split("\n")) {
        const line = raw.replace(/\s+$/, "");
        if (line === "") { end(); continue; }
        if (line.startsWith("|")) {
            if (/^\|[\s|:-]+\|?$/.test(line)) continue; // |---|---|
            if (!cur || cur.type !== "table") {
                cur = { type: "table", head: splitRow(line), rows: [] };
                blocks.push(cur);
            } else {
                cur.rows.push(splitRow(line));
            }
            continue;
        }
        const head = /^#{1,6}\s+(.*)$/.exec(line);
        if (head) { blocks.push({ type: "h", text: head[1] }); end(); continue; }
        const item = /^(\s*)(-|\*|(\d+)\.)\s+(.*)$/.exec(line);
        if (item) {
            const ordered = item[3] !== undefined;
            const nested = item[1].length > 0 && cur && cur.type === "list";
            if (nested) {
                const parent = cur.items[cur.items.length - 1];
                parent.sub.push({ text: item[4] });
                continue;
            }
            if (!cur || cur.type !== "list" || cur.ordered !== ordered) {
                cur = { type: "list", ordered, items: [] };
                blocks.push(cur);
            }
            cur.items.push({ text: item[4], n: ordered ? Number(item[3]) : null, sub: [] });
            continue;
        }
        const text = line.trim();
        if (cur && cur.type === "list") {
            // An indented line goes on with the last item (or its last
            // sub-item); one at the margin starts a paragraph.
            if (/^\s/.test(line)) {
                const last = cur.items[cur.items.length - 1];
                const sub = last.sub[last.sub.length - 1];
                const deep = sub && line.length - line.trimStart().length > 3;
                if (deep) sub.text += ` ${text}`; else last.text += ` ${text}`;
                continue;
            }
            end();
        }
        if (cur && cur.type === "p") cur.text += ` ${text}`;
        else { cur = { type: "p", text }; blocks.push(cur); }
    }
    return blocks;
}

// The rulebook's sections a text cites ("(R6)", "R5.3", "R4, R10"): their
// numbers, 1 to 19, each once, in order.
export function sectionsCited(text) {
    const out = new Set();
    for (const m of String(text || "").matchAll(/\bR(\d{1,2})(?:\.\d+)?\b/g)) {
        const n = Number(m[1]);
        if (n >= 1 && n <= 19) out.add(n);
    }
    return [...out].sort((a, b) => a - b);
}

// ------------------------------------------------------------ drawing

function marked(text) {
    return inline(text).map((s) =>
        s.mark === "b" ? h("strong", {}, s.text)
            : s.mark === "i" ? h("em", {}, s.text)
                : s.mark === "code" ? h("code", {}, s.text) : s.text);
}

// The card's character ("Duke") as its id ("duke"), for its colour.
function cardId(name) {
    for (const c of ["duke", "assassin", "captain", "ambassador", "contessa", "inquisitor"])
        if (cardName(c) === name) return c;
    return null;
}

export function drawCard(card) {
    return h("section.rules-card", { id: "rules-card" },
        h("h3", {}, card.title),
        card.intro.map((l) => h("p", {}, l)),
        h("ul.rules-rows", {}, card.rows.map(([name, does, answer]) => {
            const c = cardId(name);
            return h(`li.rules-row${c ? `.c-${c}` : ""}`, {},
                h("span.rules-name", {}, c ? emblem(c) : null, name),
                h("span.rules-does", {}, does || ""),
                answer ? h("span.rules-answer", {}, answer) : null);
        })),
        card.outro.length ? h("p", {}, card.outro.join(" ")) : null);
}

function drawBlock(b) {
    if (b.type === "h") return h("h4", {}, marked(b.text));
    if (b.type === "p") return h("p", {}, marked(b.text));
    if (b.type === "list") {
        return h(b.ordered ? "ol" : "ul", { start: b.ordered && b.items[0] ? b.items[0].n : undefined },
            b.items.map((it) => h("li", { value: it.n || undefined }, marked(it.text),
                it.sub.length ? h("ul", {}, it.sub.map((s) => h("li", {}, marked(s.text)))) : null)));
    }
    // A table: on a narrow screen each row stacks its cells, each under
    // its column's name (data-label, shown by the style sheet).
    return h("table.rules-table", {},
        h("thead", {}, h("tr", {}, b.head.map((c) => h("th", { scope: "col" }, marked(c))))),
        h("tbody", {}, b.rows.map((r) => h("tr", {},
            r.map((c, i) => h("td", { "data-label": b.head[i] || "" }, marked(c)))))));
}

export function drawSection(sec, open) {
    return h("details.rules-section", { id: `rules-r${sec.n}`, open: !!open },
        h("summary", {}, h("span.rules-no", {}, `R${sec.n}`), " ", sec.title),
        parseMarkdown(sec.text).map(drawBlock));
}

// ---------------------------------------------------- the dialog

const sections = {}; // language -> the sections, once fetched

async function fetchSections(code) {
    if (sections[code]) return sections[code];
    const r = await fetch(`/rules/${code}.json`);
    if (!r.ok) throw new Error(`rules ${code}: ${r.status}`);
    sections[code] = (await r.json()).sections || [];
    return sections[code];
}

// Fills `body` with the card (of a game with or without the Inquisitor,
// R12) and the rulebook's sections; `open` (a section number) starts
// opened and in view.
export async function showRules(body, cardText, open = 0) {
    const list = h("div.rules-sections", { id: "rules-sections" });
    fill(body, drawCard(parseCard(cardText)), h("h3.rules-full", {}, t("rules_full")), list);
    try {
        const secs = await fetchSections(lang());
        fill(list, secs.map((s) => drawSection(s, s.n === open)));
        const target = open && document.getElementById(`rules-r${open}`);
        if (target) target.scrollIntoView({ block: "start" });
    } catch {
        // Without the server's sections the card alone is shown.
    }
}

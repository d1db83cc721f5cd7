// analysis.js - the replay's "Analyse" (docs/web-protocol.md, "Analysis"):
// the button, the request (POST, then a GET about once a second while the
// page is open, a cancel when it is left), and the analysis drawn: each
// seat's accuracy and marks in a table, the odds of winning as a graph,
// the marks on the replay's log and the verdict of the step shown. What
// the answers mean, and the graph's geometry, are web/analysis-state.js.

import { h } from "./dom.js";
import { lang, rtl, t } from "./i18n.js";
import {
    IDLE, answerState, graphOf, marksByStep, offered, pct, polling, positionOfStep, progressLine,
    progressShare, query, seatRows, stepOfPosition, verdictAt,
} from "./analysis-state.js";

const POLL_MS = 1000;

let id = null;
let key = "";
let state = IDLE;
let marks = new Map();
let timer = null;
let seq = 0;          // bumped when the game changes: an older answer is dropped
let peeked = false;   // the look on opening the page was taken
let redraw = () => {};

// --------------------------------------------------------------- requests

const url = (tail = "") => `/api/games/${id}/analysis${tail}${query(lang(), key)}`;

async function ask(method) {
    try {
        const r = await fetch(url(), { method, cache: "no-store" });
        let body = null;
        try { body = await r.json(); } catch { body = null; }
        return answerState(r.status, body);
    } catch {
        return answerState(0, null);
    }
}

function stopTimer() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
}

// Takes the answer `s` to request `my`; asks again in a second while the
// analysis is being made. `quiet`: a look on opening the page, which
// shows only an analysis made or under way, never a refusal.
function take(my, s, quiet = false) {
    if (my !== seq) return;
    if (quiet && !polling(s) && s.kind !== "done") return;
    const was = state.kind;
    state = s;
    marks = s.kind === "done" ? marksByStep(s.analysis) : new Map();
    stopTimer();
    if (polling(s)) {
        timer = setTimeout(async () => {
            timer = null;
            take(my, await ask("GET"));
        }, POLL_MS);
    }
    // The whole page when the marks come or go, else the panel alone.
    redraw(s.kind === "done" || was === "done");
}

async function press() {
    const my = seq;
    state = { kind: "asking" };
    redraw(false);
    take(my, await ask("POST"));
}

// The reader left: the server stops an analysis nobody waits for.
function cancel() {
    if (!polling(state) || id === null) return;
    const to = `/api/games/${id}/analysis/cancel${query("", key)}`;
    try {
        fetch(to, { method: "POST", keepalive: true, cache: "no-store" }).catch(() => {});
    } catch {
        if (navigator.sendBeacon) navigator.sendBeacon(to);
    }
}

function onPageHide() {
    cancel();
    stopTimer();
    if (polling(state)) state = IDLE;
}

// Back from the browser's cache after a pagehide: the panel as it is now
// (the analysis cancelled, or made meanwhile).
function onPageShow(e) {
    if (!e.persisted) return;
    peeked = false;
    redraw(false);
    peek();
}

// The replay of game `gameId` is shown; `onChange(full)` draws the page
// again (full: the log's marks changed too, else the panel alone).
export function attach(gameId, gameKey, onChange) {
    redraw = onChange;
    window.addEventListener("pagehide", onPageHide);
    window.addEventListener("pageshow", onPageShow);
    if (gameId === id && gameKey === key && (state.kind === "done" || polling(state))) {
        if (polling(state) && timer === null) take(seq, state);
        return;
    }
    stopTimer();
    id = gameId;
    key = gameKey;
    seq++;
    state = IDLE;
    marks = new Map();
    peeked = false;
}

// The game is loaded (a finished one): an analysis made already, or under
// way, is shown without a press.
export function peek() {
    if (peeked || state.kind !== "idle" || id === null) return;
    peeked = true;
    const my = seq;
    ask("GET").then((s) => take(my, s, true));
}

// The page is left: no more asking, and the analysis under way cancelled.
export function detach() {
    window.removeEventListener("pagehide", onPageHide);
    window.removeEventListener("pageshow", onPageShow);
    cancel();
    stopTimer();
    if (polling(state)) state = IDLE;
    seq++;
    redraw = () => {};
}

// The language changed: the analysis's words again, in it.
export function relang() {
    if (state.kind !== "done") return;
    const my = seq;
    ask("GET").then((s) => take(my, s, true));
}

export const done = () => state.kind === "done";

// ------------------------------------------------------------- drawing

// Each seat's colour, the same in the table, the graph and the replay's
// seats (a dot by the name).
export const seatColour = (p) => `var(--seat-${p % 10})`;
export const seatDot = (p) => (done() ? h("span.seat-dot", { "aria-hidden": "true", style: { background: seatColour(p) } }) : null);

const markWord = (m) => t(`mark_${m}`);

// A mark's symbol, read left to right even in a right-to-left page
// ("?!" is not "!?").
function symbol(m, props = {}) {
    return h(`span.mark-sym.m-${m.mark}`, { dir: "ltr", ...props }, m.symbol);
}

// The mark of the step of replay position `pos` for its line in the log
// (a button that goes there), or null.
export function logMark(pos, go) {
    const m = marks.get(stepOfPosition(pos));
    if (!m || !m.symbol) return null;
    return h(`button.mark-sym.m-${m.mark}`, {
        type: "button", dir: "ltr", "aria-label": markWord(m.mark), title: markWord(m.mark),
        "data-step": m.step, onclick: (e) => { e.stopPropagation(); go(pos); },
    }, m.symbol);
}

// Whether the step of replay position `pos` has something to say.
export const hasVerdict = (pos) => verdictAt(marks, stepOfPosition(pos)) !== null;

// What the analysis says of the move shown at replay position `pos`: its
// mark and the better move, and at a challenge window the claim's odds
// as its seat could see them and whether it was true.
export function verdict(pos, names) {
    const m = verdictAt(marks, stepOfPosition(pos));
    if (!m) return null;
    const c = m.claim;
    const who = (names || [])[m.seat] || String(m.seat);
    return h(`div.verdict${m.symbol ? `.m-${m.mark}` : ""}`, { id: "verdict", "data-step": m.step },
        m.symbol ? h("p.verdict-text", {}, symbol(m), " ", m.text || markWord(m.mark)) : null,
        c ? h("p.verdict-claim", {}, t(c.true ? "claim_true" : "claim_bluff"), " ",
            t("claim_odds", { A: who, n: pct(c.odds) })) : null);
}

const NS = "http://www.w3.org/2000/svg";
function svg(tag, attrs, ...kids) {
    const el = document.createElementNS(NS, tag);
    for (const [k, v] of Object.entries(attrs || {})) el.setAttribute(k, String(v));
    for (const k of kids) if (k) el.appendChild(k);
    return el;
}

// The seats' table: accuracy, marks, claims read right.
function table(a, names) {
    const rows = seatRows(a);
    const head = (label, title) => h("th", { scope: "col", title }, label);
    const sym = (m, s) => h("span.mark-sym.m-" + m, { dir: "ltr" }, s);
    return h("div.analysis-table-wrap", {},
        h("table.analysis-table", { id: "analysis-table" },
            h("thead", {}, h("tr", {},
                head(t("col_player")),
                head(t("accuracy")),
                head(sym("inaccuracy", "?!"), markWord("inaccuracy")),
                head(sym("mistake", "?"), markWord("mistake")),
                head(sym("blunder", "??"), markWord("blunder")),
                head(t("claims_read")))),
            h("tbody", {}, rows.map((r) => h("tr", { "data-seat": r.seat },
                h("th", { scope: "row" }, h("span.seat-dot", { "aria-hidden": "true", style: { background: seatColour(r.seat) } }),
                    h("span.analysis-name", {}, (names || [])[r.seat] || String(r.seat)),
                    r.winner ? h("span.analysis-won", { title: t("winner"), "aria-label": t("winner") }, "\u00a0★") : null),
                h("td.acc", {}, t("percent", { n: r.accuracy })),
                h("td", { "aria-label": `${markWord("inaccuracy")}: ${r.inaccuracies}` }, String(r.inaccuracies)),
                h("td", { "aria-label": `${markWord("mistake")}: ${r.mistakes}` }, String(r.mistakes)),
                h("td", { "aria-label": `${markWord("blunder")}: ${r.blunders}` }, String(r.blunders)),
                h("td", {}, r.challenges ? t("n_of_m", { n: r.read, m: r.challenges }) : "–"))))),
        h("p.marks-legend", {},
            ["inaccuracy", "mistake", "blunder"].map((m) =>
                h("span.legend-item", {}, sym(m, { inaccuracy: "?!", mistake: "?", blunder: "??" }[m]), " ", markWord(m)))));
}

// The odds of winning: a line per seat over the steps, the replay's
// position marked, each marked decision a dot that goes to it. An SVG
// stretched to the panel's width (its lines keep their thickness); the
// figures and the dots over it in HTML, so that a stretch never
// flattens them.
function graph(a, names, pos, lastPos, go) {
    const W = 320, H = 140, PAD = 8;
    const g = graphOf(a, { width: W, height: H, pad: PAD, last: stepOfPosition(lastPos), rtl: rtl() });
    const at = (x, y) => ({ left: `${(100 * x) / W}%`, top: `${(100 * y) / H}%` });
    const now = stepOfPosition(pos);
    const kids = [
        ...g.ticks.map((k) => svg("line", {
            class: k.value === 0.5 ? "graph-grid half" : "graph-grid", x1: PAD, x2: W - PAD, y1: k.y, y2: k.y,
            "vector-effect": "non-scaling-stroke",
        })),
        now >= 0 ? svg("line", {
            class: "graph-now", x1: g.xOf(now), x2: g.xOf(now), y1: PAD, y2: H - PAD, "vector-effect": "non-scaling-stroke",
        }) : null,
        ...g.lines.map((l) => svg("path", {
            class: "graph-line", d: l.path, fill: "none", stroke: seatColour(l.seat), "data-seat": l.seat,
            "vector-effect": "non-scaling-stroke",
        })),
    ];
    const who = (p) => (names || [])[p] || String(p);
    return h("figure.graph", { id: "analysis-graph" },
        h("figcaption", {}, t("win_odds")),
        h("div.graph-box", {},
            h("div.graph-plot", { role: "img", "aria-label": t("win_odds") },
                svg("svg", { viewBox: `0 0 ${W} ${H}`, preserveAspectRatio: "none", "aria-hidden": "true" }, ...kids),
                ...g.ticks.map((k) => h("span.graph-tick", { style: { top: `${(100 * k.y) / H}%` } },
                    t("percent", { n: Math.round(k.value * 100) }))),
                ...g.lines.flatMap((l) => l.points.filter((p) => p.step === now).map((p) =>
                    h("span.graph-dot", { style: { ...at(p.x, p.y), background: seatColour(l.seat) } }))),
                ...g.marks.map((m) => h(`button.graph-mark.m-${m.mark}`, {
                    type: "button", style: at(m.x, m.y), "data-step": m.step,
                    "aria-label": `${markWord(m.mark)}: ${who(m.seat)}`, title: `${markWord(m.mark)}: ${who(m.seat)}`,
                    onclick: () => go(positionOfStep(m.step)),
                })))),
        h("ul.graph-keys", {}, g.lines.map((l) => h("li", {},
            h("span.seat-dot", { "aria-hidden": "true", style: { background: seatColour(l.seat) } }), who(l.seat)))));
}

// The panel under the replay's controls: the button or how the request
// goes, then the analysis when it is made.
export function panel(names, pos, lastPos, go) {
    const line = progressLine(state);
    const share = progressShare(state);
    const a = state.kind === "done" ? state.analysis : null;
    const busy = polling(state);
    return h("section.panel.analysis", { id: "analysis", "aria-busy": busy ? "true" : null },
        h("div.analysis-head", {},
            h("h2", {}, t("analysis")),
            offered(state) ? h("button.primary", { type: "button", id: "analyse", onclick: press }, t("analyse")) : null),
        h("p.muted.analysis-about", {}, t("analysis_about")),
        line ? h(`p.analysis-status${state.kind === "error" || state.kind === "stopped" ? ".refused" : ""}`,
            { id: "analysis-status", role: "status" }, t(line[0], line[1] || undefined)) : null,
        busy ? h("div.analysis-bar", { "aria-hidden": "true" },
            h(`div.analysis-fill${share === null ? ".waiting" : ""}`, { style: { width: `${Math.round(100 * (share ?? 1))}%` } })) : null,
        a ? h("div.analysis-body", {}, table(a, names), graph(a, names, pos, lastPos, go)) : null,
        a ? h("p.muted.marks-how", {}, t("marks_how")) : null);
}

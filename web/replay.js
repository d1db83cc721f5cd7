// replay.js - a finished game at /games/ID, from /api/games/ID?lang=xx:
// every card shown, step by step (first, back, forward, last, or the arrow
// keys), with the narration of each step and a link to the record. A game
// of an unlisted room is at /games/ID?key=SECRET: the key goes with both.
// Its analysis (the Analyse button, the marks, the graph) is web/analysis.js.

import { fill, h } from "./dom.js";
import { emblem, factionBadge, reserveMark } from "./art.js";
import { arrow, cardName, lang, rtl, t, tn } from "./i18n.js";
import * as analysis from "./analysis.js";

export const name = "replay";

let root = null;
let id = null;
let key = "";       // the game's secret (an unlisted room's), from ?key=
let game = null;    // the server's answer
let steps = [];     // [{lines, seats, court, ...}], steps[0] the deal
let at = null;      // the position shown; null until the game is loaded
let missing = false;

// The answer's positions: the deal (`start`), then one per step, each
// with every seat's coins and cards ({card, up}, null for an empty slot)
// and the lines that led to it.
export function stepsOf(g) {
    const out = [];
    if (g.start) out.push({ ...g.start, seat: null, lines: [] });
    for (const s of g.steps || []) out.push(s);
    return out;
}

// The name of the away player whose stand-in bot chose step s, or null:
// such a step is marked as the live room's log marks it.
export function standInOf(g, s) {
    if (!s || s.stand_in !== true || !(s.seat >= 0)) return null;
    return (g.names || [])[s.seat] || String(s.seat);
}

// The stand-in's mark of step s, or null.
function markOf(s) {
    const who = standInOf(game, s);
    return who === null ? null : h("span.stand-in-mark", {}, t("stand_in", { A: who }));
}

// A step in the log (position `pos`): its lines, after the stand-in's
// mark if it has one, and the analysis's mark of its move; a line the
// analysis says something of goes to its step when selected.
function stepItem(s, pos, current) {
    const mark = markOf(s);
    const judged = analysis.hasVerdict(pos);
    const sym = analysis.logMark(pos, go);
    return h(`li.ev${current ? ".current" : ""}${mark ? ".stand-in" : ""}${judged ? ".judged" : ""}${sym ? ".marked" : ""}`,
        judged ? { "data-pos": pos, onclick: () => go(pos) } : {},
        mark, sym ? h("span.line.first", {}, h("span", {}, (s.lines || [])[0] || ""), sym) : null,
        (s.lines || []).slice(sym ? 1 : 0).map((l) => h("span.line", {}, l)));
}

// Where the replay opens: the table as the first player to decide saw it
// (after the start draw and the deal), the position before the first step
// made by a seat; the last position if no seat ever moved.
function firstDecision() {
    const i = steps.findIndex((s, n) => n > 0 && s.seat >= 0);
    return i > 0 ? i - 1 : steps.length - 1;
}

function seatView(p, step) {
    const names = game.names || [];
    const cards = ((step.cards || [])[p] || []).filter(Boolean);
    const coins = (step.coins || [])[p] ?? 0;
    const acting = step.seat === p;
    const dead = cards.length > 0 && cards.every((c) => c.up);
    const won = game.winner === p && at === steps.length - 1;
    const f = (step.factions || [])[p]; // R16, under Reformation
    return h(`div.seat${acting ? ".turn" : ""}${dead ? ".dead" : ""}${won ? ".winner" : ""}${f ? `.f-${f}` : ""}`, { "data-seat": p },
        h("div.seat-head", {}, analysis.seatDot(p), h("span.seat-name", {}, names[p] || String(p)),
            f ? h("span.seat-marks", {}, factionBadge(f)) : null),
        h("div.seat-body", {},
            h("span.coins", { "aria-label": tn("coins", coins), title: tn("coins", coins) },
                h("span.coin", { "aria-hidden": "true" }), h("span.coin-n", {}, String(coins))),
            h("div.seat-cards", {}, cards.map(({ card, up }) =>
                h(`div.card.small.c-${card}${up ? ".up" : ""}`, { "data-card": card },
                    emblem(card),
                    h("span.card-name", {}, cardName(card)))))),
        dead ? h("div.exiled", {}, t("exiled")) : null);
}

// The other button a keyboard player lands on when theirs becomes
// disabled (First at the first step, Last at the last).
const OTHER = { first: "next", prev: "next", next: "prev", last: "prev" };

function go(n) {
    if (!game) return;
    const f = document.activeElement;
    const was = f && f.matches(":focus-visible") ? f.id : "";
    at = Math.max(0, Math.min(steps.length - 1, n));
    render();
    // The page is drawn anew: a keyboard player's focus stays on the
    // control used.
    if (Object.hasOwn(OTHER, was)) {
        const b = document.getElementById(was);
        const to = b && !b.disabled ? b : document.getElementById(OTHER[was]);
        if (to && !to.disabled) to.focus();
    }
}

function render() {
    if (!root) return;
    if (missing || !game) {
        fill(root, missing ? h("section.panel.door", {}, h("p.big", {}, t("no_game")),
            h("a.button", { href: "/", "data-link": true }, t("lobby"))) : null);
        return;
    }
    const step = steps[at] || { lines: [] };
    const last = steps.length - 1;
    const btn = (idn, label, to, disabled) =>
        h("button", { type: "button", id: idn, disabled, onclick: () => go(to) }, label);
    const court = step.court;
    const players = game.players || (game.names || []).length;
    fill(root,
        h("div.replay", {},
            h("div.replay-head", {},
                h("h1", {}, `${t("replay")} #${id}`),
                h("a.button.ghost", { href: `/games/${id}.rec${keyQuery("?")}`, download: `coup-${id}.rec`, id: "download" }, t("download"))),
            // What the step did, above the table it made; the controls
            // after it (at the bottom of a phone's screen, under the thumb).
            h("section.panel.log.step-now", {},
                h("ol.log-list.replay-lines", { id: "step-lines", "aria-live": "polite" },
                    (step.lines || []).map((l, i) => h(`li.ev${standInOf(game, step) !== null ? ".stand-in" : ""}`, {},
                        i === 0 ? markOf(step) : null, h("span.line", {}, l)))),
                analysis.verdict(at, game.names)),
            h("div.felt", {},
                h("div.seats", { id: "seats" }, Array.from({ length: players }, (_, p) => seatView(p, step))),
                h("div.center", {},
                    court !== undefined ? h("span.court", {}, h("span.court-stack", { "aria-hidden": "true" }), t("court", { k: court })) : null,
                    typeof step.reserve === "number" ? reserveMark(step.reserve) : null,
                    h("span.turn-no", { id: "step-no" }, t("step", { n: at, m: last })))),
            h("div.replay-controls", { role: "group", "aria-label": t("replay") },
                btn("first", `${arrow("«")} ${t("first")}`, 0, at === 0),
                btn("prev", `${arrow("◀")} ${t("prev")}`, at - 1, at === 0),
                btn("next", `${t("next")} ${arrow("▶")}`, at + 1, at === last),
                btn("last", `${t("last")} ${arrow("»")}`, last, at === last)),
            analysisPanel(),
            h("section.panel.log.all", {},
                h("h2", {}, t("log")),
                h("ol.log-list", { id: "replay-log" },
                    steps.slice(1, at + 1).map((s, i) => stepItem(s, i + 1, i + 1 === at))))));
    const log = document.getElementById("replay-log");
    if (log) log.scrollTop = log.scrollHeight;
}

// The analysis's panel, under the controls.
function analysisPanel() {
    return analysis.panel(game.names, at, steps.length - 1, go);
}

// The analysis changed: the whole page when its marks came (or went),
// else its panel alone (the log keeps where it was scrolled to).
function analysisChanged(full) {
    if (!root || !game) return;
    const el = document.getElementById("analysis");
    if (full || !el) { render(); return; }
    const now = analysisPanel();
    el.replaceWith(now);
}

// "?key=..." (or "&key=...") when the page has a key, else "".
function keyQuery(sep) {
    return key ? `${sep}key=${encodeURIComponent(key)}` : "";
}

async function load() {
    try {
        const r = await fetch(`/api/games/${id}?lang=${lang()}${keyQuery("&")}`);
        if (!r.ok) throw new Error(String(r.status));
        game = await r.json();
        steps = stepsOf(game);
        missing = steps.length === 0;
        if (at === null) at = firstDecision();
        if (at >= steps.length) at = steps.length - 1;
        if (!missing) analysis.peek();
    } catch {
        missing = true;
    }
    render();
}

function onKey(e) {
    const tag = e.target && e.target.tagName;
    if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA") return;
    // The arrow keys go the way the page reads: back is on the right in RTL.
    const back = rtl() ? "ArrowRight" : "ArrowLeft", on = rtl() ? "ArrowLeft" : "ArrowRight";
    const moves = { [back]: at - 1, [on]: at + 1, Home: 0, End: steps.length - 1 };
    if (e.key in moves) { e.preventDefault(); go(moves[e.key]); }
}

export function mount(el, gameId) {
    root = el;
    const k = new URLSearchParams(location.search).get("key") || "";
    if (gameId !== id || k !== key) { id = gameId; key = k; at = null; game = null; }
    missing = false;
    document.addEventListener("keydown", onKey);
    analysis.attach(id, key, analysisChanged);
    render();
    load();
}

export function unmount() {
    document.removeEventListener("keydown", onKey);
    analysis.detach();
    root = null;
}

export function relabel() {
    if (root) { load(); analysis.relang(); }
}

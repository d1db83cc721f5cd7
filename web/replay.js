// replay.js - a finished game at /games/ID, from /api/games/ID?lang=xx:
// every card shown, step by step (first, back, forward, last, or the arrow
// keys), with the narration of each step and a link to the record.

import { fill, h } from "./dom.js";
import { cardName, lang, t } from "./i18n.js";

export const name = "replay";

let root = null;
let id = null;
let game = null;    // the server's answer
let steps = [];     // [{lines, seats, court, ...}], steps[0] the deal
let at = 0;
let missing = false;

// The answer's steps, whatever their field is called: a list of
// positions, each with the lines that led to it.
function stepsOf(g) {
    const list = g.steps || g.moves || g.events || [];
    const out = [];
    if (g.start && !list.some((s) => s.n === -1)) out.push({ ...g.start, lines: g.start.lines || [] });
    for (const s of list) out.push(s);
    return out;
}

// A seat's cards in a step: [{card, up}].
function cardsOf(seat) {
    const out = [];
    const list = seat.cards || seat.hand || [];
    for (const c of list) {
        if (typeof c === "string") out.push({ card: c, up: (seat.up || []).includes(c) && false });
        else if (c && c.card) out.push({ card: c.card, up: !!c.up });
    }
    if (!seat.cards && !seat.hand) {
        for (const c of seat.mine || seat.down || []) out.push({ card: c, up: false });
    }
    for (const c of (seat.cards || seat.hand) ? [] : seat.up || []) out.push({ card: c, up: true });
    if ((seat.cards || seat.hand) && seat.up) {
        // Face-up cards listed apart from the face-down ones.
        const names = list.filter((c) => typeof c === "string");
        if (names.length === list.length) for (const c of seat.up) out.push({ card: c, up: true });
    }
    return out;
}

function seatNames() {
    if (Array.isArray(game.names)) return game.names;
    if (Array.isArray(game.players)) return game.players.map((p) => (typeof p === "string" ? p : p.name));
    return [];
}

function seatView(s, i, step) {
    const names = seatNames();
    const seat = s.seat ?? i;
    const acting = step.seat === seat;
    const won = game.winner === seat && at === steps.length - 1;
    const dead = s.alive === false;
    return h(`div.seat${acting ? ".turn" : ""}${dead ? ".dead" : ""}${won ? ".winner" : ""}`, { "data-seat": seat },
        h("div.seat-head", {}, h("span.seat-name", {}, s.name || names[seat] || String(seat))),
        h("div.seat-body", {},
            h("span.coins", { "aria-label": t("coins", { n: s.coins }), title: t("coins", { n: s.coins }) },
                h("span.coin", { "aria-hidden": "true" }), h("span.coin-n", {}, String(s.coins ?? 0))),
            h("div.seat-cards", {}, cardsOf(s).map(({ card, up }) =>
                h(`div.card.small.c-${card}${up ? ".up" : ""}`, { "data-card": card },
                    h("span.card-gem", { "aria-hidden": "true" }),
                    h("span.card-name", {}, cardName(card)))))),
        dead ? h("div.exiled", {}, t("exiled")) : null);
}

function go(n) {
    at = Math.max(0, Math.min(steps.length - 1, n));
    render();
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
    const court = step.court ?? (step.state && step.state.court);
    fill(root,
        h("div.replay", {},
            h("div.replay-head", {},
                h("h1", {}, `${t("replay")} #${id}`),
                h("a.button.ghost", { href: `/games/${id}.rec`, download: `coup-${id}.rec`, id: "download" }, t("download"))),
            h("div.felt", {},
                h("div.seats", { id: "seats" }, (step.seats || (step.state && step.state.seats) || []).map((s, i) => seatView(s, i, step))),
                h("div.center", {},
                    court !== undefined ? h("span.court", {}, h("span.court-stack", { "aria-hidden": "true" }), t("court", { k: Array.isArray(court) ? court.length : court })) : null,
                    h("span.turn-no", { id: "step-no" }, t("step", { n: at, m: last })))),
            h("div.replay-controls", { role: "group" },
                btn("first", `⏮ ${t("first")}`, 0, at === 0),
                btn("prev", `◀ ${t("prev")}`, at - 1, at === 0),
                btn("next", `${t("next")} ▶`, at + 1, at === last),
                btn("last", `${t("last")} ⏭`, last, at === last)),
            h("section.panel.log", {},
                h("ol.log-list.replay-lines", { id: "step-lines", "aria-live": "polite" },
                    (step.lines || []).map((l) => h("li.ev", {}, h("span.line", {}, l)))),
                step.waiting ? h("p.muted", {}, step.waiting) : null),
            h("section.panel.log.all", {},
                h("h2", {}, t("log")),
                h("ol.log-list", { id: "replay-log" },
                    steps.slice(1, at + 1).map((s, i) => h(`li.ev${i + 1 === at ? ".current" : ""}`, {},
                        (s.lines || []).map((l) => h("span.line", {}, l))))))));
    const log = document.getElementById("replay-log");
    if (log) log.scrollTop = log.scrollHeight;
}

async function load() {
    try {
        const r = await fetch(`/api/games/${id}?lang=${lang()}`);
        if (!r.ok) throw new Error(String(r.status));
        game = await r.json();
        steps = stepsOf(game);
        missing = steps.length === 0;
        if (at >= steps.length) at = steps.length - 1;
    } catch {
        missing = true;
    }
    render();
}

function onKey(e) {
    const tag = e.target && e.target.tagName;
    if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA") return;
    const moves = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: steps.length - 1 };
    if (e.key in moves) { e.preventDefault(); go(moves[e.key]); }
}

export function mount(el, gameId) {
    root = el;
    if (gameId !== id) { id = gameId; at = 0; game = null; }
    missing = false;
    document.addEventListener("keydown", onKey);
    render();
    load();
}

export function unmount() {
    document.removeEventListener("keydown", onKey);
    root = null;
}

export function relabel() {
    if (root) load();
}

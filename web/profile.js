// profile.js - a player's page at /players/NAME, from
// /api/players/NAME?lang=xx: the rating of each game family with a line of
// its history, games played and won, streaks, the figures, the claims per
// character, the achievements, the head-to-head and the recent games
// (links to their replays). account-state.js makes the view model and the
// plot's points; this draws them.

import { fill, h } from "./dom.js";
import { emblem } from "./art.js";
import { cardName, lang, listOf, rtl, t, tn } from "./i18n.js";
import { account } from "./account.js";
import { historyOf, plotOf, profileUrl, profileView } from "./account-state.js";

export const name = "profile";

let root = null;
let who = null;      // the name of the page
let data = null;     // the answer; null: loading; false: no such player
let seq = 0;

const NS = "http://www.w3.org/2000/svg";
function svg(tag, attrs, ...kids) {
    const el = document.createElementNS(NS, tag);
    for (const [k, v] of Object.entries(attrs || {})) el.setAttribute(k, String(v));
    for (const k of kids) if (k) el.appendChild(typeof k === "string" ? document.createTextNode(k) : k);
    return el;
}

// A day, in the page's language with the digits the rest of the page uses.
export function day(seconds) {
    try {
        return new Date(seconds * 1000).toLocaleDateString(`${lang()}-u-nu-latn`, { year: "numeric", month: "long", day: "numeric" });
    } catch {
        return new Date(seconds * 1000).toISOString().slice(0, 10);
    }
}

// The rating's line: an SVG stretched to the card's width (its lines keep
// their thickness), with the dots and the ratings over it in HTML, so
// that a stretch never flattens a dot or a figure.
function plot(r) {
    const history = historyOf(r);
    const W = 320, H = 110;
    const p = plotOf(history, { width: W, height: H, pad: 10, rtl: rtl() });
    if (p.points.length < 2) return null;
    const last = p.points[p.points.length - 1];
    const at = (x, y) => ({ left: `${(100 * x) / W}%`, top: `${(100 * y) / H}%` });
    return h("div.plot", { role: "img", "aria-label": t("rating_history") },
        svg("svg", { viewBox: `0 0 ${W} ${H}`, preserveAspectRatio: "none", "aria-hidden": "true" },
            ...p.ticks.map((k) => svg("line", {
                class: "plot-grid", x1: 0, x2: W, y1: k.y, y2: k.y, "vector-effect": "non-scaling-stroke",
            })),
            svg("path", { class: "plot-line", d: p.path, fill: "none", "vector-effect": "non-scaling-stroke" })),
        ...p.ticks.filter((k, i) => i === 0 || i === p.ticks.length - 1).map((k) =>
            h("span.plot-tick", { style: { top: `${(100 * k.y) / H}%` } }, String(k.rating))),
        ...p.points.map((q) => h(`span.plot-dot${q === last ? ".last" : ""}`, {
            style: at(q.x, q.y), title: q.game ? t("plot_point", { n: q.game, m: q.rating }) : String(q.rating),
        })));
}

const tile = (label, value, id) => h("div.tile", id ? { "data-fig": id } : {}, h("dt", {}, label), h("dd", {}, value));

function ratingCard(r) {
    return h("section.panel.rating-card", { "data-family": r.family },
        h("h2", {}, t(`family_${r.family}`)),
        h("div.rating-line", {},
            h("span.rating-big", {}, String(r.rating)),
            h("span.rating-meta", {},
                h("span", {}, tn("rated_games", r.games)),
                h("span", {}, r.place ? t("board_place", { n: r.place }) : t("not_ranked")))),
        plot(r));
}

// A game of the player's: its names with the player's in bold.
function recentRow(g) {
    const sep = listOf(["", ""]); // the language's comma
    const list = [];
    g.names.forEach((n, i) => { if (i) list.push(sep); list.push(i === g.seat ? h("b", {}, n) : n); });
    return h("li", {}, h(`a.game-row${g.won ? ".won" : ""}`, { href: g.href, "data-link": true },
        h("span.game-id", {}, `#${g.id}`),
        h("span.game-place", {}, g.won ? `★ ${t("place_of", { n: g.place, m: g.players })}` : t("place_of", { n: g.place, m: g.players })),
        h(`span.badge${g.rated ? ".rated" : ""}`, {}, t(g.rated ? "rated" : "unrated")),
        h("span.game-names", {}, list),
        g.finished ? h("time", {}, day(g.finished)) : null));
}

function render() {
    if (!root) return;
    if (data === null) { fill(root, h("p.muted.loading", {}, t("loading"))); return; }
    if (data === false) {
        fill(root, h("section.panel.door", {}, h("p.big", {}, t("no_player")),
            h("a.button", { href: "/leaderboard", "data-link": true }, t("leaderboard"))));
        return;
    }
    const v = profileView(data, account());
    const streakText = v.streak ? tn(v.streak.key, v.streak.n) : "—";
    fill(root, h("div.profile", {},
        h("div.profile-head", {},
            h("div", {},
                h("h1", { dir: "auto" }, v.name),
                v.since ? h("p.muted", {}, t("player_since", { s: day(v.since) })) : null),
            h("div.row", {},
                v.own ? h("a.button", { href: "/account", "data-link": true, id: "to-account" }, t("account")) : null,
                h("a.button.ghost", { href: "/leaderboard", "data-link": true }, t("leaderboard")))),
        h("dl.tiles", { id: "profile-tiles" },
            tile(t("games_played"), String(v.games), "games"),
            tile(t("games_won"), String(v.wins), "wins"),
            tile(t("win_rate"), v.winRate === null ? "—" : `${v.winRate}%`, "rate"),
            tile(t("streak_now"), streakText, "streak"),
            tile(t("best_streak"), tn("streak_wins", v.best), "best"),
            tile(t("worst_streak"), tn("streak_losses", v.worst), "worst"),
            tile(t("fastest_win"), v.fastest === null ? "—" : tn("turns", v.fastest), "fastest")),
        v.ratings.length ? h("div.ratings", { id: "ratings" }, v.ratings.map(ratingCard)) : null,
        h("div.profile-grid", {},
            h("section.panel", { id: "figures" },
                h("h2", {}, t("figures")),
                h("dl.stats.figures", {}, v.figures.map((f) =>
                    h("div.stat", {}, h("dt", {}, t(f.key)), h("dd", {}, String(f.n)))))),
            h("section.panel", { id: "claims" },
                h("h2", {}, t("claims_by_card")),
                v.claims.length ? h("ul.claims", {}, v.claims.map((c) =>
                    h("li.claim", { "data-card": c.card },
                        h(`span.claim-card.c-${c.card}`, {}, emblem(c.card)),
                        h("span.claim-name", {}, cardName(c.card)),
                        h("span.claim-bar", { "aria-hidden": "true" },
                            h("span", { style: { inlineSize: `${Math.max(4, Math.round(c.share * 100))}%` } })),
                        h("span.claim-n", {}, String(c.n))))) : h("p.muted", {}, "—")),
            h("section.panel", { id: "achievements" },
                h("h2", {}, t("achievements")),
                h("ul.achievements", {}, v.achievements.map((a) =>
                    h(`li.ach${a.n ? "" : ".none"}`, { "data-ach": a.id },
                        h("span.ach-count", {}, `×${a.n}`),
                        h("span.ach-text", {},
                            h("span.ach-name", {}, t(`ach_${a.id}`)),
                            h("span.ach-about", {}, t(`ach_${a.id}_about`))))))),
            h("section.panel", { id: "head-to-head" },
                h("h2", {}, t("head_to_head")),
                v.opponents.length ? h("div.table-wrap", {}, h("table.board.h2h", {},
                    h("thead", {}, h("tr", {},
                        h("th", { scope: "col" }, t("opponent")),
                        h("th.num", { scope: "col" }, t("col_games")),
                        h("th.num", { scope: "col" }, t("finished_ahead")),
                        h("th.num", { scope: "col" }, t("finished_behind")))),
                    h("tbody", {}, v.opponents.map((o) => h("tr", {},
                        h("td.who", {}, h("a", { href: o.href, "data-link": true, dir: "auto" }, o.name)),
                        h("td.num", {}, String(o.games)),
                        h("td.num", {}, String(o.ahead)),
                        h("td.num", {}, String(o.behind))))))) : h("p.muted", {}, "—")),
            h("section.panel.recent", { id: "profile-recent" },
                h("h2", {}, t("recent_games")),
                v.recent.length ? h("ul.list", {}, v.recent.map((g) => recentRow(g)))
                    : h("p.muted", {}, t("no_games_yet"))))));
}

async function load() {
    const mine = ++seq;
    let answer;
    try {
        const r = await fetch(profileUrl(who, lang()), { credentials: "same-origin" });
        answer = r.ok ? await r.json() : false;
    } catch {
        answer = false;
    }
    if (mine !== seq) return;
    data = answer && typeof answer === "object" ? answer : false;
    render();
}

export function mount(el, player) {
    root = el;
    if (player !== who) { who = player; data = null; }
    render();
    load();
}

export function unmount() { root = null; }
export function relabel() { render(); }
export function accountChanged() { render(); }

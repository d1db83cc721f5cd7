// account-state.js - what the account pages show, apart from drawing
// them: the routes, the forms' checks, the server's refusals as words, the
// rating plot's points, the leaderboard's rows and pages, a profile's view
// model. Pure: no DOM, no storage, no fetch; tests/web/account.test.mjs
// runs it under node. auth.js, profile.js and leaderboard.js draw the
// answers (the accounts API: /api/me, /api/account/*, /api/players/NAME,
// /api/leaderboard).

// The rating families, in the order of the leaderboard's tabs.
export const FAMILIES = ["base", "inquisitor", "reformation"];
export const CARDS = ["duke", "assassin", "captain", "ambassador", "contessa", "inquisitor"];
export const ACHIEVEMENTS = ["no_bluff", "comeback", "untouched", "bluff_master", "sharp_eye"];
// The refusals' CODEs: each is shown as the word account_error_CODE.
export const ERROR_CODES = [
    "bad_request", "name_form", "password_form", "name_taken", "bad_credentials",
    "signed_out", "too_many", "origin", "unavailable",
];

// ------------------------------------------------------------ routes

// The account page of `path`: {page: "signin"|"signup"|"account"|
// "leaderboard"} or {page: "profile", name}; null for another path.
export function accountRoute(path) {
    const m = /^\/(signin|signup|account|leaderboard)\/?$/.exec(path);
    if (m) return { page: m[1] };
    const p = /^\/players\/([^/]+)\/?$/.exec(path);
    if (p) {
        let name;
        try { name = decodeURIComponent(p[1]); } catch { return null; }
        return name.trim() ? { page: "profile", name } : null;
    }
    return null;
}

export const profilePath = (name) => `/players/${encodeURIComponent(name)}`;
export const profileUrl = (name, lang) =>
    `/api/players/${encodeURIComponent(name)}?lang=${encodeURIComponent(lang)}`;

// The leaderboard's family and page from the page's query ("?family=
// inquisitor&page=2"): the base game's first page unless said otherwise.
export function boardQuery(search) {
    const q = new URLSearchParams(search || "");
    const family = FAMILIES.includes(q.get("family")) ? q.get("family") : "base";
    const n = Number(q.get("page"));
    return { family, page: Number.isInteger(n) && n >= 1 ? n : 1 };
}

// The page's address for a family's page (page 1 is the family's own).
export function boardPath(family, page = 1) {
    return `/leaderboard?family=${family}${page > 1 ? `&page=${page}` : ""}`;
}
export const boardUrl = (family, page = 1) => `/api/leaderboard?family=${family}&page=${page}`;

// ------------------------------------------------------------- forms

const LETTER = /[\p{L}\p{M}]/u;
const SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Arabic}/u, /\p{Script=Devanagari}/u];
const INHERITED = /[\p{Script=Inherited}\p{Script=Common}]/u;

// Whether `name` (trimmed) is an account's name as the server takes it:
// 3-20 letters or digits of one script (Latin, Arabic or Devanagari),
// with spaces, "_", "-" and "." allowed inside.
export function nameOk(name) {
    const n = String(name ?? "").trim();
    const chars = [...n];
    if (chars.length < 3 || chars.length > 20) return false;
    if (!/^[\p{L}\p{N}][\p{L}\p{M}\p{N} _.-]*$/u.test(n)) return false;
    if (!/[\p{L}\p{M}\p{N}]$/u.test(n)) return false;
    let script = -1;
    for (const c of chars) {
        if (!LETTER.test(c)) continue;
        const s = SCRIPTS.findIndex((re) => re.test(c));
        if (s < 0) {
            if (INHERITED.test(c)) continue; // a mark over the letter before
            return false;
        }
        if (script >= 0 && s !== script) return false;
        script = s;
    }
    return true;
}

// Whether `password` is one the server takes: 8-128 bytes (UTF-8), and
// not the name.
export function passwordOk(password, name) {
    const p = String(password ?? "");
    const bytes = new TextEncoder().encode(p).length;
    return bytes >= 8 && bytes <= 128 && p !== String(name ?? "").trim();
}

// The words to show under a form's fields before sending it: {field:
// word key}, empty when the form may go. `kind`: "signin", "signup",
// "password" (a change: fields password, new_password, confirm) or
// "delete". An empty field of sign-in or delete is only marked ("").
export function formErrors(kind, f) {
    const out = {};
    const name = String(f.name ?? "").trim();
    if (kind === "signin") {
        if (!name) out.name = "";
        if (!f.password) out.password = "";
    } else if (kind === "signup") {
        if (!nameOk(name)) out.name = "account_error_name_form";
        if (!passwordOk(f.password, name)) out.password = "account_error_password_form";
        else if (f.confirm !== f.password) out.confirm = "passwords_differ";
    } else if (kind === "password") {
        if (!f.password) out.password = "";
        if (!passwordOk(f.new_password, name)) out.new_password = "account_error_password_form";
        else if (f.confirm !== f.new_password) out.confirm = "passwords_differ";
    } else if (kind === "delete") {
        if (!f.password) out.password = "";
    }
    return out;
}

// How long to wait after too many tries: {key, vars} for t(); seconds up
// to 90, whole minutes (rounded up) above.
export function waitWords(seconds) {
    const s = Math.max(1, Math.ceil(Number(seconds) || 0));
    return s <= 90 ? { key: "account_error_too_many", vars: { n: s } }
        : { key: "account_error_too_many_min", vars: { n: Math.ceil(s / 60) } };
}

// The words of a refusal: status (0: no answer at all) and the answer's
// body ({"error": CODE, "retry_s"}, or null): {key, vars, code, retry}.
export function refusal(status, body) {
    let code = body && typeof body.error === "string" ? body.error : "";
    if (!ERROR_CODES.includes(code)) {
        if (status === 0) return { key: "account_error_network", vars: null, code: "network", retry: 0 };
        code = status === 429 ? "too_many" : status === 401 ? "bad_credentials"
            : status === 403 ? "origin" : status >= 500 || status === 404 ? "unavailable" : "bad_request";
    }
    if (code === "too_many") {
        const retry = Math.max(1, Math.ceil(Number(body && body.retry_s) || 0) || 1);
        return { ...waitWords(retry), code, retry };
    }
    return { key: `account_error_${code}`, vars: null, code, retry: 0 };
}

// ------------------------------------------------------------- plot

// A rating history ([{game, at, rating}], oldest first) as a line in a
// box of width x height with `pad` around: {points: [{x, y, rating,
// game}], path ("M x y L ..."), low, high (the ratings at the box's bottom
// and top, on a step of 50), ticks: [{y, rating}]}. Games are spaced
// evenly; in a right-to-left page (rtl) the line runs from the right. One
// game is a point in the middle; none, no points.
// A newcomer's shown rating (docs/ratings.md): where every history starts.
export const NEWCOMER_RATING = 1500;

// The points a rating's plot draws: its history, from the newcomer's
// rating when the history is whole (every rated game in it), so that one
// game already draws a line.
export function historyOf(r) {
    const hs = Array.isArray(r && r.history) ? r.history : [];
    return hs.length && r.games === hs.length ? [{ rating: NEWCOMER_RATING, game: null }, ...hs] : hs;
}

export function plotOf(history, { width = 320, height = 120, pad = 8, rtl = false } = {}) {
    const hs = (Array.isArray(history) ? history : []).filter((h) => h && Number.isFinite(h.rating));
    const empty = { points: [], path: "", low: 0, high: 0, ticks: [] };
    if (!hs.length) return empty;
    const ratings = hs.map((h) => h.rating);
    let low = Math.floor(Math.min(...ratings) / 50) * 50;
    let high = Math.ceil(Math.max(...ratings) / 50) * 50;
    if (high - low < 100) {
        const mid = (low + high) / 2;
        low = Math.floor((mid - 50) / 50) * 50;
        high = low + 100;
        if (Math.max(...ratings) > high) high += 50;
    }
    const w = width - 2 * pad, hgt = height - 2 * pad;
    const round = (v) => Math.round(v * 10) / 10;
    const xOf = (i) => {
        const x = hs.length === 1 ? w / 2 : (w * i) / (hs.length - 1);
        return round(pad + (rtl ? w - x : x));
    };
    const yOf = (r) => round(pad + hgt * (1 - (r - low) / (high - low)));
    const points = hs.map((h, i) => ({ x: xOf(i), y: yOf(h.rating), rating: h.rating, game: h.game }));
    const path = points.map((p, i) => `${i ? "L" : "M"}${p.x} ${p.y}`).join(" ");
    const step = high - low > 300 ? 100 : 50;
    const ticks = [];
    for (let r = low; r <= high; r += step) ticks.push({ y: yOf(r), rating: r });
    return { points, path, low, high, ticks };
}

// ------------------------------------------------------- leaderboard

// The pages to offer around `page` of `pages`: the first, the last, and
// `span` each side of the current, "…" for a gap: [1, "…", 4, 5, 6, "…", 10].
export function pageWindow(page, pages, span = 1) {
    const out = [];
    for (let p = 1; p <= pages; p++) {
        if (p === 1 || p === pages || Math.abs(p - page) <= span) out.push(p);
        else if (out[out.length - 1] !== "…") out.push("…");
    }
    return out;
}

// The bot level of a row ("expert" is also said of the strongest).
const botLevel = (b) => (b === "expert" ? "search" : b);

// The leaderboard answer as drawn, for the account `me` ({name} or
// null): {family, page, pages, minGames, rows: [{place, name, bot,
// rating, games, me, href}], mine: {place, rating, games, page} or null,
// mineShown (our row is on this page), prev, next (page numbers or null),
// window (pageWindow)}.
export function boardView(answer, me) {
    const a = answer && typeof answer === "object" ? answer : {};
    const family = FAMILIES.includes(a.family) ? a.family : "base";
    const pages = Math.max(1, Number.isInteger(a.pages) ? a.pages : 1);
    const page = Math.min(pages, Math.max(1, Number.isInteger(a.page) ? a.page : 1));
    const perPage = Number.isInteger(a.per_page) && a.per_page > 0 ? a.per_page : 50;
    const myName = me && me.name ? me.name : null;
    const rows = (Array.isArray(a.rows) ? a.rows : []).map((r) => {
        const bot = r.bot ? botLevel(String(r.bot)) : null;
        const name = bot ? null : String(r.name ?? "");
        return {
            place: r.place, rating: r.rating, games: r.games, bot, name,
            me: !bot && myName !== null && name === myName,
            href: bot || !name ? null : profilePath(name),
        };
    });
    // Our own: placed, or rated but below the games a place needs (place
    // null), or never rated in this family (null).
    const mine = a.me && Number.isInteger(a.me.rating)
        ? {
            place: Number.isInteger(a.me.place) ? a.me.place : null, rating: a.me.rating, games: a.me.games,
            page: Number.isInteger(a.me.place) ? Math.ceil(a.me.place / perPage) : null,
        }
        : null;
    return {
        family, page, pages, perPage,
        minGames: Number.isInteger(a.min_games) ? a.min_games : null,
        rows, mine, mineShown: rows.some((r) => r.me),
        prev: page > 1 ? page - 1 : null, next: page < pages ? page + 1 : null,
        window: pageWindow(page, pages),
    };
}

// ----------------------------------------------------------- profile

// The figures' rows, in order: [answer's field, word key].
export const FIGURES = [
    ["actions", "fig_actions"], ["claims", "fig_claims"], ["bluffs", "fig_bluffs"],
    ["bluffs_caught", "stat_caught"], ["challenges", "fig_challenges"],
    ["challenges_won", "fig_challenges_won"], ["blocks", "stat_blocks"],
    ["cards_taken", "stat_cards"], ["cards_lost", "fig_cards_lost"], ["steals", "fig_steals"],
    ["coins_income", "fig_coins_income"], ["coins_aid", "fig_coins_aid"],
    ["coins_tax", "fig_coins_tax"], ["coins_steal", "fig_coins_steal"],
    ["coins_embezzle", "fig_coins_embezzle"],
];

const count = (v) => (Number.isFinite(v) && v >= 0 ? v : 0);

// A profile answer (GET /api/players/NAME) as drawn, `me` the account
// signed in ({name} or null): {name, own, since, games, wins, winRate (a
// whole percentage, null without games), ratings: [{family, rating,
// games, place, history}] (families played, in FAMILIES' order), streak
// ({key, n} or null), best, worst, fastest, figures: [{key, n}], claims:
// [{card, n, share}] (cards claimed, share of the most claimed 0..1),
// achievements: [{id, n}], opponents: [{name, games, ahead, behind,
// href}] (most met first), recent: [{id, href, finished, place, players,
// rated, names, seat, won}]}.
export function profileView(p, me) {
    const games = count(p.games), wins = count(p.wins);
    const ratings = FAMILIES.map((f) => (p.ratings || []).find((r) => r && r.family === f))
        .filter(Boolean)
        .map((r) => ({
            family: r.family, rating: r.rating, games: count(r.games),
            place: Number.isInteger(r.place) ? r.place : null,
            history: Array.isArray(r.history) ? r.history : [],
        }));
    const s = p.streaks || {};
    const streak = count(s.current) > 0 && (s.current_kind === "win" || s.current_kind === "loss")
        ? { key: s.current_kind === "win" ? "streak_wins" : "streak_losses", n: s.current } : null;
    const fig = p.figures || {};
    const figures = FIGURES.filter(([k]) => Number.isFinite(fig[k])).map(([k, key]) => ({ key, n: fig[k] }));
    const of = fig.claims_of || {};
    const most = Math.max(0, ...CARDS.map((c) => count(of[c])));
    const claims = CARDS.filter((c) => count(of[c]) > 0)
        .map((c) => ({ card: c, n: of[c], share: most ? of[c] / most : 0 }));
    const ach = p.achievements || {};
    const opponents = (Array.isArray(p.opponents) ? p.opponents : [])
        .map((o) => ({
            name: String(o.name ?? ""), games: count(o.games), ahead: count(o.ahead),
            behind: Math.max(0, count(o.games) - count(o.ahead)), href: profilePath(String(o.name ?? "")),
        }))
        .sort((a, b) => b.games - a.games || a.name.localeCompare(b.name));
    const recent = (Array.isArray(p.recent) ? p.recent : []).map((g) => ({
        id: g.id, href: `/games/${g.id}`, finished: g.finished, place: g.place, players: g.players,
        rated: g.rated === true, names: Array.isArray(g.names) ? g.names : [], seat: g.seat,
        won: g.place === 1,
    }));
    return {
        name: String(p.name ?? ""),
        own: !!(me && me.name && me.name === p.name),
        since: Number.isFinite(p.since) ? p.since : null,
        games, wins, winRate: games ? Math.round((100 * wins) / games) : null,
        ratings, streak,
        best: count(s.best_win), worst: count(s.worst_loss),
        fastest: Number.isInteger(p.fewest_turns_win) ? p.fewest_turns_win : null,
        figures, claims,
        achievements: ACHIEVEMENTS.map((id) => ({ id, n: count(ach[id]) })),
        opponents, recent,
    };
}

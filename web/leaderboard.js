// leaderboard.js - the leaderboard at /leaderboard?family=F&page=N, from
// /api/leaderboard: a tab per game family, a page of rows (a bot's by its
// level's name), our own place highlighted, or said under the table when
// it is on another page. account-state.js makes the rows and the pages.

import { fill, h } from "./dom.js";
import { levelName, t, tn } from "./i18n.js";
import { navigate } from "./app.js";
import { account } from "./account.js";
import { FAMILIES, boardPath, boardQuery, boardUrl, boardView } from "./account-state.js";

export const name = "leaderboard";

let root = null;
let query = { family: "base", page: 1 };
let data = null;   // the answer; null: loading; false: none to be had
let seq = 0;

function tabs(current) {
    return h("div.tabs", { role: "tablist", "aria-label": t("leaderboard") },
        FAMILIES.map((f) => h("a.tab", {
            href: boardPath(f), "data-link": true, role: "tab", "data-family": f,
            "aria-selected": String(f === current), "aria-current": f === current ? "page" : null,
        }, t(`family_${f}`))));
}

function pager(v) {
    if (v.pages <= 1) return null;
    const link = (p, label, id) => (p === null
        ? h("span.button.disabled", { "aria-disabled": "true", id }, label)
        : h("a.button", { href: boardPath(v.family, p), "data-link": true, id }, label));
    return h("nav.pager", { "aria-label": t("page_of", { n: v.page, m: v.pages }) },
        link(v.prev, t("page_prev"), "page-prev"),
        h("span.page-of", {}, t("page_of", { n: v.page, m: v.pages })),
        link(v.next, t("page_next"), "page-next"));
}

// Our own place: the row highlighted when it is on this page, else a
// line that says it (and leads to its page); when signed out, the way in.
function mineLine(v) {
    const me = account();
    if (v.mine && v.mine.place === null) {
        return h("p.me-line", { id: "me-line" }, t("not_ranked"),
            h("span.me-rating", {}, ` · ${t("rating")} ${v.mine.rating} · ${tn("rated_games", v.mine.games)}`));
    }
    if (v.mine && !v.mineShown) {
        return h("p.me-line", { id: "me-line" },
            h("a", { href: boardPath(v.family, v.mine.page), "data-link": true }, t("your_place", { n: v.mine.place })),
            h("span.me-rating", {}, ` · ${v.mine.rating}`));
    }
    if (!me) {
        return h("p.me-line.muted", { id: "me-line" }, t("guest_hint"), " ",
            h("a", { href: `/signin?next=${encodeURIComponent(boardPath(v.family, v.page))}`, "data-link": true }, t("sign_in")));
    }
    return null;
}

function row(r) {
    const who = r.bot
        ? [h("span.bot-name", {}, levelName(r.bot)), " ", h("span.badge.bot", {}, t("bot"))]
        : [h("a", { href: r.href, "data-link": true, dir: "auto" }, r.name), r.me ? [" ", h("span.badge.you", {}, t("you"))] : null];
    return h(`tr${r.me ? ".me" : ""}${r.bot ? ".is-bot" : ""}`, { "aria-current": r.me ? "true" : null },
        h("td.num.place", {}, String(r.place)),
        h("td.who", {}, who),
        h("td.num.rating", {}, String(r.rating)),
        h("td.num", {}, String(r.games)));
}

function render() {
    if (!root) return;
    const head = h("div.board-head", {}, h("h1", {}, t("leaderboard")), tabs(query.family));
    if (data === null) { fill(root, h("div.leaderboard", {}, head, h("p.muted.loading", {}, t("loading")))); return; }
    if (data === false) {
        fill(root, h("div.leaderboard", {}, head, h("p.panel", {}, t("account_error_unavailable"))));
        return;
    }
    const v = boardView(data, account());
    fill(root, h("div.leaderboard", {}, head,
        v.minGames ? h("p.muted.board-note", {}, t("ranked_after", { n: v.minGames })) : null,
        mineLine(v),
        v.rows.length ? h("div.panel.table-wrap", {}, h("table.board", { id: "board" },
            h("thead", {}, h("tr", {},
                h("th.num", { scope: "col" }, t("col_place")),
                h("th", { scope: "col" }, t("col_player")),
                h("th.num", { scope: "col" }, t("rating")),
                h("th.num", { scope: "col" }, t("col_games")))),
            h("tbody", {}, v.rows.map(row)))) : h("p.panel", {}, t("board_empty")),
        pager(v)));
}

async function load() {
    const mine = ++seq;
    let answer;
    try {
        const r = await fetch(boardUrl(query.family, query.page), { credentials: "same-origin" });
        answer = r.ok ? await r.json() : false;
    } catch {
        answer = false;
    }
    if (mine !== seq) return;
    data = answer && typeof answer === "object" ? answer : false;
    // A page past the last: the last one.
    if (data && Number.isInteger(data.pages) && query.page > data.pages && data.pages >= 1) {
        navigate(boardPath(query.family, data.pages));
        return;
    }
    render();
}

export function mount(el) {
    root = el;
    query = boardQuery(location.search);
    data = null;
    render();
    load();
}

export function unmount() { root = null; }
export function relabel() { render(); }
export function accountChanged() { render(); }

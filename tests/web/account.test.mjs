// account.test.mjs - the account pages' state (web/account-state.js):
// the routes, the forms' checks, the refusals' words, the rating plot,
// the leaderboard's rows and pages, a profile's view model. The answers
// are those of the accounts API.
//
//     node --test tests/web/

import assert from "node:assert/strict";
import { test } from "node:test";
import {
    NEWCOMER_RATING, accountRoute, boardPath, boardQuery, boardUrl, boardView, formErrors, historyOf, nameOk, pageWindow,
    passwordOk, plotOf, profilePath, profileUrl, profileView, refusal, waitWords,
} from "../../web/account-state.js";

// ------------------------------------------------------------ routes

test("the account pages' paths", () => {
    assert.deepEqual(accountRoute("/signin"), { page: "signin" });
    assert.deepEqual(accountRoute("/signup/"), { page: "signup" });
    assert.deepEqual(accountRoute("/account"), { page: "account" });
    assert.deepEqual(accountRoute("/leaderboard"), { page: "leaderboard" });
    assert.deepEqual(accountRoute("/players/Ann"), { page: "profile", name: "Ann" });
    assert.equal(accountRoute("/"), null);
    assert.equal(accountRoute("/r/BCDF"), null);
    assert.equal(accountRoute("/players/"), null);
    assert.equal(accountRoute("/players/a/b"), null);
    assert.equal(accountRoute("/players/%E0%A4"), null, "a broken escape is no page");
});

test("a name with spaces or another script goes there and back", () => {
    for (const n of ["Ann Lee", "سارة", "अनुराग", "x.y-z_1"]) {
        assert.deepEqual(accountRoute(profilePath(n)), { page: "profile", name: n });
    }
    assert.equal(profilePath("a/b"), "/players/a%2Fb");
    assert.equal(profileUrl("Ann Lee", "fr"), "/api/players/Ann%20Lee?lang=fr");
});

test("the leaderboard's query: a family and a page, else the base game's first", () => {
    assert.deepEqual(boardQuery(""), { family: "base", page: 1 });
    assert.deepEqual(boardQuery("?family=inquisitor&page=3"), { family: "inquisitor", page: 3 });
    assert.deepEqual(boardQuery("?family=chess&page=0"), { family: "base", page: 1 });
    assert.deepEqual(boardQuery("?page=2.5"), { family: "base", page: 1 });
    assert.equal(boardPath("reformation"), "/leaderboard?family=reformation");
    assert.equal(boardPath("base", 2), "/leaderboard?family=base&page=2");
    assert.equal(boardUrl("base", 2), "/api/leaderboard?family=base&page=2");
});

// ------------------------------------------------------------- forms

test("names as the server takes them: 3-20, one script, separators inside", () => {
    for (const n of ["Ann", "Ann Lee", "a_b-c.d", "Zoë", "سارة", "अनुराग", "Bot42", "  Ann  ", "x".repeat(20)]) {
        assert.ok(nameOk(n), n);
    }
    for (const n of ["", "Al", "x".repeat(21), "_Ann", "Ann-", "Ann!", "Annسارة", "Ann\u200b"]) {
        assert.ok(!nameOk(n), n);
    }
    assert.ok(!nameOk("a  "), "trimmed to one letter");
    assert.ok(!nameOk("Анна"), "Cyrillic is not one of the three scripts");
});

test("passwords: 8 to 128 bytes, not the name", () => {
    assert.ok(passwordOk("correct horse", "Ann"));
    assert.ok(!passwordOk("short", "Ann"));
    assert.ok(!passwordOk("Ann Lee1", "Ann Lee1"));
    assert.ok(!passwordOk("x".repeat(129), "Ann"));
    assert.ok(passwordOk("x".repeat(128), "Ann"));
    // bytes, not characters: 43 Devanagari letters are 129 bytes
    assert.ok(!passwordOk("क".repeat(43), "Ann"));
    assert.ok(passwordOk("कखगघ", "Ann"), "4 letters are 12 bytes");
});

test("sign-up's checks: each field its own word", () => {
    assert.deepEqual(formErrors("signup", { name: "Ann", password: "correct horse", confirm: "correct horse" }), {});
    assert.deepEqual(formErrors("signup", { name: "A", password: "short", confirm: "short" }),
        { name: "account_error_name_form", password: "account_error_password_form" });
    assert.deepEqual(formErrors("signup", { name: "Ann", password: "correct horse", confirm: "correct hose" }),
        { confirm: "passwords_differ" });
});

test("sign-in only asks for both fields (an account's old name still signs in)", () => {
    assert.deepEqual(formErrors("signin", { name: "Al", password: "x" }), {});
    assert.deepEqual(formErrors("signin", { name: " ", password: "" }), { name: "", password: "" });
});

test("a password change: the old one given, the new one good and typed twice", () => {
    const f = { name: "Ann", password: "old password", new_password: "new password", confirm: "new password" };
    assert.deepEqual(formErrors("password", f), {});
    assert.deepEqual(formErrors("password", { ...f, password: "" }), { password: "" });
    assert.deepEqual(formErrors("password", { ...f, new_password: "Ann", confirm: "Ann" }),
        { new_password: "account_error_password_form" });
    assert.deepEqual(formErrors("password", { ...f, confirm: "new passw0rd" }), { confirm: "passwords_differ" });
    assert.deepEqual(formErrors("delete", { password: "" }), { password: "" });
});

// --------------------------------------------------------- refusals

test("each refusal CODE is its word account_error_CODE", () => {
    for (const code of ["bad_request", "name_form", "password_form", "name_taken", "bad_credentials",
        "signed_out", "origin", "unavailable"]) {
        assert.equal(refusal(400, { error: code, detail: "English" }).key, `account_error_${code}`);
    }
});

test("too many tries: the wait, in seconds then in minutes", () => {
    assert.deepEqual(refusal(429, { error: "too_many", retry_s: 30 }),
        { key: "account_error_too_many", vars: { n: 30 }, code: "too_many", retry: 30 });
    const long = refusal(429, { error: "too_many", retry_s: 600 });
    assert.equal(long.key, "account_error_too_many_min");
    assert.deepEqual(long.vars, { n: 10 });
    assert.equal(long.retry, 600);
    assert.deepEqual(waitWords(91), { key: "account_error_too_many_min", vars: { n: 2 } });
    assert.deepEqual(waitWords(0.2), { key: "account_error_too_many", vars: { n: 1 } });
    assert.equal(refusal(429, null).key, "account_error_too_many", "a 429 without a body");
});

test("no answer, or one without a known CODE: a word all the same", () => {
    assert.equal(refusal(0, null).key, "account_error_network");
    assert.equal(refusal(503, null).key, "account_error_unavailable");
    assert.equal(refusal(404, null).key, "account_error_unavailable", "a server without accounts");
    assert.equal(refusal(401, { error: "what" }).key, "account_error_bad_credentials");
    assert.equal(refusal(400, { error: "__proto__" }).key, "account_error_bad_request");
});

// ------------------------------------------------------------- plot

const hist = (...rs) => rs.map((rating, i) => ({ game: i + 1, at: 1764000000 + i, rating }));

test("the plot: oldest at the start, highest at the top, within the box", () => {
    const p = plotOf(hist(1500, 1550, 1480, 1612), { width: 320, height: 120, pad: 10 });
    assert.equal(p.points.length, 4);
    assert.equal(p.points[0].x, 10);
    assert.equal(p.points[3].x, 310);
    assert.ok(p.low <= 1480 && p.high >= 1612);
    assert.equal(p.low % 50, 0);
    assert.equal(p.high % 50, 0);
    const ys = p.points.map((q) => q.y);
    assert.equal(Math.min(...ys), p.points[3].y, "1612 is the highest");
    assert.equal(Math.max(...ys), p.points[2].y, "1480 the lowest");
    for (const q of p.points) assert.ok(q.y >= 10 && q.y <= 110 && q.x >= 10 && q.x <= 310);
    assert.match(p.path, /^M10 [\d.]+ L[\d.]+ [\d.]+ L[\d.]+ [\d.]+ L310 [\d.]+$/);
    assert.deepEqual(p.ticks.map((k) => k.rating), Array.from({ length: (p.high - p.low) / 50 + 1 }, (_, i) => p.low + 50 * i));
    assert.equal(p.ticks[0].y, 110, "the lowest tick at the bottom");
});

test("the plot in a right-to-left page runs from the right", () => {
    const l = plotOf(hist(1500, 1600), { width: 200, height: 100, pad: 0 });
    const r = plotOf(hist(1500, 1600), { width: 200, height: 100, pad: 0, rtl: true });
    assert.deepEqual(l.points.map((q) => q.x), [0, 200]);
    assert.deepEqual(r.points.map((q) => q.x), [200, 0]);
    assert.deepEqual(l.points.map((q) => q.y), r.points.map((q) => q.y));
});

test("a flat history gets a range of 100 around it; one game is a point in the middle; none, nothing", () => {
    const flat = plotOf(hist(1500, 1500, 1500), { width: 100, height: 100, pad: 0 });
    assert.equal(flat.high - flat.low, 100);
    assert.ok(flat.points.every((q) => q.y > 0 && q.y < 100));
    const one = plotOf(hist(1534), { width: 100, height: 50, pad: 0 });
    assert.equal(one.points.length, 1);
    assert.equal(one.points[0].x, 50);
    assert.deepEqual(plotOf([]).points, []);
    assert.deepEqual(plotOf(null).path, "");
    assert.equal(plotOf([{ game: 1 }, null, { game: 2, rating: 1500 }]).points.length, 1, "bad entries are left out");
});

// ------------------------------------------------------- leaderboard

const board = {
    family: "base", min_games: 5, page: 1, pages: 3, per_page: 50,
    rows: [
        { place: 1, name: "Ann", rating: 1612, games: 12, bot: null },
        { place: 2, name: null, rating: 1580, games: 40, bot: "expert" },
        { place: 3, name: "Bob", rating: 1570, games: 9, bot: null },
        { place: 4, name: null, rating: 1500, games: 30, bot: "bluffer" },
    ],
    me: { place: 3, rating: 1570, games: 9 },
};

test("the leaderboard's rows: players link to their profile, bots by their level", () => {
    const v = boardView(board, { id: 2, name: "Bob" });
    assert.equal(v.rows.length, 4);
    assert.deepEqual(v.rows[0], { place: 1, rating: 1612, games: 12, bot: null, name: "Ann", me: false, href: "/players/Ann" });
    assert.equal(v.rows[1].bot, "search", "the strongest is the search bot's level");
    assert.equal(v.rows[1].href, null);
    assert.equal(v.rows[3].bot, "bluffer");
    assert.equal(v.minGames, 5);
});

test("our own row is highlighted on its page; on another page a line says where", () => {
    const v = boardView(board, { id: 2, name: "Bob" });
    assert.deepEqual(v.rows.map((r) => r.me), [false, false, true, false]);
    assert.ok(v.mineShown);
    const far = boardView({ ...board, me: { place: 130, rating: 1450, games: 6 } }, { id: 9, name: "Cy" });
    assert.ok(!far.mineShown);
    assert.deepEqual(far.mine, { place: 130, rating: 1450, games: 6, page: 3 });
    // Rated, but not enough games for a place: the rating still shown.
    const few = boardView({ ...board, me: { place: null, rating: 1417, games: 1 } }, { id: 9, name: "Cy" });
    assert.deepEqual(few.mine, { place: null, rating: 1417, games: 1, page: null });
    assert.equal(boardView({ ...board, me: null }, { id: 9, name: "Cy" }).mine, null);
    const out = boardView(board, null);
    assert.ok(out.rows.every((r) => !r.me));
    const botNamed = boardView({ ...board, rows: [{ place: 1, name: "Bob", rating: 1, games: 1, bot: "random" }] }, { name: "Bob" });
    assert.ok(!botNamed.rows[0].me, "a bot row is never ours");
});

test("the pager: previous and next where there are pages, the page clamped", () => {
    const v = boardView(board, null);
    assert.equal(v.prev, null);
    assert.equal(v.next, 2);
    assert.deepEqual(v.window, [1, 2, 3]);
    const last = boardView({ ...board, page: 3 }, null);
    assert.equal(last.prev, 2);
    assert.equal(last.next, null);
    const odd = boardView({ rows: [], page: 9, pages: 0 }, null);
    assert.equal(odd.page, 1);
    assert.equal(odd.pages, 1);
    assert.equal(odd.family, "base");
    assert.deepEqual(odd.rows, []);
    assert.equal(boardView(null, null).rows.length, 0);
});

test("the pages offered: the first, the last, the neighbours, gaps as …", () => {
    assert.deepEqual(pageWindow(1, 1), [1]);
    assert.deepEqual(pageWindow(5, 10), [1, "…", 4, 5, 6, "…", 10]);
    assert.deepEqual(pageWindow(2, 10), [1, 2, 3, "…", 10]);
    assert.deepEqual(pageWindow(10, 10), [1, "…", 9, 10]);
});

// ----------------------------------------------------------- profile

const ann = {
    name: "Ann", since: 1764000000,
    ratings: [
        { family: "reformation", rating: 1490, mu: 25, sigma: 8, games: 2, place: null, history: [] },
        { family: "base", rating: 1534, mu: 27.1, sigma: 6.2, games: 12, place: 3,
            history: hist(1500, 1520, 1534) },
    ],
    games: 40, wins: 12,
    streaks: { current: 2, current_kind: "win", best_win: 4, worst_loss: 3 },
    figures: {
        claims: 50, bluffs: 10, bluffs_caught: 3, challenges: 8, challenges_won: 5, blocks: 6,
        cards_lost: 40, cards_taken: 30, coins_income: 20, coins_aid: 10, coins_tax: 60, coins_steal: 12,
        coins_embezzle: 0, steals: 6, actions: 300,
        claims_of: { duke: 20, assassin: 5, captain: 10, ambassador: 0, contessa: 15, inquisitor: 0 },
    },
    achievements: { no_bluff: 2, comeback: 1, untouched: 0, bluff_master: 0, sharp_eye: 1 },
    fewest_turns_win: 7,
    opponents: [{ name: "Bob", games: 5, ahead: 3 }, { name: "Cy", games: 9, ahead: 2 }, { name: "Al", games: 5, ahead: 5 }],
    recent: [{ id: 12, finished: 1764000100, players: 4, place: 1, rated: true, names: ["Ann", "Bob", "Bot 3", "Bot 4"], seat: 0 },
        { id: 11, finished: 1764000050, players: 3, place: 3, rated: false, names: ["Bob", "Ann", "Bot 3"], seat: 1 }],
};

test("a profile: games, wins, the rate, the streaks", () => {
    const v = profileView(ann, null);
    assert.equal(v.name, "Ann");
    assert.equal(v.own, false);
    assert.equal(v.games, 40);
    assert.equal(v.wins, 12);
    assert.equal(v.winRate, 30);
    assert.deepEqual(v.streak, { key: "streak_wins", n: 2 });
    assert.equal(v.best, 4);
    assert.equal(v.worst, 3);
    assert.equal(v.fastest, 7);
    assert.ok(profileView(ann, { id: 1, name: "Ann" }).own);
    const lost = profileView({ ...ann, streaks: { current: 1, current_kind: "loss" } }, null);
    assert.deepEqual(lost.streak, { key: "streak_losses", n: 1 });
    assert.equal(profileView({ ...ann, streaks: { current: 0, current_kind: null } }, null).streak, null);
});

test("a profile's ratings in the tabs' order, with their history", () => {
    const v = profileView(ann, null);
    assert.deepEqual(v.ratings.map((r) => r.family), ["base", "reformation"]);
    assert.equal(v.ratings[0].place, 3);
    assert.equal(v.ratings[1].place, null);
    assert.equal(v.ratings[0].history.length, 3);
});

test("a profile's figures, claims per character and achievements", () => {
    const v = profileView(ann, null);
    assert.equal(v.figures[0].key, "fig_actions");
    assert.equal(v.figures.find((f) => f.key === "stat_caught").n, 3);
    assert.equal(v.figures.length, 15);
    assert.deepEqual(v.claims.map((c) => c.card), ["duke", "assassin", "captain", "contessa"]);
    assert.equal(v.claims[0].share, 1);
    assert.equal(v.claims[1].share, 0.25);
    assert.deepEqual(v.achievements, [
        { id: "no_bluff", n: 2 }, { id: "comeback", n: 1 }, { id: "untouched", n: 0 },
        { id: "bluff_master", n: 0 }, { id: "sharp_eye", n: 1 },
    ]);
});

test("head to head: most met first, behind = games - ahead; recent games link to replays", () => {
    const v = profileView(ann, null);
    assert.deepEqual(v.opponents.map((o) => [o.name, o.games, o.ahead, o.behind]),
        [["Cy", 9, 2, 7], ["Al", 5, 5, 0], ["Bob", 5, 3, 2]]);
    assert.equal(v.opponents[0].href, "/players/Cy");
    assert.equal(v.recent[0].href, "/games/12");
    assert.ok(v.recent[0].won);
    assert.ok(v.recent[0].rated);
    assert.ok(!v.recent[1].won);
    assert.equal(v.recent[1].seat, 1);
});

test("a new account's profile: nothing played, nothing breaks", () => {
    const v = profileView({ name: "New", since: 1764000000, ratings: [], games: 0, wins: 0 }, null);
    assert.equal(v.winRate, null);
    assert.deepEqual(v.ratings, []);
    assert.deepEqual(v.claims, []);
    assert.deepEqual(v.figures, []);
    assert.deepEqual(v.opponents, []);
    assert.deepEqual(v.recent, []);
    assert.equal(v.streak, null);
    assert.equal(v.fastest, null);
    assert.ok(v.achievements.every((a) => a.n === 0));
});

// ------------------------------------------------------------- words

// Every word the account pages ask for is an interface word of the C
// tables (src/text/label.c names them; the tests of the C side check that
// each language has each): a literal t("key") in the pages, and the keys
// the state makes (account_error_CODE, family_F, ach_ID, the figures').
test("every word of the account pages is in the tables", async () => {
    const { readFileSync } = await import("node:fs");
    const root = new URL("../../", import.meta.url);
    const label = readFileSync(new URL("src/text/label.c", root), "utf8");
    const list = label.slice(label.indexOf("ui_keys[]"), label.indexOf("_Static_assert"));
    const keys = new Set([...list.matchAll(/"([a-z_]+)"/g)].map((m) => m[1]));
    const want = new Set();
    for (const f of ["auth.js", "profile.js", "leaderboard.js", "account.js", "home.js"]) {
        const src = readFileSync(new URL(`web/${f}`, root), "utf8");
        for (const m of src.matchAll(/\b(?:t|tn|link|around)\("([a-z_]+)"/g)) want.add(m[1]);
        for (const m of src.matchAll(/\bt\(up \? "([a-z_]+)" : "([a-z_]+)"\)/g)) { want.add(m[1]); want.add(m[2]); }
    }
    const S = await import("../../web/account-state.js");
    for (const code of [...S.ERROR_CODES, "too_many_min", "network"]) want.add(`account_error_${code}`);
    for (const f of S.FAMILIES) want.add(`family_${f}`);
    for (const a of S.ACHIEVEMENTS) { want.add(`ach_${a}`); want.add(`ach_${a}_about`); }
    for (const [, key] of S.FIGURES) want.add(key);
    for (const k of ["streak_wins", "streak_losses", "turns", "rated_games"]) { want.add(k); want.add(`${k}_one`); }
    assert.ok(want.size > 90, `${want.size} words`);
    const missing = [...want].filter((k) => !keys.has(k));
    assert.deepEqual(missing, []);
});

test("a whole history starts from the newcomer's rating, so one game draws a line", () => {
    const one = { games: 1, history: [{ game: 4, rating: 1522 }] };
    assert.deepEqual(historyOf(one).map((p) => p.rating), [NEWCOMER_RATING, 1522]);
    assert.equal(plotOf(historyOf(one)).points.length, 2);
    // Only the last games of a long history: no invented start.
    const cut = { games: 300, history: [{ game: 9, rating: 1600 }, { game: 10, rating: 1610 }] };
    assert.deepEqual(historyOf(cut).map((p) => p.rating), [1600, 1610]);
    assert.deepEqual(historyOf({ games: 0, history: [] }), []);
    assert.deepEqual(historyOf(null), []);
});

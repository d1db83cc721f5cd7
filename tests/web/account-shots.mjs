// account-shots.mjs - screenshots of the account pages (web/auth.js,
// web/profile.js, web/leaderboard.js and the home page's account strip)
// filled with the accounts API's answers, mocked (page.route), so that
// they can be looked at before and after the server answers them:
//
//     node tests/web/account-shots.mjs <coup binary> <out dir> [lang ...]
//
// A `coup serve` of its own (an in-memory store, the web client of this
// checkout) gives the words (/lang/xx.json) and the files; every /api/me,
// /api/players/*, /api/leaderboard and /api/account/* answer is the
// spec's JSON. Each page at 360, 390, 768 and 1280 px in every language
// (or those named): NAME-LANG-WIDTH.png in the out dir. It prints a line
// for each page wider than its screen (sideways scroll) or with a key
// shown instead of its word, and exits 1 if there was any.

import { spawn } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { LANGS } from "../../web/i18n.js";

/* global document, requestAnimationFrame */ // page.evaluate() runs in the page
const [coupArg, outArg, ...langArgs] = process.argv.slice(2);
if (!coupArg || !outArg) {
    console.error("usage: node account-shots.mjs <coup binary> <out dir> [lang ...]");
    process.exit(2);
}
const WEB = resolve(dirname(fileURLToPath(import.meta.url)), "../../web");
const out = resolve(outArg);
mkdirSync(out, { recursive: true });
const langs = langArgs.length ? langArgs.filter((l) => LANGS.includes(l)) : LANGS;
const WIDTHS = [360, 390, 768, 1280];
const CHROMIUM = process.env.COUP_CHROMIUM || "/usr/bin/chromium";

// ---------------------------------------------------------- the answers

const T0 = 1764000000;
const history = (from, steps) => {
    let r = from;
    return steps.map((d, i) => ({ game: 100 + i * 3, at: T0 + i * 3600, rating: (r += d) }));
};
const ANN = { id: 1, name: "Ann" };
const profile = {
    name: "Ann", since: T0 - 86400 * 40,
    ratings: [
        { family: "base", rating: 1534, mu: 27.1, sigma: 6.2, games: 24, place: 3,
            history: history(1400, [20, 35, -12, 18, 22, -30, 14, 25, 9, -8, 16, 21, -5, 12, 18, -11, 7, 15, 10, -4]) },
        { family: "inquisitor", rating: 1468, mu: 25.2, sigma: 6.9, games: 7, place: null,
            history: history(1410, [12, -6, 20, 15, -9, 18, 8]) },
        { family: "reformation", rating: 1392, mu: 24, sigma: 7.9, games: 1, place: null,
            history: [{ game: 140, at: T0, rating: 1392 }] },
    ],
    games: 40, wins: 12,
    streaks: { current: 2, current_kind: "win", best_win: 4, worst_loss: 3 },
    figures: {
        claims: 51, bluffs: 14, bluffs_caught: 4, challenges: 19, challenges_won: 11, blocks: 9,
        cards_lost: 58, cards_taken: 37, coins_income: 61, coins_aid: 24, coins_tax: 117, coins_steal: 18,
        coins_embezzle: 6, steals: 9, actions: 412,
        claims_of: { duke: 22, assassin: 7, captain: 9, ambassador: 4, contessa: 6, inquisitor: 3 },
    },
    achievements: { no_bluff: 3, comeback: 1, untouched: 2, bluff_master: 0, sharp_eye: 1 },
    fewest_turns_win: 7,
    opponents: [
        { name: "Bob", games: 9, ahead: 5 },
        { name: "سارة", games: 6, ahead: 2 },
        { name: "Maximilian_Longname", games: 4, ahead: 4 },
        { name: "अनुराग", games: 2, ahead: 0 },
    ],
    recent: [
        { id: 212, finished: T0 + 7200, players: 4, place: 1, rated: true, names: ["Ann", "Bob", "Bot 3", "Bot 4"], seat: 0 },
        { id: 205, finished: T0 + 3600, players: 6, place: 4, rated: true,
            names: ["سارة", "Ann", "Maximilian_Longname", "Bot 4", "Bot 5", "Bot 6"], seat: 1 },
        { id: 198, finished: T0, players: 2, place: 2, rated: false, names: ["Bob", "Ann"], seat: 1 },
    ],
};
const BOTS = ["search", "heuristic", "bluffer", "challenger", "cautious", "honest", "random"];
const boardRows = Array.from({ length: 14 }, (_, i) => {
    const place = i + 1;
    const bot = i % 4 === 1 ? BOTS[(i >> 2) % BOTS.length] : null;
    const names = ["Zoë", "Ann", "Bob", "Maximilian_Longname", "سارة", "अनुराग", "Cy", "Dee", "Eli", "Fay"];
    return {
        place, rating: 1650 - i * 13, games: 5 + ((i * 7) % 40), bot,
        name: bot ? null : place === 3 ? "Ann" : names[i % names.length] === "Ann" ? "Ana" : names[i % names.length],
    };
});
const board = (family, page) => ({
    family, min_games: 5, page, pages: 3, per_page: 50, rows: boardRows,
    me: { place: 3, rating: 1624, games: 24 },
});

// ------------------------------------------------------------ the server

let serverOut = "";
const server = spawn(resolve(coupArg), ["serve", "--port", "0", "--db", ":memory:", "--static", WEB, "--ip-rate", "0", "--ip-conns", "0"],
    { stdio: ["ignore", "pipe", "pipe"] });
server.stdout.on("data", (d) => { serverOut += d; });
server.stderr.on("data", (d) => { serverOut += d; });

async function serverUrl() {
    const end = Date.now() + 20000;
    for (;;) {
        const m = /https?:\/\/[^\s/]+(:\d+)?/.exec(serverOut);
        if (m) return m[0].replace("0.0.0.0", "127.0.0.1").replace("[::]", "127.0.0.1");
        if (server.exitCode !== null) throw new Error(`coup serve exited: ${serverOut}`);
        if (Date.now() > end) throw new Error("no URL from coup serve");
        await new Promise((r) => setTimeout(r, 50));
    }
}

// ------------------------------------------------------------- the pages

const json = (route, status, body) => route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) });

// Mocks the accounts API for a page; `me` the account signed in (or null).
async function mock(page, me) {
    // The client's routes are index.html, as the server serves them (as
    // it will, once it does: until then this checkout's index.html).
    await page.route(/\/(signin|signup|account|leaderboard|players\/[^/?]+)(\?.*)?$/, async (route) => {
        if (route.request().resourceType() !== "document") return route.fallback();
        const served = await route.fetch().catch(() => null);
        if (served && served.ok()) return route.fulfill({ response: served });
        return route.fulfill({ status: 200, contentType: "text/html", body: readFileSync(join(WEB, "index.html")) });
    });
    await page.route("**/api/me", (route) => json(route, 200, { account: me }));
    await page.route("**/api/players/**", (route) => {
        const name = decodeURIComponent(new URL(route.request().url()).pathname.split("/").pop());
        return name === "Ann" ? json(route, 200, profile) : json(route, 404, { error: "not_found" });
    });
    await page.route("**/api/leaderboard*", (route) => {
        const q = new URL(route.request().url()).searchParams;
        return json(route, 200, board(q.get("family") || "base", Number(q.get("page")) || 1));
    });
    // The last route added is asked first: the general one before the others.
    await page.route("**/api/account/**", (route) => json(route, 200, { account: me }));
    await page.route("**/api/account/signin", (route) =>
        json(route, 401, { error: "bad_credentials", detail: "Wrong name or password." }));
    await page.route("**/api/account/signup", (route) =>
        json(route, 429, { error: "too_many", detail: "Too many tries.", retry_s: 42 }));
}

// name: [path, signed in?, what to do once there]
const PAGES = {
    "home-guest": ["/", null, null],
    "home-signed-in": ["/", ANN, null],
    profile: ["/players/Ann", ANN, async (p) => { await p.waitForSelector("#ratings"); }],
    leaderboard: ["/leaderboard?family=base", ANN, async (p) => { await p.waitForSelector("#board"); }],
    "leaderboard-guest": ["/leaderboard?family=inquisitor&page=2", null, async (p) => { await p.waitForSelector("#board"); }],
    "signin-error": ["/signin", null, async (p) => {
        await p.fill("#signin-name", "Ann");
        await p.fill("#signin-password", "not my password");
        await p.click("#signin-submit");
        await p.waitForSelector(".form-error:not([hidden])");
    }],
    "signup-errors": ["/signup", null, async (p) => {
        await p.fill("#signup-name", "A!");
        await p.fill("#signup-password", "short");
        await p.click("#signup-submit");
        await p.waitForSelector(".field-error:not([hidden])");
    }],
    "signup-wait": ["/signup", null, async (p) => {
        await p.fill("#signup-name", "Ann Lee");
        await p.fill("#signup-password", "correct horse");
        await p.fill("#signup-confirm", "correct horse");
        await p.click("#signup-submit");
        await p.waitForSelector(".form-error:not([hidden])");
    }],
    account: ["/account", ANN, async (p) => {
        await p.click("#delete-details summary");
        await p.fill("#pw-new_password", "short");
        await p.click("#password-submit");
    }],
};

// Signs Ann up on the server, so that the context's cookie is hers.
async function signInAnn(ctx, base) {
    const page = await ctx.newPage();
    await page.goto(`${base}/healthz`);
    const ok = await page.evaluate(async () => {
        const body = JSON.stringify({ name: "Ann", password: "Ann's password" });
        const headers = { "Content-Type": "application/json" };
        const r = await fetch("/api/account/signup", { method: "POST", headers, body, credentials: "same-origin" });
        return r.ok;
    });
    await page.close();
    if (!ok) throw new Error("Ann could not sign in");
}

let faults = 0;
async function main() {
    const base = await serverUrl();
    // A page given by page.route() counts as a public site's: Chromium
    // would keep its WebSocket from the loopback server.
    const browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: ["--no-sandbox", "--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests"],
    });
    // Ann's cookie, made once (the server limits the tries of an address).
    const first = await browser.newContext();
    await signInAnn(first, base);
    const annState = await first.storageState();
    await first.close();
    try {
        for (const lang of langs) {
            for (const width of WIDTHS) {
                // Two browsers' worth of cookies: a guest's, and one signed
                // in as Ann for real (the socket's hello says who is signed
                // in, and is not mocked).
                const contexts = {};
                for (const who of ["guest", "ann"]) {
                    const c = await browser.newContext({
                        viewport: { width, height: width < 700 ? 800 : 900 },
                        deviceScaleFactor: 1, isMobile: width < 700, hasTouch: width < 700,
                        ...(who === "ann" ? { storageState: annState } : {}),
                    });
                    await c.addInitScript((l) => localStorage.setItem("coup.lang", l), lang);
                    contexts[who] = c;
                }
                for (const [name, [path, me, act]] of Object.entries(PAGES)) {
                    const ctx = me ? contexts.ann : contexts.guest;
                    const page = await ctx.newPage();
                    const errors = [];
                    page.on("pageerror", (e) => errors.push(String(e)));
                    await mock(page, me);
                    await page.goto(base + path);
                    await page.waitForFunction(() => document.querySelector("#view").childElementCount > 0);
                    await page.waitForSelector(".loading", { state: "detached" }).catch(() => {});
                    if (act) await act(page);
                    // Drawn: two frames after the last change.
                    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
                    const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
                    // A word missing from the table shows as its key.
                    const keys = await page.evaluate(() => (document.body.innerText.match(/\b(?:account_error|fig|ach|family|streak|sign|board|page|col)_[a-z_]+\b/g) || []));
                    const file = `${name}-${lang}-${width}.png`;
                    await page.screenshot({ path: join(out, file), fullPage: true });
                    if (wide > 0) { faults++; console.log(`WIDE ${file}: ${wide} px sideways`); }
                    if (keys.length) { faults++; console.log(`KEYS ${file}: ${[...new Set(keys)].join(" ")}`); }
                    if (await page.evaluate(() => !document.getElementById("status").hidden)) {
                        faults++; console.log(`OFFLINE ${file}: the socket did not connect`);
                    }
                    if (errors.length) { faults++; console.log(`ERROR ${file}: ${errors.join("; ")}`); }
                    await page.close();
                }
                for (const c of Object.values(contexts)) await c.close();
            }
            console.log(`${lang}: done`);
        }
    } finally {
        await browser.close();
    }
}

try {
    await main();
} catch (e) {
    console.error(e);
    faults++;
} finally {
    server.kill("SIGTERM");
}
console.log(faults ? `${faults} faults` : `no faults; screenshots in ${out}`);
process.exitCode = faults ? 1 : 0;

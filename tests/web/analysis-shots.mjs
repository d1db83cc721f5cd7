// analysis-shots.mjs - screenshots of a replay's analysis
// (docs/web-protocol.md, "Analysis"), against a `coup serve` of its own (a
// temporary database, the web client of this checkout, random bots
// without delay, a small analysis budget): a game between bots played to
// its end, its replay opened, Analyse pressed.
//
//     node tests/web/analysis-shots.mjs <coup binary> <out dir> [lang ...]
//
// Each at 360, 390, 768 and 1280 px in every language (or those named):
// analysis-LANG-WIDTH.png (the whole page, the analysis shown: the table
// and the graph), marked-LANG-WIDTH.png (a marked decision selected from
// the graph: its verdict over the table, its line in the log marked). It
// prints a line for each fault (a page wider than its screen, the table,
// graph or verdict overflowing, Arabic not right to left, a key shown
// instead of its word, no mark) and exits 1 if there was any.
//
// (The server and fault helpers are hint-shots.mjs's, which runs as it is
// imported: they are repeated here in short.)

import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { LANGS } from "../../web/i18n.js";

/* global document, innerWidth, requestAnimationFrame, window */ // page.evaluate() runs in the page
const [coupArg, outArg, ...langArgs] = process.argv.slice(2);
if (!coupArg || !outArg) {
    console.error("usage: node analysis-shots.mjs <coup binary> <out dir> [lang ...]");
    process.exit(2);
}
const WEB = resolve(dirname(fileURLToPath(import.meta.url)), "../../web");
const out = resolve(outArg);
mkdirSync(out, { recursive: true });
const langs = langArgs.length ? langArgs.filter((l) => LANGS.includes(l)) : LANGS;
const WIDTHS = [360, 390, 768, 1280];
const CHROMIUM = process.env.COUP_CHROMIUM || "/usr/bin/chromium";

// ------------------------------------------------------------ the server

const tmp = mkdtempSync(join(tmpdir(), "coup-analysis-shots-"));
let serverOut = "";
const server = spawn(resolve(coupArg), ["serve", "--port", "0", "--db", join(tmp, "coup.db"), "--static", WEB,
    "--bot-delay-ms", "0", "--ip-rate", "0", "--ip-conns", "0", "--seed", "7", "--analysis-budget", "2000"],
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

// ------------------------------------------------------------- checks

let faults = 0;
function fault(file, what) { faults++; console.log(`FAULT ${file}: ${what}`); }

const drawn = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

// What is wrong with the page as drawn: sideways scroll, a part of the
// analysis overflowing, the direction, a key instead of its word.
const tables = {};
const faultsOf = (page, lang, marked) => page.evaluate(({ lang, marked, ui }) => {
    const out = [];
    const de = document.documentElement;
    if (de.scrollWidth > de.clientWidth) out.push(`page ${de.scrollWidth} > ${de.clientWidth} wide`);
    if ((de.dir === "rtl") !== (lang === "ar")) out.push(`dir "${de.dir}"`);
    for (const el of document.querySelectorAll("#analysis, .analysis-table-wrap, #analysis-graph, .graph-keys, #verdict, .marks-legend, #replay-log")) {
        if (el.scrollWidth > el.clientWidth + 1) out.push(`inside ${el.id || el.className}: ${el.scrollWidth} > ${el.clientWidth}`);
        const r = el.getBoundingClientRect();
        if (r.width && (r.left < -0.5 || r.right > innerWidth + 0.5)) out.push(`${el.id || el.className} out of the screen`);
    }
    for (const el of document.querySelectorAll(".graph-tick")) {
        const r = el.getBoundingClientRect();
        if (r.left < -0.5 || r.right > innerWidth + 0.5) out.push(`a tick out of the screen: ${el.textContent}`);
    }
    const words = [["#analysis h2", ui.analysis], ["#analysis-graph figcaption", ui.win_odds], [".marks-how", ui.marks_how]];
    for (const [sel, want] of words) {
        const el = document.querySelector(sel);
        if (!el) out.push(`no ${sel}`);
        else if (el.textContent.trim() !== want) out.push(`${sel} says "${el.textContent}", not "${want}"`);
    }
    // No key shown in place of its word.
    const text = document.getElementById("analysis")?.textContent || "";
    const key = /\b(analysis_\w+|mark_\w+|claims_read|win_odds|n_of_m|claim_\w+)\b/.exec(text);
    if (key) out.push(`the key ${key[0]} shown`);
    if (!document.querySelector("#analysis-table tbody tr")) out.push("no row in the table");
    if (!document.querySelector("#analysis-graph .graph-line")) out.push("no line in the graph");
    if (marked) {
        const v = document.getElementById("verdict");
        if (!v || !v.textContent.trim()) out.push("no verdict for the marked step");
        if (!document.querySelector("#replay-log .ev.current .mark-sym")) out.push("the current log line has no mark");
    }
    return out;
}, { lang, marked, ui: tables[lang].ui });

async function shoot(page, file, lang, marked, full) {
    await drawn(page);
    for (const f of await faultsOf(page, lang, marked)) fault(file, f);
    await page.screenshot({ path: join(out, file), fullPage: full });
}

// ------------------------------------------------------------ the game

// A room of three, its creator leaving at once (a bot plays the seat),
// played to its end; returns the game's id.
async function botGame(browser, base) {
    const page = await browser.newPage();
    try {
        await page.goto(`${base}/`);
        return await page.evaluate((origin) => new Promise((resolve, reject) => {
            const ws = new WebSocket(`${origin.replace(/^http/, "ws")}/ws`, "coup.v1");
            const got = {};
            const send = (m) => ws.send(JSON.stringify(m));
            setTimeout(() => reject(new Error("no end in 30 s")), 30000);
            ws.onopen = () => send({ type: "create", name: "Zoë", players: 3, bots: "random", public: true });
            ws.onmessage = (e) => {
                const m = JSON.parse(e.data);
                if (m.type === "joined" && !got.code) {
                    got.code = m.code;
                    send({ type: "start" });
                } else if (m.type === "room" && m.game && !got.game) {
                    got.game = m.game;
                    send({ type: "leave" });
                    send({ type: "watch", code: got.code });
                } else if (m.type === "state" && m.winner >= 0 && got.game) {
                    ws.close();
                    resolve(got.game);
                } else if (m.type === "error") {
                    reject(new Error(m.error));
                }
            };
        }), base);
    } finally {
        await page.close();
    }
}

// ------------------------------------------------------------ the pages

async function newPage(browser, lang, width, errors) {
    const phone = width < 700;
    const ctx = await browser.newContext({
        viewport: { width, height: phone ? 800 : 900 }, deviceScaleFactor: 1, isMobile: phone, hasTouch: phone,
    });
    await ctx.addInitScript((l) => localStorage.setItem("coup.lang", l), lang);
    const page = await ctx.newPage();
    page.on("pageerror", (e) => errors.push(String(e)));
    return page;
}

async function shots(browser, base, game, lang, width, errors) {
    const page = await newPage(browser, lang, width, errors);
    try {
        await page.goto(`${base}/games/${game}`);
        await page.locator("#step-no").waitFor();
        // Stored after the first run: shown at once, with no press.
        if (!(await page.locator("#analysis-table").count())) {
            await page.locator("#analyse").click({ timeout: 5000 }).catch(() => {});
        }
        await page.locator("#analysis-table").waitFor({ timeout: 120000 });
        await page.locator("#last").click();
        await page.locator("#analysis").scrollIntoViewIfNeeded();
        await shoot(page, `analysis-${lang}-${width}.png`, lang, false, true);
        // The worst mark there is, selected from the graph.
        const mark = page.locator(".graph-mark.m-blunder, .graph-mark.m-mistake, .graph-mark.m-inaccuracy").first();
        if (!(await mark.count())) { fault(`marked-${lang}-${width}`, "no mark in the graph"); return; }
        await mark.click();
        await page.locator("#verdict").waitFor({ timeout: 5000 });
        await page.evaluate(() => window.scrollTo(0, 0));
        await shoot(page, `marked-${lang}-${width}.png`, lang, true, width >= 700);
    } catch (e) {
        fault(`${lang}-${width}`, String(e && e.message ? e.message.split("\n")[0] : e));
        await page.screenshot({ path: join(out, `error-${lang}-${width}.png`) }).catch(() => {});
    } finally {
        await page.context().close();
    }
}

async function main() {
    const base = await serverUrl();
    for (const l of langs) tables[l] = await (await fetch(`${base}/lang/${l}.json`)).json();
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
    try {
        const game = await botGame(browser, base);
        console.log(`game ${game}`);
        for (const lang of langs) {
            for (const width of WIDTHS) {
                const errors = [];
                await shots(browser, base, game, lang, width, errors);
                if (errors.length) fault(`${lang}-${width}`, `script errors: ${errors.join("; ")}`);
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
    rmSync(tmp, { recursive: true, force: true });
}
console.log(faults ? `${faults} faults` : `no faults; screenshots in ${out}`);
process.exitCode = faults ? 1 : 0;

// hint-shots.mjs - screenshots of hints (a room's `hints`,
// docs/web-protocol.md): the lobby's settings with the Hints box, a guest's
// summary of them, and decisions of ours with the hint asked ("thinking…")
// and answered (its line above the buttons, its move ringed), against a
// `coup serve` of its own (an in-memory store, the web client of this
// checkout, random bots without delay):
//
//     node tests/web/hint-shots.mjs <coup binary> <out dir> [lang ...]
//
// Each at 360, 390, 768 and 1280 px in every language (or those named):
// lobby-LANG-WIDTH.png, thinking-LANG-WIDTH.png (the server's answer held
// back 2 s to see it), hint-action-LANG-WIDTH.png (an action to choose),
// hint-challenge-LANG-WIDTH.png (a claim we may challenge, when one came
// within the game), guest-LANG-WIDTH.png (360 and 1280 only). It prints a line for each fault
// (a page wider than its screen, the hint's line cut or overflowing, the
// marked button missing or out of sight, Arabic not right to left, a key
// shown instead of its word) and exits 1 if there was any.

import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { LANGS } from "../../web/i18n.js";

/* global document, getComputedStyle, innerHeight, innerWidth, requestAnimationFrame */ // page.evaluate() runs in the page
const [coupArg, outArg, ...langArgs] = process.argv.slice(2);
if (!coupArg || !outArg) {
    console.error("usage: node hint-shots.mjs <coup binary> <out dir> [lang ...]");
    process.exit(2);
}
const WEB = resolve(dirname(fileURLToPath(import.meta.url)), "../../web");
const out = resolve(outArg);
mkdirSync(out, { recursive: true });
const langs = langArgs.length ? langArgs.filter((l) => LANGS.includes(l)) : LANGS;
const WIDTHS = [360, 390, 768, 1280];
const CHROMIUM = process.env.COUP_CHROMIUM || "/usr/bin/chromium";

// ------------------------------------------------------------ the server

let serverOut = "";
const server = spawn(resolve(coupArg), ["serve", "--port", "0", "--db", ":memory:", "--static", WEB,
    "--bot-delay-ms", "0", "--ip-rate", "0", "--ip-conns", "0", "--seed", "11"],
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

// What is wrong with the page as drawn: sideways scroll, the hint's line
// or a button overflowing, the direction, a key instead of its word.
const tables = {};
const faultsOf = (page, lang, hinted) => page.evaluate(({ lang, hinted, ui }) => {
    const out = [];
    const de = document.documentElement;
    if (de.scrollWidth > de.clientWidth) out.push(`page ${de.scrollWidth} > ${de.clientWidth} wide`);
    if ((de.dir === "rtl") !== (lang === "ar")) out.push(`dir "${de.dir}"`);
    for (const el of document.querySelectorAll("#hint-line, #hint-bar, .move, #hint-ask, .settings .check, .summary-row")) {
        if (el.scrollWidth > el.clientWidth + 1) out.push(`inside ${el.id || el.className}: ${el.scrollWidth} > ${el.clientWidth}`);
        const r = el.getBoundingClientRect();
        if (r.width && (r.left < -0.5 || r.right > innerWidth + 0.5)) out.push(`${el.id || el.className} out of the screen`);
    }
    // The words of the language's table, not their keys.
    const words = [["#hint-ask", ui.hint], [".hints-check > span", ui.hints + ui.hints_about],
        ["#hints-about, #new-hints-about, #room-hints-about", ui.hints_about], ["#hint-line.thinking", ui.thinking]];
    for (const [sel, want] of words) {
        const el = document.querySelector(sel);
        if (el && el.textContent.trim() !== want) out.push(`${sel} says "${el.textContent}", not "${want}"`);
    }
    if (hinted) {
        const line = document.querySelector("#hint-line:not(.thinking)");
        if (!line || !line.textContent.trim()) out.push("no hint line");
        const marked = document.querySelectorAll(".move.hinted");
        if (marked.length !== 1) out.push(`${marked.length} buttons marked`);
        for (const b of marked) {
            const r = b.getBoundingClientRect();
            if (r.bottom > innerHeight || r.top < 0) out.push("the marked button out of sight");
            if (getComputedStyle(b).boxShadow === "none") out.push("the marked button not ringed");
        }
        // The line just above the buttons.
        const moves = document.querySelector("#moves");
        if (line && moves && line.getBoundingClientRect().bottom > moves.getBoundingClientRect().top + 1) out.push("the line not above the buttons");
    }
    return out;
}, { lang, hinted, ui: tables[lang].ui });

async function shoot(page, file, lang, hinted = false, full = false) {
    await drawn(page);
    for (const f of await faultsOf(page, lang, hinted)) fault(file, f);
    await page.screenshot({ path: join(out, file), fullPage: full });
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
    // The server's `hint` comes in a second or less: held 2 s more, so
    // that "thinking…" is seen.
    await page.routeWebSocket(/\/ws/, (ws) => {
        const srv = ws.connectToServer();
        ws.onMessage((m) => srv.send(m));
        srv.onMessage((m) => {
            if (typeof m === "string" && m.includes('"type":"hint"')) setTimeout(() => ws.send(m), 2000);
            else ws.send(m);
        });
    });
    return page;
}

// The room made from the home page, its Hints box ticked in the lobby
// (the room's answer ticks it); returns its code.
async function lobby(page, base, lang, width) {
    await page.goto(`${base}/`);
    await page.locator("#create").waitFor();
    await page.locator("#name").fill("Zoë");
    await page.locator("#new-players").selectOption("3");
    await page.locator("#new-bots").selectOption("random");
    if (await page.locator("#new-hints").count()) fault(`home-${lang}-${width}`, "the home page's form has a Hints box");
    await page.locator("#create").click();
    await page.waitForURL(/\/r\/[A-Z]{4}(\?.*)?$/);
    await page.locator("#room-hints").waitFor();
    if (await page.locator("#room-hints").isChecked()) fault(`lobby-${lang}-${width}`, "the room made with hints");
    await page.locator("#room-hints").check();
    // The room's answer draws the form again, the box ticked.
    await page.waitForFunction(() => {
        const b = document.getElementById("room-hints");
        return b && b.checked && document.activeElement !== b;
    }, null, { timeout: 5000 }).catch(() => {});
    await page.locator("#room-hints").isChecked();
    await page.locator(".hints-check").scrollIntoViewIfNeeded();
    await shoot(page, `lobby-${lang}-${width}.png`, lang);
    return /\/r\/([A-Z]{4})/.exec(page.url())[1];
}

// A guest at the door of room `code`: the settings as a summary, hints on.
async function guest(browser, base, code, lang, width, errors) {
    const page = await newPage(browser, lang, width, errors);
    try {
        await page.goto(`${base}/r/${code}`);
        await page.locator("#door-name").fill("Gus");
        await page.locator("#door-join").click();
        await page.locator("#summary-hints").waitFor();
        if (!(await page.locator("#summary-hints").isChecked())) fault(`guest-${lang}-${width}`, "the summary's box not ticked");
        await page.locator("#summary-hints").scrollIntoViewIfNeeded();
        await shoot(page, `guest-${lang}-${width}.png`, lang);
        await page.locator("#leave").click();
    } finally {
        await page.context().close();
    }
}

// Our decision, its turn: waits until the Hint button asks (or the game
// is over: null).
async function nextDecision(page) {
    const h = await page.waitForSelector("#hint-ask:not([aria-disabled]), #waiting.over", { timeout: 20000 });
    if (await h.evaluate((el) => el.id !== "hint-ask")) return null;
    return Number(await page.locator(".table").getAttribute("data-turn"));
}

// Asks for the hint of turn `turn`; the shot of "thinking…" when seen.
async function ask(page, turn, lang, width, thinkingShot) {
    await page.locator(`.table[data-turn="${turn}"] #hint-ask`).click();
    await page.locator("#hint-line.thinking").waitFor({ timeout: 1000 });
    if (await page.locator("#hint-ask:not([aria-disabled])").count()) fault(`${lang}-${width}`, "the Hint button asks again while pending");
    if (thinkingShot) await shoot(page, `thinking-${lang}-${width}.png`, lang);
    await page.locator(`.table[data-turn="${turn}"] #hint-line:not(.thinking)`).waitFor({ timeout: 20000 });
}

// Plays until a decision of each kind wanted (an action, a challenge)
// had its hint asked and its picture taken.
async function game(page, lang, width) {
    // The guest's "joined" gone first: nothing over the dock.
    await page.locator("#toast").waitFor({ state: "hidden", timeout: 10000 }).catch(() => {});
    await page.locator("#start").click();
    const wanted = new Set(["action", "challenge"]);
    let thought = false;
    for (let k = 0; k < 60 && wanted.size; k++) {
        const turn = await nextDecision(page);
        if (turn === null) break;
        const moves = await page.locator(`.table[data-turn="${turn}"] #moves button[data-move]`)
            .evaluateAll((bs) => bs.map((b) => b.dataset.move));
        const kind = moves.includes("challenge") ? "challenge" : moves.includes("income") ? "action" : "";
        if (wanted.has(kind)) {
            wanted.delete(kind);
            await ask(page, turn, lang, width, !thought);
            thought = true;
            const hinted = await page.locator(".move.hinted").getAttribute("data-move").catch(() => null);
            const text = await page.locator("#hint-line").textContent();
            console.log(`${lang} ${width} turn ${turn}: ${hinted} | ${text}`);
            await page.locator(".move.hinted").scrollIntoViewIfNeeded().catch(() => {});
            await shoot(page, `hint-${kind}-${lang}-${width}.png`, lang, true);
            if (!wanted.size) return;
        }
        // On: the first move offered that keeps the game going.
        const pick = moves.find((m) => m === "pass" || m === "income") || moves[0];
        if (!pick) {
            // A group (many moves): open it, take its first.
            await page.locator(`.table[data-turn="${turn}"] #moves:not(.arming) button[data-group]`).first().click();
            await page.locator(`.table[data-turn="${turn}"] #moves:not(.arming) button[data-move]`).first().click();
        } else {
            await page.locator(`.table[data-turn="${turn}"] #moves:not(.arming) button[data-move="${pick}"]:not([disabled])`).click();
        }
        await page.waitForFunction((t) => {
            const el = document.querySelector(".table");
            return !el || Number(el.dataset.turn) !== t;
        }, turn, { timeout: 20000 });
    }
    if (wanted.size) console.log(`${lang} ${width}: no ${[...wanted].join(", ")} of ours in this game`);
}

async function main() {
    const base = await serverUrl();
    for (const l of langs) tables[l] = await (await fetch(`${base}/lang/${l}.json`)).json();
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
    try {
        for (const lang of langs) {
            for (const width of WIDTHS) {
                const errors = [];
                const page = await newPage(browser, lang, width, errors);
                try {
                    const code = await lobby(page, base, lang, width);
                    if (width === 360 || width === 1280) await guest(browser, base, code, lang, width, errors);
                    await game(page, lang, width);
                } catch (e) {
                    fault(`${lang}-${width}`, String(e && e.message ? e.message.split("\n")[0] : e));
                    await page.screenshot({ path: join(out, `error-${lang}-${width}.png`) }).catch(() => {});
                } finally {
                    await page.context().close();
                }
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
}
console.log(faults ? `${faults} faults` : `no faults; screenshots in ${out}`);
process.exitCode = faults ? 1 : 0;

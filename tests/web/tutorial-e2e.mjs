// tutorial-e2e.mjs - "Learn to play" (/learn, web/tutorial.js) against a
// `coup serve` of its own, in headless Chromium (playwright-core, the
// system's /usr/bin/chromium):
//
//     node tests/web/tutorial-e2e.mjs <coup binary> <artifacts dir>
//
// In every language, on a 360x640 phone: from the home page's Learn
// button to the end, clicking the glowing button of each "do" lesson and
// Next of each "read" one; at each lesson its text on screen, no page
// wider than the screen, the move buttons and the table in sight; one
// wrong tap refused (tut_wrong) with nothing changed; a reload mid-way
// resuming at the same step; the end offering Play now. In English also:
// leaving and continuing from the home page, a change of language keeping
// the step, and the end's Play now reaching a table with bots. Then en
// and ar at 390, 768 and 1280 px by "Skip this step". The bots' pace is
// 0 (localStorage "coup.tutorial.pace", tutorial.js). Screenshots go to
// the artifacts dir (LANG-WIDTH-LESSON.png). Every wait is a condition
// with a deadline, never a fixed sleep. One line per check ("ok ..." or
// "FAIL ..."), then "N passed, M failed"; exit 0 only if all passed.
// COUP_WEB_STATIC=web/ serves the client from the checkout instead of
// the binary's copy.

import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium } from "playwright-core";
import { LANGS } from "../../web/i18n.js";

/* global document, innerWidth, innerHeight, requestAnimationFrame */ // page.evaluate() runs in the page

const [coupArg, artifactsArg] = process.argv.slice(2);
if (!coupArg || !artifactsArg) {
    console.error("usage: node tutorial-e2e.mjs <coup binary> <artifacts dir>");
    process.exit(2);
}
const artifacts = resolve(artifactsArg);
mkdirSync(artifacts, { recursive: true });
const CHROMIUM = process.env.COUP_CHROMIUM || "/usr/bin/chromium";
const WAIT = 20000; // the deadline of every wait: the machine is shared

// ------------------------------------------------------------ checks

let passed = 0;
let failed = 0;
async function check(name, fn) {
    try {
        const r = await fn();
        if (r === false) { failed++; console.log(`FAIL ${name}`); } else { passed++; console.log(`ok ${name}`); }
    } catch (e) {
        failed++;
        console.log(`FAIL ${name}: ${String(e && e.message ? e.message.split("\n")[0] : e)}`);
    }
}
function assert(cond, what) { if (!cond) throw new Error(what); }

async function until(fn, what, ms = WAIT) {
    const end = Date.now() + ms;
    for (;;) {
        const v = await fn();
        if (v) return v;
        if (Date.now() > end) throw new Error(`timed out: ${what}`);
        await new Promise((r) => setTimeout(r, 50));
    }
}

// ------------------------------------------------------------ server

let serverOut = "";
const args = ["serve", "--port", "0", "--db", ":memory:", "--bot-delay-ms", "0", "--ip-rate", "0", "--ip-conns", "0"];
if (process.env.COUP_WEB_STATIC) args.push("--static", resolve(process.env.COUP_WEB_STATIC));
const server = spawn(resolve(coupArg), args, { stdio: ["ignore", "pipe", "pipe"] });
server.stdout.on("data", (d) => { serverOut += d; });
server.stderr.on("data", (d) => { serverOut += d; });

async function serverUrl() {
    const m = await until(() => {
        if (server.exitCode !== null) throw new Error(`coup serve exited: ${serverOut.trim()}`);
        return /https?:\/\/[^\s/]+(:\d+)?/.exec(serverOut);
    }, "the server's URL");
    return m[0].replace("0.0.0.0", "127.0.0.1").replace("[::]", "127.0.0.1");
}

// ------------------------------------------------------------ the page

let browser = null;
const errors = [];

async function newPage(lang, width, height) {
    const phone = width < 700;
    const ctx = await browser.newContext({
        viewport: { width, height }, deviceScaleFactor: 1, isMobile: phone, hasTouch: phone,
    });
    await ctx.addInitScript((l) => {
        localStorage.setItem("coup.lang", l);
        localStorage.setItem("coup.tutorial.pace", "0");
    }, lang);
    const page = await ctx.newPage();
    page.on("pageerror", (e) => errors.push(`${lang} ${width}: ${e}`));
    page.on("console", (m) => { if (m.type() === "error") errors.push(`${lang} ${width}: console: ${m.text()}`); });
    return page;
}

const drawn = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

// Where the page stands: the kept position, the coach's lesson and kind,
// its text, the log's length.
const where = (page) => page.evaluate(() => {
    const c = document.getElementById("coach");
    let pos = null;
    try { pos = JSON.parse(localStorage.getItem("coup.tutorial")); } catch { pos = null; }
    return {
        pos, lesson: c ? c.dataset.lesson : null, kind: c ? c.dataset.kind : null,
        text: (document.getElementById("coach-text") || {}).textContent || "",
        progress: (document.getElementById("coach-progress") || {}).textContent || "",
        log: document.querySelectorAll("#log li").length,
        coins: [...document.querySelectorAll("#seats .coin-n")].map((e) => e.textContent).join(","),
    };
});

// What is wrong with the page as drawn at a lesson: sideways scroll, the
// lesson's text off the screen, and at a "do" lesson a move button or
// the table out of sight (under the dock, or off the screen).
const faultsOf = (page, doing) => page.evaluate((doing) => {
    const out = [];
    const se = document.scrollingElement;
    if (se.scrollWidth > innerWidth) out.push(`scrolls sideways: ${se.scrollWidth} > ${innerWidth}`);
    const seen = (el) => {
        const r = el.getBoundingClientRect();
        return r.height > 0 && r.top >= -0.5 && r.bottom <= innerHeight + 0.5 && r.left >= -0.5 && r.right <= innerWidth + 0.5;
    };
    const text = document.getElementById("coach-text");
    if (!text || !seen(text)) out.push("the lesson's text off the screen");
    for (const el of document.querySelectorAll("#coach button, .move, .seat")) {
        if (el.scrollWidth > el.clientWidth + 1) out.push(`inside ${el.id || el.className}: ${el.scrollWidth} > ${el.clientWidth}`);
    }
    if (doing) {
        const moves = [...document.querySelectorAll("#moves button")];
        if (!moves.length) out.push("no move buttons");
        for (const b of moves) if (!seen(b)) out.push(`button "${b.textContent}" out of sight`);
        if (!document.querySelector("#moves button.expected")) out.push("no button glows");
        // On a phone the table stays in sight above the dock too (a
        // desktop's page scrolls to its buttons, as in a real game).
        const seats = document.getElementById("seats");
        const dock = document.querySelector(".dock");
        if (innerWidth >= 700) return out;
        if (!seats || !seen(seats)) out.push("the seats off the screen");
        else if (dock && seats.getBoundingClientRect().bottom > dock.getBoundingClientRect().top + 1) out.push("the seats under the dock");
    }
    return out;
}, doing);

// Lesson k: "do" when its step is the player's and no other lesson
// shares its step after it (the brief's rule, written out again here).
function kindOf(tut, k) {
    const l = tut.lessons[k];
    const s = tut.steps[l.at];
    const last = !tut.lessons[k + 1] || tut.lessons[k + 1].at !== l.at;
    return s && s.seat === 0 && s.move && last ? "do" : "read";
}

// Waits for lesson k on the coach (its text, and the bots done).
async function atLesson(page, tut, k) {
    const l = tut.lessons[k];
    const want = kindOf(tut, k) === "do" ? "move" : k === tut.lessons.length - 1 ? "end" : "read";
    await until(async () => {
        const w = await where(page);
        return w.lesson === l.name && w.text === l.text && w.kind === want;
    }, `lesson ${k} "${l.name}" (${want})`);
    await drawn(page);
}

// Plays the move of do lesson k: its glowing button (opening its group
// first when it is in one), tapped again until the tutorial takes it (a
// tap right after the buttons change does not count: room-state ARM_MS).
async function doMove(page, tut, k) {
    const at = tut.lessons[k].at;
    const move = tut.steps[at].move;
    await until(async () => {
        const w = await where(page);
        // The end forgets the position: the last move was taken.
        if (!w.pos || w.pos.played > at) return true;
        const direct = page.locator(`#moves button[data-move="${move}"]`);
        if (await direct.count()) {
            assert(await direct.evaluate((b) => b.classList.contains("expected")), `"${move}" does not glow`);
            await direct.click({ timeout: 2000 }).catch(() => {});
        } else {
            const group = page.locator("#moves button.group.expected");
            if (await group.count()) await group.click({ timeout: 2000 }).catch(() => {});
        }
        return false;
    }, `the move "${move}" taken`);
}

async function next(page, tut, k) {
    await until(async () => {
        const w = await where(page);
        if (w.lesson !== tut.lessons[k].name) return true;
        await page.locator("#tut-next").click({ timeout: 2000 }).catch(() => {});
        return false;
    }, `Next after lesson ${k}`);
}

// A wrong tap: tut_wrong shown, nothing changed.
async function wrongTap(page, ui) {
    const before = await where(page);
    const other = page.locator("#moves button[data-move]:not(.expected)").first();
    await until(async () => {
        if (await page.locator("#tut-wrong").count()) return true;
        await other.click({ timeout: 2000 }).catch(() => {});
        return false;
    }, "tut_wrong shown");
    await drawn(page);
    const text = (await page.locator("#tut-wrong").textContent()).trim();
    assert(text === ui.tut_wrong, `the line says "${text}"`);
    const after = await where(page);
    assert(JSON.stringify(after.pos) === JSON.stringify(before.pos), `the position moved: ${JSON.stringify(before.pos)} -> ${JSON.stringify(after.pos)}`);
    assert(after.log === before.log && after.coins === before.coins, "the table changed");
    assert(await page.locator("#moves button.expected:not(:disabled)").count(), "the glowing button gone or disabled");
}

const shot = (page, file) => page.screenshot({ path: join(artifacts, file) });

// ------------------------------------------------- one language, played

const SHOTS = ["intro", "block", "challenge", "keep", "won"];

async function playThrough(base, lang, ui) {
    const tut = await (await fetch(`${base}/tutorial/${lang}.json?name=${encodeURIComponent(ui.default_name)}`)).json();
    const L = tut.lessons.length;
    const page = await newPage(lang, 360, 640);
    const faults = [];
    let lessonsSeen = 0;
    let reloaded = false;
    let wronged = false;
    try {
        await check(`${lang}: the home page's Learn button and its line, no sideways scroll at 360 px`, async () => {
            await page.goto(`${base}/`);
            await page.locator("#learn").waitFor({ timeout: WAIT });
            assert((await page.locator("#learn").textContent()).includes(ui.learn), "the button's word");
            assert((await page.locator("#learn-hint").textContent()).trim() === ui.learn_hint, "its line");
            const w = await page.evaluate(() => [document.scrollingElement.scrollWidth, innerWidth]);
            assert(w[0] <= w[1], `scrolls sideways: ${w}`);
            await page.locator("#learn").click();
            await page.waitForURL(/\/learn$/, { timeout: WAIT });
        });
        await check(`${lang}: every lesson in turn (${L}), its text on screen, the glowing buttons and Next to the end`, async () => {
            for (let k = 0; k < L; k++) {
                await atLesson(page, tut, k);
                lessonsSeen++;
                const l = tut.lessons[k];
                const doing = kindOf(tut, k) === "do";
                for (const f of await faultsOf(page, doing)) faults.push(`${l.name}: ${f}`);
                const p = (await where(page)).progress;
                if (p !== ui.tut_progress.replace("{n}", k + 1).replace("{m}", L)) faults.push(`${l.name}: progress "${p}"`);
                if (SHOTS.includes(l.name)) await shot(page, `${lang}-360-${l.name}.png`);
                if (k === L - 1) break;
                if (doing && !wronged) {
                    wronged = true;
                    await check(`${lang}: a wrong tap shows tut_wrong and changes nothing`, () => wrongTap(page, ui));
                }
                if (k === Math.floor(L / 2) && !reloaded) {
                    reloaded = true;
                    await check(`${lang}: a reload mid-way resumes at the same step`, async () => {
                        const before = await where(page);
                        await page.reload();
                        await atLesson(page, tut, k);
                        const after = await where(page);
                        assert(JSON.stringify(after.pos) === JSON.stringify(before.pos), `at ${JSON.stringify(after.pos)}, was ${JSON.stringify(before.pos)}`);
                        assert(after.progress === before.progress, `"${after.progress}" was "${before.progress}"`);
                        assert(after.log === before.log, `the log: ${after.log} events, was ${before.log}`);
                        assert(after.coins === before.coins, `coins ${after.coins}, was ${before.coins}`);
                    });
                }
                if (doing) await doMove(page, tut, k); else await next(page, tut, k);
            }
        });
        await check(`${lang}: no page wider than the screen, the lesson, the buttons and the table in sight at each lesson`, () => {
            assert(faults.length === 0, faults.slice(0, 6).join("; "));
        });
        await check(`${lang}: the end offers Play now and Leave the tutorial, the position forgotten`, async () => {
            assert(lessonsSeen === L, `${lessonsSeen} lessons of ${L}`);
            assert((await page.locator("#tut-play").textContent()).trim() === ui.play_now, "Play now");
            assert((await page.locator("#tut-done").textContent()).trim() === ui.tut_leave, "Leave the tutorial");
            assert(await page.locator("#tut-play").isVisible(), "Play now hidden");
            const w = await where(page);
            assert(w.pos === null, `kept: ${JSON.stringify(w.pos)}`);
            assert(!(await page.locator("#tut-skip").count()) && !(await page.locator("#tut-next").count()), "Skip or Next at the end");
        });
        return page;
    } catch (e) {
        await page.context().close();
        throw e;
    }
}

// ------------------------------------------- English: the other ways in

async function englishMore(base, ui, langs) {
    const tut = await (await fetch(`${base}/tutorial/en.json`)).json();
    const page = await newPage("en", 360, 640);
    try {
        await check("en: Leave the tutorial, then Continue the tutorial on the home page resumes it", async () => {
            await page.goto(`${base}/learn`);
            await atLesson(page, tut, 0);
            await next(page, tut, 0);
            await atLesson(page, tut, 1);
            await doMove(page, tut, 1);
            await atLesson(page, tut, 2);
            const before = await where(page);
            await page.locator("#tut-leave").click();
            await page.waitForURL(/\/$/, { timeout: WAIT });
            await page.locator("#learn").waitFor({ timeout: WAIT });
            const label = (await page.locator("#learn").textContent()).trim();
            assert(label.includes(ui.learn_continue), `the home page says "${label}"`);
            await page.locator("#learn").click();
            await atLesson(page, tut, 2);
            const after = await where(page);
            assert(JSON.stringify(after.pos) === JSON.stringify(before.pos), `at ${JSON.stringify(after.pos)}`);
        });
        await check("en: another language keeps the step; its lesson in that language", async () => {
            const before = await where(page);
            await page.locator("#lang-select").selectOption("de");
            const de = langs.de;
            await until(async () => (await where(page)).text === de.lessons[2].text, "the German lesson");
            const w = await where(page);
            assert(JSON.stringify(w.pos) === JSON.stringify(before.pos), `at ${JSON.stringify(w.pos)}`);
            assert((await page.locator("#tut-title").textContent()).trim() === de.ui.tutorial, "the title in German");
            await page.locator("#lang-select").selectOption("en");
            await until(async () => (await where(page)).text === tut.lessons[2].text, "the English lesson again");
        });
        await check("en: Skip this step plays up to the next lesson; Start over starts again", async () => {
            await page.locator("#tut-skip").click();
            await atLesson(page, tut, 3);
            const w = await where(page);
            assert(w.pos.played === tut.lessons[3].at, `played ${w.pos.played}`);
            await page.locator("#tut-restart").click();
            await atLesson(page, tut, 0);
            assert((await where(page)).log === 0, "the log not empty");
        });
    } finally {
        await page.context().close();
    }
}

// The end's Play now: a table with bots, as the home page's.
async function playNowAtEnd(page) {
    await check("en: the end's Play now reaches a table with bots", async () => {
        await page.locator("#tut-play").click();
        await page.waitForURL(/\/r\/[A-Z]{4}\?key=[0-9a-f]+$/, { timeout: WAIT });
        await page.locator("#seats .seat.me").waitFor({ timeout: WAIT });
        assert((await page.locator("#seats .badge.bot").count()) >= 1, "no bot");
        assert(!(await page.locator("#coach").count()), "the coach still there");
    });
}

// en and ar at other widths, by Skip: the first lesson, the block, the
// keep and the end.
async function widths(base, lang, ui) {
    const tut = await (await fetch(`${base}/tutorial/${lang}.json`)).json();
    const L = tut.lessons.length;
    const idx = (n) => tut.lessons.findIndex((l) => l.name === n);
    for (const [width, height] of [[390, 844], [768, 1024], [1280, 800]]) {
        await check(`${lang} at ${width} px: the lessons by Skip, in sight, no sideways scroll`, async () => {
            const page = await newPage(lang, width, height);
            const faults = [];
            try {
                await page.goto(`${base}/learn`);
                for (let k = 0; k < L; k++) {
                    await atLesson(page, tut, k);
                    const l = tut.lessons[k];
                    if (["intro", "block", "keep", "won"].includes(l.name)) {
                        for (const f of await faultsOf(page, kindOf(tut, k) === "do")) faults.push(`${l.name}: ${f}`);
                        await shot(page, `${lang}-${width}-${l.name}.png`);
                    }
                    if (k === L - 1) break;
                    const before = (await where(page)).lesson;
                    await page.locator("#tut-skip").click();
                    await until(async () => (await where(page)).lesson !== before, `skip from ${l.name}`);
                }
                assert(idx("won") === L - 1, "the last lesson is not won");
                assert(await page.locator("#tut-play").isVisible(), "no Play now");
                assert(faults.length === 0, faults.slice(0, 6).join("; "));
            } finally {
                await page.context().close();
            }
        });
    }
}

// ------------------------------------------------------------ main

async function main() {
    const base = await serverUrl();
    browser = await chromium.launch({ executablePath: CHROMIUM });
    const langs = {};
    for (const l of LANGS) {
        const table = await (await fetch(`${base}/lang/${l}.json`)).json();
        langs[l] = { ui: table.ui, lessons: (await (await fetch(`${base}/tutorial/${l}.json`)).json()).lessons };
    }
    await check("the server serves a tutorial for every language, 404 for another, 400 for a bad name", async () => {
        for (const l of LANGS) assert(langs[l].lessons.length > 0, `${l}: no lessons`);
        assert((await fetch(`${base}/tutorial/xx.json`)).status === 404, "xx");
        assert((await fetch(`${base}/tutorial/en.json?name=${"n".repeat(21)}`)).status === 400, "a name of 21");
    });
    for (const lang of ["en", ...LANGS.filter((l) => l !== "en")]) {
        let page = null;
        await check(`${lang}: the tutorial played through at 360x640`, async () => {
            page = await playThrough(base, lang, langs[lang].ui);
        });
        if (page && lang === "en") await playNowAtEnd(page);
        if (page) await page.context().close();
    }
    await englishMore(base, langs.en.ui, langs);
    for (const lang of ["en", "ar"]) await widths(base, lang, langs[lang].ui);
    await check("ar: the page is right to left", async () => {
        const page = await newPage("ar", 360, 640);
        try {
            await page.goto(`${base}/learn`);
            await page.locator("#coach-text").waitFor({ timeout: WAIT });
            assert(await page.evaluate(() => document.documentElement.dir === "rtl"), "not rtl");
        } finally {
            await page.context().close();
        }
    });
    await check("no script errors", () => { assert(errors.length === 0, errors.slice(0, 3).join(" | ")); });
}

try {
    await main();
} catch (e) {
    failed++;
    console.log(`FAIL the run: ${e && e.stack ? e.stack : e}`);
} finally {
    if (browser) await browser.close().catch(() => {});
    server.kill("SIGTERM");
    console.log(`${passed} passed, ${failed} failed`);
    process.exitCode = failed ? 1 : 0;
}

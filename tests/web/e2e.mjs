// e2e.mjs - the web client against a real `coup serve`, in headless
// Chromium (playwright-core, the system's /usr/bin/chromium):
//
//     node tests/web/e2e.mjs <coup binary> <artifacts dir>
//
// Alice (desktop) creates a room for 3 with one bot, Bob (phone) joins by
// its code, Alice starts; both play to the end by clicking legal buttons;
// Bob reloads mid-game and must get his seat and cards back; Carol watches
// and sees the log grow; then the replay page shows the game step by step.
// Screenshots go to the artifacts dir. Every wait is a condition with a
// deadline, never a fixed sleep. One line per check ("ok ..." or
// "FAIL ..."), then "N passed, M failed"; exit 0 only if all passed.

import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium } from "playwright-core";
import { LANGS } from "../../web/i18n.js";
import { parseCard } from "../../web/rules.js";

const [coupArg, artifactsArg] = process.argv.slice(2);
if (!coupArg || !artifactsArg) {
    console.error("usage: node e2e.mjs <coup binary> <artifacts dir>");
    process.exit(2);
}
const coup = resolve(coupArg);
const artifacts = resolve(artifactsArg);
mkdirSync(artifacts, { recursive: true });
const CHROMIUM = process.env.COUP_CHROMIUM || "/usr/bin/chromium";

// ------------------------------------------------------------ checks

let passed = 0;
let failed = 0;
function ok(name) { passed++; console.log(`ok ${name}`); }
function fail(name, why) { failed++; console.log(`FAIL ${name}${why ? `: ${why}` : ""}`); }
// check(name, fn): fn may be async; it fails by throwing or returning false.
let current = "the start"; // the check under way, for the console's errors
async function check(name, fn) {
    current = name;
    // COUP_E2E_CHECK=words: only the checks whose name holds them (while
    // working on one; the others are neither run nor counted).
    const only = process.env.COUP_E2E_CHECK;
    if (only && !name.includes(only) && !/starts and prints|no script errors/.test(name)) return true;
    try {
        const r = await fn();
        if (r === false) fail(name); else ok(name);
        return r !== false;
    } catch (e) {
        fail(name, String(e && e.message ? e.message.split("\n")[0] : e));
        return false;
    }
}
function assert(cond, what) { if (!cond) throw new Error(what); }

// Polls fn() until it returns a truthy value or `ms` pass.
async function until(fn, ms, what) {
    const end = Date.now() + ms;
    for (;;) {
        const v = await fn();
        if (v) return v;
        if (Date.now() > end) throw new Error(`timed out: ${what}`);
        await new Promise((r) => setTimeout(r, 50));
    }
}

// ------------------------------------------------------------ server

const tmp = mkdtempSync(join(tmpdir(), "coup-web-"));
let server = null;
let serverOut = "";
let serverExited = null;

// Starts `coup serve` on `port` (0: any) with the run's database.
function startServer(port) {
    // A small analysis budget: the replay's Analyse done in seconds.
    const args = ["serve", "--port", String(port), "--db", join(tmp, "coup.db"), "--bot-delay-ms", "0",
        "--analysis-budget", "500"];
    if (process.env.COUP_WEB_STATIC) args.push("--static", process.env.COUP_WEB_STATIC);
    serverOut = "";
    serverExited = null;
    const child = spawn(coup, args, { stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (d) => { serverOut += d; });
    child.stderr.on("data", (d) => { serverOut += d; });
    child.on("exit", (code, sig) => { if (child === server) serverExited = code ?? sig; });
    server = child;
}

// The URL the server prints, once it does.
async function serverUrl() {
    const m = await until(() => serverExited === null
        ? /https?:\/\/[^\s/]+(:\d+)?/.exec(serverOut)
        : Promise.reject(new Error(`exited (${serverExited}): ${serverOut.trim()}`)), 20000, "the URL");
    return m[0].replace("0.0.0.0", "127.0.0.1").replace("[::]", "127.0.0.1");
}

// Stops the server and waits for its end.
async function stopServer() {
    const child = server;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const done = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await Promise.race([done, new Promise((r) => setTimeout(r, 10000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
}

let browser = null;
async function cleanup() {
    if (browser) await browser.close().catch(() => {});
    await stopServer();
    rmSync(tmp, { recursive: true, force: true });
}

function finish() {
    console.log(`${passed} passed, ${failed} failed`);
    process.exitCode = failed ? 1 : 0;
}

// Every decision on phones in every language, ten players at 360 px,
// leaving mid-game and a second tab (see main, which calls it).
async function phones(base, newPage, shot, errors) {
    // ---------------------------- every decision, on phones, in every language
    // Rooms of random bots (no delay) whose options bring every kind of
    // decision (R10 declared Coup and Assassinate, R11 the draft, R12 the
    // Inquisitor; the Ambassador's Exchange keeps 2 of 4): at each decision
    // of ours, 360, 390, 768 and 1280 px wide, no page wider than the screen, no
    // button's text cut, the decider's line the server's prompt (when it
    // sends one), every face-up card named in full. A screenshot for each
    // size, kind of decision and language. And at every decision of ours,
    // at 360x800 and 390x844, the table in sight above the dock
    // (fitFaults; fit-LANG-Np-KIND-WIDTH.png the first time).
    const WIDTHS = [360, 390, 768, 1280];
    const WANTED = ["action", "challenge", "block", "prove", "lose", "keep"];
    const EVERY = new Set([...WANTED, "examine", "show", "pick", "over"]); // seen: no screenshots of them
    const langTables = {};
    for (const l of LANGS) {
        langTables[l] = await (await fetch(`${base}/lang/${l}.json`)).json();
    }

    // The `state` messages a page receives, the last one kept, and the
    // kind of the last move that was not a pass.
    function trackStates(page) {
        const box = { state: null, act: "" };
        page.on("websocket", (ws) => ws.on("framereceived", (f) => {
            let m;
            try { m = JSON.parse(f.payload); } catch { return; }
            if (m.type === "state") box.state = m;
            if (m.type === "event" && m.kind !== "pass") box.act = m.kind;
        }));
        return box;
    }

    async function phonePage(lang, label, width = 390) {
        const page = await newPage({ width, height: 800 }, label,
            { isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
        await page.addInitScript((l) => localStorage.setItem("coup.lang", l), lang);
        return page;
    }

    // Creates a room from the home page; returns its code.
    async function createRoom(page, { name, players, options = [], timer = 0 }) {
        await page.goto(`${base}/`);
        await page.locator("#create").waitFor();
        await page.locator("#name").fill(name);
        await page.locator("#new-players").selectOption(String(players));
        for (const o of options) await page.locator(`#new-${o}`).check();
        await page.locator("#new-bots").selectOption("random");
        if (timer) await page.locator("#new-timer").selectOption(String(timer));
        await page.locator("#create").click();
        await page.waitForURL(/\/r\/[A-Z]{4}$/);
        await page.locator("#start").waitFor();
        return /\/r\/([A-Z]{4})$/.exec(page.url())[1];
    }

    // What is wrong with the page as drawn (""), for state `st` in `lang`.
    /* global document, getComputedStyle */
    const layoutFaults = (page, st, lang) => page.evaluate(({ st, cards, yourTurn, ui }) => {
        const out = [];
        const de = document.documentElement;
        if (de.scrollWidth > de.clientWidth) out.push(`page ${de.scrollWidth} > ${de.clientWidth}`);
        for (const el of document.querySelectorAll(".move, .seat, .hand .card, #waiting")) {
            if (el.scrollWidth > el.clientWidth + 1) out.push(`inside ${el.className}: ${el.scrollWidth} > ${el.clientWidth}`);
        }
        for (const c of document.querySelectorAll("#seats .card.up")) {
            const name = c.querySelector(".card-name");
            const want = cards[c.dataset.card];
            if (!name || name.textContent !== want) out.push(`up card ${c.dataset.card}: "${name && name.textContent}"`);
            else if (getComputedStyle(name).display === "none" || name.clientWidth === 0) out.push(`up card ${want} hidden`);
            else if (name.scrollWidth > name.clientWidth || c.scrollWidth > c.clientWidth) out.push(`up card ${want} clipped`);
        }
        // A count of coins in words, "1 coin" in the singular.
        for (const c of document.querySelectorAll("#seats .coins")) {
            const n = Number(c.querySelector(".coin-n").textContent);
            const want = n === 1 ? ui.coins_one : ui.coins.replace("{n}", n);
            if (c.getAttribute("aria-label") !== want) out.push(`coins "${c.getAttribute("aria-label")}" for ${n}`);
        }
        const line = (document.querySelector("#waiting") || {}).textContent || "";
        if (st && st.legal && st.legal.length && "prompt" in st) {
            if (line.trim() === yourTurn) out.push(`the bare "${yourTurn}" with a prompt`);
            if (st.prompt && line.trim() !== st.prompt.trim()) out.push(`line "${line}" is not the prompt`);
        }
        return out.slice(0, 4).join("; ");
    }, { st, cards: langTables[lang].cards, yourTurn: langTables[lang].ui.your_turn, ui: langTables[lang].ui });

    // What of the table the dock covers on our decision (""), on a phone
    // scrolled to the top: every seat and the announcements' place lie
    // between the header and the dock's top edge, and the dock (the
    // prompt, every button) lies within the screen: the whole table, what
    // just happened, what is asked and the answers, seen at once.
    const FITS = [[360, 800], [390, 844]];
    const fitFaults = (page) => page.evaluate(() => {
        globalThis.scrollTo(0, 0);
        const out = [];
        const dock = document.querySelector(".dock");
        if (!dock) return "no dock";
        const d = dock.getBoundingClientRect();
        const bar = document.querySelector(".bar");
        const top = bar ? bar.getBoundingClientRect().bottom : 0;
        const px = (x) => Math.round(x);
        const what = (el) => (el.dataset.seat ? `seat ${el.dataset.seat}` : el.id || el.className);
        for (const el of document.querySelectorAll("#seats .seat, #news")) {
            const r = el.getBoundingClientRect();
            if (r.top < top - 0.5 || r.bottom > d.top + 0.5) out.push(`${what(el)} at ${px(r.top)}..${px(r.bottom)}, the dock from ${px(d.top)}`);
        }
        for (const el of dock.querySelectorAll("#waiting, #moves button, .help summary")) {
            const r = el.getBoundingClientRect();
            if (r.bottom > globalThis.innerHeight + 0.5) out.push(`${what(el)} ends at ${px(r.bottom)}, below the screen`);
        }
        return out.slice(0, 4).join("; ");
    });
    const fitShots = new Set();

    // Taps the button of `move` (opening its groups first: its kind, then
    // its target; each waits for the buttons to be armed).
    async function tapMove(page, m) {
        for (let i = 0; i < 8; i++) {
            const b = page.locator(`#moves:not(.arming) button[data-move="${m.move}"]:not([disabled])`);
            if (await b.count()) { await b.click({ timeout: 10000 }); return; }
            const keys = [m.kind, String(m.target)];
            let opened = false;
            for (const k of keys) {
                const g = page.locator(`#moves:not(.arming) button[data-group="${k}"]`);
                if (await g.count()) { await g.click({ timeout: 10000 }); opened = true; break; }
            }
            if (!opened) await page.locator("#moves:not(.arming)").waitFor({ timeout: 10000 });
        }
        throw new Error(`no button for ${m.move}`);
    }

    // Our choice: what brings a kind of decision not seen yet.
    function choose(st, seen) {
        const L = st.legal;
        const kind = (k) => L.filter((m) => m.kind === k);
        const any = () => L[Math.floor(Math.random() * L.length)];
        if (st.phase === "action") {
            if (!seen.has("keep") && kind("exchange").length) return kind("exchange")[0];
            if (!seen.has("examine") && kind("examine").length) return kind("examine")[0];
            const held = st.mine || [];
            for (const [k, c] of [["tax", "duke"], ["steal", "captain"], ["exchange", "ambassador"],
                ["exchange", "inquisitor"], ["assassinate", "assassin"]]) {
                if (!seen.has("prove") && held.includes(c) && kind(k).length) return kind(k)[0];
            }
            const safe = L.filter((m) => ["income", "foreign-aid", "tax", "coup", "assassinate", "steal"].includes(m.kind));
            return safe.length ? safe[Math.floor(Math.random() * safe.length)] : any();
        }
        if (st.phase === "challenge") {
            const c = kind("challenge");
            return c.length && (!seen.has("lose") || Math.random() < 0.4) ? c[0] : (kind("pass")[0] || any());
        }
        if (st.phase === "block") return kind("block")[0] || any();
        return any();
    }

    // Plays `page`'s seat until the game is over; at each decision, the
    // layout checks (every width the first time a kind of decision comes
    // in this language, the page's own width after that). `how` may give
    // the kind of a decision (`kind(st)`, its phase by default), the move
    // to make (`choose(st, seen)`), more faults to look for (`faults(page,
    // st)`, "" for none) and the screenshots' prefix (`shots`).
    async function playChecking(page, box, lang, seen, tag, how = {}) {
        const kindOf = how.kind || ((st) => st.phase);
        const chooser = how.choose || choose;
        const prefix = how.shots || "decision";
        const end = Date.now() + 60000;
        const size = page.viewportSize();
        for (;;) {
            assert(Date.now() < end, `${tag}: the game did not end in 60 s`);
            const got = await until(async () => {
                const st = box.state;
                if (!st) return null;
                if (st.winner >= 0 || st.to_move === -2) return (await page.locator("#waiting.over").count()) ? { st, over: true } : null;
                if (!st.legal || !st.legal.length) return null;
                const ready = page.locator(`.table[data-turn="${st.turn}"] #moves:not(.arming) button:not([disabled])`);
                return (await ready.count()) ? { st } : null;
            }, 20000, `${tag}: a decision or the end`);
            const { st } = got;
            const phase = got.over ? "over" : kindOf(st);
            const first = !seen.has(phase);
            seen.add(phase);
            for (const w of first ? WIDTHS : [390]) {
                if (first) await page.setViewportSize({ width: w, height: 800 });
                const bad = await layoutFaults(page, st, lang) || (how.faults ? await how.faults(page, st) : "");
                assert(!bad, `${tag} ${phase} at ${w} px: ${bad}`);
                if (first) await shot(page, `${prefix}-${lang}-${phase}-${w}.png`);
            }
            if (!got.over) {
                // The table in sight while deciding, at every decision.
                const n = st.seats.length;
                const key = `${lang}-${n}p-${phase}`;
                for (const [w, ht] of FITS) {
                    await page.setViewportSize({ width: w, height: ht });
                    const bad = await fitFaults(page);
                    if (bad) await shot(page, `fit-${key}-${w}-covered.png`);
                    assert(!bad, `${tag} ${phase}, ${n} players at ${w}x${ht}: ${bad}`);
                    if (!fitShots.has(key)) await shot(page, `fit-${key}-${w}.png`);
                }
                fitShots.add(key);
            }
            await page.setViewportSize(size);
            if (got.over) return;
            const m = chooser(st, seen);
            try {
                await tapMove(page, m);
                await until(() => box.state !== st, 5000, `${tag}: an answer to ${m.move}`);
            } catch (e) {
                // Redrawn under the tap (a new state): look again.
                if (box.state === st) throw e;
            }
        }
    }

    // The Inquisitor's room also wants its own decisions: Examine (R12)
    // and a card shown (to an Inquisitor, or the hand under R10).
    const MORE = { en: ["examine", "show"] };
    const ROOMS = {
        en: { players: 3, options: ["inquisitor", "declared_coup", "declared_assassinate"] },
        it: { players: 2, options: ["two_player_draft", "declared_assassinate"] },
        pt: { players: 3, options: ["declared_coup"] },
        es: { players: 2, options: ["inquisitor", "declared_coup"] },
        fr: { players: 3, options: ["declared_assassinate"] },
        de: { players: 2, options: ["inquisitor"] },
        ar: { players: 3, options: ["inquisitor", "declared_coup"] },
        hi: { players: 2, options: ["two_player_draft"] },
    };
    for (const lang of LANGS) {
        await check(`${lang}: every kind of decision fits 360, 390, 768 and 1280 px, with its prompt and the face-up cards named`, async () => {
            const page = await phonePage(lang, `decide-${lang}`);
            const box = trackStates(page);
            const seen = new Set();
            try {
                await createRoom(page, { name: `Zoë ${lang}`, ...ROOMS[lang] });
                assert((await page.evaluate("document.documentElement.lang")) === lang, "the page's language");
                // Arabic is laid out right to left, the others left to right.
                const dir = await page.evaluate("getComputedStyle(document.body).direction");
                assert(dir === (lang === "ar" ? "rtl" : "ltr"), `the page runs ${dir}`);
                await page.locator("#start").click();
                // Random bots bring each kind of decision in a few games; the
                // cap is far above what a run needs, so that bad luck does
                // not fail it (it stops as soon as every kind came).
                let game = 1;
                const wanted = [...WANTED, ...(MORE[lang] || [])];
                for (; game <= 30 && wanted.some((p) => !seen.has(p)); game++) {
                    if (game > 1) {
                        const before = box.state;
                        await page.locator("#again").click();
                        await until(() => box.state !== before && box.state.winner < 0, 10000, "a new game");
                    }
                    await playChecking(page, box, lang, seen, `${lang} game ${game}`);
                }
                const missing = wanted.filter((p) => !seen.has(p));
                assert(!missing.length, `never reached: ${missing.join(", ")}`);
                console.log(`# ${lang}: ${[...seen].join(", ")} (${game - 1} games)`);
            } finally {
                await page.context().close();
            }
        });
    }

    // ------------------------------ Reformation (R16-R19), in every language
    // A room of four with Reformation: at every decision each seat shows
    // its allegiance (the language's word, its colour and shape), the
    // table the Treasury Reserve, and no move aims at our own faction
    // while both live; our seat converts, embezzles, answers an
    // Embezzlement and shows its hand when it can. Screenshots of each
    // kind at every width (reform-LANG-KIND-WIDTH.png).
    const reformKind = (box) => (st) => {
        const L = st.legal;
        if (st.phase === "action") return L.some((m) => m.kind === "embezzle") ? "action-embezzle" : "action";
        if (st.phase === "prove" && L.some((m) => m.kind === "prove" && m.card)) return "prove-hand";
        if (st.phase === "challenge" && box.act === "embezzle") return "challenge-embezzle";
        return st.phase;
    };
    const reformChoose = (box) => (st, seen) => {
        const L = st.legal;
        const kind = (k) => L.filter((m) => m.kind === k);
        if (st.phase === "action") {
            const em = kind("embezzle");
            if (em.length && !seen.has("embezzled")) { seen.add("embezzled"); return em[0]; }
            const other = kind("convert").filter((m) => m.target !== st.you);
            if (other.length && !seen.has("converted-other")) { seen.add("converted-other"); return other[0]; }
            const self = kind("convert").filter((m) => m.target === st.you);
            if (self.length && !seen.has("converted-self")) { seen.add("converted-self"); return self[0]; }
        }
        if (st.phase === "prove") return kind("prove")[0] || kind("concede")[0] || L[0];
        if (st.phase === "challenge" && box.act === "embezzle") return kind("challenge")[0] || L[0];
        return choose(st, seen);
    };
    const reformFaults = (lang) => (page, st) => page.evaluate(({ st, factions, reserveWord }) => {
        const out = [];
        const split = new Set(st.seats.filter((x) => x.alive).map((x) => x.faction)).size > 1;
        const me = st.seats.find((x) => x.seat === st.you);
        for (const s of st.seats) {
            const el = document.querySelector(`#seats .seat[data-seat="${s.seat}"]`);
            const b = el && el.querySelector(".badge.faction");
            if (!s.faction) out.push(`seat ${s.seat}: no faction in the state`);
            else if (!b || b.textContent !== factions[s.faction]) out.push(`seat ${s.seat}: badge "${b && b.textContent}" for ${s.faction}`);
            else if (!b.classList.contains(`f-${s.faction}`) || !el.classList.contains(`f-${s.faction}`)) out.push(`seat ${s.seat}: no colour of ${s.faction}`);
            else if (b.getBoundingClientRect().width < 8) out.push(`seat ${s.seat}: badge hidden`);
        }
        const r = document.getElementById("reserve");
        const want = reserveWord.replace("{k}", st.reserve);
        if (!r || !r.textContent.includes(want)) out.push(`reserve "${r && r.textContent}" for ${st.reserve}`);
        for (const m of st.legal || []) {
            if (split && me && typeof m.target === "number" && m.kind !== "convert" && m.target !== st.you) {
                const t = st.seats.find((x) => x.seat === m.target);
                if (t && t.faction === me.faction) out.push(`${m.move} aims at our own faction`);
            }
        }
        return out.slice(0, 4).join("; ");
    }, { st, factions: langTables[lang].factions, reserveWord: langTables[lang].ui.reserve });
    for (const lang of ["en", "it", "pt", "es", "ar"]) {
        await check(`${lang}: Reformation shows each allegiance in words and colour and the Treasury Reserve, offers no move against one's own faction, at 360, 390, 768 and 1280 px`, async () => {
            const page = await phonePage(lang, `reform-${lang}`);
            const box = trackStates(page);
            const seen = new Set();
            try {
                await createRoom(page, { name: `Zoë ${lang}`, players: 4, options: ["reformation"] });
                await page.locator("#start").click();
                const wanted = ["action", "action-embezzle", "converted-other", "embezzled"];
                let game = 1;
                for (; game <= 12 && wanted.some((p) => !seen.has(p)); game++) {
                    if (game > 1) {
                        const before = box.state;
                        await page.locator("#again").click();
                        await until(() => box.state !== before && box.state.winner < 0, 10000, "a new game");
                    }
                    await playChecking(page, box, lang, seen, `${lang} Reformation game ${game}`,
                        { kind: reformKind(box), choose: reformChoose(box), faults: reformFaults(lang), shots: "reform" });
                }
                const missing = wanted.filter((p) => !seen.has(p));
                assert(!missing.length, `never reached: ${missing.join(", ")}`);
                console.log(`# ${lang} Reformation: ${[...seen].join(", ")} (${game - 1} games)`);
            } finally {
                await page.context().close();
            }
        });
    }

    // ------------------- the table of issue 22, on a 360 px phone
    // A seat tapped makes the targeted move (a Steal: a first action with 2
    // coins offers it flat, its targets glowing); the claim is announced on
    // the felt without taking a tap; the seats waited for are marked; at
    // the end the winner's banner, then every hand shown and each
    // player's figures, at 360 px and on a desktop.
    await check("360 px: a tap on a seat steals, the claim is announced, the end shows every hand and figure", async () => {
        const page = await phonePage("en", "table22", 360);
        const box = trackStates(page);
        const events = [];
        page.on("websocket", (ws) => ws.on("framereceived", (f) => {
            try { const m = JSON.parse(f.payload); if (m.type === "event") events.push(m); } catch { /* not JSON */ }
        }));
        try {
            await createRoom(page, { name: "Tia", players: 3 });
            await page.locator("#start").click();
            const target = await until(async () => {
                const st = box.state;
                if (!st) return null;
                if (st.winner >= 0) {
                    // Out before our first action (it happens): again.
                    const again = page.locator("#again");
                    if (await again.count()) await again.click().catch(() => {});
                    return null;
                }
                if (st.phase !== "action" || !st.legal.some((m) => m.kind === "steal")) {
                    // Not our action yet (or one without a Steal): answered,
                    // with a pass where there is one.
                    const moves = `.table[data-turn="${st.turn}"] #moves:not(.arming) button:not(.back):not([disabled])`;
                    const pass = page.locator(`${moves}[data-move="pass"]`);
                    const b = (await pass.count()) ? pass : page.locator(moves).first();
                    if (st.legal.length && await b.count()) await b.click().catch(() => {});
                    return null;
                }
                const seat = page.locator(`.table[data-turn="${st.turn}"] #moves:not(.arming)`);
                return (await seat.count()) && (await page.locator("#seats .seat.target").count()) ? st : null;
            }, 20000, "an action with targets");
            assert(await page.locator("#seats .seat.me .wait-mark").count(), "our seat not marked as deciding");
            assert(await page.locator("#tap-hint").isVisible(), "no hint to tap a seat");
            const seats = page.locator("#seats .seat.target");
            const want = target.legal.filter((m) => m.kind === "steal").map((m) => String(m.target)).sort();
            const got = (await seats.evaluateAll((els) => els.map((e) => e.dataset.seat))).sort();
            assert(want.join() === got.join(), `glowing seats ${got} for targets ${want}`);
            await shot(page, "target-phone-360.png");
            // Announcements and the banner go by themselves after a few
            // seconds: what the page showed is recorded as it is drawn, so
            // that a slow machine does not miss it.
            await page.evaluate(() => {
                const seen = { news: [], banner: false };
                globalThis.coupSeen = seen;
                new globalThis.MutationObserver(() => {
                    for (const el of document.querySelectorAll("#news .news-item")) {
                        if (!seen.news.some((x) => x.n === el.dataset.n))
                            seen.news.push({ n: el.dataset.n, text: el.textContent.trim() });
                    }
                    if (document.getElementById("banner")) seen.banner = true;
                }).observe(document.body, { childList: true, subtree: true });
            });
            const aim = seats.first();
            const move = await aim.getAttribute("data-target-move");
            await aim.scrollIntoViewIfNeeded();
            await aim.tap();
            const mine = await until(() => events.find((e) => e.seat === target.you && e.move === move), 10000, `the event of ${move}`);
            // The claim, on the felt, in the event's own words.
            const item = await until(() => page.evaluate((n) => globalThis.coupSeen.news.find((x) => x.n === n) || null, String(mine.n)),
                10000, "the claim's announcement");
            const text = item.text;
            assert(text.startsWith(mine.lines[0]), `announced "${text}" for "${mine.lines[0]}"`);
            assert((await page.locator("#news").evaluate((el) => getComputedStyle(el).pointerEvents)) === "none", "the announcements take taps");
            await page.locator("#news").scrollIntoViewIfNeeded();
            await shot(page, "news-phone-360.png");
            await playChecking(page, box, "en", new Set([...WANTED, "over"]), "issue 22");
            // The winner's banner; a tap puts it away (if it has not gone by
            // itself yet: S.closeBanner's node test covers the rest).
            await until(() => page.evaluate(() => globalThis.coupSeen.banner), 10000, "the winner's banner");
            await shot(page, "banner-phone-360.png");
            if (await page.locator("#banner").count()) await page.locator("#banner").tap().catch(() => {});
            await page.locator("#banner").waitFor({ state: "detached", timeout: 10000 });
            // Every hand shown: no back left, the cards still held revealed.
            const st = box.state;
            assert(Array.isArray(st.hands) && Array.isArray(st.stats), "no hands or stats in the last state");
            assert((await page.locator("#seats .card.back").count()) === 0, "a card back at the end");
            const held = st.hands.flat().length - st.seats.reduce((n, x) => n + x.up.length, 0);
            assert((await page.locator("#seats .card.revealed").count()) === held, `${held} cards to reveal`);
            const rows = page.locator("#summary .summary-seat");
            assert((await rows.count()) === 3, "a summary for each player");
            for (let i = 0; i < 3; i++) {
                const r = rows.nth(i);
                const n = Number(await r.getAttribute("data-seat"));
                const cards = await r.locator(".card").evaluateAll((els) => els.map((e) => e.dataset.card).sort().join());
                assert(cards === [...st.hands[n]].sort().join(), `seat ${n}'s hand: ${cards}`);
                assert((await r.locator(".stats .stat").count()) === 6, `seat ${n}'s figures`);
                const claims = (await r.locator(".stats .stat dd").first().textContent()).trim();
                assert(claims === `${st.stats[n].claims} (${st.stats[n].bluffs})`, `seat ${n}'s claims: ${claims}`);
            }
            assert((await rows.first().getAttribute("data-seat")) === String(st.winner), "the winner first");
            await page.locator("#again").waitFor();
            for (const w of [360, 1280]) {
                await page.setViewportSize({ width: w, height: 800 });
                const bad = await layoutFaults(page, null, "en");
                assert(!bad, `the end at ${w} px: ${bad}`);
                await page.locator("#summary").scrollIntoViewIfNeeded();
                await shot(page, w === 360 ? "summary-phone-360.png" : "summary-desktop.png");
            }
        } finally {
            await page.context().close();
        }
    });

    // ----------------------------------- ten players at 360 px: names in full
    await check("10 players at 360 px: every face-up card named in full, in every language", async () => {
        const page = await phonePage("pt", "ten", 360);
        const box = trackStates(page);
        try {
            await createRoom(page, { name: "Maximilianodelosrios", players: 10, options: ["inquisitor"] });
            await page.locator("#start").click();
            await playChecking(page, box, "pt", new Set(EVERY), "10 players");
            // The winner's banner put away: the table's names are the point.
            if (await page.locator("#banner").count()) await page.locator("#banner").click();
            await page.setViewportSize({ width: 360, height: 800 });
            assert((await page.locator("#seats .card.up").count()) >= 9, "the losers' cards face up");
            for (const lang of ["pt", ...LANGS.filter((l) => l !== "pt")]) {
                if ((await page.evaluate("document.documentElement.lang")) !== lang) {
                    await page.locator("#lang-select").selectOption(lang);
                    await until(async () => (await page.evaluate("document.documentElement.lang")) === lang, 5000, lang);
                    const want = langTables[lang].cards.duke;
                    await until(async () => (await page.locator("#seats .card-name").allTextContents())
                        .some((x) => Object.values(langTables[lang].cards).includes(x)) || want === "", 5000, "relabelled cards");
                }
                const bad = await layoutFaults(page, null, lang);
                assert(!bad, `${lang}: ${bad}`);
                await shot(page, `ten-players-360-${lang}.png`);
            }
        } finally {
            await page.context().close();
        }
    });

    // ------------------- five players: the table in sight while deciding
    await check("5 players at 360x800 and 390x844: the dock covers no seat and no announcement, in it and es", async () => {
        const page = await phonePage("it", "five", 360);
        const box = trackStates(page);
        try {
            await createRoom(page, { name: "Giulietta", players: 5, options: ["inquisitor", "declared_coup"] });
            await page.locator("#start").click();
            await playChecking(page, box, "it", new Set(EVERY), "5 players, it");
            await page.locator("#lang-select").selectOption("es");
            await until(async () => (await page.evaluate("document.documentElement.lang")) === "es", 5000, "es");
            const before = box.state;
            await page.locator("#again").click();
            await until(() => box.state !== before && box.state.winner < 0, 10000, "a new game");
            await playChecking(page, box, "es", new Set(EVERY), "5 players, es");
        } finally {
            await page.context().close();
        }
    });

    // -------------------- the prompt, as the server will send it
    // The server's states pass through the test, which adds a prompt to
    // the decider's (until the server sends its own): the decider's line
    // must be it, whole, on a 360 px phone.
    await check("the decider's line is the prompt of the state, whole, at 360 px; its help opens the rules it cites", async () => {
        const page = await phonePage("en", "prompt", 360);
        const PROMPT = "Bot 2 claims the Duke to take Tax. Challenge? If Bot 2 holds it, you lose a card; if not, Bot 2 does.";
        let decided = null; // the prompt of the last state with moves for us
        await page.routeWebSocket(/\/ws/, (ws) => {
            const server = ws.connectToServer();
            ws.onMessage((m) => server.send(m));
            server.onMessage((m) => {
                try {
                    const o = JSON.parse(m);
                    if (o.type === "state" && !("prompt" in o)) {
                        o.prompt = o.legal && o.legal.length ? PROMPT : "";
                        m = JSON.stringify(o);
                    }
                    if (o.type === "state" && o.legal && o.legal.length) decided = o.prompt;
                } catch {
                    // Not JSON: passed on as it is.
                }
                ws.send(m);
            });
        });
        try {
            await createRoom(page, { name: "Pia", players: 3 });
            await page.locator("#start").click();
            await page.locator("#moves:not(.arming) button").first().waitFor();
            assert(decided, `no prompt for the decider: ${JSON.stringify(decided)}`);
            const line = (await page.locator("#waiting").textContent()).trim();
            assert(line === decided.trim(), `the line: ${line}`);
            const bad = await layoutFaults(page, { legal: [{}], prompt: decided }, "en");
            assert(!bad, bad);
            await shot(page, "prompt-phone-360.png");
            // The help names its rules; each opens the rulebook there.
            await page.locator("#help-toggle").click();
            const rule = page.locator("#help [data-rule]").first();
            await rule.waitFor();
            const n = await rule.getAttribute("data-rule");
            // The help open, the table is still in sight.
            for (const [w, ht] of FITS) {
                await page.setViewportSize({ width: w, height: ht });
                const fit = await fitFaults(page);
                assert(!fit, `the help open at ${w}x${ht}: ${fit}`);
            }
            await page.setViewportSize({ width: 360, height: 800 });
            await shot(page, "help-rules-phone-360.png");
            await rule.click();
            await page.locator(`#rules-dialog[open] #rules-r${n}[open] p, #rules-dialog[open] #rules-r${n}[open] li`).first().waitFor();
            await page.locator("#rules-close").click();
            await page.locator("#rules-dialog").waitFor({ state: "hidden" });
        } finally {
            await page.context().close();
        }
    });

    // ---------------------- leaving mid-game, a second tab, the timer
    await check("leaving mid-game asks first; the seat is taken back from the room's page", async () => {
        const page = await phonePage("en", "leaver");
        const box = trackStates(page);
        try {
            const room = await createRoom(page, { name: "Lea", players: 3, timer: 60 });
            await page.locator("#start").click();
            await page.locator("#seats .seat.me").waitFor();
            // The timer: once our decision's time has run a second, a redraw
            // (the language switched) must not show the whole time again.
            await until(async () => box.state && box.state.legal.length &&
                (await page.locator(`.table[data-turn="${box.state.turn}"] .timer-text`).count()), 20000, "our timed decision");
            const secs = async () => Number(/\d+/.exec(await page.locator(".timer-text").textContent())[0]);
            const s0 = await secs();
            await until(async () => (await secs()) < s0, 5000, "the timer running");
            await page.locator("#lang-select").selectOption("it");
            await until(async () => (await page.evaluate("document.documentElement.lang")) === "it", 5000, "it");
            const s1 = await secs();
            assert(s1 < s0, `the timer went back to ${s1} s (from ${s0} s)`);
            await page.locator("#lang-select").selectOption("en");
            await until(async () => (await page.evaluate("document.documentElement.lang")) === "en", 5000, "en");

            await page.locator("#leave").click();
            await page.locator("#leave-confirm").waitFor();
            const ask = (await page.locator("#leave-ask").textContent()).trim();
            assert(ask === langTables.en.ui.leave_ask, `the question: ${ask}`);
            await shot(page, "leave-confirm-phone.png");
            await page.locator("#leave-stay").click();
            await page.locator("#leave-confirm").waitFor({ state: "detached" });
            assert(page.url().endsWith(`/r/${room}`), "still in the room");
            await page.locator("#leave").click();
            await page.locator("#leave-go").click();
            await page.locator("#create").waitFor();
            await page.goto(`${base}/r/${room}`);
            await page.locator("#seat-back").waitFor();
            assert((await page.locator("#door-join").count()) === 0, "asked to join a game that has started");
            await shot(page, "seat-back-phone.png");
            await page.locator("#seat-back").click();
            // Our seat again (the bot may have lost it meanwhile: no cards
            // to check, but the hand's place and the seat marked ours).
            await page.locator("#seats .seat.me").waitFor();
            await page.locator("#hand").waitFor({ state: "attached" });
            await until(() => box.state && box.state.you === 0, 10000, "the state of seat 0");
            assert((await page.locator("#door-left").count()) === 0, "still at the door");
            // What the stand-in did meanwhile (our decision pending when we
            // left, at least) is marked in the log as the bot's, for us.
            const mark = page.locator("#log .ev.stand-in .stand-in-mark").first();
            await mark.waitFor({ state: "attached" });
            const said = (await mark.textContent()).trim();
            assert(said === langTables.en.ui.stand_in.replace("{A}", "Lea"), `the stand-in's mark: ${said}`);
            // A reload takes the seat at once (no longer left).
            await page.reload();
            await page.locator("#seats .seat.me").waitFor();
        } finally {
            await page.context().close();
        }
    });

    await check("the replay marks the moves an away player's stand-in chose", async () => {
        const page = await phonePage("en", "stand-in");
        try {
            const room = await createRoom(page, { name: "Sam", players: 3 });
            await page.locator("#start").click();
            await page.locator("#seats .seat.me").waitFor();
            // Sam leaves at once: his bot plays his seat to the end.
            await page.locator("#leave").click();
            await page.locator("#leave-go").click();
            await page.locator("#create").waitFor();
            const over = await until(async () => {
                const r = await page.request.get(`${base}/api/rooms/${room}`);
                const j = r.ok() ? await r.json() : null;
                return j && j.status === "over" && j.game ? j : null;
            }, 30000, "the game played out");
            await page.goto(`${base}/games/${over.game}${over.game_key ? `?key=${over.game_key}` : ""}`);
            await page.locator("#last").click();
            await until(async () => await page.locator("#last").isDisabled(), 5000, "at the last step");
            const mark = page.locator("#replay-log .ev.stand-in .stand-in-mark").first();
            await mark.waitFor({ state: "attached" });
            const said = (await mark.textContent()).trim();
            assert(said === langTables.en.ui.stand_in.replace("{A}", "Sam"), `the stand-in's mark: ${said}`);
            // Not every step is his stand-in's: the bots' own are not marked.
            const marked = await page.locator("#replay-log .ev.stand-in").count();
            const all = await page.locator("#replay-log .ev").count();
            assert(marked > 0 && marked < all, `${marked} of ${all} steps marked`);
            await mark.scrollIntoViewIfNeeded();
            await shot(page, "replay-stand-in-phone.png");
        } finally {
            await page.context().close();
        }
    });

    await check("a second tab takes the seat: the first says so, stops, and can take it back", async () => {
        const page = await phonePage("es", "tab1");
        try {
            const room = await createRoom(page, { name: "Tab", players: 3 });
            await page.locator("#start").click();
            await page.locator("#seats .seat.me").waitFor();
            const other = await page.context().newPage();
            other.on("pageerror", (e) => errors.push(`tab2: ${e.message}`));
            await other.goto(`${base}/r/${room}`);
            await other.locator("#seats .seat.me").waitFor();
            await page.locator("#replaced").waitFor();
            const said = (await page.locator("#replaced p").textContent()).trim();
            assert(said === langTables.es.ui.replaced, `the notice: ${said}`);
            assert(await page.locator("#room-main").evaluate((el) => el.inert), "the old table still works");
            assert((await page.locator("#leave").count()) === 0, "a Leave button in the replaced tab");
            await shot(page, "replaced-phone-es.png");
            await page.locator("#use-here").click();
            await other.locator("#replaced").waitFor();
            await page.locator("#replaced").waitFor({ state: "detached" });
            assert(!(await page.locator("#room-main").evaluate((el) => el.inert)), "the tab taken back is inert");
        } finally {
            await page.context().close();
        }
    });
}

// Play now, the door of a room's link, the home page's fold, on phones
// and a desktop (see main, which calls it).
async function homeAndDoors(base, newPage, shot) {
    const wide = (p) => p.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    const inView = async (p, sel) => {
        const b = await p.locator(sel).boundingBox();
        const v = p.viewportSize();
        return b && b.y >= 0 && b.y + b.height <= v.height && b.x >= 0 && b.x + b.width <= v.width;
    };
    await check("Play now and the room form are above the fold at 1280x800", async () => {
        const page = await newPage({ width: 1280, height: 800 }, "fold");
        try {
            await page.goto(`${base}/`);
            await page.locator("#play-now").waitFor();
            assert(await inView(page, "#play-now"), "Play now below the fold");
            assert(await inView(page, "#create"), "Create a room below the fold");
            // No rule numbers in the variants' names; the draft, off at 4
            // players, looks off and says why.
            const names = await page.locator(".settings .check span").allTextContents();
            assert(names.length && !names.some((n) => /\(R\d+\)/.test(n)), `names: ${names}`);
            assert(await page.locator("#new-two_player_draft").isDisabled(), "the draft enabled at 4");
            await page.locator("#new-two_player_draft-why").waitFor();
            await shot(page, "home-desktop-fold.png");
        } finally {
            await page.context().close();
        }
    });
    await check("Play now: one tap on a 360x640 phone reaches a table with bots", async () => {
        const page = await newPage({ width: 360, height: 640 }, "play-now",
            { isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
        try {
            await page.goto(`${base}/`);
            await page.locator("#play-now").waitFor();
            assert(await inView(page, "#play-now"), "Play now below the fold");
            const w = await wide(page);
            assert(w[0] <= w[1], `the home page scrolls sideways: ${w}`);
            await shot(page, "home-phone-360.png");
            await page.locator("#play-now").tap();
            await page.locator("#seats .seat.me").waitFor();
            // The first time: four seats, three of them heuristic bots, in
            // an unlisted room (its address carries its key).
            assert((await page.locator("#seats .seat").count()) === 4, "4 seats");
            assert((await page.locator("#seats .badge.bot").count()) === 3, "3 bots");
            assert(/\/r\/[A-Z]{4}\?key=[0-9a-f]{32}$/.test(page.url()), `the address ${page.url()}`);
            const me = (await page.locator("#seats .seat.me .seat-name").textContent()).trim();
            assert(me === "You", `the name: ${me}`);
            const w2 = await wide(page);
            assert(w2[0] <= w2[1], `the table scrolls sideways: ${w2}`);
            await shot(page, "play-now-phone-360.png");
        } finally {
            await page.context().close();
        }
    });
    // The bots' choice: levels and personalities in two groups, named in
    // the page's language, and a line on the chosen one that follows the
    // choice, on the home page's form and in the lobby's; the form fits
    // 360 px. settings-LANG-WIDTH.png: the lobby's settings.
    const MIXED = ["bluffer", "challenger", "cautious", "honest", "heuristic"];
    const GROUPS = [["bot_levels", ["random", "heuristic", "search"]],
        ["bot_styles", ["honest", "bluffer", "challenger", "cautious", "mixed"]]];
    const langPage = async (lang, width, label, height = 800) => {
        const page = await newPage({ width, height }, label,
            width < 600 ? { isMobile: true, hasTouch: true, deviceScaleFactor: 1 } : {});
        await page.addInitScript((l) => localStorage.setItem("coup.lang", l), lang);
        return page;
    };
    const noteIs = (page, sel, text, what) =>
        until(async () => (await page.locator(sel).textContent()) === text, 5000, what);
    await check("the bots' select groups levels and personalities, its line follows the choice: every language, 360 and 1280 px", async () => {
        for (const lang of LANGS) {
            const tbl = await (await fetch(`${base}/lang/${lang}.json`)).json();
            for (const width of [360, 1280]) {
                const page = await langPage(lang, width, `bots-${lang}-${width}`);
                try {
                    await page.goto(`${base}/`);
                    await page.locator("#create").waitFor();
                    const groups = await page.locator("#new-bots optgroup").evaluateAll((gs) =>
                        gs.map((g) => [g.label, [...g.querySelectorAll("option")].map((o) => [o.value, o.textContent])]));
                    const want = GROUPS.map(([k, bots]) => [tbl.ui[k], bots.map((b) => [b, tbl.levels[b]])]);
                    assert(JSON.stringify(groups) === JSON.stringify(want), `${lang}: ${JSON.stringify(groups)}`);
                    assert(want.flat(3).every((x) => typeof x === "string" && x), `${lang}: a name missing`);
                    await noteIs(page, "#new-bots-note", tbl.level_notes.heuristic, "the first line");
                    for (const b of ["search", "bluffer", "mixed", "random"]) {
                        await page.locator("#new-bots").selectOption(b);
                        await noteIs(page, "#new-bots-note", tbl.level_notes[b], `${lang}: ${b}'s line`);
                    }
                    // A room of challengers: its lobby says so, and its host
                    // may change it there, the line following at once.
                    await page.locator("#name").fill("Zoë");
                    await page.locator("#new-bots").selectOption("challenger");
                    await page.locator("#create").click();
                    await page.waitForURL(/\/r\/[A-Z]{4}$/);
                    await noteIs(page, "#room-bots-note", tbl.level_notes.challenger, "the lobby's line");
                    assert(await page.locator("#room-bots").inputValue() === "challenger", "the lobby's choice");
                    await page.locator("#room-bots").selectOption("cautious");
                    await noteIs(page, "#room-bots-note", tbl.level_notes.cautious, "the lobby's new line");
                    await until(async () => await page.locator("#room-bots").inputValue() === "cautious", 5000, "the room's answer");
                    const w = await wide(page);
                    assert(w[0] <= w[1], `${lang} ${width}: sideways ${w}`);
                    // Polled: the lobby may be drawn again as the room's
                    // news comes in (a load run once caught it between).
                    let nb = null;
                    const inScreen = async () => {
                        nb = await page.locator("#room-bots-note").boundingBox();
                        return nb && nb.x >= 0 && nb.x + nb.width <= width;
                    };
                    await until(inScreen, 5000, "the line").catch(() => {
                        throw new Error(`${lang} ${width}: the line out of the screen: ${JSON.stringify(nb)}`);
                    });
                    // The panel may be drawn again between the scroll and
                    // the picture (a load run saw it detached): tried
                    // until both are done.
                    await until(async () => {
                        try {
                            const panel = page.locator(".settings-panel");
                            await panel.scrollIntoViewIfNeeded({ timeout: 3000 });
                            await panel.screenshot({ path: join(artifacts, `settings-${lang}-${width}.png`), timeout: 5000 });
                            return true;
                        } catch {
                            return false;
                        }
                    }, 20000, `${lang} ${width}: the settings panel's picture`);
                } finally {
                    await page.context().close();
                }
            }
        }
    });
    // A mixed room: each bot seat its own bot, in seat order, and each
    // tile says which (on a phone in the place of the word "bot"), within
    // the tile, at 360x800 and 390x844. mixed-LANG-WIDTH.png.
    await check("a mixed room's bots are named on their tiles, within them, at 360x800, 390x844 and 1280 px", async () => {
        for (const [lang, width, height] of [["it", 360, 800], ["pt", 360, 800], ["es", 390, 844], ["en", 1280, 800]]) {
            const tbl = await (await fetch(`${base}/lang/${lang}.json`)).json();
            const page = await langPage(lang, width, `mixed-${lang}-${width}`, height);
            try {
                await page.goto(`${base}/`);
                await page.locator("#create").waitFor();
                await page.locator("#name").fill("Zoë");
                await page.locator("#new-players").selectOption("7");
                await page.locator("#new-bots").selectOption("mixed");
                await page.locator("#create").click();
                await page.waitForURL(/\/r\/[A-Z]{4}$/);
                await page.locator("#start").click();
                await page.locator("#seats .seat.me").waitFor();
                const names = [...MIXED, MIXED[0]].map((b) => tbl.levels[b]);
                // The bots play on while we look, and the table is drawn
                // again at each move: the tiles are read until they are
                // right (an exile's tile hides its mark; innerText of a
                // mark not drawn is its whole text). `last` says why not.
                let last = "";
                const right = async () => {
                    const tiles = await page.locator("#seats .seat").evaluateAll((els) => els.map((el) => {
                        const b = el.querySelector(".badge.bot");
                        if (!b) return null;
                        const r = b.getBoundingClientRect(), t = el.getBoundingClientRect();
                        const n = el.querySelector(".seat-name");
                        return {
                            dead: el.classList.contains("dead"), tile: el.className, drawn: b.checkVisibility(),
                            text: b.innerText.trim(), inside: r.left >= t.left - 0.5 && r.right <= t.right + 0.5,
                            named: n.scrollWidth <= n.clientWidth,
                        };
                    }));
                    const bots = tiles.filter(Boolean);
                    if (bots.length !== 6) { last = `${bots.length} bots`; return false; }
                    if (bots.every((b) => b.dead)) { last = "every bot out"; return false; }
                    for (let i = 0; i < bots.length; i++) {
                        const b = bots[i];
                        if (b.dead) continue;
                        const want = width < 860 ? names[i] : `${tbl.ui.bot} · ${names[i]}`;
                        const where = `seat ${i + 2} (tile "${b.tile}", mark drawn: ${b.drawn})`;
                        if (b.text !== want) { last = `${where} says "${b.text}", not "${want}"`; return false; }
                        if (!b.inside) { last = `${where}: its mark out of its tile`; return false; }
                        if (!b.named) { last = `${where}: its name cut`; return false; }
                    }
                    return true;
                };
                await until(right, 5000, "the tiles").catch(() => {
                    throw new Error(`${lang} ${width}: ${last}`);
                });
                await shot(page, `mixed-${lang}-${width}.png`);
                const w = await wide(page);
                assert(w[0] <= w[1], `${lang} ${width}: sideways ${w}`);
            } finally {
                await page.context().close();
            }
        }
    });
    await check("a room that is none says so at once at 360 px: /r/QQQQ, /r/AEIO", async () => {
        const page = await newPage({ width: 360, height: 640 }, "none",
            { isMobile: true, hasTouch: true });
        try {
            for (const c of ["QQQQ", "AEIO"]) {
                await page.goto(`${base}/r/${c}`);
                await page.locator("#door-none").waitFor();
                const said = (await page.locator("#door-none").textContent()).trim();
                assert(said.includes(c), `said: ${said}`);
                assert((await page.locator("#door-name, #door-join, #door-watch").count()) === 0, "a form to fill");
                const w = await wide(page);
                assert(w[0] <= w[1], `sideways: ${w}`);
            }
            await shot(page, "door-none-phone-360.png");
        } finally {
            await page.context().close();
        }
    });
    await check("a lobby's link shows its host and seats before the name; a game on offers to watch", async () => {
        const host = await newPage({ width: 1280, height: 800 }, "door-host");
        const guest = await newPage({ width: 360, height: 640 }, "door-guest", { isMobile: true, hasTouch: true });
        try {
            await host.goto(`${base}/`);
            await host.locator("#name").fill("Hosta");
            await host.locator("#create").click();
            await host.waitForURL(/\/r\/[A-Z]{4}$/);
            const code = /\/r\/([A-Z]{4})$/.exec(host.url())[1];
            await host.locator("#add-bot").click();
            await host.locator("#lobby-seats .badge.bot").first().waitFor();
            // The settings panel's title is not "Variants" a second time.
            const titles = await host.locator("#room-main h2, #room-main legend").allTextContents();
            assert(titles.filter((x) => x.trim() === "Variants").length === 1, `titles: ${titles}`);
            await guest.goto(`${base}/r/${code}`);
            await guest.locator("#door-status").waitFor();
            assert((await guest.locator("#door-status").textContent()).includes("Hosta"), "the host's name");
            assert((await guest.locator("#door-seats li").count()) === 4, "the seats");
            assert((await guest.locator("#door-seats li.empty").count()) === 2, "the free seats");
            const w = await wide(guest);
            assert(w[0] <= w[1], `sideways: ${w}`);
            await shot(guest, "door-lobby-phone-360.png");
            await guest.locator("#door-name").fill("Gus");
            await guest.locator("#door-join").click();
            await guest.locator("#lobby-seats li.lobby-seat.me").waitFor();
            // The host hears of it.
            await host.locator("#toast:not([hidden])", { hasText: "Gus" }).waitFor();
            await shot(host, "lobby-desktop-joined.png");
            // A refused change shows the room's value again: 2 players
            // for 3 seated.
            await host.locator("#room-players").selectOption("2");
            await until(async () => (await host.locator("#room-players").inputValue()) === "4", 5000,
                "the room's 4 players again");
            await host.locator("#start").click();
            const third = await newPage({ width: 360, height: 640 }, "door-third", { isMobile: true, hasTouch: true });
            await third.goto(`${base}/r/${code}`);
            await third.locator("#door-playing").waitFor();
            assert((await third.locator("#door-name").count()) === 0, "a name to give for a game on");
            await third.locator("#door-watch").click();
            await third.locator("#seats .seat").first().waitFor();
            await third.context().close();
        } finally {
            await host.context().close();
            await guest.context().close();
        }
    });
}

// Accounts (docs/web-protocol.md, "Accounts"): two players sign up, play a
// rated game with a bot from their own browsers, and see their profiles
// and the leaderboard say so; a taken name is refused in words; one signs
// out and plays as a guest; the profile and the board in Arabic, right
// to left, at 390 and 1280 px.
async function accountsFlow(base, newPage, shot) {
    const ann = await newPage({ width: 390, height: 844 }, "anouk", { isMobile: true, hasTouch: true });
    const ben = await newPage({ width: 1280, height: 800 }, "bertil");
    const states = new Map();
    for (const page of [ann, ben]) {
        const box = { state: null };
        page.on("websocket", (ws) => ws.on("framereceived", (f) => {
            try { const m = JSON.parse(f.payload); if (m.type === "state") box.state = m; } catch { /* not JSON */ }
        }));
        states.set(page, box);
    }
    const wide = (page) => page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    const me = (page) => page.evaluate(async () => (await (await fetch("/api/me")).json()).account);
    try {
        for (const [page, name] of [[ann, "Anouk"], [ben, "Bertil"]]) {
            await check(`${name} signs up and is signed in`, async () => {
                await page.goto(`${base}/signup`);
                await page.locator("#signup-name").fill(name);
                await page.locator("#signup-password").fill(`secret of ${name}`);
                await page.locator("#signup-confirm").fill(`secret of ${name}`);
                await page.locator("#signup-submit").click();
                await page.waitForURL(`${base}/`);
                await page.locator("#acct-me").waitFor();
                assert((await page.locator("#acct-me").getAttribute("href")).includes(name), "the header's link");
                const a = await me(page);
                assert(a && a.name === name, `/api/me: ${JSON.stringify(a)}`);
                // The home page's name is the account's, and cannot be changed.
                assert(await page.locator("#name").inputValue() === name, "the name field");
                assert(!(await page.locator("#name").isEditable()), "the name is locked");
            });
        }
        await check("a taken name is refused in words, and a wrong password too", async () => {
            const p = await newPage({ width: 360, height: 740 }, "taken", { isMobile: true, hasTouch: true });
            try {
                await p.goto(`${base}/signup`);
                await p.locator("#signup-name").fill("anouk");
                await p.locator("#signup-password").fill("another secret");
                await p.locator("#signup-confirm").fill("another secret");
                await p.locator("#signup-submit").click();
                const err = p.locator(".form-error:not([hidden])");
                await err.waitFor();
                const text = await err.textContent();
                assert(text.trim() && !/account_error/.test(text), `the error: ${text}`);
                await shot(p, "account-signup-taken-360.png");
                await p.goto(`${base}/signin`);
                await p.locator("#signin-name").fill("Anouk");
                await p.locator("#signin-password").fill("not the secret");
                await p.locator("#signin-submit").click();
                await p.locator(".form-error:not([hidden])").waitFor();
                assert((await me(p)) === null, "signed in with a wrong password");
                const w = await wide(p);
                assert(w[0] <= w[1], `sideways: ${w}`);
            } finally {
                await p.context().close();
            }
        });

        await check("two signed-in players and a bot play a game to its end", async () => {
            await ann.locator("#new-players").selectOption("3");
            await ann.locator("#new-bots").selectOption("random");
            await ann.locator("#create").click();
            await ann.waitForURL(/\/r\/[A-Z]{4}/);
            await ben.goto(ann.url());
            await ben.locator("#door-join").waitFor();
            if (await ben.locator("#door-name").isEditable()) await ben.locator("#door-name").fill("Typed");
            await ben.locator("#door-join").click();
            await ann.locator("#lobby-seats li", { hasText: "Bertil" }).waitFor();
            await ann.locator("#start").click();
            await until(async () => {
                for (const page of [ann, ben]) {
                    const st = states.get(page).state;
                    if (!st) continue;
                    if (st.winner >= 0) return true;
                    if (!st.legal.length) continue;
                    const b = page.locator(`.table[data-turn="${st.turn}"] #moves:not(.arming) button:not(.back):not([disabled])`).first();
                    if (await b.count()) await b.click({ timeout: 2000 }).catch(() => {});
                }
                return false;
            }, 120000, "the game's end");
        });
        await check("both profiles show the rated game, and the board the player's rating", async () => {
            for (const [page, name] of [[ann, "Anouk"], [ben, "Bertil"]]) {
                await page.goto(`${base}/players/${name}`);
                const got = await page.evaluate(async (n) => (await fetch(`/api/players/${n}`)).text(), name);
                await page.locator('#profile-tiles [data-fig="games"] dd').waitFor().catch(() => {
                    throw new Error(`no profile drawn: ${got.slice(0, 200)}`);
                });
                await until(async () => (await page.locator('#profile-tiles [data-fig="games"] dd').textContent()).trim() === "1",
                    10000, `${name}'s games`);
                await page.locator("#ratings").waitFor().catch(() => {
                    throw new Error(`no ratings: ${got.slice(0, 300)}`);
                });
                assert(await page.locator("#ratings svg").count(), "the rating's plot");
                const h2h = await page.locator("#head-to-head").textContent();
                assert(h2h.includes(name === "Anouk" ? "Bertil" : "Anouk"), `head to head: ${h2h}`);
                const w = await wide(page);
                assert(w[0] <= w[1], `sideways: ${w}`);
            }
            await shot(ann, "account-profile-390.png");
            await shot(ben, "account-profile-1280.png");
            await ben.goto(`${base}/leaderboard`);
            await ben.locator("#me-line").waitFor();
            const line = await ben.locator("#me-line").textContent();
            assert(/\d{3,4}/.test(line), `the player's own line: ${line}`);
            await shot(ben, "account-leaderboard-1280.png");
        });
        await check("the profile and the board in Arabic are laid out right to left", async () => {
            for (const [page, width] of [[ann, 390], [ben, 1280]]) {
                await page.evaluate(() => localStorage.setItem("coup.lang", "ar"));
                await page.goto(`${base}/players/Anouk`);
                await page.locator("#ratings svg").waitFor();
                assert(await page.evaluate(() => document.documentElement.dir) === "rtl", "dir");
                let w = await wide(page);
                assert(w[0] <= w[1], `profile sideways: ${w}`);
                await shot(page, `account-profile-ar-${width}.png`);
                await page.goto(`${base}/leaderboard`);
                await page.locator("#me-line, .board-empty, #board").first().waitFor();
                w = await wide(page);
                assert(w[0] <= w[1], `board sideways: ${w}`);
                await shot(page, `account-leaderboard-ar-${width}.png`);
                await page.evaluate(() => localStorage.setItem("coup.lang", "en"));
            }
        });
        await check("signed out, a player plays as a guest under a typed name", async () => {
            await ben.goto(`${base}/account`);
            await ben.locator("#signout").click();
            await ben.waitForURL(`${base}/`);
            await ben.locator("#acct-signin").waitFor();
            assert((await me(ben)) === null, "still signed in");
            await ben.locator("#name").fill("Gast");
            await ben.locator("#create").click();
            await ben.waitForURL(/\/r\/[A-Z]{4}/);
            await ben.locator("#lobby-seats li", { hasText: "Gast" }).waitFor();
        });
    } finally {
        await ann.context().close();
        await ben.context().close();
    }
}

async function main() {
    let base = null;
    startServer(0);
    const started = await check("coup serve starts and prints its URL", async () => {
        base = await serverUrl();
    });
    if (!started) return;

    browser = await chromium.launch({
        executablePath: CHROMIUM, headless: true,
        args: ["--no-sandbox", "--disable-dev-shm-usage"],
    });
    const errors = [];
    async function newPage(viewport, label, extra = {}) {
        const ctx = await browser.newContext({ viewport, locale: "en-US", ...extra });
        const page = await ctx.newPage();
        page.on("pageerror", (e) => errors.push(`${label}: ${e.message}`));
        // Console errors count too, except the network's own while the
        // server restarts (a refused or reset connection is what
        // reconnecting means; so is a reply cut short by the stop, which
        // waits 5 s at most for the replies under way: a loaded run had
        // /cards.svg cut during the restart).
        // The door's summary of a room that is not (404) is an answer too.
        page.on("console", (m) => {
            if (m.type() !== "error" || /net::ERR_CONNECTION_(REFUSED|RESET)/.test(m.text())) return;
            if (/net::ERR_CONTENT_LENGTH_MISMATCH/.test(m.text()) && current.startsWith("a server restart")) return;
            if (/status of 404/.test(m.text()) && /\/api\/rooms\/[A-Za-z]{4}\?/.test(m.location().url || "")) return;
            // So are an account request's refusals (a name taken, a wrong
            // password): the page shows them in words.
            if (/status of 4\d\d/.test(m.text()) && /\/api\/account\//.test(m.location().url || "")) return;
            // The resource and the check under way, to tell where it came from.
            errors.push(`${label}: ${m.text()} (${m.location().url || "?"}, during "${current}")`);
        });
        page.setDefaultTimeout(15000);
        return page;
    }
    const desktop = { width: 1280, height: 800 };
    const phone = { width: 390, height: 844 };
    const shot = (page, name) => page.screenshot({ path: join(artifacts, name), animations: "disabled" });
    if (process.env.COUP_E2E_ONLY === "home") {
        await homeAndDoors(base, newPage, shot);
        await check("no script errors in any page", () => {
            if (errors.length) throw new Error(errors.slice(0, 3).join(" | "));
        });
        return;
    }
    if (process.env.COUP_E2E_ONLY === "accounts") {
        await accountsFlow(base, newPage, shot);
        await check("no script errors in any page", () => {
            if (errors.length) throw new Error(errors.slice(0, 3).join(" | "));
        });
        return;
    }
    if (process.env.COUP_E2E_ONLY === "phones") {
        // Only the phones' part (while working on it).
        await phones(base, newPage, shot, errors);
        await check("no script errors in any page", () => {
            if (errors.length) throw new Error(errors.slice(0, 3).join(" | "));
        });
        return;
    }
    const alice = await newPage(desktop, "alice");
    const bob = await newPage(phone, "bob", { isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

    // ------------------------------------------------ home and create
    await check("the home page shows the create form", async () => {
        await alice.goto(`${base}/`);
        await alice.locator("#create").waitFor();
        await alice.locator("#name").waitFor();
        const label = await alice.locator("#create").textContent();
        assert(label && label.trim() && label.trim() !== "create_room", `create label: ${label}`);
    });
    await shot(alice, "home-desktop.png").catch(() => {});

    await check("the summary card reads as a table of every action and character in every language", async () => {
        for (const lang of LANGS) {
            const tbl = await (await fetch(`${base}/lang/${lang}.json`)).json();
            for (const [which, extra] of [["rules", "ambassador"], ["rules_inquisitor", "inquisitor"]]) {
                const card = parseCard(tbl[which]);
                assert(card.rows.length === 8 && card.rows.every((r) => r.length === 3 && r.every((c) => c)),
                    `${lang} ${which}: ${JSON.stringify(card.rows)}`);
                for (const c of ["duke", "assassin", "captain", "contessa", extra])
                    assert(card.rows.some((r) => r[0] === tbl.cards[c]), `${lang} ${which}: no row for ${tbl.cards[c]}`);
            }
        }
    });

    let code = null;
    await check("Alice creates a room for 3 and lands in its lobby", async () => {
        await alice.locator("#name").fill("Alice");
        await alice.locator("#new-players").selectOption("3");
        await alice.locator("#create").click();
        await alice.waitForURL(/\/r\/[A-Z]{4}$/);
        code = /\/r\/([A-Z]{4})$/.exec(alice.url())[1];
        await alice.locator("#lobby-seats li.lobby-seat.me").waitFor();
        assert((await alice.locator("#lobby-seats li").count()) === 3, "3 seats");
        assert((await alice.locator("#room-code").textContent()).trim() === code, "the code shown");
    });
    if (!code) return;

    await check("the lobby has the share link and its QR code", async () => {
        const url = (await alice.locator("#share-url").textContent()).trim();
        assert(url.endsWith(`/r/${code}`), `share url ${url}`);
        // Shown whole, its code in sight (not cut at "http://127.0.0.1:8").
        const box = await alice.locator("#share-url").evaluate((el) => [el.scrollWidth, el.clientWidth]);
        assert(box[0] <= box[1], `the link is cut: ${box}`);
        // Opened at 127.0.0.1: the page says the link works here only.
        await alice.locator("#local-link").waitFor();
        const src = await alice.locator(".qr img").getAttribute("src");
        const r = await alice.request.get(`${base}${src}`);
        assert(r.ok(), `qr ${r.status()}`);
        assert((await r.text()).includes("<svg"), "an SVG");
    });

    await check("Alice adds a bot", async () => {
        await alice.locator("#add-bot").click();
        await alice.locator("#lobby-seats li .badge.bot").first().waitFor();
    });

    // ---------------------------------------------------- Bob joins
    await check("Bob sees the room in the lobby and joins by its code on a phone", async () => {
        await bob.goto(`${base}/`);
        await bob.locator(`#rooms button[data-code='${code}']`).waitFor();
        await bob.locator("#name").fill("Bob");
        await bob.locator("#code").fill(code.toLowerCase());
        await bob.locator("#join").click();
        await bob.waitForURL(new RegExp(`/r/${code}$`));
        await bob.locator("#lobby-seats li.lobby-seat.me").waitFor();
    });
    await check("Alice sees Bob in the lobby", async () => {
        await alice.locator("#lobby-seats li", { hasText: "Bob" }).waitFor();
    });
    await check("Bob is not the host: no start button", async () => {
        assert((await bob.locator("#start").count()) === 0, "Bob has a start button");
        // The settings as a summary: the bots' line under their name.
        const note = (await bob.locator("#summary-bots-note").textContent()).trim();
        assert(note.length > 10 && !note.startsWith("about_"), `the bots' line: ${note}`);
    });
    await check("chat reaches the other player, as text only", async () => {
        const text = "hi <b>Bob</b> & <img src=x>";
        await alice.locator("#chat-input").fill(text);
        await alice.locator("#chat-send").click();
        const line = bob.locator("#chat-list li", { hasText: "hi <b>Bob</b>" });
        await line.waitFor();
        assert((await line.locator("span").textContent()) === text, "the same text");
        assert((await bob.locator("#chat-list img, #chat-list li b b").count()) === 0, "markup was run");
    });
    await check("the copy button copies the link", async () => {
        await alice.locator("#copy-link").click();
        await alice.locator("#toast:not([hidden])").waitFor();
    });
    await check("the rules open and close; on a phone they fit its width", async () => {
        await bob.locator("#rules-btn").click();
        await bob.locator("#rules-dialog[open]").waitFor();
        const rows = bob.locator("#rules-card .rules-row");
        await rows.nth(7).waitFor();
        assert((await rows.count()) === 8, "eight rows on the summary card");
        assert(/Captain/.test(await rows.nth(5).textContent()), "the Captain's row");
        assert(!/rules R1/.test(await bob.locator("#rules-card").textContent()), "no terminal command");
        // The whole rulebook, a section at a time: R6 opens on a tap.
        const r6 = bob.locator("#rules-r6");
        await r6.locator("summary").click();
        await r6.locator("p, li").first().waitFor();
        assert(/R6/.test(await r6.locator("summary").textContent()), "R6's title");
        const r4 = bob.locator("#rules-r4");
        await r4.locator("summary").click();
        await r4.locator("table td").first().waitFor();
        const wide = await bob.evaluate(() => {
            const d = document.getElementById("rules-dialog");
            return [d.scrollWidth, d.clientWidth, document.documentElement.scrollWidth, document.documentElement.clientWidth];
        });
        assert(wide[0] <= wide[1] && wide[2] <= wide[3], `nothing wider than the phone: ${wide}`);
        await shot(bob, "rules-phone.png");
        await bob.locator("#rules-close").click();
        await bob.locator("#rules-dialog").waitFor({ state: "hidden" });
    });
    await shot(alice, "lobby-desktop.png");
    await shot(bob, "lobby-phone.png");

    // ------------------------------------------------------ the game
    await check("Alice starts: both see the table with 3 seats", async () => {
        await alice.locator("#start").click();
        for (const p of [alice, bob]) {
            await p.locator("#seats .seat").nth(2).waitFor();
            assert((await p.locator("#seats .seat").count()) === 3, "3 seats");
        }
    });
    await check("each player sees their own two cards", async () => {
        for (const p of [alice, bob]) {
            await until(async () => (await p.locator("#hand .card").count()) === 2, 10000, "two cards");
        }
    });

    // Our own seat's tile names our face-down cards (marked .own); the
    // other seats show backs.
    const sorted = (loc) => loc.evaluateAll((els) => els.map((e) => e.dataset.card).sort().join(","));
    await check("each player's own tile names their cards; the others' tiles show backs", async () => {
        for (const p of [alice, bob]) {
            await until(async () => {
                const hand = await sorted(p.locator("#hand .card"));
                return hand && hand === await sorted(p.locator("#seats .seat.me .card.own"));
            }, 10000, "the tile's cards as the hand's");
            assert((await p.locator("#seats .seat.me .card.back").count()) === 0, "a back in our own tile");
            assert((await p.locator("#seats .seat:not(.me) .card.own").count()) === 0, "another seat named");
            assert((await p.locator("#seats .seat:not(.me) .card.back").count()) >= 2, "the others' backs");
        }
        const name = bob.locator("#seats .seat.me .card.own .card-name").first();
        assert(await name.isVisible(), "the name hidden on the phone");
        const text = (await name.textContent()).trim();
        assert(/^[A-Z]/.test(text), `a card's name: ${text}`);
    });

    const carol = await newPage(desktop, "carol");
    let watchedAt = 0;
    await check("Carol watches as a spectator", async () => {
        await carol.goto(`${base}/r/${code}`);
        await carol.locator("#door-watch").click();
        await carol.locator("#seats .seat").nth(2).waitFor();
        assert((await carol.locator("#hand").count()) === 0, "a spectator has no hand");
        assert((await carol.locator("#seats .card.own").count()) === 0, "a spectator sees a hidden card");
        await carol.locator(".badge.watching").waitFor();
        watchedAt = await carol.locator("#log li").count();
    });
    await check("a spectator's chat line is signed with the word for a spectator", async () => {
        await carol.locator("#chat-input").fill("go Bob");
        await carol.locator("#chat-send").click();
        const line = alice.locator("#chat-list li", { hasText: "go Bob" });
        await line.waitFor();
        const who = (await line.locator("b").textContent()).trim();
        assert(who !== "?" && who !== "spectator" && who.length > 1, `signed "${who}"`);
    });

    const players = [alice, bob];
    const ready = "#moves:not(.arming) button:not(.back):not([disabled]), #waiting.over";
    let clicks = 0;
    let bobClicks = 0;
    let keyMoves = 0;
    let reloaded = false;
    const shots = new Set();
    let overSeen = false;
    const gameEnd = Date.now() + 240000;
    await check("Alice and Bob play the game to its end by clicking", async () => {
        while (!overSeen) {
            assert(Date.now() < gameEnd, "the game did not end in 240 s");
            // Wait until one of them may move, or the game is over.
            await Promise.any(players.map((p) => p.waitForSelector(ready, { timeout: 60000 })));
            for (const p of players) {
                if (await p.locator("#waiting.over").count()) { overSeen = true; break; }
                const buttons = p.locator("#moves:not(.arming) button:not(.back):not([disabled])");
                const n = await buttons.count();
                if (!n) continue;
                const pick = Math.floor(Math.random() * n);
                // The table's screenshots show a player with moves to make.
                if (clicks >= 3 && !shots.has(p)) {
                    shots.add(p);
                    await shot(p, p === alice ? "table-desktop.png" : "table-phone.png");
                }
                try {
                    if (p === alice && pick < 9) {
                        // Alice plays by the number keys: 1 is the first button.
                        const before = await alice.locator("#moves").innerHTML();
                        await alice.keyboard.press(String(pick + 1));
                        const acted = await until(async () => (await alice.locator("#moves").count()) === 0 ||
                            (await alice.locator("#moves").innerHTML()) !== before, 3000, "a key's effect")
                            .catch(() => false);
                        if (acted) keyMoves++;
                    } else {
                        await buttons.nth(pick).click({ timeout: 3000 });
                    }
                    clicks++;
                    if (p === bob) bobClicks++;
                } catch {
                    // Redrawn under the click (a new state): look again.
                }
            }
            // Bob reloads while he is not to move (so that his cards cannot
            // change meanwhile: only his own decisions change them here).
            const bobCards = async () => (await bob.locator("#hand .card").evaluateAll(
                (els) => els.map((e) => e.dataset.card).sort().join(",")));
            if (!reloaded && bobClicks >= 1 && (await bob.locator("#moves").count()) === 0) {
                reloaded = true;
                await check("Bob reloads mid-game and gets his seat and cards back", async () => {
                    // His cards as the server tells them after the reload:
                    // a bot may take one meanwhile (a forced last loss is
                    // played without a tap), so the page must show the
                    // server's, not the ones before.
                    let told = null;
                    const listen = (ws) => ws.on("framereceived", (f) => {
                        let m;
                        try { m = JSON.parse(f.payload); } catch { return; }
                        if (m.type === "state" && Array.isArray(m.mine)) told = [...m.mine].sort().join(",");
                    });
                    bob.on("websocket", listen);
                    await bob.reload();
                    await bob.locator("#seats .seat.me").waitFor();
                    await until(async () => told !== null && (await bobCards()) === told, 10000,
                        `the cards the server tells (${told}) on the page`);
                    bob.off("websocket", listen);
                    assert((await bob.locator("#door-join").count()) === 0, "asked to join again");
                    await until(async () => (await bob.locator("#log li").count()) > 0, 10000, "the log again");
                });
            }
        }
        assert(clicks > 0, "no move was clicked");
        assert(reloaded, "Bob never reloaded");
    });
    console.log(`# ${clicks} moves clicked`);
    await check("the number keys pick moves", () => keyMoves > 0);

    await check("both players see the end, with a winner", async () => {
        for (const p of players) {
            await p.locator("#waiting.over").waitFor();
            const text = (await p.locator("#waiting").textContent()).trim();
            assert(text && !/^(wins|you_win)$/.test(text), `end line: ${text}`);
        }
    });
    await check("the host may play again; the guest may not, and is told who will", async () => {
        await alice.locator("#again").waitFor();
        assert((await bob.locator("#again").count()) === 0, "Bob has play again");
        const wait = (await bob.locator("#again-wait").textContent()).trim();
        assert(/Alice/.test(wait), `Bob's line: ${wait}`);
    });
    await check("the end shows both players every hand, and a summary per seat", async () => {
        for (const p of players) {
            if (await p.locator("#banner").count()) await p.locator("#banner").click();
            await p.locator("#summary .summary-seat").nth(2).waitFor();
            assert((await p.locator("#summary .summary-seat").count()) === 3, "3 summaries");
            assert((await p.locator("#summary .summary-cards .card").count()) === 6, "every hand");
            assert((await p.locator("#seats .card.back").count()) === 0, "a card still hidden");
        }
    });
    await check("Carol saw the log grow", async () => {
        await until(async () => (await carol.locator("#log li").count()) > watchedAt + 3, 10000,
            `more than ${watchedAt + 3} log entries`);
    });
    await shot(alice, "over-desktop.png");
    if (!shots.has(alice)) await shot(alice, "table-desktop.png");
    if (!shots.has(bob)) await shot(bob, "table-phone.png");

    let gameId = null;
    await check("the end links to the replay", async () => {
        const href = await alice.locator("a[href^='/games/']").first().getAttribute("href");
        gameId = /^\/games\/(\d+)$/.exec(href)[1];
    });

    await check("play again starts a new game at the same table", async () => {
        await alice.locator("#again").click();
        for (const p of players) {
            await until(async () => (await p.locator("#waiting.over").count()) === 0, 15000, "a game on");
            await until(async () => (await p.locator("#hand .card").count()) === 2, 15000, "two new cards");
        }
    });

    // ------------------------------- a narrow phone, the longest words
    // 360 px wide in Spanish, then Portuguese: nothing wider than the
    // screen, no seat tile's content wider than its tile.
    const overflow = (p) => p.evaluate(() => {
        const out = [];
        const w = document.documentElement.clientWidth;
        if (document.documentElement.scrollWidth > w) out.push(`page ${document.documentElement.scrollWidth} > ${w}`);
        for (const el of document.querySelectorAll("#view *")) {
            const r = el.getBoundingClientRect();
            if (r.width && (r.right > w + 0.5 || r.left < -0.5)) out.push(`${el.tagName}.${el.className} ${Math.round(r.left)}..${Math.round(r.right)}`);
        }
        for (const el of document.querySelectorAll(".seat, .move, .lobby-seat")) {
            if (el.scrollWidth > el.clientWidth + 1) out.push(`inside ${el.className}: ${el.scrollWidth} > ${el.clientWidth}`);
        }
        return out.slice(0, 4).join("; ");
    });
    const dave = await newPage({ width: 360, height: 740 }, "dave",
        { locale: "es-ES", isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    for (const lang of LANGS.filter((l) => l !== "en")) {
        await check(`360 px in ${lang}: the home page, a lobby and the table fit the screen`, async () => {
            await dave.goto(`${base}/`);
            await dave.locator("#create").waitFor();
            if ((await dave.evaluate("document.documentElement.lang")) !== lang) {
                await dave.locator("#lang-select").selectOption(lang);
                await until(async () => (await dave.evaluate("document.documentElement.lang")) === lang, 5000, lang);
            }
            let bad = await overflow(dave);
            assert(!bad, `home: ${bad}`);
            // The longest name there may be: 20 letters, no space.
            await dave.locator("#name").fill("Maximilianodelosrios");
            await dave.locator("#create").click();
            await dave.locator("#lobby-seats li.lobby-seat.me").waitFor();
            await dave.locator("#add-bot").click();
            await dave.locator("#lobby-seats li .badge.bot").first().waitFor();
            bad = await overflow(dave);
            assert(!bad, `lobby: ${bad}`);
            await shot(dave, `lobby-phone-${lang}.png`);
            await dave.locator("#leave").click();
            await dave.locator("#create").waitFor();
            await dave.goto(`${base}/r/${code}`);
            await dave.locator("#door-watch").click();
            await dave.locator("#seats .seat").nth(2).waitFor();
            bad = await overflow(dave);
            assert(!bad, `table: ${bad}`);
            await shot(dave, `table-phone-${lang}.png`);
        });
    }
    await dave.context().close();

    // ------------------------------------------- a server restart
    await check("a server restart: Bob sees 'reconnecting', then his seat again", async () => {
        const port = new URL(base).port;
        await stopServer();
        await bob.locator("#status:not([hidden])").waitFor();
        assert((await bob.locator("#status").textContent()).trim() !== "", "a reconnecting line");
        startServer(port);
        await serverUrl();
        await bob.locator("#status").waitFor({ state: "hidden", timeout: 30000 });
        await bob.locator("#seats .seat.me").waitFor();
        await until(async () => (await bob.locator("#hand .card").count()) === 2, 15000, "his cards again");
    });

    // ------------------------------------------------------ the replay
    if (gameId) {
        await check("the replay page shows the game step by step", async () => {
            await alice.goto(`${base}/games/${gameId}`);
            await alice.locator("#step-no").waitFor();
            // It opens at the first decision of a player: after the deal,
            // every card dealt, none lost yet; First goes to the empty table.
            assert(!(await alice.locator("#first").isDisabled()), "opened at step 0");
            assert((await alice.locator("#seats .card").count()) === 6, "6 cards dealt");
            assert((await alice.locator("#seats .card.up").count()) === 0, "a card already lost");
            assert((await alice.locator("#replay-log li").count()) >= 7, "the start draw and the deal in the log");
            await alice.locator("#first").click();
            await until(async () => (await alice.locator("#seats .card").count()) === 0, 5000, "no card at step 0");
            await alice.locator("#last").click();
            const last = (await alice.locator("#step-no").textContent()).trim();
            await until(async () => (await alice.locator("#replay-log li").count()) > 5, 10000, "the steps");
            assert((await alice.locator("#seats .seat").count()) === 3, "3 seats");
            assert((await alice.locator("#seats .card").count()) >= 6, "every card shown");
            await alice.keyboard.press("ArrowLeft");
            await until(async () => (await alice.locator("#step-no").textContent()).trim() !== last, 5000,
                "ArrowLeft goes back");
            await alice.locator("#first").click();
            await until(async () => await alice.locator("#first").isDisabled(), 5000, "at the first step");
        });
        await check("the replay's arrow keys walk the steps", async () => {
            await alice.locator("#last").click();
            for (let i = 0; i < 4; i++) await alice.keyboard.press("ArrowLeft");
            await until(async () => !(await alice.locator("#next").isDisabled()), 5000, "not at the end");
            await alice.keyboard.press("ArrowRight");
            await alice.locator("#step-lines li").first().waitFor();
        });
        await shot(alice, "replay-desktop.png");
        await check("on a phone the replay shows the table and what each step did on screen", async () => {
            await bob.goto(`${base}/games/${gameId}`);
            await bob.locator("#seats .seat").first().waitFor();
            const box = async (sel) => bob.locator(sel).boundingBox();
            const view = bob.viewportSize();
            const felt = await box(".replay .felt");
            const controls = await box(".replay-controls");
            assert(felt.y < view.height / 2, `the table starts at ${felt.y}`);
            assert(controls.y + controls.height <= view.height + 1, `the controls end at ${controls.y + controls.height}`);
            const before = await bob.locator("#step-lines").textContent();
            await bob.locator("#next").click();
            await until(async () => (await bob.locator("#step-lines").textContent()) !== before, 5000,
                "Forward changes the step's line");
            const lines = await box("#step-lines");
            assert(lines.y >= 0 && lines.y + lines.height <= controls.y, "the step's line is not hidden");
            const w = await bob.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
            assert(w[0] <= w[1], `no sideways scroll: ${w}`);
            await shot(bob, "replay-phone.png");
        });
        await check("the replay's Analyse shows each seat's accuracy, the odds as a graph and the marks", async () => {
            await alice.goto(`${base}/games/${gameId}`);
            await alice.locator("#step-no").waitFor();
            await alice.locator("#analyse").click();
            // Progress in words (or the analysis at once), never a code.
            await until(async () => (await alice.locator("#analysis-status, #analysis-table").count()) > 0, 5000, "an answer");
            const status = await alice.locator("#analysis-status").textContent().catch(() => "");
            assert(!/analys(is|ing)_|\b\d{3}\b/.test(status || ""), `the status says "${status}"`);
            await alice.locator("#analysis-table tbody tr").first().waitFor({ timeout: 90000 });
            await until(async () => (await alice.locator("#analysis-graph .graph-line").count()) > 0 ||
                (await alice.locator("#replay-log .mark-sym").count()) > 0, 5000, "the graph or a mark");
            assert((await alice.locator("#analysis-table tbody tr").count()) === 3, "a row per seat");
            const acc = await alice.locator("#analysis-table td.acc").first().textContent();
            assert(/^\d{1,3}%$/.test(acc.trim()), `an accuracy: ${acc}`);
            assert((await alice.locator("#analysis-graph .graph-line").count()) === 3, "a line per seat");
            // A mark selected from the graph: the replay goes to its step and says why.
            const mark = alice.locator(".graph-mark").first();
            if (await mark.count()) {
                const step = Number(await mark.getAttribute("data-step"));
                await mark.click();
                await alice.locator(`#verdict[data-step="${step}"]`).waitFor({ timeout: 5000 });
                assert(/\d+%/.test(await alice.locator("#verdict").textContent()), "the verdict's odds");
                assert((await alice.locator("#replay-log .ev.current .mark-sym").count()) === 1, "the log's line marked");
            }
            // Stored: opened again, it is shown at once, with no press.
            await alice.goto(`${base}/games/${gameId}`);
            await alice.locator("#analysis-table").waitFor({ timeout: 5000 });
            assert((await alice.locator("#analyse").count()) === 0, "Analyse offered again");
        });
        await shot(alice, "analysis-desktop.png");
        await check("the replay offers the record for download", async () => {
            const href = await alice.locator("#download").getAttribute("href");
            assert(href === `/games/${gameId}.rec`, `href ${href}`);
            const r = await alice.request.get(`${base}${href}`);
            assert(r.ok(), `status ${r.status()}`);
            assert((await r.text()).length > 20, "a record");
        });
        await check("the replay's buttons keep a keyboard player's focus", async () => {
            await alice.locator("#first").click();
            await alice.locator("#next").focus();
            for (let i = 1; i <= 2; i++) {
                await alice.keyboard.press("Enter");
                await until(async () => /\d+/.exec(await alice.locator("#step-no").textContent())[0] === String(i),
                    5000, `step ${i}`);
                assert((await alice.evaluate("document.activeElement.id")) === "next", "the focus lost");
            }
            await alice.keyboard.press("Shift+Tab");
            await alice.keyboard.press("Shift+Tab");
            await alice.keyboard.press("Enter");
            await until(async () => await alice.locator("#first").isDisabled(), 5000, "First by the keyboard");
            assert((await alice.evaluate("document.activeElement.id")) === "next", "First disabled: the focus on Forward");
        });
        await check("the home page lists the game among the recent ones", async () => {
            await alice.goto(`${base}/`);
            const row = alice.locator(`#games a[href='/games/${gameId}']`);
            await row.waitFor();
            const winner = (await row.locator(".game-winner").textContent()).replace("★", "").trim();
            assert(["Alice", "Bob", "Bot 2"].includes(winner), `the winner: ${winner}`);
        });
    }

    // ---------------------------------------- an unlisted room's game
    // A room made with "public": false (over a socket of the page's own):
    // its finished game is not listed, and its replay opens only with the
    // secret the room's members were sent (room.game_key).
    let hidden = null;
    await check("an unlisted room's game is played to its end by bots", async () => {
        await alice.goto(`${base}/`);
        hidden = await alice.evaluate((origin) => new Promise((resolve, reject) => {
            const ws = new WebSocket(`${origin.replace(/^http/, "ws")}/ws`, "coup.v1");
            const got = {};
            const send = (m) => ws.send(JSON.stringify(m));
            setTimeout(() => reject(new Error("no end in 20 s")), 20000);
            ws.onopen = () => send({ type: "create", name: "Dee", players: 2, bots: "random", public: false });
            ws.onmessage = (e) => {
                const m = JSON.parse(e.data);
                if (m.type === "joined" && !got.code) {
                    got.code = m.code;
                    got.key = m.key;
                    send({ type: "start" });
                } else if (m.type === "room" && m.game_key && !got.game) {
                    got.game = m.game;
                    got.gameKey = m.game_key;
                    send({ type: "leave" });
                    send({ type: "watch", code: got.code, key: got.key });
                } else if (m.type === "state" && m.winner >= 0 && got.game) {
                    ws.close();
                    resolve(got);
                } else if (m.type === "error") {
                    reject(new Error(m.error));
                }
            };
        }), base);
        assert(hidden && /^[0-9a-f]{32}$/.test(hidden.gameKey), "the game's secret");
    });
    if (hidden) {
        await check("an unlisted game's replay needs its key", async () => {
            // (Not opened in the page: its 404 would be a console error.)
            const none = await alice.request.get(`${base}/api/games/${hidden.game}`);
            assert(none.status() === 404, `the replay without the key: ${none.status()}`);
            await alice.goto(`${base}/games/${hidden.game}?key=${hidden.gameKey}`);
            await alice.locator("#step-no").waitFor();
            const href = await alice.locator("#download").getAttribute("href");
            assert(href === `/games/${hidden.game}.rec?key=${hidden.gameKey}`, `href ${href}`);
            const r = await alice.request.get(`${base}${href}`);
            assert(r.ok(), `status ${r.status()}`);
            const bare = await alice.request.get(`${base}/games/${hidden.game}.rec`);
            assert(bare.status() === 404, `without the key: ${bare.status()}`);
        });
        await check("an unlisted room is watched from its link with the key, and is no room without", async () => {
            await alice.goto(`${base}/r/${hidden.code}?key=${hidden.key}`);
            await alice.locator("#door-watch").click();
            await alice.locator("#seats .seat").first().waitFor();
            // Without the key: no room, said at once (no form to fill).
            await alice.goto(`${base}/r/${hidden.code}`);
            await alice.locator("#door-none").waitFor();
            assert((await alice.locator("#door-name, #door-watch").count()) === 0, "a form for a room that is none");
        });
        await check("a finished room's link says so and offers its replay, keyed", async () => {
            await alice.goto(`${base}/r/${hidden.code}?key=${hidden.key}`);
            await alice.locator("#door-over").waitFor();
            const href = await alice.locator("#door-replay").getAttribute("href");
            assert(href === `/games/${hidden.game}?key=${hidden.gameKey}`, `the replay's link: ${href}`);
            assert((await alice.locator("#door-name").count()) === 0, "a name to give for a finished room");
            await shot(alice, "door-over-desktop.png");
            await alice.locator("#door-replay").click();
            await alice.locator("#step-no").waitFor();
        });
        await check("an unlisted game is not among the recent ones", async () => {
            await alice.goto(`${base}/`);
            await alice.locator("#games .game-row, #games p").first().waitFor();
            const rows = await alice.locator(`#games a[href^='/games/${hidden.game}']`).count();
            assert(rows === 0, "listed");
            const list = await (await alice.request.get(`${base}/api/games`)).json();
            assert(!list.games.some((g) => g.id === hidden.game), "in /api/games");
        });
    }

    await check("switching the language relabels the page", async () => {
        const before = (await alice.locator("#create").textContent()).trim();
        await alice.locator("#lang-select").selectOption("it");
        await until(async () => (await alice.locator("#create").textContent()).trim() !== before, 5000,
            "a new label");
        assert((await alice.evaluate("document.documentElement.lang")) === "it", "html lang");
        await alice.locator("#lang-select").selectOption("en");
    });

    await homeAndDoors(base, newPage, shot);
    await phones(base, newPage, shot, errors);

    await check("no script errors in any page", () => {
        if (errors.length) throw new Error(errors.slice(0, 3).join(" | "));
    });
    await check("the server stops cleanly on SIGTERM (exit status 0)", async () => {
        const child = server;
        await stopServer();
        assert(child.exitCode === 0, `exit ${child.exitCode ?? child.signalCode}: ${serverOut.trim().split("\n").slice(-5).join(" / ")}`);
    });
}

try {
    await main();
} catch (e) {
    fail("the run", String(e && e.stack ? e.stack.split("\n").slice(0, 3).join(" ") : e));
} finally {
    await cleanup();
    if (failed) console.log(`# server output:\n${serverOut.split("\n").slice(-15).join("\n")}`);
    finish();
}

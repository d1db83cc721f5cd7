// proxy.mjs - the web client through nginx in front of two `coup serve`
// processes that share one PostgreSQL (tests/deploy/two-servers.sh starts
// them all and gives this script nginx's address):
//
//     node tests/web/proxy.mjs <base URL> <artifacts dir>
//
// The servers hold the rooms of their own first letters (--shard); nginx
// sends /ws?room=CODE to the one whose letter the code starts with, and
// any other request to either. Alice creates a room in her browser, Bob
// joins it by its code in his: both land on the room's server (a join on
// the other would be refused: no such room there). Carol's sockets create
// rooms until both servers hold one; Dave's home page lists the rooms of
// both, and Dave joins the room of the server Alice's is not on. Bob
// reloads and gets his seat back; Alice starts and both see the table.
// One line per check, then "N passed, M failed".

import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium } from "playwright-core";

const [base, artifactsArg] = process.argv.slice(2);
if (!base || !artifactsArg) {
    console.error("usage: node proxy.mjs <base URL> <artifacts dir>");
    process.exit(2);
}
const artifacts = resolve(artifactsArg);
mkdirSync(artifacts, { recursive: true });
const CHROMIUM = process.env.COUP_CHROMIUM || "/usr/bin/chromium";
const SHARD_A = "BCDFGHJKLM"; // two-servers.sh's first server; the other: the rest

let passed = 0;
let failed = 0;
async function check(name, fn) {
    try {
        const r = await fn();
        if (r === false) throw new Error("false");
        passed++;
        console.log(`ok ${name}`);
        return true;
    } catch (e) {
        failed++;
        console.log(`FAIL ${name}: ${String(e && e.message ? e.message.split("\n")[0] : e)}`);
        return false;
    }
}
function assert(cond, what) { if (!cond) throw new Error(what); }
const shardOf = (code) => (SHARD_A.includes(code[0]) ? "a" : "b");

async function main() {
    const browser = await chromium.launch({
        executablePath: CHROMIUM, headless: true,
        args: ["--no-sandbox", "--disable-dev-shm-usage"],
    });
    const errors = [];
    async function newPage(label) {
        const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "en-US" });
        const page = await ctx.newPage();
        page.on("pageerror", (e) => errors.push(`${label}: ${e.message}`));
        page.setDefaultTimeout(20000);
        return page;
    }
    try {
        const alice = await newPage("alice");
        const bob = await newPage("bob");
        let code = null;
        await check("Alice creates a public room through nginx", async () => {
            await alice.goto(`${base}/`);
            await alice.locator("#name").fill("Alice");
            await alice.locator("#new-players").selectOption("3");
            await alice.locator("#create").click();
            await alice.waitForURL(/\/r\/[A-Z]{4}$/);
            code = /\/r\/([A-Z]{4})$/.exec(alice.url())[1];
            await alice.locator("#lobby-seats li.lobby-seat.me").waitFor();
        });
        if (!code) return;
        await check("Bob joins by the code and lands on the room's server", async () => {
            await bob.goto(`${base}/`);
            await bob.locator("#name").fill("Bob");
            await bob.locator("#code").fill(code);
            await bob.locator("#join").click();
            await bob.waitForURL(new RegExp(`/r/${code}$`));
            await bob.locator("#lobby-seats li.lobby-seat.me").waitFor();
            await alice.locator("#lobby-seats li", { hasText: "Bob" }).waitFor();
        });

        // Carol: sockets with no room go to either server; create public
        // rooms until each server holds one.
        const carol = await newPage("carol");
        await carol.goto(`${base}/`);
        const held = { [shardOf(code)]: code };
        await check("rooms are made on both servers", async () => {
            for (let i = 0; i < 20 && !(held.a && held.b); i++) {
                const c = await carol.evaluate((url) => new Promise((done, fail) => {
                    const ws = new WebSocket(url, "coup.v1");
                    globalThis.keep = (globalThis.keep || []).concat([ws]);
                    ws.onopen = () => ws.send(JSON.stringify({
                        type: "create", name: "Carol", players: 4, public: true,
                    }));
                    ws.onmessage = (e) => {
                        const m = JSON.parse(e.data);
                        if (m.type === "joined") done(m.code);
                        if (m.type === "error") fail(new Error(m.error));
                    };
                    setTimeout(() => fail(new Error("no answer")), 15000);
                }), `${base.replace(/^http/, "ws")}/ws`);
                held[shardOf(c)] = held[shardOf(c)] || c;
            }
            assert(held.a && held.b, `codes made: ${JSON.stringify(held)}`);
        });
        const dave = await newPage("dave");
        await check("a new visitor's lobby lists the rooms of both servers", async () => {
            await dave.goto(`${base}/`);
            for (const c of [held.a, held.b].filter(Boolean))
                await dave.locator(`#rooms button[data-code='${c}']`).waitFor();
            await dave.screenshot({ path: join(artifacts, "proxy-lobby.png") });
        });
        // Bob joined a room of one server; Dave joins one of the other.
        const other = held[shardOf(code) === "a" ? "b" : "a"];
        await check("Dave joins a room of the other server by its code", async () => {
            assert(other, "no room on the other server");
            await dave.locator("#name").fill("Dave");
            await dave.locator("#code").fill(other);
            await dave.locator("#join").click();
            await dave.waitForURL(new RegExp(`/r/${other}$`));
            await dave.locator("#lobby-seats li.lobby-seat.me").waitFor();
        });
        await check("Bob reloads and gets his seat back", async () => {
            await bob.reload();
            await bob.locator("#lobby-seats li.lobby-seat.me").waitFor();
        });
        await check("Alice starts: both see the table", async () => {
            await alice.locator("#start").click();
            for (const p of [alice, bob])
                await p.locator("#seats .seat").nth(2).waitFor();
        });
        await check("no page error", () => {
            assert(errors.length === 0, errors.join("; "));
        });
    } finally {
        await browser.close().catch(() => {});
    }
}

main().catch((e) => { failed++; console.log(`FAIL proxy.mjs: ${e && e.message}`); })
    .finally(() => {
        console.log(`${passed} passed, ${failed} failed`);
        process.exitCode = failed ? 1 : 0;
    });

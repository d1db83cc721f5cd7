// prefs.test.mjs - the settings a new room starts from (web/prefs.js):
// what is remembered from the last game made, what "Play now" makes of
// it, its name, and which addresses make links only this computer opens.
//
//     node --test tests/web/

import assert from "node:assert/strict";
import { test } from "node:test";
import * as P from "../../web/prefs.js";

test("the first time: 4 players, heuristic bots, no variant, no timer", () => {
    for (const saved of [null, "", "not json", "[]", "42", "null"]) {
        assert.deepEqual(P.settingsOf(saved), P.defaults(), String(saved));
    }
    assert.equal(P.defaults().players, 4);
    assert.equal(P.defaults().bots, "heuristic");
});

test("the last game's settings come back as they were", () => {
    const s = { players: 6, options: ["inquisitor", "declared_coup"], timer: 45, public: false, bots: "search" };
    assert.deepEqual(P.settingsOf(P.settingsText(s)), s);
});

test("a value the server would refuse falls back to its default, alone", () => {
    const s = P.settingsOf(JSON.stringify({
        players: 11, options: ["inquisitor", "nonsense", "two_player_draft"], timer: 5, public: "yes", bots: "god",
    }));
    assert.deepEqual(s, { players: 4, options: ["inquisitor"], timer: 0, public: true, bots: "heuristic" });
    assert.equal(P.settingsOf(JSON.stringify({ players: 3.5 })).players, 4);
    assert.equal(P.settingsOf(JSON.stringify({ timer: 600 })).timer, 600);
    assert.equal(P.settingsOf(JSON.stringify({ timer: 601 })).timer, 0);
});

test("bots: the levels, then the personalities and mixed, each remembered", () => {
    assert.deepEqual(P.BOT_GROUPS.map((g) => g.label), ["bot_levels", "bot_styles"]);
    assert.deepEqual(P.BOT_GROUPS[0].bots, ["random", "heuristic", "search"]);
    assert.deepEqual(P.BOT_GROUPS[1].bots, ["honest", "bluffer", "challenger", "cautious", "mixed"]);
    assert.deepEqual(P.BOTS, ["random", "heuristic", "search", "honest", "bluffer", "challenger", "cautious", "mixed"]);
    for (const bots of P.BOTS) {
        assert.equal(P.settingsOf(P.settingsText({ ...P.defaults(), bots })).bots, bots, bots);
        assert.equal(P.playNowSettings(P.settingsText({ ...P.defaults(), bots })).bots, bots, bots);
    }
    for (const bots of ["Bluffer", "bluffer:bluff=1", "", "levels", 3, null]) {
        assert.equal(P.settingsOf(JSON.stringify({ bots })).bots, "heuristic", String(bots));
    }
});

test("R11's draft stays only with two players", () => {
    const two = P.settingsOf(JSON.stringify({ players: 2, options: ["two_player_draft"] }));
    assert.deepEqual(two.options, ["two_player_draft"]);
    const three = P.settingsOf(JSON.stringify({ players: 3, options: ["two_player_draft"] }));
    assert.deepEqual(three.options, []);
});

test("Play now: the remembered settings, in an unlisted room", () => {
    const saved = P.settingsText({ players: 3, options: ["declared_coup"], timer: 30, public: true, bots: "honest" });
    assert.deepEqual(P.playNowSettings(saved),
        { players: 3, options: ["declared_coup"], timer: 30, public: false, bots: "honest", hints: false });
    assert.deepEqual(P.playNowSettings(null), { ...P.defaults(), public: false, hints: false });
});

test("hints: never remembered; Play now and the room form start without them", () => {
    const s = { players: 3, options: [], timer: 0, public: true, bots: "search", hints: true };
    // A room made with hints leaves nothing of them for the next one.
    assert.equal("hints" in P.settingsOf(P.settingsText(s)), false);
    assert.equal("hints" in P.defaults(), false);
    assert.equal(P.playNowSettings(P.settingsText(s)).hints, false);
    assert.equal(P.playNowSettings(JSON.stringify(s)).hints, false, "even stored by hand");
    assert.deepEqual(P.formSettings(P.settingsText(s)), { ...P.settingsOf(P.settingsText(s)), hints: false });
    assert.deepEqual(P.formSettings(null), { ...P.defaults(), hints: false });
    assert.equal(P.formSettings(JSON.stringify(s)).hints, false);
});

test("Play now's name: typed, else kept, else the table's word", () => {
    assert.equal(P.playName(" Zoë ", "Ann", "You"), "Zoë");
    assert.equal(P.playName("", "Ann", "You"), "Ann");
    assert.equal(P.playName("   ", "", "Tu"), "Tu");
    assert.equal(P.playName("x".repeat(21), "", "Você"), "Você");
    assert.equal(P.playName("", "", ""), "Coup");
});

test("loopback names and addresses are this computer's only", () => {
    for (const h of ["localhost", "LOCALHOST", "app.localhost", "127.0.0.1", "127.1.2.3", "[::1]", "::1", "::ffff:127.0.0.1"]) {
        assert.equal(P.isLoopback(h), true, h);
    }
    for (const h of ["192.168.1.20", "10.0.0.2", "coup.example.org", "0.0.0.0", "[2001:db8::1]", "127.example.org", ""]) {
        assert.equal(P.isLoopback(h), false, h);
    }
});

// door.test.mjs - what a room's link shows before one is in the room
// (web/door.js), from the room's summary (GET /api/rooms/CODE) and what
// the browser holds.
//
//     node --test tests/web/

import assert from "node:assert/strict";
import { test } from "node:test";
import { doorOf, replayLink, summaryUrl } from "../../web/door.js";

const summary = (status, extra = {}) => ({
    code: "BCDF", status, host: 0, host_name: "Haig", players: 3, options: [], timer: 0,
    public: true, bots: "heuristic", seated: 2,
    seats: [
        { seat: 0, name: "Haig", bot: null },
        { seat: 1, name: null, bot: null },
        { seat: 2, name: "Bot 3", bot: "random" },
    ],
    game: status === "lobby" ? null : 12, game_key: null, ...extra,
});

test("nothing known yet: nothing decided", () => {
    assert.equal(doorOf(undefined).kind, "loading");
});

test("no summary to be had (the network): not said to be no room", () => {
    assert.equal(doorOf(false).kind, "unknown");
});

test("no such room (or an unlisted one without its key): said at once", () => {
    assert.equal(doorOf(null).kind, "none");
    assert.equal(doorOf(null, { token: "t", left: true }).kind, "none");
});

test("a lobby: the host, the seats taken and free, join or watch", () => {
    const d = doorOf(summary("lobby"));
    assert.equal(d.kind, "lobby");
    assert.equal(d.host, "Haig");
    assert.equal(d.hostSeat, 0);
    assert.equal(d.taken, 2);
    assert.equal(d.free, 1);
    assert.equal(d.canJoin, true);
    assert.deepEqual(d.seats.map((s) => s.name), ["Haig", null, "Bot 3"]);
    assert.equal(d.seats[2].bot, "random");
});

test("a full lobby: no joining, watching only", () => {
    const full = summary("lobby", { seats: [
        { seat: 0, name: "Haig", bot: null }, { seat: 1, name: "Ann", bot: null }, { seat: 2, name: "Bot 3", bot: "random" },
    ] });
    const d = doorOf(full);
    assert.equal(d.free, 0);
    assert.equal(d.canJoin, false);
});

test("a game on: watch it, or take one's seat back when it was left", () => {
    assert.equal(doorOf(summary("playing")).kind, "playing");
    assert.equal(doorOf(summary("playing")).seatBack, false);
    assert.equal(doorOf(summary("playing"), { token: "t", left: false }).seatBack, false);
    assert.equal(doorOf(summary("playing"), { token: "t", left: true }).seatBack, true);
    assert.equal(doorOf(summary("playing"), { token: null, left: true }).seatBack, false);
});

test("a game over: its replay, with the game's secret when there is one", () => {
    assert.equal(doorOf(summary("over")).replay, "/games/12");
    const key = "0123456789abcdef0123456789abcdef";
    const d = doorOf(summary("over", { public: false, game_key: key }));
    assert.equal(d.kind, "over");
    assert.equal(d.replay, `/games/12?key=${key}`);
    assert.equal(replayLink(7, null), "/games/7");
    assert.equal(d.seatBack, false);
    assert.equal(doorOf(summary("over"), { token: "t", left: true }).seatBack, true);
});

test("the summary's address carries the code for a proxy and the key when known", () => {
    assert.equal(summaryUrl("BCDF", null), "/api/rooms/BCDF?room=BCDF");
    assert.equal(summaryUrl("BCDF", "ab12"), "/api/rooms/BCDF?room=BCDF&key=ab12");
});

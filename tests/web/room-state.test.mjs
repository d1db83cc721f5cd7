// room-state.test.mjs - the room page's state (web/room-state.js) under
// node, without a browser: messages in, view out.
//
//     node --test tests/web/
//
// tests/cli/web.sh runs it before the end-to-end test.

import assert from "node:assert/strict";
import { test } from "node:test";
import * as S from "../../web/room-state.js";

// ------------------------------------------------------------ messages

const seats3 = [
    { seat: 0, name: "Ann", bot: null, connected: true, away: false },
    { seat: 1, name: "Ben", bot: null, connected: true, away: false },
    { seat: 2, name: "Bot 3", bot: "random", connected: false, away: false },
];
const roomMsg = (status = "playing", extra = {}) => ({
    type: "room", code: "PDTD", status, host: 0, players: 3, options: [], timer: 30,
    public: false, bots: "random", seats: seats3, spectators: 0, game: 1, ...extra,
});
const tableSeats = (coins = [2, 2, 2], up = [[], [], []]) => coins.map((c, i) => ({
    seat: i, name: seats3[i].name, coins: c, hidden: 2 - up[i].length, up: up[i], alive: true,
}));
const stateMsg = (extra = {}) => ({
    type: "state", game: 1, turn: 8, you: 0, phase: "action", to_move: 0,
    waiting: "Ann to choose an action", seats: tableSeats(), mine: ["captain", "duke"], shown: [],
    court: 9, out: 0,
    legal: [
        { move: "income", kind: "income", label: "Income: take 1 coin" },
        { move: "tax", kind: "tax", label: "Tax: claim Duke, take 3 coins" },
    ],
    deadline: 28500, timer: 30, winner: -1, help: "", ...extra,
});
const othersTurn = (extra = {}) => stateMsg({
    turn: 9, to_move: 1, waiting: "Ben to choose an action", legal: [], ...extra,
});

// A view seated at seat 0 of room PDTD, in its game.
function seated(seat = 0) {
    let v = S.initial("PDTD");
    v = S.joined(v, { type: "joined", code: "PDTD", seat, token: "t".repeat(32) });
    return S.room(v, roomMsg());
}

// ------------------------------------------------------------ the tests

test("initial: not in the room, nothing known", () => {
    const v = S.initial("ABCD");
    assert.equal(v.code, "ABCD");
    assert.equal(S.inRoom(v), false);
    assert.equal(v.state, null);
    assert.deepEqual(v.menu, []);
});

test("a mixed room's bots, or bots of different kinds, each name their own", () => {
    assert.equal(S.botsDiffer(seated()), false, "one bot, random");
    assert.equal(S.botsDiffer(S.initial("PDTD")), false, "no room yet");
    const bots = (kinds, bots = "heuristic") => S.room(seated(), roomMsg("playing", {
        players: kinds.length, bots,
        seats: kinds.map((b, i) => ({ seat: i, name: b ? `Bot ${i + 1}` : `P${i}`, bot: b })),
    }));
    assert.equal(S.botsDiffer(bots([null, "heuristic", "heuristic"])), false);
    assert.equal(S.botsDiffer(bots([null, "bluffer", "bluffer"], "bluffer")), false);
    assert.equal(S.botsDiffer(bots([null, "bluffer", "challenger"], "mixed")), true);
    assert.equal(S.botsDiffer(bots([null, "bluffer"], "mixed")), true, "mixed, one bot");
    assert.equal(S.botsDiffer(bots([null, "heuristic", "search"], "search")), true, "changed in the lobby");
});

test("functions return a new view and leave the old one as it was", () => {
    const v = seated();
    const frozen = JSON.stringify(v);
    const w = S.state(v, stateMsg(), 1000);
    assert.notEqual(w, v);
    assert.equal(JSON.stringify(v), frozen);
    S.event(w, { type: "event", game: 1, n: 8, lines: ["x"] });
    S.openGroup(w, "steal", 2000);
    S.chat(w, { type: "chat", seat: 1, name: "Ben", text: "hi" });
    assert.equal(w.events.length, 0);
    assert.deepEqual(w.menu, []);
    assert.equal(w.chats.length, 0);
});

test("messages before joining (or of another room) change nothing", () => {
    const v = S.initial("PDTD");
    assert.equal(S.state(v, stateMsg(), 0), v);
    assert.equal(S.event(v, { game: 1, n: 1, lines: [] }), v);
    assert.equal(S.chat(v, { seat: 1, name: "Ben", text: "hi" }), v);
    assert.equal(S.room(v, roomMsg("lobby", { code: "ZZZZ" })), v);
    assert.equal(S.replaced(seated(), { type: "replaced", code: "ZZZZ" }).replaced, false);
});

test("joined another room starts afresh", () => {
    let v = S.state(seated(), stateMsg(), 0);
    v = S.joined(v, { code: "BCDF", seat: -1 });
    assert.equal(v.code, "BCDF");
    assert.equal(v.state, null);
    assert.equal(S.watching(v), true);
});

test("the timer's end is fixed when the state arrives, not at each draw", () => {
    let v = S.state(seated(), stateMsg({ deadline: 20000, timer: 30 }), 1000);
    assert.equal(v.endsAt, 21000);
    assert.equal(v.totalMs, 30000);
    assert.equal(S.timeLeft(v, 1000), 20000);
    assert.equal(S.timeLeft(v, 16000), 5000);
    // A room message, a group opened, a relabel: the end stays.
    v = S.room(v, roomMsg("playing", { spectators: 1 }));
    v = S.openGroup(v, "x", 9000);
    v = S.settle(v);
    assert.equal(S.timeLeft(v, 16000), 5000);
    assert.equal(S.timeLeft(v, 99999), 0);
    // No timer: no bar; a state with a new deadline counts from its arrival.
    assert.equal(S.timeLeft(S.state(v, stateMsg({ deadline: null, timer: 0 }), 0), 5), null);
    const w = S.state(v, othersTurn({ deadline: 30000 }), 50000);
    assert.equal(S.timeLeft(w, 50000), 30000);
    // A deadline longer than the room's timer is its own 100%.
    assert.equal(S.state(v, stateMsg({ deadline: 45000, timer: 30 }), 0).totalMs, 45000);
    // The game over: no timer.
    assert.equal(S.state(v, stateMsg({ deadline: 5000, to_move: -2, winner: 1, legal: [] }), 0).endsAt, null);
});

test("the decider's line is the server's prompt, else 'your_turn'", () => {
    const prompt = "Bot 3 claims the Duke to take Tax. Challenge? If Bot 3 holds it, you lose a card; if not, Bot 3 does.";
    let v = S.state(seated(), stateMsg({ prompt }), 0);
    assert.deepEqual(S.headline(v), { text: prompt });
    v = S.state(seated(), stateMsg({ prompt: "" }), 0);
    assert.deepEqual(S.headline(v), { key: "your_turn" });
    v = S.state(seated(), stateMsg(), 0); // a server without prompts
    assert.deepEqual(S.headline(v), { key: "your_turn" });
    // Not ours to decide: what we wait for, even if a prompt came along.
    v = S.state(seated(), othersTurn({ prompt: "" }), 0);
    assert.deepEqual(S.headline(v), { key: "waiting_for", vars: { s: "Ben to choose an action" } });
    // Over: who won.
    v = S.state(seated(), othersTurn({ to_move: -2, winner: 1 }), 0);
    assert.deepEqual(S.headline(v), { key: "wins", vars: { A: "Ben" } });
    v = S.state(seated(), othersTurn({ to_move: -2, winner: 0 }), 0);
    assert.deepEqual(S.headline(v), { key: "you_win" });
});

test("taps are ignored for ARM_MS after the buttons change", () => {
    let v = S.state(seated(), stateMsg(), 1000);
    assert.equal(v.armedAt, 1000 + S.ARM_MS);
    assert.equal(S.send(v, "income", 1000 + S.ARM_MS - 1), null);
    const r = S.send(v, "income", 1000 + S.ARM_MS);
    assert.deepEqual(r.msg, { type: "move", move: "income", turn: 8 });
    assert.equal(r.view.pending, "income");
    // Sent once: a second tap does nothing until the next state.
    assert.equal(S.send(r.view, "tax", 5000), null);
    // The same decision sent again (a reconnection) is not a change.
    v = S.state(v, stateMsg(), 3000);
    assert.equal(v.armedAt, 1000 + S.ARM_MS);
    assert.equal(v.fx.fresh, false);
    // A new decision (a new turn) arms again, and is fresh.
    v = S.state(v, stateMsg({ turn: 12, legal: [{ move: "pass", kind: "pass", label: "Let it pass" }] }), 4000);
    assert.equal(v.armedAt, 4000 + S.ARM_MS);
    assert.equal(v.fx.fresh, true);
    assert.equal(S.send(v, "pass", 4100), null);
    assert.equal(S.send(v, "pass", 4400).msg.turn, 12);
    // Only legal moves are sent.
    assert.equal(S.send(v, "income", 9000), null);
    // Opening a group moves the buttons: armed again.
    v = S.openGroup(v, "steal", 10000);
    assert.equal(S.armed(v, 10000 + S.ARM_MS - 1), false);
    v = S.closeGroup(v, 20000);
    assert.equal(S.armed(v, 20000 + S.ARM_MS), true);
});

test("a refused move offers the moves again", () => {
    let v = S.state(seated(), stateMsg(), 0);
    v = S.send(v, "income", 1000).view;
    const r = S.refused(v, { type: "error", code: "stale", ref: "move" });
    assert.equal(r.what, "refused");
    assert.equal(r.view.pending, null);
    assert.notEqual(S.send(r.view, "income", 1000), null);
    assert.equal(S.refused(v, { code: "bad_token", ref: "resume" }).what, "bad_token");
    assert.equal(S.refused(v, { code: "bad_token", ref: "resume" }).view.you, null);
    assert.equal(S.refused(v, { code: "no_room", ref: "join" }).view.gone, true);
    assert.equal(S.refused(v, { code: "flood", ref: "chat" }).what, null);
});

test("coins and new face-up cards are marked once, then settled", () => {
    let v = S.state(seated(), othersTurn(), 0);
    assert.deepEqual(v.fx.coins, {}); // nothing before: no change to show
    v = S.state(v, othersTurn({ turn: 10, seats: tableSeats([5, 0, 2], [[], ["duke"], []]) }), 10);
    assert.deepEqual(v.fx.coins, { 0: "gain", 1: "loss" });
    assert.deepEqual(v.fx.deltas, { 0: 3, 1: -2 });
    const ben = v.state.seats[1];
    assert.deepEqual(S.seatCards(v, ben), { up: [{ card: "duke", flip: true }], own: [], revealed: [], backs: 1 });
    v = S.settle(v);
    assert.deepEqual(v.fx.coins, {});
    assert.deepEqual(S.seatCards(v, ben).up, [{ card: "duke", flip: false }]);
    assert.equal(S.settle(v), v);
    // A new game (play again): no changes against the old one, a new log.
    v = S.event(v, { game: 1, n: 10, lines: ["a"] });
    v = S.state(v, othersTurn({ game: 2, seats: tableSeats([9, 9, 9]) }), 20);
    assert.deepEqual(v.fx.coins, {});
    assert.deepEqual(v.events, []);
});

test("a seat whose faction turned (R16, a Conversion) is marked once, then settled", () => {
    const withFactions = (fs) => tableSeats().map((x, i) => ({ ...x, faction: fs[i] }));
    let v = S.state(seated(), othersTurn({ seats: withFactions(["loyalist", "reformist", "loyalist"]), reserve: 0 }), 0);
    assert.deepEqual(v.fx.turned, {}); // nothing before
    v = S.state(v, othersTurn({ turn: 10, seats: withFactions(["loyalist", "loyalist", "loyalist"]), reserve: 2 }), 10);
    assert.deepEqual(v.fx.turned, { 1: true });
    v = S.settle(v);
    assert.deepEqual(v.fx.turned, {});
    // The base game: no factions, nothing turns.
    v = S.state(v, othersTurn({ turn: 11 }), 20);
    assert.deepEqual(v.fx.turned, {});
});

test("our own seat shows our cards; the others' are backs", () => {
    const v = S.state(seated(0), othersTurn({ seats: tableSeats([2, 2, 2], [["contessa"], [], []]), mine: ["duke"] }), 0);
    assert.deepEqual(S.seatCards(v, v.state.seats[0]), { up: [{ card: "contessa", flip: false }], own: ["duke"], revealed: [], backs: 0 });
    assert.deepEqual(S.seatCards(v, v.state.seats[1]), { up: [], own: [], revealed: [], backs: 2 });
});

test("events append; a new game's first event starts a new log; log replaces", () => {
    let v = seated();
    v = S.event(v, { game: 1, n: 0, lines: ["a"] });
    v = S.event(v, { game: 1, n: 1, lines: ["b"] });
    assert.deepEqual(v.events.map((e) => e.n), [0, 1]);
    v = S.event(v, { game: 2, n: 0, lines: ["c"] });
    assert.deepEqual(v.events.map((e) => `${e.game}.${e.n}`), ["2.0"]);
    v = S.log(v, { game: 2, events: [{ game: 2, n: 0 }, { game: 2, n: 1 }] });
    assert.equal(v.events.length, 2);
});

test("a new game's first state keeps its opening events (the deal)", () => {
    let v = seated();
    v = S.state(v, stateMsg(), 0);
    v = S.event(v, { game: 1, n: 7, lines: ["old"] });
    v = S.event(v, { game: 2, n: 0, lines: ["dealt"] });
    v = S.event(v, { game: 2, n: 1, lines: ["dealt"] });
    v = S.state(v, stateMsg({ game: 2, turn: 2 }), 0);
    assert.deepEqual(v.events.map((e) => `${e.game}.${e.n}`), ["2.0", "2.1"]);
});

test("the room's chat so far replaces ours; chat lines add to it", () => {
    let v = seated();
    v = S.chat(v, { seat: 1, name: "Ben", text: "old" });
    v = S.chats(v, { type: "chats", chats: [{ seat: 0, name: "Ann", text: "hi" }, { seat: -1, name: null, text: "yo" }] });
    assert.deepEqual(v.chats.map((c) => c.text), ["hi", "yo"]);
    v = S.chat(v, { seat: 1, name: "Ben", text: "new" });
    assert.deepEqual(v.chats.map((c) => c.text), ["hi", "yo", "new"]);
    assert.deepEqual(S.chats(S.initial("PDTD"), { chats: [{ text: "x" }] }).chats, []);
});

test("leaving asks first only for a seat in a game still on", () => {
    let v = S.state(seated(), othersTurn(), 0);
    assert.equal(S.leaveNeedsConfirm(v), true);
    v = S.askLeave(v);
    assert.equal(v.confirmLeave, true);
    assert.equal(S.cancelLeave(v).confirmLeave, false);
    const over = S.state(seated(), othersTurn({ to_move: -2, winner: 1 }), 0);
    assert.equal(S.leaveNeedsConfirm(over), false);
    assert.equal(S.leaveNeedsConfirm(S.room(seated(), roomMsg("lobby"))), false);
    let watcher = S.joined(S.initial("PDTD"), { code: "PDTD", seat: -1 });
    watcher = S.state(S.room(watcher, roomMsg()), othersTurn({ you: -1 }), 0);
    assert.equal(S.leaveNeedsConfirm(watcher), false);
});

test("replaced: the tab stops playing until it joins again", () => {
    let v = S.state(seated(), stateMsg(), 0);
    v = S.replaced(v, { type: "replaced", code: "PDTD" });
    assert.equal(v.replaced, true);
    assert.equal(S.send(v, "income", 10000), null);
    // Not ours to decide any more: the line says what the table waits for.
    assert.equal(S.mine(v), false);
    assert.equal(S.headline(v).key, "waiting_for");
    // The way back: joined again (after "Use this tab").
    v = S.joined(v, { code: "PDTD", seat: 0, token: "x" });
    assert.equal(v.replaced, false);
    assert.notEqual(v.state, null); // the table stays until the new state
});

test("a spectator's chat line has no name", () => {
    assert.equal(S.speaker({ seat: -1, name: null, text: "hi" }), null);
    assert.equal(S.speaker({ seat: 2, name: "Zoë", text: "hi" }), "Zoë");
});

test("the host, names of seats", () => {
    const v = S.state(seated(1), othersTurn(), 0);
    assert.equal(S.hostSeat(v), 0);
    assert.equal(S.isHost(v), false);
    assert.equal(S.isHost(seated(0)), true);
    assert.equal(S.seatName(v, 2), "Bot 3");
    assert.equal(S.seatName(v, 7), "7");
    assert.equal(S.hostSeat(S.room(v, roomMsg("lobby", { host: "Ben" }))), 1);
});

test("many moves are grouped by kind, then by target", () => {
    const legal = [
        { move: "income", kind: "income", label: "Income: take 1 coin" },
        { move: "foreign-aid", kind: "foreign-aid", label: "Foreign Aid: take 2 coins" },
        { move: "tax", kind: "tax", label: "Tax: claim Duke, take 3 coins" },
        { move: "exchange", kind: "exchange", label: "Exchange: claim Ambassador" },
        { move: "steal 1", kind: "steal", target: 1, label: "Steal from Ben: claim Captain" },
        { move: "steal 2", kind: "steal", target: 2, label: "Steal from Bot 3: claim Captain" },
        { move: "assassinate 1", kind: "assassinate", target: 1, label: "Assassinate Ben: claim Assassin, pay 3" },
        { move: "assassinate 2", kind: "assassinate", target: 2, label: "Assassinate Bot 3: claim Assassin, pay 3" },
    ];
    let v = S.state(seated(), stateMsg({ legal }), 0);
    let list = S.entries(v);
    assert.equal(list.length, 6);
    const steal = list.find((e) => e.key === "steal");
    assert.equal(steal.label, "Steal from…");
    assert.equal(steal.moves.length, 2);
    assert.equal(list.find((e) => e.key === "assassinate").label, "Assassinate…");
    v = S.openGroup(v, "steal", 0);
    list = S.entries(v);
    assert.deepEqual(list.map((e) => e.move.move), ["steal 1", "steal 2"]);
    // A menu naming no group (the moves changed) shows the groups.
    assert.equal(S.entries({ ...v, menu: ["nothing"] }).length, 6);
    // A new decision closes the groups.
    v = S.state(v, stateMsg({ turn: 20, legal }), 1000);
    assert.deepEqual(v.menu, []);
    // Few moves: flat.
    assert.equal(S.entries(S.state(seated(), stateMsg(), 0)).length, 2);
});

test("becameMine: once per decision", () => {
    const a = S.state(seated(), othersTurn(), 0);
    const b = S.state(a, stateMsg({ turn: 10 }), 0);
    assert.equal(S.becameMine(a, b), true);
    assert.equal(S.becameMine(b, S.state(b, stateMsg({ turn: 10 }), 5)), false);
    assert.equal(S.becameMine(b, S.state(b, othersTurn({ turn: 11 }), 5)), false);
});

// ------------------------------------------------------------ newcomers

test("newcomers: a person who took a seat, once; not a bot, not us", () => {
    const before = roomMsg("lobby", { seats: [seats3[0], { seat: 1, name: null, bot: null }, { seat: 2, name: null, bot: null }] });
    const after = roomMsg("lobby", { seats: [seats3[0], seats3[1], seats3[2]] });
    assert.deepEqual(S.newcomers(before, after, 0), ["Ben"]);
    assert.deepEqual(S.newcomers(after, after, 0), []);
    assert.deepEqual(S.newcomers(before, after, 1), []);
    assert.deepEqual(S.newcomers(null, after, 0), []);
    assert.deepEqual(S.newcomers(before, { ...after, code: "BCDF" }, 0), []);
});

test("the door's summary is kept for its own room only", () => {
    const v = S.initial("PDTD");
    assert.equal(v.summary, undefined);
    assert.equal(S.summary(v, "PDTD", null).summary, null);
    assert.equal(S.summary(v, "BCDF", null), v);
});

// ------------------------------------------------- the table, issue 22

const ev = (extra = {}) => ({ type: "event", game: 1, n: 10, seat: 2, move: "tax", kind: "tax",
    lines: ["Bot 3 claims Duke and takes Tax."], coins: [2, 2, 5], hidden: [2, 2, 2], ...extra });

test("a player's move is announced; chance and passes are not", () => {
    const v = S.state(seated(), othersTurn(), 0);
    let w = S.event(v, ev(), 1000);
    assert.equal(w.news.length, 1);
    assert.deepEqual(w.news[0].lines, ["Bot 3 claims Duke and takes Tax."]);
    assert.equal(w.news[0].seat, 2);
    assert.equal(w.news[0].until, 1000 + S.NEWS_MS);
    assert.equal(S.event(v, ev({ kind: "pass", n: 11 }), 1000).news.length, 0);
    assert.equal(S.event(v, ev({ seat: -1, kind: "draw", n: 11 }), 1000).news.length, 0);
    assert.equal(S.newsOf(ev({ lines: [] }), 0), null);
    // A challenge and the card lost, with their target and card.
    w = S.event(w, ev({ n: 11, seat: 0, kind: "challenge", lines: ["Ann challenges."] }), 1200);
    w = S.event(w, ev({ n: 12, seat: 2, kind: "lose", card: "duke", lines: ["Bot 3 loses Duke."] }), 1400);
    assert.deepEqual(w.news.map((x) => x.kind), ["tax", "challenge", "lose"]);
    assert.equal(w.news[2].card, "duke");
    // At most NEWS_MAX, the newest last.
    w = S.event(w, ev({ n: 13, seat: 1, kind: "income", lines: ["Ben takes Income."] }), 1500);
    assert.equal(w.news.length, S.NEWS_MAX);
    assert.equal(w.news[S.NEWS_MAX - 1].n, 13);
    // The log's events (on arriving) are not announced.
    assert.equal(S.log(v, { game: 1, events: [ev()] }).news.length, 0);
    // The log again in another language: the announcements up take its
    // words, and keep their time.
    const again = S.log(w, { game: 1, events: [ev({ n: 12, seat: 2, kind: "lose", card: "duke", lines: ["Bot 3 perde Duca."] })] });
    assert.deepEqual(again.news.map((x) => x.lines[0]), ["Ann challenges.", "Bot 3 perde Duca.", "Ben takes Income."]);
    assert.deepEqual(again.news.map((x) => x.until), w.news.map((x) => x.until));
    // A stand-in's move says so.
    assert.equal(S.newsOf(ev({ stand_in: true }), 0).standIn, true);
});

test("announcements go after NEWS_MS; the next to go is known", () => {
    let v = S.state(seated(), othersTurn(), 0);
    v = S.event(v, ev({ n: 10 }), 1000);
    v = S.event(v, ev({ n: 11 }), 2000);
    assert.equal(S.nextExpiry(v), 1000 + S.NEWS_MS);
    assert.equal(S.newsAt(v, 1000 + S.NEWS_MS).length, 1);
    assert.equal(S.expireNews(v, 1500), v);
    const w = S.expireNews(v, 1000 + S.NEWS_MS);
    assert.deepEqual(w.news.map((x) => x.n), [11]);
    assert.equal(S.nextExpiry(S.expireNews(w, 9e9)), null);
    // An event after they went does not bring them back.
    assert.deepEqual(S.event(v, ev({ n: 12 }), 1000 + S.NEWS_MS).news.map((x) => x.n), [11, 12]);
    // A new game clears them.
    const again = S.state(v, stateMsg({ game: 2, turn: 7 }), 2500);
    assert.equal(again.news.length, 0);
});

test("the table waits for the answering seats; bots and away players think", () => {
    const seats = [seats3[0], { ...seats3[1], away: true }, seats3[2]];
    let v = S.room(seated(), roomMsg("playing", { seats }));
    v = S.state(v, othersTurn({ phase: "challenge", to_move: 1, answering: [0, 1, 2] }), 0);
    assert.deepEqual(S.waitingOn(v), { seats: [0, 1, 2], thinking: [1, 2] });
    // Without `answering`, the seat to move.
    v = S.state(v, othersTurn({ to_move: 0 }), 0);
    assert.deepEqual(S.waitingOn(v), { seats: [0], thinking: [] });
    // None once the game is over.
    v = S.state(v, othersTurn({ to_move: -2, winner: 1, answering: [] }), 0);
    assert.deepEqual(S.waitingOn(v), { seats: [], thinking: [] });
});

const stealLegal = [
    { move: "income", kind: "income", label: "Income: take 1 coin" },
    { move: "steal 1", kind: "steal", target: 1, label: "Steal from Ben: claim Captain" },
    { move: "steal 2", kind: "steal", target: 2, label: "Steal from Bot 3: claim Captain" },
];

test("seat taps: the targets of the one targeted kind on show", () => {
    let v = S.state(seated(), stateMsg({ legal: stealLegal }), 0);
    assert.deepEqual(S.seatTargets(v), { 1: { move: "steal 1" }, 2: { move: "steal 2" } });
    // Two targeted kinds on show: a seat's tap would be ambiguous.
    const both = [...stealLegal, { move: "coup 1", kind: "coup", target: 1, label: "Coup Ben" }];
    assert.deepEqual(S.seatTargets(S.state(v, stateMsg({ turn: 9, legal: both }), 0)), {});
    // Many moves: grouped; no target until a group is opened.
    const many = [
        ...stealLegal,
        { move: "foreign-aid", kind: "foreign-aid", label: "Foreign Aid" },
        { move: "tax", kind: "tax", label: "Tax" },
        { move: "exchange", kind: "exchange", label: "Exchange" },
        { move: "assassinate 1", kind: "assassinate", target: 1, label: "Assassinate Ben" },
        { move: "assassinate 2", kind: "assassinate", target: 2, label: "Assassinate Bot 3" },
    ];
    v = S.state(v, stateMsg({ turn: 10, legal: many }), 0);
    assert.deepEqual(S.seatTargets(v), {});
    v = S.openGroup(v, "assassinate", 0);
    assert.deepEqual(S.seatTargets(v), { 1: { move: "assassinate 1" }, 2: { move: "assassinate 2" } });
    // A declared Coup (R10): the seat opens its target's group.
    const declared = ["duke", "captain", "contessa", "assassin", "ambassador"].flatMap((c) =>
        [1, 2].map((t) => ({ move: `coup ${t} ${c}`, kind: "coup", target: t, card: c, label: `Coup ${t} ${c}` })));
    v = S.state(v, stateMsg({ turn: 11, legal: declared }), 0);
    assert.deepEqual(S.seatTargets(v), { 1: { group: "1" }, 2: { group: "2" } });
    // Not ours, or a move already sent: nothing.
    assert.deepEqual(S.seatTargets(S.state(v, othersTurn({ turn: 12 }), 0)), {});
    v = S.state(v, stateMsg({ turn: 13, legal: stealLegal }), 0);
    assert.deepEqual(S.seatTargets({ ...v, pending: "income" }), {});
});

test("a seat tap sends its move, under the buttons' guard", () => {
    const v = S.state(seated(), stateMsg({ legal: stealLegal }), 1000);
    assert.equal(S.tapSeat(v, 2, 1000 + S.ARM_MS - 1), null);
    assert.equal(S.tapSeat(v, 0, 1000 + S.ARM_MS), null); // our own seat: no target
    const r = S.tapSeat(v, 2, 1000 + S.ARM_MS);
    assert.deepEqual(r.msg, { type: "move", move: "steal 2", turn: 8 });
    assert.equal(r.view.pending, "steal 2");
    assert.equal(S.tapSeat(r.view, 1, 5000), null); // one move per decision
    // A group's seat opens it, and the buttons wait again.
    const declared = ["duke", "captain"].flatMap((c) =>
        [1, 2].map((t) => ({ move: `coup ${t} ${c}`, kind: "coup", target: t, card: c, label: `Coup ${t} ${c}` })));
    const w = S.state(v, stateMsg({ turn: 9, legal: [...declared, ...declared.map((m) => ({ ...m, move: `${m.move}x` }))] }), 2000);
    assert.equal(S.tapSeat(w, 1, 2000 + S.ARM_MS - 1), null);
    const o = S.tapSeat(w, 1, 2000 + S.ARM_MS);
    assert.equal(o.msg, undefined);
    assert.deepEqual(o.view.menu, ["1"]);
    assert.equal(o.view.armedAt, 2000 + 2 * S.ARM_MS);
});

const overState = (extra = {}) => othersTurn({
    turn: 60, to_move: -2, winner: 1, answering: [],
    seats: [
        { seat: 0, name: "Ann", coins: 0, hidden: 0, up: ["duke", "captain"], alive: false },
        { seat: 1, name: "Ben", coins: 4, hidden: 1, up: ["duke"], alive: true },
        { seat: 2, name: "Bot 3", coins: 0, hidden: 0, up: ["contessa", "assassin"], alive: false },
    ],
    hands: [["captain", "duke"], ["duke", "ambassador"], ["assassin", "contessa"]],
    stats: [
        { claims: 4, bluffs: 2, bluffs_caught: 1, challenges: 3, challenges_won: 1, blocks: 0, coins: 5, cards_taken: 1 },
        { claims: 2, bluffs: 0, bluffs_caught: 0, challenges: 1, challenges_won: 1, blocks: 1, coins: 7, cards_taken: 3 },
        { claims: 1, bluffs: 1, bluffs_caught: 1, challenges: 0, challenges_won: 0, blocks: 0, coins: 2, cards_taken: 0 },
    ],
    ...extra,
});

test("the end: every hand shown, the cards still held revealed", () => {
    const st = overState();
    assert.deepEqual(S.revealedHand(st, 1), [{ card: "duke", up: true }, { card: "ambassador", up: false, revealed: true }]);
    assert.deepEqual(S.revealedHand(st, 0), [{ card: "captain", up: true }, { card: "duke", up: true }]);
    // Two of a kind, one lost: the other revealed.
    const twin = { hands: [["duke", "duke"]], seats: [{ seat: 0, up: ["duke"] }] };
    assert.deepEqual(S.revealedHand(twin, 0), [{ card: "duke", up: true }, { card: "duke", up: false, revealed: true }]);
    const v = S.state(S.state(seated(), othersTurn(), 0), st, 0);
    assert.deepEqual(S.seatCards(v, st.seats[1]), { up: [{ card: "duke", flip: true }], own: [], revealed: ["ambassador"], backs: 0 });
    // Before the end (no hands): as ever.
    assert.deepEqual(S.revealedHand(othersTurn(), 0), []);
});

test("the end: a summary per seat, the winner first", () => {
    let v = S.state(seated(), othersTurn(), 0);
    assert.equal(S.endSummary(v), null);
    v = S.state(v, overState(), 0);
    const sum = S.endSummary(v);
    assert.deepEqual(sum.map((r) => r.seat), [1, 0, 2]);
    assert.equal(sum[0].winner, true);
    assert.equal(sum[1].you, true);
    assert.deepEqual(sum[1].stats, { claims: 4, bluffs: 2, caught: 1, won: 1, lost: 2, blocks: 0, coins: 5, cards: 1 });
    assert.equal(sum[0].cards.length, 2);
    // A state without stats: no figures, the hands still.
    assert.equal(S.endSummary(S.state(v, overState({ stats: undefined }), 0))[0].stats, null);
});

test("after a game: the host's button, the others wait for the host by name", () => {
    const over = S.room(S.state(seated(0), overState(), 0), roomMsg("over"));
    assert.equal(S.afterGame(over), "again");
    const guest = S.room(S.state(seated(1), overState({ you: 1 }), 0), roomMsg("over"));
    assert.deepEqual(S.afterGame(guest), { key: "waiting_again", vars: { A: "Ann" } });
    const watcher = S.room(S.state(seated(-1), overState({ you: -1 }), 0), roomMsg("over"));
    assert.deepEqual(S.afterGame(watcher), { key: "waiting_again", vars: { A: "Ann" } });
    // While the room says it still plays (its `room` comes after), nothing.
    assert.equal(S.afterGame(S.state(seated(1), overState({ you: 1 }), 0)), null);
    assert.equal(S.afterGame(S.room(guest, roomMsg("over", { host: -1 }))), null);
});

test("the winner's banner: when the game ends before our eyes, until put away", () => {
    const on = S.state(seated(), othersTurn(), 0);
    const ended = S.state(on, overState(), 0);
    assert.equal(ended.banner, true);
    assert.equal(S.state(ended, overState({ turn: 60 }), 5).banner, true);
    const closed = S.closeBanner(ended);
    assert.equal(closed.banner, false);
    assert.equal(S.closeBanner(closed), closed);
    // Arriving at a game already over: no banner.
    assert.equal(S.state(seated(), overState(), 0).banner, false);
    // A new game puts it away.
    assert.equal(S.state(ended, stateMsg({ game: 2, turn: 7 }), 9).banner, false);
});

// ------------------------------------------- the dock on a phone, issue 31

test("a claim's announcement carries the character claimed (R4), the Inquisitor's where it plays (R12)", () => {
    assert.equal(S.newsOf(ev(), 0).card, "duke");
    assert.equal(S.newsOf(ev({ kind: "steal", target: 1 }), 0).card, "captain");
    assert.equal(S.newsOf(ev({ kind: "assassinate", target: 1 }), 0).card, "assassin");
    assert.equal(S.newsOf(ev({ kind: "examine", target: 1 }), 0).card, "inquisitor");
    assert.equal(S.newsOf(ev({ kind: "exchange" }), 0).card, "ambassador");
    assert.equal(S.newsOf(ev({ kind: "exchange" }), 0, ["inquisitor"]).card, "inquisitor");
    // A card the event names is the one shown; a move that claims none has none.
    assert.equal(S.newsOf(ev({ kind: "block", card: "contessa" }), 0).card, "contessa");
    assert.equal(S.newsOf(ev({ kind: "income" }), 0).card, null);
    assert.equal(S.newsOf(ev({ kind: "foreign-aid" }), 0).card, null);
    assert.equal(S.newsOf(ev({ kind: "challenge" }), 0).card, null);
    assert.equal(S.claimedCard("constructor"), null);
    // The room's options decide, as the event comes.
    let v = S.room(seated(), roomMsg("playing", { options: ["inquisitor"] }));
    v = S.event(S.state(v, othersTurn(), 0), ev({ kind: "exchange" }), 1000);
    assert.equal(v.news[0].card, "inquisitor");
});

test("the hand repeats our seat's tile, unless it holds more (a card shown to us)", () => {
    const v = S.state(seated(0), stateMsg(), 0);
    assert.equal(S.handRepeated(v), true);
    // During an Exchange our seat holds the drawn cards too.
    const seats = tableSeats();
    seats[0] = { ...seats[0], hidden: 4 };
    assert.equal(S.handRepeated(S.state(v, stateMsg({ turn: 9, phase: "keep", seats,
        mine: ["captain", "duke", "assassin", "contessa"] }), 0)), true);
    // A card an Examine showed us is in the hand only.
    assert.equal(S.handRepeated(S.state(v, stateMsg({ turn: 9, shown: ["contessa"] }), 0)), false);
    // More cards than the seat shows (as the event counts them).
    assert.equal(S.handRepeated(S.state(v, stateMsg({ turn: 9, mine: ["captain", "duke", "duke"] }), 0)), false);
    // A spectator has no hand.
    let w = S.joined(S.initial("PDTD"), { type: "joined", code: "PDTD", seat: -1 });
    w = S.state(S.room(w, roomMsg()), othersTurn({ mine: [] }), 0);
    assert.equal(S.handRepeated(w), false);
});

test("the help opens and closes by a tap; a new decision closes it", () => {
    let v = S.state(seated(0), stateMsg({ help: "Your turn (R4)." }), 0);
    assert.equal(v.help, false);
    v = S.toggleHelp(v);
    assert.equal(v.help, true);
    // The same decision again (a redraw, a state for the others): open.
    assert.equal(S.state(v, stateMsg({ help: "Your turn (R4)." }), 10).help, true);
    // Another decision, or none: closed.
    assert.equal(S.state(v, stateMsg({ turn: 12, phase: "challenge", legal: [{ move: "pass", kind: "pass" }] }), 10).help, false);
    assert.equal(S.state(v, othersTurn(), 10).help, false);
    assert.equal(S.toggleHelp(v).help, false);
});

test("a seat without cards is out of the game, except during the draft (R11)", () => {
    const seats = tableSeats().map((s) => ({ ...s, hidden: 0, alive: false }));
    const v = S.state(seated(0), stateMsg({ phase: "pick", seats, mine: [] }), 0);
    assert.equal(S.exiled(v, v.state.seats[1]), false);
    const w = S.state(v, othersTurn({ seats }), 0);
    assert.equal(S.exiled(w, w.state.seats[1]), true);
    assert.equal(S.exiled(w, tableSeats()[1]), false);
});

// ------------------------------------------------------------- hints

// A view seated at seat 0 of a room with hints, at our decision of turn 8.
function hinting(extra = {}) {
    const v = S.room(seated(), roomMsg("playing", { hints: true, ...extra }));
    return S.state(v, stateMsg(), 0);
}
const answer = (extra = {}) => ({
    type: "hint", turn: 8, move: "tax",
    text: "Hint: Tax (your odds of winning with it: about 64%).", ...extra,
});

test("hints: offered only in a room with hints, to a seated player deciding in a game on", () => {
    assert.equal(S.hintOffered(hinting()), true);
    assert.equal(S.hintOffered(S.state(seated(), stateMsg(), 0)), false, "no hints in the room");
    assert.equal(S.hintOffered(S.room(hinting(), roomMsg("playing", { hints: false }))), false);
    assert.equal(S.hintOffered(S.state(hinting(), othersTurn(), 0)), false, "not our decision");
    assert.equal(S.hintOffered(hinting({ status: "over" })), false, "the game over");
    assert.equal(S.hintOffered(S.state(hinting(), stateMsg({ winner: 0, to_move: -2, legal: [] }), 0)), false);
    assert.equal(S.hintOffered(S.replaced(hinting(), { type: "replaced", code: "PDTD" })), false, "another tab");
    // A spectator has no decision, and asks none.
    let w = S.joined(S.initial("PDTD"), { type: "joined", code: "PDTD", seat: -1 });
    w = S.state(S.room(w, roomMsg("playing", { hints: true })), stateMsg({ legal: [] }), 0);
    assert.equal(S.hintOffered(w), false);
    assert.equal(S.askHint(w), null);
    assert.equal(S.askHint(S.state(seated(), stateMsg(), 0)), null, "no hints in the room: nothing sent");
});

test("hints: asked, pending, not sent again for the same turn", () => {
    const v = hinting();
    assert.equal(S.canAskHint(v), true);
    assert.equal(S.hintLine(v), null, "no line before asking");
    const r = S.askHint(v);
    assert.deepEqual(r.msg, { type: "hint", turn: 8 });
    assert.equal(v.hint, null, "the view given is left as it was");
    const p = r.view;
    assert.deepEqual(S.hintLine(p), { key: "thinking" });
    assert.equal(S.canAskHint(p), false);
    assert.equal(S.askHint(p), null, "not sent again while pending");
    // The same state again (a `room`, a re-sent `state` of the same turn):
    // still pending, still not sent again.
    const again = S.state(S.room(p, roomMsg("playing", { hints: true, spectators: 1 })), stateMsg(), 500);
    assert.deepEqual(S.hintLine(again), { key: "thinking" });
    assert.equal(S.askHint(again), null);
    // Nothing marked while pending.
    assert.equal(S.entries(p).some((e) => S.hinted(p, e)), false);
    // Not after our move was sent either.
    assert.equal(S.askHint(S.send(v, "income", 1000).view), null);
});

test("hints: the answer for the turn on show is shown, its move marked", () => {
    const p = S.askHint(hinting()).view;
    const v = S.hint(p, answer());
    assert.deepEqual(S.hintLine(v), { text: answer().text });
    const marked = S.entries(v).filter((e) => S.hinted(v, e)).map((e) => e.move.move);
    assert.deepEqual(marked, ["tax"]);
    assert.equal(S.askHint(v), null, "answered: not asked again for this turn");
    // An answer naming no move offered: its line, nothing marked.
    const odd = S.hint(p, answer({ move: "coup 1" }));
    assert.deepEqual(S.hintLine(odd), { text: answer().text });
    assert.equal(S.entries(odd).some((e) => S.hinted(odd, e)), false);
    // A group that holds the hinted move is marked; opened, the move is.
    const legal = ["income", "foreign-aid", "tax", "exchange"].map((m) => ({ move: m, kind: m, label: m }))
        .concat([1, 2].flatMap((t) => [{ move: `steal ${t}`, kind: "steal", target: t, label: `Steal from ${t}` },
            { move: `assassinate ${t}`, kind: "assassinate", target: t, label: `Assassinate ${t}` }]));
    let g = S.askHint(S.state(hinting(), stateMsg({ legal }), 0)).view;
    g = S.hint(g, answer({ move: "steal 2" }));
    assert.deepEqual(S.entries(g).filter((e) => S.hinted(g, e)).map((e) => e.key), ["steal"]);
    g = S.openGroup(g, "steal", 0);
    assert.deepEqual(S.entries(g).filter((e) => S.hinted(g, e)).map((e) => e.move.move), ["steal 2"]);
});

test("hints: an answer for another turn, or not asked for, is ignored", () => {
    const p = S.askHint(hinting()).view;
    assert.equal(S.hint(p, answer({ turn: 7 })), p, "an older turn");
    assert.equal(S.hint(p, answer({ turn: 9 })), p, "another turn");
    const unasked = hinting();
    assert.equal(S.hint(unasked, answer()), unasked, "not asked");
    // Asked at turn 8, the game moved on to turn 9: the late answer for 8
    // is ignored, and turn 9 may be asked for.
    const moved = S.state(p, stateMsg({ turn: 9 }), 1000);
    assert.equal(S.hintLine(moved), null);
    assert.equal(S.hint(moved, answer()), moved);
    assert.deepEqual(S.askHint(moved).msg, { type: "hint", turn: 9 });
    // A new game at the same turn number is another decision.
    const next = S.state(p, stateMsg({ game: 2 }), 1000);
    assert.equal(S.hint(next, answer()), next);
});

test("hints: cleared when the turn changes", () => {
    const v = S.hint(S.askHint(hinting()).view, answer());
    // Another player's turn: gone.
    const other = S.state(v, othersTurn(), 1000);
    assert.equal(other.hint, null);
    // Our next decision: no line, no mark, the button asks again.
    const next = S.state(v, stateMsg({ turn: 12 }), 2000);
    assert.equal(S.hintLine(next), null);
    assert.equal(S.entries(next).some((e) => S.hinted(next, e)), false);
    assert.equal(S.canAskHint(next), true);
    // The same turn again keeps it.
    assert.deepEqual(S.hintLine(S.state(v, stateMsg(), 3000)), { text: answer().text });
});

test("hints: a refusal is shown as errors are, and the turn is not asked again", () => {
    const p = S.askHint(hinting()).view;
    const r = S.refused(p, { type: "error", code: "stale", ref: "hint", error: "The game has moved on: choose again." });
    assert.equal(r.what, "hint");
    assert.equal(S.hintLine(r.view), null, "no thinking… left");
    assert.equal(S.askHint(r.view), null);
    assert.equal(S.canAskHint(S.state(r.view, stateMsg({ turn: 9 }), 0)), true, "the next turn may");
    // A refusal with nothing asked changes nothing.
    const v = hinting();
    assert.equal(S.refused(v, { code: "bad_state", ref: "hint" }).view, v);
});

test("hints: a new connection forgets the one asked; another language the one answered", () => {
    const p = S.askHint(hinting()).view;
    assert.equal(S.reconnected(p).hint, null);
    const v = S.hint(p, answer());
    assert.deepEqual(S.reconnected(v).hint, v.hint, "an answer shown stays");
    const re = S.relabeled(v);
    assert.equal(S.hintLine(re), null);
    assert.deepEqual(S.askHint(re).msg, { type: "hint", turn: 8 });
    assert.equal(S.relabeled(p), p, "one asked still comes");
    assert.equal(S.hint(S.relabeled(p), answer()).hint.text, answer().text);
});

test("settings: the room's hints in the form, and in the host's `settings` message", () => {
    const lobby = (extra) => S.room(seated(), roomMsg("lobby", extra));
    assert.equal(S.roomSettings(lobby({})).hints, false, "a room that does not say: off");
    assert.equal(S.roomSettings(lobby({ hints: false })).hints, false);
    const s = S.roomSettings(lobby({ hints: true }));
    assert.deepEqual(s, { players: 3, options: [], timer: 30, public: false, bots: "random", hints: true });
    assert.deepEqual(S.settingsMsg(s),
        { type: "settings", players: 3, options: [], timer: 30, public: false, bots: "random", hints: true });
    // The box ticked, then unticked: the message says so each time.
    const off = S.roomSettings(lobby({}));
    assert.equal(S.settingsMsg({ ...off, hints: true }).hints, true);
    assert.equal(S.settingsMsg({ ...s, hints: false }).hints, false);
    assert.equal(S.settingsMsg({ ...off, hints: undefined }).hints, false);
    assert.equal(S.settingsMsg({ ...s, timer: 60 }).hints, true, "another change keeps hints");
});

// tutorial.test.mjs - where the tutorial (/learn) stands
// (web/tutorial-state.js) under node: lessons, the move asked for, the
// bots' steps between, skipping, resuming, the end; and the room view's
// part of it (web/room-state.js: the move ringed, the moves locked).
//
//     node --test tests/web/

import assert from "node:assert/strict";
import { test } from "node:test";
import * as T from "../../web/tutorial-state.js";
import * as S from "../../web/room-state.js";

// A small tutorial shaped as GET /tutorial/LANG.json: 8 steps, 5 lessons.
const ev = (n, seat, kind) => ({ type: "event", game: 0, n, seat, kind, lines: [`${seat} ${kind}`] });
const st = (turn, legal = []) => ({ type: "state", game: 0, turn, legal: legal.map((m) => ({ move: m, kind: m })) });
const step = (n, seat, kind, move, state) => (move ? { seat, move, event: ev(n, seat, kind), state } : { seat, event: ev(n, seat, kind), state });
const TUT = {
    lang: "en",
    room: { type: "room", code: "", status: "playing", tutorial: true, seats: [] },
    start: st(0, ["income", "tax"]),
    steps: [
        step(0, 0, "income", "income", st(1)),
        step(1, 1, "foreign-aid", null, st(2)),
        step(2, 2, "pass", null, st(3, ["pass", "block duke"])),
        step(3, 0, "block", "block duke", st(4)),
        step(4, 1, "pass", null, null),          // chance to move next: no state
        step(5, -1, "draw", null, st(6, ["pass", "challenge"])),
        step(6, 0, "pass", "pass", st(7)),       // the player's, no lesson of its own
        step(7, 1, "lose", null, st(8)),
    ],
    lessons: [
        { name: "intro", at: 0, text: "Welcome" },
        { name: "income", at: 0, text: "Take Income" },
        { name: "block", at: 3, text: "Block" },
        { name: "drawn", at: 5, text: "Chance draws" },
        { name: "won", at: 8, text: "You won" },
    ],
};
const P = (played, lesson) => ({ played, lesson });

test("lessons: do when the step is the player's and the lesson the last of its step, else read", () => {
    assert.equal(T.kind(TUT, 0), "read", "intro: another lesson follows at step 0");
    assert.equal(T.kind(TUT, 1), "do", "income");
    assert.equal(T.kind(TUT, 2), "do", "block");
    assert.equal(T.kind(TUT, 3), "read", "chance's step");
    assert.equal(T.kind(TUT, 4), "read", "the end: no step");
    assert.equal(T.kind(TUT, 9), "read", "no such lesson");
});

test("the lesson on show: the one due, else the last done; progress n of m", () => {
    assert.equal(T.shown(TUT, T.start()), 0);
    assert.equal(T.due(TUT, T.start()), true);
    assert.equal(T.shown(TUT, P(0, 1)), 1);
    assert.equal(T.due(TUT, P(1, 2)), false, "income done, block at 3");
    assert.equal(T.shown(TUT, P(1, 2)), 1, "income's text stays while the bots play");
    assert.equal(T.shown(TUT, P(3, 2)), 2);
    assert.deepEqual(T.progress(TUT, P(3, 2)), { n: 3, m: 5 });
    assert.deepEqual(T.progress(TUT, T.start()), { n: 1, m: 5 });
});

test("the expected move: the do lesson's step, none while a lesson is read or a bot plays", () => {
    assert.equal(T.expected(TUT, P(0, 0)), null, "the intro is read first");
    assert.equal(T.action(TUT, P(0, 0)), "read");
    assert.equal(T.expected(TUT, P(0, 1)), "income");
    assert.equal(T.action(TUT, P(0, 1)), "move");
    assert.equal(T.expected(TUT, P(1, 2)), null);
    assert.equal(T.action(TUT, P(1, 2)), "step");
    assert.equal(T.expected(TUT, P(3, 2)), "block duke");
    // A move of the player's with no lesson of its own is still asked for.
    assert.equal(T.expected(TUT, P(6, 4)), "pass");
    assert.equal(T.action(TUT, P(6, 4)), "move");
});

test("Next goes on from a read lesson only", () => {
    assert.deepEqual(T.next(TUT, P(0, 0)), P(0, 1));
    assert.equal(T.next(TUT, P(0, 1)), null, "a do lesson waits for its move");
    assert.equal(T.next(TUT, P(1, 2)), null, "bots playing");
    assert.deepEqual(T.next(TUT, P(5, 3)), P(5, 4), "chance's lesson read, its step comes next");
    assert.equal(T.action(TUT, P(5, 4)), "step");
});

test("the right move is played, a wrong one refused and nothing changes", () => {
    const pos = P(0, 1);
    assert.equal(T.choose(TUT, pos, "tax"), null, "wrong move");
    assert.equal(T.choose(TUT, pos, ""), null);
    assert.deepEqual(pos, P(0, 1), "the position given is left as it was");
    assert.deepEqual(T.choose(TUT, pos, "income"), P(1, 2), "income done: the block lesson is next");
    assert.equal(T.choose(TUT, P(0, 0), "income"), null, "not before the intro is read");
    assert.equal(T.choose(TUT, P(1, 2), "income"), null, "a bot's step");
    assert.deepEqual(T.choose(TUT, P(6, 4), "pass"), P(7, 4), "a move with no lesson: the lesson stays");
});

test("the bots' steps follow the player's move up to the next lesson", () => {
    let pos = T.choose(TUT, P(0, 1), "income");
    const played = [];
    while (T.action(TUT, pos) === "step") {
        played.push(pos.played);
        pos = T.advance(TUT, pos);
    }
    assert.deepEqual(played, [1, 2]);
    assert.deepEqual(pos, P(3, 2));
    assert.equal(T.action(TUT, pos), "move");
    // Chance at once, a seat at the pace.
    assert.equal(T.delayOf(TUT, 1, 900), 900);
    assert.equal(T.delayOf(TUT, 5, 900), 0);
});

test("skip: to the next lesson, playing every step up to it, the player's too", () => {
    assert.deepEqual(T.skip(TUT, P(0, 0)), P(0, 1), "the intro skipped: income");
    const to = T.skip(TUT, P(0, 1));
    assert.deepEqual(to, P(3, 2));
    assert.deepEqual(T.between(P(0, 1), to), [0, 1, 2], "income played for the player");
    assert.deepEqual(T.skip(TUT, P(1, 2)), P(3, 2), "between lessons: the one coming");
    assert.deepEqual(T.skip(TUT, P(5, 3)), P(8, 4), "to the end");
    assert.equal(T.skip(TUT, P(8, 4)), null, "nothing after the end");
});

test("the end: the game over and the last lesson on show", () => {
    assert.equal(T.action(TUT, P(8, 4)), "end");
    assert.equal(T.finished(TUT, P(8, 4)), true);
    assert.equal(T.finished(TUT, P(7, 4)), false);
    assert.equal(T.next(TUT, P(8, 4)), null, "no Next at the end");
    assert.equal(T.expected(TUT, P(8, 4)), null);
    assert.equal(T.shown(TUT, P(8, 5)), 4);
    assert.equal(T.action(TUT, P(8, 5)), "end");
});

test("resume: a kept position made sound, the log and the state to send", () => {
    assert.deepEqual(T.restore(TUT, null), T.start());
    assert.deepEqual(T.restore(TUT, "junk"), T.start());
    assert.deepEqual(T.restore(TUT, P(3, 2)), P(3, 2));
    assert.deepEqual(T.restore(TUT, P(2, 2)), P(2, 2), "mid-way between lessons");
    assert.deepEqual(T.restore(TUT, P(99, 99)), P(8, 5));
    assert.deepEqual(T.restore(TUT, P(4, 0)), P(4, 3), "no lesson left behind");
    assert.deepEqual(T.restore(TUT, P(1, 4)), P(1, 2), "none done ahead");
    assert.deepEqual(T.restore(TUT, P(3, 3)), P(3, 2), "a do lesson is not done before its move");
    assert.deepEqual(T.restore(TUT, P(0, 1)), P(0, 1), "the intro read, income asked");
    assert.deepEqual(T.restore(TUT, { played: 1.5, lesson: "x" }), P(0, 0));
    // The events so far and the last state there is.
    const s = T.snapshot(TUT, 5);
    assert.equal(s.log.type, "log");
    assert.deepEqual(s.log.events.map((e) => e.n), [0, 1, 2, 3, 4]);
    assert.equal(s.state.turn, 4, "step 4 has no state: step 3's");
    assert.equal(T.snapshot(TUT, 0).state, TUT.start);
    assert.deepEqual(T.snapshot(TUT, 0).log.events, []);
    assert.deepEqual(T.messagesOf(TUT, 4).map((m) => m.type), ["event"]);
    assert.deepEqual(T.messagesOf(TUT, 3).map((m) => m.type), ["event", "state"]);
    assert.deepEqual(T.messagesOf(TUT, 8), []);
});

test("under way: something done and kept", () => {
    assert.equal(T.underWay(null), false);
    assert.equal(T.underWay(T.start()), false);
    assert.equal(T.underWay(P(0, 1)), true);
    assert.equal(T.underWay(P(5, 3)), true);
    assert.equal(T.underWay({ played: "5" }), false);
});

test("the pace: ?pace=, else the kept one, else 900 ms", () => {
    assert.equal(T.paceOf("?pace=0", null), 0);
    assert.equal(T.paceOf("", "250"), 250);
    assert.equal(T.paceOf("?pace=x", "40"), 40);
    assert.equal(T.paceOf("", null), 900);
    assert.equal(T.paceOf("?pace=99999", null), 900);
});

test("the whole tutorial played by its expected moves ends at its last lesson", () => {
    let pos = T.start();
    const seen = [];
    for (let guard = 0; guard < 100 && T.action(TUT, pos) !== "end"; guard++) {
        const a = T.action(TUT, pos);
        if (!seen.includes(T.shown(TUT, pos))) seen.push(T.shown(TUT, pos));
        if (a === "read") pos = T.next(TUT, pos);
        else if (a === "move") pos = T.choose(TUT, pos, T.expected(TUT, pos));
        else pos = T.advance(TUT, pos);
    }
    assert.equal(T.action(TUT, pos), "end");
    assert.deepEqual(pos, P(8, 4));
    assert.deepEqual([...seen, T.shown(TUT, pos)], [0, 1, 2, 3, 4], "every lesson shown, in order");
});

// ------------------------------------------- the room view's part of it

const view = () => {
    let v = S.initial("");
    v = S.joined(v, { type: "joined", code: "", seat: 0 });
    v = S.room(v, { type: "room", code: "", status: "playing", seats: [], hints: false });
    return S.state(v, {
        type: "state", game: 0, turn: 0, to_move: 0, seats: [], legal: [
            { move: "income", kind: "income" }, { move: "steal 1", kind: "steal", target: 1 },
        ],
    }, 0);
};

test("the room view: the move asked for is ringed, the moves locked while a lesson is read", () => {
    let v = S.coached(view(), "income", false);
    const [inc, steal] = S.entries(v);
    assert.equal(S.hinted(v, inc), true);
    assert.equal(S.hinted(v, steal), false);
    assert.ok(S.send(v, "steal 1", 1000), "the view sends any legal move: the tutorial judges it");
    assert.equal(S.coached(v, "income", false), v, "the same say: the same view");
    v = S.coached(v, null, true);
    assert.equal(S.hinted(v, inc), false);
    assert.equal(S.send(v, "income", 1000), null, "locked: a tap sends nothing");
    assert.deepEqual(S.seatTargets(v), {}, "nor a seat's tap");
    assert.equal(S.tapSeat(v, 1, 1000), null);
    // The driver's refusal forgets the move sent.
    v = S.coached(v, "income", false);
    const sent = S.send(v, "steal 1", 1000);
    const back = S.refused(sent.view, { type: "error", ref: "move", code: "tut_wrong" });
    assert.equal(back.view.pending, null);
    assert.equal(back.view.state, v.state, "nothing else changes");
});

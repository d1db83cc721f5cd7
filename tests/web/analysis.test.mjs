// analysis.test.mjs - the replay's analysis as data (web/analysis-state.js)
// under node: what each answer of /api/games/ID/analysis means for the
// page, the marks by step, the seats' table and the graph's geometry.
//
//     node --test tests/web/

import assert from "node:assert/strict";
import { test } from "node:test";
import {
    IDLE, answerState, graphOf, markedSteps, marksByStep, offered, pct, polling, positionOfStep,
    progressLine, progressShare, query, seatRows, seriesPoints, stepOfPosition, verdictAt,
} from "../../web/analysis-state.js";

// A 2-seat game of 12 steps (as the server answers it, cut short): seat 0
// blunders at step 5, seat 1 reads a claim at step 7; step 9 was not
// judged.
const analysis = {
    state: "done", game: 12, budget: 500, players: 2, winner: 1, moves: 12,
    decisions: [
        { step: 3, seat: 0, judged: true, value: 0.5, mark: "none", played_text: "Income" },
        { step: 5, seat: 0, judged: true, value: 0.125, best_value: 0.8125, loss: 0.6875, mark: "blunder",
            text: "Blunder: “Exchange: claim the Ambassador” was better (81% to win, against 13%)." },
        { step: 7, seat: 1, judged: true, value: 0.9, mark: "none",
            claim: { claimant: 0, card: "duke", none: false, odds: 0.3125, true: false, read_right: true } },
        { step: 8, seat: 0, judged: true, value: 0.2, mark: "inaccuracy", text: "Inaccuracy: “Tax” was better." },
        { step: 9, seat: 1, judged: false, value: 0, mark: "none" },
    ],
    seats: [
        { seat: 1, decisions: 1, inaccuracies: 0, mistakes: 0, blunders: 0, accuracy: 100, challenges: 1,
            challenges_read: 1, series: [0.9] },
        { seat: 0, decisions: 3, inaccuracies: 1, mistakes: 0, blunders: 1, accuracy: 53.33, challenges: 0,
            challenges_read: 0, series: [0.5, 0.125, 0.2] },
    ],
    names: ["Ann", "Bob"], lang: "en",
};

test("each answer of the server is a state of the request", () => {
    assert.deepEqual(answerState(200, analysis), { kind: "done", analysis });
    assert.deepEqual(answerState(202, { state: "queued", position: 2 }), { kind: "queued", position: 2 });
    assert.deepEqual(answerState(202, { state: "running", done: 14, total: 46 }), { kind: "running", done: 14, total: 46 });
    assert.deepEqual(answerState(200, { state: "running", done: 0, total: 0 }), { kind: "running", done: 0, total: 0 });
    assert.deepEqual(answerState(200, { state: "none" }), { kind: "stopped" });
    assert.deepEqual(answerState(200, { state: "cancelled" }), { kind: "stopped" });
});

test("a refusal is said in words, never as its code", () => {
    const word = (status, body) => answerState(status, body).word;
    assert.equal(word(429, { error: "too_many_analyses" }), "analysis_one");
    assert.equal(word(503, { error: "busy" }), "analysis_busy");
    assert.equal(word(404, { error: "analysis_off" }), "analysis_off");
    assert.equal(word(404, { error: "not_found" }), "no_game");
    assert.equal(word(500, { error: "analysis_failed" }), "analysis_failed");
    assert.equal(word(429, { error: "too_many" }), "analysis_busy");
    assert.equal(word(403, { error: "origin" }), "account_error_origin");
    // No body, an unknown code, no answer at all.
    assert.equal(word(503, null), "analysis_busy");
    assert.equal(word(502, { error: "what" }), "account_error_network");
    assert.equal(word(0, null), "account_error_network");
    // A 200 without a state it knows is no analysis.
    assert.equal(answerState(200, { state: "done" }).kind, "error");
});

test("the page asks again while the analysis is asked, queued or running, not after", () => {
    assert.equal(polling({ kind: "asking" }), true);
    assert.equal(polling({ kind: "queued", position: 1 }), true);
    assert.equal(polling({ kind: "running", done: 1, total: 4 }), true);
    for (const s of [IDLE, { kind: "done", analysis }, { kind: "stopped" }, { kind: "error", word: "analysis_busy" }]) {
        assert.equal(polling(s), false, s.kind);
    }
});

test("the progress line and bar", () => {
    assert.deepEqual(progressLine({ kind: "running", done: 14, total: 46 }), ["analysing", { n: 14, m: 46 }]);
    assert.deepEqual(progressLine({ kind: "running", done: 0, total: 0 }), ["analysis_starting", null]);
    assert.deepEqual(progressLine({ kind: "queued", position: 3 }), ["analysis_queued", { n: 3 }]);
    assert.deepEqual(progressLine({ kind: "error", word: "analysis_one" }), ["analysis_one", null]);
    assert.equal(progressLine(IDLE), null);
    assert.equal(progressShare({ kind: "running", done: 23, total: 46 }), 0.5);
    assert.equal(progressShare({ kind: "running", done: 0, total: 0 }), null);
    assert.equal(progressShare({ kind: "queued", position: 1 }), null);
});

test("the button is offered again after a stop or a passing refusal, not where it cannot help", () => {
    assert.equal(offered(IDLE), true);
    assert.equal(offered({ kind: "stopped" }), true);
    assert.equal(offered({ kind: "error", word: "analysis_busy" }), true);
    assert.equal(offered({ kind: "error", word: "analysis_off" }), false);
    assert.equal(offered({ kind: "running", done: 1, total: 2 }), false);
    assert.equal(offered({ kind: "done", analysis }), false);
});

test("the query carries the language and the key when there is one", () => {
    assert.equal(query("fr", ""), "?lang=fr");
    assert.equal(query("en", "ab12"), "?lang=en&key=ab12");
    assert.equal(query("", ""), "");
});

test("each decision's mark by the step it made", () => {
    const marks = marksByStep(analysis);
    assert.equal(marks.size, 5);
    const b = marks.get(5);
    assert.equal(b.symbol, "??");
    assert.equal(b.mark, "blunder");
    assert.match(b.text, /^Blunder: /);
    assert.equal(marks.get(8).symbol, "?!");
    assert.equal(marks.get(3).symbol, null);
    assert.equal(marks.get(3).text, "");
    // A claim read at a window: shown though unmarked.
    assert.equal(verdictAt(marks, 7).claim.odds, 0.3125);
    assert.equal(verdictAt(marks, 3), null);
    assert.equal(verdictAt(marks, 4), null);
    assert.deepEqual(markedSteps(marks), [5, 8]);
    // A mark the page does not know is no mark.
    assert.equal(marksByStep({ decisions: [{ step: 1, mark: "weird", text: "x" }] }).get(1).symbol, null);
});

test("the replay's positions and the analysis's steps", () => {
    // Position 0: the table before any move; position 6: after step 5.
    assert.equal(stepOfPosition(6), 5);
    assert.equal(positionOfStep(5), 6);
    assert.equal(stepOfPosition(0), -1);
    assert.equal(positionOfStep(5, false), 5);
});

test("the seats' table, in seat order, the accuracy whole", () => {
    const rows = seatRows(analysis);
    assert.deepEqual(rows.map((r) => r.seat), [0, 1]);
    assert.equal(rows[0].accuracy, 53);
    assert.equal(rows[0].blunders, 1);
    assert.equal(rows[1].read, 1);
    assert.equal(rows[1].challenges, 1);
    assert.equal(rows[1].winner, true);
    assert.equal(pct(0.8125), 81);
    assert.equal(pct(1.5), 100);
});

test("each seat's series at the steps of its judged decisions, then the end", () => {
    const lines = seriesPoints(analysis);
    assert.deepEqual(lines[0].points.map((p) => [p.step, p.value]), [[3, 0.5], [5, 0.125], [8, 0.2], [11, 0]]);
    // The unjudged step 9 has no point; the winner ends at 1.
    assert.deepEqual(lines[1].points.map((p) => [p.step, p.value]), [[7, 0.9], [11, 1]]);
});

test("the graph's geometry: steps across, odds up, mirrored right to left", () => {
    const g = graphOf(analysis, { width: 120, height: 60, pad: 10 });
    // 11 steps over 100 px; odds over 40 px, 1 at the top.
    const p = g.lines[0].points;
    assert.equal(p[0].x, 37.3); // 10 + 100 * 3 / 11, to a tenth
    assert.equal(p[0].y, 30);
    assert.equal(g.lines[1].points[1].y, 10);
    assert.equal(g.lines[0].points[3].y, 50);
    assert.equal(g.xOf(0), 10);
    assert.equal(g.xOf(11), 110);
    assert.match(g.lines[0].path, /^M37\.3 30 L/);
    assert.deepEqual(g.ticks.map((t) => t.y), [50, 30, 10]);
    assert.deepEqual(g.marks.map((m) => [m.step, m.symbol]), [[5, "??"], [8, "?!"]]);
    const r = graphOf(analysis, { width: 120, height: 60, pad: 10, rtl: true });
    assert.equal(r.xOf(0), 110);
    assert.equal(r.xOf(11), 10);
    // The replay's length, when longer, sets the scale; a step outside is kept in.
    assert.equal(graphOf(analysis, { width: 120, height: 60, pad: 10, last: 20 }).xOf(20), 110);
    assert.equal(g.xOf(99), 110);
    // Nothing to draw: no line, but the ticks.
    const none = graphOf({}, { width: 120, height: 60, pad: 10 });
    assert.equal(none.lines.length, 0);
    assert.equal(none.ticks.length, 3);
});

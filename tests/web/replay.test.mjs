// replay.test.mjs - the replay page's reading of /api/games/ID
// (web/replay.js) under node, without a browser: which steps are marked
// as an away player's stand-in's, with whose name.
//
//     node --test tests/web/

import assert from "node:assert/strict";
import { test } from "node:test";
import { standInOf, stepsOf } from "../../web/replay.js";

const table = { coins: [2, 2], cards: [[null, null], [null, null]], court: 15 };
const game = {
    id: 12, players: 2, names: ["Haig", null], winner: 1,
    start: table,
    steps: [
        { seat: -1, move: "start 0", kind: "start", lines: ["Haig starts."], ...table },
        { seat: 0, move: "income", kind: "income", lines: ["Haig takes Income."], ...table },
        { seat: 0, move: "tax", kind: "tax", stand_in: true, lines: ["Haig claims the Duke."], ...table },
        { seat: 1, move: "pass", kind: "pass", stand_in: true, timeout: true,
            lines: ["Time is up for 1: the default move is played.", "1 passes."], ...table },
    ],
};

test("the positions: the deal, then one per step, with their marks", () => {
    const steps = stepsOf(game);
    assert.equal(steps.length, 5);
    assert.deepEqual(steps[0].lines, []);
    assert.equal(steps[3].stand_in, true);
    assert.equal(steps[4].timeout, true);
});

test("a stand-in's step is marked with the away player's name", () => {
    const steps = stepsOf(game);
    assert.equal(standInOf(game, steps[3]), "Haig");
    // A seat without a display name: its number, as the table shows it.
    assert.equal(standInOf(game, steps[4]), "1");
});

test("the deal, chance and a player's own move are not marked", () => {
    const steps = stepsOf(game);
    assert.equal(standInOf(game, steps[0]), null);
    assert.equal(standInOf(game, steps[1]), null);
    assert.equal(standInOf(game, steps[2]), null);
    assert.equal(standInOf(game, { seat: -1, stand_in: true }), null);
    assert.equal(standInOf(game, undefined), null);
});

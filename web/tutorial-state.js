// tutorial-state.js - where the tutorial (/learn) stands, apart from how
// it is drawn and timed: pure functions of the server's tutorial
// (GET /tutorial/LANG.json: the `room`, the `start` state, the `steps` of
// a game played out, each an `event` and the `state` after it, and the
// `lessons`, each shown once `at` steps were played) and of a position.
// No DOM, no clock, no storage: tutorial.js keeps the position, delivers
// the messages it names to room.js, and times the bots' moves.
// tests/web/tutorial.test.mjs runs these under node.
//
// A position is {played, lesson}: the steps played so far, and the first
// lesson not yet done (lessons.length when all are). A lesson is due when
// the game has reached its step (`at` === played); a due lesson is a "do"
// lesson when the step there is the player's move (seat 0) and it is the
// last lesson of that step: its move is the one asked for (the button
// ringed). Any other lesson is a "read" lesson: Next goes on. Between two
// lessons the other seats' steps (and chance's) are played one by one;
// the last lesson done stays on show meanwhile.

export const YOU = 0; // the player's seat in the tutorial

const lessonsOf = (tut) => (tut && Array.isArray(tut.lessons) ? tut.lessons : []);
const stepsOf = (tut) => (tut && Array.isArray(tut.steps) ? tut.steps : []);

export const start = () => ({ played: 0, lesson: 0 });

// "do" or "read": what lesson k asks of the player.
export function kind(tut, k) {
    const ls = lessonsOf(tut);
    const l = ls[k];
    if (!l) return "read";
    const step = stepsOf(tut)[l.at];
    const last = !ls[k + 1] || ls[k + 1].at !== l.at;
    return step && step.seat === YOU && typeof step.move === "string" && last ? "do" : "read";
}

// Whether lesson pos.lesson is due: the game stands at its step.
export function due(tut, pos) {
    const l = lessonsOf(tut)[pos.lesson];
    return !!l && l.at === pos.played;
}

// The lesson on show: the one due, else the last one done (the first
// lesson before any), as an index into lessons.
export function shown(tut, pos) {
    if (due(tut, pos)) return pos.lesson;
    return Math.max(0, Math.min(pos.lesson, lessonsOf(tut).length) - 1);
}

// The move the player must make now (steps[played].move), or null when
// none is asked: a lesson to read first, a bot or chance to play, the end.
export function expected(tut, pos) {
    const step = stepsOf(tut)[pos.played];
    if (!step || step.seat !== YOU || typeof step.move !== "string") return null;
    if (due(tut, pos) && kind(tut, pos.lesson) === "read") return null;
    return step.move;
}

// What the driver does next at `pos`:
//   "read"  a lesson to read: wait for Next
//   "move"  the player's move (expected()): wait for it
//   "step"  another seat's (or chance's) step to play: steps[played]
//   "end"   the game is over and every lesson shown (the last one stays)
export function action(tut, pos) {
    const steps = stepsOf(tut);
    if (due(tut, pos) && kind(tut, pos.lesson) === "read") {
        return pos.played >= steps.length && pos.lesson >= lessonsOf(tut).length - 1 ? "end" : "read";
    }
    if (pos.played >= steps.length) return "end";
    return expected(tut, pos) !== null ? "move" : "step";
}

// The position after steps[played] was played (a bot's, chance's, or the
// player's move accepted): the lesson due there is done when it was a
// "do" lesson.
export function advance(tut, pos) {
    if (pos.played >= stepsOf(tut).length) return pos;
    const done = due(tut, pos) && kind(tut, pos.lesson) === "do";
    return { played: pos.played + 1, lesson: done ? pos.lesson + 1 : pos.lesson };
}

// The player's move `move`: the position after it, or null when it is not
// the one asked (refused: nothing changes).
export function choose(tut, pos, move) {
    const want = expected(tut, pos);
    return want !== null && move === want ? advance(tut, pos) : null;
}

// Next on a read lesson: the following lesson (null: Next means nothing
// now, or the lesson is the last).
export function next(tut, pos) {
    if (action(tut, pos) !== "read") return null;
    return { played: pos.played, lesson: pos.lesson + 1 };
}

// "Skip this step": the position of the next lesson, reached by playing
// every step up to it (the player's expected moves too); null at the end.
// From a due lesson that is the lesson after it; between lessons, the
// lesson coming.
export function skip(tut, pos) {
    const ls = lessonsOf(tut);
    const k = due(tut, pos) ? pos.lesson + 1 : pos.lesson;
    if (k >= ls.length) return null;
    return { played: Math.max(pos.played, ls[k].at), lesson: k };
}

// The steps to play, in order, to go from `from` to `to` (indexes).
export function between(from, to) {
    const out = [];
    for (let i = from.played; i < to.played; i++) out.push(i);
    return out;
}

// "Step n of m": n the lesson on show (from 1), m the lessons.
export function progress(tut, pos) {
    return { n: shown(tut, pos) + 1, m: lessonsOf(tut).length };
}

// Whether the position is the tutorial's end (the last lesson shown, the
// game over).
export const finished = (tut, pos) => action(tut, pos) === "end";

// A position kept (localStorage) made sound for `tut`: the start when it
// is not one, its steps and lesson within the tutorial's, and the lesson
// the first not done at that step.
export function restore(tut, saved) {
    const steps = stepsOf(tut);
    const ls = lessonsOf(tut);
    if (!saved || typeof saved !== "object") return start();
    let played = Number.isInteger(saved.played) ? saved.played : 0;
    played = Math.max(0, Math.min(played, steps.length));
    let lesson = Number.isInteger(saved.lesson) ? saved.lesson : 0;
    lesson = Math.max(0, Math.min(lesson, ls.length));
    // No lesson left behind the steps played (lessons[lesson].at >= played)
    // and none done ahead of them (lessons[lesson-1].at <= played).
    while (lesson < ls.length && ls[lesson].at < played) lesson++;
    while (lesson > 0 && ls[lesson - 1].at > played) lesson--;
    // A do lesson is done only once its move was played.
    while (lesson > 0 && ls[lesson - 1].at === played && kind(tut, lesson - 1) === "do") lesson--;
    return { played, lesson };
}

// Whether a kept position is a tutorial under way (the home page offers
// to continue it): something done, and not at its end.
export function underWay(saved) {
    return !!saved && typeof saved === "object" && Number.isInteger(saved.played) &&
        Number.isInteger(saved.lesson) && (saved.played > 0 || saved.lesson > 0);
}

// What the page is sent to show the game at `played` steps, as the live
// server would on resuming: the events so far (a `log`) and the last state
// (the start's, or the last step's that has one: chance to move sends
// none).
export function snapshot(tut, played) {
    const steps = stepsOf(tut).slice(0, played);
    let state = tut.start;
    for (const s of steps) if (s.state) state = s.state;
    return { log: { type: "log", events: steps.map((s) => s.event) }, state };
}

// The messages that play steps[i]: its event, then its state when it has
// one.
export function messagesOf(tut, i) {
    const s = stepsOf(tut)[i];
    if (!s) return [];
    return s.state ? [s.event, s.state] : [s.event];
}

// How long before step i is played, for a bot's pace of `pace` ms: a
// seat's move at that pace, chance at once.
export const delayOf = (tut, i, pace) => {
    const s = stepsOf(tut)[i];
    return s && s.seat >= 0 ? pace : 0;
};

// The pace asked for: `?pace=MS` in the page's address, else the kept
// one, else `fallback`; a number of ms from 0 to 5000.
export function paceOf(search, kept, fallback = 900) {
    for (const v of [new URLSearchParams(search || "").get("pace"), kept]) {
        if (v === null || v === undefined || v === "") continue;
        const n = Number(v);
        if (Number.isFinite(n) && n >= 0 && n <= 5000) return n;
    }
    return fallback;
}

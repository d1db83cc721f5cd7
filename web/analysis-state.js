// analysis-state.js - the replay's analysis (docs/web-protocol.md,
// "Analysis") as data, without the page: what the server's answers mean
// for the request (asking, queued, running, done, stopped, refused), the
// decisions' marks by step of the replay, the seats' table, and the
// geometry of the win-probability graph. web/analysis.js draws them.

// ------------------------------------------------------------ the request

// The marks' symbols (docs/analysis.md, "Marks"); "none" has none.
export const SYMBOL = { inaccuracy: "?!", mistake: "?", blunder: "??" };

// The interface word of each refusal the server may answer
// ({"error": CODE}); any other is said as a server that did not answer.
const REFUSAL = {
    analysis_off: "analysis_off",
    not_found: "no_game",
    too_many_analyses: "analysis_one",
    busy: "analysis_busy",
    too_many: "analysis_busy",
    analysis_failed: "analysis_failed",
    origin: "account_error_origin",
};
// By status when the body says no code.
const BY_STATUS = { 404: "no_game", 429: "analysis_busy", 503: "analysis_busy", 500: "analysis_failed" };

// The state before anything is asked.
export const IDLE = Object.freeze({ kind: "idle" });

// The state the page is in after an answer: `status` the HTTP status (0:
// no answer at all), `body` its JSON (null if none could be read).
//   {kind: "done", analysis}          the analysis, to show
//   {kind: "queued", position}        waiting for a thread
//   {kind: "running", done, total}    being made
//   {kind: "stopped"}                 nobody's (cancelled, or never asked)
//   {kind: "error", word}             refused: the interface word that says why
export function answerState(status, body) {
    const b = body && typeof body === "object" ? body : {};
    if (status >= 200 && status < 300) {
        if (b.state === "done" && Array.isArray(b.decisions)) return { kind: "done", analysis: b };
        if (b.state === "queued") return { kind: "queued", position: Math.max(1, Number(b.position) || 1) };
        if (b.state === "running") {
            return { kind: "running", done: Math.max(0, Number(b.done) || 0), total: Math.max(0, Number(b.total) || 0) };
        }
        if (b.state === "none" || b.state === "cancelled") return { kind: "stopped" };
    }
    if (typeof b.error === "string" && Object.hasOwn(REFUSAL, b.error)) return { kind: "error", word: REFUSAL[b.error] };
    return { kind: "error", word: BY_STATUS[status] || "account_error_network" };
}

// Whether the page asks again (about once a second) in state `s`.
export const polling = (s) => !!s && (s.kind === "asking" || s.kind === "queued" || s.kind === "running");

// The line that says how the request goes, as [word, vars], or null when
// there is none to say (idle, done).
export function progressLine(s) {
    switch (s && s.kind) {
    case "asking": return ["analysis_starting", null];
    case "queued": return ["analysis_queued", { n: s.position }];
    case "running": return s.total > 0 ? ["analysing", { n: s.done, m: s.total }] : ["analysis_starting", null];
    case "stopped": return ["analysis_stopped", null];
    case "error": return [s.word, null];
    default: return null;
    }
}

// The share of the work done, 0 to 1 (for a progress bar), or null.
export function progressShare(s) {
    if (!s || s.kind !== "running" || !(s.total > 0)) return null;
    return Math.max(0, Math.min(1, s.done / s.total));
}

// Whether the Analyse button is offered in state `s` (again after a stop
// or a refusal, except where asking again cannot help).
export const offered = (s) => !s || s.kind === "idle" || s.kind === "stopped" ||
    (s.kind === "error" && s.word !== "analysis_off" && s.word !== "no_game");

// The query of the requests: "?lang=xx" and the game's key when it has one.
export function query(lang, key) {
    const q = new URLSearchParams();
    if (lang) q.set("lang", lang);
    if (key) q.set("key", key);
    const s = q.toString();
    return s ? `?${s}` : "";
}

// ------------------------------------------------------------ the marks

// The decisions by the step of /api/games/ID's `steps` they made: a Map
// of step -> {step, seat, mark ("none" when unmarked), symbol (null when
// unmarked), text (the server's sentence, "" when unmarked), claim
// ({claimant, card, none, odds, true, read_right}, or null)}.
export function marksByStep(analysis) {
    const out = new Map();
    for (const d of (analysis && analysis.decisions) || []) {
        if (!d || !Number.isInteger(d.step) || d.step < 0) continue;
        const mark = Object.hasOwn(SYMBOL, d.mark) ? d.mark : "none";
        out.set(d.step, {
            step: d.step,
            seat: d.seat,
            mark,
            symbol: SYMBOL[mark] || null,
            text: mark !== "none" && typeof d.text === "string" ? d.text : "",
            claim: d.claim && typeof d.claim === "object" ? d.claim : null,
        });
    }
    return out;
}

// The decision worth showing at `step` (one with a mark or a claim), or null.
export function verdictAt(marks, step) {
    const m = marks && marks.get(step);
    return m && (m.symbol || m.claim) ? m : null;
}

// The marked steps, in order: where the graph's marks lead.
export const markedSteps = (marks) => [...(marks || new Map()).values()]
    .filter((m) => m.symbol).map((m) => m.step).sort((a, b) => a - b);

// A share 0..1 as a whole percentage.
export const pct = (v) => Math.round(100 * Math.max(0, Math.min(1, Number(v) || 0)));

// The seats' table: one row per seat judged, in seat order, with its
// accuracy (a whole percentage), its marks and its challenge windows.
export function seatRows(analysis) {
    return [...((analysis && analysis.seats) || [])]
        .filter((s) => s && Number.isInteger(s.seat))
        .sort((a, b) => a.seat - b.seat)
        .map((s) => ({
            seat: s.seat,
            accuracy: Math.round(Number(s.accuracy) || 0),
            decisions: s.decisions || 0,
            inaccuracies: s.inaccuracies || 0,
            mistakes: s.mistakes || 0,
            blunders: s.blunders || 0,
            challenges: s.challenges || 0,
            read: s.challenges_read || 0,
            winner: analysis.winner === s.seat,
        }));
}

// ------------------------------------------------------------ the graph

// Each seat's odds through the game: its `series` (the value of the move
// it played at each judged decision), each value at the step of that
// decision. Then, the game's end (step `moves` - 1): 1 for the winner, 0
// for the others, so that a line shows how its hopes ended.
export function seriesPoints(analysis) {
    const a = analysis || {};
    const judged = {};
    for (const d of a.decisions || []) {
        if (d && d.judged !== false && Number.isInteger(d.step)) (judged[d.seat] ||= []).push(d.step);
    }
    const end = Number.isInteger(a.moves) && a.moves > 0 ? a.moves - 1 : null;
    return seatRows(a).map(({ seat }) => {
        const s = a.seats.find((x) => x.seat === seat);
        const steps = judged[seat] || [];
        const pts = (s.series || []).map((v, i) => ({ step: steps[i], value: Number(v) }))
            .filter((p) => Number.isInteger(p.step) && Number.isFinite(p.value));
        if (end !== null && (Number.isInteger(a.winner)) && (!pts.length || pts[pts.length - 1].step < end)) {
            pts.push({ step: end, value: a.winner === seat ? 1 : 0, end: true });
        }
        return { seat, points: pts };
    });
}

// The graph in a box of `width` x `height` with `pad` around the plot:
// x the step (0 .. last), mirrored when the page reads right to left; y
// the odds (0 at the bottom, 1 at the top). Returns {lines: [{seat,
// points: [{x, y, step, value}], path}], ticks: [{y, value}] (0, 50%,
// 100%), xOf(step), yOf(value), marks: [{x, y, step, seat, symbol,
// mark}] (each marked decision on its seat's line)}.
export function graphOf(analysis, { width = 320, height = 160, pad = 8, last = null, rtl = false } = {}) {
    const a = analysis || {};
    const lines0 = seriesPoints(a);
    let top = Number.isInteger(last) ? last : (Number.isInteger(a.moves) ? a.moves - 1 : 0);
    for (const l of lines0) for (const p of l.points) top = Math.max(top, p.step);
    top = Math.max(1, top);
    const w = width - 2 * pad, hgt = height - 2 * pad;
    const round = (v) => Math.round(v * 10) / 10;
    const xOf = (step) => {
        const x = (w * Math.max(0, Math.min(top, step))) / top;
        return round(pad + (rtl ? w - x : x));
    };
    const yOf = (v) => round(pad + hgt * (1 - Math.max(0, Math.min(1, v))));
    const lines = lines0.map(({ seat, points }) => {
        const pts = points.map((p) => ({ ...p, x: xOf(p.step), y: yOf(p.value) }));
        return { seat, points: pts, path: pts.map((p, i) => `${i ? "L" : "M"}${p.x} ${p.y}`).join(" ") };
    });
    const marks = [];
    for (const d of a.decisions || []) {
        if (!d || !Object.hasOwn(SYMBOL, d.mark) || !Number.isInteger(d.step)) continue;
        marks.push({ x: xOf(d.step), y: yOf(Number(d.value) || 0), step: d.step, seat: d.seat, mark: d.mark, symbol: SYMBOL[d.mark] });
    }
    const ticks = [0, 0.5, 1].map((v) => ({ y: yOf(v), value: v }));
    return { lines, ticks, marks, xOf, yOf, last: top };
}

// The step of the replay's position `at` as the analysis counts steps:
// the replay's position 0 is the table before any move (when the game
// has a `start`), position k the table after step k - 1.
export const stepOfPosition = (at, hasStart = true) => (hasStart ? at - 1 : at);
export const positionOfStep = (step, hasStart = true) => (hasStart ? step + 1 : step);

// room-state.js - what the room page knows, apart from how it is drawn:
// pure functions from the server's messages (docs/web-protocol.md) and the
// player's own taps to a view state. No DOM, no clock, no storage: the
// time is an argument (`now`, in performance.now() milliseconds), each
// function returns a new view and leaves the one it was given as it was.
// room.js draws a view; the same view always gives the same page.
// tests/web/room-state.test.mjs runs these under node.

// Taps on the move buttons are ignored this long after the buttons change
// (a new decision, a group opened): a tap meant for the buttons before
// must not land on a different decision's button at the same place.
export const ARM_MS = 350;

// The legal moves are shown flat up to this many; more are grouped by
// their kind, then by their target.
export const FLAT_MAX = 7;

const NO_FX = Object.freeze({ coins: {}, deltas: {}, flips: {}, turned: {}, fresh: false });

// A view of room `code` before anything is known of it.
export function initial(code) {
    return {
        code,           // the room's code
        you: null,      // our seat, -1 watching, null not in the room
        room: null,     // the last `room` message
        state: null,    // the last `state` message
        events: [],     // the game's events, as `log` and `event` gave them
        chats: [],
        summary: undefined, // the room's summary for the door (door.js):
                        // undefined not known yet, null no such room,
                        // false not to be had (the door asks for a name)
        gone: false,    // no such room
        replaced: false, // our seat was taken by another tab or device
        confirmLeave: false, // the "leave the game?" question is open
        menu: [],       // the keys of the move groups opened
        decision: "",   // what the buttons answer ("" when none)
        armedAt: 0,     // taps on the buttons count from this time
        pending: null,  // the move sent and not answered yet
        endsAt: null,   // when the pending decision's time runs out
        totalMs: 0,     // the whole time of that decision (the bar's 100%)
        fx: NO_FX,      // changes to show once (settle() clears them)
        news: [],       // the announcements on the table: [{n, seat, target, kind, lines, until}]
        banner: false,  // the winner's banner is up (the game just ended)
        help: false,    // the help of the decision is open
        hint: null,     // the hint of a decision (rooms with `hints`): {game,
                        // turn, pending} asked, {game, turn, move, text}
                        // answered, {game, turn, refused} refused
        expect: null,   // the tutorial (/learn): the move its lesson asks
                        // for (ringed like a hint), or null
        locked: false,  // the tutorial: the moves wait (a lesson to read)
    };
}

export const inRoom = (v) => v.you !== null;
export const watching = (v) => v.you === -1;
const seated = (v) => typeof v.you === "number" && v.you >= 0;

// ------------------------------------------------------------ who is who

export function seatOf(v, n) {
    return ((v.room && v.room.seats) || []).find((s) => s.seat === n && s.name) || null;
}

// Whether the room's bots are not all one kind: a mixed room's are each
// their own, and so are bots seated under different choices. Then each
// bot's seat names its bot wherever it has room for one word.
export function botsDiffer(v) {
    const r = v.room;
    if (!r) return false;
    if (r.bots === "mixed") return true;
    const kinds = new Set((r.seats || []).filter((s) => s.name && s.bot).map((s) => s.bot));
    return kinds.size > 1;
}

export function hostSeat(v) {
    const r = v.room;
    if (!r) return -1;
    if (typeof r.host === "number") return r.host;
    const s = (r.seats || []).find((x) => x.name === r.host);
    return s ? s.seat : -1;
}

export const isHost = (v) => seated(v) && hostSeat(v) === v.you;

export function seatName(v, n) {
    const s = seatOf(v, n);
    if (s && s.name) return s.name;
    const st = v.state && v.state.seats && v.state.seats.find((x) => x.seat === n);
    return st && st.name ? st.name : String(n);
}

// ------------------------------------------------------------- messages

export function joined(v, msg) {
    const base = msg.code !== v.code ? initial(msg.code) : v;
    return { ...base, you: msg.seat, gone: false, replaced: false, confirmLeave: false };
}

// The door's summary of the room came (GET /api/rooms/CODE).
export function summary(v, code, s) {
    return code === v.code ? { ...v, summary: s } : v;
}

export function room(v, msg) {
    if (msg.code !== v.code) return v;
    return { ...v, room: msg };
}

// The people who took a seat between two `room` messages of one room
// (each is announced once, "X joined"): not a bot (the host added it, and
// the seats show it), not our own seat, not a name already seated.
export function newcomers(before, after, you) {
    if (!before || !after || before.code !== after.code) return [];
    const was = before.seats || [];
    return (after.seats || []).filter((s) => s.name && !s.bot && s.seat !== you &&
        !was.some((b) => b.name === s.name)).map((s) => s.name);
}

// What the buttons of state `st` answer: the turn and the moves offered
// ("" when we have none to make).
export function decisionOf(st) {
    if (!st || !st.legal || st.legal.length === 0) return "";
    return `${st.turn}|${st.legal.map((m) => m.move).join(",")}`;
}

const isOver = (st) => !!st && (st.winner >= 0 || st.to_move === -2);

// The coins, face-up cards and factions (R16) that changed since the
// state before (of the same game): drawn once as gains, losses, flips and
// turns.
function changes(before, st) {
    const coins = {};
    const deltas = {};
    const flips = {};
    const turned = {};
    if (!before || before.game !== st.game) return { coins, deltas, flips, turned };
    for (const s of st.seats || []) {
        const b = (before.seats || []).find((x) => x.seat === s.seat);
        if (!b) continue;
        if (s.coins !== b.coins) {
            coins[s.seat] = s.coins > b.coins ? "gain" : "loss";
            deltas[s.seat] = s.coins - b.coins;
        }
        const was = (b.up || []).length;
        if ((s.up || []).length > was) flips[s.seat] = was;
        if (s.faction && b.faction && s.faction !== b.faction) turned[s.seat] = true;
    }
    return { coins, deltas, flips, turned };
}

export function state(v, msg, now) {
    if (!inRoom(v)) return v;
    const before = v.state;
    const newGame = !!before && before.game !== msg.game;
    const decision = decisionOf(msg);
    const changed = decision !== "" && decision !== v.decision;
    const timed = msg.deadline !== null && msg.deadline !== undefined && msg.to_move >= 0;
    const { coins, deltas, flips, turned } = changes(before, msg);
    // The end of a game seen as it happens (not on arriving after it).
    const ends = isOver(msg) && !!before && before.game === msg.game && !isOver(before);
    return {
        ...v,
        state: msg,
        banner: ends ? true : isOver(msg) && !newGame ? v.banner : false,
        news: newGame ? [] : v.news,
        // A new game's first state comes after its opening events (the deal).
        events: newGame ? v.events.filter((e) => e.game === msg.game) : v.events,
        decision,
        // The moves offered change: the groups and the help close, taps
        // wait a moment.
        menu: decision === v.decision ? v.menu : [],
        help: decision === v.decision ? v.help : false,
        armedAt: changed ? now + ARM_MS : v.armedAt,
        pending: null,
        // A hint is the decision's of its turn: a new turn clears it.
        hint: v.hint && v.hint.game === msg.game && v.hint.turn === msg.turn ? v.hint : null,
        // The deadline counts from now, once: redrawing does not restart it.
        endsAt: timed ? now + msg.deadline : null,
        totalMs: timed ? Math.max(msg.timer ? msg.timer * 1000 : 0, msg.deadline, 1) : 0,
        fx: { coins, deltas, flips, turned, fresh: changed },
    };
}

// An event as it happens (`now`: when it came): added to the log, and,
// when a player did something worth saying, announced on the table.
export function event(v, msg, now = 0) {
    if (!inRoom(v)) return v;
    // The first event of a new game (play again) starts a new log.
    const last = v.events[v.events.length - 1];
    const restart = !!last && last.game !== msg.game;
    const events = restart ? [] : v.events;
    const item = newsOf(msg, now, v.room ? v.room.options : []);
    const kept = restart ? [] : v.news.filter((x) => x.until > now);
    const news = item ? [...kept, item].slice(-NEWS_MAX) : kept;
    return { ...v, events: [...events, msg], news };
}

// The whole log (on arriving, and again in another language): it replaces
// ours; the announcements still up take their words from it, so that a
// switch of language leaves none in the old one.
export function log(v, msg) {
    if (!inRoom(v)) return v;
    const events = msg.events || [];
    const byN = new Map(events.map((e) => [e.n, e]));
    const news = v.news.map((x) => {
        const e = byN.get(x.n);
        return e && Array.isArray(e.lines) && e.lines.length ? { ...x, lines: e.lines } : x;
    });
    return { ...v, events, news };
}

export function chat(v, msg) {
    if (!inRoom(v)) return v;
    return { ...v, chats: [...v.chats, msg] };
}

// The room's chat so far (`chats`, sent on arrival): it replaces ours.
export function chats(v, msg) {
    if (!inRoom(v)) return v;
    return { ...v, chats: Array.isArray(msg.chats) ? msg.chats : [] };
}

// Another tab (or device) resumed our seat: the server no longer sends
// this one anything of the room.
export function replaced(v, msg) {
    if (msg.code !== v.code) return v;
    return { ...v, replaced: true, confirmLeave: false, pending: null, menu: [], hint: null };
}

// An `error` of the server: the view after it, and what it means to the
// room page ("bad_token": the kept token is worthless; "gone": no such
// room; "refused": a move refused, offered again; null: not the room's).
export function refused(v, msg) {
    if (msg.ref === "resume" && msg.code === "bad_token")
        return { view: { ...v, you: null, replaced: false }, what: "bad_token" };
    if (msg.code === "no_room") return { view: { ...v, gone: true }, what: "gone" };
    if (msg.ref === "move" && v.state)
        return { view: { ...v, menu: [], pending: null }, what: "refused" };
    // A hint refused (bad_state, stale, not_your_turn): not asked again
    // for this turn; the error's sentence says why.
    if (msg.ref === "hint") {
        const h = v.hint;
        return { view: h && h.pending ? { ...v, hint: { game: h.game, turn: h.turn, refused: true } } : v, what: "hint" };
    }
    return { view: v, what: null };
}

// The connection was opened again: the server knows us no more until we
// resume, join or watch. A hint asked over the old one will not come.
export function reconnected(v) {
    return { ...v, you: null, pending: null, confirmLeave: false, hint: v.hint && v.hint.pending ? null : v.hint };
}

// The changes have been drawn once.
export function settle(v) {
    return v.fx === NO_FX ? v : { ...v, fx: NO_FX };
}

// -------------------------------------------------------- the player's taps

export const armed = (v, now) => now >= v.armedAt;

export function openGroup(v, key, now) {
    return { ...v, menu: [...v.menu, key], armedAt: now + ARM_MS };
}

// The help of the decision opened, or closed.
export const toggleHelp = (v) => ({ ...v, help: !v.help });

export function closeGroup(v, now) {
    return { ...v, menu: v.menu.slice(0, -1), armedAt: now + ARM_MS };
}

// A move tapped: null if the tap does not count (too soon after the
// buttons changed, a move already sent, not ours to make).
export function send(v, move, now) {
    const st = v.state;
    if (!st || v.pending || v.replaced || v.locked || !armed(v, now)) return null;
    if (!(st.legal || []).some((m) => m.move === move)) return null;
    return { view: { ...v, pending: move }, msg: { type: "move", move, turn: st.turn } };
}

export const gameOn = (v) => !!(v.room && v.room.status === "playing" && v.state &&
    !(v.state.winner >= 0 || v.state.to_move === -2));

// Leaving asks first when it gives a seat in a game still being played to
// a bot.
export const leaveNeedsConfirm = (v) => seated(v) && gameOn(v);
export const askLeave = (v) => ({ ...v, confirmLeave: true });
export const cancelLeave = (v) => ({ ...v, confirmLeave: false });

// ------------------------------------------------------------- the table

// Ours to decide (not in a tab whose seat another tab took).
export const mine = (v) => !v.replaced && !!(v.state && v.state.legal && v.state.legal.length > 0);
export const over = (v) => !!(v.state && (v.state.winner >= 0 || v.state.to_move === -2));

// A decision became ours (not again for the same one): worth a sound.
export function becameMine(before, after) {
    return after.decision !== "" && after.decision !== before.decision;
}

// The line above the buttons: {text} from the server, or {key, vars} of
// the language tables.
export function headline(v) {
    const st = v.state;
    if (over(v)) {
        return st.winner === v.you ? { key: "you_win" } : { key: "wins", vars: { A: seatName(v, st.winner) } };
    }
    if (mine(v)) {
        // The decider's prompt: what happened and what is at stake.
        if (typeof st.prompt === "string" && st.prompt.trim() !== "") return { text: st.prompt };
        return { key: "your_turn" };
    }
    return { key: "waiting_for", vars: { s: st.waiting || "" } };
}

// The milliseconds left of the pending decision at `now` (null: no timer).
export function timeLeft(v, now) {
    if (v.endsAt === null) return null;
    return Math.max(0, v.endsAt - now);
}

// What a seat's tile shows of its cards: the face-up ones (public), ours
// by name (marked own), the others' as backs.
export function seatCards(v, s) {
    // At the end every hand is shown: the cards still held turned over.
    if (over(v) && v.state && Array.isArray(v.state.hands) && v.state.hands[s.seat]) {
        const hand = revealedHand(v.state, s.seat);
        const from = s.seat in v.fx.flips ? v.fx.flips[s.seat] : (s.up || []).length;
        return {
            up: hand.filter((c) => c.up).map((c, i) => ({ card: c.card, flip: i >= from })),
            own: [],
            revealed: hand.filter((c) => c.revealed).map((c) => c.card),
            backs: 0,
        };
    }
    const up = s.up || [];
    const hidden = s.hidden || 0;
    const own = s.seat === v.you && v.state ? (v.state.mine || []).slice(0, hidden) : [];
    const from = s.seat in v.fx.flips ? v.fx.flips[s.seat] : up.length;
    return {
        up: up.map((card, i) => ({ card, flip: i >= from })),
        own,
        revealed: [],
        backs: hidden - own.length,
    };
}

// Whether seat `s` (of the state) is out of the game (R3). During the
// draft (R11) nobody holds a card yet, and nobody is out.
export const exiled = (v, s) => s.alive === false && !(v.state && v.state.phase === "pick");

// Whether the hand repeats what our seat's tile shows (every card there by
// name, none shown to us): a phone then leaves it out while we decide.
export function handRepeated(v) {
    const st = v.state;
    if (!st || !seated(v)) return false;
    const seat = (st.seats || []).find((s) => s.seat === v.you);
    return !!seat && (st.shown || []).length === 0 && (st.mine || []).length <= (seat.hidden || 0);
}

// A chat line's speaker: the name, or null for a spectator.
export const speaker = (c) => (typeof c.name === "string" && c.name !== "" ? c.name : null);

// --------------------------------------------------------- the move tree

// What the labels of `moves` share ("Steal from…"), cut before a target's
// name; `fallback` when they share too little.
export function sharedLabel(v, moves, fallback) {
    const labels = moves.map((m) => m.label || m.move);
    let p = labels[0];
    for (const l of labels) while (!l.startsWith(p)) p = p.slice(0, -1);
    // Stop before a target's name ("Steal from Bot 3", "Steal from Bot 4"
    // share "Steal from Bot": the group is "Steal from…").
    for (const m of moves) {
        if (typeof m.target !== "number") continue;
        const at = (m.label || "").indexOf(seatName(v, m.target));
        if (at >= 0 && at < p.length) p = p.slice(0, at);
    }
    const cut = p.lastIndexOf(" ");
    p = (cut > 0 && p.length < labels[0].length ? p.slice(0, cut) : p).trim();
    return p.length >= 2 ? `${p}…` : fallback;
}

function groupBy(v, moves, key) {
    const groups = new Map();
    for (const m of moves) {
        const k = String(m[key] ?? m.move);
        if (!groups.has(k)) groups.set(k, []);
        groups.get(k).push(m);
    }
    return [...groups.entries()].map(([k, ms]) =>
        ms.length === 1 ? { move: ms[0] } : { key: k, label: sharedLabel(v, ms, k), moves: ms });
}

// The buttons for the groups opened: [{move}] or [{key, label, moves}].
// Few moves are shown flat; many are grouped by kind, then by target, as
// the terminal's menu asks the action first and the target after. A menu
// key that names no group (the moves changed) shows the groups above it.
export function entries(v) {
    let moves = (v.state && v.state.legal) || [];
    const levels = ["kind", "target"];
    for (let d = 0; ; d++) {
        if (moves.length <= FLAT_MAX || d >= levels.length) return moves.map((m) => ({ move: m }));
        const groups = groupBy(v, moves, levels[d]);
        if (groups.length === 1 && groups[0].moves) { moves = groups[0].moves; continue; }
        if (d >= v.menu.length) return groups;
        const open = groups.find((g) => g.key === v.menu[d]);
        if (!open) return groups;
        moves = open.moves;
    }
}

// ------------------------------------------------------ the announcements

// How long an announcement stays on the table, and how many at most (the
// newest last): a claim, its challenge and the card shown can be read
// together.
export const NEWS_MS = 4500;
export const NEWS_MAX = 3;

// The moves told on the table as they happen: what a player does, not the
// chance that follows (a card drawn) nor a pass (in an answer window every
// seat passes: the table would say nothing else).
const QUIET = new Set(["pass", "draw", "start", "giveback"]);

// The announcement of event `ev` arriving at `now`, or null when it is not
// one to announce. Its words are the event's own narration, already in the
// viewer's language.
export function newsOf(ev, now, options = []) {
    if (!ev || typeof ev.seat !== "number" || ev.seat < 0) return null;
    if (QUIET.has(ev.kind) || !Array.isArray(ev.lines) || ev.lines.length === 0) return null;
    return {
        n: ev.n, seat: ev.seat, kind: ev.kind || "",
        target: typeof ev.target === "number" ? ev.target : -1,
        card: ev.card || claimedCard(ev.kind, options),
        lines: ev.lines, standIn: ev.stand_in === true, until: now + NEWS_MS,
    };
}

// The character an action claims (R4), for its emblem beside its
// announcement: an event names the card of a block, a card lost or shown,
// but not the character that Tax or a Steal claims (its words do). In a
// room with the Inquisitor (R12) it is the one who exchanges. null: the
// move claims none.
const CLAIMS = new Map([["tax", "duke"], ["steal", "captain"], ["assassinate", "assassin"],
    ["examine", "inquisitor"], ["exchange", "ambassador"]]);
export function claimedCard(kind, options = []) {
    if (kind === "exchange" && (options || []).includes("inquisitor")) return "inquisitor";
    return CLAIMS.get(kind) || null;
}

// The announcements still up at `now`.
export const newsAt = (v, now) => v.news.filter((x) => x.until > now);

// The view without the announcements gone by `now` (the same view when
// none has gone).
export function expireNews(v, now) {
    const left = newsAt(v, now);
    return left.length === v.news.length ? v : { ...v, news: left };
}

// When the next announcement goes (null: none is up).
export function nextExpiry(v) {
    return v.news.length ? Math.min(...v.news.map((x) => x.until)) : null;
}

// ------------------------------------------------------------- hints

// The room's settings as the lobby's form shows them (a room's `hints`
// off unless it says true).
export function roomSettings(v) {
    const r = v.room || {};
    return {
        players: r.players, options: r.options || [], timer: r.timer || 0,
        public: !!r.public, bots: r.bots || "heuristic", hints: r.hints === true,
    };
}

// The host's `settings` message for settings `s` (the form's).
export const settingsMsg = (s) => ({
    type: "settings", players: s.players, options: s.options, timer: s.timer,
    public: s.public, bots: s.bots, hints: s.hints === true,
});

// Whether a hint may be asked for now: the room has `hints`, its game is
// on, and we are a seated player with a decision to make.
export const hintOffered = (v) => !!(v.room && v.room.hints === true) && seated(v) && gameOn(v) && mine(v);

// The hint of the decision on show (asked, answered or refused), or null.
export function hintNow(v) {
    const h = v.hint;
    const st = v.state;
    return h && st && h.game === st.game && h.turn === st.turn ? h : null;
}

// Whether the Hint button asks: once a turn, not after our move was sent.
export const canAskHint = (v) => hintOffered(v) && !v.pending && !hintNow(v);

// The Hint button tapped: {view, msg}, or null when it asks nothing now
// (one pending or answered for this turn, none offered).
export function askHint(v) {
    if (!canAskHint(v)) return null;
    const { game, turn } = v.state;
    return { view: { ...v, hint: { game, turn, pending: true } }, msg: { type: "hint", turn } };
}

// The server's `hint`: shown when it answers the one asked for the turn on
// show; an answer for another turn is ignored.
export function hint(v, msg) {
    const h = hintNow(v);
    if (!inRoom(v) || !h || !h.pending || !msg || msg.turn !== h.turn || typeof msg.text !== "string") return v;
    return {
        ...v,
        hint: { game: h.game, turn: h.turn, move: typeof msg.move === "string" ? msg.move : "", text: msg.text },
    };
}

// The line above the buttons: {key: "thinking"} while asked, {text} once
// answered, null otherwise.
export function hintLine(v) {
    const h = hintOffered(v) ? hintNow(v) : null;
    if (!h || h.refused) return null;
    return h.pending ? { key: "thinking" } : { text: h.text };
}

// Whether entry `e` of entries() is the hinted move, or a group that
// holds it (opened, it shows the move itself).
export function hinted(v, e) {
    const h = hintOffered(v) ? hintNow(v) : null;
    const want = v.expect || (h && h.move);
    if (!want) return false;
    return e.move ? e.move.move === want : (e.moves || []).some((m) => m.move === want);
}

// The tutorial's say on the moves (tutorial.js): `expect` the move its
// lesson asks for (ringed as a hint is), or null; `locked` true while the
// moves wait (a lesson to read first: taps count for nothing).
export function coached(v, expect, locked) {
    const e = typeof expect === "string" && expect ? expect : null;
    return v.expect === e && v.locked === !!locked ? v : { ...v, expect: e, locked: !!locked };
}

// Another language: a hint answered is in the old one, and goes (it may be
// asked again); one asked still comes.
export function relabeled(v) {
    return v.hint && typeof v.hint.text === "string" ? { ...v, hint: null } : v;
}

// ------------------------------------------------- who the table awaits

// The seats the table is waiting for: `answering` (several at once in an
// answer window), else the seat to move; none once the game is over.
// `thinking`: those of them a bot decides for (a bot, or an away
// player's stand-in).
export function waitingOn(v) {
    const st = v.state;
    if (!st || isOver(st)) return { seats: [], thinking: [] };
    const seats = Array.isArray(st.answering) ? [...st.answering]
        : typeof st.to_move === "number" && st.to_move >= 0 ? [st.to_move] : [];
    const thinking = seats.filter((n) => {
        const s = seatOf(v, n);
        return !!s && (!!s.bot || s.away === true);
    });
    return { seats, thinking };
}

// ------------------------------------------------- targets by a seat tap

// What tapping each seat does now: {seat: {move}} (the move of that
// target), or {seat: {group}} (opens the target's group: a declared Coup
// names a card next); {} when a tap on a seat means nothing. Only when
// every targeted button on show is of one kind (Steal…, Coup…) with one
// button per target: then the seat is as clear as the button.
export function seatTargets(v) {
    if (!mine(v) || v.pending || v.locked) return {};
    const list = entries(v);
    const out = {};
    const kinds = new Set();
    for (const e of list) {
        if (e.move && typeof e.move.target === "number") {
            if (e.move.target in out) return {};
            kinds.add(e.move.kind);
            out[e.move.target] = { move: e.move.move };
        } else if (e.moves && e.moves.every((m) => typeof m.target === "number" && m.target === e.moves[0].target)) {
            const t = e.moves[0].target;
            if (t in out || String(t) !== e.key) return {};
            kinds.add(e.moves[0].kind);
            out[t] = { group: e.key };
        }
    }
    return kinds.size === 1 ? out : {};
}

// A tap on seat `seat`: {view, msg} (a move to send), {view} (a group
// opened), or null (it means nothing now, or came too soon after the
// buttons changed: the same guard as the buttons').
export function tapSeat(v, seat, now) {
    const t = seatTargets(v)[seat];
    if (!t || !armed(v, now)) return null;
    if (t.move) return send(v, t.move, now);
    return { view: openGroup(v, t.group, now) };
}

// ---------------------------------------------------- the end of a game

// Each seat's hand at the end, every card shown: the cards lost during the
// game face up (`up`), those still held turned over now (`revealed`).
export function revealedHand(st, n) {
    const hand = ((st && st.hands) || [])[n] || [];
    const seat = ((st && st.seats) || []).find((s) => s.seat === n);
    const up = [...((seat && seat.up) || [])];
    return hand.map((card) => {
        const i = up.indexOf(card);
        if (i >= 0) { up.splice(i, 1); return { card, up: true }; }
        return { card, up: false, revealed: true };
    });
}

// The end of the game, seat by seat (null while it goes on): who won, the
// hand, and what each did (state.stats).
export function endSummary(v) {
    const st = v.state;
    if (!isOver(st)) return null;
    return (st.seats || []).map((s) => {
        const x = ((st.stats || [])[s.seat]) || null;
        return {
            seat: s.seat,
            name: s.name || seatName(v, s.seat),
            winner: st.winner === s.seat,
            you: s.seat === v.you,
            cards: revealedHand(st, s.seat),
            stats: x && {
                claims: x.claims | 0, bluffs: x.bluffs | 0, caught: x.bluffs_caught | 0,
                won: x.challenges_won | 0, lost: (x.challenges | 0) - (x.challenges_won | 0),
                blocks: x.blocks | 0, coins: x.coins | 0, cards: x.cards_taken | 0,
            },
        };
    }).sort((a, b) => (b.winner - a.winner) || (a.seat - b.seat));
}

// What follows a game: "again" (the host's button), {key, vars} of the
// line for the others, or null (no game over, or no host to start one).
export function afterGame(v) {
    if (!over(v) || !v.room || v.room.status !== "over") return null;
    if (isHost(v)) return "again";
    const host = hostSeat(v);
    if (host < 0) return null;
    return { key: "waiting_again", vars: { A: seatName(v, host) } };
}

// The winner's banner put away (a tap, or its time).
export const closeBanner = (v) => (v.banner ? { ...v, banner: false } : v);

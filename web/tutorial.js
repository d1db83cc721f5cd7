// tutorial.js - "Learn to play" at /learn: a guided first game against
// two bots, on the real table (room.js). The server gives the whole game
// at once (GET /tutorial/LANG.json?name=NAME: the `room`, the `start`
// state, the `steps` and the `lessons`); this module plays the server:
// it delivers the room's messages to room.js (net.deliver), takes the
// player's moves before they reach the socket (net.divert), accepts only
// the one the lesson asks for (the driver's check, not a rule: the client
// knows none), and plays the bots' steps that follow at a bot's pace,
// stopping at each lesson. Where it stands is tutorial-state.js's (pure);
// this module keeps it (localStorage "coup.tutorial": {played, lesson},
// gone at the end), draws the coach's panel in the dock and keeps time.
//
// The bots' pace: 900 ms a move; `/learn?pace=MS` (0 to 5000), or
// localStorage "coup.tutorial.pace" = MS, sets another (tests use 0).

import { fill, h } from "./dom.js";
import { lang, t } from "./i18n.js";
import * as net from "./net.js";
import * as room from "./room.js";
import * as T from "./tutorial-state.js";
import { navigate, savedName, toast } from "./app.js";
import { account } from "./account.js";
import { playName } from "./prefs.js";
import * as home from "./home.js";

export const name = "tutorial";

const KEY = "coup.tutorial";
const PACE_KEY = "coup.tutorial.pace";

// The position kept, or null.
export function kept() {
    try { return JSON.parse(localStorage.getItem(KEY)); } catch { return null; }
}
// Whether a tutorial is under way (the home page offers to continue it).
export const underWay = () => T.underWay(kept());

let root = null;
let tut = null;       // the tutorial fetched
let pos = T.start();  // where it stands
let timer = 0;        // the next bot's step
let wrong = false;    // the last move tapped was not the one asked
let coachEl = null;   // the coach's panel (room.js puts it in the dock)
let markEl = null;    // "Step n of m" (in the room's head)
let drawn = "";       // what the panel shows (drawn again when it changes)
let loads = 0;        // fetches asked: only the last one's answer counts
let pace = 900;

// The tutorial in the page's language, under the name "Play now" would
// use (the account's, the one kept, else the table's "You").
async function fetchTutorial() {
    const me = account();
    const who = playName(me ? me.name : "", savedName(), t("default_name"));
    const base = `/tutorial/${lang()}.json`;
    let r = await fetch(`${base}?name=${encodeURIComponent(who)}`);
    if (r.status === 400) r = await fetch(base); // a name the server refuses
    if (!r.ok) throw new Error(`${base}: ${r.status}`);
    return r.json();
}

// Fetches the tutorial and shows it at `saved` (a kept position), or at
// the position it stood at (another language: the same step).
async function load(saved) {
    const mine = ++loads;
    clearTimeout(timer);
    let j;
    try {
        j = await fetchTutorial();
    } catch (e) {
        if (mine === loads && root) toast(String(e.message || e));
        return;
    }
    if (mine !== loads || !root) return;
    tut = j;
    pos = T.restore(tut, saved || pos);
    show();
}

// The table anew at `pos`, as the server shows it on resuming: who we
// are, the room, the events so far, the state.
function show() {
    drawn = "";
    room.mountTutorial(root, { coach: coachEl, mark: markEl, leave });
    const snap = T.snapshot(tut, pos.played);
    net.deliver({ type: "joined", code: "", seat: T.YOU });
    net.deliver(tut.room);
    net.deliver(snap.log);
    net.deliver(snap.state);
    go();
}

function play(i) {
    for (const m of T.messagesOf(tut, i)) net.deliver(m);
}

// What comes next at `pos`: a lesson to read, the player's move to wait
// for, a bot's step in a moment, or the end.
function go() {
    clearTimeout(timer);
    if (!tut || !root) return;
    const a = T.action(tut, pos);
    room.coach(T.expected(tut, pos), a !== "move");
    drawCoach(a);
    inSight(a);
    if (a === "end") localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(pos));
    if (a === "step") {
        timer = setTimeout(() => {
            play(pos.played);
            pos = T.advance(tut, pos);
            go();
        }, T.delayOf(tut, pos.played, pace));
    }
}

// The messages room.js sends: a move is the driver's to judge; the
// connection's own (hello, lang) go on to the server; nothing else of a
// room (chat, hint) goes anywhere.
function sink(msg) {
    if (msg.type === "hello" || msg.type === "lang") return false;
    if (msg.type !== "move" || !tut) return true;
    // After room.js has taken note of the move sent (it marks it pending
    // once send() returns), as a server's answer would come.
    queueMicrotask(() => {
        if (!tut || !root) return;
        const next = T.choose(tut, pos, msg.move);
        if (!next) {
            wrong = true;
            net.deliver({ type: "error", ref: "move", code: "tut_wrong", error: t("tut_wrong") });
            drawCoach(T.action(tut, pos));
            return;
        }
        wrong = false;
        play(pos.played);
        pos = next;
        go();
    });
    return true;
}

function onNext() {
    const to = T.next(tut, pos);
    if (!to) return;
    wrong = false;
    pos = to;
    go();
    focusCoach();
}

// To the next lesson at once: every step up to it played, ours too.
function onSkip() {
    const to = T.skip(tut, pos);
    if (!to) return;
    clearTimeout(timer);
    wrong = false;
    for (const i of T.between(pos, to)) play(i);
    pos = to;
    go();
    focusCoach();
}

function restart() {
    localStorage.removeItem(KEY);
    pos = T.start();
    wrong = false;
    show();
    focusCoach();
}

function leave() {
    navigate("/");
}

// The end's "Play now": a game against bots, as the home page starts it.
function playNow() {
    clearTimeout(timer);
    net.divert(null);
    room.unmount();
    home.playNow();
}

// What the lesson asks for brought into sight when the page is longer
// than the screen (a desktop's Exchange: four big cards above the
// buttons); a phone's dock keeps it in sight already.
function inSight(a) {
    const sel = a === "move" ? "#moves" : a === "read" ? "#tut-next" : a === "end" ? "#tut-play" : "";
    if (!sel) return;
    requestAnimationFrame(() => {
        const el = document.querySelector(sel);
        if (!el) return;
        const r = el.getBoundingClientRect();
        if (r.top < 0 || r.bottom > innerHeight) el.scrollIntoView({ block: "nearest" });
    });
}

// Keeps the keyboard where the lesson is answered after it changed: on
// Next or Play now, else on the moves (not on one of them: a second Enter
// must not make a move unseen, as in room.js).
function focusCoach() {
    if (coachEl && coachEl.contains(document.activeElement)) return;
    const b = document.getElementById("tut-next") || document.getElementById("tut-play") ||
        document.getElementById("moves");
    if (b) b.focus({ preventScroll: true });
}

// The coach: where we are (Step n of m), the lesson, what to do with it.
function drawCoach(a) {
    const k = T.shown(tut, pos);
    const lesson = tut.lessons[k] || { text: "", name: "" };
    const key = `${k}|${a}|${wrong}|${lesson.text}`;
    if (key === drawn) return;
    drawn = key;
    const p = T.progress(tut, pos);
    const skip = a !== "end" && T.skip(tut, pos) !== null;
    coachEl.dataset.lesson = lesson.name;
    coachEl.dataset.kind = a;
    markEl.textContent = t("tut_progress", p);
    const again = h("button.ghost.small.coach-restart", { type: "button", id: "tut-restart", onclick: restart }, t("tut_restart"));
    fill(coachEl,
        h("p.coach-text", { id: "coach-text", "aria-live": "polite" }, lesson.text),
        wrong ? h("p.coach-wrong", { id: "tut-wrong", role: "alert" }, t("tut_wrong")) : null,
        a === "end"
            ? h("div.row.coach-row", {},
                h("button.primary.big", { type: "button", id: "tut-play", onclick: playNow }, t("play_now")),
                h("button", { type: "button", id: "tut-done", onclick: leave }, t("tut_leave")), again)
            : h("div.row.coach-row", {},
                a === "read" ? h("button.primary", { type: "button", id: "tut-next", onclick: onNext }, t("tut_next")) : null,
                skip ? h("button.ghost.small", { type: "button", id: "tut-skip", onclick: onSkip }, t("tut_skip")) : null,
                again));
}

// ---------------------------------------------------------------- view

export function mount(el) {
    root = el;
    tut = null;
    wrong = false;
    drawn = "";
    coachEl = h("section.coach", { id: "coach", "aria-label": t("tutorial") });
    markEl = h("span.badge.tut-progress", { id: "coach-progress" });
    pace = T.paceOf(location.search, localStorage.getItem(PACE_KEY));
    net.divert(sink);
    load(kept() || T.start());
}

export function unmount() {
    loads++;
    clearTimeout(timer);
    net.divert(null);
    room.unmount();
    root = null;
    tut = null;
}

// Another language: the tutorial in it, at the same step.
export function relabel() {
    if (!root) return;
    coachEl.setAttribute("aria-label", t("tutorial"));
    load(null);
}

// The driver's refusal of a move: room.js forgets the move sent, the
// coach says why (no toast).
export function error(msg) {
    if (msg.code === "tut_wrong") {
        room.error(msg);
        return true;
    }
    return false;
}

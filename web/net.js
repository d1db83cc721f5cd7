// net.js - the one WebSocket to the server (subprotocol coup.v1), opened
// again with a growing delay whenever it closes. Messages are JSON objects
// with a "type"; handlers are registered per type.

const handlers = new Map(); // type -> [fn]
let ws = null;
let queue = [];        // messages written while the socket was not open
let delay = 500;       // the next reconnection's wait, doubled up to 8 s
let onOpen = () => {};
let onStatus = () => {};

export function on(type, fn) {
    if (!handlers.has(type)) handlers.set(type, []);
    handlers.get(type).push(fn);
}

export const isOpen = () => ws !== null && ws.readyState === WebSocket.OPEN;

// The tutorial (/learn) plays the server itself: while a sink is set,
// each message sent goes to it first, and to the socket only when the
// sink does not take it (returns false); deliver() hands a message of its
// own to the handlers as if the server had sent it.
let sink = null;
export function divert(fn) { sink = fn; }
export function deliver(msg) { dispatch(msg); }

function dispatch(msg) {
    for (const fn of handlers.get(msg.type) || []) fn(msg);
    for (const fn of handlers.get("*") || []) fn(msg);
}

// Sends a message now, or as soon as the socket opens.
export function send(msg) {
    if (sink && sink(msg)) return;
    const text = JSON.stringify(msg);
    if (ws && ws.readyState === WebSocket.OPEN) ws.send(text);
    else queue.push(text);
}

// opened(): called on every (re)connection after the hello, to resume or
// watch; status(connected): for the "reconnecting" line.
export function connect(opened, status) {
    onOpen = opened;
    onStatus = status;
    open();
}

// The room of the page (/r/CODE), or "": the socket names it in its URL
// (/ws?room=CODE), so that a proxy in front of several servers can send
// it to the one that holds the room (docs/deploy.md).
function pageRoom() {
    const m = /^\/r\/([A-Za-z]{4})\/?$/.exec(location.pathname);
    return m ? m[1].toUpperCase() : "";
}

let room = "";         // the room the open socket was opened for

// After the page moved to another room: a new socket, opened for it (the
// view enters the room again on opening, as after any reconnection).
export function follow() {
    if (!ws || pageRoom() === room) return;
    const old = ws;
    ws = null;
    old.close();
    open();
}

// After signing in or out: a new socket, whose upgrade carries the new
// session cookie (the server ties a connection to its account then).
// A socket already closed is opened again by its own timer.
export function reopen() {
    if (!ws || ws.readyState > WebSocket.OPEN) return;
    const old = ws;
    ws = null;
    old.close();
    open();
}

function open() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    room = pageRoom();
    const query = room ? `?room=${room}` : "";
    const sock = new WebSocket(`${scheme}//${location.host}/ws${query}`, "coup.v1");
    ws = sock;
    // A socket replaced by follow() is no longer heard.
    sock.addEventListener("open", () => {
        if (ws !== sock) return;
        onStatus(true);
        const pending = queue;
        queue = [];
        onOpen();
        for (const text of pending) sock.send(text);
    });
    sock.addEventListener("message", (e) => {
        if (ws !== sock) return;
        let msg;
        try { msg = JSON.parse(e.data); } catch { return; }
        // Back to a short wait only once the server answers with more than
        // a refusal: one that turns us away at once (server_full,
        // too_many_connections) is asked again later and later.
        if (msg.type !== "error") delay = 500;
        dispatch(msg);
    });
    sock.addEventListener("close", () => {
        if (ws !== sock) return;
        onStatus(false);
        setTimeout(open, delay);
        delay = Math.min(delay * 2, 8000);
    });
}

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

// Sends a message now, or as soon as the socket opens.
export function send(msg) {
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

function open() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    ws = new WebSocket(`${scheme}//${location.host}/ws`, "coup.v1");
    ws.addEventListener("open", () => {
        onStatus(true);
        const pending = queue;
        queue = [];
        onOpen();
        for (const text of pending) ws.send(text);
    });
    ws.addEventListener("message", (e) => {
        let msg;
        try { msg = JSON.parse(e.data); } catch { return; }
        // Back to a short wait only once the server answers with more than
        // a refusal: one that turns us away at once (server_full,
        // too_many_connections) is asked again later and later.
        if (msg.type !== "error") delay = 500;
        for (const fn of handlers.get(msg.type) || []) fn(msg);
        for (const fn of handlers.get("*") || []) fn(msg);
    });
    ws.addEventListener("close", () => {
        onStatus(false);
        setTimeout(open, delay);
        delay = Math.min(delay * 2, 8000);
    });
}

// room.js - a room at /r/CODE: taking a seat (or watching), the lobby
// (seats, bots, settings, the invitation), then the table. Everything it
// shows comes from the server's `room`, `state`, `event`, `log` and
// `chat` messages (docs/web-protocol.md): the client knows no rule, and
// offers a button for each move of `legal`, nothing else.

import { $, fill, h } from "./dom.js";
import { ability, cardName, levelName, optionName, t } from "./i18n.js";
import * as net from "./net.js";
import {
    forgetToken, navigate, saveName, savedName, saveToken, setRulesInquisitor,
    toast, tokenFor, validName,
} from "./app.js";
import { beep } from "./sound.js";
import { settingsForm } from "./settings.js";

export const name = "room";

// ------------------------------------------------------------ the state

const cur = {
    code: null,     // the room's code
    you: null,      // our seat, -1 watching, null not in the room yet
    room: null,     // the last `room` message
    state: null,    // the last `state` message
    events: [],     // the game's events, as `log` and `event` gave them
    chats: [],
    gone: false,    // no such room
};
let intent = null;  // {kind: "join"|"watch"|"resume", name}: what to do on arrival
let root = null;    // mounted here, or null
let menu = [];      // the move groups opened (see moveTree)
let menuTurn = -1;
let seen = { coins: {}, up: {} }; // the last numbers drawn, to animate changes
let tick = 0;       // the timer's text updater

// What the room page does on arrival, said by the page that led to it.
export function intend(kind, who) {
    intent = { kind, name: who };
}

function reset(code) {
    Object.assign(cur, {
        code, you: null, room: null, state: null, events: [], chats: [], gone: false,
    });
    seen = { coins: {}, up: {} };
    menu = [];
}

const inRoom = () => cur.you !== null;
const seatOf = (n) => (cur.room && cur.room.seats || []).find((s) => s.seat === n && s.name) || null;
function hostSeat() {
    const r = cur.room;
    if (!r) return -1;
    if (typeof r.host === "number") return r.host;
    const s = (r.seats || []).find((x) => x.name === r.host);
    return s ? s.seat : -1;
}
const isHost = () => cur.you !== null && cur.you >= 0 && hostSeat() === cur.you;
function seatName(n) {
    const s = seatOf(n);
    if (s && s.name) return s.name;
    const st = cur.state && cur.state.seats && cur.state.seats.find((x) => x.seat === n);
    return st ? st.name : String(n);
}

// ---------------------------------------------- arriving and returning

// Takes our seat back, joins, watches, or asks which (on mount and after
// every reconnection).
function enter() {
    if (!cur.code) return;
    const token = tokenFor(cur.code);
    const i = intent;
    intent = null;
    if (token) {
        net.send({ type: "resume", code: cur.code, token });
    } else if (i && i.kind === "join" && i.name) {
        net.send({ type: "join", code: cur.code, name: i.name });
    } else if (i && i.kind === "watch") {
        net.send({ type: "watch", code: cur.code });
    } else if (cur.you === -1) {
        net.send({ type: "watch", code: cur.code });
    } else {
        render();
    }
}

export function connected() {
    if (!root) return;
    const wasWatching = cur.you === -1;
    cur.you = null;
    if (wasWatching && !intent) intent = { kind: "watch" };
    enter();
}

net.on("joined", (msg) => {
    if (msg.token) saveToken(msg.code, msg.token);
    if (msg.code !== cur.code) reset(msg.code);
    cur.you = msg.seat;
    cur.gone = false;
    if (root) render();
});

net.on("room", (msg) => {
    if (msg.code !== cur.code) return;
    cur.room = msg;
    setRulesInquisitor((msg.options || []).includes("inquisitor"));
    if (root) render();
});

net.on("state", (msg) => {
    if (!inRoom()) return;
    const before = cur.state;
    if (before && before.game !== msg.game) {
        // The new game's first state follows its opening events (the
        // deal): keep those.
        cur.events = cur.events.filter((e) => e.game === msg.game);
        seen = { coins: {}, up: {} };
        if (root) drawLog();
    }
    cur.state = msg;
    // A beep when a decision becomes ours (not again for the same one).
    const mine = (x) => !!(x && x.legal && x.legal.length > 0);
    if (mine(msg) && !(mine(before) && before.turn === msg.turn)) beep();
    if (root) render();
});

net.on("event", (msg) => {
    if (!inRoom()) return;
    // The first event of a new game (play again) starts a new log.
    const last = cur.events[cur.events.length - 1];
    if (last && last.game !== msg.game) {
        cur.events = [];
        if (root) drawLog();
    }
    cur.events.push(msg);
    if (root) appendEvent(msg);
});

net.on("log", (msg) => {
    if (!inRoom()) return;
    cur.events = msg.events || [];
    if (root) drawLog();
});

net.on("chat", (msg) => {
    if (!inRoom()) return;
    cur.chats.push(msg);
    if (root) appendChat(msg);
});

export function error(msg) {
    if (msg.ref === "resume" && msg.code === "bad_token") {
        forgetToken(cur.code);
        cur.you = null;
        if (root) render();
        return true;
    }
    if (msg.code === "no_room") {
        cur.gone = true;
        if (root) render();
        return true;
    }
    if (msg.ref === "move" && cur.state) {
        // A refused move (stale, illegal): offer the moves again.
        menu = [];
        if (root) render();
    }
    return false;
}

// ------------------------------------------------------------ rendering

let els = null; // {head, main, side, log, chat, chatList}

function skeleton() {
    const log = h("ol.log-list", { id: "log", "aria-live": "polite", "aria-relevant": "additions" });
    const chatList = h("ol.chat-list", { id: "chat-list", "aria-live": "polite" });
    const input = h("input", {
        id: "chat-input", type: "text", maxLength: 200, autocomplete: "off",
        placeholder: t("chat_hint"), "aria-label": t("chat"),
    });
    const chatForm = h("form.chat-form", {
        onsubmit: (e) => {
            e.preventDefault();
            const text = input.value.trim();
            if (!text) return;
            net.send({ type: "chat", text });
            input.value = "";
        },
    }, input, h("button", { type: "submit", id: "chat-send" }, t("send")));
    els = {
        head: h("div.room-head", { id: "room-head" }),
        main: h("div.room-main", { id: "room-main" }),
        side: h("aside.room-side", {},
            h("section.panel.log", {}, h("h2", { id: "log-title" }, t("log")), log),
            h("section.panel.chat", {}, h("h2", { id: "chat-title" }, t("chat")), chatList, chatForm)),
        log, chatList, input,
    };
    fill(root, els.head, h("div.room-grid", {}, els.main, els.side));
    drawLog();
    fill(chatList, cur.chats.map(chatItem));
}

function render() {
    if (!root) return;
    // Keep the focus and the chat being typed across redraws.
    const active = document.activeElement;
    const focused = active && active.id;
    const inMoves = !!(active && active.closest && active.closest("#moves, #actions"));
    clearInterval(tick);
    if (!els) skeleton();
    drawHead();
    const status = cur.room ? cur.room.status : null;
    root.dataset.status = cur.gone ? "gone" : !inRoom() ? "door" : status || "wait";
    if (cur.gone) fill(els.main, h("section.panel.door", {},
        h("p.big", {}, t("no_room", { s: cur.code })),
        h("a.button", { href: "/", "data-link": true }, t("lobby"))));
    else if (!inRoom()) fill(els.main, door());
    else if (!cur.room) fill(els.main);
    else if (status === "lobby") fill(els.main, lobby());
    else if (cur.state) fill(els.main, table());
    else fill(els.main);
    if (focused) {
        const el = document.getElementById(focused);
        if (el && el !== document.activeElement) el.focus({ preventScroll: true });
    } else if (inMoves) {
        // A keyboard player keeps their place: on the moves (not on one of
        // them, so that a second Enter does not make a move unseen).
        const moves = document.getElementById("moves") || document.getElementById("actions");
        if (moves) moves.focus({ preventScroll: true });
    }
}

function drawHead() {
    const r = cur.room;
    const marks = [];
    if (r && r.spectators) marks.push(h("span.badge", {}, t("spectators", { n: r.spectators })));
    if (cur.you === -1) marks.push(h("span.badge.watching", {}, t("spectating")));
    fill(els.head,
        h("div.room-title", {},
            h("span.room-label", {}, t("room_code")),
            h("span.room-code.big", { id: "room-code" }, cur.code || "")),
        h("div.room-marks", {}, marks),
        inRoom() ? h("button.ghost", { type: "button", id: "leave", onclick: leave }, t("leave")) : null);
}

function leave() {
    net.send({ type: "leave" });
    forgetToken(cur.code);
    reset(null);
    navigate("/");
}

// ---------------------------------------------------------- the door

// Not in the room yet: join with a name, or watch.
function door() {
    const input = h("input", {
        id: "door-name", type: "text", maxLength: 20, value: savedName(), autocomplete: "nickname",
    });
    const join = () => {
        const n = input.value.trim();
        if (!validName(n)) { toast(t("name_needed")); input.focus(); return; }
        saveName(n);
        net.send({ type: "join", code: cur.code, name: n });
    };
    input.addEventListener("keydown", (e) => { if (e.key === "Enter") join(); });
    return h("section.panel.door", {},
        h("h2", {}, t("join_room")),
        h("div.field", {}, h("label", { for: "door-name" }, t("your_name")), input),
        h("div.row", {},
            h("button.primary", { type: "button", id: "door-join", onclick: join }, t("join")),
            h("button", {
                type: "button", id: "door-watch",
                onclick: () => net.send({ type: "watch", code: cur.code }),
            }, t("watch"))));
}

// --------------------------------------------------------- the lobby

function roomUrl() {
    return `${location.origin}/r/${cur.code}`;
}

async function copyLink() {
    try {
        await navigator.clipboard.writeText(roomUrl());
    } catch {
        const f = document.getElementById("share-url");
        f.select();
        document.execCommand("copy");
    }
    toast(t("copied"));
}

function marks(seat, st) {
    const out = [];
    if (seat === cur.you) out.push(h("span.badge.you", {}, t("you")));
    if (seat === hostSeat()) out.push(h("span.badge.host", {}, t("host")));
    if (st && st.bot) out.push(h("span.badge.bot", { title: levelName(st.bot) }, `${t("bot")} · ${levelName(st.bot)}`));
    if (st && !st.bot && st.away) out.push(h("span.badge.away", {}, t("away")));
    else if (st && !st.bot && st.connected === false) out.push(h("span.badge.offline", {}, t("offline")));
    return out;
}

// What a guest sees of the settings: one line each, nothing to change.
function settingsSummary(s) {
    const row = (k, v) => h("div.summary-row", {}, h("dt", {}, k), h("dd", {}, v));
    return h("dl.summary", { id: "settings-summary" },
        row(t("players"), String(s.players)),
        s.options.length ? row(t("options"), s.options.map(optionName).join(", ")) : null,
        row(t("timer"), s.timer ? t("seconds", { n: s.timer }) : t("timer_none")),
        row(t("bot_level"), levelName(s.bots)));
}

function lobby() {
    const r = cur.room;
    const host = isHost();
    const seats = [];
    for (let i = 0; i < r.players; i++) {
        const st = seatOf(i);
        seats.push(h(`li.lobby-seat${st ? "" : ".empty"}${i === cur.you ? ".me" : ""}`, { "data-seat": i },
            h("span.seat-no", {}, String(i + 1)),
            h("span.seat-who", {},
                st ? h("span.seat-name", {}, st.name) : h("span.seat-name.muted", {}, t("empty_seat")),
                h("span.seat-marks", {}, marks(i, st))),
            host && st && i !== cur.you
                ? h("button.small.ghost", {
                    type: "button", "data-remove": i,
                    onclick: () => net.send({ type: "remove", seat: i }),
                }, t("remove")) : null));
    }
    const free = r.players - (r.seats || []).filter((s) => s.name).length;
    const settings = {
        players: r.players, options: r.options || [], timer: r.timer || 0,
        public: !!r.public, bots: r.bots || "heuristic",
    };
    const url = roomUrl();
    return h("div.lobby", {},
        h("section.panel.seats-panel", {},
            h("h2", {}, t("players"), " ", h("span.muted", {}, t("seats_free", { n: free }))),
            h("ol.lobby-seats", { id: "lobby-seats" }, seats),
            host ? h("div.row", {},
                h("button", {
                    type: "button", id: "add-bot", disabled: free <= 0,
                    onclick: () => net.send({ type: "add_bot" }),
                }, t("add_bot")),
                h("button.primary.big", {
                    type: "button", id: "start", onclick: () => net.send({ type: "start" }),
                }, t("start_game")))
                : h("p.waiting", {}, t("waiting_host", { A: seatName(hostSeat()) }))),
        h("section.panel.settings-panel", {},
            h("h2", {}, t("options")),
            host ? settingsForm(settings, (s) => net.send({ type: "settings", ...s }), "room")
                : settingsSummary(settings)),
        h("section.panel.share", {},
            h("h2", {}, t("share")),
            h("div.row.share-row", {},
                h("input", { id: "share-url", type: "text", readOnly: true, value: url, "aria-label": t("share") }),
                h("button", { type: "button", id: "copy-link", onclick: copyLink }, t("copy_link"))),
            h("figure.qr", {},
                h("img", { src: `/qr.svg?text=${encodeURIComponent(url)}`, alt: t("scan"), width: 180, height: 180 }),
                h("figcaption", {}, t("scan")))));
}

// --------------------------------------------------------- the table

function cardTile(c, extra = "", withAbility = false) {
    return h(`div.card.c-${c}${extra}`, { "data-card": c },
        h("span.card-gem", { "aria-hidden": "true" }),
        h("span.card-name", {}, cardName(c)),
        withAbility ? h("span.card-ability", {}, ability(c)) : null);
}

function coins(n, seat) {
    const changed = seat in seen.coins && seen.coins[seat] !== n;
    const up = changed && n > seen.coins[seat];
    seen.coins[seat] = n;
    return h(`span.coins${changed ? (up ? ".gain" : ".loss") : ""}`, { title: t("coins", { n }), "aria-label": t("coins", { n }) },
        h("span.coin", { "aria-hidden": "true" }), h("span.coin-n", {}, String(n)));
}

function seatPanel(s, st) {
    const turn = st.to_move === s.seat;
    const rs = seatOf(s.seat);
    const was = seen.up[s.seat] || 0;
    const up = s.up || [];
    seen.up[s.seat] = up.length;
    // Our own face-down cards show as what they are (marked as hidden from
    // the others: .own); every other seat's are backs.
    const hidden = s.hidden || 0;
    const own = s.seat === cur.you ? (st.mine || []).slice(0, hidden) : [];
    const cls = `${turn ? ".turn" : ""}${s.alive === false ? ".dead" : ""}${s.seat === cur.you ? ".me" : ""}${st.winner === s.seat ? ".winner" : ""}`;
    return h(`div.seat${cls}`, { "data-seat": s.seat, "aria-current": turn ? "true" : null },
        h("div.seat-head", {},
            h("span.seat-name", {}, s.name || seatName(s.seat)),
            h("span.seat-marks", {}, marks(s.seat, rs))),
        h("div.seat-body", {},
            coins(s.coins, s.seat),
            h("div.seat-cards", { title: own.length ? t("your_cards") : null },
                up.map((c, i) => cardTile(c, `.small.up${i >= was ? ".flip" : ""}`)),
                own.map((c) => cardTile(c, ".small.own")),
                Array.from({ length: hidden - own.length }, () => h("div.card.small.back", { "aria-hidden": "true" })),
                own.length ? null : h("span.sr-only", {}, `${hidden}`))),
        s.alive === false ? h("div.exiled", {}, t("exiled")) : null);
}

// The legal moves as a tree: few moves are buttons; many are grouped by
// their kind (then by target), each group labelled with what its moves'
// labels share ("Steal from…"), as the terminal's menu asks the action
// first and the target after.
const FLAT_MAX = 7;

function sharedLabel(moves, fallback) {
    const labels = moves.map((m) => m.label || m.move);
    let p = labels[0];
    for (const l of labels) while (!l.startsWith(p)) p = p.slice(0, -1);
    // Stop before a target's name ("Steal from Bot 3", "Steal from Bot 4"
    // share "Steal from Bot": the group is "Steal from…").
    for (const m of moves) {
        if (typeof m.target !== "number") continue;
        const at = (m.label || "").indexOf(seatName(m.target));
        if (at >= 0 && at < p.length) p = p.slice(0, at);
    }
    const cut = p.lastIndexOf(" ");
    p = (cut > 0 && p.length < labels[0].length ? p.slice(0, cut) : p).trim();
    return p.length >= 2 ? `${p}…` : fallback;
}

function groupBy(moves, key) {
    const groups = new Map();
    for (const m of moves) {
        const k = String(m[key] ?? m.move);
        if (!groups.has(k)) groups.set(k, []);
        groups.get(k).push(m);
    }
    return [...groups.entries()].map(([k, ms]) =>
        ms.length === 1 ? { move: ms[0] } : { key: k, label: sharedLabel(ms, k), moves: ms });
}

// The entries shown for the groups opened (`menu`: their keys).
function entries(legal) {
    let moves = legal;
    const levels = ["kind", "target"];
    for (let d = 0; ; d++) {
        if (moves.length <= FLAT_MAX || d >= levels.length) return moves.map((m) => ({ move: m }));
        const groups = groupBy(moves, levels[d]);
        if (groups.length === 1 && groups[0].moves) { moves = groups[0].moves; continue; }
        if (d >= menu.length) return groups;
        const open = groups.find((g) => g.key === menu[d]);
        if (!open) { menu = menu.slice(0, d); return groups; }
        moves = open.moves;
    }
}

function movesPanel(st) {
    if (menuTurn !== st.turn) { menu = []; menuTurn = st.turn; }
    const list = entries(st.legal);
    const buttons = list.map((e, i) => {
        const n = i < 9 ? h("kbd", { "aria-hidden": "true" }, String(i + 1)) : null;
        if (e.move) {
            const m = e.move;
            return h(`button.move.k-${m.kind || "x"}${m.card ? `.c-${m.card}` : ""}`, {
                type: "button", "data-move": m.move,
                onclick: (ev) => {
                    for (const b of document.querySelectorAll("#moves button")) b.disabled = true;
                    ev.currentTarget.classList.add("sent");
                    net.send({ type: "move", move: m.move, turn: st.turn });
                },
            }, n, h("span", {}, m.label || m.move));
        }
        return h("button.move.group", {
            type: "button", "data-group": e.key, "aria-haspopup": "true",
            onclick: () => { menu = [...menu, e.key]; render(); focusMoves(); },
        }, n, h("span", {}, e.label), h("span.more", { "aria-hidden": "true" }, "›"));
    });
    if (menu.length) {
        buttons.unshift(h("button.move.back.ghost", {
            type: "button", id: "moves-back", "aria-label": t("prev"),
            onclick: () => { menu = menu.slice(0, -1); render(); focusMoves(); },
        }, "‹ ", t("prev")));
    }
    return h("div.moves", { id: "moves", role: "group", tabIndex: -1, "aria-label": t("your_turn") }, buttons);
}

function focusMoves() {
    const b = document.querySelector("#moves button:not(.back)");
    if (b) b.focus();
}

function timerBar(st) {
    if (st.deadline === null || st.deadline === undefined || st.to_move < 0) return null;
    const total = Math.max(st.timer ? st.timer * 1000 : st.deadline, st.deadline, 1);
    const ends = performance.now() + st.deadline;
    const fill_ = h("div.timer-fill", { style: { width: `${(100 * st.deadline) / total}%` } });
    const text = h("span.timer-text", {}, t("time_left", { n: Math.ceil(st.deadline / 1000) }));
    requestAnimationFrame(() => requestAnimationFrame(() => {
        fill_.style.transition = `width ${st.deadline}ms linear`;
        fill_.style.width = "0%";
    }));
    tick = setInterval(() => {
        const left = Math.max(0, Math.ceil((ends - performance.now()) / 1000));
        text.textContent = t("time_left", { n: left });
        text.parentElement && text.parentElement.classList.toggle("urgent", left <= 5);
        if (left <= 0) clearInterval(tick);
    }, 250);
    return h("div.timer", { role: "timer" }, h("div.timer-track", {}, fill_), text);
}

function table() {
    const st = cur.state;
    const r = cur.room;
    const mine = st.legal && st.legal.length > 0;
    const over = st.winner >= 0 || st.to_move === -2;
    let line;
    if (over) {
        line = st.winner === cur.you ? t("you_win") : t("wins", { A: seatName(st.winner) });
    } else if (mine) {
        line = t("your_turn");
    } else {
        line = t("waiting_for", { s: st.waiting || "" });
    }
    const seats = (st.seats || []).map((s) => seatPanel(s, st));
    const court = [h("span.court", {}, h("span.court-stack", { "aria-hidden": "true" }), t("court", { k: st.court }))];
    if (st.out) court.push(h("span.out", {}, t("out_of_game", { k: st.out })));

    const hand = cur.you >= 0 ? h("section.hand", { id: "hand", "aria-label": t("your_cards") },
        h("h2.sr-only", {}, t("your_cards")),
        h("div.hand-cards", {},
            (st.mine || []).map((c) => cardTile(c, ".big", true)),
            (st.shown || []).map((c) => cardTile(c, ".big.shown", true)))) : null;

    const actions = h("section.actions", { id: "actions", tabIndex: -1 },
        h(`p.waiting${mine ? ".mine" : ""}${over ? ".over" : ""}`, { id: "waiting" }, line),
        over ? null : timerBar(st),
        mine ? movesPanel(st) : null,
        mine && st.help ? h("details.help", {}, h("summary", {}, "?"), h("p", {}, st.help)) : null,
        over && r && r.status === "over" && isHost()
            ? h("button.primary.big", { type: "button", id: "again", onclick: () => net.send({ type: "again" }) }, t("play_again"))
            : null,
        over && st.game ? h("a.button.ghost", { href: `/games/${st.game}`, "data-link": true }, t("replay")) : null);

    return h(`div.table${mine ? ".my-turn" : ""}`, {},
        h("div.felt", {},
            h("div.seats", { id: "seats" }, seats),
            h("div.center", {}, court, h("span.turn-no", {}, t("turn", { n: st.turn })))),
        h("div.dock", {}, hand, actions));
}

// ----------------------------------------------------------- log, chat

function eventItem(ev) {
    return h("li.ev", { "data-n": ev.n, "data-seat": ev.seat },
        (ev.lines || []).map((l) => h("span.line", {}, l)));
}

function scrollDown(list) {
    list.scrollTop = list.scrollHeight;
}

function drawLog() {
    if (!els) return;
    fill(els.log, cur.events.map(eventItem));
    scrollDown(els.log);
}

function appendEvent(ev) {
    if (!els) return;
    els.log.appendChild(eventItem(ev));
    scrollDown(els.log);
}

function chatItem(c) {
    return h(`li.chat-line${c.seat === cur.you && c.seat >= 0 ? ".mine" : ""}`, {},
        h("b", {}, c.name || "?"), " ", h("span", {}, c.text));
}

function appendChat(c) {
    if (!els) return;
    els.chatList.appendChild(chatItem(c));
    scrollDown(els.chatList);
}

// --------------------------------------------------------------- keys

function onKey(e) {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const tag = e.target && e.target.tagName;
    if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT") return;
    if (/^[1-9]$/.test(e.key)) {
        const buttons = [...document.querySelectorAll("#moves button:not(.back)")];
        const b = buttons[Number(e.key) - 1];
        if (b && !b.disabled) { e.preventDefault(); b.click(); }
    } else if ((e.key === "Backspace" || e.key === "Escape") && menu.length) {
        const back = $("#moves-back");
        if (back) { e.preventDefault(); back.click(); }
    }
}

// -------------------------------------------------------------- mount

export function mount(el, code) {
    root = el;
    els = null;
    if (code !== cur.code) reset(code);
    document.addEventListener("keydown", onKey);
    render();
    if (net.isOpen() && !inRoom()) enter();
}

export function unmount() {
    clearInterval(tick);
    document.removeEventListener("keydown", onKey);
    root = null;
    els = null;
}

export function relabel() {
    if (!root) return;
    els = null;
    render();
}

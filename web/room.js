// room.js - a room at /r/CODE: taking a seat (or watching), the lobby
// (seats, bots, settings, the invitation), then the table. What the page
// knows is a view state made by room-state.js from the server's `room`,
// `state`, `event`, `log`, `chat`, `hint` and `replaced` messages
// (docs/web-protocol.md) and the player's taps; this module sends, keeps
// the view, and draws it. The client knows no rule: it offers a button for
// each move of `legal`, nothing else.
//
// The tutorial (/learn, tutorial.js) draws its game here too: mounted
// with mountTutorial(), the page is the same table, its messages the
// tutorial's own (net.deliver), with the coach's panel in the dock, the
// move its lesson asks for ringed (coach()), and nothing of a real room
// (chat, invitation, timer, hints, the winner's banner, play again).

import { $, fill, h } from "./dom.js";
import { emblem, factionBadge, reserveMark } from "./art.js";
import { ability, arrow, cardName, levelName, levelNote, listOf, optionName, t, tn } from "./i18n.js";
import * as net from "./net.js";
import * as S from "./room-state.js";
import {
    forgetToken, hasLeft, navigate, openRules, saveName, savedName, saveSettings, savedSettings, saveToken, setLeft,
    setRulesInquisitor, toast, tokenFor, validName,
} from "./app.js";
import { doorOf, replayLink, summaryUrl } from "./door.js";
import { account } from "./account.js";
import { isLoopback, settingsOf, settingsText } from "./prefs.js";
import { sectionsCited } from "./rules.js";
import { beep } from "./sound.js";
import { settingsForm } from "./settings.js";

export const name = "room";

// ------------------------------------------------------------ the state

let view = S.initial(null);
let intent = null;  // {kind: "join"|"watch", name}: what to do on arrival
let startOn = null; // the code of a room to start once we are its host in it ("Play now")
let roomKey = null; // an unlisted room's key (its link's ?key=), sent to join or watch

// join and watch carry the room's key when we have it (docs/web-protocol.md).
const keyed = (msg) => (roomKey ? { ...msg, key: roomKey } : msg);
let root = null;    // mounted here, or null
let tick = 0;       // the timer's text updater
let arming = 0;     // the timeout that shows the buttons armed
let newsTimer = 0;  // the timeout that takes the next announcement away
let bannerTimer = 0; // the timeout that puts the winner's banner away
const BANNER_MS = 4000;
let newsBox = null; // the announcements' place on the felt (kept across redraws)
let tut = null;     // the tutorial's part: {coach: its panel, mark: its progress, leave()}, or null

// What the room page does on arrival, said by the page that led to it:
// "join" (with a name) or "watch"; "start": the room just created for us
// is started as soon as its lobby is seen ("Play now").
export function intend(kind, who) {
    if (kind === "start") startOn = who;
    else intent = { kind, name: who };
}

// The room's summary for the door (docs/web-protocol.md, GET
// /api/rooms/CODE): asked for on arrival, and again after a refusal.
async function askSummary() {
    const code = view.code;
    let s = false;
    try {
        const r = await fetch(summaryUrl(code, roomKey));
        s = r.ok ? await r.json() : r.status === 404 ? null : false;
    } catch {
        s = false; // the door then asks for a name, as before
    }
    const next = S.summary(view, code, s);
    if (next !== view) update(next);
}

const now = () => performance.now();

// Makes `next` the view and draws it (when mounted).
function update(next) {
    if (next === view) return;
    view = next;
    if (root) render();
}

// ---------------------------------------------- arriving and returning

// Takes our seat back, joins, watches, or asks which (on mount and after
// every reconnection). A seat left during its game, or taken by another
// tab, is offered back, not taken.
function enter() {
    if (!view.code || view.replaced) { if (root) render(); return; }
    const token = tokenFor(view.code);
    const i = intent;
    intent = null;
    if (token && !hasLeft(view.code)) {
        net.send({ type: "resume", code: view.code, token });
    } else if (i && i.kind === "join" && i.name) {
        net.send(keyed({ type: "join", code: view.code, name: i.name }));
    } else if (i && i.kind === "watch") {
        net.send(keyed({ type: "watch", code: view.code }));
    } else {
        render();
    }
}

// Our seat back with the kept token (the door's "Take my seat back", a
// replaced tab's "Use this tab").
function takeSeat() {
    const token = tokenFor(view.code);
    if (!token) return;
    setLeft(view.code, false);
    net.send({ type: "resume", code: view.code, token });
}

export function connected() {
    if (!root) return;
    const wasWatching = S.watching(view);
    view = S.reconnected(view);
    if (wasWatching && !intent) intent = { kind: "watch" };
    enter();
}

net.on("joined", (msg) => {
    if (msg.key) roomKey = msg.key;
    if (msg.token) saveToken(msg.code, msg.token);
    if (msg.token) setLeft(msg.code, false);
    update(S.joined(view, msg));
});

net.on("room", (msg) => {
    if (msg.code !== view.code) return;
    if (msg.key) roomKey = msg.key;
    setRulesInquisitor((msg.options || []).includes("inquisitor"));
    const came = S.newcomers(view.room, msg, view.you);
    update(S.room(view, msg));
    if (came.length && root) toast(came.map((n) => t("joined_notice", { A: n })).join(" · "));
    if (startOn === msg.code && msg.status === "lobby" && S.isHost(view)) {
        startOn = null;
        start();
    }
});

// The host starts the game; the next room starts from these settings
// (its listing stays the one the room form last chose: "Play now" makes
// unlisted rooms).
function start() {
    const r = view.room;
    if (r) {
        saveSettings(settingsText({
            players: r.players, options: r.options || [], timer: r.timer || 0, bots: r.bots,
            public: settingsOf(savedSettings()).public,
        }));
    }
    net.send({ type: "start" });
}

net.on("state", (msg) => {
    const next = S.state(view, msg, now());
    if (next === view) return;
    if (S.becameMine(view, next)) beep();
    update(next);
});

net.on("event", (msg) => {
    const next = S.event(view, msg, now());
    if (next === view) return;
    const restarted = next.events.length === 1 && view.events.length > 0;
    const announced = next.news !== view.news;
    view = next;
    if (!root) return;
    if (restarted) drawLog(); else appendEvent(msg);
    if (announced) { drawNews(); markActors(); }
});

net.on("log", (msg) => {
    const next = S.log(view, msg);
    if (next === view) return;
    view = next;
    if (root) drawLog();
});

net.on("chat", (msg) => {
    const next = S.chat(view, msg);
    if (next === view) return;
    view = next;
    if (root) appendChat(msg);
});

net.on("chats", (msg) => {
    const next = S.chats(view, msg);
    if (next === view) return;
    view = next;
    if (els) {
        fill(els.chatList, view.chats.map(chatItem));
        scrollDown(els.chatList);
    }
});

net.on("replaced", (msg) => update(S.replaced(view, msg)));

// The Expert bot's move, asked with the Hint button (rooms with `hints`).
net.on("hint", (msg) => update(S.hint(view, msg)));

export function error(msg) {
    const { view: next, what } = S.refused(view, msg);
    if (what === "bad_token") forgetToken(view.code);
    if (msg.ref === "create" || msg.ref === "start") startOn = null;
    update(next);
    // A change of the settings refused: the form shows the room's again.
    if (msg.ref === "settings" && root) render();
    // A join refused (the room filled, its game began): the door anew.
    if ((msg.ref === "join" || msg.ref === "watch") && !S.inRoom(view) && what !== "gone") askSummary();
    return what === "bad_token" || what === "gone";
}

// ------------------------------------------------------------ leaving

function leave() {
    if (S.leaveNeedsConfirm(view) && !view.confirmLeave) {
        update(S.askLeave(view));
        const stay = document.getElementById("leave-stay");
        if (stay) stay.focus();
        return;
    }
    // In a game still on, the seat's token is kept: the room's page offers
    // the seat back (a bot plays it meanwhile).
    if (S.leaveNeedsConfirm(view)) setLeft(view.code, true);
    else forgetToken(view.code);
    net.send({ type: "leave" });
    view = S.initial(null);
    navigate("/");
}

function stay() {
    update(S.cancelLeave(view));
    const b = document.getElementById("leave");
    if (b) b.focus();
}

// ------------------------------------------------------------ rendering

let els = null; // {head, notice, main, side, log, chatList, chatForm, modal}

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
            if (!text || view.replaced) return;
            net.send({ type: "chat", text });
            input.value = "";
        },
    }, input, h("button", { type: "submit", id: "chat-send" }, t("send")));
    els = {
        head: h("div.room-head", { id: "room-head" }),
        notice: h("div.room-notice", { id: "room-notice" }),
        main: h("div.room-main", { id: "room-main" }),
        side: h("aside.room-side", {},
            h("section.panel.log", {}, h("h2", { id: "log-title" }, t("log")), log),
            // The tutorial's bots do not chat.
            tut ? null : h("section.panel.chat", {}, h("h2", { id: "chat-title" }, t("chat")), chatList, chatForm)),
        modal: h("div.room-modal", { id: "room-modal" }),
        log, chatList, chatForm,
    };
    fill(root, els.head, els.notice, h("div.room-grid", {}, els.main, els.side), els.modal);
    drawLog();
    fill(chatList, view.chats.map(chatItem));
}

function render() {
    if (!root) return;
    // Keep the focus and the chat being typed across redraws.
    const active = document.activeElement;
    const focused = active && active.id;
    const inMoves = !!(active && active.closest && active.closest("#moves, #actions"));
    clearInterval(tick);
    clearTimeout(arming);
    if (!els) skeleton();
    const v = view;
    drawHead(v);
    const status = v.room ? v.room.status : null;
    root.dataset.status = v.gone ? "gone" : !S.inRoom(v) && !v.replaced ? "door" : status || "wait";
    fill(els.notice, v.replaced ? replacedNotice(v) : null);
    // A replaced tab keeps its last table in sight, but nothing in it works.
    els.main.inert = v.replaced;
    els.chatForm.inert = v.replaced;
    if (v.gone) fill(els.main, h("section.panel.door", {},
        h("p.big", {}, t("no_room", { s: v.code })),
        h("a.button", { href: "/", "data-link": true }, t("lobby"))));
    else if (!S.inRoom(v) && !v.replaced) fill(els.main, door(v));
    else if (!v.room) fill(els.main);
    else if (status === "lobby") fill(els.main, lobby(v));
    else if (v.state) fill(els.main, table(v));
    else fill(els.main);
    fill(els.modal, v.confirmLeave ? leaveDialog() : v.banner && S.over(v) && !tut ? banner(v) : null);
    if (!v.banner) { clearTimeout(bannerTimer); bannerTimer = 0; }
    markActors();
    if (v.fx.fresh || [v.fx.coins, v.fx.flips, v.fx.turned].some((x) => Object.keys(x).length)) view = S.settle(view);
    if (v.confirmLeave) {
        const b = document.getElementById(focused === "leave-go" ? "leave-go" : "leave-stay");
        if (b && b !== document.activeElement) b.focus({ preventScroll: true });
    } else if (focused && document.getElementById(focused)) {
        const el = document.getElementById(focused);
        if (el !== document.activeElement) el.focus({ preventScroll: true });
    } else if (inMoves) {
        // A keyboard player keeps their place: on the moves (not on one of
        // them, so that a second Enter does not make a move unseen).
        const moves = document.getElementById("moves") || document.getElementById("actions");
        if (moves) moves.focus({ preventScroll: true });
    }
}

function drawHead(v) {
    if (tut) {
        fill(els.head,
            h("div.room-title", {}, h("span.room-code.big.tut-title", { id: "tut-title" }, t("tutorial"))),
            h("div.room-marks", {}, tut.mark),
            h("button.ghost", { type: "button", id: "tut-leave", onclick: tut.leave }, t("tut_leave")));
        return;
    }
    const r = v.room;
    const marks = [];
    if (r && r.spectators) marks.push(h("span.badge", {}, tn("spectators", r.spectators)));
    if (S.watching(v)) marks.push(h("span.badge.watching", {}, t("spectating")));
    // Hints on: everyone sees it (such games are unrated).
    if (r && r.hints === true && r.status !== "lobby") {
        marks.push(h("span.badge.hints", { id: "hints-mark", title: t("hints_about") }, t("hints")));
    }
    fill(els.head,
        h("div.room-title", {},
            h("span.room-label", {}, t("room_code")),
            h("span.room-code.big", { id: "room-code" }, v.code || "")),
        h("div.room-marks", {}, marks),
        S.inRoom(v) && !v.replaced
            ? h("button.ghost", { type: "button", id: "leave", onclick: leave }, t("leave")) : null);
}

// The question before a seat in a game is given to a bot.
function leaveDialog() {
    return h("div.modal-back", { onclick: (e) => { if (e.target === e.currentTarget) stay(); } },
        h("section.panel.confirm", {
            id: "leave-confirm", role: "alertdialog", "aria-modal": "true",
            "aria-labelledby": "leave-ask",
        },
        h("p.big", { id: "leave-ask" }, t("leave_ask")),
        h("div.row.confirm-row", {},
            h("button.primary", { type: "button", id: "leave-stay", onclick: stay }, t("stay")),
            h("button", { type: "button", id: "leave-go", onclick: leave }, t("leave")))));
}

// Another tab or device plays our seat now: this one says so, and offers
// to take it back.
function replacedNotice(v) {
    return h("section.panel.notice", { id: "replaced", role: "alert" },
        h("p", {}, t("replaced")),
        tokenFor(v.code)
            ? h("button.primary", { type: "button", id: "use-here", onclick: takeSeat }, t("use_here"))
            : null);
}

// ---------------------------------------------------------- the door

// Not in the room: what the room's summary says (door.js) at once: no such
// room, its game over (the replay), a game on (watch it, or take one's
// seat back), or its lobby (the host and the seats, then a name to join
// or watch).
function door(v) {
    const d = doorOf(v.summary, { token: tokenFor(v.code), left: hasLeft(v.code) });
    const kept = !!tokenFor(v.code) && hasLeft(v.code);
    const watch = (primary = false) => h(`button${primary ? ".primary" : ""}`, {
        type: "button", id: "door-watch",
        onclick: () => net.send(keyed({ type: "watch", code: v.code })),
    }, t("watch"));
    const home = () => h("a.button.ghost", { href: "/", "data-link": true, id: "door-home" }, t("lobby"));
    const panel = (kind, ...children) => h("section.panel.door", { "data-door": kind }, children);
    if (d.kind === "none") return panel("none", h("p.big", { id: "door-none" }, t("no_room", { s: v.code })), home());
    if (d.kind === "loading" && !kept) return panel("loading");
    if (d.kind === "over") {
        return panel("over",
            h("p.big", { id: "door-over" }, t("room_over")),
            doorSeats(d),
            h("div.row", {},
                d.replay ? h("a.button.primary", { href: d.replay, "data-link": true, id: "door-replay" }, t("replay")) : null,
                d.seatBack ? h("button", { type: "button", id: "seat-back", onclick: takeSeat }, t("seat_back")) : null,
                d.seatBack ? null : watch(), home()));
    }
    if (d.kind === "playing" || ((d.kind === "loading" || d.kind === "unknown") && kept)) {
        const back = kept;
        return panel("playing",
            h("p.big", { id: back ? "door-left" : "door-playing" }, t(back ? "left_game" : "room_playing")),
            d.kind === "playing" ? doorSeats(d) : null,
            h("div.row", {},
                back ? h("button.primary", { type: "button", id: "seat-back", onclick: takeSeat }, t("seat_back")) : null,
                watch(!back)));
    }
    // The lobby, or a summary not to be had (false): a name to join with.
    // Signed in, the account's name, as on the home page (the server
    // plays the account under it).
    const me = account();
    const input = h(`input${me ? ".locked" : ""}`, {
        id: "door-name", type: "text", maxLength: 20, value: me ? me.name : savedName(), autocomplete: "nickname",
        readOnly: !!me,
    });
    const join = () => {
        const n = input.value.trim();
        if (!validName(n)) { toast(t("name_needed")); input.focus(); return; }
        if (!me) saveName(n);
        net.send(keyed({ type: "join", code: v.code, name: n }));
    };
    input.addEventListener("keydown", (e) => { if (e.key === "Enter") join(); });
    const lobbyKnown = d.kind === "lobby";
    const canJoin = !lobbyKnown || d.canJoin;
    return panel(lobbyKnown ? "lobby" : "unknown",
        h("h2", {}, t("join_room")),
        lobbyKnown ? h("p.door-status", { id: "door-status" }, t("room_waiting"),
            d.host ? h("span.muted", {}, " · ", t("room_hosted", { A: d.host })) : null) : null,
        lobbyKnown ? doorSeats(d) : null,
        canJoin ? h("div.field", {}, h("label", { for: "door-name" }, t("your_name")), input)
            : h("p.big", { id: "door-full" }, t("room_full")),
        h("div.row", {},
            canJoin ? h("button.primary", { type: "button", id: "door-join", onclick: join }, t("join")) : null,
            watch(!canJoin)));
}

// The seats as the summary has them: names (bots marked), free ones.
function doorSeats(d) {
    return h("ol.lobby-seats.door-seats", { id: "door-seats" }, d.seats.map((st) =>
        h(`li.lobby-seat${st.name ? "" : ".empty"}`, { "data-seat": st.seat },
            h("span.seat-no", {}, String(st.seat + 1)),
            h("span.seat-who", {},
                st.name ? h("span.seat-name", {}, st.name) : h("span.seat-name.muted", {}, t("empty_seat")),
                h("span.seat-marks", {},
                    st.name && st.seat === d.hostSeat ? h("span.badge.host", {}, t("host")) : null,
                    st.bot ? h("span.badge.bot", {}, `${t("bot")} · ${levelName(st.bot)}`) : null)))));
}

// --------------------------------------------------------- the lobby

// The room's link; an unlisted room's carries its key, without which it
// cannot be found.
function roomUrl(v) {
    const key = v.room && !v.room.public && v.room.key;
    return `${location.origin}/r/${v.code}${key ? `?key=${encodeURIComponent(key)}` : ""}`;
}

// A finished game's replay: an unlisted room's game opens with its secret.
function replayUrl(v, game) {
    return replayLink(game, v.room && v.room.game === game && v.room.game_key);
}

// The link in three parts, so that a line breaks before or after the
// room's code, never in it: what comes before, the code, its key.
function shareParts(url, code) {
    const at = url.lastIndexOf(`/r/${code}`) + 3;
    if (at < 3) return url;
    return [url.slice(0, at), h("span.share-code", {}, code), url.slice(at + code.length)];
}

async function copyLink() {
    try {
        await navigator.clipboard.writeText(roomUrl(view));
    } catch {
        const f = document.getElementById("share-url");
        const range = document.createRange();
        range.selectNodeContents(f);
        getSelection().removeAllRanges();
        getSelection().addRange(range);
        document.execCommand("copy");
    }
    toast(t("copied"));
}

function marks(v, seat, st) {
    const out = [];
    if (seat === v.you) out.push(h("span.badge.you", {}, t("you")));
    if (seat === S.hostSeat(v)) out.push(h("span.badge.host", {}, t("host")));
    if (st && st.bot) {
        // "bot · Bluffer"; a phone's tile has room for one word: "bot", or
        // in a mixed room (each bot its own) the bot's name alone.
        const own = S.botsDiffer(v);
        out.push(h(`span.badge.bot${own ? ".own-style" : ""}`, { title: levelName(st.bot) },
            h("span.bot-word", {}, t("bot")), h("span.bot-level", {},
                h("span.bot-sep", {}, " · "), levelName(st.bot))));
    }
    if (st && !st.bot && st.away) out.push(h("span.badge.away", {}, t("away")));
    else if (st && !st.bot && st.connected === false) out.push(h("span.badge.offline", {}, t("offline")));
    return out;
}

// What a guest sees of the settings: one line each, nothing to change.
function settingsSummary(s) {
    const row = (k, val) => h("div.summary-row", {}, h("dt", {}, k), h("dd", {}, val));
    return h("dl.summary", { id: "settings-summary" },
        row(t("players"), String(s.players)),
        s.options.length ? row(t("options"), listOf(s.options.map(optionName))) : null,
        row(t("timer"), s.timer ? t("seconds", { n: s.timer }) : t("timer_none")),
        row(t("bot_level"), [levelName(s.bots),
            h("span.summary-note", { id: "summary-bots-note" }, levelNote(s.bots))]),
        row(t("hints"), [h("input.summary-check", {
            type: "checkbox", id: "summary-hints", checked: s.hints, disabled: true, "aria-label": t("hints"),
        }), h("span.summary-note", {}, t("hints_about"))]));
}

function lobby(v) {
    const r = v.room;
    const host = S.isHost(v);
    const seats = [];
    for (let i = 0; i < r.players; i++) {
        const st = S.seatOf(v, i);
        seats.push(h(`li.lobby-seat${st ? "" : ".empty"}${i === v.you ? ".me" : ""}`, { "data-seat": i },
            h("span.seat-no", {}, String(i + 1)),
            h("span.seat-who", {},
                st ? h("span.seat-name", {}, st.name) : h("span.seat-name.muted", {}, t("empty_seat")),
                h("span.seat-marks", {}, marks(v, i, st))),
            host && st && i !== v.you
                ? h("button.small.ghost", {
                    type: "button", "data-remove": i,
                    onclick: () => net.send({ type: "remove", seat: i }),
                }, t("remove")) : null));
    }
    const free = r.players - (r.seats || []).filter((s) => s.name).length;
    const settings = S.roomSettings(v);
    const url = roomUrl(v);
    return h("div.lobby", {},
        h("section.panel.seats-panel", {},
            h("h2", {}, t("players"), " ", h("span.muted", {}, tn("seats_free", free))),
            h("ol.lobby-seats", { id: "lobby-seats" }, seats),
            host ? h("div.row", {},
                h("button", {
                    type: "button", id: "add-bot", disabled: free <= 0,
                    onclick: () => net.send({ type: "add_bot" }),
                }, t("add_bot")),
                h("button.primary.big", {
                    type: "button", id: "start", onclick: start,
                }, t("start_game")))
                : h("p.waiting", {}, t("waiting_host", { A: S.seatName(v, S.hostSeat(v)) }))),
        h("section.panel.settings-panel", {},
            h("h2", {}, t("room_settings")),
            host ? settingsForm(settings, (s) => net.send(S.settingsMsg(s)), "room", { hints: true })
                : settingsSummary(settings)),
        h("section.panel.share", {},
            h("h2", {}, t("share")),
            // The whole link, wrapped where it must: its code is its end.
            h("p.share-url", { id: "share-url", "aria-label": t("share") }, shareParts(url, v.code)),
            h("div.row", {}, h("button", { type: "button", id: "copy-link", onclick: copyLink }, t("copy_link"))),
            // A page opened at localhost makes a link only this computer opens.
            isLoopback(location.hostname)
                ? h("p.local-link", { id: "local-link" }, t("local_link"), " ", t("local_link_how")) : null,
            h("figure.qr", {},
                h("img", { src: `/qr.svg?text=${encodeURIComponent(url)}`, alt: t("scan"), width: 180, height: 180 }),
                h("figcaption", {}, t("scan")))));
}

// --------------------------------------------------------- the table

// A card: its colour, its emblem (web/cards.svg) and its name; a big one
// (the hand) says what the character does.
function cardTile(c, extra = "", withAbility = false) {
    return h(`div.card.c-${c}${extra}`, { "data-card": c },
        emblem(c),
        h("span.card-name", {}, cardName(c)),
        withAbility ? h("span.card-ability", {}, ability(c)) : null);
}

// A seat's coins; a change since the last state shows once as +2 or −2
// rising from the coin.
function coins(v, n, seat) {
    const fx = v.fx.coins[seat];
    const d = v.fx.deltas ? v.fx.deltas[seat] : 0;
    return h(`span.coins${fx ? `.${fx}` : ""}`, { title: tn("coins", n), "aria-label": tn("coins", n) },
        h("span.coin", { "aria-hidden": "true" }), h("span.coin-n", {}, String(n)),
        d ? h("span.coin-delta", { "aria-hidden": "true" }, d > 0 ? `+${d}` : `−${-d}`) : null);
}

// Who the table waits for: "deciding" (a person), "thinking…" (a bot, or
// the bot playing an away player's seat).
function waitMark(thinking) {
    return h(`span.wait-mark${thinking ? ".thinking" : ""}`, {},
        h("span.dots", { "aria-hidden": "true" }, h("i"), h("i"), h("i")),
        h("span.wait-word", {}, t(thinking ? "thinking" : "deciding")));
}

function seatPanel(v, s, wait, targets) {
    const st = v.state;
    const turn = st.to_move === s.seat;
    const waited = wait.seats.includes(s.seat);
    const target = targets[s.seat];
    const cards = S.seatCards(v, s);
    const exiled = S.exiled(v, s);
    const cls = `${waited ? ".turn" : ""}${exiled ? ".dead" : ""}${s.seat === v.you ? ".me" : ""}${st.winner === s.seat ? ".winner" : ""}${target ? ".target" : ""}${s.faction ? `.f-${s.faction}` : ""}`;
    // A legal target of the move being chosen: the seat is a button too.
    const props = { "data-seat": s.seat, "aria-current": turn ? "true" : null };
    if (target) {
        Object.assign(props, {
            role: "button", tabIndex: 0, "data-target-move": target.move || null,
            "aria-label": `${s.name || S.seatName(v, s.seat)}: ${targetLabel(v, target)}`,
            onclick: () => tapSeat(s.seat),
            onkeydown: (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); tapSeat(s.seat); } },
        });
    }
    // Face-up cards are public: always named. Our own face-down cards show
    // as what they are (marked as hidden from the others: .own); every
    // other seat's are backs. At the end every hand is shown (.revealed).
    return h(`div.seat${cls}`, props,
        h("div.seat-head", {},
            h("span.seat-name", {}, s.name || S.seatName(v, s.seat)),
            h("span.seat-marks", {}, s.faction ? factionBadge(s.faction, !!v.fx.turned[s.seat]) : null,
                marks(v, s.seat, S.seatOf(v, s.seat)))),
        h("div.seat-body", {},
            coins(v, s.coins, s.seat),
            h("div.seat-cards", { title: cards.own.length ? t("your_cards") : null },
                cards.up.map((c) => cardTile(c.card, `.small.up${c.flip ? ".flip" : ""}`)),
                cards.own.map((c) => cardTile(c, ".small.own")),
                cards.revealed.map((c) => cardTile(c, ".small.revealed")),
                Array.from({ length: cards.backs }, () => h("div.card.small.back", { "aria-hidden": "true" })),
                cards.own.length || cards.revealed.length ? null : h("span.sr-only", {}, `${cards.backs}`))),
        waited ? waitMark(wait.thinking.includes(s.seat)) : null,
        exiled ? h("div.exiled", {}, t("exiled")) : null);
}

// The label of the button a seat's tap stands for.
function targetLabel(v, target) {
    const m = target.move && (v.state.legal || []).find((x) => x.move === target.move);
    if (m) return m.label || m.move;
    const g = S.entries(v).find((e) => e.key === target.group);
    return g ? g.label : "";
}

// A seat tapped while it is a target: its move sent (or its group
// opened), under the same guard as the buttons.
function tapSeat(seat) {
    const r = S.tapSeat(view, seat, now());
    if (!r) return;
    if (r.msg) net.send(r.msg);
    update(r.view);
}

// A move tapped: sent once, and only once the buttons are armed.
function tap(move) {
    const r = S.send(view, move, now());
    if (!r) return;
    net.send(r.msg);
    update(r.view);
}

// The Hint button tapped: asked once for the turn on show.
function askHint() {
    const r = S.askHint(view);
    if (!r) return;
    net.send(r.msg);
    update(r.view);
}

// In a room with hints, above the buttons: the hint's line ("thinking…"
// while the server searches, then its answer) and the Hint button, quiet
// beside the moves (not one of them: no number key, not in #moves).
function hintPanel(v) {
    if (!S.hintOffered(v)) return null;
    const line = S.hintLine(v);
    const can = S.canAskHint(v);
    return h("div.hint-bar", { id: "hint-bar" },
        line && line.key ? h("p.hint-line.thinking", { id: "hint-line", role: "status" },
            h("span.dots", { "aria-hidden": "true" }, h("i"), h("i"), h("i")), t(line.key)) : null,
        line && !line.key ? h("p.hint-line", { id: "hint-line", role: "status" }, line.text) : null,
        // Once answered, the line has the row to itself.
        line && !line.key ? null : h("button.hint-ask.small", {
            type: "button", id: "hint-ask", "aria-disabled": can ? null : "true",
            onclick: askHint,
        }, h("span.hint-icon", { "aria-hidden": "true" }), t("hint")));
}

function movesPanel(v) {
    const list = S.entries(v);
    const wait = Math.max(0, v.armedAt - now());
    const buttons = list.map((e, i) => {
        const n = i < 9 ? h("kbd", { "aria-hidden": "true" }, String(i + 1)) : null;
        // The hinted move (or the group that holds it): outlined, and the
        // hint's line describes it.
        const hinted = S.hinted(v, e);
        const mark = hinted ? `.hinted${v.expect ? ".expected" : ""}` : "";
        const about = hinted ? (v.expect ? "coach-text" : "hint-line") : null;
        const off = !!v.pending || v.locked;
        if (e.move) {
            const m = e.move;
            return h(`button.move.k-${m.kind || "x"}${m.card ? `.c-${m.card}` : ""}${v.pending === m.move ? ".sent" : ""}${mark}`, {
                type: "button", "data-move": m.move, disabled: off,
                "aria-describedby": about,
                onclick: () => tap(m.move),
            }, n, h("span", {}, m.label || m.move));
        }
        return h(`button.move.group${mark}`, {
            type: "button", "data-group": e.key, "aria-haspopup": "true", disabled: off,
            "aria-describedby": about,
            onclick: () => {
                if (!S.armed(view, now())) return;
                update(S.openGroup(view, e.key, now()));
                focusMoves();
            },
        }, n, h("span", {}, e.label), h("span.more", { "aria-hidden": "true" }, arrow("›")));
    });
    if (v.menu.length) {
        buttons.unshift(h("button.move.back.ghost", {
            type: "button", id: "moves-back", "aria-label": t("prev"),
            onclick: () => { update(S.closeGroup(view, now())); focusMoves(); },
        }, `${arrow("‹")} `, t("prev")));
    }
    const panel = h(`div.moves${wait > 0 ? ".arming" : ""}`, {
        id: "moves", role: "group", tabIndex: -1, "aria-label": t("your_turn"),
    }, buttons);
    // The buttons look ready when they are.
    if (wait > 0) arming = setTimeout(() => panel.classList.remove("arming"), wait);
    return panel;
}

function focusMoves() {
    const b = document.querySelector("#moves button:not(.back)");
    if (b) b.focus();
}

// The bar runs from the time left when the `state` came (its end kept in
// the view), not from the full deadline at each redraw.
function timerBar(v) {
    const left = S.timeLeft(v, now());
    if (left === null) return null;
    const fill_ = h("div.timer-fill", { style: { width: `${(100 * left) / v.totalMs}%` } });
    const text = h("span.timer-text", {}, t("time_left", { n: Math.ceil(left / 1000) }));
    const bar = h(`div.timer${left <= 5000 ? ".urgent" : ""}`, { role: "timer" }, h("div.timer-track", {}, fill_), text);
    requestAnimationFrame(() => requestAnimationFrame(() => {
        const rest = S.timeLeft(view, now()) ?? 0;
        fill_.style.transition = `width ${rest}ms linear`;
        fill_.style.width = "0%";
    }));
    tick = setInterval(() => {
        const s = Math.ceil((S.timeLeft(view, now()) ?? 0) / 1000);
        text.textContent = t("time_left", { n: s });
        bar.classList.toggle("urgent", s <= 5);
        if (s <= 0) clearInterval(tick);
    }, 250);
    return bar;
}

function table(v) {
    const st = v.state;
    const mine = S.mine(v);
    const over = S.over(v);
    const head = S.headline(v);
    const line = head.text !== undefined ? head.text : t(head.key, head.vars);
    const wait = S.waitingOn(v);
    const targets = S.seatTargets(v);
    const seats = (st.seats || []).map((s) => seatPanel(v, s, wait, targets));
    const court = [h("span.court", {}, h("span.court-stack", { "aria-hidden": "true" }), t("court", { k: st.court }))];
    if (st.out) court.push(h("span.out", {}, t("out_of_game", { k: st.out })));
    if (typeof st.reserve === "number") court.push(reserveMark(st.reserve));

    // At the end the summary shows every hand, ours too: the hand's place
    // stays (hidden by style.css), the page keeping its parts.
    // On a phone, the hand is left out while we decide when our seat shows
    // the same cards (style.css): the table stays in sight.
    const hand = v.you >= 0 ? h(`section.hand${S.handRepeated(v) ? ".repeated" : ""}`, { id: "hand", "aria-label": t("your_cards") },
        h("h2.sr-only", {}, t("your_cards")),
        h("div.hand-cards", {},
            (st.mine || []).map((c) => cardTile(c, ".big", true)),
            (st.shown || []).map((c) => cardTile(c, ".big.shown", true)))) : null;

    const next = S.afterGame(v);
    const actions = h(`section.actions${mine && v.fx.fresh ? ".fresh" : ""}`, { id: "actions", tabIndex: -1 },
        // What is asked, its help a tap away beside it; the help, open,
        // comes between the question and the answers.
        h("div.ask", {},
            h(`p.waiting${mine ? ".mine" : ""}${over ? ".over" : ""}${head.text !== undefined ? ".prompt" : ""}`,
                { id: "waiting", "aria-live": "polite" }, line),
            mine && st.help ? h("button.help-toggle", {
                type: "button", id: "help-toggle", "aria-expanded": v.help ? "true" : "false",
                "aria-controls": "help", "aria-label": t("rules"),
                onclick: () => update(S.toggleHelp(view)),
            }, "?") : null),
        mine && st.help && v.help ? h("div.help", { id: "help" }, h("p", {}, st.help),
            // The sections the help cites, each a tap from the rulebook.
            h("div.help-rules", {}, sectionsCited(st.help).map((n) => h("button.small.ghost", {
                type: "button", "data-rule": n, "aria-label": `${t("rules")} R${n}`,
                onclick: () => openRules(n),
            }, `R${n}`)))) : null,
        over ? null : timerBar(v),
        mine && Object.keys(targets).length ? h("p.tap-hint", { id: "tap-hint" }, t("tap_target")) : null,
        mine ? hintPanel(v) : null,
        mine ? movesPanel(v) : null,
        over ? summaryPanel(v) : null,
        over ? h("div.row.after", {},
            next === "again"
                ? h("button.primary.big", { type: "button", id: "again", onclick: () => net.send({ type: "again" }) }, t("play_again"))
                : next ? h("p.waiting.again-wait", { id: "again-wait" }, t(next.key, next.vars)) : null,
            st.game ? h("a.button.ghost", { href: replayUrl(v, st.game), "data-link": true }, t("replay")) : null) : null);

    // Not read aloud: the log (aria-live) says the same lines.
    if (!newsBox) newsBox = h("div.news", { id: "news", "aria-hidden": "true" });
    drawNews();
    return h(`div.table${mine ? ".my-turn" : ""}${over ? ".is-over" : ""}`, { "data-turn": st.turn },
        h("div.felt", {},
            h("div.seats", { id: "seats" }, seats),
            newsBox,
            h("div.center", {}, court, h("span.turn-no", {}, t("turn", { n: st.turn_no ?? st.turn })))),
        h("div.dock", {}, tut ? tut.coach : null, hand, actions));
}

// ------------------------------------------------- the announcements

// What players just did, told on the felt between the seats and the
// court: the newest last, each gone after a few seconds. Its place keeps
// its height, so that nothing under it moves when one comes or goes; it
// takes no tap (CSS: pointer-events none).
function drawNews() {
    clearTimeout(newsTimer);
    if (!newsBox) return;
    const t0 = now();
    const items = S.newsAt(view, t0);
    // The items still up keep their nodes (and their movement); the new
    // ones come in once, moving where motion is welcome.
    const kept = new Map([...newsBox.children].map((el) => [Number(el.dataset.n), el]));
    fill(newsBox, items.map((x) => kept.get(x.n) || newsItem(x, t0)));
    const at = S.nextExpiry(view);
    if (at !== null) {
        newsTimer = setTimeout(() => {
            view = S.expireNews(view, now());
            drawNews();
            markActors();
        }, Math.max(0, at - t0) + 20);
    }
}

// An announcement's line; it comes in moving only when it is new (not when
// the table is drawn again with it).
function newsItem(x, t0) {
    const fresh = t0 - (x.until - S.NEWS_MS) < 500;
    const el = h(`p.news-item.k-${x.kind}${x.card ? `.c-${x.card}` : ""}${fresh ? ".enter" : ""}`, {
        "data-n": x.n, "data-seat": x.seat,
        onanimationend: () => el.classList.remove("enter"),
    }, x.card ? emblem(x.card) : null, h("span.news-text", {}, x.lines.slice(0, 2).join(" ")));
    return el;
}

// The seats of the announcements still up: who did it, to whom.
function markActors() {
    const items = S.newsAt(view, now());
    const last = items[items.length - 1];
    for (const el of document.querySelectorAll("#seats .seat")) {
        const n = Number(el.dataset.seat);
        el.classList.toggle("acting", !!last && last.seat === n);
        el.classList.toggle("aimed", !!last && last.target === n && last.seat !== n);
    }
}

// ---------------------------------------------------- the end of a game

// The winner, over the page for a moment: a tap (anywhere) or its time
// puts it away; it moves only where motion is welcome (style.css).
function banner(v) {
    const st = v.state;
    if (!bannerTimer) bannerTimer = setTimeout(() => update(S.closeBanner(view)), BANNER_MS);
    const text = st.winner === v.you ? t("you_win") : t("wins", { A: S.seatName(v, st.winner) });
    return h("div.banner-back", {
        id: "banner", role: "status", onclick: () => update(S.closeBanner(view)),
    }, h("div.banner", {},
        h("div.banner-rays", { "aria-hidden": "true" }),
        h("p.banner-crown", { "aria-hidden": "true" }, emblem("duke")),
        h("p.banner-text", {}, text),
        h("button.ghost.small", { type: "button", id: "banner-close" }, t("close"))));
}

// Every player at the end: the hand shown, and what they did.
function summaryPanel(v) {
    const rows = S.endSummary(v) || [];
    const stat = (key, val) => h("div.stat", {}, h("dt", {}, t(key)), h("dd", {}, val));
    return h("section.summary-panel", { id: "summary", "aria-label": t("game_over") },
        h("h2", {}, t("game_over")),
        h("ol.summary-list", {}, rows.map((r) => h(`li.summary-seat${r.winner ? ".winner" : ""}${r.you ? ".me" : ""}`, { "data-seat": r.seat },
            h("div.summary-who", {},
                h("span.summary-name", {}, r.name),
                r.winner ? h("span.badge.win", {}, `★ ${t("winner")}`) : null,
                r.you ? h("span.badge.you", {}, t("you")) : null),
            h("div.summary-cards", {}, r.cards.map((c) => cardTile(c.card, c.up ? ".small.up" : ".small.revealed"))),
            r.stats ? h("dl.stats", {},
                stat("stat_claims", `${r.stats.claims} (${r.stats.bluffs})`),
                stat("stat_caught", String(r.stats.caught)),
                stat("stat_challenges", `${r.stats.won} / ${r.stats.lost}`),
                stat("stat_blocks", String(r.stats.blocks)),
                stat("stat_coins", String(r.stats.coins)),
                stat("stat_cards", String(r.stats.cards))) : null))));
}

// ----------------------------------------------------------- log, chat

function eventItem(ev) {
    return h(`li.ev${ev.stand_in ? ".stand-in" : ""}`, { "data-n": ev.n, "data-seat": ev.seat },
        ev.stand_in ? h("span.stand-in-mark", {}, t("stand_in", { A: S.seatName(view, ev.seat) })) : null,
        (ev.lines || []).map((l) => h("span.line", {}, l)));
}

function scrollDown(list) {
    list.scrollTop = list.scrollHeight;
}

function drawLog() {
    if (!els) return;
    fill(els.log, view.events.map(eventItem));
    scrollDown(els.log);
}

function appendEvent(ev) {
    if (!els) return;
    els.log.appendChild(eventItem(ev));
    scrollDown(els.log);
}

function chatItem(c) {
    const who = S.speaker(c);
    return h(`li.chat-line${c.seat === view.you && c.seat >= 0 ? ".mine" : ""}${who === null ? ".spectator" : ""}`, {},
        h("b", {}, who === null ? t("spectator") : who), " ", h("span", {}, c.text));
}

function appendChat(c) {
    if (!els) return;
    els.chatList.appendChild(chatItem(c));
    scrollDown(els.chatList);
}

// --------------------------------------------------------------- keys

function onKey(e) {
    if (view.confirmLeave && e.key === "Escape") { e.preventDefault(); stay(); return; }
    if (e.ctrlKey || e.metaKey || e.altKey || view.confirmLeave || view.replaced) return;
    const tag = e.target && e.target.tagName;
    if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT") return;
    if (/^[1-9]$/.test(e.key)) {
        const buttons = [...document.querySelectorAll("#moves button:not(.back)")];
        const b = buttons[Number(e.key) - 1];
        if (b && !b.disabled) { e.preventDefault(); b.click(); }
    } else if ((e.key === "Backspace" || e.key === "Escape") && view.menu.length) {
        const back = $("#moves-back");
        if (back) { e.preventDefault(); back.click(); }
    }
}

// -------------------------------------------------------------- mount

export function mount(el, code) {
    root = el;
    els = null;
    if (code !== view.code) { view = S.initial(code); roomKey = null; }
    const k = new URLSearchParams(location.search).get("key");
    if (k) roomKey = k;
    document.addEventListener("keydown", onKey);
    if (!S.inRoom(view)) view = S.summary(view, code, undefined);
    render();
    if (!S.inRoom(view)) askSummary();
    if (net.isOpen() && !S.inRoom(view)) enter();
}

// The tutorial's table (tutorial.js): an empty view, drawn as a room's
// once the tutorial delivers its `joined`, `room`, `log` and `state`;
// `hooks` {coach: an element for the dock, mark: one for the head,
// leave()}. Mounted again, it
// starts anew (the tutorial started over, or in another language).
export function mountTutorial(el, hooks) {
    unmount();
    tut = hooks;
    root = el;
    els = null;
    view = S.initial("");
    roomKey = null;
    intent = null;
    startOn = null;
    document.addEventListener("keydown", onKey);
    render();
}

// The tutorial's say on the moves: the move asked for (ringed), whether
// they wait (S.coached).
export function coach(expect, locked) {
    update(S.coached(view, expect, locked));
}

export function unmount() {
    tut = null;
    clearInterval(tick);
    clearTimeout(arming);
    clearTimeout(newsTimer);
    clearTimeout(bannerTimer);
    newsBox = null;
    document.removeEventListener("keydown", onKey);
    root = null;
    els = null;
}

export function relabel() {
    view = S.relabeled(view);
    if (!root) return;
    els = null;
    render();
}

// home.js - the home page: "Play now" (a game against bots in one tap,
// with the settings of the last game made), your name and a new room with
// its settings for friends, a room by its code, the lobby of open rooms
// (polled while the page is seen) and the latest finished games.

import { fill, h } from "./dom.js";
import { listOf, optionName, t, tn } from "./i18n.js";
import * as net from "./net.js";
import {
    navigate, saveName, savedName, saveSettings, savedSettings, saveToken, toast, validName,
} from "./app.js";
import { formSettings, playName, playNowSettings, settingsOf, settingsText } from "./prefs.js";
import { settingsForm } from "./settings.js";
import { intend } from "./room.js";
import { underWay } from "./tutorial.js";
import { account, accountsOn, around } from "./account.js";
import { profilePath } from "./account-state.js";

export const name = "home";

let root = null;
let settings = formSettings(null);
let pollTimer = 0;
let lobbyEl = null;
let gamesEl = null;
let rooms = null;  // the last lobby, or null before the first answer
let games = null;
let creating = null; // the room asked for: {settings, now}, until `joined`

const POLL_MS = 4000;

// The name to play under. Signed in, it is the account's, not to be
// changed here (the server plays a signed-in connection under it).
function nameField() {
    const me = account();
    if (me) {
        return h("div.field", {},
            h("label", { for: "name" }, t("your_name")),
            h("input.locked", {
                id: "name", type: "text", value: me.name, readOnly: true,
                "aria-describedby": "name-hint", dir: "auto",
            }),
            h("p.field-hint", { id: "name-hint" }, t("account_name_hint")));
    }
    return h("div.field", {},
        h("label", { for: "name" }, t("your_name")),
        h("input", {
            id: "name", type: "text", maxLength: 20, autocomplete: "nickname",
            value: savedName(), oninput: (e) => saveName(e.target.value.trim()),
        }));
}

// The name typed, or null after saying it is needed.
function takeName() {
    const n = document.getElementById("name").value.trim();
    if (!validName(n)) {
        toast(t("name_needed"));
        document.getElementById("name").focus();
        return null;
    }
    if (!account()) saveName(n);
    return n;
}

function create() {
    const n = takeName();
    if (!n) return;
    creating = { settings, now: false };
    net.send({ type: "create", name: n, ...settings });
}

// One tap: an unlisted room of the remembered settings, under the name
// typed or kept (else the table's "You"), started as soon as we are in.
// The tutorial's end offers it too (no name field there).
export function playNow() {
    if (creating) return;
    const field = document.getElementById("name");
    const typed = field ? field.value.trim() : "";
    if (validName(typed) && !account()) saveName(typed);
    const s = playNowSettings(savedSettings());
    creating = { settings: s, now: true };
    net.send({ type: "create", name: playName(typed, savedName(), t("default_name")), ...s });
}

function joinCode(kind) {
    const code = document.getElementById("code").value.trim().toUpperCase();
    if (!/^[A-Z]{4}$/.test(code)) {
        toast(t("no_room", { s: code }));
        return;
    }
    if (kind === "join") {
        const n = takeName();
        if (!n) return;
        intend("join", n);
    } else {
        intend("watch");
    }
    navigate(`/r/${code}`);
}

function render() {
    const form = h("div", { id: "settings-slot" });
    const drawSettings = () => fill(form, settingsForm(settings, (s) => {
        settings = s;
        drawSettings();
    }, "new"));
    drawSettings();

    lobbyEl = h("div.rooms", { id: "rooms" });
    gamesEl = h("div.games", { id: "games" });
    fill(root,
        h("section.hero", {},
            h("div.hero-title", {},
                h("h1", {}, "Coup"),
                h("p.tagline", {}, t("tagline"))),
            h("div.play-now", {},
                h("div.play-choice", {},
                    h("button.primary.big", { type: "button", id: "play-now", onclick: playNow }, t("play_now")),
                    h("p.muted.play-now-hint", {}, t("play_now_hint"))),
                // The tutorial: a guided first game (continued where it
                // was left, when one is under way). Beside Play now on a
                // wide screen, under it on a phone.
                h("div.play-choice", {},
                    h("a.button.learn", { href: "/learn", "data-link": true, id: "learn" },
                        h("span.learn-mark", { "aria-hidden": "true" }, "?"), t(underWay() ? "learn_continue" : "learn")),
                    h("p.muted.play-now-hint", { id: "learn-hint" }, t("learn_hint"))))),
        accountStrip(),
        h("div.home-grid", {},
            h("section.panel.create", {},
                h("h2", {}, t("play_friends")),
                nameField(),
                form,
                h("button.primary.big", { type: "button", id: "create", onclick: create }, t("create_room"))),
            h("section.panel.join", {},
                h("h2", {}, t("join_room")),
                h("div.field", {},
                    h("label", { for: "code" }, t("room_code")),
                    h("input.code", {
                        id: "code", type: "text", maxLength: 4, autocomplete: "off",
                        autocapitalize: "characters", spellcheck: false,
                        onkeydown: (e) => { if (e.key === "Enter") joinCode("join"); },
                    })),
                h("div.row", {},
                    h("button.primary", { type: "button", id: "join", onclick: () => joinCode("join") }, t("join")),
                    h("button", { type: "button", id: "watch", onclick: () => joinCode("watch") }, t("watch"))),
                h("h2", {}, t("open_rooms")),
                lobbyEl),
            h("section.panel.recent", {},
                h("h2", {}, t("recent_games")),
                gamesEl)));
    drawRooms();
    drawGames();
}

// Under "Play now": who plays (a guest, or the account signed in) and the
// way to the account's pages; nothing when the server has no accounts.
function accountStrip() {
    if (!accountsOn()) return null;
    const me = account();
    const link = (href, word, id) => h("a", { href, "data-link": true, id }, t(word));
    const sep = () => h("span.sep", { "aria-hidden": "true" }, "·");
    return h("nav.account-strip", { "aria-label": t("account") }, me
        ? [h("span", {}, around("signed_in_as", h("a", { href: profilePath(me.name), "data-link": true, dir: "auto", id: "home-me" }, me.name))),
            sep(), link("/account", "account", "home-account"), sep(), link("/leaderboard", "leaderboard", "home-board")]
        : [h("span.muted", {}, t("guest_hint")),
            h("span.strip-links", {}, link("/signin", "sign_in", "home-signin"), sep(),
                link("/signup", "sign_up", "home-signup"), sep(), link("/leaderboard", "leaderboard", "home-board"))]);
}

function drawRooms() {
    if (!lobbyEl) return;
    if (!rooms) return;
    if (!rooms.length) {
        fill(lobbyEl, h("p.muted", {}, t("no_open_rooms")));
        return;
    }
    fill(lobbyEl, h("ul.list", {}, rooms.map((r) => h("li", {},
        h("button.room-row", {
            type: "button", "data-code": r.code,
            onclick: () => {
                const n = document.getElementById("name").value.trim();
                if (!validName(n)) { toast(t("name_needed")); return; }
                if (!account()) saveName(n);
                intend("join", n);
                navigate(`/r/${r.code}`);
            },
        },
        h("span.room-code", {}, r.code),
        h("span.room-host", {}, String(r.host ?? "")),
        h("span.room-seats", {}, `${r.seated}/${r.players} · ${tn("seats_free", r.players - r.seated)}`),
        h("span.room-opts", {}, [
            ...(r.options || []).map(optionName),
            r.timer ? t("seconds", { n: r.timer }) : null,
        ].filter(Boolean).join(" · ")))))));
}


function drawGames() {
    if (!gamesEl || !games) return;
    if (!games.length) {
        fill(gamesEl, h("p.muted", {}, "—"));
        return;
    }
    fill(gamesEl, h("ul.list", {}, games.map((g) => {
        // `names` are the seats' names, `winner` a seat (docs/web-protocol.md).
        const names = Array.isArray(g.names) ? g.names : [];
        const winner = names[g.winner];
        return h("li", {}, h("a.game-row", { href: `/games/${g.id}`, "data-link": true },
            h("span.game-id", {}, `#${g.id}`),
            h("span.game-names", {}, names.length ? listOf(names) : g.code || ""),
            winner ? h("span.game-winner", {}, `★ ${winner}`) : null,
            g.finished ? h("time", {}, new Date(g.finished * 1000).toLocaleString()) : null));
    })));
}

async function poll() {
    clearTimeout(pollTimer);
    if (document.visibilityState === "visible") {
        try {
            const r = await fetch("/api/rooms");
            const j = await r.json();
            rooms = Array.isArray(j) ? j : j.rooms || [];
            drawRooms();
        } catch {
            // The next poll tries again.
        }
    }
    pollTimer = setTimeout(poll, POLL_MS);
}

async function loadGames() {
    try {
        const r = await fetch("/api/games");
        const j = await r.json();
        games = Array.isArray(j) ? j : j.games || [];
        drawGames();
    } catch {
        games = [];
    }
}

function visible() {
    if (document.visibilityState === "visible") poll();
}

net.on("joined", (msg) => {
    if (!creating) return;
    const { settings: made, now } = creating;
    creating = null;
    if (msg.token) saveToken(msg.code, msg.token);
    // The next game starts from this one's settings; "Play now" leaves the
    // form's listing as it was.
    saveSettings(settingsText(now ? { ...made, public: settingsOf(savedSettings()).public } : made));
    if (now) intend("start", msg.code);
    // An unlisted room's address carries its key (docs/web-protocol.md,
    // "Unlisted rooms"): the page's link is then the one to share.
    navigate(made.public || !msg.key ? `/r/${msg.code}`
        : `/r/${msg.code}?key=${encodeURIComponent(msg.key)}`);
});

export function mount(el) {
    root = el;
    creating = null;
    settings = formSettings(savedSettings());
    render();
    poll();
    loadGames();
    document.addEventListener("visibilitychange", visible);
    document.getElementById("play-now").focus({ preventScroll: true });
}

export function unmount() {
    clearTimeout(pollTimer);
    document.removeEventListener("visibilitychange", visible);
    root = lobbyEl = gamesEl = null;
}

export function relabel() {
    if (root) render();
}

// Signed in or out: the name field and the strip change.
export function accountChanged() {
    if (root) render();
}

export function error(msg) {
    if (msg.ref === "create") creating = null;
    return false;
}

// app.js - the client's entry: the language, the header's tools, the
// connection, the identity kept in localStorage, and the routing by path:
//     /          home (home.js)
//     /r/CODE    a room: its lobby, then the table (room.js); an unlisted
//                room's link adds ?key=KEY (docs/web-protocol.md)
//     /games/ID  the replay of a finished game (replay.js); ?key=SECRET
//                for a game of an unlisted room
//     /signin, /signup, /account   one's account (auth.js)
//     /players/NAME                a player's profile (profile.js)
//     /leaderboard?family=F&page=N the leaderboard (leaderboard.js)
//     /learn       "Learn to play": the tutorial's guided game (tutorial.js)
// Every word shown comes from /lang/xx.json (i18n.js) or from the server.

import { $, fill, h } from "./dom.js";
import { LANGS, initialLang, lang, langNames, loadLang, rulesText, t } from "./i18n.js";
import { showRules } from "./rules.js";
import * as net from "./net.js";
import { setSound, soundOn } from "./sound.js";
import * as home from "./home.js";
import * as room from "./room.js";
import * as tutorial from "./tutorial.js";
import * as replay from "./replay.js";
import * as profile from "./profile.js";
import * as leaderboard from "./leaderboard.js";
import { accountView, signinView, signupView } from "./auth.js";
import { accountNav, loadAccount, onAccount } from "./account.js";
import { accountRoute } from "./account-state.js";

// ------------------------------------------------------------ identity

const TOKENS_KEY = "coup.tokens"; // {CODE: token}: every seat taken
const NAME_KEY = "coup.name";

function tokens() {
    try { return JSON.parse(localStorage.getItem(TOKENS_KEY)) || {}; } catch { return {}; }
}
export const tokenFor = (code) => tokens()[code] || null;
export function saveToken(code, token) {
    const all = tokens();
    all[code] = token;
    localStorage.setItem(TOKENS_KEY, JSON.stringify(all));
}
export function forgetToken(code) {
    const all = tokens();
    delete all[code];
    localStorage.setItem(TOKENS_KEY, JSON.stringify(all));
    setLeft(code, false);
}

// The rooms whose game we left with our seat kept (a bot plays it): their
// page offers the seat back instead of taking it at once.
const LEFT_KEY = "coup.left"; // {CODE: true}
function lefts() {
    try { return JSON.parse(localStorage.getItem(LEFT_KEY)) || {}; } catch { return {}; }
}
export const hasLeft = (code) => !!lefts()[code];
export function setLeft(code, on) {
    const all = lefts();
    if (on) all[code] = true; else delete all[code];
    localStorage.setItem(LEFT_KEY, JSON.stringify(all));
}
// The settings of the last game made (prefs.js reads and checks them).
const SETTINGS_KEY = "coup.settings";
export const savedSettings = () => localStorage.getItem(SETTINGS_KEY);
export const saveSettings = (text) => localStorage.setItem(SETTINGS_KEY, text);
export const savedName = () => localStorage.getItem(NAME_KEY) || "";
export const saveName = (name) => localStorage.setItem(NAME_KEY, name);

// A name is 1-20 characters (the server checks it too).
export function validName(name) {
    const n = [...name.trim()].length;
    return n >= 1 && n <= 20;
}

// -------------------------------------------------------------- notices

let toastTimer = 0;
// A short message at the bottom (an error of the server, "Copied").
export function toast(text) {
    const el = $("#toast");
    el.textContent = text;
    el.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => { el.hidden = true; }, 4000);
}

// ------------------------------------------------------------- routing

let view = null;      // the mounted module: home, room or replay
let rulesInquisitor = false;

export function setRulesInquisitor(on) { rulesInquisitor = on; }

function routeOf(path) {
    let m = /^\/r\/([A-Za-z]{4})\/?$/.exec(path);
    if (m) return { view: room, arg: m[1].toUpperCase() };
    if (/^\/learn\/?$/.test(path)) return { view: tutorial, arg: null };
    m = /^\/games\/(\d+)\/?$/.exec(path);
    if (m) return { view: replay, arg: m[1] };
    const a = accountRoute(path);
    if (a) {
        const pages = { signin: signinView, signup: signupView, account: accountView, leaderboard };
        return a.page === "profile" ? { view: profile, arg: a.name } : { view: pages[a.page], arg: null };
    }
    return { view: home, arg: null };
}

function mount() {
    if (view && view.unmount) view.unmount();
    const r = routeOf(location.pathname);
    view = r.view;
    rulesInquisitor = false;
    const root = $("#view");
    root.replaceChildren();
    root.className = `view-${view.name}`;
    net.follow();
    view.mount(root, r.arg);
}

// Goes to `path` without reloading the page (the connection stays).
export function navigate(path) {
    if (path !== location.pathname + location.search) history.pushState(null, "", path);
    mount();
    window.scrollTo(0, 0);
}

document.addEventListener("click", (e) => {
    const a = e.target.closest("a[data-link]");
    if (!a || e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    navigate(a.getAttribute("href"));
});
window.addEventListener("popstate", mount);

// ---------------------------------------------------------- the header

function labelHeader() {
    $("#rules-btn").textContent = t("rules");
    $("#rules-close").textContent = t("close");
    $("#rules-title").textContent = t("rules");
    $("#lang-label").textContent = t("language");
    const on = soundOn();
    const sb = $("#sound-btn");
    const label = on ? t("sound_on") : t("sound_off");
    fill(sb, h(`span.icon${on ? "" : ".off"}`, { "aria-hidden": "true" }, "♪"), h("span.label", {}, label));
    sb.title = label;
    sb.setAttribute("aria-pressed", String(on));
    document.title = `Coup: ${t("tagline")}`;
    drawAccount();
}

// The header's account link (account.js), drawn anew when the account or
// the language changes.
function drawAccount() {
    const nav = $("#account-nav");
    const links = accountNav();
    fill(nav, links);
    nav.hidden = !links.length;
    nav.setAttribute("aria-label", t("account"));
}

async function fillLangs() {
    const sel = $("#lang-select");
    const names = await langNames();
    fill(sel, LANGS.map((c) => h("option", { value: c, selected: c === lang() }, names[c] || c)));
}

async function switchLang(code) {
    await loadLang(code);
    net.send({ type: "lang", lang: code });
    labelHeader();
    if (view && view.relabel) view.relabel();
}

// The rules dialog, opened at section `section` (0: at the top).
export function openRules(section = 0) {
    const d = $("#rules-dialog");
    if (!d.open) d.showModal();
    showRules($("#rules-body"), rulesText(rulesInquisitor), section);
}

function setupHeader() {
    $("#rules-btn").addEventListener("click", () => openRules());
    $("#sound-btn").addEventListener("click", () => {
        setSound(!soundOn());
        labelHeader();
    });
    $("#lang-select").addEventListener("change", (e) => switchLang(e.target.value));
    labelHeader();
    fillLangs();
}

// ---------------------------------------------------------- connection

function opened() {
    net.send({ type: "hello", v: 1, lang: lang() });
    if (view && view.connected) view.connected();
}

function status(up) {
    const el = $("#status");
    el.textContent = up ? "" : t("reconnecting");
    el.hidden = up;
    document.body.classList.toggle("offline", !up);
}

net.on("error", (msg) => {
    if (view && view.error && view.error(msg)) return;
    toast(msg.error || msg.code);
});

// A change of the account signed in: the header, and the page if it shows
// the account (the home page's name, a profile's own links).
onAccount(() => {
    drawAccount();
    if (view && view.accountChanged) view.accountChanged();
});

async function start() {
    // Who we are is asked with the words: the first page is drawn knowing
    // it (the home page's name field).
    const me = loadAccount();
    try {
        await loadLang(initialLang());
    } catch {
        // Without the words the keys show; the game still works.
    }
    await me;
    setupHeader();
    mount();
    net.connect(opened, status);
}

start();

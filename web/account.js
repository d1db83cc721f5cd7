// account.js - the account signed in on this browser, as the server says
// (GET /api/me; the session's cookie is HttpOnly: the page never reads
// it), the account API's POSTs, and the header's account link. Playing
// as a guest needs none of it: without an account everything works as
// before.

import { h } from "./dom.js";
import { t } from "./i18n.js";
import * as net from "./net.js";
import { profilePath } from "./account-state.js";

let me;               // undefined: not asked yet; null: signed out; {id, name}
let available = true; // false when the server has no accounts (no store)
const listeners = [];

export const account = () => me || null;
export const accountKnown = () => me !== undefined;
export const accountsOn = () => available;

// fn(account) after every change of the account signed in.
export function onAccount(fn) { listeners.push(fn); }

function setAccount(a) {
    const next = a && typeof a === "object" && typeof a.name === "string" ? { id: a.id, name: a.name } : null;
    const same = me !== undefined && JSON.stringify(next) === JSON.stringify(me);
    me = next;
    if (!same) for (const fn of listeners) fn(me);
}

// Asks the server who we are. A server without accounts (an older one,
// or one without a store) answers 404 or 503: the account links stay
// hidden.
export async function loadAccount() {
    try {
        const r = await fetch("/api/me", { credentials: "same-origin" });
        available = r.ok;
        setAccount(r.ok ? (await r.json()).account : null);
    } catch {
        setAccount(null);
    }
}

// POSTs body (JSON) to path: {ok, status, body} (status 0: no answer).
// An answer naming the account ({"account": ...}) becomes the account
// signed in, and the socket is opened again so that it carries the new
// cookie (the server ties a connection to its account at the upgrade).
export async function post(path, body) {
    let r;
    try {
        r = await fetch(path, {
            method: "POST", credentials: "same-origin",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify(body || {}),
        });
    } catch {
        return { ok: false, status: 0, body: null };
    }
    let j = null;
    try { j = await r.json(); } catch { j = null; }
    if (r.ok && j && typeof j === "object" && "account" in j) {
        const before = me ? me.id : null;
        setAccount(j.account);
        available = true;
        if ((me ? me.id : null) !== before || path.endsWith("/password")) net.reopen();
    }
    return { ok: r.ok, status: r.status, body: j };
}

// The server's `hello` answer names the connection's account.
net.on("hello", (msg) => { if ("account" in msg) setAccount(msg.account); });

// The sentence of word `key` with `node` (a link) in the place of its
// {A}: [before, node, after].
export function around(key, node) {
    const [before, after = ""] = t(key).split("{A}");
    return [before, node, after];
}

// The header's account link: "Sign in" (and "Sign up" where there is
// room) when signed out, the account's name when signed in; each with a
// round mark, all that shows on a narrow phone. Where there is room, the
// leaderboard too (a phone finds it under "Play now").
export function accountNav() {
    if (!available || me === undefined) return [];
    const board = h("a.acct-link.wide-only", { href: "/leaderboard", "data-link": true, id: "acct-board" },
        h("span.acct-label", {}, t("leaderboard")));
    if (me) {
        const initial = [...me.name.trim()][0] || "?";
        return [board, h("a.acct-link.signed", {
            href: profilePath(me.name), "data-link": true, id: "acct-me",
            title: t("signed_in_as", { A: me.name }),
        }, h("span.acct-mark", { "aria-hidden": "true" }, initial.toUpperCase()),
        h("span.acct-label", {}, me.name))];
    }
    return [
        h("a.acct-link", { href: "/signin", "data-link": true, id: "acct-signin", title: t("sign_in") },
            h("span.acct-mark.person", { "aria-hidden": "true" }),
            h("span.acct-label", {}, t("sign_in"))),
        h("a.acct-link.wide-only", { href: "/signup", "data-link": true, id: "acct-signup" },
            h("span.acct-label", {}, t("sign_up"))),
        board,
    ];
}

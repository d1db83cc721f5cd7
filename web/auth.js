// auth.js - the pages of one's account: /signin, /signup (a name and a
// password, twice on sign-up) and /account (change the password, sign
// out here or everywhere, delete the account). The checks and the words
// of a refusal come from account-state.js; the POSTs from account.js.

import { fill, h } from "./dom.js";
import { t } from "./i18n.js";
import { navigate, toast } from "./app.js";
import { account, accountKnown, around, post } from "./account.js";
import { formErrors, profilePath, refusal } from "./account-state.js";

// ------------------------------------------------------ form helpers

// A labelled field; `hint` a line under it (the rules of a name).
function field(id, label, props, hint) {
    const hintId = hint ? `${id}-hint` : null;
    return h("div.field", {},
        h("label", { for: id }, label),
        h("input", { id, name: id, ...props, "aria-describedby": hintId ? `${hintId} ${id}-error` : `${id}-error` }),
        hint ? h("p.field-hint", { id: hintId }, hint) : null,
        h("p.field-error", { id: `${id}-error`, hidden: true }));
}

// Shows errs ({field: word key}) under the fields of `form` whose ids are
// `prefix + field`; returns whether there were none. An empty word only
// marks the field.
function showErrors(form, prefix, errs) {
    let first = null;
    for (const input of form.querySelectorAll("input")) {
        const key = input.id.startsWith(prefix) ? input.id.slice(prefix.length) : null;
        const el = form.querySelector(`#${input.id}-error`);
        const bad = key !== null && key in errs;
        input.setAttribute("aria-invalid", String(bad));
        if (el) { el.textContent = bad ? t(errs[key]) : ""; el.hidden = !bad || !errs[key]; }
        if (bad && !first) first = input;
    }
    if (first) first.focus();
    return !first;
}

// The line of a form's outcome (a refusal, or a success when `ok`).
function say(el, text, ok = false) {
    el.textContent = text;
    el.hidden = !text;
    el.classList.toggle("ok", ok);
}

// Runs a refusal's words in `el`; after too many tries the wait counts
// down, and `button` stays disabled until it is over.
let waitTimer = 0;
function refuse(el, button, res) {
    clearInterval(waitTimer);
    const r = refusal(res.status, res.body);
    if (r.code !== "too_many") { say(el, t(r.key, r.vars)); return; }
    const until = Date.now() + r.retry * 1000;
    const tick = () => {
        const left = Math.ceil((until - Date.now()) / 1000);
        if (left <= 0 || !el.isConnected) {
            clearInterval(waitTimer);
            button.disabled = false;
            say(el, "");
            return;
        }
        button.disabled = true;
        const w = refusal(429, { error: "too_many", retry_s: left });
        say(el, t(w.key, w.vars));
    };
    tick();
    waitTimer = setInterval(tick, 1000);
}

// Where to go after signing in: ?next=/path on this site, else home.
function nextPath() {
    const n = new URLSearchParams(location.search).get("next") || "";
    return /^\/(?!\/)/.test(n) ? n : "/";
}

// ------------------------------------------------ sign in, sign up

function credentialsPage(kind) {
    let root = null;
    let busy = false;
    const up = kind === "signup";
    const P = `${kind}-`;

    async function submit(e) {
        e.preventDefault();
        if (busy) return;
        const form = e.target;
        const f = {
            name: form.querySelector(`#${P}name`).value.trim(),
            password: form.querySelector(`#${P}password`).value,
            confirm: up ? form.querySelector(`#${P}confirm`).value : undefined,
        };
        const msg = form.querySelector(".form-error");
        say(msg, "");
        if (!showErrors(form, P, formErrors(kind, f))) return;
        const button = form.querySelector("button[type=submit]");
        busy = true;
        button.disabled = true;
        const res = await post(`/api/account/${kind}`, { name: f.name, password: f.password });
        busy = false;
        button.disabled = false;
        if (res.ok) { navigate(nextPath()); return; }
        refuse(msg, button, res);
        const input = form.querySelector(res.body && res.body.error === "name_taken" ? `#${P}name` : `#${P}password`);
        if (input && res.status !== 429) input.focus();
    }

    function render() {
        if (!root) return;
        const other = up ? "/signin" : "/signup";
        const keep = nextPath() !== "/" ? `?next=${encodeURIComponent(nextPath())}` : "";
        fill(root, h("section.panel.auth", {},
            h("h1", {}, t(up ? "sign_up" : "sign_in")),
            h("form", { id: `${kind}-form`, noValidate: true, onsubmit: submit },
                field(`${P}name`, t("account_name"), {
                    type: "text", autocomplete: "username", autocapitalize: "none", spellcheck: false,
                    maxLength: 40, required: true, dir: "auto",
                }, up ? t("name_rule") : null),
                field(`${P}password`, t("password"), {
                    type: "password", autocomplete: up ? "new-password" : "current-password",
                    maxLength: 128, required: true,
                }, up ? t("password_rule") : null),
                up ? field(`${P}confirm`, t("password_again"), {
                    type: "password", autocomplete: "new-password", maxLength: 128, required: true,
                }) : null,
                h("p.form-error", { role: "alert", hidden: true }),
                h("button.primary.big", { type: "submit", id: `${kind}-submit` }, t(up ? "sign_up" : "sign_in"))),
            h("p.auth-other", {}, t(up ? "have_account" : "no_account"), " ",
                h("a", { href: other + keep, "data-link": true }, t(up ? "sign_in" : "sign_up"))),
            h("p.auth-guest", {}, h("a", { href: "/", "data-link": true, id: "as-guest" }, t("play_as_guest")))));
        const first = root.querySelector("input");
        if (first) first.focus({ preventScroll: true });
    }

    return {
        name: kind,
        mount(el) { root = el; busy = false; render(); },
        unmount() { root = null; clearInterval(waitTimer); },
        // The words change; what was typed stays.
        relabel() {
            if (!root) return;
            const typed = [...root.querySelectorAll("input")].map((i) => [i.id, i.value]);
            render();
            for (const [id, v] of typed) { const i = document.getElementById(id); if (i) i.value = v; }
        },
    };
}

export const signinView = credentialsPage("signin");
export const signupView = credentialsPage("signup");

// ---------------------------------------------------------- /account

let accRoot = null;

async function changePassword(e) {
    e.preventDefault();
    const form = e.target;
    const me = account();
    const f = {
        name: me ? me.name : "",
        password: form.querySelector("#pw-password").value,
        new_password: form.querySelector("#pw-new_password").value,
        confirm: form.querySelector("#pw-confirm").value,
    };
    const msg = form.querySelector(".form-error");
    say(msg, "");
    if (!showErrors(form, "pw-", formErrors("password", f))) return;
    const button = form.querySelector("button[type=submit]");
    button.disabled = true;
    const res = await post("/api/account/password", { password: f.password, new_password: f.new_password });
    button.disabled = false;
    if (!res.ok) { refuse(msg, button, res); return; }
    form.reset();
    say(msg, t("password_changed"), true);
}

async function signOut(everywhere) {
    const res = await post("/api/account/signout", everywhere ? { everywhere: true } : {});
    if (!res.ok) { toast(t(refusal(res.status, res.body).key)); return; }
    toast(t("signed_out_done"));
    navigate("/");
}

async function deleteAccount(e) {
    e.preventDefault();
    const form = e.target;
    const f = { password: form.querySelector("#del-password").value };
    const msg = form.querySelector(".form-error");
    say(msg, "");
    if (!showErrors(form, "del-", formErrors("delete", f))) return;
    const button = form.querySelector("button[type=submit]");
    button.disabled = true;
    const res = await post("/api/account/delete", { password: f.password });
    button.disabled = false;
    if (!res.ok) { refuse(msg, button, res); return; }
    toast(t("account_deleted"));
    navigate("/");
}

function renderAccount() {
    if (!accRoot) return;
    const me = account();
    if (!accountKnown()) { fill(accRoot, h("p.muted.loading", {}, t("loading"))); return; }
    if (!me) {
        fill(accRoot, h("section.panel.auth", {},
            h("h1", {}, t("account")),
            h("p", {}, t("account_error_signed_out")),
            h("a.button.primary", { href: "/signin?next=%2Faccount", "data-link": true }, t("sign_in"))));
        return;
    }
    // A hidden name beside the passwords, for the browser's password
    // manager (it files the new password under the account's name).
    const username = h("input", {
        type: "text", autocomplete: "username", value: me.name, readOnly: true,
        hidden: true, tabIndex: -1, "aria-hidden": "true", id: "pw-username",
    });
    fill(accRoot, h("div.account-page", {},
        h("div.account-head", {},
            h("h1", {}, t("account")),
            h("p", {}, around("signed_in_as",
                h("a.acct-name", { href: profilePath(me.name), "data-link": true, dir: "auto" }, me.name)))),
        h("section.panel", {},
            h("h2", {}, t("change_password")),
            h("form", { id: "password-form", noValidate: true, onsubmit: changePassword },
                username,
                field("pw-password", t("current_password"), { type: "password", autocomplete: "current-password", maxLength: 128 }),
                field("pw-new_password", t("new_password"), { type: "password", autocomplete: "new-password", maxLength: 128 }, t("password_rule")),
                field("pw-confirm", t("password_again"), { type: "password", autocomplete: "new-password", maxLength: 128 }),
                h("p.form-error", { role: "alert", hidden: true }),
                h("button.primary", { type: "submit", id: "password-submit" }, t("change_password")))),
        h("section.panel", {},
            h("h2", {}, t("sign_out")),
            h("div.row", {},
                h("button", { type: "button", id: "signout", onclick: () => signOut(false) }, t("sign_out")),
                h("button", { type: "button", id: "signout-all", onclick: () => signOut(true), "aria-describedby": "signout-all-hint" }, t("sign_out_all"))),
            h("p.field-hint", { id: "signout-all-hint" }, t("sign_out_all_hint"))),
        h("section.panel.danger-zone", {},
            h("details", { id: "delete-details" },
                h("summary", {}, t("delete_account")),
                h("p.warning", { id: "delete-warning" }, t("delete_warning")),
                h("p.muted", {}, t("delete_keeps")),
                h("form", { id: "delete-form", noValidate: true, onsubmit: deleteAccount },
                    h("input", { type: "text", autocomplete: "username", value: me.name, readOnly: true, hidden: true, tabIndex: -1, "aria-hidden": "true" }),
                    field("del-password", t("delete_confirm"), { type: "password", autocomplete: "current-password", maxLength: 128 }),
                    h("p.form-error", { role: "alert", hidden: true }),
                    h("button.danger", { type: "submit", id: "delete-submit", "aria-describedby": "delete-warning" }, t("delete_for_good")))))));
}

export const accountView = {
    name: "account",
    mount(el) { accRoot = el; renderAccount(); },
    unmount() { accRoot = null; clearInterval(waitTimer); },
    relabel() { renderAccount(); },
    accountChanged() { renderAccount(); },
};

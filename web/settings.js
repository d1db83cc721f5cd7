// settings.js - a room's settings as a form (players, variants, timer,
// lobby listing, bots: a level or a personality, with a line on what the
// choice plays like, hints): on the home page to create a room, and in a room's
// lobby for its host. The server judges every value.

import { h } from "./dom.js";
import { levelName, levelNote, optionName, t } from "./i18n.js";
import { BOT_GROUPS, OPTIONS } from "./prefs.js";

export { BOTS, BOT_GROUPS, defaults, OPTIONS } from "./prefs.js";
const TIMERS = [0, 15, 30, 45, 60, 90, 120, 300];

// The form for settings `s`; changed(newSettings) on every change. (A
// guest in the lobby sees room.js's summary instead.) `hints`: the Hints
// box too (the lobby's form: the home page's keeps its button above a
// laptop's fold, and makes rooms without hints, turned on in the lobby).
export function settingsForm(s, changed, idPrefix = "set", { hints: withHints = false } = {}) {
    const id = (n) => `${idPrefix}-${n}`;
    const emit = (patch) => changed({ ...s, ...patch });

    const players = h("select", {
        id: id("players"),
        onchange: (e) => emit({ players: Number(e.target.value) }),
    });
    for (let n = 2; n <= 10; n++) players.append(h("option", { value: n, selected: n === s.players }, String(n)));

    const opts = OPTIONS.map((o) => {
        const draftOff = o === "two_player_draft" && s.players !== 2;
        // A variant the room cannot have now looks it, and says why.
        return h(`label.check${draftOff ? ".disabled" : ""}`, {},
            h("input", {
                type: "checkbox", id: id(o), checked: (s.options || []).includes(o),
                disabled: draftOff,
                onchange: (e) => {
                    const set = new Set(s.options || []);
                    if (e.target.checked) set.add(o); else set.delete(o);
                    emit({ options: OPTIONS.filter((x) => set.has(x)) });
                },
            }),
            h("span", {}, optionName(o),
                draftOff ? h("small.why", { id: id(`${o}-why`) }, t("two_players_only")) : null));
    });

    const timers = TIMERS.includes(s.timer) ? TIMERS : [...TIMERS, s.timer].sort((a, b) => a - b);
    const timer = h("select", {
        id: id("timer"),
        onchange: (e) => emit({ timer: Number(e.target.value) }),
    }, timers.map((n) => h("option", { value: n, selected: n === s.timer },
        n ? t("seconds", { n }) : t("timer_none"))));

    // The choices in two groups, levels and personalities; the line under
    // the select says what the chosen one plays like (read aloud with it),
    // at once, before the room's answer draws the form again.
    const note = h("p.bots-note", { id: id("bots-note") }, levelNote(s.bots));
    const bots = h("select", {
        id: id("bots"), "aria-describedby": id("bots-note"),
        onchange: (e) => {
            note.textContent = levelNote(e.target.value);
            emit({ bots: e.target.value });
        },
    }, BOT_GROUPS.map((g) => h("optgroup", { label: t(g.label) },
        g.bots.map((b) => h("option", { value: b, selected: b === s.bots }, levelName(b))))));

    const pub = h("input", {
        type: "checkbox", id: id("public"), checked: !!s.public,
        onchange: (e) => emit({ public: e.target.checked }),
    });

    // Hints: the Expert bot's move on asking; its line says the game is
    // then unrated.
    const hints = withHints && h("input", {
        type: "checkbox", id: id("hints"), checked: s.hints === true, "aria-describedby": id("hints-about"),
        onchange: (e) => emit({ hints: e.target.checked }),
    });

    // The three choices side by side where they fit (the form stays short);
    // the bots' last, so that their line is right under them, however the
    // row wraps.
    return h("div.settings", {},
        h("div.settings-row", {},
            h("div.field", {}, h("label", { for: id("players") }, t("players")), players),
            h("div.field", {}, h("label", { for: id("timer") }, t("timer")), timer),
            h("div.field", {}, h("label", { for: id("bots") }, t("bot_level")), bots)),
        note,
        h("fieldset.field", {}, h("legend", {}, t("options")), h("div.checks", {}, opts)),
        h("label.check", {}, pub, h("span", {}, t("public_room"))),
        hints ? h("label.check.hints-check", {}, hints, h("span", {}, t("hints"),
            h("small.about", { id: id("hints-about") }, t("hints_about")))) : null);
}

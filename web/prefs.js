// prefs.js - the settings a new room starts from, remembered from the
// last game made (localStorage holds them as JSON text; app.js reads and
// writes it), and what "Play now" makes of them. Pure functions: no DOM,
// no storage; tests/web/prefs.test.mjs runs them under node.

export const OPTIONS = ["inquisitor", "two_player_draft", "declared_coup", "declared_assassinate", "reformation"];
// The bots a room may choose (its `bots`), as the settings' select groups
// them: levels of strength, then personalities (ways to play) with
// "mixed", a different bot at each seat. `label` is the group's word.
export const BOT_GROUPS = [
    { label: "bot_levels", bots: ["random", "heuristic", "search"] },
    { label: "bot_styles", bots: ["honest", "bluffer", "challenger", "cautious", "mixed"] },
];
// Every choice, in the select's order.
export const BOTS = BOT_GROUPS.flatMap((g) => g.bots);

// The first time: four players, heuristic bots, no variant, no timer,
// listed in the lobby.
export const defaults = () => ({
    players: 4, options: [], timer: 0, public: true, bots: "heuristic",
});

// The settings of `saved` (what was stored: any JSON text, or null) that
// the server would take, each missing or wrong one from defaults(). R11's
// draft only with two players (the server refuses it otherwise).
export function settingsOf(saved) {
    const d = defaults();
    let o = null;
    try { o = JSON.parse(saved); } catch { o = null; }
    if (!o || typeof o !== "object" || Array.isArray(o)) return d;
    const players = Number.isInteger(o.players) && o.players >= 2 && o.players <= 10 ? o.players : d.players;
    const options = Array.isArray(o.options)
        ? OPTIONS.filter((x) => o.options.includes(x) && (x !== "two_player_draft" || players === 2)) : d.options;
    const timer = Number.isInteger(o.timer) && (o.timer === 0 || (o.timer >= 10 && o.timer <= 600)) ? o.timer : d.timer;
    return {
        players, options, timer,
        public: typeof o.public === "boolean" ? o.public : d.public,
        bots: BOTS.includes(o.bots) ? o.bots : d.bots,
    };
}

// The text to remember for settings `s` (a room's, or a form's).
export function settingsText(s) {
    return JSON.stringify(settingsOf(JSON.stringify(s)));
}

// Hints (a room's `hints`: the Expert bot's move on asking, the game then
// unrated) are never remembered: each new room starts without them, and
// has them only when its host ticks the lobby's box.

// The home page's form ("Play with friends"): the remembered settings,
// hints off.
export function formSettings(saved) {
    return { ...settingsOf(saved), hints: false };
}

// "Play now": the remembered settings in a room of one's own, unlisted,
// without hints.
export function playNowSettings(saved) {
    return { ...settingsOf(saved), public: false, hints: false };
}

// The name to play under: the one typed, else the one kept, else the
// table's default word ("You").
export function playName(typed, kept, fallback) {
    for (const n of [typed, kept, fallback]) {
        const len = [...String(n || "").trim()].length;
        if (len >= 1 && len <= 20) return String(n).trim();
    }
    return "Coup";
}

// Whether a page opened at `hostname` makes links that only this computer
// can open: localhost and the loopback addresses (127.0.0.0/8, ::1).
export function isLoopback(hostname) {
    const h = String(hostname || "").toLowerCase().replace(/^\[|\]$/g, "");
    return h === "localhost" || h.endsWith(".localhost") || h === "::1" ||
        /^127(\.\d{1,3}){3}$/.test(h) || /^::ffff:127\./.test(h);
}

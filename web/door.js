// door.js - what a room's link shows before one is in the room (the
// door), from the room's summary (GET /api/rooms/CODE, docs/web-protocol.md)
// and what this browser holds. Pure: no DOM, no storage, no fetch;
// tests/web/door.test.mjs runs it under node. room.js draws the answer.
//
//   summary  undefined: not known yet; null: no such room (or an unlisted
//            one without its key: the server answers both alike); false:
//            not to be had (the network, a refusal)
//   held     {token: a seat's token kept for the room, left: that seat's
//            game was left with the seat kept}

// What the door offers: {kind, ...}
//   "loading"  the summary is on its way: nothing to decide yet
//   "unknown"  no summary to be had: the door asks for a name as before
//   "none"     no such room: say so, and offer the home page
//   "over"     its game is over: the replay (`replay`, its link), and
//              one's seat back (`seatBack`) when it was left
//   "playing"  a game is on: watch it, or take one's seat back (`seatBack`)
//   "lobby"    waiting for players: the host, the seats, join (`canJoin`
//              unless full) or watch
export function doorOf(summary, held = {}) {
    if (summary === undefined) return { kind: "loading" };
    if (summary === false) return { kind: "unknown" };
    if (!summary || typeof summary !== "object") return { kind: "none" };
    const seats = Array.isArray(summary.seats) ? summary.seats : [];
    const taken = seats.filter((s) => s && s.name).length;
    const common = {
        host: typeof summary.host_name === "string" ? summary.host_name : null,
        hostSeat: Number.isInteger(summary.host) ? summary.host : -1,
        players: summary.players || seats.length,
        taken,
        seats: seats.map((s) => ({ seat: s.seat, name: s.name || null, bot: s.bot || null })),
    };
    if (summary.status === "over") {
        // A seat of it left during the game may still be taken back: the
        // last table, and the host's "Play again".
        return {
            kind: "over", ...common, seatBack: !!(held.token && held.left),
            replay: summary.game ? replayLink(summary.game, summary.game_key) : null,
        };
    }
    if (summary.status === "playing") {
        return { kind: "playing", ...common, seatBack: !!(held.token && held.left) };
    }
    const free = Math.max(0, common.players - taken);
    return { kind: "lobby", ...common, free, canJoin: free > 0, seatBack: false };
}

// A finished game's replay: an unlisted room's game opens with its secret.
export function replayLink(game, key) {
    return `/games/${game}${key ? `?key=${encodeURIComponent(key)}` : ""}`;
}

// The summary's address: the room's key when we have it, and the code
// again as `room=`, by which a proxy in front of several servers routes
// it as it routes the room's WebSocket (docs/deploy.md).
export function summaryUrl(code, key) {
    const q = new URLSearchParams({ room: code });
    if (key) q.set("key", key);
    return `/api/rooms/${encodeURIComponent(code)}?${q}`;
}

// art.js - the characters' emblems (web/cards.svg, drawn for coup): an
// inline <svg> that shows one symbol of the sprite, the same on the table,
// in the hand, in the replay and on the rules card.

import { h } from "./dom.js";
import { factionName, t } from "./i18n.js";

const NS = "http://www.w3.org/2000/svg";
const CARDS = ["duke", "assassin", "captain", "ambassador", "contessa", "inquisitor"];

// The emblem of `card` ("duke"), or null for an unknown card.
export function emblem(card) {
    if (!CARDS.includes(card)) return null;
    const svg = document.createElementNS(NS, "svg");
    svg.setAttribute("class", "emblem");
    svg.setAttribute("viewBox", "0 0 64 64");
    svg.setAttribute("aria-hidden", "true");
    svg.setAttribute("focusable", "false");
    const use = document.createElementNS(NS, "use");
    use.setAttribute("href", `/cards.svg#${card}`);
    svg.appendChild(use);
    return svg;
}

// A seat's allegiance under Reformation (R16): its colour, its shape (a
// round mark for the Loyalists, a square one for the Reformists: style.css)
// and its word, so that neither colour nor shape alone tells it. `turned`:
// it just changed (a Conversion), drawn once as such.
export function factionBadge(f, turned = false) {
    return h(`span.badge.faction.f-${f}${turned ? ".turned" : ""}`, { "data-faction": f }, factionName(f));
}

// The Treasury Reserve on the table (R17): its coins.
export function reserveMark(n) {
    return h("span.reserve", { id: "reserve", "data-reserve": n },
        h("span.coin", { "aria-hidden": "true" }), t("reserve", { k: n }));
}

// art.js - the characters' emblems (web/cards.svg, drawn for coup): an
// inline <svg> that shows one symbol of the sprite, the same on the table,
// in the hand, in the replay and on the rules card.

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

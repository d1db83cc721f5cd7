// dom.js - building the page from data: every text from outside goes in
// through textContent (never innerHTML), so that a name or a chat line is
// only ever shown, never run.

// h("button.primary", {onclick: f, type: "button"}, "label", child, ...):
// an element with its class names, properties (on... are listeners,
// "aria-..." and "data-..." are attributes) and children (strings become
// text nodes; null and false are skipped).
export function h(tag, props, ...children) {
    const [name, ...classes] = tag.split(".");
    const el = document.createElement(name || "div");
    if (classes.length) el.className = classes.join(" ");
    for (const [k, v] of Object.entries(props || {})) {
        if (v === undefined || v === null || v === false) continue;
        if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
        else if (k.startsWith("aria-") || k.startsWith("data-") || k === "role" || k === "for")
            el.setAttribute(k, v === true ? "" : String(v));
        else if (k === "style") Object.assign(el.style, v);
        else el[k] = v;
    }
    append(el, children);
    return el;
}

function append(el, children) {
    for (const c of children) {
        if (c === null || c === undefined || c === false) continue;
        if (Array.isArray(c)) append(el, c);
        else if (c instanceof Node) el.appendChild(c);
        else el.appendChild(document.createTextNode(String(c)));
    }
}

// Replaces el's children with the given ones.
export function fill(el, ...children) {
    el.replaceChildren();
    append(el, children);
    return el;
}

export const $ = (sel, root = document) => root.querySelector(sel);

// sound.js - tiny beeps made with WebAudio (no sound files), off until the
// player turns them on; the choice is remembered.

const KEY = "coup.sound";
let ctx = null;

export const soundOn = () => localStorage.getItem(KEY) === "on";

export function setSound(on) {
    localStorage.setItem(KEY, on ? "on" : "off");
    if (on) beep([660]); // a first sound also unlocks audio on mobiles
}

// beep([f1, f2, ...]): short notes one after the other.
export function beep(freqs = [523, 784]) {
    if (!soundOn()) return;
    try {
        ctx = ctx || new AudioContext();
        let at = ctx.currentTime;
        for (const f of freqs) {
            const o = ctx.createOscillator();
            const g = ctx.createGain();
            o.type = "sine";
            o.frequency.value = f;
            g.gain.setValueAtTime(0.0001, at);
            g.gain.exponentialRampToValueAtTime(0.15, at + 0.02);
            g.gain.exponentialRampToValueAtTime(0.0001, at + 0.16);
            o.connect(g).connect(ctx.destination);
            o.start(at);
            o.stop(at + 0.18);
            at += 0.12;
        }
    } catch {
        // No audio here: the game goes on silently.
    }
}

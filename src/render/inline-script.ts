/**
 * The one inline script: marks <html> as scripted before first paint, so CSS can collapse the
 * mobile menu only when the toggle will work (no layout shift, no menu lost without JavaScript).
 * Its SHA-256 is allowed by the Content Security Policy.
 */
export const NO_JS_CLASS_SCRIPT = `document.documentElement.classList.add("js")`;

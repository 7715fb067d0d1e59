/**
 * The one inline script, run before the first frame:
 * - marks <html> as scripted, so CSS can collapse the mobile menu only when the toggle will work
 *   (no layout shift, no menu lost without JavaScript);
 * - holds rendering until <main> is parsed (`<link rel="expect" blocking="render">`), so the first
 *   frame shows the page, not the header alone (docs/decisions/0040-first-paint.md, "One first
 *   frame"). It is added from here because the HTML checker does not yet know `rel="expect"`.
 * Its SHA-256 is allowed by the Content Security Policy.
 */
export const FIRST_FRAME_SCRIPT = `document.documentElement.classList.add("js");{const l=document.createElement("link");l.rel="expect";l.href="#main";l.setAttribute("blocking","render");document.head.append(l)}`;

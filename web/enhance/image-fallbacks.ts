import { imageFallback } from "../components/ChurchCard.css";
import { translator } from "../../src/contract/i18n/catalogue";
import { shellText } from "../../src/contract/i18n/shell-text";
import { documentLang } from "./page-lang";

function fail(img: HTMLImageElement): void {
  const lower = img.dataset.fallbackSrc;
  if (lower && img.src !== lower) {
    img.src = lower;
    return;
  }
  if (img.dataset.fallback === "hide") {
    img.hidden = true;
    return;
  }
  const note = document.createElement("span");
  note.className = imageFallback;
  note.textContent = translator(shellText, documentLang())("imageNotAvailable");
  img.replaceWith(note);
}

/**
 * Images marked data-fallback: 'placeholder' shows 'Image not available' in their place, 'hide'
 * removes them, and a data-fallback-src is tried first (sermon thumbnails fall back to a lower
 * resolution). Images that failed before the script ran are handled too.
 */
export function enhanceImageFallbacks(): void {
  document.addEventListener(
    "error",
    (event) => {
      const target = event.target;
      if (target instanceof HTMLImageElement && target.dataset.fallback !== undefined) fail(target);
    },
    true,
  );
  document.querySelectorAll<HTMLImageElement>("img[data-fallback]").forEach((img) => {
    if (img.complete && img.naturalWidth === 0 && img.src) fail(img);
  });
}

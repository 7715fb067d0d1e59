import { useEffect } from "react";
import { imageFallback } from "../components/ChurchCard.css";

/**
 * Images marked data-fallback: 'placeholder' shows 'Image not available' in their place, 'hide'
 * removes them, and a data-fallback-src is tried first (sermon thumbnails fall back to a lower
 * resolution). Images that failed before this island woke up are handled too.
 */
export default function ImageFallbacks() {
  useEffect(() => {
    const fail = (img: HTMLImageElement) => {
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
      note.textContent = "Image not available";
      img.replaceWith(note);
    };
    const onError = (event: Event) => {
      const target = event.target;
      if (target instanceof HTMLImageElement && target.dataset.fallback !== undefined) fail(target);
    };
    document.addEventListener("error", onError, true);
    document.querySelectorAll<HTMLImageElement>("img[data-fallback]").forEach((img) => {
      if (img.complete && img.naturalWidth === 0 && img.src) fail(img);
    });
    return () => document.removeEventListener("error", onError, true);
  }, []);
  return null;
}

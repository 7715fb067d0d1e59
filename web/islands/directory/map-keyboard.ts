import type * as Leaflet from "leaflet";

/** A drawn marker or cluster: what names it across redraws, and where it stands. */
export interface Pin {
  marker: Leaflet.Marker;
  /** `p{church id}` or `c{cluster id}`: the same pin keeps it while the same pins are shown. */
  key: string;
  lat: number;
  lng: number;
}

/** Where the keyboard goes after the next drawing: one of these pins, else the one nearest the point. */
export interface FocusTarget {
  keys: ReadonlySet<string>;
  lat: number;
  lng: number;
}

/**
 * The map's markers by keyboard (docs/decisions/0060-bulk-update-and-map-view.md): every marker and
 * cluster in view is a Tab stop, in the order the arrow keys follow (west to east, drawn in that
 * order); arrow keys move to the previous or next one, Enter and Space click the focused one.
 * `onActivate` runs before a keyboard click, so a cluster can say where the focus goes once it has zoomed.
 */
export function keyboardPins(pins: Pin[], onActivate: (pin: Pin) => void): void {
  const elements = pins.map((p) => p.marker.getElement()).filter((el): el is HTMLElement => el !== undefined);
  elements.forEach((el, i) => {
    el.tabIndex = 0;
    el.setAttribute("role", "button");
    el.setAttribute("aria-label", el.title);
    el.addEventListener("keydown", (event) => {
      const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
      if (step !== undefined) {
        elements[(i + step + elements.length) % elements.length]!.focus();
      } else if (event.key === "Enter" || event.key === " ") {
        onActivate(pins[i]!);
        pins[i]!.marker.fire("click");
      } else return;
      // The map would pan with the arrows, and Space would scroll the page.
      event.preventDefault();
      event.stopPropagation();
    });
  });
}

/** The pin the keyboard was on, to find again once the markers are drawn anew (a move or new pins redraw them all). */
export function focusedPin(pins: Pin[]): FocusTarget | null {
  const pin = pins.find((p) => p.marker.getElement() === document.activeElement);
  return pin ? { keys: new Set([pin.key]), lat: pin.lat, lng: pin.lng } : null;
}

/** Focuses the target's first pin drawn, else the pin nearest its point. */
export function focusPin(pins: Pin[], target: FocusTarget): void {
  const distance = (p: Pin) => (p.lat - target.lat) ** 2 + (p.lng - target.lng) ** 2;
  const pin = pins.find((p) => target.keys.has(p.key)) ?? [...pins].sort((a, b) => distance(a) - distance(b))[0];
  pin?.marker.getElement()?.focus();
}

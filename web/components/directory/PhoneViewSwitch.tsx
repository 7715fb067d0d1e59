import * as css from "../Directory.css";

export type PhoneView = "list" | "map";

/**
 * On a phone, the list or the map (docs/decisions/0028-phone-directory.md); hidden from 768 px,
 * where the map sits over the list. Hidden without JavaScript, which the map needs.
 */
export function PhoneViewSwitch({ view, onView }: { view: PhoneView; onView: (view: PhoneView) => void }) {
  return (
    <div className={css.phoneSwitch} role="group" aria-label="Show the churches as">
      {(["list", "map"] as const).map((option) => (
        <button key={option} type="button" className={css.phoneOption} aria-pressed={view === option} onClick={() => onView(option)}>
          {option === "list" ? "List" : "Map"}
        </button>
      ))}
    </div>
  );
}

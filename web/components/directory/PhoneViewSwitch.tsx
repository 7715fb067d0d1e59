import * as css from "../Directory.css";
import { directoryText } from "../../../src/contract/i18n/directory-text";
import { useText } from "../lang-context";

export type PhoneView = "list" | "map";

/**
 * On a phone, the list or the map (docs/decisions/0028-phone-directory.md); hidden from 768 px,
 * where the map sits over the list. Hidden without JavaScript, which the map needs.
 */
export function PhoneViewSwitch({ view, onView }: { view: PhoneView; onView: (view: PhoneView) => void }) {
  const t = useText(directoryText);
  return (
    <div className={css.phoneSwitch} role="group" aria-label={t("phone.label")}>
      {(["list", "map"] as const).map((option) => (
        <button key={option} type="button" className={css.phoneOption} aria-pressed={view === option} aria-label={t(`phone.${option}.name`)} onClick={() => onView(option)}>
          {t(`phone.${option}`)}
        </button>
      ))}
    </div>
  );
}

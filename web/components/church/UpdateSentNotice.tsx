import { updatesText } from "../../../src/contract/i18n/updates-text";
import { useText } from "../lang-context";
import { card, container } from "../ui.css";
import * as css from "./UpdateSentNotice.css";

/**
 * On the profile the visitor came from, after 'Suggest an update' was sent (`?sent=update`), with
 * or without JavaScript: what happens next, in place of a toast that goes by (docs/product.md M7).
 */
export function UpdateSentNotice() {
  const t = useText(updatesText);
  return (
    <div className={container}>
      <div className={`${card} ${css.notice}`} role="status" data-testid="update-sent">
        <strong>{t("sentTitle")}</strong>
        <p className={css.body}>{t("sentBody")}</p>
      </div>
    </div>
  );
}

import { routes } from "../../src/contract/routes";
import { saveButtonText } from "../../src/contract/i18n/save-button-text";
import { usePath, useText } from "./lang-context";
import * as css from "./SaveButton.css";

/**
 * A church's Save button (docs/product.md V10): a form that posts to the shortlist and comes back
 * (303), so it works without JavaScript. It reads the same for everyone, since cards are cached for
 * all visitors (src/render/card-html.ts): the shell's script (web/enhance/save-buttons.ts) marks
 * it pressed from the cookie (CSS then shows 'Saved': no text changes, so a card React hydrates
 * later matches its markup) and saves or removes without a reload. Its notes ride along as data
 * attributes, so that script needs no catalogue.
 */
export function SaveButton({ church, className }: { church: { id: number; name: string }; className?: string }) {
  const t = useText(saveButtonText);
  const path = usePath();
  return (
    <form method="post" action={path(routes.shortlistSave)} className={className ? `${css.saveForm} ${className}` : css.saveForm} data-enhance="save-church">
      <input type="hidden" name="church" value={church.id} />
      <button
        type="submit"
        name="do"
        value="save"
        className={css.saveButton}
        data-testid="save-church"
        data-saved-note={t("savedNote", { name: church.name })}
        data-removed-note={t("removedNote", { name: church.name })}
        data-failed-note={t("failed")}
      >
        <span className={css.saveText}>{t("label")}</span>
        <span className={css.savedText}>{t("saved")}</span>
        <span className="visually-hidden">{t("what", { name: church.name })}</span>
      </button>
    </form>
  );
}

import { routes } from "../../src/contract/routes";
import { saveButtonText } from "../../src/contract/i18n/save-button-text";
import { usePath, useText } from "./lang-context";
import * as css from "./SaveButton.css";

/**
 * The one form every Save button on a page sends (through its `form` attribute), in the shell's
 * bottom. A form in each card made Chrome's form filler lay out every card the screen did not show
 * yet, hundreds of elements at the end of the directory's parsing (docs/decisions/0040-first-paint.md,
 * Measured, not simulated). It holds nothing: the button names the church, and the shortlist's
 * `do` is 'save' unless said.
 */
export const SAVE_FORM_ID = "save-church";

export function SaveForm() {
  const path = usePath();
  return <form id={SAVE_FORM_ID} method="post" action={path(routes.shortlistSave)} hidden />;
}

/**
 * A church's Save button (docs/product.md V10): it posts to the shortlist, which comes back (303),
 * so it works without JavaScript. It reads the same for everyone, since cards are cached for all
 * visitors (src/render/card-html.ts): the shell's script (web/enhance/save-buttons.ts) marks it
 * pressed from the cookie (CSS then shows 'Saved': no text changes, so a card React hydrates later
 * matches its markup) and saves or removes without a reload. Its notes ride along as data
 * attributes, so that script needs no catalogue.
 */
export function SaveButton({ church }: { church: { id: number; name: string } }) {
  const t = useText(saveButtonText);
  return (
    <button
      type="submit"
      form={SAVE_FORM_ID}
      name="church"
      value={church.id}
      className={css.saveButton}
      data-enhance="save-church"
      data-testid="save-church"
      data-saved-note={t("savedNote", { name: church.name })}
      data-removed-note={t("removedNote", { name: church.name })}
      data-failed-note={t("failed")}
    >
      <span className={css.saveText}>{t("label")}</span>
      <span className={css.savedText}>{t("saved")}</span>
      <span className="visually-hidden">{t("what", { name: church.name })}</span>
    </button>
  );
}

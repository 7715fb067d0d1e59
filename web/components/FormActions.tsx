import { button, buttonRow } from "./ui.css";

/** A form's last row: Cancel, a link back, and the submit button, which says what it is doing while the form is sent. */
export function FormActions({ cancelHref, cancel, submit, busy }: { cancelHref: string; cancel: string; submit: string; busy: boolean }) {
  return (
    <div className={buttonRow}>
      <a className={button.outline} href={cancelHref}>
        {cancel}
      </a>
      <button type="submit" className={button.primary} disabled={busy}>
        {submit}
      </button>
    </div>
  );
}

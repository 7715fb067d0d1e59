import { Fragment, type ReactNode } from "react";
import { ownerExtrasText } from "../../src/contract/i18n/owner-extras-text";
import type { FieldErrors } from "../lib/field-errors";
import { useText } from "./lang-context";
import * as rowsCss from "./ServiceRows.css";
import { button } from "./ui.css";

/**
 * A group of this many stored services or more shows each as its line with Edit and Remove, and
 * draws whole only the rows being edited: a parish's 25 rows of seven fields kept a phone busy
 * for half a second after the form showed (docs/service-times.md, 'The forms').
 */
export const LINES_FROM = 4;

/** Whether a group folds into lines: decided once, from the rows it came with. */
export const foldsIntoLines = (rows: readonly { line?: string }[]) => rows.filter((r) => r.line).length >= LINES_FROM;

/** Whether a row has a message at one of its fields: it shows them, and its first edit drops its line. */
export const isRefused = (errors: FieldErrors, paths: string[], index: number) =>
  Object.entries(errors).some(([path, message]) => message && paths.some((p) => path.startsWith(`${p}.${index}.`)));

interface GroupRowsProps {
  /** The ids of a line's Edit buttons: `{prefix}-{index}-edit`. */
  idPrefix: string;
  /** The group shows its stored services as lines (`foldsIntoLines`); otherwise every row whole. */
  folded: boolean;
  count: number;
  scripted: boolean;
  /** A row's line, or null when it shows its fields (edited, added, refused, or with no line). */
  line: (index: number) => string | null;
  full: (index: number) => ReactNode;
  onEdit: (index: number) => void;
  /** Removes a row, or null when it cannot be removed (the last weekly one). */
  onRemove: (index: number) => (() => void) | null;
  /** Names a row for screen readers: 'service time 2'. */
  what: (index: number) => string;
}

/**
 * A group's rows, whole, or folded into lines. Folded without JavaScript every row comes whole
 * inside `<noscript>`, as the plain post needs, and the lines are hidden (`scripting: none`); with
 * it, the parser never builds those fields, and only the rows being edited are drawn whole.
 */
export function GroupRows({ idPrefix, folded, count, scripted, line, full, onEdit, onRemove, what }: GroupRowsProps) {
  const t = useText(ownerExtrasText);
  const indexes = Array.from({ length: count }, (_, i) => i);
  const whole = indexes.map((i) => <Fragment key={i}>{full(i)}</Fragment>);
  if (!folded) return whole;
  return (
    <>
      <ul className={rowsCss.lines}>
        {indexes.map((i) => {
          const text = line(i);
          if (text === null) return scripted ? <li key={i}>{full(i)}</li> : null;
          const remove = onRemove(i);
          return (
            <li key={i} className={rowsCss.line}>
              <span className={rowsCss.lineText}>{text}</span>
              <button type="button" id={`${idPrefix}-${i}-edit`} className={button.outline} onClick={() => onEdit(i)}>
                {t("edit")}
                <span className="visually-hidden"> {what(i)}</span>
              </button>
              {remove ? (
                <button type="button" className={button.outline} onClick={remove}>
                  {t("remove")}
                  <span className="visually-hidden"> {what(i)}</span>
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {scripted ? null : <noscript>{whole}</noscript>}
    </>
  );
}

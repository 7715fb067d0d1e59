import type { ReactNode } from "react";
import { routes } from "../../src/contract/routes";
import { COMPARE_MAX, SHORTLIST_MAX, type ShortlistView } from "../../src/contract/shortlist";
import { shortlistText } from "../../src/contract/i18n/shortlist-text";
import { usePath, useLang, useText } from "../components/lang-context";
import { PageHeader } from "../components/PageHeader";
import { SaveButton } from "../components/SaveButton";
import { ShareButton } from "../components/ShareButton";
import { smallButton } from "../components/ChurchCard.css";
import { button, container } from "../components/ui.css";
import * as css from "./ShortlistPage.css";

/** `account`: the list is a signed-in account's (docs/decisions/0062-shortlist-accounts.md). */
export type ShortlistPageProps = ShortlistView & { near: string | null; shareUrl: string | null; account: boolean };

type Column = ShortlistView["compared"][number];

/**
 * The shortlist (docs/product.md V10): up to four saved churches side by side, a column each; more
 * saved, a form picks which four; a shared list's link shows the same to anyone.
 */
export function ShortlistPage(props: ShortlistPageProps) {
  const t = useText(shortlistText);
  const path = usePath();
  const { shared, saved, compared } = props;
  return (
    <>
      <PageHeader title={shared ? t("sharedTitle") : t("title")} lead={shared ? t("sharedLead") : props.account ? t("leadAccount") : t("lead")} />
      <div className={`${container} ${css.page}`}>
        {compared.length === 0 ? (
          <section className={css.empty} data-testid="shortlist-empty">
            <h2>{t("emptyTitle")}</h2>
            <p>{t("emptyBody", { max: SHORTLIST_MAX, compare: COMPARE_MAX })}</p>
            <a className={button.primary} href={path(routes.directory)}>
              {t("emptyLink")}
            </a>
          </section>
        ) : (
          <>
            {saved.length > COMPARE_MAX ? <Picker {...props} /> : null}
            <h2 id="compare-caption" className={css.caption}>
              {t("compareCaption", { count: compared.length })}
            </h2>
            <p className={css.swipeHint}>{t("swipeHint")}</p>
            <div className={css.scroller} role="region" aria-labelledby="compare-caption" tabIndex={0}>
              <ComparisonTable columns={compared} shared={shared} />
            </div>
            {props.sharePath && props.shareUrl ? (
              <p className={css.share}>
                <a href={props.sharePath} data-testid="share-link">
                  {t("shareLabel")}
                </a>
                <ShareButton title={t("sharedTitle")} url={props.shareUrl} text={{ label: t("share"), copied: t("shareCopied"), copiedText: t("shareCopiedText"), failed: t("shareFailed") }} />
              </p>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}

/** More than four saved: a GET form ticks which to compare (works without JavaScript). */
function Picker({ saved, compared, shared, near }: ShortlistPageProps) {
  const t = useText(shortlistText);
  const path = usePath();
  const shown = new Set(compared.map((c) => c.id));
  return (
    <form method="get" action={path(routes.shortlist)} className={`${css.picker} ${css.noPrint}`} data-testid="compare-picker">
      <fieldset className={css.fieldset}>
        <legend>
          <strong>{t("pickTitle", { compare: COMPARE_MAX })}</strong>
        </legend>
        <p className={css.muted}>{t("pickHint", { count: saved.length })}</p>
        <ul className={css.pickList}>
          {saved.map((church) => (
            <li key={church.id}>
              <label className={css.pickItem}>
                <input type="checkbox" name="pick" value={church.id} defaultChecked={shown.has(church.id)} />
                {church.name}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {shared ? <input type="hidden" name="c" value={saved.map((c) => c.slug).join(",")} /> : null}
      {near ? <input type="hidden" name="near" value={near} /> : null}
      <button type="submit" className={button.outline}>
        {t("pickButton")}
      </button>
    </form>
  );
}

function ComparisonTable({ columns, shared }: { columns: Column[]; shared: boolean }) {
  const t = useText(shortlistText);
  const path = usePath();
  const lang = useLang();
  const list = (items: string[] | null, empty: string) => (items === null ? t("notSaid") : items.length ? <ul className={css.list}>{items.map((item) => <li key={item}>{item}</li>)}</ul> : empty);
  const rows: [string, (c: Column) => ReactNode][] = [
    [t("row.next"), (c) => c.next ?? t("none")],
    [t("row.sunday"), (c) => (c.sunday.length ? list(c.sunday, "") : t("noSunday"))],
    [t("row.languages"), (c) => (c.languages.length ? c.languages.join(", ") : t("notSaid"))],
    [t("row.style"), (c) => c.style ?? t("notSaid")],
    ...(columns.some((c) => c.distance) ? [[t("row.distance"), (c: Column) => c.distance ?? t("notSaid")] as [string, (c: Column) => ReactNode]] : []),
    [t("row.access"), (c) => list(c.access, t("none"))],
    [t("row.family"), (c) => list(c.family, t("none"))],
    [
      t("row.expect"),
      (c) => (
        <>
          {c.firstVisit ? <p className={css.muted} lang={lang === "es" ? "en" : undefined}>{c.firstVisit}</p> : null}
          {c.practical.length ? list(c.practical, "") : c.firstVisit ? null : t("notSaid")}
        </>
      ),
    ],
    [
      t("row.calendar"),
      (c) => (
        <a href={c.calendar}>
          {t("calendarLink")}
          <span className="visually-hidden">{t("calendarWhat", { name: c.name })}</span>
        </a>
      ),
    ],
  ];
  return (
    <table className={css.table} data-testid="comparison" aria-labelledby="compare-caption">
      <thead>
        <tr>
          <td className={css.rowHead} />
          {columns.map((c) => (
            <th key={c.id} scope="col" className={css.cell} data-testid="compared-church">
              <h3 className={css.churchName}>
                <a href={path(routes.church(c.slug))}>{c.name}</a>
              </h3>
              {c.kind ? <p className={css.muted}>{c.kind}</p> : null}
              <div className={css.columnActions}>
                {shared ? (
                  <SaveButton church={c} />
                ) : (
                  <form method="post" action={path(routes.shortlistSave)}>
                    <input type="hidden" name="church" value={c.id} />
                    <button type="submit" name="do" value="remove" className={smallButton} data-testid="remove-church">
                      {t("remove")}
                      <span className="visually-hidden">{t("removeWhat", { name: c.name })}</span>
                    </button>
                  </form>
                )}
              </div>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row" className={css.rowHead}>
              {label}
            </th>
            {columns.map((c) => (
              <td key={c.id} className={css.cell}>
                {value(c)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import type { DirectoryQuery } from "../../../src/contract/directory";
import * as css from "../Directory.css";
import { directoryUrl } from "./use-directory-url";
import { directoryText } from "../../../src/contract/i18n/directory-text";
import { usePath, useText } from "../lang-context";

/** The results' anchor: page links without JavaScript land on the results, not the page's top. */
export const RESULTS_ID = "results";

/** Page links: real links (they work without JavaScript), loaded in place when they can be. */
export function Pager({ query, pageCount, onPage }: { query: DirectoryQuery; pageCount: number; onPage: (page: number) => void }) {
  const t = useText(directoryText);
  const path = usePath();
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1).filter((p) => p === 1 || p === pageCount || Math.abs(p - query.page) <= 2);
  return (
    <nav className={css.pager} aria-label={t("pages")}>
      {pages.map((page, i) => (
        <span key={page}>
          {i > 0 && page - pages[i - 1]! > 1 ? "… " : null}
          <a
            className={css.pageLink}
            href={`${path(directoryUrl({ ...query, page }))}#${RESULTS_ID}`}
            aria-current={page === query.page ? "page" : undefined}
            onClick={(e) => {
              e.preventDefault();
              onPage(page);
            }}
          >
            <span className="visually-hidden">{t("page")}</span>
            {page}
          </a>
        </span>
      ))}
    </nav>
  );
}

import * as css from "./Directory.css";

/** 'Previous' and 'Next' in the page's language, when the list offers them. */
export interface StepWords {
  previous: string;
  next: string;
}

/**
 * Numbered page links with the directory's look: the first, the last and two either side of the
 * current page, and 'Previous' / 'Next' when `steps` names them. Plain links, so paging works
 * without JavaScript; `href` may end in the list's #anchor so a page opens at the list.
 */
export function PageLinks({ page, pageCount, href, label = "Pages", pageWord = "Page ", steps }: { page: number; pageCount: number; href: (page: number) => string; label?: string; pageWord?: string; steps?: StepWords }) {
  if (pageCount < 2) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1).filter((p) => p === 1 || p === pageCount || Math.abs(p - page) <= 2);
  return (
    <nav className={css.pager} aria-label={label}>
      {steps && page > 1 ? (
        <a className={css.pageLink} href={href(page - 1)} rel="prev">
          <span aria-hidden="true">← </span>
          {steps.previous}
        </a>
      ) : null}
      {pages.map((p, i) => (
        <span key={p}>
          {i > 0 && p - pages[i - 1]! > 1 ? "… " : null}
          <a className={css.pageLink} href={href(p)} aria-current={p === page ? "page" : undefined}>
            <span className="visually-hidden">{pageWord}</span>
            {p}
          </a>
        </span>
      ))}
      {steps && page < pageCount ? (
        <a className={css.pageLink} href={href(page + 1)} rel="next">
          {steps.next}
          <span aria-hidden="true"> →</span>
        </a>
      ) : null}
    </nav>
  );
}

import * as css from "./Directory.css";

/**
 * Numbered page links with the directory's look: the first, the last and two either side of the
 * current page. Plain links, so paging works without JavaScript.
 */
export function PageLinks({ page, pageCount, href, label = "Pages", pageWord = "Page " }: { page: number; pageCount: number; href: (page: number) => string; label?: string; pageWord?: string }) {
  if (pageCount < 2) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1).filter((p) => p === 1 || p === pageCount || Math.abs(p - page) <= 2);
  return (
    <nav className={css.pager} aria-label={label}>
      {pages.map((p, i) => (
        <span key={p}>
          {i > 0 && p - pages[i - 1]! > 1 ? "… " : null}
          <a className={css.pageLink} href={href(p)} aria-current={p === page ? "page" : undefined}>
            <span className="visually-hidden">{pageWord}</span>
            {p}
          </a>
        </span>
      ))}
    </nav>
  );
}

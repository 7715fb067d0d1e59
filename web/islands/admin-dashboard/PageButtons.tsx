import { button, buttonRow } from "../../components/ui.css";

/** 'Previous', 'Page 2 of 5', 'Next' under an admin list; nothing when it fits on one page. */
export function PageButtons({ label, page, pages, onPage }: { label: string; page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={buttonRow}>
      <button type="button" className={button.outline} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span>
        Page {page} of {pages}
      </span>
      <button type="button" className={button.outline} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}

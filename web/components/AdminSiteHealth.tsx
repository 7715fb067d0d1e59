import * as css from "./AdminSiteHealth.css";

/** The admin dashboard's site-health panel, drawn by the server: copies of the database, and what needs an admin. */
export function AdminSiteHealth({ lines, warnings }: { lines: string[]; warnings: string[] }) {
  if (lines.length === 0 && warnings.length === 0) return null;
  return (
    // Above the page's h1 (the island's welcome line), so labelled rather than headed.
    <section className={css.panel} aria-label="Site health">
      {warnings.map((text) => (
        <p key={text} className={css.warning} role="alert">
          {text}
        </p>
      ))}
      {lines.length > 0 && (
        <ul className={css.lines}>
          {lines.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

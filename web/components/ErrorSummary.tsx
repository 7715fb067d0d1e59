import * as css from "./Directory.css";

/**
 * The server's messages after a form post without JavaScript, each linking to its control:
 * no script can move the focus there (docs/decisions/0022-forms-without-javascript.md).
 */
export function ErrorSummary({ errors, controlId, title }: { errors: Record<string, string>; controlId: (path: string) => string; /** The heading in the page's language, from the caller's catalogue. */ title?: (count: number) => string }) {
  const entries = Object.entries(errors).filter(([, message]) => message);
  if (entries.length === 0) return null;
  return (
    <div role="alert" aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className={css.error}>
        {title ? title(entries.length) : `Please correct ${entries.length === 1 ? "this field" : `these ${entries.length} fields`}`}
      </h2>
      <ul>
        {entries.map(([path, message]) => (
          <li key={path}>
            <a href={`#${controlId(path)}`}>{message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

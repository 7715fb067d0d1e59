import * as css from "../../components/Dashboard.css";

/** Grey rows while an admin list loads (docs/product.md M7: skeletons). */
export function Skeletons({ rows = 3 }: { rows?: number }) {
  return (
    <div role="status" aria-label="Loading">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={css.skeleton} />
      ))}
    </div>
  );
}

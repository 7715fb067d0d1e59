import { useEffect, useState } from "react";
import type { UnansweredSearch } from "../../../src/contract/admin";
import { api } from "../../lib/api";

/** 'Searches that found nothing': city-wide, the last 30 days, most often first (docs/product.md, Monthly reports). */
export function UnansweredSearches() {
  const [items, setItems] = useState<UnansweredSearch[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    api<UnansweredSearch[]>("GET", "/api/admin/searches/unanswered").then(setItems, () => setFailed(true));
  }, []);
  if (failed) return <p role="alert">The searches could not be loaded. Please refresh the page.</p>;
  if (!items) return <p role="status">Loading searches…</p>;
  return (
    <>
      <h2>Searches that found nothing</h2>
      <p>Directory searches of the last 30 days that found no church: what visitors look for that no listing offers.</p>
      {items.length ? (
        <table>
          <thead>
            <tr>
              <th scope="col">Search</th>
              <th scope="col">Found nothing</th>
              <th scope="col">Made</th>
            </tr>
          </thead>
          <tbody>
            {items.map((s) => (
              <tr key={s.label}>
                <td>{s.label}</td>
                <td>{s.noResults}</td>
                <td>{s.searches}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No search found nothing in the last 30 days.</p>
      )}
    </>
  );
}

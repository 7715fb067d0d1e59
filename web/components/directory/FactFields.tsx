import type { DirectoryQuery } from "../../../src/contract/directory";
import { visitFactWordsText } from "../../../src/contract/i18n/visit-fact-words-text";
import { FACT_GROUPS, type FactGroup } from "../../../src/contract/visit-facts";
import { useText } from "../lang-context";
import * as css from "../Directory.css";

/**
 * 'Access' and 'Families': a checkbox per visit fact, every ticked one must be true
 * (docs/visit-facts.md, Search). Without JavaScript the GET form repeats the name per box
 * (access=step-free&access=asl), which the server reads as the list.
 */
export function FactFields({ query, onChange }: { query: DirectoryQuery; onChange: (patch: Partial<DirectoryQuery>) => void }) {
  const t = useText(visitFactWordsText);
  return (
    <>
      {(Object.keys(FACT_GROUPS) as FactGroup[]).map((group) => {
        const ticked: string[] = query[group] ?? [];
        return (
          <fieldset key={group} className={css.factGroup}>
            <legend className={css.factLegend}>{t(`group.${group}`)}</legend>
            {FACT_GROUPS[group].map((key) => (
              <label key={key} className={css.factOption}>
                <input
                  type="checkbox"
                  name={group}
                  value={key}
                  checked={ticked.includes(key)}
                  onChange={(e) => {
                    const next = FACT_GROUPS[group].filter((k) => (k === key ? e.target.checked : ticked.includes(k)));
                    onChange({ [group]: next.length ? next : undefined });
                  }}
                />
                {t(`short.${key}`)}
              </label>
            ))}
          </fieldset>
        );
      })}
    </>
  );
}

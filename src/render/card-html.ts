import { renderToString } from "react-dom/server";
import { createElement } from "react";
import type { CardChurch } from "../contract/churches";
import { dataVersion } from "../db/data-version";
import { ChurchCardBody } from "../../web/components/ChurchCard";

const rendered = new Map<number, { version: number; html: string }>();
const MAX_CARDS = 20_000;

/**
 * The inner HTML of these churches' cards, rendered once per data version. Called by loaders,
 * before the page renders, never during a render. A directory page shows 18 cards: rendering
 * them again for every visitor was most of its cost.
 */
export function cardHtml(churches: CardChurch[]): Map<number, string> {
  const version = dataVersion();
  const result = new Map<number, string>();
  for (const church of churches) {
    let entry = rendered.get(church.id);
    if (entry?.version !== version) {
      if (rendered.size >= MAX_CARDS) rendered.clear();
      entry = { version, html: renderToString(createElement(ChurchCardBody, { church })) };
      rendered.set(church.id, entry);
    }
    result.set(church.id, entry.html);
  }
  return result;
}

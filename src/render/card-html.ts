import { renderToString } from "react-dom/server";
import { createElement } from "react";
import type { CardChurch } from "../contract/churches";
import { memoByVersion, type Versioned } from "../db/data-version";
import { ChurchCardBody } from "../../web/components/ChurchCard";
import { LangContext } from "../../web/components/lang-context";
import type { Lang } from "../contract/i18n/lang";

const rendered = memoByVersion<string, string>(20_000);

/**
 * The inner HTML of these churches' cards, rendered once per data version and per what a search
 * or the clock adds to a card (next service, matching service, distance). Called by loaders,
 * before the page renders, never during a render. A directory page shows 18 cards: rendering
 * them again for every visitor was most of its cost.
 */
export function cardHtml(db: Versioned, churches: CardChurch[], lang: Lang = "en"): Map<number, string> {
  return new Map(
    churches.map((church) => {
      const key = JSON.stringify([church.id, lang, church.nextServiceLabel, church.matchingService, church.distanceMiles]);
      return [church.id, rendered(db, key, () => renderToString(createElement(LangContext.Provider, { value: lang }, createElement(ChurchCardBody, { church }))))];
    }),
  );
}

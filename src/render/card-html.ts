import { renderToString } from "react-dom/server";
import { createElement } from "react";
import type { CardChurch } from "../contract/churches";
import { memoByScope, type Versioned } from "../db/data-version";
import { ChurchCardBody } from "../../web/components/ChurchCard";
import { LangContext } from "../../web/components/lang-context";
import type { Lang } from "../contract/i18n/lang";

const rendered = memoByScope<string, string>(20_000);

/**
 * The inner HTML of these churches' cards, rendered once until a write to that church (or to what
 * every page shows: docs/caching.md) and per what a search or the clock adds to a card (next
 * service, matching service, distance, the facts searched for). Called by loaders,
 * before the page renders, never during a render. A directory page shows 18 cards: rendering
 * them again for every visitor was most of its cost.
 */
export function cardHtml(db: Versioned, churches: CardChurch[], lang: Lang = "en"): Map<number, string> {
  return new Map(
    churches.map((church) => {
      const key = JSON.stringify([church.id, lang, church.nextServiceLabel, church.matchingService, church.distanceMiles, church.notice, church.watchUrl, church.badges]);
      return [church.id, rendered(db, key, { church: church.id }, () => renderToString(createElement(LangContext.Provider, { value: lang }, createElement(ChurchCardBody, { church }))))];
    }),
  );
}

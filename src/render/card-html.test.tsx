import { expect, test } from "bun:test";
import { renderToString } from "react-dom/server";
import { ChurchCard } from "../../web/components/ChurchCard";
import { PrerenderedCards } from "../../web/components/prerendered-cards";
import type { CardChurch } from "../contract/churches";
import { DataVersion } from "../db/data-version";
import { cardHtml } from "./card-html";

const church: CardChurch = {
  id: 7,
  slug: "grace",
  name: "Grace <Church>",
  description: "",
  denomination: "Baptist",
  area: "Downtown",
  address: "100 Commerce St",
  zip: "78205",
  phone: null,
  heroImage: null,
  services: ["Sunday 9:00 AM", "Sunday 11:30 AM · Spanish"],
  featured: false,
  isPremium: false,
  worshipStyle: null,
  languages: ["english", "spanish"],
  nextServiceLabel: "Today 6:30 PM",
  matchingService: "Sunday 11:30 AM · Spanish",
  distanceMiles: 1.234,
  badges: ["step-free"],
};

test("a pre-rendered card is the card rendered in place, with what a search and the clock add", () => {
  const db = { dataVersion: new DataVersion() };
  const direct = renderToString(<ChurchCard church={church} />);
  const prerendered = renderToString(
    <PrerenderedCards.Provider value={cardHtml(db, [church])}>
      <ChurchCard church={church} />
    </PrerenderedCards.Provider>,
  );
  expect(prerendered).toBe(direct);
  expect(direct).toContain("Next service: Today 6:30 PM");
  expect(direct).toContain("Matching service: Sunday 11:30 AM · Spanish");
  expect(direct).toContain("Downtown · 1.2 mi away");
  expect(direct).toContain("Grace &lt;Church&gt;");
  // The same church another search finds elsewhere is another card, not the first one again.
  const elsewhere = cardHtml(db, [{ ...church, distanceMiles: 9.87, matchingService: null }]).get(7)!;
  expect(elsewhere).toContain("9.9 mi away");
  expect(elsewhere).not.toContain("Matching service");
});

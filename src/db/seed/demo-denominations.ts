import { DENOMINATIONS } from "../../contract/options";

type Denomination = (typeof DENOMINATIONS)[number];

/**
 * Each denomination's share of the demo listings, roughly San Antonio's own (docs/architecture.md,
 * Demo data): Catholic parishes about three in ten, then Baptist, non-denominational, Methodist,
 * Pentecostal churches; every other denomination at least once.
 */
const SHARES: Record<Denomination, number> = {
  Catholic: 29,
  Baptist: 11,
  "Southern Baptist": 4,
  "Non-denominational": 12,
  Methodist: 6,
  Pentecostal: 4,
  "Assemblies of God": 4,
  Apostolic: 1.5,
  Foursquare: 1,
  Lutheran: 4,
  Presbyterian: 3,
  "Cumberland Presbyterian": 0.5,
  Episcopal: 3,
  Anglican: 0.8,
  "Church of Christ": 3,
  "Bible Church": 2,
  AME: 1.5,
  "Church of God in Christ": 1.5,
  "Seventh-day Adventist": 1,
  "Church of the Nazarene": 1,
  "Christian Church (Disciples of Christ)": 1,
  "United Church of Christ": 0.8,
  Vineyard: 0.8,
  "Evangelical Free": 0.6,
  Mennonite: 0.6,
  "Greek Orthodox": 0.6,
  "Antiochian Orthodox": 0.6,
  Jewish: 1,
};

/**
 * The denominations of `total` listings in a seeded order: each one's count is its share of the
 * total (at least one while there is room), so the mix is the same for every seed of that size.
 */
export function denominationMix(total: number, shuffle: <T>(items: T[]) => T[]): Denomination[] {
  const sum = DENOMINATIONS.reduce((s, d) => s + SHARES[d], 0);
  const exact = DENOMINATIONS.map((d) => (SHARES[d] / sum) * total);
  const counts = exact.map((x) => Math.max(1, Math.floor(x)));
  // Largest remainders fill what flooring left; the largest counts give way when the floor of one was too much.
  const byRemainder = DENOMINATIONS.map((_, i) => i).sort((a, b) => exact[b]! - Math.floor(exact[b]!) - (exact[a]! - Math.floor(exact[a]!)));
  for (let k = 0; counts.reduce((s, n) => s + n, 0) < total; k++) counts[byRemainder[k % byRemainder.length]!]!++;
  while (counts.reduce((s, n) => s + n, 0) > total) counts[counts.indexOf(Math.max(...counts))]!--;
  return shuffle(DENOMINATIONS.flatMap((d, i) => Array.from({ length: counts[i]! }, () => d)));
}

/** Denominations that worship and name their ministers alike, for the demo's words. */
export type Family = "catholic" | "orthodox" | "liturgical" | "mainline" | "evangelical" | "pentecostal" | "black" | "free" | "adventist" | "jewish";

const FAMILIES: Record<Denomination, Family> = {
  Catholic: "catholic",
  "Greek Orthodox": "orthodox",
  "Antiochian Orthodox": "orthodox",
  Episcopal: "liturgical",
  Anglican: "liturgical",
  Lutheran: "liturgical",
  Methodist: "mainline",
  Presbyterian: "mainline",
  "Cumberland Presbyterian": "mainline",
  "United Church of Christ": "mainline",
  "Christian Church (Disciples of Christ)": "mainline",
  Baptist: "evangelical",
  "Southern Baptist": "evangelical",
  "Church of Christ": "evangelical",
  "Bible Church": "evangelical",
  "Evangelical Free": "evangelical",
  "Church of the Nazarene": "evangelical",
  Mennonite: "evangelical",
  Pentecostal: "pentecostal",
  "Assemblies of God": "pentecostal",
  Apostolic: "pentecostal",
  Foursquare: "pentecostal",
  AME: "black",
  "Church of God in Christ": "black",
  "Non-denominational": "free",
  Vineyard: "free",
  "Seventh-day Adventist": "adventist",
  Jewish: "jewish",
};

export const familyOf = (denomination: string): Family => FAMILIES[denomination as Denomination] ?? "free";

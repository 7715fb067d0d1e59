import { AREA_CENTRES } from "../../contract/area-centres";
import { AREAS } from "../../contract/options";
import type { SpecialService } from "../../contract/service-times/occasions";
import type { WeeklyServiceInput } from "../../contract/service-times/schemas";
import type { WorshipStyle } from "../../contract/options";
import { seededRandom } from "../../lib/random";
import { slugify } from "../../lib/slug";
import { denominationMix, familyOf } from "./demo-denominations";
import { demoDescription, demoFounded, demoPremiumProfile, demoWorshipStyle, type Congregation } from "./demo-descriptions";
import { demoChurchName } from "./demo-names";
import { demoPastor } from "./demo-people";
import { NEIGHBOURHOODS, STREETS } from "./demo-places";
import { demoConfirmedAt, demoSpecialServices, demoVoice, demoWeeklyServices } from "./demo-services";

/**
 * The demo churches as rows (docs/architecture.md, Demo data), before they meet a database: the
 * same on every run for the same count and day. Fictional by construction: phones (210) 555-01xx,
 * websites on example.org.
 */
export interface DemoChurch {
  name: string;
  slug: string;
  denomination: string;
  area: string;
  description: string;
  address: string;
  zip: string;
  phone: string;
  website: string;
  latitude: number;
  longitude: number;
  serviceTimes: WeeklyServiceInput[];
  specialServices: SpecialService[];
  servicesConfirmedAt: Date | null;
  worshipStyle: WorshipStyle;
  featured: boolean;
  isPremium: boolean;
  /** The demo owner's church. */
  owned: boolean;
  pastorName?: string;
  missionStatement?: string;
  history?: string;
  youthPrograms?: string;
  musicMinistry?: string;
  outreachPrograms?: string;
  youtubeChannel?: string;
}

/** Words every church's name has, left out of its web address: 'St. Anthony of Padua Catholic Church' → stanthonypadua. */
const PLAIN_WORDS = new Set(["church", "catholic", "parish", "of", "the", "de", "del", "la", "los", "en", "iglesia", "parroquia"]);
function hostOf(name: string): string {
  // Whole words up to 30 letters: a short address, as a church would choose.
  const words = slugify(name).split("-").filter((w) => !PLAIN_WORDS.has(w));
  let host = words.shift() ?? "church";
  for (const word of words) if (host.length + word.length <= 30) host += word;
  return host;
}

/** `base`, or base with a number when it is taken ('St. Anne's' and 'St. Annes' share a slug). */
function unique(base: string, used: Set<string>, joiner: string): string {
  let value = base;
  for (let n = 2; used.has(value); n++) value = `${base}${joiner}${n}`;
  used.add(value);
  return value;
}

export function demoChurches(total: number, now: number, today: string): DemoChurch[] {
  const rand = seededRandom(20261122);
  const shuffle = <T>(items: T[]): T[] => {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(rand.next() * (i + 1));
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  };
  const denominations = denominationMix(total, shuffle);
  const names = new Set<string>();
  const slugs = new Set<string>();
  const hosts = new Set<string>();
  return denominations.map((denomination, i) => {
    // Every area appears; the rest are drawn at random.
    const area = i < AREAS.length ? AREAS[i]! : rand.pick(AREAS);
    const place = AREA_CENTRES[area]!;
    const family = familyOf(denomination);
    // Services by the church's index (src/db/seed/demo-services.ts); its languages follow them.
    const voice = demoVoice(area, i);
    // The name and the description agree on the neighborhood; a name already taken draws both again.
    let neighbourhood = "";
    let name = "";
    for (let tries = 0; !name || names.has(name); tries++) {
      neighbourhood = rand.pick(NEIGHBOURHOODS[area]!);
      // Past a few collisions (large benchmark seeds) a number keeps names unique.
      name = demoChurchName(denomination, voice, neighbourhood, rand.pick) + (tries > 8 ? ` ${tries}` : "");
    }
    names.add(name);
    const street = rand.pick(STREETS);
    const slug = unique(slugify(name), slugs, "-");
    const host = unique(hostOf(name), hosts, "");
    const congregation: Congregation = { name, family, voice, area, neighbourhood, street, founded: demoFounded(family, area, rand) };
    const worshipStyle = demoWorshipStyle(family, area, rand);
    const featured = i % 25 === 3;
    const isPremium = featured && i % 50 === 3;
    return {
      name,
      slug,
      denomination,
      area,
      description: demoDescription(congregation, worshipStyle, rand),
      address: `${rand.int(100, 9899)} ${street}, San Antonio, TX ${place.zip}`,
      zip: place.zip,
      phone: `(210) 555-01${String(i % 100).padStart(2, "0")}`,
      website: `https://${host}.example.org`,
      latitude: +(place.lat + (rand.next() - 0.5) * 0.03).toFixed(6),
      longitude: +(place.lng + (rand.next() - 0.5) * 0.03).toFixed(6),
      serviceTimes: demoWeeklyServices(denomination, voice, i),
      specialServices: demoSpecialServices(denomination, voice, i, today),
      servicesConfirmedAt: demoConfirmedAt(i, now),
      worshipStyle,
      featured,
      isPremium,
      owned: i === 3,
      ...(isPremium
        ? { pastorName: demoPastor(family, voice, denomination, rand.pick), ...demoPremiumProfile(congregation, rand), youtubeChannel: "https://www.youtube.com/@example" }
        : {}),
    };
  });
}

import type { WorshipStyle } from "../../contract/options";
import type { Family } from "./demo-denominations";
import type { Voice } from "./demo-services";

/**
 * The demo churches' descriptions (docs/architecture.md, Demo data): two to four sentences put
 * together from parts — history, neighbourhood, worship, a ministry, a word to visitors — each a
 * whole sentence, so every combination reads right. Catholic services are Masses.
 */

type Rand = { pick: <T>(items: readonly T[]) => T; int: (min: number, max: number) => number; chance: (p: number) => boolean };

export interface Congregation {
  name: string;
  family: Family;
  voice: Voice;
  area: string;
  neighbourhood: string;
  street: string;
  founded: number;
}

/** Areas the city grew into after the 1960s: their churches are younger. */
const NEWER_AREAS = new Set(["Stone Oak", "UTSA Area", "Northwest", "Northeast", "Medical Center"]);
const FOUNDING: Record<Family, [number, number]> = {
  catholic: [1855, 1962],
  orthodox: [1924, 1965],
  liturgical: [1868, 1962],
  mainline: [1878, 1968],
  evangelical: [1880, 1990],
  pentecostal: [1926, 2004],
  black: [1870, 1935],
  free: [1982, 2016],
  adventist: [1920, 1985],
  jewish: [1890, 1970],
};

export function demoFounded(family: Family, area: string, rand: Rand): number {
  const [from, to] = FOUNDING[family];
  return NEWER_AREAS.has(area) ? rand.int(Math.max(from, 1968), Math.max(to, 2012)) : rand.int(from, to);
}

const STYLES: Record<Family, readonly WorshipStyle[]> = {
  catholic: ["liturgical", "liturgical", "traditional"],
  orthodox: ["liturgical"],
  liturgical: ["liturgical", "liturgical", "traditional", "blended"],
  mainline: ["traditional", "blended", "contemporary"],
  evangelical: ["traditional", "blended", "contemporary"],
  pentecostal: ["charismatic", "charismatic", "contemporary"],
  black: ["gospel"],
  free: ["contemporary", "contemporary", "blended", "charismatic"],
  adventist: ["traditional", "blended"],
  jewish: ["traditional", "other"],
};

export function demoWorshipStyle(family: Family, area: string, rand: Rand): WorshipStyle {
  // East Side Baptist and Methodist churches often worship with a gospel choir.
  if (area === "East Side" && (family === "evangelical" || family === "mainline") && rand.chance(0.5)) return "gospel";
  return rand.pick(STYLES[family]);
}

const hispanic = (c: Congregation) => c.voice !== "english";
const body = (c: Congregation) => (c.family === "catholic" || c.family === "orthodox" ? "The parish" : c.family === "jewish" ? "The congregation" : "The church");

/** Who began it ('… was founded in 1921 by …'), by tradition and by age. */
function founders(c: Congregation): string[] {
  if (c.family === "catholic") return hispanic(c) ? ["Mexican American families who wanted a parish within walking distance", "families of the neighborhood, who built the first chapel by hand"] : ["Irish and German Catholic families", "families of the neighborhood, who built the first chapel by hand"];
  if (c.family === "black") return ["families who had been freed after the Civil War", "railroad workers and their families"];
  if (c.family === "liturgical" && c.founded < 1930) return ["German-speaking immigrant families", "a handful of families who met in a rented hall"];
  if (c.family === "orthodox") return ["Greek and Lebanese immigrant families", "families who had worshipped in a borrowed chapel for years"];
  if (c.family === "jewish") return ["families who had met in one another's homes", "merchants' families from downtown"];
  return hispanic(c) ? ["a few families from the West Side", "a young pastor and twelve families"] : ["a few families from the neighborhood", "a young pastor and twelve families"];
}

/** How it began ('… began as …' / '… was founded in 1921 as …'). */
function origins(c: Congregation): string[] {
  if (c.family === "jewish") return ["in a rented hall", "as a study group in members' homes"];
  if (c.family === "catholic" || c.family === "orthodox") return ["as a mission chapel", "as a mission of an older downtown parish"];
  if (c.family === "free") return ["as a Bible study that outgrew a living room", "in a school cafeteria", "as a church plant from across town"];
  if (c.family === "pentecostal") return [`in a storefront on ${c.street}`, "as a tent revival", "as a prayer meeting in a garage"];
  return [`in a storefront on ${c.street}`, "as a Sunday school in a borrowed classroom", "as a mission of an older congregation downtown"];
}

function opening(c: Congregation, rand: Rand): string {
  return rand.pick([
    () => `${c.name} was founded in ${c.founded} by ${rand.pick(founders(c))}.`,
    () => `${c.name} has worshipped in ${c.neighbourhood} since ${c.founded}, when it began ${rand.pick(origins(c))}.`,
    () => `Since ${c.founded}, ${c.name} has been a neighborhood ${c.family === "jewish" ? "congregation" : "church"} in ${c.neighbourhood}.`,
    () => `${c.name} began ${rand.pick(origins(c))} in ${c.founded} and still meets in ${c.neighbourhood}.`,
  ])();
}

function worship(c: Congregation, style: WorshipStyle): string {
  switch (c.family) {
    case "catholic":
      return c.voice === "spanish"
        ? "Every Mass is celebrated in Spanish, and a mariachi choir sings on Sunday mornings."
        : c.voice === "bilingual"
          ? "Masses are celebrated in English and Spanish, with a Saturday vigil and Mass every weekday."
          : "Mass is celebrated every day, with a Saturday vigil and a Spanish Mass at noon on Sundays.";
    case "orthodox":
      return "The Divine Liturgy is sung every Sunday morning, after Great Vespers on Saturday evening.";
    case "jewish":
      return "Shabbat services are held on Friday evening and Saturday morning.";
    case "adventist":
      return "The congregation keeps the Sabbath with Sabbath School and worship on Saturday morning.";
  }
  return {
    traditional: "Sunday worship is traditional, with hymns, an organ and a robed choir.",
    contemporary: "Sunday worship is contemporary: a band leads the singing and most people come in jeans.",
    blended: "Sunday services blend the old hymns with newer songs.",
    liturgical: "Worship follows the church year, with Holy Communion at the heart of every Sunday.",
    gospel: "Sunday mornings belong to the mass choir and the gospel music it is known for.",
    charismatic: "Worship is lively and Spirit-filled, with time for prayer at the altar.",
    other: "Worship is simple and unhurried.",
  }[style];
}

/** Said only where the worship sentence has not said it already. */
function language(c: Congregation): string | null {
  if (["catholic", "orthodox", "jewish"].includes(c.family) || c.voice === "english") return null;
  return c.voice === "spanish" ? "Services are in Spanish." : "Services are in English and Spanish.";
}

function ministries(c: Congregation): string[] {
  const common = [
    "Volunteers run a food pantry every Saturday morning.",
    "Members tutor at the elementary school down the street.",
    "A clothes closet and an ESL class meet in the fellowship hall during the week.",
    "Twelve-step groups meet in the building every week.",
  ];
  switch (c.family) {
    case "catholic":
      return [
        "The parish hall hosts a fish fry every Friday in Lent.",
        "The St. Vincent de Paul Society helps neighbors with rent and utility bills.",
        ...(hispanic(c) ? ["Its Guadalupanas prepare the feast of Our Lady of Guadalupe every December.", "A ballet folklórico group rehearses in the parish hall on weeknights."] : []),
        ...(c.founded < 1950 ? ["The parish school has taught neighborhood children for generations."] : []),
      ];
    case "orthodox":
      return ["The parish's food festival each fall draws visitors from across the city.", "Greek and Arabic classes for children meet on Saturday mornings."];
    case "jewish":
      return ["The religious school meets on Sunday mornings.", "The congregation hosts a community Passover seder each spring."];
    case "black":
      return ["The church's scholarship fund has sent dozens of students to college.", "Its Juneteenth celebration draws the whole neighborhood.", ...common.slice(0, 2)];
    case "free":
      return ["Small groups meet in homes across the city during the week.", "Families will find a staffed nursery and a children's program every Sunday.", ...common.slice(0, 2)];
    default:
      return [...common, "A Wednesday-night supper brings the whole congregation together.", "The youth group takes a mission trip every summer."];
  }
}

function welcome(c: Congregation): string[] {
  if (c.family === "catholic")
    return [
      "Coffee and pan dulce are served in the parish hall after the Sunday morning Masses.",
      hispanic(c) ? "The parish office can help with baptisms, weddings and quinceañeras." : "The parish office can help with baptisms, weddings and funerals.",
    ];
  if (c.family === "jewish") return ["Visitors are welcome at Shabbat services, and the office is glad to answer questions."];
  return ["Visitors are welcome; greeters at the door can point the way to the nursery.", `Parking is behind the building, off ${c.street}.`, "Newcomers are invited to stay for coffee after the service."];
}

/** Two to four sentences about the congregation. */
export function demoDescription(c: Congregation, style: WorshipStyle, rand: Rand): string {
  const sentences = [opening(c, rand), worship(c, style)];
  const spoken = language(c);
  if (spoken) sentences.push(spoken);
  if (rand.chance(0.75)) sentences.push(rand.pick(ministries(c)));
  if (sentences.length < 4 && rand.chance(0.5)) sentences.push(rand.pick(welcome(c)));
  return sentences.join(" ");
}

/** The fuller profile of a premium church (docs/product.md M7). */
export function demoPremiumProfile(c: Congregation, rand: Rand) {
  const built = c.founded + rand.int(12, 45);
  return {
    missionStatement:
      c.family === "catholic"
        ? `To be a home for every family in ${c.neighbourhood}: to pray together, to celebrate the sacraments and to serve the poor.`
        : `To love God, to love our neighbors in ${c.neighbourhood} and to be a place where anyone can belong.`,
    history: `${c.name} began ${rand.pick(origins(c))} in ${c.founded}. ${built < 2026 ? `The present building was finished in ${built}, largely by volunteers from the congregation.` : ""}`.trim(),
    youthPrograms: c.family === "catholic" ? "Confirmation classes, a high-school youth group and a summer service week." : "Wednesday-night youth group, a summer camp in the Hill Country and a mentoring program.",
    musicMinistry: hispanic(c) ? "A mariachi choir, a youth band and a children's choir." : "An adult choir, a praise band and a children's choir.",
    outreachPrograms: "A weekly food pantry, a back-to-school drive each August and meals for neighbors at Thanksgiving.",
  };
}

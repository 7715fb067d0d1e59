import type { DENOMINATIONS } from "./options";

type Denomination = (typeof DENOMINATIONS)[number];

// OpenStreetMap's `religion` and `denomination` tags onto the site's denominations
// (docs/city-data.md, What the import reads). Pure data, shared by the import and its test.

/**
 * OSM `denomination` values (lower case, as tagged) and the site's denomination each one is. A
 * value mapped to null is Christian but has no denomination of its own on the site: the church is
 * imported and its name may still suggest one.
 */
export const OSM_DENOMINATIONS: Readonly<Record<string, Denomination | null>> = {
  catholic: "Catholic",
  roman_catholic: "Catholic",
  "roman catholic": "Catholic",
  baptist: "Baptist",
  southern_baptist: "Southern Baptist",
  american_baptist: "Baptist",
  missionary_baptist: "Baptist",
  independent_baptist: "Baptist",
  methodist: "Methodist",
  united_methodist: "Methodist",
  african_methodist_episcopal: "AME",
  lutheran: "Lutheran",
  evangelical_lutheran: "Lutheran",
  presbyterian: "Presbyterian",
  cumberland_presbyterian: "Cumberland Presbyterian",
  pentecostal: "Pentecostal",
  assemblies_of_god: "Assemblies of God",
  church_of_god_in_christ: "Church of God in Christ",
  foursquare: "Foursquare",
  apostolic: "Apostolic",
  anglican: "Anglican",
  episcopal: "Episcopal",
  orthodox: "Greek Orthodox",
  greek_orthodox: "Greek Orthodox",
  antiochian_orthodox: "Antiochian Orthodox",
  adventist: "Seventh-day Adventist",
  seventh_day_adventist: "Seventh-day Adventist",
  church_of_christ: "Church of Christ",
  churches_of_christ: "Church of Christ",
  united_church_of_christ: "United Church of Christ",
  disciples_of_christ: "Christian Church (Disciples of Christ)",
  nazarene: "Church of the Nazarene",
  church_of_the_nazarene: "Church of the Nazarene",
  evangelical_free: "Evangelical Free",
  mennonite: "Mennonite",
  vineyard: "Vineyard",
  bible_church: "Bible Church",
  nondenominational: "Non-denominational",
  non_denominational: "Non-denominational",
  "non-denominational": "Non-denominational",
  // Christian, with no denomination of their own on the site.
  evangelical: null,
  protestant: null,
  charismatic: null,
  mormon: null,
  jehovahs_witness: null,
  quaker: null,
  salvation_army: null,
  christian: null,
};

/** The site's denomination of an OSM `denomination` value; undefined when the table does not know it. */
export function denominationOfTag(value: string | undefined): Denomination | null | undefined {
  if (!value) return undefined;
  const key = value.trim().toLowerCase();
  return key in OSM_DENOMINATIONS ? OSM_DENOMINATIONS[key] : undefined;
}

/** Words that make a place of worship without religion or denomination tags a church by its name. */
const CHURCH_WORDS = /\b(church|iglesia|chapel|capilla|cathedral|catedral|parish|parroquia|basilica|basílica|mission|misión|tabernacle|tabernáculo|baptist|methodist|lutheran|presbyterian|episcopal|catholic|católica|pentecostal|christian|cristiana|fellowship|ministries|ministerios)\b/i;

/**
 * A Christian place (docs/city-data.md, Which places): tagged `religion=christian`; without a
 * religion tag, a Christian denomination of the table; without either, a church's word in its name.
 */
export function isChristianPlace(tags: Readonly<Record<string, string>>): boolean {
  const religion = tags.religion?.trim().toLowerCase();
  if (religion) return religion === "christian";
  if (tags.denomination) return denominationOfTag(tags.denomination) !== undefined;
  return CHURCH_WORDS.test(tags.name ?? "");
}

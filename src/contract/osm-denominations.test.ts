import { describe, expect, test } from "bun:test";
import { DENOMINATIONS } from "./options";
import { denominationOfTag, isChristianPlace, OSM_DENOMINATIONS } from "./osm-denominations";

describe("OpenStreetMap denominations", () => {
  test("the values the issue names land on the site's denominations", () => {
    const expected: Record<string, string> = {
      catholic: "Catholic",
      roman_catholic: "Catholic",
      baptist: "Baptist",
      southern_baptist: "Southern Baptist",
      methodist: "Methodist",
      united_methodist: "Methodist",
      lutheran: "Lutheran",
      presbyterian: "Presbyterian",
      pentecostal: "Pentecostal",
      anglican: "Anglican",
      episcopal: "Episcopal",
      orthodox: "Greek Orthodox",
      adventist: "Seventh-day Adventist",
      church_of_christ: "Church of Christ",
      nondenominational: "Non-denominational",
    };
    for (const [tag, site] of Object.entries(expected)) expect(`${tag} → ${denominationOfTag(tag)}`).toBe(`${tag} → ${site}`);
  });

  test("every mapped value is one of the site's denominations, and tags are read in any case", () => {
    const site = new Set<string>(DENOMINATIONS);
    for (const value of Object.values(OSM_DENOMINATIONS)) if (value !== null) expect(site.has(value)).toBe(true);
    expect(denominationOfTag(" Roman_Catholic ")).toBe("Catholic");
    expect(denominationOfTag("sunni")).toBeUndefined();
    expect(denominationOfTag(undefined)).toBeUndefined();
    expect(denominationOfTag("evangelical")).toBeNull();
  });

  test("Christian places: the religion tag first, else a Christian denomination, else a church's word in the name", () => {
    expect(isChristianPlace({ religion: "christian" })).toBe(true);
    expect(isChristianPlace({ religion: "Christian", denomination: "whatever" })).toBe(true);
    expect(isChristianPlace({ religion: "muslim", denomination: "sunni" })).toBe(false);
    expect(isChristianPlace({ religion: "jewish" })).toBe(false);
    expect(isChristianPlace({ denomination: "baptist" })).toBe(true);
    expect(isChristianPlace({ denomination: "sunni" })).toBe(false);
    expect(isChristianPlace({ name: "Alamo Heights Baptist Church" })).toBe(true);
    expect(isChristianPlace({ name: "Iglesia Bautista Betania" })).toBe(true);
    expect(isChristianPlace({ name: "Masjid Bilal" })).toBe(false);
    expect(isChristianPlace({})).toBe(false);
  });
});

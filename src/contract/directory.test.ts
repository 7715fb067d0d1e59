import { describe, expect, test } from "bun:test";
import { directorySearch, parseDirectoryQuery, readDirectoryQuery } from "./directory";
import { NEAR_MESSAGE, RADIUS_MESSAGE } from "./near";
import { DAY_MESSAGE, FROM_MESSAGE, KIND_MESSAGE, SORT_MESSAGE, SORT_NEEDS_NEAR_MESSAGE, TO_BEFORE_FROM_MESSAGE, TO_MESSAGE } from "./service-search";

const parse = (search: string) => parseDirectoryQuery(new URLSearchParams(search));

describe("the directory's query", () => {
  test("reads the filters, the page and the view, trimming text", () => {
    expect(parse("search=%20grace%20&denomination=Baptist&area=West%20Side&worshipStyle=gospel&language=spanish&page=3&view=list")).toEqual({
      search: "grace",
      denomination: "Baptist",
      area: "West Side",
      worshipStyle: "gospel",
      language: "spanish",
      page: 3,
      view: "list",
    });
  });

  test("leaves out values GET /api/churches refuses, and blanks", () => {
    expect(parse(`search=${"x".repeat(101)}&area=%20&worshipStyle=loud&language=klingon&view=table`)).toEqual({ page: 1, view: "grid" } as never);
    expect(parse(`search=${"x".repeat(100)}`).search).toHaveLength(100);
  });

  test("a page is a whole number from 1 to 10,000, else page 1", () => {
    for (const [page, expected] of [["2", 2], ["10000", 10000], ["10001", 1], ["0", 1], ["-2", 1], ["2.5", 1], ["abc", 1], ["", 1]] as const) {
      expect(parse(`page=${page}`).page).toBe(expected);
    }
  });

  test("written back as a URL's search part, defaults left out, it reads the same", () => {
    const query = parse("denomination=Baptist&page=2&view=list");
    expect(directorySearch(query)).toBe("?denomination=Baptist&page=2&view=list");
    expect(parse(directorySearch(query))).toEqual(query);
    expect(directorySearch(parse(""))).toBe("");
  });
});

test("options typed in any case are read in their canonical spelling", () => {
  const query = parseDirectoryQuery(new URLSearchParams("language=SPANISH&worshipStyle=Gospel"));
  expect([query.language, query.worshipStyle]).toEqual(["spanish", "gospel"]);
});

describe("searching by service time and place", () => {
  test("reads day, from, to, kind, a place, the radius and the order; written back, it reads the same", () => {
    const { query, problems } = readDirectoryQuery(new URLSearchParams("day=Sunday&from=9:00&to=12:30&kind=mass&language=spanish&location=%2078205%20&radius=10&sort=distance"));
    expect(problems).toEqual([]);
    expect(query).toMatchObject({ day: "sunday", from: "09:00", to: "12:30", kind: "mass", language: "spanish", location: "78205", radius: 10, sort: "distance" });
    expect(directorySearch(query)).toBe("?language=spanish&day=sunday&from=09%3A00&to=12%3A30&kind=mass&radius=10&location=78205&sort=distance");
    expect(parse(directorySearch(query))).toEqual(query);
    const near = parse("near=29.42411,-98.49361&sort=time");
    expect(near.near).toEqual({ lat: 29.42411, lng: -98.49361 });
    expect(parse(directorySearch(near))).toEqual(near);
  });

  test("a ZIP code alone in the search is the place; with a place given, it stays text", () => {
    const zip = parse("search=78205");
    expect([zip.search, zip.location]).toEqual([undefined, "78205"]);
    expect(parse("search=78205&location=78209")).toMatchObject({ search: "78205", location: "78209" });
    const text = parse("search=Grace%2078205");
    expect([text.search, text.location]).toEqual(["Grace 78205", undefined]);
  });

  test("a typed place wins over a position", () => {
    expect(parse("near=29.4,-98.5&location=78209")).toMatchObject({ location: "78209", near: undefined });
  });

  test("names every value it cannot use, and leaves it out", () => {
    const { query, problems } = readDirectoryQuery(new URLSearchParams("day=funday&from=25:00&to=7pm&kind=picnic&near=abc&radius=500&sort=stars"));
    // The filters in their declared order (the form's), then the place, the order and the radius.
    expect(problems).toEqual([DAY_MESSAGE, FROM_MESSAGE, TO_MESSAGE, KIND_MESSAGE, NEAR_MESSAGE, SORT_MESSAGE, RADIUS_MESSAGE]);
    expect(query).toEqual({ page: 1, view: "grid" } as never);
    expect(readDirectoryQuery(new URLSearchParams("from=10:00&to=09:00")).problems).toEqual([TO_BEFORE_FROM_MESSAGE]);
    expect(readDirectoryQuery(new URLSearchParams("sort=distance")).problems).toEqual([SORT_NEEDS_NEAR_MESSAGE]);
  });
});

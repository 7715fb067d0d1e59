import { describe, expect, test } from "bun:test";
import { directorySearch, parseDirectoryQuery } from "./directory";

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

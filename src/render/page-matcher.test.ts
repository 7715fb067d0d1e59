import { expect, test } from "bun:test";
import { matchPath } from "react-router";
import { pageTable } from "../app";
import { matchPage } from "./page-matcher";

/** The page react-router's matchPath finds for a path, trying the table in order as matchPage does. */
function reference(pathname: string) {
  for (const route of pageTable) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) return { path: route.path, params: match.params };
  }
  return null;
}

// docs/decisions/0017-page-fast-path.md: the compiled patterns answer what matchPath answered.
test("every page path, and its variants, is matched as react-router's matchPath matches it", () => {
  const paths = pageTable.flatMap(({ path }) => {
    const filled = path.replace(/:[\w-]+/g, "grace-church");
    return [filled, `${filled}/`, `${filled}//`, filled.toUpperCase(), `${filled}/extra`, path.replace(/:[\w-]+/g, "a%2Fb"), path.replace(/:[\w-]+/g, "12"), `/es${filled}`];
  });
  for (const pathname of [...paths, "/", "//", "", "/api/churches", "/uploads/x.webp", "/church/", "/news/a/b"]) {
    const found = matchPage(pageTable, pathname);
    expect({ pathname, found: found && { path: found.route.path, params: found.params } }).toEqual({ pathname, found: reference(pathname) });
  }
});

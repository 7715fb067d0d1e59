import type { PageRoute } from "./page-route";

export interface PageMatch {
  route: PageRoute;
  params: Record<string, string | undefined>;
}

interface CompiledRoute {
  route: PageRoute;
  pattern: RegExp;
  names: string[];
}

/**
 * Each table's patterns, compiled once. react-router's matchPath compiled the pattern again on
 * every call: with some ninety pages tried for every request that is not one (an API call, a
 * file), that was three fifths of such a request's time (docs/decisions/0017-page-fast-path.md).
 */
const compiledTables = new WeakMap<PageRoute[], CompiledRoute[]>();

/**
 * A page pattern as matchPath reads it with `end: true`: case-insensitive, trailing slashes
 * allowed, `:name` one segment. Our patterns use nothing else; anything else is refused at start.
 */
function compile(route: PageRoute): CompiledRoute {
  if (/[*?()]/.test(route.path)) throw new Error(`Page path ${route.path}: only fixed segments and :name are supported`);
  const names: string[] = [];
  const source = route.path
    .replace(/\/*$/, "")
    .replace(/^\/*/, "/")
    .replace(/[\\.*+^${}|()[\]]/g, "\\$&")
    .replace(/\/:([\w-]+)/g, (_, name: string) => {
      names.push(name);
      return "/([^\\/]+)";
    });
  return { route, pattern: new RegExp(`^${source}\\/*$`, "i"), names };
}

/**
 * Finds the page for a path. Our table's patterns never overlap, so trying each in turn answers
 * as react-router's ranking would. A path with a malformed escape matches nothing.
 */
export function matchPage(table: PageRoute[], pathname: string): PageMatch | null {
  try {
    decodeURI(pathname);
  } catch {
    return null;
  }
  let compiled = compiledTables.get(table);
  if (!compiled) compiledTables.set(table, (compiled = table.map(compile)));
  for (const { route, pattern, names } of compiled) {
    const match = pattern.exec(pathname);
    if (match) return { route, params: Object.fromEntries(names.map((name, i) => [name, match[i + 1]!.replace(/%2F/g, "/")])) };
  }
  return null;
}

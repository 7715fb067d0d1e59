/**
 * A page's head as a link preview or a search engine reads it: the `<meta>` tags by name or
 * property (every value, in order, entities decoded) and the JSON-LD objects, parsed.
 */
export interface PageHead {
  meta: (key: string) => string[];
  jsonLd: Record<string, unknown>[];
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", "#x27": "'", "#39": "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|apos|#x27|#39);/g, (_, name: string) => ENTITIES[name]!);

export function readHead(html: string): PageHead {
  const head = html.slice(0, html.indexOf("</head>"));
  const tags = [...head.matchAll(/<meta\s+([^>]*?)\/?>/g)].map((m) => Object.fromEntries([...m[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1]!, decode(a[2]!)])));
  return {
    meta: (key) => tags.filter((t) => t.name === key || t.property === key).map((t) => t.content ?? ""),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!)),
  };
}

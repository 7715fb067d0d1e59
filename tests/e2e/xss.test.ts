import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { eq } from "drizzle-orm";
import { churches } from "../../src/db/schema";
import { createChurch, createSession, createUser } from "../../src/db/seed/factories";
import { useServerAndBrowser } from "../helpers/e2e";
import { hydrated } from "../helpers/pages";
import { serverFormToken } from "../helpers/form-token";

const e2e = useServerAndBrowser({ SEED: "none" });

/** 240 payloads: classic vectors, each in several contexts (text, attribute, URL, script, style). */
const VECTORS = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  "<iframe src=javascript:alert(1)></iframe>",
  "<iframe srcdoc='<script>alert(1)</script>'></iframe>",
  "<body onload=alert(1)>",
  "<a href=javascript:alert(1)>x</a>",
  "<a href=\"jav&#x09;ascript:alert(1)\">x</a>",
  "<details open ontoggle=alert(1)>",
  "<input autofocus onfocus=alert(1)>",
  "<video><source onerror=alert(1)></video>",
  "<math><mtext></mtext><mglyph><svg><mtext><style><img src=x onerror=alert(1)></style></mtext></svg></mglyph></math>",
  "<object data=javascript:alert(1)>",
  "<embed src=javascript:alert(1)>",
  "<form><button formaction=javascript:alert(1)>x</button></form>",
  "<meta http-equiv=refresh content='0;url=javascript:alert(1)'>",
  "<base href=javascript:alert(1)//>",
  "<link rel=import href=data:text/html,<script>alert(1)</script>>",
  "<style>@import 'javascript:alert(1)';</style>",
  "<div style=\"background:url(javascript:alert(1))\">",
  "<marquee onstart=alert(1)>",
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  "<img src=\"x\" onerror=\"&#97;lert(1)\">",
  "javascript:alert(1)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "{{constructor.constructor('alert(1)')()}}",
  "${alert(1)}",
  "<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\">",
  "<template><img src=x onerror=alert(1)></template>",
];
const CONTEXTS = [(v: string) => v, (v: string) => `"${v}`, (v: string) => `'>${v}`, (v: string) => `</title>${v}`, (v: string) => `</script>${v}`, (v: string) => `</textarea>${v}`, (v: string) => `-->${v}`, (v: string) => `\u2028${v}\u2029`];
const PAYLOADS = VECTORS.flatMap((v) => CONTEXTS.map((c) => c(v)));

async function visit(page: Page, path: string): Promise<string[]> {
  await page.goto(e2e.server.url + path);
  await hydrated(page);
  // Handlers a payload might smuggle in (an image's onerror) have fired by the load event; an admin
  // tab renders what it fetches after hydration, so it is checked once the fetching is over.
  await page.waitForLoadState(path.startsWith("/admin?tab=") ? "networkidle" : "load");
  // Nothing of a payload may have become markup: no handler attributes, no inline scripts but ours, no javascript: links.
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll("*")) {
      for (const attr of el.attributes) {
        if (/^on/i.test(attr.name)) found.push(`${el.tagName} ${attr.name}`);
        if (/^(href|src|action|formaction|data)$/i.test(attr.name) && /^\s*(javascript|data:text\/html)/i.test(attr.value)) found.push(`${el.tagName} ${attr.name}=${attr.value.slice(0, 40)}`);
      }
    }
    for (const s of document.querySelectorAll("script:not([src]):not([type='application/json']):not([type='application/ld+json'])")) {
      if (!s.textContent?.includes('classList.add("js")')) found.push(`inline script ${s.textContent?.slice(0, 40)}`);
    }
    for (const tag of ["iframe[srcdoc]", "object", "embed", "base", "meta[http-equiv]", "svg script"]) if (document.querySelector(`main ${tag}`)) found.push(tag);
    if ((window as { __xss?: boolean }).__xss) found.push("alert ran");
    return found;
  });
}

describe("stored XSS", () => {
  test(`${PAYLOADS.length} payloads through every text field owners, representatives and admins fill: nothing runs or becomes markup`, async () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(200);
    const db = e2e.server.db();
    const adminUser = await createUser(db, { role: "admin" });
    const admin = `sid=${createSession(db, adminUser.id)}`;
    const ownerUser = await createUser(db);
    const owner = `sid=${createSession(db, ownerUser.id)}`;
    const call = (method: string, path: string, body: unknown, cookie?: string) =>
      fetch(e2e.server.url + path, { method, headers: { "content-type": "application/json", origin: e2e.server.url, ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
    const stored: Record<string, number> = {};
    const count = (field: string, n: number) => (stored[field] = (stored[field] ?? 0) + n);

    // Admin: Find Churches' add and the edit dialog, 12 payloads a church.
    const ids: number[] = [];
    for (let i = 0; i < PAYLOADS.length; i += 12) {
      const chunk = PAYLOADS.slice(i, i + 12);
      const added = await call("POST", "/api/admin/churches", { name: `XSS ${i} ${chunk[0]}`, address: chunk[1], phone: chunk[2]!.slice(0, 40), description: chunk[3], latitude: 29.4 + i / 10000, longitude: -98.5 }, admin);
      expect(added.status).toBe(201);
      const { id } = (await added.json()) as { id: number };
      ids.push(id);
      const edited = await call("PUT", `/api/admin/churches/${id}`, { name: `XSS ${i} ${chunk[4]}`, denomination: "Baptist", address: chunk[5], zip: "78205", area: "Downtown", phone: chunk[6]!.slice(0, 40), description: chunk.join(" "), services: chunk.slice(7).map((p) => p.slice(0, 100)), recentSermons: chunk.slice(0, 3), featured: i % 24 === 0 }, admin);
      expect(edited.status).toBe(200);
      count("church fields (admin)", chunk.length);
    }
    // Owner: a church with premium fields.
    const mine = createChurch(db, { ownerId: ownerUser.id, isPremium: true, name: "Owner XSS Church" });
    for (let i = 0; i < PAYLOADS.length; i += 40) {
      const chunk = PAYLOADS.slice(i, i + 40).join(" ");
      const res = await call("PUT", `/api/user/churches/${mine.id}`, { name: `Owner XSS ${PAYLOADS[i]}`.slice(0, 200), denomination: "Baptist", address: `1 Main ${PAYLOADS[i + 1]}`.slice(0, 300), zip: "78205", area: "Downtown", description: chunk.slice(0, 5000), services: PAYLOADS.slice(i, i + 30).map((p) => p.slice(0, 100)), pastorName: PAYLOADS[i + 2]!.slice(0, 120), missionStatement: chunk.slice(0, 2000), history: chunk.slice(0, 5000), specialPrograms: chunk.slice(0, 2000), youthPrograms: chunk.slice(0, 2000), musicMinistry: chunk.slice(0, 2000), outreachPrograms: chunk.slice(0, 2000), instagramHandle: PAYLOADS[i + 3]!.slice(0, 60) }, owner);
      expect(res.status).toBe(200);
      count("church fields (owner, premium)", 40);
    }
    db.update(churches).set({ status: "approved" }).where(eq(churches.id, mine.id)).run();
    // Owner: an event.
    const day = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
    for (let i = 0; i < 10; i++) {
      const res = await call("POST", "/api/user/events", { title: PAYLOADS[i * 20]!.slice(0, 150), description: PAYLOADS.slice(i * 24, i * 24 + 24).join(" "), date: day, location: PAYLOADS[i * 20 + 1]!.slice(0, 200), category: "music", ...serverFormToken(e2e.server, "event") }, owner);
      expect(res.status).toBe(201);
      count("event fields (owner)", 24);
    }
    // Representatives: update requests (10 an hour per address: 24 payloads each).
    for (let i = 0; i < 10; i++) {
      const chunk = PAYLOADS.slice(i * 24, i * 24 + 24);
      const res = await call("POST", "/api/church-updates", { churchId: ids[0], submitterName: chunk[0]!.slice(0, 100), submitterEmail: "rep@example.org", submitterRole: "Pastor", updateReason: chunk.join(" ").slice(0, 2000), name: chunk[1]!.slice(0, 200), description: chunk.join(" ").slice(0, 5000), address: chunk[2]!.slice(0, 300), phone: chunk[3]!.slice(0, 40), services: chunk.slice(4, 20).map((p) => p.slice(0, 100)), ...serverFormToken(e2e.server, "update") });
      expect(res.status).toBe(201);
      count("update request fields", chunk.length);
    }
    // Visitors: contact messages (5 per address: 48 payloads each).
    for (let i = 0; i < 5; i++) {
      const chunk = PAYLOADS.slice(i * 48, i * 48 + 48);
      const res = await call("POST", "/api/contacts", { name: chunk[0]!.slice(0, 100), email: "visitor@example.org", subject: "general-inquiry", message: chunk.join(" ").slice(0, 5000), ...serverFormToken(e2e.server, "contact") });
      expect(res.ok).toBe(true);
      count("contact message fields", chunk.length);
    }
    // Admin: an article (HTML, sanitised) and an event.
    const article = await call("POST", "/api/admin/articles", { title: `XSS article ${PAYLOADS[0]}`.slice(0, 200), slug: "xss-article", excerpt: PAYLOADS[1]!.slice(0, 500), content: `<p>Text</p>${PAYLOADS.join("\n")}`, category: "community", status: "published" }, admin);
    expect(article.status).toBe(201);
    count("article (admin, HTML)", PAYLOADS.length);
    const event = await call("POST", "/api/admin/events", { title: PAYLOADS[8]!.slice(0, 150), description: PAYLOADS.join(" ").slice(0, 3000), date: day, location: PAYLOADS[9]!.slice(0, 200), category: "general" }, admin);
    expect(event.status).toBe(201);

    const context = await e2e.browser.newContext();
    await context.addInitScript(() => {
      const hook = () => {
        (window as { __xss?: boolean }).__xss = true;
        return true;
      };
      window.alert = hook as never;
      window.confirm = hook;
      window.prompt = hook as never;
    });
    await context.addCookies([{ name: "sid", value: admin.slice(4), url: e2e.server.url }]);
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const pages = ["/", "/directory", "/directory?view=list", "/directory?page=2", "/featured", "/events", "/news", "/news/xss-article", `/church/${mine.slug}`, ...ids.map((id) => `/church/${id}`), `/verify-church/${ids[0]}`, "/admin?tab=approvals", "/admin?tab=updates", "/admin?tab=listings", "/admin?tab=content", "/admin?tab=inbox", "/rss.xml"];
    const problems: string[] = [];
    for (const path of pages) {
      if (path.endsWith(".xml")) {
        // Readers render an item's description and content as HTML: no live markup may be in them.
        const xml = await (await fetch(e2e.server.url + path)).text();
        const html = [...xml.matchAll(/<(description|content:encoded)><!\[CDATA\[([\s\S]*?)\]\]>/g)].map((m) => m[2]).join("\n");
        if (/<script|<iframe|<object|<embed|\son\w+\s*=|\s(href|src|action|formaction)\s*=\s*["']?\s*(javascript|data):/i.test(html)) problems.push(`${path} carries live markup`);
        continue;
      }
      problems.push(...(await visit(page, path)).map((p) => `${path}: ${p}`));
    }
    await context.close();
    console.log(`xss: ${PAYLOADS.length} payloads stored through ${Object.keys(stored).length} kinds of field (${Object.entries(stored).map(([k, n]) => `${k} ${n}`).join(", ")}), ${pages.length} pages and feeds rendered`);
    expect(dialogs).toEqual([]);
    expect(problems).toEqual([]);
  }, 180_000);
});

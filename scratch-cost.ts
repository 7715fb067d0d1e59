import { createTestApp, TEST_ORIGIN } from "./tests/helpers/test-app";
import { seedDemo } from "./src/db/seed/demo";
import { createSession, createUser } from "./src/db/seed/factories";
const app = await createTestApp();
await seedDemo(app.db, { churches: 160, events: 64, uploadsDir: app.ctx.env.UPLOADS_DIR });
const admin = `sid=${createSession(app.db, (await createUser(app.db, { role: "admin" })).id)}`;
const list = (await (await app.request("/api/churches?limit=50")).json()) as { id: number; slug: string }[];
const time = async (label: string, f: () => Promise<unknown>, n = 20) => { await f(); const t = performance.now(); for (let i = 0; i < n; i++) await f(); console.log(label, ((performance.now() - t) / n).toFixed(2), "ms"); };
let k = 0;
const edit = async () => {
  const c = list[k++ % list.length]!;
  const cur = (await (await app.request(`/api/churches/${c.id}`)).json()) as Record<string, unknown>;
  const body = { name: cur.name, denomination: cur.denomination, address: cur.address, zip: cur.zip, area: cur.area, description: cur.description, services: cur.services, phone: `(210) 555-${1000 + k}` };
  const res = await app.request(`/api/admin/churches/${c.id}`, { method: "PUT", headers: { cookie: admin, origin: TEST_ORIGIN, "content-type": "application/json" }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(await res.text());
};
await time("GET /api/churches/:id", () => app.request(`/api/churches/${list[3]!.id}`).then((r) => r.text()));
await time("edit (PUT admin)", edit);
for (const p of ["/", "/directory", "/featured", "/events", "/news", `/church/${list[5]!.slug}`]) {
  await time(`render ${p} after an edit`, async () => { await edit(); const t = performance.now(); await (await app.request(p)).text(); return performance.now() - t; }, 10);
}
for (const p of ["/", "/directory", "/featured", "/events", "/news"]) {
  await time(`render ${p} (no edit, uncached query)`, () => app.request(p + "?x=" + Math.random()).then((r) => r.text()));
}
app.close();

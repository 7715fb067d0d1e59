import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { analyticsDaily, users } from "../../src/db/schema";
import { createChurch, createUser } from "../../src/db/seed/factories";
import { clientKeyOf } from "../../src/http/client-address";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../helpers/test-app";
import { formToken } from "../helpers/form-token";

/**
 * One host with a /64 is one client (docs/decisions/0046-hardening-round-3.md, IPv6): every limit
 * and the visit counts key an IPv6 client by its /64, an IPv4 client by its address. The requests
 * come through the handler with the socket's address set, directly or through a trusted proxy.
 */
let app: TestApp;
let proxied: TestApp;
let churchId = 0;
beforeAll(async () => {
  [app, proxied] = await Promise.all([createTestApp(), createTestApp({ TRUST_PROXY: "10.0.0.1" })]);
  churchId = createChurch(app.db, { name: "Limits Church" }).id;
  await createUser(app.db, { username: "limits-owner" });
});
afterAll(() => {
  app.close();
  proxied.close();
});

const json = (body: unknown, extra: Record<string, string> = {}): RequestInit => ({ method: "POST", headers: { origin: TEST_ORIGIN, "content-type": "application/json", ...extra }, body: JSON.stringify(body) });
/** The n-th host of a /64: another interface identifier each time, as privacy addresses are. */
const host = (prefix: string, n: number) => `${prefix}:${(n + 1).toString(16)}:${(0xbeef + n).toString(16)}:a0:${n.toString(16)}`;

describe("clientKeyOf", () => {
  test("IPv6 by its /64, however it is written; IPv4 by its address", () => {
    expect(clientKeyOf("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(clientKeyOf("2001:DB8:1:2::ffff")).toBe("2001:db8:1:2::/64");
    expect(clientKeyOf("2001:0db8:0001:0002:0000:0000:0000:0001")).toBe("2001:db8:1:2::/64");
    expect(clientKeyOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKeyOf("::1")).toBe("0:0:0:0::/64");
    expect(clientKeyOf("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientKeyOf("64:ff9b::192.0.2.33")).toBe("64:ff9b:0:0::/64");
    expect(clientKeyOf("203.0.113.9")).toBe("203.0.113.9");
    expect(clientKeyOf("local")).toBe("local");
  });
});

/** Each limited route: how many a client may send, and a body it accepts. */
const LIMITED: { name: string; allowed: number; send: (t: TestApp, address: string, n: number, headers?: Record<string, string>) => Promise<Response> }[] = [
  // Sign-in first: an unknown name is checked against a dummy hash at the newest account's cost,
  // and the accounts registration makes next hash at the site's full cost, not the tests' light one.
  { name: "sign-in", allowed: 50, send: (t, a, n, h) => t.requestFrom(a, "/api/auth/login", json({ username: `nobody-${n}`, password: "wrong password" }, h)) },
  { name: "registration", allowed: 10, send: (t, a, n, h) => t.requestFrom(a, "/api/auth/register", json({ username: `v6-user-${n}-${crypto.randomUUID().slice(0, 6)}`, email: `v6-${crypto.randomUUID().slice(0, 8)}@example.org`, password: "a long enough password", ...formToken(t, "register") }, h)) },
  { name: "password reset", allowed: 10, send: (t, a, n, h) => t.requestFrom(a, "/api/auth/forgot-password", json({ email: `reset-${n}@example.org` }, h)) },
  { name: "contact", allowed: 5, send: (t, a, n, h) => t.requestFrom(a, "/api/contacts", json({ name: "Visitor", email: `c${n}@example.org`, subject: "technical-support", message: "A question about the site.", ...formToken(t, "contact") }, h)) },
  { name: "newsletter", allowed: 10, send: (t, a, n, h) => t.requestFrom(a, "/api/newsletter/subscribe", json({ email: `news-${n}@example.org` }, h)) },
  { name: "update requests", allowed: 10, send: (t, a, n, h) => t.requestFrom(a, "/api/church-updates", json({ churchId, submitterName: "Rep", submitterEmail: `rep${n}@example.org`, submitterRole: "Pastor", updateReason: "New phone number", phone: "(210) 555-0199", ...formToken(t, "update") }, h)) },
];

describe("limits per /64", () => {
  for (const route of LIMITED) {
    test(`${route.name}: ${route.allowed} from one /64, whichever of its addresses sends; another /64 is another client`, async () => {
      const prefix = `2001:db8:${LIMITED.indexOf(route) + 1}:64`;
      for (let n = 0; n < route.allowed; n++) expect((await route.send(app, host(prefix, n), n)).status).not.toBe(429);
      expect((await route.send(app, host(prefix, 999), 999)).status).toBe(429);
      expect((await route.send(app, `2001:db8:${LIMITED.indexOf(route) + 1}:65::1`, 1000)).status).not.toBe(429);
    });
  }

  test("behind a trusted proxy, the client's /64 comes from X-Forwarded-For", async () => {
    const contact = LIMITED.find((r) => r.name === "contact")!;
    for (let n = 0; n < 5; n++) expect((await contact.send(proxied, "10.0.0.1", n, { "x-forwarded-for": host("2001:db8:aa:1", n) })).status).toBe(201);
    expect((await contact.send(proxied, "10.0.0.1", 5, { "x-forwarded-for": "2001:db8:aa:1::77" })).status).toBe(429);
    expect((await contact.send(proxied, "10.0.0.1", 6, { "x-forwarded-for": "2001:db8:aa:2::77" })).status).toBe(201);
  });

  test("a visit from two addresses of one /64 counts once a day", async () => {
    const views = () => app.db.select().from(analyticsDaily).all().reduce((sum, row) => sum + row.profileViews, 0);
    const before = views();
    const ping = (address: string) => app.requestFrom(address, `/api/analytics/church/${churchId}/view`, json({ viewType: "profile" }, { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130" }));
    for (const address of ["2001:db8:77:1::a", "2001:db8:77:1::b", "2001:db8:77:1:ffff::c"]) expect((await ping(address)).status).toBe(204);
    expect(views()).toBe(before + 1);
    await ping("2001:db8:77:2::a");
    expect(views()).toBe(before + 2);
    expect(app.db.select().from(users).all().length).toBeGreaterThan(0);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { SignJWT } from "jose";
import { claimInvitations, churchClaims, invitationOptOuts, outbox } from "../../db/schema";
import { createChurch, createSession, createUser } from "../../db/seed/factories";
import { createTestApp, jsonRequest, TEST_ORIGIN, type TestApp } from "../../../tests/helpers/test-app";
import { bodyOf, mailOver } from "../../../tests/helpers/mail";
import type { InvitationsAnswer } from "../../contract/invitations";
import { signInvitation } from "../../lib/signed-links";
import { mailSite } from "../../mail/site";
import { sendInvitation } from "./service";

/** The invitation's two links, signed-out and without JavaScript: the claim link and the opt-out honoured forever (docs/city-data.md, Reaching the churches). */

let app: TestApp;
let mail: Awaited<ReturnType<typeof mailOver>>;
let adminCookie = "";
beforeAll(async () => {
  app = await createTestApp({ PUBLIC_URL: "https://churches.example.org" });
  mail = await mailOver(app);
  const admin = await createUser(app.db, { username: "links-admin", role: "admin" });
  adminCookie = `sid=${createSession(app.db, admin.id)}`;
});
afterEach(async () => {
  await mail.deliver();
  for (const table of [claimInvitations, invitationOptOuts, churchClaims, outbox]) app.db.delete(table).run();
});
afterAll(async () => {
  await mail.stop();
  app.close();
});

let n = 0;
/** Invites a fresh church and answers it with the paths of the mail's two links. */
async function invited(lang: "en" | "es" = "en", overrides: Parameters<typeof createChurch>[1] = {}) {
  const c = createChurch(app.db, { name: `Linked Chapel ${++n}`, publicEmail: `office@linked${n}.example.org`, website: `https://www.linked${n}.example.org`, ...overrides });
  expect((await app.request("/api/admin/invitations", jsonRequest("POST", { churchId: c.id, lang }, { cookie: adminCookie }))).status).toBe(201);
  const body = bodyOf((await mail.deliver())[0]!);
  const path = (name: string) => body.match(new RegExp(`https://churches\\.example\\.org(/(?:es/)?${name}\\?token=[\\w.-]+)`))![1]!;
  return { church: c, claim: path("claim-invitation"), optOut: path("invitation-opt-out") };
}
const page = async (path: string, cookie?: string) => {
  const res = await app.request(path, cookie ? { headers: { cookie } } : {});
  return { status: res.status, html: await res.text() };
};
const formPost = (path: string, fields: Record<string, string>) =>
  app.request(path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN }, body: new URLSearchParams(fields).toString() });
const counts = async () => ((await (await app.request("/api/admin/invitations", { headers: { cookie: adminCookie } })).json()) as InvitationsAnswer).counts;

describe("the claim link", () => {
  test("opens a page that leads to the church's claim form, counted as opened once", async () => {
    const { church, claim } = await invited();
    const first = await page(claim);
    expect(first.status).toBe(200);
    expect(first.html).toContain(`Claim ${church.name}`);
    expect(first.html).toContain('href="/register"');
    await page(claim);
    expect(await counts()).toMatchObject({ sent: 1, opened: 1, claimed: 0 });
  });

  test("signed in, it pre-fills the claim form with the invited address; a claim made after it is counted", async () => {
    const { church, claim } = await invited();
    const owner = await createUser(app.db);
    const cookie = `sid=${createSession(app.db, owner.id)}`;
    const token = new URL(claim, "https://x").searchParams.get("token")!;
    const landing = await page(claim, cookie);
    expect(landing.html).toContain(`href="/claim-church/${church.id}?invitation=${token}"`);
    const form = await page(`/claim-church/${church.id}?invitation=${token}`, cookie);
    expect(form.status).toBe(200);
    expect(form.html).toContain(`value="office@linked${n}.example.org"`);
    // A link for another church pre-fills nothing.
    const other = createChurch(app.db, { name: "Other Linked Chapel", website: `https://linked${n}.example.org` });
    expect((await page(`/claim-church/${other.id}?invitation=${token}`, cookie)).html).not.toContain(`value="office@linked${n}.example.org"`);
    app.db.insert(churchClaims).values({ churchId: church.id, userId: owner.id }).run();
    expect(await counts()).toMatchObject({ sent: 1, opened: 1, claimed: 1 });
  });

  test("in Spanish under /es/; a claimed church says so", async () => {
    const { church, claim } = await invited("es", { nameEs: "Capilla Enlazada" });
    const spanish = await page(claim);
    expect(spanish.html).toContain("Reclamar Capilla Enlazada");
    app.db.$client.query("update churches set owner_id = ? where id = ?").run((await createUser(app.db)).id, church.id);
    const claimed = await page(claim);
    expect(claimed.status).toBe(200);
    expect(claimed.html).toContain("Esta iglesia ya tiene quien la administre");
  });

  test("a cut link answers 400, a forged or expired one 404, each with a page that says what to do", async () => {
    const cut = await page("/claim-invitation?token=abc");
    expect(cut.status).toBe(400);
    expect(cut.html).toContain("This link is not complete");
    const forged = await new SignJWT({ purpose: "claim-invite" }).setProtectedHeader({ alg: "HS256" }).setSubject(crypto.randomUUID()).sign(new TextEncoder().encode("another-secret-of-enough-length-123456"));
    const res = await page(`/claim-invitation?token=${forged}`);
    expect(res.status).toBe(404);
    expect(res.html).toContain("This link does not work");
    const expired = await signInvitation(app.ctx.env.SESSION_SECRET, "claim-invite", crypto.randomUUID(), new Date(Date.now() - 1000));
    expect((await page(`/claim-invitation?token=${expired}`)).status).toBe(404);
    const spanish = await page("/es/claim-invitation");
    expect(spanish.status).toBe(400);
    expect(spanish.html).toContain("Este enlace está incompleto");
  });

  test("each link's page is drawn for its reader and kept by no cache", async () => {
    const { claim, optOut } = await invited();
    for (const path of [claim, optOut, "/claim-invitation?token=abc", "/es/invitation-opt-out?token=abc"]) {
      const res = await app.request(path);
      expect({ path, cacheControl: res.headers.get("cache-control") }).toEqual({ path, cacheControl: "private, no-store" });
    }
  });
});

describe("the opt-out link", () => {
  test("opening it changes nothing; its button opts the address out forever, and the screen shows it", async () => {
    const { church, optOut } = await invited();
    const opened = await page(optOut);
    expect(opened.status).toBe(200);
    expect(opened.html).toContain(`Never send another invitation to ${church.publicEmail}?`);
    expect(app.db.select().from(invitationOptOuts).all()).toHaveLength(0);
    const token = new URL(optOut, "https://x").searchParams.get("token")!;
    const posted = await formPost("/invitation-opt-out", { token });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe(optOut);
    expect((await page(optOut)).html).toContain(`We will not send invitations to ${church.publicEmail} again.`);
    const screen = (await (await app.request("/api/admin/invitations", { headers: { cookie: adminCookie } })).json()) as InvitationsAnswer;
    expect(screen.items.find((r) => r.churchId === church.id)).toMatchObject({ block: "opted-out" });
    expect(screen.counts.optedOut).toBe(1);
    // Years later, for another church with the same address: still never.
    const sibling = createChurch(app.db, { name: "Sibling Chapel", publicEmail: church.publicEmail });
    const admin = { id: 1, username: "links-admin", role: "admin" } as Parameters<typeof sendInvitation>[4];
    const later = new Date(Date.now() + 3 * 365 * 86_400_000);
    await expect(sendInvitation(app.db, mailSite(app.ctx), app.ctx.env.SESSION_SECRET, 25, admin, { churchId: sibling.id, lang: "en" }, later)).rejects.toThrow("asked never to be invited again");
    expect(app.db.select().from(claimInvitations).all().map((r) => r.churchId)).toEqual([church.id]);
  });

  test("in Spanish, and by a mail client's one-click post", async () => {
    const { optOut } = await invited("es");
    expect(optOut.startsWith("/es/invitation-opt-out")).toBe(true);
    expect((await page(optOut)).html).toContain("Dejar de recibir invitaciones");
    const res = await app.request(optOut.replace(/^\/es/, ""), { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN }, body: "List-Unsubscribe=One-Click" });
    expect(res.status).toBe(204);
    expect(app.db.select().from(invitationOptOuts).all()).toHaveLength(1);
  });

  test("a cut or forged link opts nobody out: 400 and 404, as a page for the button and as JSON for a program", async () => {
    await invited();
    expect((await page("/invitation-opt-out?token=short")).status).toBe(400);
    const claimToken = await signInvitation(app.ctx.env.SESSION_SECRET, "claim-invite", crypto.randomUUID());
    expect((await page(`/invitation-opt-out?token=${claimToken}`)).status).toBe(404);
    expect((await app.request("/invitation-opt-out", jsonRequest("POST", { token: "short" }))).status).toBe(400);
    expect((await app.request("/invitation-opt-out", jsonRequest("POST", { token: claimToken }))).status).toBe(404);
    const button = await formPost("/invitation-opt-out", { token: claimToken });
    expect(button.status).toBe(303);
    expect((await page(button.headers.get("location")!)).status).toBe(404);
    expect(app.db.select().from(invitationOptOuts).all()).toHaveLength(0);
  });
});

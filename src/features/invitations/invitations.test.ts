import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { claimInvitations, churchClaims, invitationOptOuts, outbox } from "../../db/schema";
import { createChurch, createSession, createUser } from "../../db/seed/factories";
import { createTestApp, jsonRequest, TEST_ORIGIN, type TestApp } from "../../../tests/helpers/test-app";
import { bodyOf, mailOver, subjectOf } from "../../../tests/helpers/mail";
import type { InvitationsAnswer } from "../../contract/invitations";
import { mailSite } from "../../mail/site";
import { sendInvitation } from "./service";

/** Claim invitations sent through the outbox and a real SMTP server: the mail, its bounds and the screen's counts (docs/city-data.md, Reaching the churches). */

const PER_DAY = 4;
let app: TestApp;
let mail: Awaited<ReturnType<typeof mailOver>>;
let admin: { id: number; cookie: string };
beforeAll(async () => {
  app = await createTestApp({ PUBLIC_URL: "https://churches.example.org", INVITATIONS_PER_DAY: String(PER_DAY) });
  mail = await mailOver(app);
  const user = await createUser(app.db, { username: "invite-admin", role: "admin" });
  admin = { id: user.id, cookie: `sid=${createSession(app.db, user.id)}` };
});
afterEach(async () => {
  await mail.deliver();
  for (const table of [claimInvitations, invitationOptOuts, churchClaims, outbox]) app.db.delete(table).run();
});
afterAll(async () => {
  await mail.stop();
  app.close();
});

const send = (body: Record<string, unknown>, cookie = admin.cookie) => app.request("/api/admin/invitations", jsonRequest("POST", body, { cookie }));
const screen = async (query = "") => (await (await app.request(`/api/admin/invitations${query}`, { headers: { cookie: admin.cookie } })).json()) as InvitationsAnswer;
let n = 0;
const church = (overrides: Parameters<typeof createChurch>[1] = {}) => createChurch(app.db, { name: `Invited Chapel ${++n}`, publicEmail: `office${n}@chapel${n}.example.org`, website: `https://chapel${n}.example.org`, ...overrides });

describe("the invitation screen", () => {
  test("lists unclaimed approved churches, those with an address first; owned and pending ones are not listed", async () => {
    const withAddress = church({ name: "Zion Listed Chapel" });
    const without = church({ name: "Abbey Without Address", publicEmail: null });
    church({ name: "Owned Chapel Invite", ownerId: (await createUser(app.db)).id });
    church({ name: "Pending Chapel Invite", status: "pending" });
    const answer = await screen();
    const names = answer.items.map((r) => r.name);
    expect(names.indexOf("Zion Listed Chapel")).toBeLessThan(names.indexOf("Abbey Without Address"));
    expect(names).not.toContain("Owned Chapel Invite");
    expect(names).not.toContain("Pending Chapel Invite");
    expect(answer.items.find((r) => r.churchId === withAddress.id)).toMatchObject({ email: withAddress.publicEmail, block: null, lastSentAt: null });
    expect(answer.items.find((r) => r.churchId === without.id)).toMatchObject({ email: null, block: "no-address" });
    expect(answer).toMatchObject({ sentToday: 0, perDay: PER_DAY, counts: { sent: 0, opened: 0, claimed: 0, optedOut: 0 } });
  });

  test("owners and signed-out callers are refused; a post from another site is refused", async () => {
    const target = church();
    const owner = await createUser(app.db);
    expect((await send({ churchId: target.id, lang: "en" }, `sid=${createSession(app.db, owner.id)}`)).status).toBe(403);
    expect((await app.request("/api/admin/invitations", jsonRequest("POST", { churchId: target.id, lang: "en" }))).status).toBe(401);
    const foreign = await app.request("/api/admin/invitations", { ...jsonRequest("POST", { churchId: target.id, lang: "en" }, { cookie: admin.cookie }), headers: { "content-type": "application/json", origin: "https://evil.example.com", cookie: admin.cookie } });
    expect(foreign.status).toBe(403);
    expect(app.db.select().from(claimInvitations).all()).toHaveLength(0);
  });
});

describe("sending", () => {
  test("an English invitation reaches the church's address over SMTP with its claim and opt-out links", async () => {
    const target = church({ name: "Grace Invite Chapel" });
    const res = await send({ churchId: target.id, lang: "en" });
    expect(res.status).toBe(201);
    const [received] = await mail.deliver();
    expect(received!.recipients).toEqual([target.publicEmail!]);
    expect(subjectOf(received!)).toBe("Your church is listed on San Antonio Church Directory: claim it to keep your times right");
    const body = bodyOf(received!);
    expect(body).toContain("Grace Invite Chapel is listed on San Antonio Church Directory");
    expect(body).toMatch(/https:\/\/churches\.example\.org\/claim-invitation\?token=[\w.-]+/);
    expect(body).toMatch(/https:\/\/churches\.example\.org\/invitation-opt-out\?token=[\w.-]+/);
    expect(received!.headers.get("list-unsubscribe")?.[0]).toMatch(/^<https:\/\/churches\.example\.org\/invitation-opt-out\?token=[\w.-]+>$/);
    expect((await screen()).items.find((r) => r.churchId === target.id)).toMatchObject({ block: "recent" });
  });

  test("a Spanish invitation is in Spanish, with the church's Spanish name and links to the Spanish pages", async () => {
    const target = church({ name: "Holy Family Invite", nameEs: "Sagrada Familia Invitada" });
    expect((await send({ churchId: target.id, lang: "es" })).status).toBe(201);
    const [received] = await mail.deliver();
    expect(subjectOf(received!)).toBe("Su iglesia aparece en San Antonio Church Directory: reclámela para mantener sus horarios al día");
    const body = bodyOf(received!);
    expect(body).toContain("Sagrada Familia Invitada aparece en San Antonio Church Directory");
    expect(body).toMatch(/https:\/\/churches\.example\.org\/es\/claim-invitation\?token=/);
    expect(body).toMatch(/https:\/\/churches\.example\.org\/es\/invitation-opt-out\?token=/);
  });

  test("an address the admin types reaches a church that has none, and is remembered for the screen", async () => {
    const target = church({ publicEmail: null });
    expect((await send({ churchId: target.id, lang: "en" })).status).toBe(422);
    expect((await send({ churchId: target.id, lang: "en", email: "  Pastor@Typed.Example.org " })).status).toBe(201);
    const [received] = await mail.deliver();
    expect(received!.recipients).toEqual(["pastor@typed.example.org"]);
    expect((await screen()).items.find((r) => r.churchId === target.id)).toMatchObject({ email: "pastor@typed.example.org", block: "recent" });
  });

  test("an address with a header in it, a bad language or a claimed church changes nothing", async () => {
    const target = church();
    expect((await send({ churchId: target.id, lang: "en", email: "a@b.example.org\r\nBcc: victim@example.com" })).status).toBe(422);
    expect((await send({ churchId: target.id, lang: "fr" })).status).toBe(422);
    expect((await send({ churchId: 999_999, lang: "en" })).status).toBe(404);
    const owned = church({ ownerId: (await createUser(app.db)).id });
    expect((await send({ churchId: owned.id, lang: "en" })).status).toBe(409);
    expect(app.db.select().from(outbox).all()).toHaveLength(0);
  });

  test("never twice to one address within 90 days: the second is refused, a later one goes", async () => {
    const first = church({ publicEmail: "shared@parish.example.org" });
    const second = church({ publicEmail: "shared@parish.example.org" });
    expect((await send({ churchId: first.id, lang: "en" })).status).toBe(201);
    const again = await send({ churchId: second.id, lang: "en" });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toBe("This address was invited less than 90 days ago.");
    const user = { id: admin.id, username: "invite-admin", role: "admin" } as Parameters<typeof sendInvitation>[4];
    const in89Days = new Date(Date.now() + 89 * 86_400_000);
    await expect(sendInvitation(app.db, mailSite(app.ctx), app.ctx.env.SESSION_SECRET, PER_DAY, user, { churchId: second.id, lang: "en" }, in89Days)).rejects.toThrow("less than 90 days");
    const in91Days = new Date(Date.now() + 91 * 86_400_000);
    expect(await sendInvitation(app.db, mailSite(app.ctx), app.ctx.env.SESSION_SECRET, PER_DAY, user, { churchId: second.id, lang: "en" }, in91Days)).toMatchObject({ churchId: second.id });
    expect(await mail.deliver()).toHaveLength(2);
  });

  test(`at most ${PER_DAY} a day: the next is refused with 429 and sends nothing`, async () => {
    const churches = Array.from({ length: PER_DAY + 1 }, () => church());
    const statuses: number[] = [];
    for (const c of churches) statuses.push((await send({ churchId: c.id, lang: "en" })).status);
    expect(statuses).toEqual([...Array(PER_DAY).fill(201), 429]);
    expect(await mail.deliver()).toHaveLength(PER_DAY);
    expect(await screen()).toMatchObject({ sentToday: PER_DAY, counts: { sent: PER_DAY } });
  });
});

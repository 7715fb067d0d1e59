import { beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { churchClaims, churches } from "../../db/schema";
import { createChurch, createEvent } from "../../db/seed/factories";
import type { OwnerChurch } from "../../contract/owner";
import { TEST_ORIGIN, jsonRequest, type TestApp } from "../../../tests/helpers/test-app";
import { useOwnerFormsApp, validForm } from "../../../tests/helpers/owner-forms-app";

// What an admin did not approve, and the reason typed, on its owner's dashboard as in the decision's
// mail (docs/mail.md). The dashboard is drawn by the server, so it shows without JavaScript too.
const { site, signedIn, send } = useOwnerFormsApp();
let app: TestApp;
let adminCookie: string;
beforeAll(async () => {
  app = site.app;
  adminCookie = (await signedIn("admin")).cookie;
});

const decide = (path: string, reason?: string) =>
  app.request(path, reason === undefined ? { method: "POST", headers: { cookie: adminCookie, origin: TEST_ORIGIN } } : jsonRequest("POST", { reason }, { cookie: adminCookie }));
const page = async (path: string, cookie: string) => (await app.request(path, { headers: { cookie } })).text();
const mine = async (cookie: string) => (await (await app.request("/api/user/churches", { headers: { cookie } })).json()) as OwnerChurch[];
const REASON = "The address is a <b>home</b>, not a church.";
const ESCAPED = "The address is a &lt;b&gt;home&lt;/b&gt;, not a church.";

describe("a rejection's reason on the owner's dashboard", () => {
  test("a rejected church: what and why, escaped, on the overview and My Churches, in English and Spanish", async () => {
    const { user, cookie } = await signedIn();
    const church = createChurch(app.db, { name: "Hopeful Chapel", status: "pending", ownerId: user.id });
    const before = await page("/dashboard", cookie);
    expect(before).not.toContain("reviewer");
    expect((await decide(`/api/admin/churches/${church.id}/reject`, REASON)).status).toBe(200);

    expect((await mine(cookie))[0]).toMatchObject({ name: "Hopeful Chapel", status: "rejected", rejectionReason: REASON });
    for (const path of ["/dashboard", "/dashboard?tab=churches"]) {
      const html = await page(path, cookie);
      expect(html).toContain("Not approved");
      expect(html).toContain(`The reviewer&#x27;s note: ${ESCAPED}`);
      expect(html).not.toContain("<b>home</b>");
    }
    const spanish = await page("/es/dashboard", cookie);
    expect(spanish).toContain("No aprobada");
    expect(spanish).toContain(`Nota de quien revisó: ${ESCAPED}`);
  });

  test("an edited church goes back for review and an approved one is listed: the reason is gone with the rejection", async () => {
    const { user, cookie } = await signedIn();
    const edited = createChurch(app.db, { name: "Second Try Chapel", status: "pending", ownerId: user.id });
    await decide(`/api/admin/churches/${edited.id}/reject`, "Please give the street address.");
    expect(await page("/dashboard", cookie)).toContain("Please give the street address.");
    const saved = await send("PUT", `/api/user/churches/${edited.id}`, validForm({ name: "Second Try Chapel" }), cookie);
    expect(saved.status).toBe(200);
    expect(app.db.select().from(churches).where(eq(churches.id, edited.id)).get()).toMatchObject({ status: "pending", rejectionReason: null });
    expect(await page("/dashboard", cookie)).not.toContain("Please give the street address.");

    await decide(`/api/admin/churches/${edited.id}/reject`, "Still no street address.");
    await decide(`/api/admin/churches/${edited.id}/approve`);
    expect((await mine(cookie))[0]).toMatchObject({ status: "approved", rejectionReason: null });
    expect(await page("/dashboard", cookie)).not.toContain("Still no street address.");
  });

  test("a rejection without a word says it was not approved, and no note", async () => {
    const { user, cookie } = await signedIn();
    const church = createChurch(app.db, { name: "Quiet Chapel", status: "pending", ownerId: user.id });
    await decide(`/api/admin/churches/${church.id}/reject`);
    const html = await page("/dashboard", cookie);
    expect(html).toContain("Quiet Chapel<!-- -->: <!-- -->Not approved");
    expect(html).not.toContain("reviewer");
  });

  test("a rejected claim shows its own reason to its claimant, never another's; claims ended by another's approval carry none", async () => {
    const church = createChurch(app.db, { name: "Unclaimed Parish" });
    const [refused, kept, other] = [await signedIn(), await signedIn(), await signedIn()];
    const claim = (userId: number) => app.db.insert(churchClaims).values({ churchId: church.id, userId }).returning().get()!.id;
    const refusedClaim = claim(refused.user.id);
    const keptClaim = claim(kept.user.id);
    claim(other.user.id);
    expect((await decide(`/api/admin/claims/${refusedClaim}/reject`, "We could not reach the church office.")).status).toBe(200);
    expect((await decide(`/api/admin/claims/${keptClaim}/approve`)).status).toBe(200);

    expect((await mine(refused.cookie))[0]).toMatchObject({ name: "Unclaimed Parish", claimStatus: "rejected", rejectionReason: "We could not reach the church office." });
    const html = await page("/dashboard?tab=churches", refused.cookie);
    expect(html).toContain("Claim rejected");
    expect(html).toContain("The reviewer&#x27;s note: We could not reach the church office.");
    expect(await page("/es/dashboard", refused.cookie)).toContain("reclamo rechazado");

    expect((await mine(other.cookie))[0]).toMatchObject({ claimStatus: "rejected", rejectionReason: null });
    expect(await page("/dashboard", other.cookie)).not.toContain("We could not reach");
    expect((await mine(kept.cookie))[0]).toMatchObject({ claimStatus: null, rejectionReason: null });
  });

  test("a rejected event: its title, 'Not approved' and the reason under Your Events; approved after all, the reason is gone", async () => {
    const { user, cookie } = await signedIn();
    createChurch(app.db, { name: "Event Church", ownerId: user.id });
    const event = createEvent(app.db, { title: "Bake Sale", status: "pending", submittedBy: user.id });
    expect((await decide(`/api/admin/events/${event.id}/reject`, "Please add the address.")).status).toBe(200);
    const html = await page("/dashboard?tab=churches", cookie);
    expect(html).toMatch(/Bake Sale<!-- --> · <!-- -->[\d-]+<\/span><span[^>]*>Not approved<\/span><p[^>]*>The reviewer&#x27;s note: Please add the address\.<\/p>/);
    expect(await page("/es/dashboard?tab=churches", cookie)).toContain("Nota de quien revisó: Please add the address.");
    await decide(`/api/admin/events/${event.id}/approve`);
    const after = await page("/dashboard?tab=churches", cookie);
    expect(after).toContain("Published");
    expect(after).not.toContain("Please add the address.");
  });
});

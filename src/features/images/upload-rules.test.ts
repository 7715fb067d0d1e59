import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { uploadMessages } from "../../contract/images";
import { bannerAds, images } from "../../db/schema";
import { createChurch, createSession, createUser } from "../../db/seed/factories";
import { runRetention } from "../../jobs/retention";
import { createTestApp, jsonRequest, TEST_ORIGIN, type TestApp } from "../../../tests/helpers/test-app";
import { png } from "../../../tests/fixtures/images";

/**
 * Uploads are for listings, not free hosting (docs/decisions/0046-hardening-round-3.md, uploads):
 * an account without a church gets two upload URLs a day (its first church's pictures, or a
 * banner); owners of a church and admins upload freely; an upload used nowhere a day after it was
 * stored is deleted, files and rows, by the daily job.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function account(role: "owner" | "admin" = "owner", withChurch = false) {
  const user = await createUser(app.db, { role });
  const church = withChurch ? createChurch(app.db, { ownerId: user.id }) : null;
  return { user, church, cookie: `sid=${createSession(app.db, user.id)}` };
}
const ask = (cookie: string) => app.request("/api/objects/upload", { method: "POST", headers: { cookie, origin: TEST_ORIGIN } });

/** An upload through the pipeline, as the browser sends it (each width another picture): answers the stored path. */
async function upload(cookie: string, width: number): Promise<string> {
  const { uploadURL } = (await (await ask(cookie)).json()) as { uploadURL: string };
  const res = await app.request(uploadURL, { method: "PUT", headers: { "content-type": "image/png", origin: TEST_ORIGIN }, body: (await png(width)) as BodyInit });
  return ((await res.json()) as { objectPath: string }).objectPath;
}
const onDisk = (objectPath: string) => ["480", "960", "1600"].map((w) => existsSync(join(app.ctx.env.UPLOADS_DIR, objectPath.replace("/uploads/", "").replace("-1600", `-${w}`))));

describe("who gets an upload URL", () => {
  test("an account without a church: two a day, then 403 with the reason", async () => {
    const { cookie } = await account();
    expect((await ask(cookie)).status).toBe(200);
    expect((await ask(cookie)).status).toBe(200);
    const refused = await ask(cookie);
    expect([refused.status, ((await refused.json()) as { error: string }).error]).toEqual([403, uploadMessages.churchFirst]);
  });

  test("an owner with a church, and an admin, upload freely", async () => {
    for (const who of [await account("owner", true), await account("admin")]) {
      for (let n = 0; n < 5; n++) expect((await ask(who.cookie)).status).toBe(200);
    }
  });
});

describe("uploads used nowhere", () => {
  test("are deleted a day after they were stored, files and rows; pictures in use and admins' stay", async () => {
    const owner = await account("owner", true);
    const stranger = await account();
    const admin = await account("admin");
    const unused = await upload(stranger.cookie, 301);
    const attached = await upload(owner.cookie, 302);
    await app.request("/api/church-images", jsonRequest("PUT", { imageURL: attached, churchId: owner.church!.id }, { cookie: owner.cookie }));
    const banner = await upload(stranger.cookie, 303);
    app.db.insert(bannerAds).values({ userId: stranger.user.id, imageUrl: banner, linkUrl: "https://example.org", altText: "A banner" }).run();
    const admins = await upload(admin.cookie, 304);
    expect(onDisk(unused)).toEqual([true, true, true]);

    // Younger than a day: nothing goes.
    await runRetention(app.ctx, new Date(Date.now() + 12 * 3600_000));
    expect(onDisk(unused)).toEqual([true, true, true]);

    await runRetention(app.ctx, new Date(Date.now() + 25 * 3600_000));
    expect(onDisk(unused)).toEqual([false, false, false]);
    expect((await app.request(unused)).status).toBe(404);
    expect(app.db.select().from(images).where(eq(images.objectPath, unused)).get()).toBeUndefined();
    for (const kept of [attached, banner, admins]) {
      expect(onDisk(kept)).toEqual([true, true, true]);
      expect((await app.request(kept)).status).toBe(200);
    }
  });
});

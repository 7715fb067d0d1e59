import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { createUser } from "../../db/seed/factories";
import { bannerAds } from "../../db/schema";
import { activeBanners } from "./service";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe("the directory's banners", () => {
  test("approved and paid until after now, newest first, ten at most, on every asking", async () => {
    const advertiser = await createUser(app.db);
    const now = new Date("2026-12-04T18:00:00Z");
    const day = 24 * 3600 * 1000;
    const banner = (altText: string, status: "pending" | "approved", paidUntil: Date | null, createdAt: Date) =>
      app.db.insert(bannerAds).values({ userId: advertiser.id, imageUrl: "/uploads/b.webp", linkUrl: "https://example.org/", altText, status, paidUntil, createdAt }).run();
    banner("lapsed", "approved", new Date(now.getTime() - 1), new Date(now.getTime() - 5 * day));
    banner("waiting", "pending", new Date(now.getTime() + day), new Date(now.getTime() - 4 * day));
    banner("unpaid", "approved", null, new Date(now.getTime() - 3 * day));
    banner("older", "approved", new Date(now.getTime() + day), new Date(now.getTime() - 2 * day));
    banner("newer", "approved", new Date(now.getTime() + 1), new Date(now.getTime() - day));
    expect(activeBanners(app.db, now).map((b) => b.altText)).toEqual(["newer", "older"]);
    // The same prepared statement, another moment: the newer one's month has ended.
    expect(activeBanners(app.db, new Date(now.getTime() + 1)).map((b) => b.altText)).toEqual(["older"]);
    for (let i = 0; i < 12; i++) banner(`many ${i}`, "approved", new Date(now.getTime() + day), new Date(now.getTime() + i));
    expect(activeBanners(app.db, now)).toHaveLength(10);
  });
});

import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { analyticsDaily, analyticsSeen } from "../../db/schema";
import { createChurch } from "../../db/seed/factories";
import { createTestApp, jsonRequest, type TestApp } from "../../../tests/helpers/test-app";

let app: TestApp;
let churchId: number;
beforeEach(async () => {
  app = await createTestApp();
  churchId = createChurch(app.db).id;
});
afterEach(() => app.close());

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36";
const ping = (path: string, body: unknown, userAgent = BROWSER) => app.request(path, jsonRequest("POST", body, { "user-agent": userAgent }));
const counters = () => app.db.select().from(analyticsDaily).all();

describe("analytics pings", () => {
  test("a directory view, a profile view and each click are counted per church and day", async () => {
    expect((await ping(`/api/analytics/view/${churchId}`, { viewType: "directory" })).status).toBe(204);
    expect((await ping(`/api/analytics/church/${churchId}/view`, { viewType: "profile" })).status).toBe(204);
    for (const clickType of ["website", "phone", "directions"]) {
      expect((await ping(`/api/analytics/church/${churchId}/click`, { clickType })).status).toBe(204);
    }
    const [row] = counters();
    expect(row).toMatchObject({ churchId, directoryViews: 1, profileViews: 1, websiteClicks: 1, phoneClicks: 1, directionClicks: 1 });
    expect(row!.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test("a visitor's repeat within the day counts once; another visitor counts again", async () => {
    await ping(`/api/analytics/church/${churchId}/view`, { viewType: "profile" });
    await ping(`/api/analytics/church/${churchId}/view`, { viewType: "profile" });
    expect(counters()[0]!.profileViews).toBe(1);
    await ping(`/api/analytics/church/${churchId}/view`, { viewType: "profile" }, `${BROWSER} Edg/156`);
    expect(counters()[0]!.profileViews).toBe(2);
  });

  test("keeps no address or user agent: only salted hashes", async () => {
    await ping(`/api/analytics/church/${churchId}/view`, { viewType: "profile" });
    const stored = JSON.stringify([app.db.select().from(analyticsSeen).all(), counters()]);
    expect(stored).not.toContain("Mozilla");
    expect(stored).not.toContain("local");
  });

  test("bots are not counted", async () => {
    expect((await ping(`/api/analytics/church/${churchId}/view`, { viewType: "profile" }, "Googlebot/2.1")).status).toBe(204);
    expect(counters()).toEqual([]);
  });

  test("bad ids and bodies answer 400, unknown churches 404, and nothing is stored", async () => {
    expect((await ping("/api/analytics/church/abc/view", { viewType: "profile" })).status).toBe(400);
    expect((await ping(`/api/analytics/church/${churchId}/click`, { clickType: "email" })).status).toBe(400);
    expect((await ping(`/api/analytics/church/${churchId}/view`, {})).status).toBe(400);
    expect((await ping(`/api/analytics/view/${churchId}`, { viewType: "profile" })).status).toBe(400);
    expect((await ping("/api/analytics/church/424242/view", { viewType: "profile" })).status).toBe(404);
    expect(counters()).toEqual([]);
  });
});

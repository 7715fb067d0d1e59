import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createChurch } from "../../db/seed/factories";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";

let app: TestApp;
let plainId: number;
beforeAll(async () => {
  app = await createTestApp();
  createChurch(app.db, {
    name: "Grace Baptist Church",
    slug: "grace",
    isPremium: true,
    featured: true,
    logoImage: "/uploads/logo.webp",
    pastorName: "Rev. Ana Example",
    youthPrograms: "Wednesday youth night",
    youtubeChannel: "https://www.youtube.com/playlist?list=PL1234567890abcdef",
    services: ["Sunday 9:00 AM", "Wednesday 7:00 PM"],
  });
  createChurch(app.db, {
    name: "Video Chapel",
    slug: "video-chapel",
    recentSermons: ["https://youtu.be/dQw4w9WgXcQ", "not a video", "https://www.youtube.com/watch?v=9bZkp7q19f0", "https://www.youtube.com/shorts/abcdefghijk", "https://www.youtube.com/live/ABCDEFGHIJK"],
    logoImage: "/uploads/not-premium-logo.webp",
    services: ["Saturday 5:00 PM"],
  });
  plainId = createChurch(app.db, { name: "Quiet Chapel", slug: "quiet", youtubeChannel: "https://www.youtube.com/@quiet", latitude: null, longitude: null }).id;
  createChurch(app.db, { name: "No Sermons Chapel", slug: "no-sermons" });
  createChurch(app.db, { name: "Lapsed Premium Fellowship", slug: "lapsed", pastorName: "Rev. Hidden Example", missionStatement: "A mission kept for later" });
});
afterAll(() => app.close());

const html = async (path: string) => {
  const res = await app.request(path);
  return { status: res.status, body: await res.text() };
};

describe("church profile", () => {
  test("a church without premium keeps its premium fields stored but does not show them", async () => {
    const { body } = await html("/church/lapsed");
    expect(body).toContain("Lapsed Premium Fellowship");
    expect(body).not.toContain("Rev. Hidden Example");
    expect(body).not.toContain("A mission kept for later");
    const api = (await (await app.request("/api/churches/lapsed")).json()) as { pastorName: string | null };
    expect(api.pastorName).toBeNull();
  });

  test("a premium church shows its logo, premium fields and the playlist embed", async () => {
    const { status, body } = await html("/church/grace");
    expect(status).toBe(200);
    expect(body).toContain('src="/uploads/logo.webp"');
    expect(body).toContain("Rev. Ana Example");
    expect(body).toContain("Wednesday youth night");
    expect(body).toContain("https://www.youtube-nocookie.com/embed/videoseries?list=PL1234567890abcdef");
    expect(body).toContain("<title>Grace Baptist Church — San Antonio Church Directory</title>");
  });

  test("structured data: the church's weekly services are its opening hours (docs/service-times.md, JSON-LD)", async () => {
    const { body } = await html("/church/grace");
    const json = JSON.parse(body.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    expect(json["@type"]).toBe("Church");
    expect(json.address.postalCode).toBe("78205");
    expect(json.openingHoursSpecification.map((h: { dayOfWeek: string; opens: string; closes: string }) => [h.dayOfWeek, h.opens, h.closes])).toEqual([
      ["https://schema.org/Sunday", "09:00", "10:00"],
      ["https://schema.org/Wednesday", "19:00", "20:00"],
    ]);
  });

  test("valid sermon links become up to 3 thumbnails with a lower-resolution fallback; the logo needs premium", async () => {
    const { body } = await html("/church/video-chapel");
    expect(body).toContain("Latest Sermon");
    expect(body).toContain("Recent Sermon 2");
    expect(body).toContain("Recent Sermon 3");
    expect(body).not.toContain("Recent Sermon 4");
    expect(body).toContain('src="https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg" data-fallback-src="https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg"');
    expect(body).not.toContain("not-premium-logo");
  });

  test("a channel without videos shows 'Watch Sermons'; missing coordinates show the spec's message", async () => {
    const { body } = await html(`/church/${plainId}`);
    expect(body).toMatch(/href="https:\/\/www.youtube.com\/@quiet"[^>]*>Watch Sermons/);
    expect(body).toContain("Church location coordinates are not available.");
    expect(body).not.toContain('data-island="LocationMap"');
  });

  test("/churches/{id} is the same profile; unknown churches answer 404 with the spec's text", async () => {
    expect((await html(`/churches/${plainId}`)).body).toContain("Quiet Chapel");
    const missing = await html("/church/nowhere");
    expect(missing.status).toBe(404);
    expect(missing.body).toContain("Church not found or failed to load. Please try again later.");
  });
});

describe("directory page", () => {
  test("renders the URL's filters on the server, ignoring values that are not valid", async () => {
    const { status, body } = await html("/directory?search=chapel&worshipStyle=loud&page=abc");
    expect(status).toBe(200);
    expect(body).toContain("3 churches found");
    expect(body).toContain('value="chapel"');
    expect(body).toContain("Active Filters");
  });

  test("filters typed in any case filter, shown in their canonical spelling", async () => {
    createChurch(app.db, { name: "Iglesia del Valle", slug: "iglesia-del-valle", denomination: "Catholic", area: "West Side", worshipStyle: "gospel", languages: ["spanish"] });
    for (const query of ["language=Spanish&worshipStyle=Gospel&denomination=catholic&area=west%20side", "language=SPANISH&worshipStyle=GOSPEL&denomination=CATHOLIC&area=WEST%20SIDE"]) {
      const { status, body } = await html(`/directory?${query}`);
      expect(status).toBe(200);
      expect(body).toContain("1 church found");
      expect(body).toContain("Iglesia del Valle");
      expect(body).toMatch(/<option value="spanish" selected="">/);
      expect(body).toMatch(/<option value="gospel" selected="">/);
    }
  });

  test("an empty result shows the spec's texts", async () => {
    const { body } = await html("/directory?search=zzzzzz");
    expect(body).toContain("No Churches Found");
    expect(body).toContain("No churches match your current search criteria. Try adjusting your filters or search terms.");
  });
});

describe("featured page", () => {
  test("lists featured churches with View Details", async () => {
    const { body } = await html("/featured");
    expect(body).toContain("Grace Baptist Church");
    expect(body).toContain('href="/church/grace"');
    expect(body).toContain("View Details");
    expect(body).not.toContain("Quiet Chapel");
  });

  test("says so when there are none, linking to /advertise", async () => {
    const empty = await (await import("../../../tests/helpers/test-app")).createTestApp();
    const body = await (await empty.request("/featured")).text();
    expect(body).toContain("No Featured Churches Yet");
    expect(body).toContain('href="/advertise"');
    empty.close();
  });
});

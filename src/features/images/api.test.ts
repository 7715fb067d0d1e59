import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { images, uploadGrants } from "../../db/schema";
import { createChurch, createSession, createUser } from "../../db/seed/factories";
import { uploadMessages } from "../../contract/images";
import { signUpload } from "../../lib/signed-links";
import { createTestApp, jsonRequest, TEST_ORIGIN, type TestApp } from "../../../tests/helpers/test-app";
import { jpegWithExif, png, pngBomb } from "../../../tests/fixtures/images";

let app: TestApp;
let cookie: string;
let userId: number;
beforeAll(async () => {
  app = await createTestApp();
  const user = await createUser(app.db);
  userId = user.id;
  cookie = `sid=${createSession(app.db, user.id)}`;
});
afterAll(() => app.close());

async function uploadUrl(as = cookie): Promise<string> {
  const res = await app.request("/api/objects/upload", { method: "POST", headers: { cookie: as, origin: TEST_ORIGIN } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { uploadURL: string }).uploadURL;
}

const put = (url: string, body: Uint8Array | Blob, type = "image/jpeg") => app.request(url, { method: "PUT", headers: { "content-type": type, origin: TEST_ORIGIN }, body: body as BodyInit });
const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;

describe("the upload pipeline", () => {
  test("a JPEG becomes WebP variants for srcset, upright and without its EXIF", async () => {
    const url = await uploadUrl();
    expect(url).toMatch(/^\/api\/uploads\/[\w-]+\.[\w-]+\.[\w-]+$/);
    const res = await put(url, await jpegWithExif(1200, 800));
    expect(res.status).toBe(200);
    const { objectPath } = (await res.json()) as { objectPath: string };
    expect(objectPath).toMatch(/^\/uploads\/[0-9a-f]{32}-1600\.webp$/);
    for (const [width, expected] of [[480, 480], [960, 960], [1600, 1200]] as const) {
      const file = await app.request(objectPath.replace("-1600", `-${width}`));
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("image/webp");
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.exif]).toEqual(["webp", expected, undefined]);
    }
    expect(app.db.select().from(images).where(eq(images.objectPath, objectPath)).get()).toMatchObject({ uploadedBy: userId, width: 1200, height: 800, contentType: "image/jpeg" });
  });

  test("a PNG is accepted; attaching it answers its stored path, for the uploader's own church only", async () => {
    const url = await uploadUrl();
    const { objectPath } = (await (await put(url, await png(), "image/png")).json()) as { objectPath: string };
    const church = createChurch(app.db, { ownerId: userId });
    const attached = await app.request("/api/church-images", jsonRequest("PUT", { imageURL: `http://localhost${url}`, churchId: church.id }, { cookie }));
    expect(attached.status).toBe(200);
    expect(await attached.json()).toEqual({ objectPath });
    expect(app.db.select().from(images).where(eq(images.objectPath, objectPath)).get()!.churchId).toBe(church.id);

    const stranger = await createUser(app.db);
    const strangerCookie = `sid=${createSession(app.db, stranger.id)}`;
    expect((await app.request("/api/church-images", jsonRequest("PUT", { imageURL: url }, { cookie: strangerCookie }))).status).toBe(404);
    const othersChurch = createChurch(app.db, { ownerId: stranger.id });
    expect((await app.request("/api/church-images", jsonRequest("PUT", { imageURL: url, churchId: othersChurch.id }, { cookie }))).status).toBe(404);
    expect((await app.request("/api/church-images", jsonRequest("PUT", { imageURL: url }))).status).toBe(401);
  });

  test("a text file named .jpg is refused by its content (422) and stores nothing", async () => {
    const before = app.db.select().from(images).all().length;
    const res = await put(await uploadUrl(), new Blob(["this is not a picture, just text"], { type: "image/jpeg" }));
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toBe(uploadMessages.notAnImage);
    expect(app.db.select().from(images).all().length).toBe(before);
  });

  test("an 11 MB file answers 413, declared or streamed without a length", async () => {
    const eleven = new Uint8Array(11 * 1024 * 1024);
    const declared = await put(await uploadUrl(), eleven);
    expect(declared.status).toBe(413);
    expect(await errorOf(declared)).toBe(uploadMessages.tooLarge);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 11; i++) controller.enqueue(new Uint8Array(1024 * 1024));
        controller.close();
      },
    });
    const streamed = await app.request(await uploadUrl(), { method: "PUT", headers: { origin: TEST_ORIGIN }, body: stream, duplex: "half" } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  test("a 20000×20000 PNG (decompression bomb) is refused before it is decoded", async () => {
    const res = await put(await uploadUrl(), pngBomb(), "image/png");
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toBe(uploadMessages.tooManyPixels);
  });

  test("an upload URL works once, before it expires, and only as signed", async () => {
    const url = await uploadUrl();
    expect((await put(url, await png(64, 64), "image/png")).status).toBe(200);
    const reused = await put(url, await png(64, 64), "image/png");
    expect(reused.status).toBe(403);
    expect(await errorOf(reused)).toBe(uploadMessages.used);

    const id = "expired-grant";
    app.db.insert(uploadGrants).values({ id, userId, expiresAt: new Date(Date.now() - 1000) }).run();
    const expired = await put(`/api/uploads/${await signUpload(app.ctx.env.SESSION_SECRET, id, new Date(Date.now() - 1000))}`, await png(64, 64), "image/png");
    expect(expired.status).toBe(403);
    expect(await errorOf(expired)).toBe(uploadMessages.expired);

    const forged = await put(`/api/uploads/${await signUpload("someone-else's-secret-of-32-chars!!", id, new Date(Date.now() + 60_000))}`, await png(64, 64), "image/png");
    expect(forged.status).toBe(403);
    expect(await errorOf(forged)).toBe(uploadMessages.invalid);
  });

  test("the same URL used ten times at once stores one image", async () => {
    const url = await uploadUrl();
    const body = await png(80, 80);
    const answers = await Promise.all(Array.from({ length: 10 }, () => put(url, body, "image/png")));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(403)]);
  });

  test("asking for an upload URL needs a session", async () => {
    expect((await app.request("/api/objects/upload", { method: "POST", headers: { origin: TEST_ORIGIN } })).status).toBe(401);
  });
});

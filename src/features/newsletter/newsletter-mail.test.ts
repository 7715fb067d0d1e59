import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { mailOver } from "../../../tests/helpers/mail";
import { parseMime, partOf } from "../../../tests/helpers/mime";
import { mailSite } from "../../mail/site";
import { queueMail } from "../mail/service";
import { newsletterMail } from "./newsletter-mail";

let app: TestApp;
let mail: Awaited<ReturnType<typeof mailOver>>;
beforeAll(async () => {
  app = await createTestApp({ PUBLIC_URL: "https://churches.example.org/" });
  mail = await mailOver(app);
});
afterAll(async () => {
  await mail.stop();
  app.close();
});

/** One newsletter through the outbox and a real SMTP server, read back as a mail client reads it. */
async function received(body: string, lang: "en" | "es" = "en") {
  app.db.transaction((tx) => queueMail(tx, newsletterMail(mailSite(app.ctx), "reader@example.org", { subject: "Easter", body, lang: "en" }, "/newsletter/unsubscribe?token=t", lang)));
  const [message] = await mail.deliver();
  const mime = parseMime(message!.raw);
  return { html: partOf(mime, "text/html")!, text: partOf(mime, "text/plain")!, mime };
}

describe("a newsletter as a mail client reads it", () => {
  test("is multipart/alternative: a text part and an HTML part", async () => {
    const { mime } = await received("<p>Hello</p>");
    expect(mime.type).toBe("multipart/alternative");
    expect(mime.parts.map((p) => p.type)).toEqual(["text/plain", "text/html"]);
  });

  test("links and pictures written as site paths arrive absolute on PUBLIC_URL, in both parts", async () => {
    const { html, text } = await received('<p>See <a href="/services/christmas-eve">Christmas Eve services</a>.</p><p><img src="/uploads/ab/cd-960.webp" alt="Candles"></p>');
    const hrefs = [...html.matchAll(/(?:href|src)="([^"]*)"/g)].map((m) => m[1]!);
    expect(hrefs).toContain("https://churches.example.org/services/christmas-eve");
    expect(hrefs).toContain("https://churches.example.org/uploads/ab/cd-960.webp");
    expect(hrefs.every((href) => href.startsWith("https://churches.example.org/"))).toBe(true);
    expect(text).toContain("Christmas Eve services [https://churches.example.org/services/christmas-eve]");
    expect(text).toContain("Candles [https://churches.example.org/uploads/ab/cd-960.webp]");
  });

  test("the text part has its entities decoded and its accents whole", async () => {
    const { text } = await received("<h2>Misa &amp; más</h2><p>Fish &amp; chips &lt;3, ñandú</p>", "es");
    expect(text).toContain("Misa & más");
    expect(text).toContain("Fish & chips <3, ñandú");
    expect(text).not.toMatch(/&(?:amp|lt|gt|quot);/);
  });
});

import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { AdminNewsletter } from "../../contract/newsletters";
import { newsletterSubscriptions } from "../../db/schema";
import { createSession, createUser } from "../../db/seed/factories";
import { poll } from "../../../tests/helpers/poll";
import { mailOver, subjectOf } from "../../../tests/helpers/mail";
import { parseMime, partOf } from "../../../tests/helpers/mime";
import type { ReceivedMail } from "../../../tests/fakes/smtp";
import { createTestApp, jsonRequest, TEST_ORIGIN, type TestApp } from "../../../tests/helpers/test-app";

let app: TestApp;
let mail: Awaited<ReturnType<typeof mailOver>>;
let cookie: string;
beforeAll(async () => {
  app = await createTestApp({ PUBLIC_URL: "https://churches.example.org" });
  mail = await mailOver(app);
  cookie = `sid=${createSession(app.db, (await createUser(app.db, { role: "admin", email: "editor@example.org" })).id)}`;
});
afterAll(async () => {
  await mail.stop();
  app.close();
});

const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  app.request(path, body === undefined ? { method, headers: { cookie, origin: TEST_ORIGIN } } : jsonRequest(method, body, { cookie, ...headers }));
const english = { subject: "Christmas services", body: '<p>Find a <a href="/services/christmas-eve">Christmas Eve service</a>.</p>' };
const spanish = { subjectEs: "Servicios de Navidad", bodyEs: '<p>Busque una <a href="/es/services/christmas-eve">misa de Nochebuena</a> &amp; más.</p><script>alert(1)</script>' };

/** What the reader of each part sees. */
function read(message: ReceivedMail) {
  const mime = parseMime(message.raw);
  return { subject: subjectOf(message), html: partOf(mime, "text/html")!, text: partOf(mime, "text/plain")! };
}
const byRecipient = (received: ReceivedMail[], email: string) => read(received.find((m) => m.recipients[0] === email)!);

async function sendToAll(id: number): Promise<ReceivedMail[]> {
  expect((await call("POST", `/api/admin/newsletters/${id}/send`)).status).toBe(202);
  await poll(async () => (await (await call("GET", `/api/admin/newsletters/${id}`)).json()) as AdminNewsletter, (n) => n.status === "sent");
  return mail.deliver();
}

describe("a newsletter's Spanish edition", () => {
  test("the admin saves one: both bodies sanitised; half an edition is refused naming the missing field, in the caller's language", async () => {
    const created = (await (await call("POST", "/api/admin/newsletters", { ...english, ...spanish })).json()) as AdminNewsletter;
    expect(created).toMatchObject({ subjectEs: "Servicios de Navidad", status: "draft" });
    expect(created.bodyEs).toContain("misa de Nochebuena");
    expect(created.bodyEs).not.toContain("<script>");

    const half = await call("PUT", `/api/admin/newsletters/${created.id}`, { ...english, subjectEs: "Solo asunto" });
    expect(half.status).toBe(422);
    expect(await half.json()).toMatchObject({ details: { fields: { bodyEs: "The Spanish edition needs some text" } } });
    const noSubject = await call("PUT", `/api/admin/newsletters/${created.id}`, { ...english, bodyEs: "<p>Hola</p>" }, { "accept-language": "es" });
    expect(await noSubject.json()).toMatchObject({ details: { fields: { subjectEs: "La edición en español necesita un asunto" } } });

    // Emptied, the edition is gone.
    const cleared = (await (await call("PUT", `/api/admin/newsletters/${created.id}`, { ...english, subjectEs: "", bodyEs: "" })).json()) as AdminNewsletter;
    expect(cleared).toMatchObject({ subjectEs: "", bodyEs: "" });
    const listed = (await (await call("GET", "/api/admin/newsletters")).json()) as { items: AdminNewsletter[] };
    expect(listed.items.find((n) => n.id === created.id)).toMatchObject({ subjectEs: "", bodyEs: "" });
  });

  test("Spanish subscribers get the Spanish edition with a Spanish footer; English subscribers the English one", async () => {
    app.db.delete(newsletterSubscriptions).run();
    const now = new Date();
    app.db.insert(newsletterSubscriptions).values([{ email: "ana@example.org", confirmedAt: now, language: "en" }, { email: "lucia@example.org", confirmedAt: now, language: "es" }]).run();
    const news = (await (await call("POST", "/api/admin/newsletters", { ...english, ...spanish })).json()) as AdminNewsletter;
    const received = await sendToAll(news.id);

    const lucia = byRecipient(received, "lucia@example.org");
    expect(lucia.subject).toBe("Servicios de Navidad");
    expect(lucia.html).toContain('<html lang="es">');
    expect(lucia.html).toContain('href="https://churches.example.org/es/services/christmas-eve"');
    expect(lucia.html).not.toContain("Christmas Eve service");
    expect(lucia.text).toContain("misa de Nochebuena [https://churches.example.org/es/services/christmas-eve] & más.");
    expect(lucia.text).toContain("Recibe este correo porque esta dirección se suscribió a nuestro boletín.");
    expect(lucia.text).toContain("https://churches.example.org/es/newsletter/unsubscribe?token=");

    const ana = byRecipient(received, "ana@example.org");
    expect(ana.subject).toBe("Christmas services");
    expect(ana.text).toContain("Christmas Eve service [https://churches.example.org/services/christmas-eve]");
    expect(ana.text).not.toContain("Nochebuena");
    expect(ana.text).toContain("You receive this because this address subscribed to our newsletter.");
  });

  test("without a Spanish edition a Spanish subscriber gets the English text, marked English, in a Spanish frame", async () => {
    app.db.delete(newsletterSubscriptions).run();
    app.db.insert(newsletterSubscriptions).values({ email: "lucia@example.org", confirmedAt: new Date(), language: "es" }).run();
    const news = (await (await call("POST", "/api/admin/newsletters", english)).json()) as AdminNewsletter;
    const [only] = await sendToAll(news.id);
    const lucia = read(only!);
    expect(lucia.subject).toBe("Christmas services");
    expect(lucia.html).toContain('<div lang="en"><p>Find a');
    expect(lucia.text).toContain("Recibe este correo");
  });

  test("a test goes to the admin in each edition there is", async () => {
    const news = (await (await call("POST", "/api/admin/newsletters", { ...english, ...spanish })).json()) as AdminNewsletter;
    expect((await call("POST", `/api/admin/newsletters/${news.id}/test`)).status).toBe(200);
    const received = await mail.deliver();
    expect(received.map((m) => m.recipients[0])).toEqual(["editor@example.org", "editor@example.org"]);
    expect(received.map(subjectOf).sort()).toEqual(["[Test] Christmas services", "[Test] Servicios de Navidad"]);
  });
});

import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { newsletterSubscriptions, subscriptions } from "../../db/schema";
import { createChurch, createSession, createUser } from "../../db/seed/factories";
import { bodyOf, mailOver, subjectOf } from "../../../tests/helpers/mail";
import { createTestApp, jsonRequest, TEST_ORIGIN, type TestApp } from "../../../tests/helpers/test-app";
import { insertNewsletter, markSending } from "../newsletter/queries";
import { sendNextBatch } from "../newsletter/newsletters";
import { applyBillingEvent } from "../payments/fulfilment";
import { runMonthlyReports } from "../reports/service";
import { mailSite } from "../../mail/site";
import { formToken } from "../../../tests/helpers/form-token";

// The e-mails beyond the owners' notifications speak their reader's language (docs/i18n.md, docs/mail.md):
// the claimant's and owner's e-mail language, the language a newsletter address subscribed in.
let app: TestApp;
let mail: Awaited<ReturnType<typeof mailOver>>;
beforeAll(async () => {
  app = await createTestApp();
  mail = await mailOver(app);
});
afterAll(async () => {
  await mail.stop();
  app.close();
});

const formPost = (path: string, fields: Record<string, string>, cookie?: string) =>
  app.request(path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) }, body: new URLSearchParams(fields).toString() });
const languageOf = (email: string) => app.db.select({ language: newsletterSubscriptions.language }).from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)).get()?.language;

describe("claim verification", () => {
  const details = { role: "pastor", phone: "(210) 555-0150", note: "I have led this parish for six years." };
  async function claimFrom(emailLanguage: "en" | "es", name: string, domain: string) {
    const user = await createUser(app.db, { emailLanguage });
    const church = createChurch(app.db, { name, website: `https://${domain}` });
    const res = await app.request("/api/user/churches/claim", jsonRequest("POST", { churchId: church.id, ...details, verificationEmail: `pastor@${domain}`, ...formToken(app, "claim") }, { cookie: `sid=${createSession(app.db, user.id)}` }));
    expect(res.status).toBe(201);
    const [sent, ...more] = await mail.deliver();
    expect(more).toEqual([]);
    return sent!;
  }

  test("a Spanish claimant's link mail is Spanish and opens the Spanish page", async () => {
    const sent = await claimFrom("es", "Parroquia San Juan", "sanjuan.example");
    expect(sent.recipients).toEqual(["pastor@sanjuan.example"]);
    expect(subjectOf(sent)).toBe("Verifique su correo electrónico para su solicitud de Parroquia San Juan");
    const body = bodyOf(sent);
    expect(body).toContain("Alguien pidió administrar Parroquia San Juan en nuestro directorio");
    expect(body).toContain("El enlace sirve una sola vez, durante 24 horas.");
    expect(body).toContain(`${app.ctx.origin}/es/verify-claim?token=`);
    expect(body).toContain('<html lang="es">');
  });

  test("an English claimant's mail is the spec's", async () => {
    const sent = await claimFrom("en", "Grace Chapel", "grace.example");
    expect(subjectOf(sent)).toBe("Verify your e-mail address for your claim to Grace Chapel");
    const body = bodyOf(sent);
    expect(body).toContain("The link works once, for 24 hours. An administrator still reviews the claim.");
    expect(body).toContain(`${app.ctx.origin}/verify-claim?token=`);
    expect(body).not.toContain("/es/");
  });
});

describe("the newsletter", () => {
  test("subscribed from a Spanish page's island: the confirmation is Spanish, its link the Spanish page", async () => {
    const res = await app.request("/api/newsletter/subscribe", jsonRequest("POST", { email: "lucia@example.org" }, { "accept-language": "es" }));
    expect(res.status).toBe(200);
    expect(languageOf("lucia@example.org")).toBe("es");
    const [sent] = await mail.deliver();
    expect(subjectOf(sent!)).toBe("Confirme su suscripción al boletín de San Antonio Church Directory");
    const body = bodyOf(sent!);
    expect(body).toContain("Alguien, esperamos que usted, pidió recibir nuestro boletín en esta dirección.");
    expect(body).toContain("El enlace sirve durante 7 días.");
    expect(body).toContain(`${app.ctx.origin}/es/newsletter/confirm?token=`);
  });

  test("without JavaScript from the Spanish footer: back on the Spanish page, and a Spanish confirmation", async () => {
    const res = await formPost("/es/api/newsletter/subscribe", { email: "Jose@Example.org" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/es/newsletter?status=subscribed");
    expect(languageOf("jose@example.org")).toBe("es");
    const [sent] = await mail.deliver();
    expect(subjectOf(sent!)).toStartWith("Confirme su suscripción");
  });

  test("subscribed in English: the spec's confirmation", async () => {
    const res = await formPost("/api/newsletter/subscribe", { email: "ann@example.org" });
    expect(res.headers.get("location")).toBe("/newsletter?status=subscribed");
    expect(languageOf("ann@example.org")).toBe("en");
    const [sent] = await mail.deliver();
    expect(subjectOf(sent!)).toBe("Confirm your subscription to the San Antonio Church Directory newsletter");
    expect(bodyOf(sent!)).toContain(`${app.ctx.origin}/newsletter/confirm?token=`);
    expect(bodyOf(sent!)).not.toContain("/es/");
  });

  test("a newsletter's footer speaks each subscriber's language; the Spanish unsubscribe link lands on the Spanish page", async () => {
    const confirmed = new Date();
    app.db.update(newsletterSubscriptions).set({ confirmedAt: confirmed }).run();
    const admin = await createUser(app.db, { role: "admin" });
    const id = insertNewsletter(app.db, { subject: "Christmas services", body: "<p>Come and see.</p>", createdBy: admin.id });
    expect(markSending(app.db, id, confirmed)).toBe(true);
    await sendNextBatch(app.db, mailSite(app.ctx), app.ctx.env.SESSION_SECRET, id);
    const received = await mail.deliver();
    const to = (email: string) => bodyOf(received.find((m) => m.recipients[0] === email)!);
    expect(to("lucia@example.org")).toContain("Come and see.");
    expect(to("lucia@example.org")).toContain("Recibe este correo porque esta dirección se suscribió a nuestro boletín.");
    const link = /(\/es\/newsletter\/unsubscribe\?token=[^\s"<]+)/.exec(to("lucia@example.org").replace(/=\r?\n/g, ""))![1]!;
    expect(to("ann@example.org")).toContain("You receive this because this address subscribed to our newsletter.");
    expect(to("ann@example.org")).not.toContain("/es/");

    // Opening the link asks in Spanish; its button answers on the Spanish page.
    const page = await app.request(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Darme de baja");
    const token = decodeURIComponent(link.slice(link.indexOf("token=") + 6));
    const res = await app.request("/es/newsletter/unsubscribe", { method: "POST", headers: { origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ token }).toString() });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/es/newsletter?status=unsubscribed");
    // A mail client's one-click unsubscribe (RFC 8058) posts to the same Spanish address.
    expect((await app.request(link, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" })).status).toBe(204);
  });
});

describe("an owner's monthly report and payment notices", () => {
  test("a Spanish owner's report: Spanish words and month, links to the Spanish pages", async () => {
    const owner = await createUser(app.db, { username: "rosa", emailLanguage: "es" });
    createChurch(app.db, { name: "Iglesia Bautista Esperanza", denomination: "Baptist", ownerId: owner.id, isPremium: true, createdAt: new Date("2026-01-15T18:00:00Z") });
    const run = await runMonthlyReports(app.db, mailSite(app.ctx), app.ctx.env.SESSION_SECRET, { month: "2026-10", now: new Date("2026-11-01T15:00:00Z") });
    expect(run.sent).toBe(1);
    const [sent] = await mail.deliver();
    expect(subjectOf(sent!)).toBe("Iglesia Bautista Esperanza: su informe de octubre de 2026");
    const body = bodyOf(sent!);
    for (const text of ["Hola, rosa:", "Así le fue a Iglesia Bautista Esperanza en el directorio en octubre de 2026.", "Búsquedas que mostraron su iglesia", "Ninguna búsqueda con filtros mostró su iglesia este mes.", "Estos horarios siguen correctos"]) {
      expect(body).toContain(text);
    }
    expect(body).toContain(`${app.ctx.origin}/es/services-still-right?`);
    expect(body).toContain(`${app.ctx.origin}/es/dashboard/reports/`);
  });

  test("a Spanish owner's payment notice; an English owner's unchanged", async () => {
    const event = (type: string, object: Record<string, unknown>, created: number) => ({ id: `evt_${type}_${created}_${object.id}`, type, created, data: { object } });
    for (const [emailLanguage, sub] of [["es", "sub_es"], ["en", "sub_en"]] as const) {
      const owner = await createUser(app.db, { emailLanguage });
      const church = createChurch(app.db, { status: "approved", ownerId: owner.id });
      app.db.insert(subscriptions).values({ userId: owner.id, churchId: church.id, provider: "demo", providerSubscriptionId: sub, plan: "featured-monthly", status: "active" }).run();
      const invoice = { id: `in_${sub}`, amount_paid: 4900, currency: "usd", parent: { subscription_details: { subscription: sub } }, lines: { data: [{ period: { end: 1780000000 } }] } };
      expect(applyBillingEvent(app.db, event("invoice.paid", invoice, 1770000000), new Date(), mailSite(app.ctx))).toBe("applied");
    }
    const [spanish, english] = await mail.deliver();
    expect(subjectOf(spanish!)).toBe("Pago recibido: Ficha Destacada de iglesia - 1 mes");
    // Intl keeps the code and the amount together with a no-break space.
    expect(bodyOf(spanish!)).toContain("Recibimos su pago de USD\u00a049.00 por Ficha Destacada de iglesia - 1 mes.");
    expect(bodyOf(spanish!)).toContain("Su plan está vigente hasta el jueves, 28 de mayo de 2026.");
    expect(bodyOf(spanish!)).toContain(`${app.ctx.origin}/es/dashboard?tab=billing`);
    expect(subjectOf(english!)).toBe("Payment received: Featured Church Listing - 1 Month");
    expect(bodyOf(english!)).toContain("We received your payment of 49.00 USD for Featured Church Listing - 1 Month. Thank you.");
    expect(bodyOf(english!)).toContain("Your plan runs until 2026-05-28.");
  });
});

describe("forms posted without JavaScript from a Spanish page", () => {
  test("land back on the Spanish page", async () => {
    const user = await createUser(app.db);
    const cookie = `sid=${createSession(app.db, user.id)}`;
    const res = await formPost("/es/api/account/notifications", { topics: "listing" }, cookie);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/es/dashboard/account?done=notifications#notifications");
    const english = await formPost("/api/account/notifications", { topics: "listing" }, cookie);
    expect(english.headers.get("location")).toBe("/dashboard/account?done=notifications#notifications");
  });
});

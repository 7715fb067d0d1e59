import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { outbox } from "../../src/db/schema";
import { createUser } from "../../src/db/seed/factories";
import { mailboxOf } from "../../src/features/mail/caps";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../helpers/test-app";

/**
 * Confirmation mail cannot be aimed at one mailbox (docs/decisions/0046-hardening-round-3.md, mail
 * bombing): five client addresses ask for newsletter confirmations and password resets for
 * spellings of one mailbox; the mailbox gets at most MAIL_CAP_PER_MAILBOX an hour, the domain and
 * the site their own bounds, and every sender gets the same answer as ever.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ MAIL_CAP_PER_DOMAIN: "8", MAIL_CAP_PER_SITE: "12" });
  await createUser(app.db, { username: "victim", email: "victim@gmail.com" });
});
afterAll(() => app.close());

const post = (from: string, path: string, body: unknown) =>
  app.requestFrom(from, path, { method: "POST", headers: { origin: TEST_ORIGIN, "content-type": "application/json" }, body: JSON.stringify(body) });
const mailsTo = (test: (to: string) => boolean) => app.db.select({ to: outbox.to }).from(outbox).all().filter((m) => test(m.to)).length;

describe("mailboxOf", () => {
  test("lower-cased, +tag dropped, dots ignored where the provider ignores them", () => {
    for (const address of ["victim@gmail.com", "Victim+1@Gmail.com", "v.ictim@gmail.com", "vic.tim+news@googlemail.com", "VICTIM@GMAIL.COM"]) expect(mailboxOf(address)).toEqual({ mailbox: "victim@gmail.com", domain: "gmail.com" });
    expect(mailboxOf("j.doe+x@example.org")).toEqual({ mailbox: "j.doe@example.org", domain: "example.org" });
    expect(mailboxOf("jdoe@example.org").mailbox).not.toBe(mailboxOf("j.doe@example.org").mailbox);
  });
});

describe("mail bombing through the site's forms", () => {
  test("five addresses in a minute, 34 asks for one gmail mailbox: it gets 3 mails, and every answer is the usual one", async () => {
    const senders = ["198.51.100.1", "198.51.100.2", "198.51.100.3", "2001:db8:5::1", "2001:db8:6::1"];
    const spellings = (n: number) => [`victim+${n}@gmail.com`, `v.ictim+${n}@gmail.com`, `vic.tim@googlemail.com`, `VICTIM+${n}@gmail.com`][n % 4]!;
    let asked = 0;
    for (let n = 0; n < 30; n++) {
      const res = await post(senders[n % senders.length]!, "/api/newsletter/subscribe", { email: spellings(n) });
      expect(await res.json()).toEqual({ ok: true, message: "Thank you! Please check your inbox: we sent a link to confirm your subscription." });
      asked++;
    }
    for (let n = 0; n < 4; n++) {
      const res = await post(senders[n]!, "/api/auth/forgot-password", { email: "victim@gmail.com" });
      expect(res.status).toBe(200);
      asked++;
    }
    expect(asked).toBe(34);
    expect(mailsTo((to) => mailboxOf(to).mailbox === "victim@gmail.com")).toBe(3);
  });

  test("past the bound per domain, other gmail mailboxes get nothing; another domain still gets its mail", async () => {
    for (let n = 0; n < 10; n++) await post(`198.51.100.${10 + n}`, "/api/newsletter/subscribe", { email: `reader${n}@gmail.com` });
    // 3 already went to the victim: 8 in all for the domain.
    expect(mailsTo((to) => to.endsWith("@gmail.com") || to.endsWith("@googlemail.com"))).toBe(8);
    await post("198.51.100.40", "/api/newsletter/subscribe", { email: "reader@example.org" });
    expect(mailsTo((to) => to === "reader@example.org")).toBe(1);
  });

  test("past the bound for the whole site, nobody gets a confirmation mail until the hour is over", async () => {
    for (let n = 0; n < 6; n++) await post(`198.51.100.${50 + n}`, "/api/newsletter/subscribe", { email: `someone${n}@example.net` });
    expect(mailsTo(() => true)).toBe(12);
  });
});

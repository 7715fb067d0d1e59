import { describe, expect, test } from "bun:test";
import * as z from "zod/mini";
import { adminChurchSchema } from "./admin-churches";
import { articleSchema } from "./admin-content";
import { churchFormSchema } from "./church-form";
import { churchListQuerySchema } from "./church-queries";
import { contactSchema } from "./contact";
import { eventSubmissionSchema } from "./event-submission";
import { addChurchSchema, duplicateCheckSchema } from "./find-churches";
import { articleListQuerySchema } from "./news-queries";
import { updateRequestSchema } from "./update-requests";

const errorsOf = (schema: z.ZodMiniType, input: unknown) => {
  const result = z.safeParse(schema, input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

const event = { title: "Fair", description: "Games and food for the whole family.", date: "2099-05-01", category: "music" };
const church = {
  name: "Grace Church",
  denomination: "Baptist",
  address: "1 Main St",
  zip: "78205",
  area: "Downtown",
  description: "A friendly church downtown.",
  services: ["Sunday 10:00 AM"],
};

describe("one-line text fields", () => {
  test("line breaks and tabs become one space, other control characters go; descriptions keep their lines", () => {
    const parsed = z.parse(eventSubmissionSchema, { ...event, title: "Fair\r\nX-INJECTED:yes\t;a,b\u0000\u2028end", location: " Hall\n2 ", description: "Line one of it.\r\nLine two." });
    expect(parsed.title).toBe("Fair X-INJECTED:yes ;a,b end");
    expect(parsed.location).toBe("Hall 2");
    expect(parsed.description).toBe("Line one of it.\r\nLine two.");
  });

  test("names, addresses, phones, pastors and service rows of every form are cleaned the same way", () => {
    const form = z.parse(churchFormSchema, { ...church, name: "Grace\nChurch", address: "1 Main St\r\nSuite 2", phone: "210\u0007 555 0100", pastorName: "Rev.\nAna", services: ["Sunday\n10 AM"], history: "Founded 1901.\nRebuilt 1950." });
    expect([form.name, form.address, form.phone, form.pastorName, form.services]).toEqual(["Grace Church", "1 Main St Suite 2", "210 555 0100", "Rev. Ana", ["Sunday 10 AM"]]);
    expect(form.history).toBe("Founded 1901.\nRebuilt 1950.");
    expect(z.parse(adminChurchSchema, { ...church, name: "A\u0085B", recentSermons: ["https://youtu.be/x\ny"] })).toMatchObject({ name: "A B", recentSermons: ["https://youtu.be/x y"] });
    expect(z.parse(contactSchema, { name: "Ana\r\nBcc: x", email: "ana@example.org", subject: "general-inquiry", message: "Hello there,\nthanks." })).toMatchObject({ name: "Ana Bcc: x", message: "Hello there,\nthanks." });
    expect(z.parse(articleSchema, { title: "News\n!", content: "<p>x</p>", category: "faith", status: "draft", excerpt: "One\nline" })).toMatchObject({ title: "News !", excerpt: "One line" });
    expect(z.parse(updateRequestSchema, { churchId: 1, submitterName: "Ana\nB", submitterEmail: "a@example.org", submitterRole: "Pastor", updateReason: "New times.\nPlease." })).toMatchObject({ submitterName: "Ana B", updateReason: "New times.\nPlease." });
  });

  test("a title of nothing but control characters is refused as missing; a URL with a line break is refused", () => {
    expect(errorsOf(eventSubmissionSchema, { ...event, title: "\r\n\u0000\t" })).toEqual({ title: "Event title is required" });
    expect(errorsOf(churchFormSchema, { ...church, website: "https://example.org/\nX-Evil: 1" })).toEqual({ website: "Please enter a valid website URL" });
    expect(errorsOf(churchFormSchema, { ...church, youtubeChannel: "https://youtube.com/@a\u0000" })).toEqual({ youtubeChannel: "Please enter a valid YouTube URL" });
  });
});

describe("options in any case", () => {
  test("query filters: 'Spanish', 'SPANISH' and ' spanish ' are spanish; unknown values keep their message", () => {
    for (const language of ["spanish", "Spanish", "SPANISH", " spanish "]) expect(z.parse(churchListQuerySchema, { language }).language).toBe("spanish");
    expect(z.parse(churchListQuerySchema, { worshipStyle: "Traditional", featured: "TRUE" })).toMatchObject({ worshipStyle: "traditional", featured: "true" });
    expect(z.parse(articleListQuerySchema, { category: "Church Life" }).category).toBe("church life");
    expect(z.parse(articleListQuerySchema, { category: "ALL" }).category).toBeUndefined();
    expect(errorsOf(churchListQuerySchema, { language: "Klingon" })).toEqual({ language: "Unknown language" });
  });

  test("bodies answer the canonical spelling", () => {
    expect(z.parse(eventSubmissionSchema, { ...event, category: "MUSIC" }).category).toBe("music");
    expect(z.parse(contactSchema, { name: "Ana", email: "ana@example.org", subject: "General-Inquiry", message: "Hello there, thanks." }).subject).toBe("general-inquiry");
    expect(z.parse(updateRequestSchema, { churchId: 1, submitterName: "Ana", submitterEmail: "a@example.org", submitterRole: "associate pastor", updateReason: "New service times." }).submitterRole).toBe("pastor");
    expect(z.parse(churchFormSchema, { ...church, worshipStyle: "Gospel", serviceTimes: [{ day: "SUNDAY", time: "11:30 am", language: "Spanish" }] })).toMatchObject({
      worshipStyle: "gospel",
      serviceTimes: [{ day: "sunday", time: "11:30", language: "spanish" }],
    });
    expect(errorsOf(eventSubmissionSchema, { ...event, category: "Picnic" })).toEqual({ category: "Choose a category" });
  });
});

describe("what answers carry is accepted back", () => {
  test("null for an empty optional field reads as blank", () => {
    const parsed = z.parse(adminChurchSchema, { ...church, phone: null, website: null, heroImage: null, logoImage: null, youtubeChannel: null, latitude: null, longitude: null });
    expect(parsed).toMatchObject({ phone: "", website: "", heroImage: "", logoImage: "", youtubeChannel: "" });
    expect(parsed.latitude).toBeUndefined();
  });

  test("coordinates as the strings answers carry them, or as numbers", () => {
    expect(z.parse(duplicateCheckSchema, { name: "Grace", latitude: "29.4241", longitude: "-98.4936" })).toMatchObject({ latitude: 29.4241, longitude: -98.4936 });
    expect(z.parse(addChurchSchema, { name: "Grace", latitude: 29.4241, longitude: "-98.4936" })).toMatchObject({ latitude: 29.4241, longitude: -98.4936 });
    expect(z.parse(adminChurchSchema, { ...church, latitude: "29.4241", longitude: -98.4936 })).toMatchObject({ latitude: 29.4241, longitude: -98.4936 });
    expect(errorsOf(duplicateCheckSchema, { name: "Grace", latitude: "north", longitude: "200" })).toEqual({ latitude: "A latitude from -90 to 90 is required", longitude: "A longitude from -180 to 180 is required" });
    expect(errorsOf(adminChurchSchema, { ...church, latitude: "40.7", longitude: "-98.49" })).toEqual({ latitude: "Latitude must be a number inside San Antonio" });
  });
});

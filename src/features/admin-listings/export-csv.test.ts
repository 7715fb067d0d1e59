import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { parse } from "csv-parse/sync";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createChurch, createSession, createUser } from "../../db/seed/factories";
import { projectRoot } from "../../render/vanilla-extract/file-scope";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";

let app: TestApp;
let cookie: string;
let churchId: number;
beforeAll(async () => {
  app = await createTestApp();
  cookie = `sid=${createSession(app.db, (await createUser(app.db, { role: "admin" })).id)}`;
  churchId = createChurch(app.db, {
    name: "Export Columns Parish",
    descriptionEs: "=HYPERLINK(\"http://evil.example\") Una parroquia acogedora.",
    worshipStyle: "liturgical",
    languages: ["english", "spanish"],
    services: ["Sunday 9:00 AM · Mass", "Sunday 12:00 PM · Spanish · Mass"],
    specialServices: [{ occasion: "christmas-eve", date: "2099-12-24", time: "23:00", language: "spanish", title: "Misa de Gallo", note: "", durationMinutes: 60 }],
    visitFacts: { said: { "step-free": true, nursery: false }, practical: { parking: "on-site", serviceMinutes: 75 } },
  }).id;
});
afterAll(() => app.close());

const rowOf = (csv: string) => (parse(csv, { bom: true, columns: true }) as Record<string, string>[]).find((r) => r.id === String(churchId))!;

describe("the churches' CSV export carries what the open data carries", () => {
  test("worship style, languages, special services, the facts and the Spanish description, formulas neutralised", async () => {
    const res = await app.request("/api/admin/churches/export-csv", { headers: { cookie } });
    expect(res.status).toBe(200);
    const row = rowOf(await res.text());
    expect(row.worshipStyle).toBe("liturgical");
    expect(row.languages).toBe("english | spanish");
    expect(row.specialServices).toBe("Christmas Eve, December 24 11:00 PM · Spanish · Misa de Gallo");
    expect(row.descriptionEs).toBe("'=HYPERLINK(\"http://evil.example\") Una parroquia acogedora.");
    expect([row["access.step-free"], row["family.nursery"], row["family.youth"], row["practical.parking"], row["practical.serviceMinutes"]]).toEqual(["yes", "no", "", "on-site", "75"]);
    expect([row.slug, row.locationApproximate]).toEqual([expect.stringMatching(/^export-columns-parish/), "false"]);
    expect(row.services).toBe("Sunday 9:00 AM · Mass | Sunday 12:00 PM · Spanish · Mass");
  });

  test("`bun run export:csv FILE` writes the same columns from the database", () => {
    const file = join(app.ctx.env.DATA_DIR, "export.csv");
    const proc = Bun.spawnSync([process.execPath, "scripts/export-csv.ts", file], { cwd: projectRoot, env: { ...process.env, DATA_DIR: app.ctx.env.DATA_DIR, LOG_LEVEL: "silent" }, stdout: "pipe", stderr: "pipe" });
    expect([proc.exitCode, proc.stdout.toString()]).toEqual([0, expect.stringContaining("(1 churches)")]);
    const row = rowOf(readFileSync(file, "utf8"));
    expect([row.worshipStyle, row.languages, row.specialServices]).toEqual(["liturgical", "english | spanish", "Christmas Eve, December 24 11:00 PM · Spanish · Misa de Gallo"]);
  });
});

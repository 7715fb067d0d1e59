import { eq } from "drizzle-orm";
import { languagesOfServices } from "../../contract/service-times/languages";
import { parseServiceStrings } from "../../lib/service-times/parse";
import type { Db } from "../client";
import { churchLanguages, churchUpdateRequests, weeklyServices } from "../schema";
import { weeklyInserts } from "../service-rows";
import type { DataMigration } from "./index";

/** The strings as stored: a JSON list; anything else in it is no service. */
function strings(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((s): s is string => typeof s === "string") : [];
  } catch {
    return [];
  }
}

/**
 * The `services` strings of churches and update requests, kept aside by migration 0008, become
 * weekly service rows with the parser: what it cannot read becomes a row to review holding the
 * text, never dropped. A church's languages then follow from its services.
 */
export const serviceStringsToRows: DataMigration = {
  name: "0001-service-strings-to-rows",
  run(db) {
    const kept = db.sqlite.query("SELECT source, source_id AS id, services FROM legacy_service_strings ORDER BY source, source_id").all() as {
      source: "church" | "update-request";
      id: number;
      services: string;
    }[];
    for (const { source, id, services } of kept) {
      const rows = parseServiceStrings(strings(services));
      if (source === "update-request") {
        db.update(churchUpdateRequests).set({ serviceRows: rows }).where(eq(churchUpdateRequests.id, id)).run();
        continue;
      }
      if (rows.length === 0) continue;
      db.insert(weeklyServices).values(weeklyInserts(id, rows)).run();
      const current = db.select({ language: churchLanguages.language }).from(churchLanguages).where(eq(churchLanguages.churchId, id)).all().map((r) => r.language);
      db.delete(churchLanguages).where(eq(churchLanguages.churchId, id)).run();
      const languages = languagesOfServices(rows, current);
      if (languages.length) db.insert(churchLanguages).values(languages.map((language) => ({ churchId: id, language }))).run();
    }
    db.sqlite.exec("DROP TABLE legacy_service_strings");
  },
};

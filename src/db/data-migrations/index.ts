import { eq } from "drizzle-orm";
import type { Db } from "../client";
import { dataMigrations } from "../schema";
import { serviceStringsToRows } from "./service-strings";

/**
 * Changes to the data that SQL cannot make (parsing text, say), run once each at start-up after
 * the SQL migrations, in this order, each in one transaction with its record in `data_migrations`
 * (docs/decisions/0020-service-times-in-the-database.md). Names never change once released.
 */
export interface DataMigration {
  name: string;
  run: (db: Db) => void;
}

const MIGRATIONS: DataMigration[] = [serviceStringsToRows];

export function runDataMigrations(db: Db, migrations: readonly DataMigration[] = MIGRATIONS): string[] {
  const applied: string[] = [];
  for (const migration of migrations) {
    db.transaction(() => {
      if (db.select().from(dataMigrations).where(eq(dataMigrations.name, migration.name)).get()) return;
      migration.run(db);
      db.insert(dataMigrations).values({ name: migration.name, appliedAt: new Date() }).run();
      applied.push(migration.name);
    });
  }
  return applied;
}

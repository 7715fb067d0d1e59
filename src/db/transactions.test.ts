import { afterAll, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { openDb } from "./client";
import { churches } from "./schema";
import { createChurch } from "./seed/factories";

// A transaction that reads and then writes is not lost to another connection's commit in between
// (docs/operations.md, One database, several connections).
const dir = mkdtempSync(join(tmpdir(), "churchdir-transactions-"));
const db = openDb(join(dir, "app.db"));
const other = new Database(join(dir, "app.db"));
other.exec("PRAGMA busy_timeout = 0");
afterAll(() => {
  other.close();
  db.sqlite.close();
  rmSync(dir, { recursive: true, force: true });
});

test("a transaction holds the write lock from its start: another connection waits, and the transaction commits", () => {
  const id = createChurch(db, { phone: "(210) 555-0100" }).id;
  const outcome = db.transaction((tx) => {
    // A deferred transaction would take a read snapshot here, and fail at its write below.
    expect(tx.select({ phone: churches.phone }).from(churches).where(eq(churches.id, id)).get()?.phone).toBe("(210) 555-0100");
    expect(() => other.query("UPDATE churches SET phone = '(210) 555-0199' WHERE id = ?").run(id)).toThrow(/locked|busy/i);
    tx.update(churches).set({ phone: "(210) 555-0101" }).where(eq(churches.id, id)).run();
    return "committed";
  });
  expect(outcome).toBe("committed");
  expect(other.query("SELECT phone FROM churches WHERE id = ?").get(id)).toEqual({ phone: "(210) 555-0101" });
});

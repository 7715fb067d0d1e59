import { afterEach, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { openDb } from "./client";
import { oldDatabase, removeOldDatabases } from "../../tests/helpers/old-database";

afterEach(removeOldDatabases);

// docs/decisions/0065-one-role-list.md: the update request form's former role words become the claim form's roles.
test("stored update requests' role words become the claim form's roles when the database is opened", () => {
  const path = oldDatabase("0032_payment_cards");
  const old = new Database(path);
  old.query("INSERT INTO churches (id, slug, name, address, status) VALUES (1, 'grace', 'Grace', '1 Main St', 'approved')").run();
  const words = ["Pastor", "Associate Pastor", "Church Administrator", "Church Staff", "Deacon", "Elder", "Board Member", "Volunteer", "Church Member"];
  words.forEach((role, i) =>
    old.query("INSERT INTO church_update_requests (id, church_id, submitter_name, submitter_email, submitter_role, update_reason) VALUES (?, 1, 'Ana', 'ana@example.org', ?, 'New times this fall')").run(i + 1, role),
  );
  old.close();

  const db = openDb(path);
  const roles = (db.sqlite.query("SELECT submitter_role AS role FROM church_update_requests ORDER BY id").all() as { role: string }[]).map((r) => r.role);
  db.sqlite.close();
  expect(roles).toEqual(["pastor", "pastor", "staff", "staff", "board", "board", "board", "volunteer", "other"]);
});

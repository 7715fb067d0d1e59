// `bun run create-admin [USERNAME]`: makes an administrator in DATA_DIR's database (or makes an
// existing user one). The password comes from ADMIN_PASSWORD, from standard input with
// --password-stdin, or is asked for.
import { openDb } from "../src/db/client";
import { ensureTaxonomy } from "../src/db/seed/taxonomy";
import { loadEnv } from "../src/env";
import { createOrPromoteAdmin } from "../src/features/accounts/service";

const args = process.argv.slice(2);
const username = (args.find((a) => !a.startsWith("--")) ?? prompt("Admin username:") ?? "").trim();
let password = process.env.ADMIN_PASSWORD ?? "";
if (!password && args.includes("--password-stdin")) password = (await Bun.stdin.text()).trim();
if (!password) password = prompt("Password (at least 8 characters):") ?? "";

if (!/^[\p{L}\p{N}._-]{3,40}$/u.test(username)) {
  console.error("The username needs 3 to 40 letters, numbers, dots, dashes or underscores.");
  process.exit(2);
}
if (password.length < 8) {
  console.error("The password needs at least 8 characters.");
  process.exit(2);
}
const env = loadEnv({ ...process.env, SEED: "none", ADMIN_USERNAME: "", ADMIN_PASSWORD: "" });
const db = openDb(env.DATABASE_PATH);
ensureTaxonomy(db);
const outcome = await createOrPromoteAdmin(db, username, password);
console.log(outcome === "created" ? `Created admin ${username}. Sign in at /admin/login.` : `${username} is now an admin, with the new password.`);
db.sqlite.close();

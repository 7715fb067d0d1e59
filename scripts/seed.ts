// `bun run seed`: loads the demo data into an empty database (DATA_DIR), printing the sign-ins.
import { openDb } from "../src/db/client";
import { seedDemo } from "../src/db/seed/demo";
import { countRows, ensureTaxonomy } from "../src/db/seed/taxonomy";
import { loadEnv } from "../src/env";

const churches = Number(process.argv[2] ?? 160);
const env = loadEnv();
const db = openDb(env.DATABASE_PATH);
ensureTaxonomy(db);
if (countRows(db, "churches") > 0 || countRows(db, "users") > 0) {
  console.error(`${env.DATABASE_PATH} already has data; seed only an empty database.`);
  process.exit(1);
}
const accounts = await seedDemo(db, { churches, log: console.log, uploadsDir: env.UPLOADS_DIR });
console.log(`Demo owner: ${accounts.owner.username} / ${accounts.owner.password}`);
console.log(`Demo admin: ${accounts.admin.username} / ${accounts.admin.password}`);

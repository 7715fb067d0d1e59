/**
 * `bun run bench:uploads [--seconds S] [--uploaders N]`
 *
 * Image uploads beside page traffic: how long one upload takes (upload URL, PUT, attach) for a
 * 1-megapixel and a 12-megapixel JPEG, and the directory's and a profile's throughput (uncached,
 * so every request renders) without uploads, then with N clients uploading 12-megapixel photos
 * back to back. The issue asks that pages keep at least 0.6× of their throughput.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDb } from "../src/db/client";
import { seedDemo } from "../src/db/seed/demo";
import { createSession, createUser } from "../src/db/seed/factories";
import { startServer } from "../tests/helpers/server";
import { noisyJpeg } from "../tests/fixtures/images";
import { runWrk } from "./wrk";

const argv = process.argv.slice(2);
const flag = (name: string, fallback: number) => (argv.includes(name) ? Number(argv[argv.indexOf(name) + 1]) : fallback);
const seconds = flag("--seconds", 8);
const uploaders = flag("--uploaders", 2);

if (!Bun.which("wrk")) {
  console.error("wrk is missing: apt-get install -y wrk");
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), "churchdir-bench-uploads-"));
const uncachedScript = join(work, "uncached.lua");
writeFileSync(uncachedScript, 'local n = 0\nrequest = function()\n  n = n + 1\n  return wrk.format(nil, wrk.path .. "?bench=" .. n)\nend\n');

let cookie = "";
const site = await startServer({ SEED: "none" }, {
  prepare: async (dataDir) => {
    const db = openDb(join(dataDir, "app.db"));
    await seedDemo(db, { churches: 160, events: 64 });
    cookie = `sid=${createSession(db, (await createUser(db, { username: "bench-uploader" })).id)}`;
    db.sqlite.close();
  },
});
const origin = site.url;
const headers = { cookie, origin };

/** One upload as the browser does it: ask for a URL, PUT the file, attach it. Answers milliseconds. */
async function upload(file: Uint8Array): Promise<number> {
  const started = performance.now();
  const { uploadURL } = (await (await fetch(`${origin}/api/objects/upload`, { method: "POST", headers })).json()) as { uploadURL: string };
  const put = await fetch(origin + uploadURL, { method: "PUT", headers: { ...headers, "content-type": "image/jpeg" }, body: file as BodyInit });
  if (!put.ok) throw new Error(`upload failed: ${put.status} ${await put.text()}`);
  await fetch(`${origin}/api/church-images`, { method: "PUT", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify({ imageURL: uploadURL }) });
  return performance.now() - started;
}

try {
  // Noise: every photo differs, so none is a repeat of a stored one, and compresses like a photo.
  const photo = async (width: number, height: number) => new Uint8Array(await noisyJpeg(width, height));
  const small = await photo(1200, 800);
  const large = await photo(4000, 3000);
  console.log(`Uploads: 1 MP JPEG ${(small.byteLength / 1024).toFixed(0)} KiB, 12 MP JPEG ${(large.byteLength / 1024).toFixed(0)} KiB`);
  const times = { small: [] as number[], large: [] as number[] };
  for (let i = 0; i < 5; i++) times.small.push(await upload(await photo(1200, 800)));
  for (let i = 0; i < 5; i++) times.large.push(await upload(await photo(4000, 3000)));
  const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
  console.log(`  one upload, median of 5: 1 MP ${median(times.small).toFixed(0)} ms, 12 MP ${median(times.large).toFixed(0)} ms`);

  const pages = { directory: "/directory", profile: "/church/" + ((await (await fetch(`${origin}/api/churches?limit=1`)).json()) as { slug: string }[])[0]!.slug };
  const photos = await Promise.all(Array.from({ length: 12 }, () => photo(4000, 3000)));
  console.log(`\n| page (uncached) | req/s alone | req/s with ${uploaders} uploaders | ratio | uploads done | p99 alone → with |`);
  console.log("|---|---:|---:|---:|---:|---|");
  for (const [name, path] of Object.entries(pages)) {
    // Warm up first: the first seconds of a fresh process run cold code.
    await runWrk(origin + path, { seconds: 3, connections: 16, script: uncachedScript });
    const alone = await runWrk(origin + path, { seconds, connections: 16, script: uncachedScript });
    let running = true;
    let done = 0;
    const loops = Array.from({ length: uploaders }, async (_, n) => {
      for (let i = n; running; i += uploaders) {
        await upload(photos[i % photos.length]!);
        done++;
      }
    });
    const beside = await runWrk(origin + path, { seconds, connections: 16, script: uncachedScript });
    running = false;
    await Promise.all(loops);
    console.log(`| ${name} | ${alone.rps.toFixed(0)} | ${beside.rps.toFixed(0)} | ${(beside.rps / alone.rps).toFixed(2)} | ${done} | ${alone.p99Ms.toFixed(1)} → ${beside.p99Ms.toFixed(1)} ms |`);
  }
  console.log(`\nwrk -t1 -c16 -d${seconds}s; uploads one after another per uploader; Bun ${Bun.version}, ${navigator.hardwareConcurrency} cores.`);
} finally {
  await site.stop();
  rmSync(work, { recursive: true, force: true });
}

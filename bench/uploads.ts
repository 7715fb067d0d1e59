/**
 * `bun run bench:uploads [--seconds S] [--uploaders N]`
 *
 * Image uploads beside page traffic: how long one upload takes (upload URL, PUT, attach) for a
 * 1-megapixel and a 12-megapixel JPEG, and the directory's and a profile's throughput (uncached,
 * so every request renders) without uploads, then with N clients uploading 12-megapixel photos
 * back to back. The issue asks that pages keep at least 0.6× of their throughput.
 *
 * Then eight uploads sent at once beside page traffic, by eight owners: a 49-megapixel PNG that
 * weighs 150 KB (a decompression bomb just under the pixel bound) and seven 12-megapixel photos;
 * then one owner's eight uploads at once beside another owner's one. Each upload's time from its
 * request to its answer, and the pages' throughput (docs/decisions/0046-hardening-round-3.md, uploads).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import sharp from "sharp";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDb } from "../src/db/client";
import { seedDemo } from "../src/db/seed/demo";
import { createChurch, createSession, createUser } from "../src/db/seed/factories";
import { startServer } from "../tests/helpers/server";
import { noisyJpeg } from "../tests/fixtures/images";
import { median, runWrk } from "./wrk";

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

// Owners with a church each: only they (and admins) upload freely.
const owners: { cookie: string; churchId: number }[] = [];
const OWNERS = 16;
const site = await startServer({ SEED: "none" }, {
  prepare: async (dataDir) => {
    const db = openDb(join(dataDir, "app.db"));
    await seedDemo(db, { churches: 160, events: 64 });
    for (let n = 0; n < OWNERS; n++) {
      const user = await createUser(db, { username: `bench-uploader-${n}` });
      owners.push({ cookie: `sid=${createSession(db, user.id)}`, churchId: createChurch(db, { name: `Bench Church ${n}`, ownerId: user.id }).id });
    }
    db.sqlite.close();
  },
});
const origin = site.url;

/** One upload as the browser does it: ask for a URL, PUT the file, attach it. Answers milliseconds. */
async function upload(file: Uint8Array, owner = owners[0]!): Promise<number> {
  const started = performance.now();
  const headers = { cookie: owner.cookie, origin };
  const granted = await fetch(`${origin}/api/objects/upload`, { method: "POST", headers });
  if (!granted.ok) throw new Error(`no upload URL: ${granted.status} ${await granted.text()}`);
  const { uploadURL } = (await granted.json()) as { uploadURL: string };
  const put = await fetch(origin + uploadURL, { method: "PUT", headers: { ...headers, "content-type": "application/octet-stream" }, body: file as BodyInit });
  if (!put.ok) throw new Error(`upload failed: ${put.status} ${await put.text()}`);
  await fetch(`${origin}/api/church-images`, { method: "PUT", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify({ imageURL: uploadURL, churchId: owner.churchId }) });
  return performance.now() - started;
}

/** Sends the uploads at once (each by its owner) beside page traffic: each one's time, and the pages' figures. */
async function atOnce(files: { file: Uint8Array; owner: (typeof owners)[number] }[], path: string) {
  const times: number[] = [];
  const uploads = Promise.all(files.map(async ({ file, owner }, i) => (times[i] = await upload(file, owner))));
  const pages = await runWrk(origin + path, { seconds, connections: 16, script: uncachedScript });
  await uploads;
  return { times, pages };
}

try {
  // Noise: every photo differs, so none is a repeat of a stored one, and compresses like a photo.
  const photo = async (width: number, height: number) => new Uint8Array(await noisyJpeg(width, height));
  const small = await photo(1200, 800);
  const large = await photo(4000, 3000);
  console.log(`Uploads: 1 MP JPEG ${(small.byteLength / 1024).toFixed(0)} KiB, 12 MP JPEG ${(large.byteLength / 1024).toFixed(0)} KiB`);
  const times = { small: [] as number[], large: [] as number[] };
  for (let i = 0; i < 5; i++) times.small.push(await upload(await photo(1200, 800), owners[i]));
  for (let i = 0; i < 5; i++) times.large.push(await upload(await photo(4000, 3000), owners[i]));
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
        // Spread over the owners: each may ask for 30 upload URLs in ten minutes.
        await upload(photos[i % photos.length]!, owners[i % owners.length]);
        done++;
      }
    });
    const beside = await runWrk(origin + path, { seconds, connections: 16, script: uncachedScript });
    running = false;
    await Promise.all(loops);
    console.log(`| ${name} | ${alone.rps.toFixed(0)} | ${beside.rps.toFixed(0)} | ${(beside.rps / alone.rps).toFixed(2)} | ${done} | ${alone.p99Ms.toFixed(1)} → ${beside.p99Ms.toFixed(1)} ms |`);
  }
  console.log(`\nwrk -t1 -c16 -d${seconds}s; uploads one after another per uploader; Bun ${Bun.version}, ${navigator.hardwareConcurrency} cores.`);

  // A decompression bomb just under the bound: 7,000 × 7,000 of one colour, about 150 KB as PNG.
  const bomb = new Uint8Array(await sharp({ create: { width: 7000, height: 7000, channels: 3, background: "#7a8899" } }).png({ compressionLevel: 9, palette: true }).toBuffer());
  const stats = (v: number[]) => {
    const sorted = [...v].sort((a, b) => a - b);
    return `${sorted[0]!.toFixed(0)} / ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} / ${sorted.at(-1)!.toFixed(0)}`;
  };
  const alone = await runWrk(origin + pages.directory, { seconds, connections: 16, script: uncachedScript });
  console.log(`\nEight uploads at once beside the uncached directory (alone ${alone.rps.toFixed(0)} req/s, p99 ${alone.p99Ms.toFixed(1)} ms); the bomb is a ${(bomb.byteLength / 1024).toFixed(0)} KiB PNG of 49 MP`);
  console.log("| case | upload ms: min / median / max | first upload ms | directory req/s (ratio) | p99 ms |");
  console.log("|---|---|---:|---:|---:|");
  const eight = await atOnce([{ file: bomb, owner: owners[0]! }, ...photos.slice(0, 7).map((file, i) => ({ file, owner: owners[i + 1]! }))], pages.directory);
  console.log(`| 49 MP PNG + 7 × 12 MP JPEG, 8 owners | ${stats(eight.times)} | ${eight.times[0]!.toFixed(0)} (the PNG) | ${eight.pages.rps.toFixed(0)} (${(eight.pages.rps / alone.rps).toFixed(2)}) | ${eight.pages.p99Ms.toFixed(1)} |`);
  const greedy = await atOnce([...photos.slice(0, 8).map((file) => ({ file, owner: owners[1]! })), { file: photos[8]!, owner: owners[8]! }], pages.directory);
  console.log(`| one owner's 8 × 12 MP, another's 1 | ${stats(greedy.times.slice(0, 8))} | ${greedy.times[8]!.toFixed(0)} (the other's) | ${greedy.pages.rps.toFixed(0)} (${(greedy.pages.rps / alone.rps).toFixed(2)}) | ${greedy.pages.p99Ms.toFixed(1)} |`);
} finally {
  await site.stop();
  rmSync(work, { recursive: true, force: true });
}

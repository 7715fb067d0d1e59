// The yardsticks, started as their own process so they share nothing with the site: a bare
// Bun.serve hello answer, and static files holding the same bytes as the site's rendered pages
// (GET /<name> answers <dir>/<name>.html or .json, gzipped when asked, as the site does).
import { readdirSync } from "node:fs";
import { join } from "node:path";

const [helloPort, staticPort, dir] = [Number(process.argv[2]), Number(process.argv[3]), process.argv[4]!];
const files = new Map<string, { plain: Uint8Array<ArrayBuffer>; gzip: Uint8Array<ArrayBuffer>; type: string }>();
for (const name of readdirSync(dir).filter((f) => /\.(html|json)$/.test(f))) {
  const plain = await Bun.file(join(dir, name)).bytes();
  const type = name.endsWith(".json") ? "application/json;charset=utf-8" : "text/html; charset=utf-8";
  files.set(`/${name.replace(/\.(html|json)$/, "")}`, { plain, gzip: Bun.gzipSync(plain), type });
}

Bun.serve({ port: helloPort, hostname: "127.0.0.1", fetch: () => new Response("hello") });
Bun.serve({
  port: staticPort,
  hostname: "127.0.0.1",
  fetch(request) {
    const file = files.get(new URL(request.url).pathname);
    if (!file) return new Response("not found", { status: 404 });
    return /\bgzip\b/.test(request.headers.get("accept-encoding") ?? "")
      ? new Response(file.gzip, { headers: { "content-type": file.type, "content-encoding": "gzip" } })
      : new Response(file.plain, { headers: { "content-type": file.type } });
  },
});
console.log("ready");

// Stop with the benchmark that started us.
const reader = Bun.stdin.stream().getReader();
while (!(await reader.read()).done);
process.exit(0);

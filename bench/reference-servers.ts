// The two yardsticks, started as their own process so they share nothing with the site:
// a bare Bun.serve hello answer, and a static file of the same bytes as a rendered page.
const [helloPort, staticPort, staticFile] = [Number(process.argv[2]), Number(process.argv[3]), process.argv[4]!];
const page = await Bun.file(staticFile).bytes();
const gzipped = Bun.gzipSync(page);

Bun.serve({ port: helloPort, hostname: "127.0.0.1", fetch: () => new Response("hello") });
Bun.serve({
  port: staticPort,
  hostname: "127.0.0.1",
  fetch: (request) =>
    /\bgzip\b/.test(request.headers.get("accept-encoding") ?? "")
      ? new Response(gzipped, { headers: { "content-type": "text/html; charset=utf-8", "content-encoding": "gzip" } })
      : new Response(page, { headers: { "content-type": "text/html; charset=utf-8" } }),
});
console.log("ready");

// Stop with the benchmark that started us.
const reader = Bun.stdin.stream().getReader();
while (!(await reader.read()).done);
process.exit(0);

export {};

// `bun run dev`: restarts the server on every change of a file it imports, rebuilding the browser
// assets at each start.
const proc = Bun.spawn([process.execPath, "--watch", "src/main.ts", "--rebuild-assets"], {
  stdio: ["inherit", "inherit", "inherit"],
  env: { ...process.env, NODE_ENV: "development" },
});
process.on("SIGINT", () => proc.kill("SIGINT"));
process.on("SIGTERM", () => proc.kill("SIGTERM"));
process.exit(await proc.exited);

export {};

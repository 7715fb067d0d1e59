import { expect, test } from "bun:test";
import { join } from "node:path";

// The set-up promise: on a machine with Node and npm only, the README's first command serves the
// site with demo data. Hiding Bun and Chromium needs root (a private mount namespace), as on CI.
const canHide = process.getuid?.() === 0 && Bun.which("unshare") !== null;

test.skipIf(!canHide)("the README's first command serves the directory on a machine without Bun or Chromium", async () => {
  const run = Bun.spawn(["bash", join(import.meta.dir, "bare-machine.sh")], { stdout: "pipe", stderr: "pipe" });
  const [out, err, code] = await Promise.all([new Response(run.stdout).text(), new Response(run.stderr).text(), run.exited]);
  expect({ code, err: code === 0 ? "" : err }).toEqual({ code: 0, err: "" });
  expect(out).toContain("bun: not found");
  expect(out).toContain("chromium: not found");
  expect(out).toMatch(/GET \/directory answered 200 with [1-9]\d* church links/);
  expect(out).toContain("Demo owner sign-in");
}, 900_000);

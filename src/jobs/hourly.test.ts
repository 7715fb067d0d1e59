import { expect, test } from "bun:test";
import { everyHour } from "./hourly";

test("an hourly job does not run as the server starts, but once its first wait is over; a failure is logged by its name", async () => {
  const lines: string[] = [];
  let runs = 0;
  const stop = everyHour({ log: (line) => lines.push(line), env: { JOBS_DELAY_SECONDS: 0.03 } }, "the test job", async () => {
    runs++;
    throw new Error("the database is locked");
  });
  expect(runs).toBe(0);
  await Bun.sleep(10);
  expect(runs).toBe(0);
  await Bun.sleep(60);
  expect(runs).toBe(1);
  expect(lines).toEqual(["the test job failed: the database is locked"]);
  stop();
});

test("a job stopped before its first wait is over never runs", async () => {
  let runs = 0;
  const stop = everyHour({ log: () => {}, env: { JOBS_DELAY_SECONDS: 0.02 } }, "the test job", async () => (runs++, null));
  stop();
  await Bun.sleep(60);
  expect(runs).toBe(0);
});

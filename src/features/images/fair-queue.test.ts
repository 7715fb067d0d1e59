import { describe, expect, test } from "bun:test";
import { HttpError } from "../../http/errors";
import { FairQueue } from "./fair-queue";

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe("FairQueue", () => {
  test("one job at a time, each line in turn: one uploader's eight wait behind each other, not in front of another's one", async () => {
    const queue = new FairQueue(100, "busy");
    const order: string[] = [];
    const job = (name: string) => async () => {
      order.push(name);
      await tick();
      return name;
    };
    const all = [...Array.from({ length: 8 }, (_, n) => queue.run("greedy", 1, job(`greedy-${n}`))), queue.run("other", 1, job("other"))];
    expect(await Promise.all(all)).toHaveLength(9);
    expect(order.indexOf("other")).toBe(1);
    expect(order.filter((n) => n.startsWith("greedy"))).toEqual(Array.from({ length: 8 }, (_, n) => `greedy-${n}`));
  });

  test("past its weight, a new job is refused with 503; a job that fails leaves the queue working", async () => {
    const queue = new FairQueue(10, "Many pictures are being uploaded right now.");
    const slow = queue.run("a", 6, async () => tick());
    const refused = queue.run("b", 6, async () => "never");
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({ status: 503 });
    const failing = queue.run("c", 2, async () => {
      throw new Error("broken image");
    });
    await slow;
    await expect(failing).rejects.toThrow("broken image");
    expect(await queue.run("b", 6, async () => "done")).toBe("done");
  });
});

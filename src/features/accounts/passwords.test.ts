import { expect, test } from "bun:test";
import { argon2CostOf, hashPasswordAt } from "./passwords";

test("a hash says the cost it was made with, and a dummy made at that cost says the same", async () => {
  const stored = await Bun.password.hash("a password", { algorithm: "argon2id", memoryCost: 1024, timeCost: 1 });
  const cost = argon2CostOf(stored);
  expect(cost).toEqual({ memoryCost: 1024, timeCost: 1 });
  expect(argon2CostOf(await hashPasswordAt("not-a-real-password", cost))).toEqual(cost);
  // No account yet: the site's default cost.
  expect(argon2CostOf(await hashPasswordAt("not-a-real-password", null))).toEqual(argon2CostOf(await Bun.password.hash("x", { algorithm: "argon2id" })));
  expect(argon2CostOf("$2b$10$abcdefghijklmnopqrstuv")).toBeNull();
});

import { describe, expect, test } from "bun:test";
import { SignInGuard } from "./sign-in-guard";

/** Tries a wrong password n times; answers how many were admitted. */
function wrong(guard: SignInGuard, account: string, address: string, n: number, now = 0): number {
  let admitted = 0;
  for (let i = 0; i < n; i++) if (guard.admit(account, address, now)) admitted++;
  return admitted;
}

describe("SignInGuard", () => {
  test("one address gets ten wrong passwords on an account; the right one from a clean address still passes", () => {
    const guard = new SignInGuard();
    expect(wrong(guard, "pastor", "attacker", 30)).toBe(10);
    expect(guard.admit("pastor", "attacker", 0)).toBe(false);
    expect(guard.admit("pastor", "owner", 0)).toBe(true);
    guard.succeeded("pastor", "owner", 0);
  });

  test("an account under attack gives every other address three wrong passwords, never none", () => {
    const guard = new SignInGuard();
    wrong(guard, "pastor", "attacker", 10);
    const admitted = ["bot-1", "bot-2", "bot-3"].map((address) => wrong(guard, "pastor", address, 10));
    expect(admitted).toEqual([3, 3, 3]);
    // The owner made two typos, then the right password: admitted each time.
    expect(wrong(guard, "pastor", "owner", 2)).toBe(2);
    expect(guard.admit("pastor", "owner", 0)).toBe(true);
  });

  test("right passwords are no failures: an owner signing in often is never held up", () => {
    const guard = new SignInGuard();
    for (let i = 0; i < 40; i++) {
      expect(guard.admit("pastor", "owner", 0)).toBe(true);
      guard.succeeded("pastor", "owner", 0);
    }
  });

  test("guesses sent all at once are counted before their passwords are checked", () => {
    const guard = new SignInGuard();
    // Nothing has failed yet, but twelve attempts are in flight: the last two wait.
    expect(wrong(guard, "pastor", "attacker", 12)).toBe(10);
  });

  test("fifty attempts per address over any accounts; everything resets after fifteen minutes", () => {
    const guard = new SignInGuard();
    const names = Array.from({ length: 60 }, (_, i) => `name-${i}`);
    expect(names.filter((name) => guard.admit(name, "stuffer", 0)).length).toBe(50);
    expect(guard.admit("pastor", "owner", 0)).toBe(true);
    expect(guard.admit("name-61", "stuffer", 15 * 60_000)).toBe(true);
  });
});

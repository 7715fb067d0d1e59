/**
 * Reads `read()` every few milliseconds until `done` holds for its value or `timeoutMs` passes,
 * and answers the last value read: the test's own expect() then passes, or shows what was there.
 * For effects that land a little later (pings sent with sendBeacon), instead of a fixed sleep.
 */
export async function poll<T>(read: () => T | Promise<T>, done: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || performance.now() > deadline) return value;
    await Bun.sleep(20);
  }
}

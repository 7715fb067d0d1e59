// A task of its own, queued without setTimeout's 4 ms clamp on nested calls: work split so that no
// one task holds the main thread long (docs/decisions/0040-first-paint.md).
export function nextTask(run: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = run;
  channel.port2.postMessage(null);
}

import { HttpError } from "../../http/errors";

interface Job {
  weight: number;
  run: () => Promise<void>;
}

/**
 * Image work one job at a time (two cores serve the whole city: pages must keep theirs), taken in
 * turn from each uploader's own line, so one owner's eight photos wait behind each other, not in
 * front of everyone else's (docs/decisions/0046-hardening-round-3.md, uploads). A job weighs its
 * pixels; past `maxWeight` waiting, a new job is refused with 503 rather than queued for minutes.
 */
export class FairQueue {
  private readonly lines = new Map<string, Job[]>();
  private waiting = 0;
  private running = false;

  constructor(
    private readonly maxWeight: number,
    private readonly busyMessage: string,
  ) {}

  run<T>(line: string, weight: number, work: () => Promise<T>): Promise<T> {
    if (this.waiting > 0 && this.waiting + weight > this.maxWeight) return Promise.reject(new HttpError(503, this.busyMessage));
    this.waiting += weight;
    return new Promise<T>((resolve, reject) => {
      const job: Job = { weight, run: () => work().then(resolve, reject) };
      const queued = this.lines.get(line);
      if (queued) queued.push(job);
      else this.lines.set(line, [job]);
      void this.drain();
    });
  }

  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      // The first line in the map is the one whose turn it is. After its job, the line (with what
      // arrived for it meanwhile) goes to the end, behind every line that was waiting.
      for (let next = this.lines.entries().next(); !next.done; next = this.lines.entries().next()) {
        const [line, jobs] = next.value;
        const job = jobs.shift()!;
        this.lines.delete(line);
        await job.run();
        this.waiting -= job.weight;
        const rest = [...jobs, ...(this.lines.get(line) ?? [])];
        this.lines.delete(line);
        if (rest.length > 0) this.lines.set(line, rest);
      }
    } finally {
      this.running = false;
    }
  }
}

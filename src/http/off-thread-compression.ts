import { Worker } from "node:worker_threads";
import type { ContentCoding } from "./content-coding";

/** What the compression thread is asked: a body (text is encoded there as UTF-8) and the coding's settings. */
export interface CompressionJob {
  id: number;
  body: string | Uint8Array;
  coding: ContentCoding;
  /** gzip's level. */
  level?: number;
  /** brotli's parameters (node:zlib's `params`). */
  params?: Record<number, number>;
}

export type CompressionResult = { id: number; bytes: Uint8Array<ArrayBuffer> } | { id: number; error: string };

type Waiting = { resolve: (bytes: Uint8Array<ArrayBuffer>) => void; reject: (error: Error) => void };

/**
 * The process's compression thread (src/http/compression-worker.ts), started at its first job.
 * Handing a body over costs the main thread a few microseconds where compressing it costs a few
 * hundred (docs/caching.md, Compressed off the main thread). The body is copied, never
 * transferred: the caller may keep it (a kept answer's bytes). The thread holds the process
 * open only while it has work; if it fails, its jobs fail with it, and the next job starts a
 * new one.
 */
class CompressionThread {
  private worker: Worker | null = null;
  private nextId = 0;
  private readonly waiting = new Map<number, Waiting>();

  compress(job: Omit<CompressionJob, "id">): Promise<Uint8Array<ArrayBuffer>> {
    const worker = (this.worker ??= this.start());
    const id = this.nextId++;
    if (this.waiting.size === 0) worker.ref();
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ ...job, id } satisfies CompressionJob);
    });
  }

  /** Ends the thread (its jobs fail); the next job starts another. */
  stop(): void {
    this.fail(new Error("the compression thread was stopped"));
  }

  private start(): Worker {
    const worker = new Worker(new URL("./compression-worker.ts", import.meta.url));
    worker.on("message", (data: CompressionResult) => {
      const job = this.waiting.get(data.id);
      if (!job) return;
      this.waiting.delete(data.id);
      if (this.waiting.size === 0) worker.unref();
      if ("bytes" in data) job.resolve(data.bytes);
      else job.reject(new Error(data.error));
    });
    worker.on("error", (error: Error) => this.worker === worker && this.fail(new Error(`the compression thread failed: ${error.message}`)));
    worker.on("exit", () => this.worker === worker && this.fail(new Error("the compression thread ended")));
    worker.unref();
    return worker;
  }

  private fail(error: Error): void {
    const worker = this.worker;
    this.worker = null;
    void worker?.terminate();
    const jobs = [...this.waiting.values()];
    this.waiting.clear();
    for (const job of jobs) job.reject(error);
  }
}

export const compressionThread = new CompressionThread();

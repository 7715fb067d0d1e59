import type { Db } from "../../db/client";
import { claimDueMail, markAttemptFailed, markSent, type OutboxRow } from "./queries";
import { smtpTransport, type SmtpTransport } from "./transport";

/** Waits after the 1st, 2nd, 3rd and 4th failed attempt; the 5th failure is final. */
export const RETRY_AFTER_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000];
/** A claim outlives any SMTP timeout: only a worker that died leaves one to run out. */
const LEASE_MS = 10 * 60_000;

export interface MailWorker {
  /** Sends whatever is due now; answers how many messages were tried. */
  runOnce(): Promise<number>;
  /** Lets the send in flight finish, then stops. */
  stop(): Promise<void>;
  /**
   * Whether the worker is still going round (the readiness check, docs/operations.md): a round in
   * flight for less than a claim's lease, or the last round ended within a minute of now.
   */
  alive(now?: number): boolean;
}

/** Rounds come every ten seconds: a worker idle for a minute has stopped going round. */
const IDLE_BOUND_MS = 60_000;

/** An SMTP answer that will not change on retry (5xx), except a login the operator can fix. */
function isPermanent(error: unknown): boolean {
  const { responseCode, code } = error as { responseCode?: number; code?: string };
  return typeof responseCode === "number" && responseCode >= 500 && code !== "EAUTH";
}

async function deliver(transport: Promise<SmtpTransport>, mail: OutboxRow): Promise<void> {
  await (await transport).sendMail({
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? undefined,
    headers: mail.headers,
  });
}

/**
 * Sends queued mail over SMTP every `everyMs`, one claimed row at a time, so mail is sent once
 * even with a second worker on the same database; a failed attempt is retried after
 * RETRY_AFTER_MS, and a stopped or restarted server picks up where it left off
 * (docs/decisions/0021-e-mail.md). The timer does not keep the process alive.
 */
export function startMailWorker(
  db: Db,
  smtpUrl: string,
  log: (line: string) => void,
  options: { everyMs?: number; now?: () => Date; onFailure?: () => void } = {},
): MailWorker {
  const now = options.now ?? (() => new Date());
  const transport = smtpTransport(smtpUrl);
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let roundStartedAt: number | null = null;
  let lastRoundEndedAt = Date.now();

  const sendDue = async (): Promise<number> => {
    let tried = 0;
    while (!stopped) {
      const mail = claimDueMail(db, now(), new Date(now().getTime() + LEASE_MS));
      if (!mail) break;
      tried++;
      try {
        await deliver(transport, mail);
        markSent(db, mail, now());
      } catch (error) {
        options.onFailure?.();
        const message = error instanceof Error ? error.message : String(error);
        const wait = isPermanent(error) ? undefined : RETRY_AFTER_MS[mail.attempts - 1];
        markAttemptFailed(db, mail, message, wait === undefined ? null : new Date(now().getTime() + wait));
        log(`mail ${mail.id} (${mail.kind}) attempt ${mail.attempts} failed: ${message}${wait === undefined ? "; given up" : ""}`);
        // The server is likely down: the rest waits for the next round.
        if (wait !== undefined) break;
      }
    }
    return tried;
  };

  // One round at a time: a round started while another runs waits for it.
  let round: Promise<number> = Promise.resolve(0);
  const runOnce = () =>
    (round = round
      .then(() => {
        roundStartedAt = Date.now();
        return sendDue();
      })
      .catch((error: unknown) => {
        log(`mail worker failed: ${error instanceof Error ? error.message : String(error)}`);
        return 0;
      })
      .finally(() => {
        roundStartedAt = null;
        lastRoundEndedAt = Date.now();
      }));
  const tick = () => {
    void runOnce().then(() => {
      if (stopped) return;
      timer = setTimeout(tick, options.everyMs ?? 10_000);
      timer.unref();
    });
  };
  tick();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await round;
      (await transport).close();
    },
    alive(now = Date.now()) {
      if (stopped) return false;
      return roundStartedAt !== null ? now - roundStartedAt < LEASE_MS : now - lastRoundEndedAt < IDLE_BOUND_MS;
    },
  };
}

import { RateLimiter } from "../../http/rate-limit";

const WINDOW_MS = 15 * 60_000;
/** Sign-in attempts from one address, on any accounts (credential stuffing). */
const PER_ADDRESS = 50;
/** Wrong passwords for one account from one address. */
const PER_ACCOUNT_AND_ADDRESS = 10;
/** Wrong passwords for one account from anywhere, after which it is under attack. */
const PER_ACCOUNT = 10;
/** Under attack, the wrong passwords an address may still give for the account (typos). */
const UNDER_ATTACK_PER_ADDRESS = 3;

/**
 * Who may try a password now (docs/decisions/0011-client-addresses-and-lockouts.md). Every limit
 * falls on addresses that keep failing: an account under attack from many addresses gives each of
 * them a few wrong passwords, never locks out an address that has not failed, so its owner still
 * signs in while the attacker is slowed.
 */
export class SignInGuard {
  private readonly attempts = new RateLimiter(PER_ADDRESS, WINDOW_MS);
  private readonly pairFailures = new RateLimiter(PER_ACCOUNT_AND_ADDRESS, WINDOW_MS);
  private readonly accountFailures = new RateLimiter(PER_ACCOUNT, WINDOW_MS);

  /**
   * Counts an attempt from the address, as a wrong password until succeeded() says otherwise (so
   * guesses sent all at once are counted before their hashes are checked); false when it must wait.
   */
  admit(account: string, address: string, now = Date.now()): boolean {
    const pair = pairKey(account, address);
    const addressWait = this.attempts.hit(address, now);
    const failures = this.pairFailures.count(pair, now);
    if (addressWait || failures >= PER_ACCOUNT_AND_ADDRESS) return false;
    if (this.accountFailures.exhausted(account, now) && failures >= UNDER_ATTACK_PER_ADDRESS) return false;
    this.pairFailures.hit(pair, now);
    this.accountFailures.hit(account, now);
    return true;
  }

  /** The admitted attempt gave the right password: it was no failure. */
  succeeded(account: string, address: string, now = Date.now()): void {
    this.pairFailures.forgive(pairKey(account, address), now);
    this.accountFailures.forgive(account, now);
  }
}

const pairKey = (account: string, address: string) => `${account}\n${address}`;

import { SESSION_COOKIE } from "../../src/sessions/sessions";
import type { RunningServer } from "../../tests/helpers/server";

/** Who a page is audited as: nobody, the demo owner or the demo admin. */
export type AuditRole = "owner" | "admin";

/**
 * The demo seed's two accounts, read from the sign-in lines the server prints once at its first
 * start (src/boot.ts): their passwords are made up at that moment.
 */
export function demoAccounts(site: RunningServer): Record<AuditRole, { username: string; password: string }> {
  const account = (who: AuditRole) => {
    const match = site.output().match(new RegExp(`Demo ${who} sign-in: (\\S+) / (\\S+) `));
    if (!match) throw new Error(`The server printed no demo ${who} sign-in: is it running with SEED=demo on an empty data directory?`);
    return { username: match[1]!, password: match[2]! };
  };
  return { owner: account("owner"), admin: account("admin") };
}

/**
 * Signs in through the site's own door (`/api/auth/login`, `/api/admin/login` for the admin), as a
 * browser does, and answers the session cookie (`sid=…`) to send with every request of the audit.
 */
export async function signIn(siteUrl: string, role: AuditRole, account: { username: string; password: string }): Promise<string> {
  const door = role === "admin" ? "/api/admin/login" : "/api/auth/login";
  const res = await fetch(siteUrl + door, { method: "POST", headers: { "content-type": "application/json", origin: siteUrl }, body: JSON.stringify(account) });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))?.split(";")[0];
  if (res.status !== 200 || !cookie) throw new Error(`Signing in as the demo ${role} failed: ${res.status} ${await res.text()}`);
  return cookie;
}

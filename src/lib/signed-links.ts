import { jwtVerify, SignJWT } from "jose";

/**
 * Signed tokens for links that act without a session (DECISIONS.md 5 names JWT for them): the
 * newsletter's one-click unsubscribe. HS256 with the server's SESSION_SECRET.
 */
const key = (secret: string) => new TextEncoder().encode(secret);

export async function signUnsubscribe(secret: string, email: string): Promise<string> {
  return new SignJWT({ purpose: "unsubscribe" }).setProtectedHeader({ alg: "HS256" }).setSubject(email).setIssuedAt().sign(key(secret));
}

/** The address an unsubscribe token was made for, or null when it is forged or for another use. */
export async function verifyUnsubscribe(secret: string, token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ["HS256"] });
    return payload.purpose === "unsubscribe" && typeof payload.sub === "string" ? payload.sub : null;
  } catch {
    return null;
  }
}

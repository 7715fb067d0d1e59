import { jwtVerify, SignJWT } from "jose";

/**
 * Signed tokens for links that act without a session (docs/product.md D5 names JWT for them): the
 * newsletter's one-click unsubscribe and single-use upload URLs. HS256 with the server's SESSION_SECRET.
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

/** An upload URL's token: which grant it is for, valid until it expires. */
export async function signUpload(secret: string, grantId: string, expiresAt: Date): Promise<string> {
  return new SignJWT({ purpose: "upload" })
    .setProtectedHeader({ alg: "HS256" })
    .setJti(grantId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key(secret));
}

/** The grant id of a genuine upload token, "expired", or null when forged or for another use. */
export async function verifyUpload(secret: string, token: string): Promise<string | "expired" | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ["HS256"] });
    return payload.purpose === "upload" && typeof payload.jti === "string" ? payload.jti : null;
  } catch (error) {
    return (error as { code?: string }).code === "ERR_JWT_EXPIRED" ? "expired" : null;
  }
}

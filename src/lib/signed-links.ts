import { jwtVerify, SignJWT } from "jose";

/**
 * Signed tokens for links that act without a session (docs/product.md D5 names JWT for them): the
 * newsletter's one-click unsubscribe, single-use upload URLs and the monthly report's 'Still right'. HS256 with the server's SESSION_SECRET.
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

/**
 * The monthly report's 'Still right' link (docs/decisions/0036-monthly-reports.md): names the church
 * and expires; it opens a page with a button, so a mail scanner fetching it confirms nothing.
 */
export async function signStillRight(secret: string, churchId: number, expiresAt: Date): Promise<string> {
  return new SignJWT({ purpose: "still-right" })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(churchId))
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key(secret));
}

/** The church a genuine, unexpired 'Still right' token names, or null. */
export async function verifyStillRight(secret: string, token: string): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ["HS256"] });
    return payload.purpose === "still-right" && typeof payload.sub === "string" && /^\d{1,12}$/.test(payload.sub) ? Number(payload.sub) : null;
  } catch {
    return null;
  }
}

/**
 * A claim invitation's two links (docs/city-data.md, Reaching the churches): `claim-invite`, which
 * opens the claim and expires, and `invite-opt-out`, which never expires since an opt-out is
 * honoured forever. Both name the invitation by its random `ref`, not the address, so no address
 * travels in a link.
 */
export type InvitationPurpose = "claim-invite" | "invite-opt-out";

export async function signInvitation(secret: string, purpose: InvitationPurpose, ref: string, expiresAt?: Date): Promise<string> {
  const jwt = new SignJWT({ purpose }).setProtectedHeader({ alg: "HS256" }).setSubject(ref).setIssuedAt();
  if (expiresAt) jwt.setExpirationTime(Math.floor(expiresAt.getTime() / 1000));
  return jwt.sign(key(secret));
}

/** The invitation's `ref` a genuine token of `purpose` names, "expired", or null when forged or for another use. */
export async function verifyInvitation(secret: string, purpose: InvitationPurpose, token: string): Promise<string | "expired" | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ["HS256"] });
    return payload.purpose === purpose && typeof payload.sub === "string" && /^[0-9a-f-]{36}$/.test(payload.sub) ? payload.sub : null;
  } catch (error) {
    return (error as { code?: string }).code === "ERR_JWT_EXPIRED" ? "expired" : null;
  }
}

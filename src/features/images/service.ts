import { existsSync } from "node:fs";
import { rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { decodeJwt } from "jose";
import type { AppContext } from "../../app-context";
import { IMAGE_WIDTHS, MAX_UPLOAD_BYTES, OBJECT_PATH, uploadMessages, variantPath } from "../../contract/images";
import type { Db } from "../../db/client";
import { HttpError, notFound } from "../../http/errors";
import { signUpload, verifyUpload } from "../../lib/signed-links";
import { newToken } from "../../lib/tokens";
import type { SessionUser } from "../../sessions/sessions";
import { assertOwnsChurch, countOwnedChurches } from "../churches/service";
import { cachedPicture } from "./picture-cache";
import { processImage } from "./process";
import { attachImage, countGrantsSince, deleteExpiredGrants, deleteImages, finishGrant, insertGrant, insertImage, selectFinishedGrant, selectGrant, selectUnusedUploads, useGrant, selectUserUpload } from "./queries";


const GRANT_LIFETIME_MS = 15 * 60_000;
const DAY_MS = 24 * 3600_000;
/** Pictures a day for an account that has no church yet: a new church's photo and logo, or a banner. */
const PICTURES_BEFORE_A_CHURCH = 2;
export const UPLOAD_PATH_PREFIX = "/api/uploads/";

/**
 * A single-use upload URL for this user, valid for 15 minutes (docs/product.md M7: POST
 * /api/objects/upload). Admins and owners of a church upload freely; an account without a church
 * gets two a day, for its first church or a banner (docs/decisions/0046-hardening-round-3.md, uploads).
 */
export async function grantUpload(ctx: AppContext, user: SessionUser, now = new Date()): Promise<{ uploadURL: string }> {
  assertMayUpload(ctx.db, user, now);
  const id = newToken();
  const expiresAt = new Date(now.getTime() + GRANT_LIFETIME_MS);
  insertGrant(ctx.db, id, user.id, expiresAt);
  return { uploadURL: `${UPLOAD_PATH_PREFIX}${await signUpload(ctx.env.SESSION_SECRET, id, expiresAt)}` };
}

/** An account without a church (not an admin) gets two pictures a day: 403 past them. */
function assertMayUpload(db: Db, user: SessionUser, now: Date): void {
  const bounded = user.role !== "admin" && countOwnedChurches(db, user.id) === 0;
  if (bounded && countGrantsSince(db, user.id, new Date(now.getTime() - DAY_MS)) >= PICTURES_BEFORE_A_CHURCH) throw new HttpError(403, uploadMessages.churchFirst);
}

/** Reads the body up to the limit; a bigger one is refused (413) without being read whole. */
async function readLimited(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (declared > limit) throw new HttpError(413, uploadMessages.tooLarge);
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > limit) throw new HttpError(413, uploadMessages.tooLarge);
      chunks.push(chunk);
    }
  }
  return Buffer.concat(chunks);
}

async function writeOnce(dir: string, name: string, data: Buffer): Promise<void> {
  const path = join(dir, name);
  if (existsSync(path)) return;
  // Written beside and renamed, so a reader never sees half a file.
  const temporary = `${path}.${newToken()}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, path);
}

/**
 * The browser's PUT to an upload URL: the token must be genuine, unexpired and unused; the body
 * at most 10 MB and an image by its content. Answers where the image now lives.
 */
export async function receiveUpload(ctx: AppContext, token: string, request: Request): Promise<{ objectPath: string }> {
  const grantId = await verifyUpload(ctx.env.SESSION_SECRET, token);
  if (grantId === "expired") throw new HttpError(403, uploadMessages.expired);
  const grant = grantId ? selectGrant(ctx.db, grantId) : undefined;
  if (!grant) throw new HttpError(403, uploadMessages.invalid);
  if (!useGrant(ctx.db, grant.id, new Date())) throw new HttpError(403, grant.usedAt ? uploadMessages.used : uploadMessages.expired);
  const bytes = await readLimited(request, MAX_UPLOAD_BYTES);
  return { objectPath: await storeUpload(ctx, grant.id, grant.userId, bytes) };
}

/**
 * A picture posted with a form without JavaScript (docs/decisions/0059-forms-without-losses.md):
 * the rules of an upload URL (an account without a church gets two a day, at most 10 MB, an image
 * by its content) and the same pipeline, under a grant made and used at once, which records who
 * uploaded it (the church form takes only the user's own pictures). Answers the stored path.
 */
export async function storePostedPicture(ctx: AppContext, user: SessionUser, file: Blob, now = new Date()): Promise<string> {
  if (file.size > MAX_UPLOAD_BYTES) throw new HttpError(413, uploadMessages.tooLarge);
  assertMayUpload(ctx.db, user, now);
  const id = newToken();
  insertGrant(ctx.db, id, user.id, new Date(now.getTime() + GRANT_LIFETIME_MS));
  useGrant(ctx.db, id, now);
  return storeUpload(ctx, id, user.id, new Uint8Array(await file.arrayBuffer()));
}

/** An upload's bytes, under its used grant: checked and resized (sharp), its variants written once, its row kept. */
async function storeUpload(ctx: AppContext, grantId: string, userId: number, bytes: Uint8Array): Promise<string> {
  if (bytes.byteLength === 0) throw new HttpError(422, uploadMessages.notAnImage);
  const image = await processImage(bytes, `user:${userId}`);
  for (const variant of image.variants) await writeOnce(ctx.env.UPLOADS_DIR, `${image.hash}-${variant.width}.webp`, variant.data);
  const objectPath = variantPath(image.hash, 1600);
  ctx.db.transaction(() => {
    insertImage(ctx.db, { objectPath, uploadedBy: userId, contentType: `image/${image.format}`, width: image.width, height: image.height, bytes: bytes.byteLength });
    finishGrant(ctx.db, grantId, objectPath);
  });
  return objectPath;
}

/**
 * Stores a generated picture like an upload (content-addressed WebP variants under UPLOADS_DIR and a
 * row in images, uploaded by nobody) and answers its path (docs/decisions/0031-demo-pictures.md).
 */
export async function storePicture(db: Db, uploadsDir: string, svg: string, kind: "hero" | "article"): Promise<string> {
  const image = await cachedPicture(svg);
  for (const variant of image.variants) await writeOnce(uploadsDir, `${image.hash}-${variant.width}.webp`, variant.data);
  const objectPath = variantPath(image.hash, 1600);
  insertImage(db, { objectPath, uploadedBy: null, kind, contentType: "image/svg+xml", width: image.width, height: image.height, bytes: Buffer.byteLength(svg) });
  return objectPath;
}

/**
 * The daily job's part of the upload rules: an upload used nowhere a day after it was stored is
 * deleted, files and rows, so an account cannot keep pictures on the site for its own ends.
 * Answers how many went.
 */
export async function deleteUnusedUploads(db: Db, uploadsDir: string, now = new Date()): Promise<number> {
  const unused = selectUnusedUploads(db, new Date(now.getTime() - DAY_MS));
  deleteImages(db, unused);
  for (const objectPath of unused) {
    const hash = objectPath.match(OBJECT_PATH)?.[1];
    if (hash) for (const width of IMAGE_WIDTHS) await rm(join(uploadsDir, `${hash}-${width}.webp`), { force: true });
  }
  return unused.length;
}

/** The grant id inside an upload URL (absolute or not); the signature was checked at upload. */
function grantIdOf(imageURL: string): string | null {
  try {
    const path = new URL(imageURL, "http://x").pathname;
    if (!path.startsWith(UPLOAD_PATH_PREFIX)) return null;
    const { jti } = decodeJwt(path.slice(UPLOAD_PATH_PREFIX.length));
    return typeof jti === "string" ? jti : null;
  } catch {
    return null;
  }
}

/**
 * PUT /api/church-images: turns the URL the browser uploaded to into the image's stored path, for
 * the uploader only, and ties it to their church when one is named.
 */
export function normaliseChurchImage(db: Db, user: SessionUser, imageURL: string, churchId: number | undefined): { objectPath: string } {
  const grantId = grantIdOf(imageURL);
  const objectPath = grantId ? selectFinishedGrant(db, grantId, user.id)?.objectPath : OBJECT_PATH.test(imageURL) && selectUserUpload(db, user.id, imageURL) ? imageURL : null;
  if (!objectPath) throw notFound("Upload not found. Please upload the image again.");
  if (churchId !== undefined) {
    assertOwnsChurch(db, user, churchId);
    attachImage(db, objectPath, churchId);
  }
  return { objectPath };
}

/** Whether the user uploaded this stored image: the churches' and banners' forms accept only the user's own. */
export const userUploadedImage = (db: Db, userId: number, objectPath: string): boolean => selectUserUpload(db, userId, objectPath);

/** Upload URLs that expired without storing an image go (finished ones prove who uploaded what). */
export const deleteStaleGrants = (db: Db, before: Date): void => deleteExpiredGrants(db, before);

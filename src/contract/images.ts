import { msg } from "./i18n/msg";
/** Uploaded images (docs/product.md M7: image upload) and the variants the server writes for them. */
export const MAX_UPLOAD_BYTES = 10_485_760;
/** Bigger than any photo a phone takes; stops decompression bombs before they are decoded. */
export const MAX_UPLOAD_PIXELS = 50_000_000;
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
export const ACCEPTED_IMAGE_TYPES = "image/jpeg,image/png,image/webp,image/gif,image/avif";

/** An image's stored path names its widest variant: /uploads/{content hash}-1600.webp. */
export const OBJECT_PATH = /^\/uploads\/([0-9a-f]{32})-1600\.webp$/;

export const variantPath = (hash: string, width: number) => `/uploads/${hash}-${width}.webp`;

/**
 * The shapes pictures are shown in: width and height on <img> reserve the space before the image
 * arrives, and the generated demo pictures are drawn at these sizes (docs/decisions/0031-demo-pictures.md).
 */
export const HERO_PICTURE = { width: 1600, height: 900 } as const;
export const ARTICLE_PICTURE = { width: 1600, height: 840 } as const;

/** The srcset of an uploaded image; undefined for any other URL (e.g. an imported one). */
export function imageSrcSet(objectPath: string | null | undefined): string | undefined {
  const hash = objectPath?.match(OBJECT_PATH)?.[1];
  return hash ? IMAGE_WIDTHS.map((w) => `${variantPath(hash, w)} ${w}w`).join(", ") : undefined;
}

/**
 * Without JavaScript a form posts a picture beside its stored path (`heroImage`): the chosen file
 * as `heroImageFile` (the form is multipart/form-data) and 'Remove image' ticked as
 * `heroImageRemove` (docs/decisions/0059-forms-without-losses.md).
 */
export const pictureFields = (name: string) => ({ file: `${name}File`, remove: `${name}Remove` });

export const uploadMessages = {
  tooLarge: msg("imageTooBig", "Images can be at most 10 MB."),
  notAnImage: msg("imageUnreadable", "That file is not an image we can read. Choose a JPEG, PNG, WebP, GIF or AVIF picture."),
  tooManyPixels: msg("imageTooManyPixels", "That image has too many pixels (at most 50 megapixels)."),
  expired: msg("uploadExpired", "This upload link has expired. Please start the upload again."),
  used: msg("uploadUsed", "This upload link has already been used. Please start the upload again."),
  invalid: msg("uploadInvalid", "This upload link is not valid."),
  onlyOne: msg("oneImage", "Choose one image at a time."),
  churchFirst: msg("imageChurchFirst", "Until your church is listed, an account may upload two pictures a day. Submit your church with the pictures you have, then add more."),
  busy: msg("imageUploadsBusy", "Many pictures are being uploaded right now. Please try again in a minute."),
} as const;

/** A paid banner in the directory's bottom slot: what the page renders and the rotator shows. */
export interface ActiveBanner {
  id: number;
  imageUrl: string;
  linkUrl: string;
  altText: string;
}

import { building, buildingFamily, type BuildingFamily } from "./buildings";
import { backdrop, landscapeOf, type LandscapeName } from "./landscapes";
import { svgDocument } from "./svg";
import { HERO_PICTURE } from "../../../contract/images";

export interface ChurchPictureDesign {
  family: BuildingFamily;
  landscape: LandscapeName;
}

/**
 * Which picture a church gets: its building by denomination, its setting by area. Nothing else
 * varies, so 160 churches share at most 24 pictures and each is rendered once
 * (docs/decisions/0031-demo-pictures.md).
 */
export const churchPictureDesign = (church: { denomination: string | null; area: string | null }): ChurchPictureDesign => ({
  family: buildingFamily(church.denomination),
  landscape: landscapeOf(church.area),
});

/** The SVG of a church picture. */
export function churchPictureSvg(design: ChurchPictureDesign): string {
  const { width, height } = HERO_PICTURE;
  const { back, front } = backdrop(design.landscape, width, height);
  return svgDocument(width, height, back + building(design.family) + front);
}

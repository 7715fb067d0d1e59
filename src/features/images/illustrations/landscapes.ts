import { hills, skyLayer, tree, type Sky } from "./svg";

/**
 * The four settings of San Antonio the church pictures stand in, chosen by area
 * (docs/decisions/0031-demo-pictures.md): calm, muted colours so a white title reads over them.
 */
export type LandscapeName = "hill-country" | "historic" | "city" | "brushland";

interface Landscape {
  sky: Sky;
  far: string;
  near: string;
  foliage: string;
  trunk: string;
  treeShape: "round" | "tall";
}

const LANDSCAPES: Record<LandscapeName, Landscape> = {
  "hill-country": { sky: { top: "#8fb4cf", bottom: "#e3ecef", sun: "#fbf3d9", sunHeight: 0.7 }, far: "#9fb39a", near: "#6f8c62", foliage: "#4f6b45", trunk: "#5c4a3a", treeShape: "round" },
  historic: { sky: { top: "#a9c2d6", bottom: "#f3e3cc", sun: "#fff1d0", sunHeight: 0.55 }, far: "#b7b59a", near: "#8a9a6b", foliage: "#5d7048", trunk: "#5a4636", treeShape: "round" },
  city: { sky: { top: "#6d7fa6", bottom: "#f2c9a4", sun: "#fde3b8", sunHeight: 0.25 }, far: "#8d8aa3", near: "#6f7a66", foliage: "#46573f", trunk: "#4a3d33", treeShape: "tall" },
  brushland: { sky: { top: "#9db9cc", bottom: "#f1ddbd", sun: "#fff4d6", sunHeight: 0.4 }, far: "#c4b08a", near: "#a99466", foliage: "#6f7447", trunk: "#5e4a36", treeShape: "round" },
};

const AREA_LANDSCAPES: Record<string, LandscapeName> = {
  Downtown: "city",
  Southtown: "city",
  "Alamo Heights": "historic",
  "Monte Vista": "historic",
  "King William": "historic",
  "Medical Center": "hill-country",
  "Stone Oak": "hill-country",
  "UTSA Area": "hill-country",
  "North Central": "hill-country",
  Northeast: "hill-country",
  Northwest: "hill-country",
};

/** An area's setting; the south, east and west sides (and any unknown area) are brushland. */
export const landscapeOf = (area: string | null | undefined): LandscapeName => (area && AREA_LANDSCAPES[area]) || "brushland";

export const GROUND = 720;

/** A low city skyline on the horizon, for the city setting. */
function skyline(fill: string): string {
  const blocks = [
    [60, 110, 90], [170, 70, 150], [250, 90, 110], [1230, 80, 170], [1320, 60, 120], [1390, 100, 200], [1500, 80, 130],
  ].map(([x, w, h]) => `<rect x="${x}" y="${600 - h!}" width="${w}" height="${h! + 20}" fill="${fill}"/>`);
  // A slender observation tower with a round top, as on the city's horizon.
  const tower = `<rect x="1452" y="330" width="14" height="290" fill="${fill}"/><rect x="1432" y="318" width="54" height="22" rx="8" fill="${fill}"/>`;
  return blocks.join("") + tower;
}

/** Sky, far land, near land and a tree either side of the building. */
export function backdrop(name: LandscapeName, width: number, height: number): { back: string; front: string } {
  const l = LANDSCAPES[name];
  const back =
    skyLayer(l.sky, width, height, 600, name === "city" ? 300 : 1240) +
    (name === "city" ? skyline(l.far) : hills(width, height, 600, name === "hill-country" ? 45 : 20, 0.6, l.far)) +
    `<rect y="${GROUND}" width="${width}" height="${height - GROUND}" fill="${l.near}"/>` +
    hills(width, height, 690, 14, 2.1, l.near);
  const front = tree(260, GROUND + 30, 220, l.foliage, l.trunk, l.treeShape) + tree(1350, GROUND + 40, 250, l.foliage, l.trunk, l.treeShape);
  return { back, front };
}

export const skyOf = (name: LandscapeName): Sky => LANDSCAPES[name].sky;
export const landOf = (name: LandscapeName) => LANDSCAPES[name];

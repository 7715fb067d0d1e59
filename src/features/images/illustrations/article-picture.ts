import { ARTICLE_PICTURE } from "../../../contract/images";
import { hashOf, hills, skyLayer, svgDocument, tree, type Sky } from "./svg";

export const ARTICLE_SCENES = ["river-walk", "mission", "hill-country", "skyline"] as const;
export type ArticleScene = (typeof ARTICLE_SCENES)[number];

const SKIES: Sky[] = [
  { top: "#8fb4cf", bottom: "#e6eef0", sun: "#fbf3d9", sunHeight: 0.75 },
  { top: "#a7bfd4", bottom: "#f4e2c8", sun: "#fff0cc", sunHeight: 0.45 },
  { top: "#6e7ea4", bottom: "#f0c6a0", sun: "#fde0b0", sunHeight: 0.2 },
];

export interface ArticlePictureDesign {
  scene: ArticleScene;
  /** Morning, afternoon or evening light. */
  light: number;
}

/** An article's scene and light, from its slug: the same article always gets the same picture. */
export function articlePictureDesign(slug: string): ArticlePictureDesign {
  const hash = hashOf(slug);
  return { scene: ARTICLE_SCENES[hash % ARTICLE_SCENES.length]!, light: (hash >>> 8) % SKIES.length };
}

const { width: W, height: H } = ARTICLE_PICTURE;

/** Stone banks, green water and a stone footbridge with arches under cypress trees. */
function riverWalk(): string {
  const stone = "#cdbb9a";
  const water = "#5f8a7e";
  const arches = [380, 700, 1020].map((x) => `<path d="M${x} 600 A120 110 0 0 1 ${x + 240} 600Z" fill="${water}"/>`).join("");
  const umbrellas = [
    [140, "#c8755a"], [250, "#d9a54c"], [1380, "#6f8fa8"], [1490, "#c8755a"],
  ].map(([x, c]) => `<path d="M${Number(x) - 50} 560 A50 34 0 0 1 ${Number(x) + 50} 560Z" fill="${c}"/><rect x="${Number(x) - 3}" y="560" width="6" height="60" fill="#6b5a4a"/>`).join("");
  return (
    tree(90, 560, 300, "#4f6b45", "#4a3d33", "tall") + tree(1520, 560, 320, "#4f6b45", "#4a3d33", "tall") +
    `<rect y="560" width="${W}" height="${H - 560}" fill="${stone}"/>` +
    `<rect x="330" y="470" width="940" height="130" fill="${stone}"/><rect x="330" y="462" width="940" height="14" fill="#b9a684"/>` +
    `<rect y="640" width="${W}" height="${H - 640}" fill="${water}"/>` + arches +
    `<rect y="700" width="${W}" height="6" fill="#7fa396" opacity="0.7"/><rect y="760" width="${W}" height="4" fill="#7fa396" opacity="0.6"/>` +
    umbrellas
  );
}

/** A mission church across an open field, with a path leading to it. */
function missionScene(): string {
  const wall = "#e6d6b8";
  const shade = "#cdb994";
  const dark = "#6b5541";
  return (
    hills(W, H, 560, 18, 1.2, "#b7b08a") +
    `<rect x="620" y="380" width="360" height="220" fill="${wall}"/>` +
    `<path d="M620 382 Q720 380 760 330 Q800 290 840 330 Q880 380 980 382Z" fill="${wall}"/>` +
    `<rect x="520" y="290" width="100" height="310" fill="${shade}"/><path d="M520 290 Q520 236 570 232 Q620 236 620 290Z" fill="${wall}"/>` +
    `<path d="M770 600 V520 A30 30 0 0 1 830 520 V600Z" fill="${dark}"/><circle cx="800" cy="430" r="18" fill="${dark}" opacity="0.8"/>` +
    `<rect y="600" width="${W}" height="${H - 600}" fill="#a99466"/>` +
    `<path d="M760 600 L840 600 L1000 ${H} L600 ${H}Z" fill="#d8c7a2"/>` +
    tree(260, 620, 220, "#6f7447", "#5e4a36") + tree(1340, 630, 240, "#6f7447", "#5e4a36")
  );
}

/** Layered hills, a live oak and a meadow of bluebonnets. */
function hillCountry(seed: number): string {
  const flowers: string[] = [];
  let n = seed || 1;
  for (let i = 0; i < 90; i++) {
    n = Math.imul(n ^ (n >>> 13), 0x5bd1e995) >>> 0;
    const x = n % W;
    const y = 700 + ((n >>> 12) % 130);
    flowers.push(`<circle cx="${x}" cy="${y}" r="${5 + ((n >>> 20) % 4)}" fill="${i % 7 === 0 ? "#f1efe6" : "#4a63a8"}"/>`);
  }
  return (
    hills(W, H, 470, 50, 0.3, "#a7b8a6") + hills(W, H, 560, 40, 1.9, "#8ea37f") + hills(W, H, 650, 26, 3.1, "#718f5c") +
    `<rect y="700" width="${W}" height="${H - 700}" fill="#6d8a57"/>` +
    tree(1120, 720, 330, "#4f6b45", "#5c4a3a") + flowers.join("")
  );
}

/** The city's skyline and its observation tower beyond a park by the river. */
function skyline(): string {
  const far = "#8d8aa3";
  const near = "#6f6f8a";
  const blocks = [
    [180, 90, 160, far], [290, 70, 230, near], [380, 110, 190, far], [520, 80, 280, near], [620, 120, 210, far],
    [900, 90, 260, near], [1010, 100, 200, far], [1130, 70, 300, near], [1220, 120, 180, far],
  ].map(([x, w, h, c]) => `<rect x="${x}" y="${620 - Number(h)}" width="${w}" height="${Number(h) + 20}" fill="${c}"/>`);
  return (
    blocks.join("") +
    `<rect x="1390" y="230" width="22" height="400" fill="${near}"/><rect x="1360" y="212" width="82" height="34" rx="12" fill="${near}"/><rect x="1396" y="170" width="10" height="44" fill="${near}"/>` +
    `<rect y="620" width="${W}" height="${H - 620}" fill="#7d9a6a"/>` +
    `<path d="M0 720 Q400 690 800 730 T${W} 720 V${H} H0Z" fill="#6a8fa0"/>` +
    tree(120, 660, 200, "#4f6b45", "#4a3d33") + tree(820, 650, 170, "#4f6b45", "#4a3d33")
  );
}

/** The SVG of an article picture: one per scene and light, so articles share at most twelve. */
export function articlePictureSvg(design: ArticlePictureDesign): string {
  const sky = SKIES[design.light]!;
  const sunX = design.scene === "skyline" ? 1150 : 420;
  const scene = design.scene === "river-walk" ? riverWalk() : design.scene === "mission" ? missionScene() : design.scene === "hill-country" ? hillCountry(design.light + 1) : skyline();
  return svgDocument(W, H, skyLayer(sky, W, H, 600, sunX) + scene);
}

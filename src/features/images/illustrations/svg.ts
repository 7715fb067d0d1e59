/** Small helpers for the generated pictures (docs/decisions/0031-demo-pictures.md). */

/** A whole SVG document of the given pixel size. */
export const svgDocument = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

/** FNV-1a: a stable number from a slug, the same on every machine. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

export interface Sky {
  top: string;
  bottom: string;
  sun: string;
  /** Height of the sun above the horizon, 0–1 of the sky. */
  sunHeight: number;
}

/** A vertical gradient sky with a soft sun; ids are local to the document. */
export function skyLayer(sky: Sky, width: number, height: number, horizon: number, sunX: number): string {
  const sunY = Math.round(horizon - sky.sunHeight * horizon);
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${sky.sun}" stop-opacity="0.55"/><stop offset="1" stop-color="${sky.sun}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>` +
    `<circle cx="${sunX}" cy="${sunY}" r="220" fill="url(#glow)"/><circle cx="${sunX}" cy="${sunY}" r="62" fill="${sky.sun}"/>`
  );
}

/** A rolling band of land from `y` down to the bottom, its crest shifted by `phase`. */
export function hills(width: number, height: number, y: number, amplitude: number, phase: number, fill: string): string {
  const step = width / 4;
  let d = `M0 ${y + Math.round(Math.sin(phase) * amplitude)}`;
  for (let i = 1; i <= 4; i++) {
    const x = Math.round(i * step);
    const peak = y + Math.round(Math.sin(phase + i * 1.3) * amplitude);
    d += ` Q${Math.round(x - step / 2)} ${peak - amplitude} ${x} ${peak}`;
  }
  return `<path d="${d} V${height} H0Z" fill="${fill}"/>`;
}

/** A rounded tree (live oak, pecan) or a tall one (cypress, cedar) standing at x on the ground line. */
export function tree(x: number, ground: number, size: number, foliage: string, trunk: string, shape: "round" | "tall" = "round"): string {
  const trunkWidth = Math.round(size * 0.14);
  const stem = `<rect x="${x - trunkWidth / 2}" y="${ground - size * 0.7}" width="${trunkWidth}" height="${Math.round(size * 0.7)}" fill="${trunk}"/>`;
  if (shape === "tall") return `${stem}<ellipse cx="${x}" cy="${Math.round(ground - size * 1.05)}" rx="${Math.round(size * 0.28)}" ry="${Math.round(size * 0.8)}" fill="${foliage}"/>`;
  const r = Math.round(size * 0.42);
  const top = Math.round(ground - size * 0.95);
  return `${stem}<ellipse cx="${x}" cy="${top}" rx="${Math.round(r * 1.5)}" ry="${r}" fill="${foliage}"/><ellipse cx="${x - r}" cy="${top + r / 3}" rx="${r}" ry="${Math.round(r * 0.75)}" fill="${foliage}"/><ellipse cx="${x + r}" cy="${top + r / 3}" rx="${r}" ry="${Math.round(r * 0.75)}" fill="${foliage}"/>`;
}

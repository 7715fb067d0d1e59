/**
 * The box the directory map asks its pins for (docs/decisions/0045-map-pins-in-view.md): the view
 * widened by half its size on every side and rounded out to a quarter degree, so a small pan or a
 * zoom in needs no new ask, and nearby views ask the same box (the server remembers it).
 */

import { MAP_BOX_STEP as STEP } from "../../../src/contract/churches";

/** South, west, north, east in degrees. */
export type Box = readonly [number, number, number, number];

const down = (v: number) => Math.floor(v / STEP) * STEP;
const up = (v: number) => Math.ceil(v / STEP) * STEP;
const clamp = (v: number, limit: number) => Math.max(-limit, Math.min(limit, v));

/** The box within the globe: a view zoomed far out reaches past the poles and the antimeridian. */
export const onGlobe = ([south, west, north, east]: Box): Box => [clamp(south, 90), clamp(west, 180), clamp(north, 90), clamp(east, 180)];

export function boxAround([south, west, north, east]: Box): Box {
  const [height, width] = [north - south, east - west];
  return [clamp(down(south - height / 2), 90), clamp(down(west - width / 2), 180), clamp(up(north + height / 2), 90), clamp(up(east + width / 2), 180)];
}

/** Whether `outer` holds all of `inner`. */
export function covers(outer: Box, inner: Box): boolean {
  return outer[0] <= inner[0] && outer[1] <= inner[1] && outer[2] >= inner[2] && outer[3] >= inner[3];
}

/** The box as the API reads it: `south,west,north,east`. */
export const boxParam = (box: Box) => box.join(",");

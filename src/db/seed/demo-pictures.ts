/**
 * Pictures for the demo churches and articles (docs/decisions/0031-demo-pictures.md): generated
 * SVG scenes, rendered once per design into the upload pipeline's WebP variants and stored like
 * uploads. Only rows without an image get one, so an owner's or an admin's upload always wins.
 */
import { and, eq, inArray, isNull } from "drizzle-orm";
import { storePicture } from "../../features/images/service";
import { articlePictureDesign, articlePictureSvg } from "../../features/images/illustrations/article-picture";
import { churchPictureDesign, churchPictureSvg } from "../../features/images/illustrations/church-picture";
import type { Db } from "../client";
import { areas, articles, churches, denominations } from "../schema";

/** Ids grouped by the SVG they share. */
function groupBySvg<T>(rows: T[], svgOf: (row: T) => string, idOf: (row: T) => number): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  for (const row of rows) {
    const svg = svgOf(row);
    groups.set(svg, [...(groups.get(svg) ?? []), idOf(row)]);
  }
  return groups;
}

export async function addDemoPictures(db: Db, uploadsDir: string, log: (line: string) => void): Promise<void> {
  const started = performance.now();
  const churchRows = db
    .select({ id: churches.id, denomination: denominations.name, area: areas.name })
    .from(churches)
    .leftJoin(denominations, eq(denominations.id, churches.denominationId))
    .leftJoin(areas, eq(areas.id, churches.areaId))
    .where(and(eq(churches.isDemo, true), isNull(churches.heroImage)))
    .all();
  const articleRows = db.select({ id: articles.id, slug: articles.slug }).from(articles).where(and(eq(articles.isDemo, true), isNull(articles.imageUrl))).all();
  const heroes = groupBySvg(churchRows, (c) => churchPictureSvg(churchPictureDesign(c)), (c) => c.id);
  const scenes = groupBySvg(articleRows, (a) => articlePictureSvg(articlePictureDesign(a.slug)), (a) => a.id);
  log(`  drawing ${heroes.size + scenes.size} demo pictures…`);
  for (const [svg, ids] of heroes) {
    const path = await storePicture(db, uploadsDir, svg, "hero");
    db.update(churches).set({ heroImage: path }).where(inArray(churches.id, ids)).run();
  }
  for (const [svg, ids] of scenes) {
    const path = await storePicture(db, uploadsDir, svg, "article");
    db.update(articles).set({ imageUrl: path }).where(inArray(articles.id, ids)).run();
  }
  log(`  demo pictures: ${heroes.size} church and ${scenes.size} article designs in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

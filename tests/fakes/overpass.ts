import type { OverpassElement } from "../../src/features/admin-find/overpass";

/**
 * A local stand-in for an Overpass API interpreter: takes the query as the `data` form field (as
 * the real one does), reads the name pattern out of it and answers matching elements in
 * Overpass's JSON shape, `out center` style (ways carry a centre).
 */
export function startFakeOverpass(elements: OverpassElement[]) {
  const queries: string[] = [];
  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(request) {
      const query = new URLSearchParams(await request.text()).get("data") ?? "";
      queries.push(query);
      const source = query.match(/\["name"~"((?:[^"\\]|\\.)*)",i\]/)?.[1];
      if (source === undefined) return new Response("Error: line 1: parse error", { status: 400 });
      const pattern = new RegExp(source, "i");
      const limit = Number(query.match(/out center tags (\d+)/)?.[1] ?? 1000);
      const matching = elements.filter((e) => pattern.test(e.tags?.name ?? "")).slice(0, limit);
      return Response.json({ version: 0.6, generator: "Overpass API (fake)", osm3s: { timestamp_osm_base: "2026-11-22T00:00:00Z" }, elements: matching });
    },
  });
  return { url: `http://127.0.0.1:${server.port}/api/interpreter`, queries, stop: () => server.stop(true) };
}

/** Places of worship as Overpass describes them: a few full ones and many 'Grace' chapels for paging. */
export function sampleElements(): OverpassElement[] {
  const full: OverpassElement[] = [
    {
      type: "node",
      id: 1001,
      lat: 29.4259,
      lon: -98.4861,
      tags: { amenity: "place_of_worship", religion: "christian", denomination: "catholic", name: "San Fernando Cathedral", "addr:housenumber": "115", "addr:street": "West Main Plaza", "addr:city": "San Antonio", "addr:postcode": "78205", phone: "+1 210 227 1297", website: "https://www.sfcathedral.org", email: "info@sfcathedral.org" },
    },
    {
      type: "way",
      id: 2002,
      center: { lat: 29.4412, lon: -98.4712 },
      tags: { amenity: "place_of_worship", religion: "christian", denomination: "methodist", name: "Travis Park Methodist Church", "addr:housenumber": "230", "addr:street": "East Travis Street", "addr:postcode": "78205", "contact:website": "travispark.org" },
    },
    { type: "node", id: 3003, lat: 29.52, lon: -98.55, tags: { amenity: "place_of_worship", religion: "jewish", name: "Temple Beth-El Synagogue" } },
  ];
  const chapels = Array.from({ length: 70 }, (_, i): OverpassElement => ({
    type: "node",
    id: 5000 + i,
    lat: 29.3 + i * 0.005,
    lon: -98.7 + i * 0.005,
    tags: { amenity: "place_of_worship", religion: "christian", name: `Grace Chapel ${String(i + 1).padStart(2, "0")}` },
  }));
  return [...full, ...chapels];
}

/**
 * A local stand-in for a Nominatim server's /search and /reverse (format=jsonv2), answering in its
 * JSON shape: the addresses it knows get a place, anything else an empty list; every point is on
 * the same made-up street.
 */
export function startFakeNominatim(places: Record<string, { lat: number; lon: number }>) {
  const queries: string[] = [];
  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    fetch(request) {
      const url = new URL(request.url);
      if (url.pathname === "/reverse") {
        queries.push(`reverse ${url.searchParams.get("lat")},${url.searchParams.get("lon")}`);
        return Response.json({
          place_id: 98765,
          lat: url.searchParams.get("lat"),
          lon: url.searchParams.get("lon"),
          display_name: "1200, Fake Road, San Antonio, Bexar County, Texas, 78201, United States",
          address: { house_number: "1200", road: "Fake Road", city: "San Antonio", county: "Bexar County", state: "Texas", postcode: "78201", country: "United States", country_code: "us" },
        });
      }
      if (url.pathname !== "/search") return new Response("Not found", { status: 404 });
      const q = url.searchParams.get("q") ?? "";
      queries.push(q);
      const known = Object.entries(places).find(([address]) => q.toLowerCase().startsWith(address.toLowerCase()));
      const body = known
        ? [
            {
              place_id: 301234567,
              licence: "Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright",
              osm_type: "way",
              osm_id: 123456789,
              lat: String(known[1].lat),
              lon: String(known[1].lon),
              category: "building",
              type: "church",
              place_rank: 30,
              importance: 0.2,
              addresstype: "building",
              name: "",
              display_name: `${known[0]}, San Antonio, Bexar County, Texas, United States`,
              boundingbox: [String(known[1].lat - 0.0005), String(known[1].lat + 0.0005), String(known[1].lon - 0.0005), String(known[1].lon + 0.0005)],
            },
          ]
        : [];
      return Response.json(body);
    },
  });
  return { url: `http://127.0.0.1:${server.port}/`, queries, stop: () => server.stop(true) };
}

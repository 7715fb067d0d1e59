import { addressLines, type ChurchProfile } from "../../contract/churches";

/**
 * schema.org data for a church profile (docs/product.md V9): a church with a service that mentions
 * Sunday gets Sunday hours 09:00 to 12:00.
 */
export function churchStructuredData(church: ChurchProfile, pageUrl: string): object {
  const [street] = addressLines(church.address, church.zip);
  const sunday = church.services.some((s) => /sunday/i.test(s));
  return {
    "@context": "https://schema.org",
    "@type": "Church",
    name: church.name,
    description: church.description,
    url: pageUrl,
    ...(church.phone ? { telephone: church.phone } : {}),
    ...(church.website ? { sameAs: [church.website] } : {}),
    ...(church.heroImage ? { image: new URL(church.heroImage, pageUrl).toString() } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: street,
      addressLocality: "San Antonio",
      addressRegion: "TX",
      postalCode: church.zip,
      addressCountry: "US",
    },
    ...(church.latitude && church.longitude
      ? { geo: { "@type": "GeoCoordinates", latitude: Number(church.latitude), longitude: Number(church.longitude) } }
      : {}),
    ...(sunday
      ? { openingHoursSpecification: [{ "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Sunday", opens: "09:00", closes: "12:00" }] }
      : {}),
  };
}

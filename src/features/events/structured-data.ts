import { EVENT_DURATION_MS, type PublicEvent } from "../../contract/events";
import { SITE_NAME } from "../../contract/site";

/**
 * schema.org Event (docs/product.md V9): 2 hours long, free in USD, attended in person. An event
 * whose time was not announced is a date ('2026-11-27'), never the 10:00 the site orders it by.
 * Its name and description are what its church wrote, in the event's own language (`inLanguage`),
 * on the English and the Spanish page alike.
 */
export function eventStructuredData(event: PublicEvent, pageUrl: string): object {
  const start = new Date(event.startsAt);
  const when = event.time === null ? { startDate: event.date } : { startDate: start.toISOString(), endDate: new Date(start.getTime() + EVENT_DURATION_MS).toISOString() };
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.description,
    inLanguage: event.language,
    url: pageUrl,
    ...when,
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    location: {
      "@type": "Place",
      name: event.location || event.church?.name || "San Antonio, TX",
      // The street address it takes place at: its location, else its church's (as its calendars say).
      address: { "@type": "PostalAddress", ...(event.address ? { streetAddress: event.address.split(",")[0]!.trim() } : {}), addressLocality: "San Antonio", addressRegion: "TX", addressCountry: "US" },
    },
    offers: { "@type": "Offer", price: 0, priceCurrency: "USD", availability: "https://schema.org/InStock", url: pageUrl },
    organizer: { "@type": "Organization", name: event.church?.name ?? SITE_NAME },
  };
}

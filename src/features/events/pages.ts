import { EventPage } from "../../../web/pages/EventPage";
import { EventsPage } from "../../../web/pages/EventsPage";
import { definePage } from "../../render/page-route";
import { eventsCalendarFeed } from "../feeds/alternates";
import { findEvent, upcomingEvents } from "./service";
import { eventStructuredData } from "./structured-data";

export const eventPages = [
  definePage({
    path: "/events",
    component: EventsPage,
    load: ({ ctx }) => ({
      props: { events: upcomingEvents(ctx.db) },
      head: { title: "Events", description: "Upcoming concerts, service days and community gatherings at churches across San Antonio.", alternates: [eventsCalendarFeed] },
    }),
  }),
  definePage({
    path: "/events/:id",
    component: EventPage,
    load: ({ ctx, params, pageUrl }) => {
      const event = /^\d{1,12}$/.test(params.id ?? "") ? findEvent(ctx.db, Number(params.id)) : null;
      if (!event) return { props: { event: null }, status: 404, head: { title: "Event Not Found", noindex: true } };
      return {
        props: { event },
        head: { title: event.title, description: event.description.slice(0, 300), structuredData: [eventStructuredData(event, pageUrl)], alternates: [eventsCalendarFeed] },
      };
    },
  }),
];

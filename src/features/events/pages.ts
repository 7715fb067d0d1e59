import { EventPage } from "../../../web/pages/EventPage";
import { EventsPage } from "../../../web/pages/EventsPage";
import { definePage } from "../../render/page-route";
import { findEvent, upcomingEvents } from "./service";
import { eventStructuredData } from "./structured-data";

export const eventPages = [
  definePage({
    path: "/events",
    component: EventsPage,
    load: ({ ctx }) => ({
      props: { events: upcomingEvents(ctx.db) },
      head: { title: "Events", description: "Upcoming concerts, service days and community gatherings at churches across San Antonio." },
    }),
  }),
  definePage({
    path: "/events/:id",
    component: EventPage,
    load: ({ ctx, params, url }) => {
      const event = /^\d{1,12}$/.test(params.id ?? "") ? findEvent(ctx.db, Number(params.id)) : null;
      if (!event) return { props: { event: null }, status: 404, head: { title: "Event Not Found", noindex: true } };
      const pageUrl = new URL(url.pathname, ctx.env.PUBLIC_URL ?? url.origin).toString();
      return {
        props: { event },
        head: { title: event.title, description: event.description.slice(0, 300), structuredData: [eventStructuredData(event, pageUrl)] },
      };
    },
  }),
];

import { HomePage } from "../../../web/pages/HomePage";
import { DEFAULT_DESCRIPTION } from "../../contract/site";
import { definePage } from "../../render/page-route";
import { featuredChurches } from "./service";

export const churchPages = [
  definePage({
    path: "/",
    component: HomePage,
    load: ({ ctx }) => ({
      props: {
        featured: featuredChurches(ctx.db).map((c) => ({
          slug: c.slug,
          name: c.name,
          description: c.description,
          denomination: c.denomination,
          area: c.area,
        })),
      },
      head: { description: DEFAULT_DESCRIPTION },
    }),
  }),
];

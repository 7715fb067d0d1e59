import { AdvertisePage } from "../../../web/pages/AdvertisePage";
import { CATALOGUE } from "../../contract/pricing";
import { definePage } from "../../render/page-route";
import { paymentsProvider } from "../payments/provider";
import { planCatalogue } from "../payments/service";

export const advertisePage = definePage({
  path: "/advertise",
  component: AdvertisePage,
  // The provider's products (Stripe's, kept ten minutes, or the catalogue).
  load: async ({ ctx }) => ({
    props: { products: await planCatalogue(ctx).catch(() => CATALOGUE), available: paymentsProvider(ctx) !== "none" },
    head: { title: "List Your Church", description: "List your church free in the San Antonio Church Directory, or feature it: plans and prices." },
  }),
});

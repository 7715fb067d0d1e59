import { AdvertisePage } from "../../../web/pages/AdvertisePage";
import { CATALOGUE } from "../../contract/pricing";
import { definePage } from "../../render/page-route";
import { billingGateway } from "../payments/service";

export const advertisePage = definePage({
  path: "/advertise",
  component: AdvertisePage,
  // The provider's products (Stripe's, kept ten minutes, or the demo catalogue).
  load: async ({ ctx }) => ({
    props: { products: await billingGateway(ctx).products().catch(() => CATALOGUE) },
    head: { title: "List Your Church", description: "List your church free in the San Antonio Church Directory, or feature it: plans and prices." },
  }),
});

import { AdvertisePage } from "../../../web/pages/AdvertisePage";
import { CATALOGUE } from "../../contract/pricing";
import { translator } from "../../contract/i18n/catalogue";
import { sitePagesText } from "../../contract/i18n/site-pages-text";
import { definePage } from "../../render/page-route";
import { paymentsProvider } from "../payments/provider";
import { planCatalogue } from "../payments/service";

export const advertisePage = definePage({
  path: "/advertise",
  component: AdvertisePage,
  // The provider's products (Stripe's, kept ten minutes, or the catalogue).
  load: async ({ ctx, lang }) => ({
    props: { products: await planCatalogue(ctx).catch(() => CATALOGUE), available: paymentsProvider(ctx) !== "none" },
    head: { title: translator(sitePagesText, lang)("advertiseTitle"), description: translator(sitePagesText, lang)("advertiseDescription") },
  }),
});

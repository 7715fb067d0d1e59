import { AdvertisePage } from "../../../web/pages/AdvertisePage";
import { definePage } from "../../render/page-route";

export const advertisePage = definePage({
  path: "/advertise",
  component: AdvertisePage,
  load: () => ({
    props: {},
    head: { title: "List Your Church", description: "List your church free in the San Antonio Church Directory, or feature it: plans and prices." },
  }),
});

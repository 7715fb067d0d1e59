import { defineCatalogue } from "./catalogue";
import en from "./messages/en/owner-extras.json";
import es from "./messages/es/owner-extras.json";

/** The owner side's shared pieces: the service-time rows, the image upload, the premium welcome. */
// Pure: a bundle that calls none of its messages leaves the catalogue out (the JavaScript budget).
export const ownerExtrasText = /* @__PURE__ */ defineCatalogue(en, es);

import { routes } from "./routes";

// The header's and footer's links, which the server alone draws: a module apart from routes.ts,
// which the shell's scripts import, so that their scripts do not carry these lists
// (docs/decisions/0043-message-catalogues.md, What the pages weigh).

/** Header navigation (each link's `key` names its text in the layout catalogue), in the order of the docs/product.md (visitor side)'s shared shell. */
export const headerLinks = [
  { to: routes.home, label: "Home", key: "navHome" },
  { to: routes.directory, label: "Directory", key: "navDirectory" },
  { to: routes.featured, label: "Featured", key: "navFeatured" },
  { to: routes.events, label: "Events", key: "navEvents" },
  { to: routes.news, label: "News", key: "navNews" },
  { to: routes.about, label: "About", key: "navAbout" },
  { to: routes.advertise, label: "List Your Church", key: "navListYourChurch" },
] as const;

/** Footer links; 'Submit Church' and 'Submit Event' per docs/product.md D8. */
export const footerLinks = [
  { to: routes.home, label: "Home", key: "navHome" },
  { to: routes.directory, label: "Directory", key: "navDirectory" },
  { to: routes.events, label: "Events", key: "navEvents" },
  { to: routes.about, label: "About", key: "navAbout" },
  { to: routes.openData, label: "Open Data", key: "navOpenData" },
  { to: routes.advertise, label: "Advertise", key: "navAdvertise" },
  { to: routes.contact, label: "Contact", key: "navContact" },
  { to: routes.terms, label: "Terms of Service", key: "navTerms" },
  { to: routes.privacy, label: "Privacy Policy", key: "navPrivacy" },
  { to: routes.churchSubmission, label: "Submit Church", key: "navSubmitChurch" },
  { to: routes.eventSubmission, label: "Submit Event", key: "navSubmitEvent" },
] as const;

// Every island, by name, for server rendering. The browser loads the same files lazily
// (entry-client.tsx); scripts/build-web.ts makes each one an entry point of its own.
import AdminDashboard from "./AdminDashboard";
import AdvertiseCta from "./AdvertiseCta";
import AnalyticsPings from "./AnalyticsPings";
import AuthForm from "./AuthForm";
import BannerRotator from "./BannerRotator";
import ThanksRefresh from "./ThanksRefresh";
import Subscribe from "./Subscribe";
import Checkout from "./Checkout";
import BillingTest from "./BillingTest";
import ChurchSubmission from "./ChurchSubmission";
import ContactForm from "./ContactForm";
import Dashboard from "./Dashboard";
import DirectoryExplorer from "./DirectoryExplorer";
import EventSubmission from "./EventSubmission";
import FeaturedCarousel from "./FeaturedCarousel";
import ImageFallbacks from "./ImageFallbacks";
import LocationMap from "./LocationMap";
import MenuToggle from "./MenuToggle";
import NewsletterForm from "./NewsletterForm";
import SessionLink from "./SessionLink";
import ShareButton from "./ShareButton";
import Toaster from "./Toaster";
import UpdateRequestForm from "./UpdateRequestForm";

export const islands = { BannerRotator, BillingTest, Checkout, Subscribe, ThanksRefresh, AdminDashboard, AdvertiseCta, AnalyticsPings, AuthForm, ChurchSubmission, ContactForm, Dashboard, DirectoryExplorer, EventSubmission, FeaturedCarousel, ImageFallbacks, LocationMap, MenuToggle, NewsletterForm, SessionLink, ShareButton, Toaster, UpdateRequestForm };
export type IslandName = keyof typeof islands;

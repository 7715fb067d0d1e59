import { useSnapshot } from "valtio";
import { routes } from "../../src/contract/routes";
import { sessionState } from "../state/session";
import { button } from "../components/ui.css";

/**
 * The advertise page's call to action (docs/product.md V7: signed-in users go to /dashboard, others to
 * /register). Reads the header's session look-up: one per page, and no 401 for anonymous visitors.
 */
export default function AdvertiseCta({ label }: { label: string }) {
  const signedIn = useSnapshot(sessionState).status === "signed-in";
  return (
    <a className={button.gold} href={signedIn ? routes.dashboard : routes.register}>
      {label}
    </a>
  );
}

import { routes } from "../../src/contract/routes";
import { useSession } from "../state/session";
import { button } from "../components/ui.css";

/**
 * The advertise page's call to action (docs/product.md V7: signed-in users go to /dashboard, others to
 * /register). Reads the header's session look-up: one per page, and no 401 for anonymous visitors.
 */
export default function AdvertiseCta({ label }: { label: string }) {
  const signedIn = useSession().status === "signed-in";
  return (
    <a className={button.gold} href={signedIn ? routes.dashboard : routes.register}>
      {label}
    </a>
  );
}

import { routes } from "../../src/contract/routes";
import { useSession } from "../state/session";
import { button } from "../components/ui.css";
import { usePath } from "../components/lang-context";

/**
 * The advertise page's call to action (docs/product.md V7: signed-in users go to /dashboard, others to
 * /register). Reads the header's session look-up: one per page, and no 401 for anonymous visitors.
 */
export default function AdvertiseCta({ label }: { label: string }) {
  const signedIn = useSession().status === "signed-in";
  const path = usePath();
  return (
    <a className={button.gold} href={path(signedIn ? routes.dashboard : routes.register)}>
      {label}
    </a>
  );
}

import { useEffect, useState } from "react";
import { routes } from "../../src/contract/routes";
import { api } from "../lib/api";
import { button } from "../components/ui.css";

/**
 * The advertise page's call to action (docs/product.md V7: signed-in users go to /dashboard, others to
 * /register). Asks GET /api/user once, without retrying.
 */
export default function AdvertiseCta({ label }: { label: string }) {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    api("GET", "/api/user").then(
      () => setSignedIn(true),
      () => setSignedIn(false),
    );
  }, []);
  return (
    <a className={button.gold} href={signedIn ? routes.dashboard : routes.register}>
      {label}
    </a>
  );
}

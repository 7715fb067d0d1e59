import { Island } from "../components/Island";
import { container, section } from "../components/ui.css";
import type { ComponentProps } from "react";
import type AccountSettings from "../islands/AccountSettings";

/** /dashboard/account: signed-in users only (the server sends others to /login). */
export function AccountSettingsPage(props: ComponentProps<typeof AccountSettings>) {
  return (
    <div className={`${container} ${section}`}>
      <Island name="AccountSettings" props={props} />
    </div>
  );
}

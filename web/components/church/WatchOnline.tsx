import { attendanceLabel, DETAIL_SEPARATOR } from "../../../src/contract/service-times/format";
import { isOnline, type WeeklyService } from "../../../src/contract/service-times/options";
import { servicesText } from "../../../src/contract/i18n/services-text";
import { useLang, useText } from "../lang-context";
import * as css from "./ServiceTimes.css";

/**
 * How an online or hybrid service is attended, and its 'Watch online' link (docs/service-times.md,
 * Attendance); nothing for a service held only in person. The address is the owner's: the link
 * says so to search engines (`ugc`) and gives the stream no access to this page (`noopener`).
 */
export function WatchOnline({ service }: { service: Pick<WeeklyService, "attendance" | "streamUrl"> }) {
  const lang = useLang();
  if (!isOnline(service)) return null;
  return (
    <>
      {DETAIL_SEPARATOR + attendanceLabel(service.attendance, lang)}
      {service.streamUrl ? (
        <>
          {" "}
          <WatchLink href={service.streamUrl} />
        </>
      ) : null}
    </>
  );
}

/** The 'Watch online' link to a stream. */
export function WatchLink({ href }: { href: string }) {
  const t = useText(servicesText);
  return (
    <a className={css.watch} href={href} rel="noopener nofollow ugc">
      {t("watchOnline")}
    </a>
  );
}

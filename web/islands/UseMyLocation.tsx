import { useEffect, useState } from "react";
import { formatNear } from "../../src/contract/near";
import { button } from "../components/ui.css";
import { useText } from "../components/lang-context";
import { mapsText } from "../../src/contract/i18n/maps-text";
import { withScriptsOnly } from "./UseMyLocation.css";

/**
 * 'Use my location' for a GET form: asks the browser for its position, writes it into the form's
 * `near` field, sorts by distance and submits. Drawn on the server, so the page does not move when
 * it hydrates; shown only with JavaScript (and taken away in a browser without geolocation):
 * without it the form still takes near=lat,lng in the address (docs/service-times.md, Distance).
 */
export default function UseMyLocation({ formId }: { formId: string }) {
  const t = useText(mapsText);
  const [shown, setShown] = useState(true);
  const [state, setState] = useState<"idle" | "locating" | "failed">("idle");
  useEffect(() => setShown("geolocation" in navigator), []);
  if (!shown) return null;

  function locate() {
    setState("locating");
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const form = document.getElementById(formId) as HTMLFormElement | null;
        if (!form) return setState("failed");
        const set = (name: string, value: string, text: string) => {
          const field = (form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null) ?? form.appendChild(Object.assign(document.createElement("input"), { type: "hidden", name }));
          // The sort list offers distance only once a place is known: add it.
          if (field instanceof HTMLSelectElement && ![...field.options].some((o) => o.value === value)) field.add(new Option(text, value));
          field.value = value;
        };
        set("near", formatNear({ lat: coords.latitude, lng: coords.longitude }), "");
        set("sort", "distance", t("distance"));
        form.requestSubmit();
      },
      () => setState("failed"),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  }

  return (
    <>
      <button type="button" className={`${button.outline} ${withScriptsOnly}`} onClick={locate} disabled={state === "locating"}>
        {state === "locating" ? t("locating") : t("useLocation")}
      </button>
      {state === "failed" ? <p role="alert">{t("locationFailed")}</p> : null}
    </>
  );
}

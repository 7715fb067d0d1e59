import { Suspense, useState, type ReactNode } from "react";
import { lazyPart } from "../../lib/lazy-part";
import type { PendingChurch } from "../../../src/contract/admin";
import { churchLocationSchema, type ChurchLocation } from "../../../src/contract/church-location";
import { imageSrcSet } from "../../../src/contract/images";
import { label } from "../../../src/contract/options";
import { api, ApiError } from "../../lib/api";
import type { MapConfig } from "../../lib/leaflet";
import { useSchemaForm } from "../../lib/use-schema-form";
import { showToast } from "../../state/toasts";
import { button } from "../../components/ui.css";
import type { PinValue } from "./PinPicker";
import * as pinCss from "./PinPicker.css";
import * as css from "./PendingChurchCard.css";

const PinPicker = await lazyPart(() => import("./PinPicker").then((m) => m.default));

/** The id of a card's latitude field and map, for 'Place pin' to take the keyboard there. */
export const pinFieldsId = (churchId: number) => `pin-${churchId}`;

const pinOf = (church: PendingChurch): PinValue => ({ latitude: church.latitude === null ? "" : String(church.latitude), longitude: church.longitude === null ? "" : String(church.longitude) });

/**
 * One church waiting for approval (docs/product.md M2, Church Approvals): what the profile will
 * show (photo, services in its words, worship style) beside its map pin, which the admin can move
 * and save before deciding (docs/decisions/0034-approval-pin.md).
 */
export function PendingChurchCard({ church, config, actions, onPinSaved }: { church: PendingChurch; config: MapConfig; actions: ReactNode; onPinSaved: (pin: ChurchLocation) => void }) {
  const [pin, setPin] = useState(() => pinOf(church));
  const { errors, busy, submit, clearError } = useSchemaForm(churchLocationSchema, {
    stays: true,
    invalid: (found) => document.getElementById(`${pinFieldsId(church.id)}-${found.latitude ? "latitude" : "longitude"}`)?.focus(),
    send: async (location) => {
      const saved = await api<ChurchLocation>("PUT", `/api/admin/churches/${church.id}/location`, location);
      showToast({ title: "Map pin saved", description: `${church.name}'s pin is placed.` });
      onPinSaved(saved);
    },
    failed: (error) => showToast({ title: "Error", description: (error instanceof ApiError && error.serverMessage) || "Failed to save the map pin", variant: "destructive" }),
  });
  const headingId = `pending-${church.id}-name`;

  return (
    <li className={css.card} aria-labelledby={headingId}>
      <div className={css.details}>
        <h3 id={headingId} className={css.name}>
          {church.name}
        </h3>
        {church.heroImage ? (
          <img className={css.photo} src={church.heroImage} srcSet={imageSrcSet(church.heroImage)} sizes="(max-width: 767px) 100vw, 24rem" alt={`Photo of ${church.name}`} loading="lazy" decoding="async" />
        ) : (
          <p className={css.noPhoto}>No photo</p>
        )}
        <p className={css.text}>
          {church.denomination ?? "No denomination"} · {church.area ?? "No area"} · {church.worshipStyle ? `${label(church.worshipStyle)} worship` : "Worship style not given"}
        </p>
        <p className={css.text}>
          {church.address} {church.zip}
          {church.phone ? ` · ${church.phone}` : ""}
          {church.website ? ` · ${church.website}` : ""}
        </p>
        <h4 className={css.text}>Services</h4>
        {church.services.length ? (
          <ul className={css.services} aria-label={`Services of ${church.name}`}>
            {church.services.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        ) : (
          <p className={css.text}>No service times given.</p>
        )}
        {church.description ? <p className={css.text}>{church.description}</p> : null}
        <small>
          Submitted by {church.owner ?? "an administrator"} on {church.createdAt.slice(0, 10)}
        </small>
      </div>
      <form className={css.pin} onSubmit={(event) => submit(event, pin)} noValidate aria-label={`Map pin of ${church.name}`}>
        {church.locationApproximate ? (
          <p className={css.approximate} data-testid={`pin-${church.id}-approximate`}>
            The map pin is approximate (placed from the ZIP/area). Drag it, click the map, or type the coordinates, then save it.
          </p>
        ) : null}
        <Suspense fallback={<div className={pinCss.placeholder} />}>
          <PinPicker
            idPrefix={pinFieldsId(church.id)}
            name={church.name}
            value={pin}
            onChange={(next) => {
              setPin(next);
              clearError("latitude");
              clearError("longitude");
            }}
            errors={errors}
            config={config}
          />
        </Suspense>
        <div>
          <button type="submit" className={button.outline} disabled={busy} aria-label={`Save pin for ${church.name}`}>
            {busy ? "Saving..." : "Save pin"}
          </button>
        </div>
      </form>
      <div className={css.actions}>{actions}</div>
    </li>
  );
}

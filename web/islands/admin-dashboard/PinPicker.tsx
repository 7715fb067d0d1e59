import { useEffect, useRef } from "react";
import type * as Leaflet from "leaflet";
import { MapStatus } from "../../components/MapStatus";
import * as map from "../../components/Map.css";
import * as field from "../../components/Directory.css";
import { CITY_CENTRE, type MapConfig } from "../../lib/leaflet";
import { useLazyMap } from "../../lib/use-lazy-map";
import * as css from "./PinPicker.css";

/** The pin as its fields hold it: typed text, blank when the church has no pin yet. */
export interface PinValue {
  latitude: string;
  longitude: string;
}

/** Degrees one arrow key moves the pin: about 11 m; ten times that with Shift. */
const STEP = 0.0001;
const ARROWS: Record<string, [number, number]> = { ArrowUp: [1, 0], ArrowDown: [-1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
/** Six decimals: about 10 cm, finer than any pin needs. */
const text = (degrees: number) => String(Math.round(degrees * 1e6) / 1e6);

function pointOf(value: PinValue): [number, number] | null {
  const lat = Number(value.latitude);
  const lng = Number(value.longitude);
  return value.latitude.trim() && value.longitude.trim() && Number.isFinite(lat) && Number.isFinite(lng) ? [lat, lng] : null;
}

/**
 * The pin picker of Church Approvals and the edit dialog (docs/decisions/0034-approval-pin.md):
 * one draggable marker on a map; dragging it or clicking the map moves it; the marker takes the
 * keyboard focus and arrow keys nudge it; the latitude and longitude fields follow it and move it,
 * so the pin can also be set exactly without a mouse. Its own chunk, loaded when a card shows it.
 */
export default function PinPicker({ idPrefix, name, value, onChange, errors = {}, config }: {
  idPrefix: string;
  name: string;
  value: PinValue;
  onChange: (value: PinValue) => void;
  errors?: Partial<Record<keyof PinValue, string>>;
  config: MapConfig;
}) {
  // Leaflet's handlers are made once; they report through the latest callback.
  const report = useRef(onChange);
  report.current = onChange;
  const { frame, canvas, state, handle } = useLazyMap(config, (L, container) => createPinMap(L, container, pointOf(value) ?? CITY_CENTRE, name, (lat, lng) => report.current({ latitude: text(lat), longitude: text(lng) })));

  // Typed coordinates move the pin (a pin the map itself moved is already there).
  useEffect(() => {
    const point = pointOf(value);
    if (!handle || !point) return;
    const at = handle.marker.getLatLng();
    if (text(at.lat) === text(point[0]) && text(at.lng) === text(point[1])) return;
    handle.marker.setLatLng(point);
    handle.map.panInside(point);
  }, [handle, value.latitude, value.longitude]);

  const coordinate = (key: keyof PinValue, label: string) => {
    const id = `${idPrefix}-${key}`;
    const error = errors[key];
    return (
      <div className={field.field}>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          name={key}
          className={field.input}
          type="number"
          step={STEP}
          inputMode="decimal"
          autoComplete="off"
          value={value[key]}
          onChange={(e) => onChange({ ...value, [key]: e.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <span id={`${id}-error`} className={field.error} role="alert">
            {error}
          </span>
        ) : null}
      </div>
    );
  };

  return (
    <div className={css.picker}>
      <div className={css.pinFrame} ref={frame} role="region" aria-label={`Map pin for ${name}`} data-testid={`${idPrefix}-map`}>
        <div className={map.canvas} ref={canvas} />
        <MapStatus state={state} failure="Failed to load map. Enter the latitude and longitude instead." />
      </div>
      <div className={css.coordinates}>
        {coordinate("latitude", "Latitude")}
        {coordinate("longitude", "Longitude")}
      </div>
    </div>
  );
}

/** The map at street zoom with the one draggable pin; every move is reported in degrees. */
function createPinMap(L: typeof Leaflet, container: HTMLElement, start: [number, number], name: string, moved: (lat: number, lng: number) => void) {
  const pinMap = L.map(container, { center: start, zoom: 15, scrollWheelZoom: false });
  const icon = L.divIcon({ className: `${map.marker} ${map.featuredMarker}`, iconSize: [28, 28] });
  const marker = L.marker(start, { icon, draggable: true, autoPan: true, title: `Map pin for ${name}` }).addTo(pinMap);
  const place = (at: Leaflet.LatLng) => {
    marker.setLatLng(at);
    moved(at.lat, at.lng);
  };
  marker.on("dragend", () => moved(marker.getLatLng().lat, marker.getLatLng().lng));
  pinMap.on("click", (event: Leaflet.LeafletMouseEvent) => place(event.latlng));
  const element = marker.getElement()!;
  element.setAttribute("aria-label", `Map pin for ${name}: arrow keys move it, Shift moves it further`);
  L.DomEvent.on(element, "keydown", (event) => {
    const key = event as KeyboardEvent;
    const arrow = ARROWS[key.key];
    if (!arrow) return;
    // The map would pan with the same keys.
    L.DomEvent.stop(key);
    const step = key.shiftKey ? STEP * 10 : STEP;
    const at = marker.getLatLng();
    place(L.latLng(at.lat + arrow[0] * step, at.lng + arrow[1] * step));
    pinMap.panInside(marker.getLatLng());
  });
  return { map: pinMap, marker };
}

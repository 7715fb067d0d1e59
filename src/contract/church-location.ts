import * as z from "zod/mini";
import { CITY_CENTRE } from "./area-centres";
import { haversineMiles } from "./distance";
import { coordinate } from "./fields";
import { msg } from "./i18n/msg";

/** How far from downtown an admin may place a church's pin (docs/decisions/0034-approval-pin.md). */
export const PIN_RADIUS_MILES = 100;

export const churchLocationMessages = {
  latitude: msg("latitudeRequired", "A latitude from -90 to 90 is required"),
  longitude: msg("longitudeRequired", "A longitude from -180 to 180 is required"),
  tooFar: msg("pinTooFar", `The map pin must be within ${PIN_RADIUS_MILES} miles of San Antonio`),
} as const;

/**
 * The body of PUT /api/admin/churches/{id}/location, checked by the pin picker and the server
 * alike: a real coordinate pair, and one this city's directory can mean.
 */
export const churchLocationSchema = z.object({
  latitude: coordinate(-90, 90, churchLocationMessages.latitude),
  longitude: coordinate(-180, 180, churchLocationMessages.longitude),
}).check(
  z.refine((p) => haversineMiles({ lat: p.latitude, lng: p.longitude }, CITY_CENTRE) <= PIN_RADIUS_MILES, { message: churchLocationMessages.tooFar, path: ["latitude"] }),
);
export type ChurchLocation = z.infer<typeof churchLocationSchema>;

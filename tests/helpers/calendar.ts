import { expect } from "bun:test";
import ICAL from "ical.js";
import type { TestApp } from "./test-app";

// RFC 7986 NAME and the common X-WR-CALNAME are TEXT: let the parser unescape them as such.
Object.assign(ICAL.design.icalendar.property, { name: { defaultType: "text" }, "x-wr-calname": { defaultType: "text" } });

/** Asks the app for a calendar file and parses it, registering its time zones so events read in San Antonio's. */
export async function readCalendar(app: TestApp, path: string) {
  const res = await app.request(path);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  const text = await res.text();
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  return { text, calendar, events: calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v)) };
}

/** The zone a calendar registered, forgotten so the next file's own definition is read. */
export const forgetCalendarZones = () => ICAL.TimezoneService.remove("America/Chicago");

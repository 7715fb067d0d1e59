import { madeOnce } from "../../../src/contract/made-once";
import { TIME_ZONE } from "../../../src/contract/site";

// One formatter each, made on first use: a date's toLocaleString with a time zone makes a new
// formatter on every call, and a list of rows made dozens (docs/decisions/0040-first-paint.md).
const dateTime = madeOnce(() => new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, dateStyle: "medium", timeStyle: "short" }));
const date = madeOnce(() => new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, dateStyle: "medium" }));

/** A moment on San Antonio's clock, as "Dec 3, 2026, 9:05 AM". */
export const centralDateTime = (iso: string) => dateTime().format(new Date(iso));

/** A moment's day in San Antonio, as "Dec 3, 2026". */
export const centralDate = (iso: string) => date().format(new Date(iso));

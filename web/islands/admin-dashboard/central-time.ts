// What src/contract/dates.ts's formatShortDate and formatTime write, for the admin's lists only,
// with San Antonio's zone and a cache of our own: importing dates.ts, site.ts or made-once.ts from
// this lazy island moved those modules into other chunks, and the Spanish directory page passed its
// 90 KiB JavaScript budget by 1 to 38 bytes (tests/e2e/js-budget.test.ts).
const TIME_ZONE = "America/Chicago";

// One formatter each, made on first use: a date's toLocaleString with a time zone makes a new
// formatter on every call, and a list of rows made dozens (docs/decisions/0040-first-paint.md).
let formats: { dateTime: Intl.DateTimeFormat; date: Intl.DateTimeFormat } | null = null;
const made = () =>
  (formats ??= {
    dateTime: new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, dateStyle: "medium", timeStyle: "short" }),
    date: new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, dateStyle: "medium" }),
  });

/** A moment on San Antonio's clock, as "Dec 3, 2026, 9:05 AM". */
export const centralDateTime = (iso: string) => made().dateTime.format(new Date(iso));

/** A moment's day in San Antonio, as "Dec 3, 2026". */
export const centralDate = (iso: string) => made().date.format(new Date(iso));

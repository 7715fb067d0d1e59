/**
 * The churches feature's rules, as the other features and its own routes call them: lists and
 * searches (`church-lists.ts`), one church's profile (`profile.ts`), names of denominations and
 * areas (`taxonomy.ts`), the church writes (`church-writes.ts`), services (`service-times.ts`),
 * visit facts (`visit-facts.ts`) and the monthly reports' view (`report-churches.ts`).
 */
export { setChurchVisitFacts, shownVisitFacts, storedVisitFacts, visitFactsToSave } from "./visit-facts";
export { FACT_COLUMNS, factCells, factColumns, languagesCell, specialServicesCell } from "./csv-cells";
export { churchServices, confirmServices, occasionListed, occasionServices, serviceAnswer, servicesOfBody, servicesUnchanged, setChurchServices, type ChurchServices, type ServiceAnswer } from "./service-times";
export { areaIdOf, areaNameOf, areaOptions, denominationIdOf, denominationNameOf, denominationOptions, hasDemoData, optionListsIn } from "./taxonomy";
export type { ChurchSearch } from "./resolved-filters";
export { directoryResults, featuredChurches, listChurches, listExpiresAt, mapPointsJson, searchDirectory, type ChurchPage } from "./church-lists";
export { listAnswerJson } from "./list-answer-json";
export { findChurch } from "./profile";
export { osmElementOf, osmSources, rememberOsmSource } from "./osm-sources";
export { pageByName } from "./name-ranks";
export { keepNameOrders } from "./name-order-memo";
export { ownersExceptions, removeServiceException, setServiceException, upcomingExceptions, type ChurchExceptions } from "./service-exceptions";
export { currentSchedules, removeTemporarySchedule, setTemporarySchedule } from "./temporary-schedules";
export { dueCalendarFeeds, failingCalendarFeeds, ownersCalendarFeed, saveCalendarFeed, stopCalendarFeed, syncOwnersCalendarFeed, undoLastCalendarSync } from "./calendar-feeds";
export { syncCalendarFeed, type SyncOutcome } from "./calendar-sync";
export { churchesToReconfirm } from "./reconfirm";
export { addChurch, assertOwnsChurch, changeChurch, columnsOf, markServicesAsked, setChurchOwner, setChurchPaidState, type ChurchChange, type ListingChange, type PinChange } from "./church-writes";
export { churchNames, premiumChurchIds, reportChurches, type ReportChurch } from "./report-churches";
export { approvedChurchExists, churchById, countOwnedChurches, lapsedChurches, languagesOfChurch, languagesOfChurches, ownersChurch, type ChurchInsert, type StoredChurch } from "./church-rows";

import type { Lang } from "../../contract/i18n/lang";
import type { NotificationTopic } from "../../contract/notifications";
import type { DbOrTx } from "../../db/client";
import { updateEmailLanguage, updateMailOptOuts } from "./preferences-queries";

/**
 * An account's mail preferences, kept on its row (the users table is this feature's): the
 * notification topics it switched off and the language its mail speaks. The notifications feature
 * decides what they mean (src/features/notifications/service.ts).
 */
export const storeMailOptOuts = (db: DbOrTx, userId: number, optOuts: NotificationTopic[]): void => updateMailOptOuts(db, userId, optOuts);
export const storeEmailLanguage = (db: DbOrTx, userId: number, lang: Lang): void => updateEmailLanguage(db, userId, lang);

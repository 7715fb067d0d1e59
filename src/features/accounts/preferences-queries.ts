import { eq } from "drizzle-orm";
import type { Lang } from "../../contract/i18n/lang";
import type { NotificationTopic } from "../../contract/notifications";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema";

export function updateMailOptOuts(db: DbOrTx, userId: number, optOuts: NotificationTopic[]): void {
  db.update(users).set({ mailOptOuts: optOuts }).where(eq(users.id, userId)).run();
}

export function updateEmailLanguage(db: DbOrTx, userId: number, lang: Lang): void {
  db.update(users).set({ emailLanguage: lang }).where(eq(users.id, userId)).run();
}

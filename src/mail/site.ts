import type { AppContext } from "../app-context";
import type { MailSite } from "./compose";

/** The sender and origin a message is written with, read at each call: with PORT=0 the origin is learnt only once the server listens (docs/decisions/0025-account-links-and-forms.md). */
export const mailSite = (ctx: Pick<AppContext, "env" | "origin">): MailSite => ({ from: ctx.env.MAIL_FROM, origin: ctx.origin });

import * as z from "zod/mini";
import { eventSubmissionSchema } from "./event-submission";
import { option, optionalText, requiredText } from "./fields";
import { languages, type Lang } from "./i18n/lang";
import { ARTICLE_CATEGORIES } from "./options";
import { msg } from "./i18n/msg";

/** An article as the admin writes it; the HTML is sanitised on save and again on render. */
export const articleSchema = z.object({
  title: requiredText(msg("titleRequired", "A title is required"), 200),
  slug: z.optional(z.string().check(z.trim(), z.regex(/^$|^[a-z0-9]+(?:-[a-z0-9]+)*$/, msg("slugChars", "Use lower-case letters, numbers and dashes")), z.maxLength(120))),
  excerpt: optionalText(500),
  content: z.string(msg("articleNeedsText", "The article needs some text")).check(z.trim(), z.minLength(1, msg("articleNeedsText", "The article needs some text")), z.maxLength(200_000, msg("articleTooLong", "The article is too long"))),
  imageUrl: z.optional(z.string().check(z.trim(), z.refine((v) => v === "" || /^(\/uploads\/[\w.-]+|https:\/\/[^\s\p{Cc}]+)$/u.test(v), msg("uploadedOrHttps", "Use an uploaded image or an https address")))),
  category: option(ARTICLE_CATEGORIES, msg("chooseCategory", "Choose a category")),
  status: option(["draft", "published"], msg("chooseDraftPublished", "Choose draft or published")),
  /** The language it is written in ("en" when left out; docs/decisions/0044-content-language.md). */
  language: z.optional(option(languages, "Choose English or Spanish")),
});
export type ArticleInput = z.infer<typeof articleSchema>;

/** An event the admin writes: the owner's form, optionally for a church. */
export const adminEventSchema = z.extend(eventSubmissionSchema, {
  churchId: z.optional(z.nullable(z.number().check(z.int(), z.positive()))),
});
export type AdminEventInput = z.infer<typeof adminEventSchema>;

export interface AdminArticle {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  imageUrl: string;
  category: (typeof ARTICLE_CATEGORIES)[number];
  status: "draft" | "published";
  language: Lang;
  publishedAt: string | null;
  updatedAt: string;
}

export interface AdminEvent {
  id: number;
  title: string;
  description: string;
  date: string;
  time: string;
  location: string;
  category: string;
  language: Lang;
  status: "pending" | "approved" | "rejected";
  churchId: number | null;
  churchName: string | null;
  submittedBy: string | null;
}

import { useState, type FormEvent } from "react";
import * as z from "zod/mini";
import type { Lang } from "../../src/contract/i18n/lang";
import { useLang } from "../components/lang-context";
import { ApiError } from "./api";
import { fieldErrors, type FieldErrors } from "./field-errors";

/**
 * A check's messages in the page's language (docs/i18n.md): the schemas write English. The
 * catalogue loads only on a Spanish page whose form was refused, not with every form's island.
 */
async function inLang(errors: FieldErrors, lang: Lang): Promise<FieldErrors> {
  if (lang === "en") return errors;
  const { translateMessage } = await import("../../src/contract/i18n/validation-text");
  return Object.fromEntries(Object.entries(errors).map(([name, message]) => [name, translateMessage(message, lang)]));
}

export interface SchemaFormOptions<S extends z.core.$ZodType> {
  /** Sends the checked data and does what follows a success (a toast, the next page). */
  send: (data: z.output<S>) => Promise<unknown>;
  /** Tells the visitor the send failed; the server's field messages, if any, already show. */
  failed: (error: unknown) => void;
  /** After a failed check, once the messages show: e.g. take the keyboard to the first. */
  invalid?: (errors: FieldErrors) => void;
  /** The visitor stays on the form after a send, so it is enabled again; otherwise it stays disabled while the page moves on. */
  stays?: boolean;
  /** Messages the page arrived with: the server's, after a form post without JavaScript. */
  initialErrors?: FieldErrors;
}

/**
 * The submit routine of the forms checked with a contract schema: the same schema as the server
 * checks the input (the first message of each field), then it is sent with the form disabled; a
 * refused send shows the server's field messages and tells the visitor.
 */
export function useSchemaForm<S extends z.core.$ZodType>(schema: S, options: SchemaFormOptions<S>) {
  const [errors, setErrors] = useState<FieldErrors>(options.initialErrors ?? {});
  const [busy, setBusy] = useState(false);
  const lang = useLang();

  async function submit(event: FormEvent | null, input: unknown): Promise<void> {
    event?.preventDefault();
    const parsed = z.safeParse(schema, input);
    if (!parsed.success) {
      const found = await inLang(fieldErrors(parsed.error.issues), lang);
      setErrors(found);
      options.invalid?.(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await options.send(parsed.data);
      if (options.stays) setBusy(false);
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
      options.failed(error);
      setBusy(false);
    }
  }

  /** Hides a field's message as the visitor corrects it. */
  const clearError = (name: string) => setErrors((e) => (e[name] ? { ...e, [name]: "" } : e));

  return { errors, setErrors, busy, submit, clearError };
}

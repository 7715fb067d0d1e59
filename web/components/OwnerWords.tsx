import { DETAIL_SEPARATOR } from "../../src/contract/service-times/format";
import { useLang } from "./lang-context";

/**
 * A line of the interface's words followed by words an owner wrote (a service's title and note).
 * On a Spanish page the owner's words are marked as English, which they most likely are: content,
 * not interface (docs/i18n.md, Content in another language). On an English page, one plain line.
 */
export function WithOwnerWords({ lead, words }: { lead: string; words: (string | null | undefined)[] }) {
  const lang = useLang();
  const written = words.filter(Boolean).join(DETAIL_SEPARATOR);
  if (lang === "en" || !written) return <>{[lead, written].filter(Boolean).join(DETAIL_SEPARATOR)}</>;
  return (
    <>
      {lead ? lead + DETAIL_SEPARATOR : ""}
      <span lang="en">{written}</span>
    </>
  );
}

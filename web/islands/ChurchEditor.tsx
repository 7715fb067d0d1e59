import type { EditableChurch } from "../../src/contract/church-form";
import type { PostedForm, SavedLines } from "../../src/contract/service-times/form-rows";
import { ChurchForm } from "./church-submission/ChurchForm";

interface Props {
  /** The owner's church (edit), or null for a new one (a refused submission shown again). */
  church: EditableChurch | null;
  denominations: string[];
  areas: string[];
  posted?: PostedForm;
  /** The stored services' lines, written by the server (`savedLinesOf`). */
  serviceLines?: SavedLines;
}

/**
 * The church form drawn by the server with its data, so that it works as a plain form post
 * before (or without) JavaScript: /church-edit/{id}, and any refused post shown again
 * (docs/decisions/0022-forms-without-javascript.md).
 */
export default function ChurchEditor({ church, denominations, areas, posted, serviceLines }: Props) {
  return <ChurchForm church={church} denominations={denominations} areas={areas} {...(posted ? { posted } : {})} {...(serviceLines ? { serviceLines } : {})} />;
}

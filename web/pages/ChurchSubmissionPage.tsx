import { Island } from "../components/Island";
import { PageHeader } from "../components/PageHeader";
import { container, section } from "../components/ui.css";

export interface ChurchSubmissionPageProps {
  churchId: number | null;
  denominations: string[];
  areas: string[];
}

/** /church-submission ('Submit Your Church') and /church-edit/{id} ('Edit Church'). */
export function ChurchSubmissionPage(props: ChurchSubmissionPageProps) {
  const editing = props.churchId !== null;
  return (
    <>
      <PageHeader title={editing ? "Edit Church" : "Submit Your Church"} lead={editing ? "Keep your listing accurate for visitors." : "Add your church to the directory, or claim a listing that is already here."} />
      <div className={`${container} ${section}`}>
        <Island name="ChurchSubmission" props={props} />
      </div>
    </>
  );
}

import type { ReactNode } from "react";
import { container, pageHeader, pageHeaderLead, pageHeaderTitle } from "./ui.css";

export function PageHeader({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <div className={pageHeader}>
      <div className={container}>
        <h1 className={pageHeaderTitle}>{title}</h1>
        {lead ? <p className={pageHeaderLead}>{lead}</p> : null}
      </div>
    </div>
  );
}

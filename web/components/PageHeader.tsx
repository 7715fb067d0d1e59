import type { ReactNode } from "react";
import { container, pageHeader, pageHeaderLead, pageHeaderTitle } from "./ui.css";

/** The page's title band; `className` adds a page's own sizing (the directory's phone layout). */
export function PageHeader({ title, lead, className }: { title: string; lead?: ReactNode; className?: string }) {
  return (
    <div className={className ? `${pageHeader} ${className}` : pageHeader}>
      <div className={container}>
        <h1 className={pageHeaderTitle}>{title}</h1>
        {lead ? <p className={pageHeaderLead}>{lead}</p> : null}
      </div>
    </div>
  );
}

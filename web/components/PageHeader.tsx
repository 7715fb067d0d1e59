import type { ReactNode } from "react";
import { container, pageHeader, pageHeaderLead, pageHeaderTitle } from "./ui.css";

/**
 * The page's title band; `className` adds a page's own sizing (the directory's phone layout),
 * `titleLang` marks a title written in the other language (docs/decisions/0044-content-language.md).
 */
export function PageHeader({ title, lead, className, titleLang }: { title: string; lead?: ReactNode; className?: string; titleLang?: string }) {
  return (
    <div className={className ? `${pageHeader} ${className}` : pageHeader}>
      <div className={container}>
        <h1 className={pageHeaderTitle} lang={titleLang}>
          {title}
        </h1>
        {lead ? <p className={pageHeaderLead}>{lead}</p> : null}
      </div>
    </div>
  );
}

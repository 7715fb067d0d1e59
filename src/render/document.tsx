import type { ReactNode } from "react";
import { SITE_NAME, DEFAULT_DESCRIPTION } from "../contract/site";
import { PageContext, type PageContextValue } from "../../web/components/page-context";
import { Layout } from "../../web/components/Layout";
import { NO_JS_CLASS_SCRIPT } from "./inline-script";

export interface Head {
  /** Page title without the site name; the home page has none. */
  title?: string;
  description?: string;
  /** Absolute URL of this page. */
  canonical: string;
  ogType?: "website" | "article";
  ogImage?: string;
  /** JSON-LD objects (structured data). */
  structuredData?: object[];
  noindex?: boolean;
}

export interface DocumentProps {
  head: Head;
  stylesheet: string;
  entryScript: string;
  context: PageContextValue;
  children: ReactNode;
}

/** JSON for a <script type="application/ld+json">: '<' escaped so no text can close the tag. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

export function Document({ head, stylesheet, entryScript, context, children }: DocumentProps) {
  const title = head.title ? `${head.title} — ${SITE_NAME}` : SITE_NAME;
  const description = head.description ?? DEFAULT_DESCRIPTION;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        <link rel="canonical" href={head.canonical} />
        {head.noindex ? <meta name="robots" content="noindex" /> : null}
        <meta property="og:site_name" content={SITE_NAME} />
        <meta property="og:title" content={head.title ?? SITE_NAME} />
        <meta property="og:description" content={description} />
        <meta property="og:type" content={head.ogType ?? "website"} />
        <meta property="og:url" content={head.canonical} />
        {head.ogImage ? <meta property="og:image" content={head.ogImage} /> : null}
        <meta name="twitter:card" content="summary" />
        <meta name="theme-color" content="#1b3358" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <script dangerouslySetInnerHTML={{ __html: NO_JS_CLASS_SCRIPT }} />
        <link rel="stylesheet" href={stylesheet} />
        {(head.structuredData ?? []).map((data, i) => (
          <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />
        ))}
      </head>
      <body>
        <PageContext.Provider value={context}>
          <Layout>{children}</Layout>
        </PageContext.Provider>
        <script type="module" src={entryScript} async />
      </body>
    </html>
  );
}

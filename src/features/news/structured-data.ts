import type { PublicArticle } from "../../contract/articles";
import { SITE_NAME } from "../../contract/site";

/** schema.org Article (docs/product.md V9: the image given as 1200×630), in the language it is written in, whichever page shows it. */
export function articleStructuredData(article: PublicArticle, pageUrl: string): object {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.excerpt,
    inLanguage: article.language,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    mainEntityOfPage: pageUrl,
    ...(article.imageUrl ? { image: { "@type": "ImageObject", url: new URL(article.imageUrl, pageUrl).toString(), width: 1200, height: 630 } } : {}),
    author: { "@type": "Organization", name: SITE_NAME },
    publisher: { "@type": "Organization", name: SITE_NAME },
  };
}

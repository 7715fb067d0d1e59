import type { ArticleSummary, PublicArticle } from "../../src/contract/articles";
import { formatLongDate } from "../../src/contract/dates";
import { ARTICLE_PICTURE, imageSrcSet } from "../../src/contract/images";
import { routes } from "../../src/contract/routes";
import { ArticleCard } from "../components/ArticleCard";
import { ShareButton } from "../components/ShareButton";
import { button, buttonRow, container, section } from "../components/ui.css";
import * as css from "./content.css";

export interface ArticlePageProps {
  article: PublicArticle | null;
  related: ArticleSummary[];
  url: string;
}

export function ArticlePage({ article, related, url }: ArticlePageProps) {
  if (!article) {
    return (
      <div className={`${container} ${section}`}>
        <h1>Article Not Found</h1>
        <p role="alert">The article you're looking for doesn't exist.</p>
        <a className={button.primary} href={routes.news}>
          Back to News
        </a>
      </div>
    );
  }
  return (
    <div className={container}>
      <nav aria-label="Breadcrumb">
        <ol className={css.breadcrumbs}>
          <li className={css.crumb}>
            <a href={routes.home}>Home</a>
          </li>
          <li className={css.crumb}>
            <a href={routes.news}>Church News</a>
          </li>
          <li className={css.crumb} aria-current="page">
            {article.title}
          </li>
        </ol>
      </nav>
      <article className={`${section} ${css.prose}`}>
        {article.imageUrl ? <img className={css.articleImage} src={article.imageUrl} srcSet={imageSrcSet(article.imageUrl)} sizes="(max-width: 46rem) 100vw, 46rem" width={ARTICLE_PICTURE.width} height={ARTICLE_PICTURE.height} alt="" fetchPriority="high" data-fallback="hide" /> : null}
        <p className={css.meta}>
          <time dateTime={article.publishedAt}>{formatLongDate(article.publishedAt)}</time> · {article.readMinutes} min read
        </p>
        <h1>{article.title}</h1>
        <p>
          <strong>{article.excerpt}</strong>
        </p>
        <div data-testid="article-body" dangerouslySetInnerHTML={{ __html: article.content }} />
        <div className={buttonRow}>
          <ShareButton title={article.title} url={url} />
          <a className={button.outline} href={routes.news}>
            Back to News
          </a>
        </div>
      </article>
      {related.length ? (
        <section className={section} aria-labelledby="related">
          <h2 id="related">
            <a href={`${routes.news}?category=${encodeURIComponent(article.category)}`}>Related Articles</a>
          </h2>
          <ul className={css.cards}>
            {related.map((r) => (
              <li key={r.id}>
                <ArticleCard article={r} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

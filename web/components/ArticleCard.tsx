import type { ArticleSummary } from "../../src/contract/articles";
import { ARTICLE_PICTURE, imageSrcSet } from "../../src/contract/images";
import { formatShortDate } from "../../src/contract/dates";
import { label } from "../../src/contract/options";
import { routes } from "../../src/contract/routes";
import * as css from "../pages/content.css";

export function ArticleCard({ article, headingLevel = 2 }: { article: ArticleSummary; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={css.articleCard} data-testid="article-card">
      {article.imageUrl ? <img className={css.articleImage} src={article.imageUrl} srcSet={imageSrcSet(article.imageUrl)} sizes="(max-width: 640px) 100vw, 400px" width={ARTICLE_PICTURE.width} height={ARTICLE_PICTURE.height} alt="" loading="lazy" decoding="async" data-fallback="hide" /> : null}
      <div className={css.articleBody}>
        <p className={css.meta}>
          {label(article.category)} · <time dateTime={article.publishedAt}>{formatShortDate(article.publishedAt)}</time> · {article.readMinutes} min read
        </p>
        <Heading className={css.eventTitle}>
          <a href={routes.article(article.slug)}>{article.title}</a>
        </Heading>
        <p>{article.excerpt}</p>
      </div>
    </article>
  );
}

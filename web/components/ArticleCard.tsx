import type { ArticleSummary } from "../../src/contract/articles";
import { ARTICLE_PICTURE, imageSrcSet } from "../../src/contract/images";
import { formatShortDate } from "../../src/contract/dates";
import { newsText } from "../../src/contract/i18n/news-text";
import { routes } from "../../src/contract/routes";
import * as css from "../pages/content.css";
import { OtherLanguageBadge, useContentLang } from "./ContentLanguage";
import { useLang, usePath, useText } from "./lang-context";
import { useVocabulary } from "./use-vocabulary";

export function ArticleCard({ article, headingLevel = 2 }: { article: ArticleSummary; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const t = useText(newsText);
  const path = usePath();
  const lang = useLang();
  const vocabulary = useVocabulary();
  const contentLang = useContentLang(article.language);
  return (
    <article className={css.articleCard} data-testid="article-card">
      {article.imageUrl ? <img className={css.articleImage} src={article.imageUrl} srcSet={imageSrcSet(article.imageUrl)} sizes="(max-width: 640px) 100vw, 400px" width={ARTICLE_PICTURE.width} height={ARTICLE_PICTURE.height} alt="" loading="lazy" decoding="async" data-fallback="hide" /> : null}
      <div className={css.articleBody}>
        <p className={css.meta}>
          {vocabulary.articleCategory(article.category)} · <time dateTime={article.publishedAt}>{formatShortDate(article.publishedAt, lang)}</time> · {t("readMinutes", { minutes: article.readMinutes })}
        </p>
        <OtherLanguageBadge language={article.language} text={t("otherLanguage")} />
        <Heading className={css.eventTitle} lang={contentLang}>
          <a href={path(routes.article(article.slug))}>{article.title}</a>
        </Heading>
        <p lang={contentLang}>{article.excerpt}</p>
      </div>
    </article>
  );
}

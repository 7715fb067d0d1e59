import type { ArticleSummary, PublicArticle } from "../../src/contract/articles";
import { formatLongDate } from "../../src/contract/dates";
import { newsText } from "../../src/contract/i18n/news-text";
import { ARTICLE_PICTURE, imageSrcSet } from "../../src/contract/images";
import { routes } from "../../src/contract/routes";
import { ArticleCard } from "../components/ArticleCard";
import { OtherLanguageBadge, useContentLang } from "../components/ContentLanguage";
import { useLang, usePath, useText } from "../components/lang-context";
import { ShareButton } from "../components/ShareButton";
import { button, buttonRow, container, section } from "../components/ui.css";
import * as css from "./content.css";

export interface ArticlePageProps {
  article: PublicArticle | null;
  related: ArticleSummary[];
  url: string;
}

function ArticleNotFound() {
  const t = useText(newsText);
  const path = usePath();
  return (
    <div className={`${container} ${section}`}>
      <h1>{t("notFoundTitle")}</h1>
      <p role="alert">{t("notFoundText")}</p>
      <a className={button.primary} href={path(routes.news)}>
        {t("backToNews")}
      </a>
    </div>
  );
}

function ArticleView({ article, related, url }: ArticlePageProps & { article: PublicArticle }) {
  const t = useText(newsText);
  const path = usePath();
  const lang = useLang();
  const contentLang = useContentLang(article.language);
  return (
    <div className={container}>
      <nav aria-label={t("breadcrumb")}>
        <ol className={css.breadcrumbs}>
          <li className={css.crumb}>
            <a href={path(routes.home)}>{t("home")}</a>
          </li>
          <li className={css.crumb}>
            <a href={path(routes.news)}>{t("pageTitle")}</a>
          </li>
          <li className={css.crumb} aria-current="page" lang={contentLang}>
            {article.title}
          </li>
        </ol>
      </nav>
      <div className={css.articleLayout}>
        <article className={`${section} ${css.prose}`}>
          {article.imageUrl ? <img className={css.articleImage} src={article.imageUrl} srcSet={imageSrcSet(article.imageUrl)} sizes="(max-width: 46rem) 100vw, 46rem" width={ARTICLE_PICTURE.width} height={ARTICLE_PICTURE.height} alt="" fetchPriority="high" data-fallback="hide" /> : null}
          <p className={css.meta}>
            <time dateTime={article.publishedAt}>{formatLongDate(article.publishedAt, lang)}</time> · {t("readMinutes", { minutes: article.readMinutes })}
          </p>
          <OtherLanguageBadge language={article.language} text={t("otherLanguage")} />
          <h1 lang={contentLang}>{article.title}</h1>
          <p lang={contentLang}>
            <strong>{article.excerpt}</strong>
          </p>
          <div data-testid="article-body" lang={contentLang} dangerouslySetInnerHTML={{ __html: article.content }} />
          <div className={buttonRow}>
            <ShareButton title={article.title} url={url} text={{ label: t("share"), copied: t("shareCopied"), copiedText: t("shareCopiedText"), failed: t("shareFailed") }} />
            <a className={button.outline} href={path(routes.news)}>
              {t("backToNews")}
            </a>
          </div>
        </article>
        {related.length ? (
          <aside className={section} aria-labelledby="related">
            <h2 id="related">
              <a href={path(`${routes.news}?category=${encodeURIComponent(article.category)}`)}>{t("related")}</a>
            </h2>
            <ul className={css.asideCards}>
              {related.map((r) => (
                <li key={r.id}>
                  <ArticleCard article={r} headingLevel={3} />
                </li>
              ))}
            </ul>
          </aside>
        ) : null}
      </div>
    </div>
  );
}

export function ArticlePage({ article, related, url }: ArticlePageProps) {
  return article ? <ArticleView article={article} related={related} url={url} /> : <ArticleNotFound />;
}

import type { ArticleCategory, ArticleSummary } from "../../src/contract/articles";
import { newsText } from "../../src/contract/i18n/news-text";
import { ARTICLE_CATEGORIES } from "../../src/contract/options";
import { routes } from "../../src/contract/routes";
import { ArticleCard } from "../components/ArticleCard";
import { usePath, useText } from "../components/lang-context";
import { useVocabulary } from "../components/use-vocabulary";
import { PageHeader } from "../components/PageHeader";
import { container, section } from "../components/ui.css";
import * as css from "./content.css";

export function NewsPage({ articles, category }: { articles: ArticleSummary[]; category: ArticleCategory | null }) {
  const t = useText(newsText);
  const path = usePath();
  const vocabulary = useVocabulary();
  return (
    <>
      <PageHeader title={t("pageTitle")} lead={t("pageLead")} />
      <div className={`${container} ${section}`}>
        <nav aria-label={t("categories")}>
          <ul className={css.filterLinks}>
            {[null, ...ARTICLE_CATEGORIES].map((c) => (
              <li key={c ?? "all"}>
                <a className={css.filterLink} href={path(c ? `${routes.news}?category=${encodeURIComponent(c)}` : routes.news)} aria-current={c === category ? "page" : undefined}>
                  {c ? vocabulary.articleCategory(c) : t("all")}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {articles.length === 0 ? (
          <div>
            <h2>{t("emptyTitle")}</h2>
            <p>{t("emptyText")}</p>
          </div>
        ) : (
          <ul className={css.cards}>
            {articles.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        )}
        <p className={section}>
          {`${t("advertiseAsk")} `}
          <a href={path(routes.advertise)}>{t("advertiseLink")}</a>
          {`. ${t("followBy")} `}
          <a href={path("/rss.xml")}>RSS</a>.
        </p>
      </div>
    </>
  );
}

import type { ArticleCategory, ArticleSummary } from "../../src/contract/articles";
import { ARTICLE_CATEGORIES, label } from "../../src/contract/options";
import { routes } from "../../src/contract/routes";
import { ArticleCard } from "../components/ArticleCard";
import { PageHeader } from "../components/PageHeader";
import { container, section } from "../components/ui.css";
import * as css from "./content.css";

export function NewsPage({ articles, category }: { articles: ArticleSummary[]; category: ArticleCategory | null }) {
  return (
    <>
      <PageHeader title="Church News" lead="Stories from San Antonio's congregations." />
      <div className={`${container} ${section}`}>
        <nav aria-label="Categories">
          <ul className={css.filterLinks}>
            {[null, ...ARTICLE_CATEGORIES].map((c) => (
              <li key={c ?? "all"}>
                <a className={css.filterLink} href={c ? `${routes.news}?category=${encodeURIComponent(c)}` : routes.news} aria-current={c === category ? "page" : undefined}>
                  {c ? label(c) : "All"}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {articles.length === 0 ? (
          <div>
            <h2>No Articles Available</h2>
            <p>Check back soon for news from San Antonio's churches.</p>
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
          Want your church in front of our readers? <a href={routes.advertise}>Advertise with us</a>. Follow the news by <a href="/rss.xml">RSS</a>.
        </p>
      </div>
    </>
  );
}

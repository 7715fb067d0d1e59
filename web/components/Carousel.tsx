import { useEffect, useRef, useState, type ReactNode } from "react";
import { shellText } from "../../src/contract/i18n/shell-text";
import * as css from "./Carousel.css";
import { useText } from "./lang-context";

/**
 * Cards in a grid on wide screens; below 768px a swipeable row with previous/next arrows and
 * dots (docs/product.md V7: home and directory featured sections). Without JavaScript the row still
 * swipes; the arrows and dots hide.
 */
export function Carousel({ label, items }: { label: string; items: { key: string | number; node: ReactNode }[] }) {
  const track = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const t = useText(shellText);

  useEffect(() => {
    const list = track.current;
    if (!list) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) setActive(Number((entry.target as HTMLElement).dataset.index));
      },
      { root: list, threshold: 0.6 },
    );
    list.querySelectorAll(":scope > li").forEach((li) => observer.observe(li));
    return () => observer.disconnect();
  }, [items.length]);

  const go = (index: number) => {
    const slide = track.current?.children[index] as HTMLElement | undefined;
    slide?.scrollIntoView({ behavior: "smooth", block: "nearest", inline: "center" });
    setActive(index);
  };

  return (
    <div role="region" aria-roledescription="carousel" aria-label={label}>
      <ul className={css.track} ref={track}>
        {items.map((item, index) => (
          <li key={item.key} className={css.slide} data-index={index} aria-roledescription="slide" aria-label={t("slideOf", { index: index + 1, count: items.length })}>
            {item.node}
          </li>
        ))}
      </ul>
      {items.length > 1 ? (
        <div className={css.controls}>
          <button type="button" className={css.arrow} onClick={() => go(Math.max(0, active - 1))} disabled={active === 0} aria-label={t("previousSlide")}>
            ‹
          </button>
          {items.map((item, index) => (
            <button key={item.key} type="button" className={css.dot} aria-current={index === active} aria-label={t("goToSlide", { index: index + 1 })} onClick={() => go(index)} />
          ))}
          <button type="button" className={css.arrow} onClick={() => go(Math.min(items.length - 1, active + 1))} disabled={active === items.length - 1} aria-label={t("nextSlide")}>
            ›
          </button>
        </div>
      ) : null}
    </div>
  );
}

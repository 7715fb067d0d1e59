import { useEffect, useState } from "react";
import { imageSrcSet } from "../../src/contract/images";
import type { ActiveBanner } from "../../src/contract/banners";
import * as css from "../components/Banner.css";
import { useText } from "../components/lang-context";
import { shellText } from "../../src/contract/i18n/shell-text";

const EVERY_MS = 8000;

/**
 * The directory's bottom slot (docs/product.md D12): approved paid banners, one at a time, changing
 * every 8 seconds; still while hovered or focused, and for anyone who asks for reduced motion.
 */
export default function BannerRotator({ banners }: { banners: ActiveBanner[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const t = useText(shellText);
  useEffect(() => {
    if (banners.length < 2 || paused || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % banners.length), EVERY_MS);
    return () => clearInterval(timer);
  }, [banners.length, paused]);
  const banner = banners[index]!;
  return (
    <div className={css.slot} onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)} onFocus={() => setPaused(true)} onBlur={() => setPaused(false)}>
      <span className={css.label}>{t("advertisement")}</span>
      <a href={banner.linkUrl} rel="sponsored noopener noreferrer" target="_blank" className={css.link}>
        <img src={banner.imageUrl} srcSet={imageSrcSet(banner.imageUrl)} sizes="(max-width: 72rem) 100vw, 72rem" alt={banner.altText} className={css.image} loading="lazy" decoding="async" />
      </a>
    </div>
  );
}

import { useEffect } from "react";
import { ping } from "../lib/ping";

/**
 * Page-wide analytics: one directory view ping per church card when it is first shown
 * ([data-view-ping]), click pings for [data-click-ping] links, and the profile view ping.
 * Renders nothing. Cards added later (filters updating the results) are watched too.
 */
export default function AnalyticsPings({ profileChurchId }: { profileChurchId?: number }) {
  useEffect(() => {
    if (profileChurchId) ping(`/api/analytics/church/${profileChurchId}/view`, { viewType: "profile" });

    const seen = new Set<string>();
    const visible = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = (entry.target as HTMLElement).dataset.viewPing;
          if (!entry.isIntersecting || !id || seen.has(id)) continue;
          seen.add(id);
          visible.unobserve(entry.target);
          ping(`/api/analytics/view/${id}`, { viewType: "directory" });
        }
      },
      { threshold: 0.5 },
    );
    const watch = () => document.querySelectorAll("[data-view-ping]").forEach((card) => visible.observe(card));
    watch();
    const changes = new MutationObserver(watch);
    changes.observe(document.body, { childList: true, subtree: true });

    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest<HTMLElement>("[data-click-ping]");
      const churchId = link?.dataset.churchId;
      if (link && churchId) ping(`/api/analytics/church/${churchId}/click`, { clickType: link.dataset.clickPing });
    };
    document.addEventListener("click", onClick);
    return () => {
      visible.disconnect();
      changes.disconnect();
      document.removeEventListener("click", onClick);
    };
  }, [profileChurchId]);
  return null;
}

import { ping } from "../lib/ping";

/**
 * Page-wide analytics (docs/product.md V7): the profile view ping when the page names its church
 * ([data-profile-view]), one directory view ping per church card when it is first half shown
 * ([data-view-ping]), and click pings for [data-click-ping] links. Cards an island adds later
 * (filters updating the results) are watched too.
 */
export function enhanceAnalyticsPings(): void {
  const profile = document.querySelector<HTMLElement>("[data-profile-view]")?.dataset.profileView;
  if (profile) ping(`/api/analytics/church/${profile}/view`, { viewType: "profile" });

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
  new MutationObserver(watch).observe(document.body, { childList: true, subtree: true });

  document.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest<HTMLElement>("[data-click-ping]");
    const churchId = link?.dataset.churchId;
    if (link && churchId) ping(`/api/analytics/church/${churchId}/click`, { clickType: link.dataset.clickPing });
  });
}

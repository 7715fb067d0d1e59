import { showToast } from "../state/toasts";
import { button } from "../components/ui.css";

/** Share an article: the system share sheet where there is one, else the link is copied. */
export default function ShareButton({ title, url }: { title: string; url: string }) {
  async function share() {
    if (navigator.share) {
      try {
        await navigator.share({ title, url });
      } catch {
        // The visitor closed the share sheet.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      showToast({ title: "Link copied", description: "The article's address is on your clipboard." });
    } catch {
      showToast({ title: "Could not copy the link", description: url, variant: "destructive" });
    }
  }
  return (
    <button type="button" className={button.outline} onClick={() => void share()}>
      Share
    </button>
  );
}

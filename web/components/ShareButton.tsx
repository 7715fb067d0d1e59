import { shareButton } from "./ShareButton.css";
import { button } from "./ui.css";

/** An article's Share button; hidden until web/enhance/share-button.ts can make it work. */
export function ShareButton({ title, url, label = "Share" }: { title: string; url: string; label?: string }) {
  return (
    <button type="button" className={`${button.outline} ${shareButton}`} data-enhance="share" data-share-title={title} data-share-url={url} hidden>
      {label}
    </button>
  );
}

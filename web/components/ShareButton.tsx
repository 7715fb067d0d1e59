import { shareButton } from "./ShareButton.css";
import { button } from "./ui.css";

/** An article's Share button; hidden until web/enhance/share-button.ts can make it work. */
export function ShareButton({ title, url }: { title: string; url: string }) {
  return (
    <button type="button" className={`${button.outline} ${shareButton}`} data-enhance="share" data-share-title={title} data-share-url={url} hidden>
      Share
    </button>
  );
}

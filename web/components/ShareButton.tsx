import { shareButton } from "./ShareButton.css";
import { button } from "./ui.css";

/** What the button and its notes say, in the page's language. */
export interface ShareText {
  label: string;
  copied: string;
  copiedText: string;
  failed: string;
}

/**
 * An article's Share button; hidden until web/enhance/share-button.ts can make it work. Its notes
 * ride along as data attributes, so the shell's script needs no catalogue (docs/i18n.md, Catalogues).
 */
export function ShareButton({ title, url, text }: { title: string; url: string; text: ShareText }) {
  return (
    <button
      type="button"
      className={`${button.outline} ${shareButton}`}
      data-enhance="share"
      data-share-title={title}
      data-share-url={url}
      data-share-copied={text.copied}
      data-share-copied-text={text.copiedText}
      data-share-failed={text.failed}
      hidden
    >
      {text.label}
    </button>
  );
}

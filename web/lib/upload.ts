import { translator } from "../../src/contract/i18n/catalogue";
import type { Lang } from "../../src/contract/i18n/lang";
import { ownerExtrasText } from "../../src/contract/i18n/owner-extras-text";

/** PUTs a file to an upload URL with progress, cancellable (fetch cannot report upload progress); messages in the page's language. */
export function putFile(url: string, file: Blob, lang: Lang, onProgress: (fraction: number) => void): { done: Promise<{ objectPath?: string }>; abort: () => void } {
  const t = translator(ownerExtrasText, lang);
  const xhr = new XMLHttpRequest();
  const done = new Promise<{ objectPath?: string }>((resolve, reject) => {
    xhr.open("PUT", url);
    xhr.setRequestHeader("content-type", file.type || "application/octet-stream");
    // The server answers its refusals in the page's language (docs/i18n.md, The API).
    xhr.setRequestHeader("accept-language", lang);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: { objectPath?: string; error?: string } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: the status says enough
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body);
      else reject(new Error(body.error ?? t("uploadStatus", { status: xhr.status })));
    };
    xhr.onerror = () => reject(new Error(t("uploadOffline")));
    xhr.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
    xhr.send(file);
  });
  return { done, abort: () => xhr.abort() };
}

/** PUTs a file to an upload URL with progress, cancellable (fetch cannot report upload progress). */
export function putFile(url: string, file: Blob, onProgress: (fraction: number) => void): { done: Promise<{ objectPath?: string }>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<{ objectPath?: string }>((resolve, reject) => {
    xhr.open("PUT", url);
    xhr.setRequestHeader("content-type", file.type || "application/octet-stream");
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
      else reject(new Error(body.error ?? `Upload failed (${xhr.status}).`));
    };
    xhr.onerror = () => reject(new Error("The upload failed: check your connection and try again."));
    xhr.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
    xhr.send(file);
  });
  return { done, abort: () => xhr.abort() };
}

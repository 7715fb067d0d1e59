import type { FieldErrors } from "./field-errors";

/** The one fetch wrapper: cookies always, never cached, JSON only when there is a body. */
export class ApiError extends Error {
  #json: { error?: unknown; details?: { fields?: unknown } } | null | undefined;

  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    // Visitor spec 8: "{status}: {body or status text}".
    super(`${status}: ${body || statusText}`);
  }

  /** The body read as JSON once; null when it is not JSON. */
  get #parsed() {
    if (this.#json === undefined) {
      try {
        this.#json = JSON.parse(this.body);
      } catch {
        this.#json = null;
      }
    }
    return this.#json;
  }

  /** The server's `error` field, when the body is JSON that has one. */
  get serverMessage(): string | undefined {
    const error = this.#parsed?.error;
    return typeof error === "string" ? error : undefined;
  }

  /** A refused form (422): the server's message for each field, as the forms show them. */
  get fieldErrors(): FieldErrors | undefined {
    const fields = this.status === 422 ? this.#parsed?.details?.fields : undefined;
    return fields && typeof fields === "object" ? (fields as FieldErrors) : undefined;
  }
}

async function send(method: string, path: string, body?: unknown): Promise<Response> {
  // The server answers its messages in the page's language, not the browser's (docs/i18n.md, The API).
  const headers: Record<string, string> = { "accept-language": (typeof document === "undefined" ? "" : document.documentElement.lang) || "en" };
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(path, {
    method,
    credentials: "include",
    cache: "no-store",
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  return response;
}

export async function api<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await send(method, path, body);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** A paged list: the body is the items, the totals come in X-Total-Count and X-Page-Count. */
export async function apiList<T>(path: string): Promise<{ items: T[]; total: number; pageCount: number; headers: Headers }> {
  const response = await send("GET", path);
  return {
    items: (await response.json()) as T[],
    total: Number(response.headers.get("x-total-count") ?? 0),
    pageCount: Number(response.headers.get("x-page-count") ?? 1),
    headers: response.headers,
  };
}

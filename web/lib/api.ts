/** The one fetch wrapper: cookies always, never cached, JSON only when there is a body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    // Visitor spec 8: "{status}: {body or status text}".
    super(`${status}: ${body || statusText}`);
  }

  /** The server's `error` field, when the body is JSON that has one. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body);
      return typeof parsed?.error === "string" ? parsed.error : undefined;
    } catch {
      return undefined;
    }
  }
}

async function send(method: string, path: string, body?: unknown): Promise<Response> {
  const response = await fetch(path, {
    method,
    credentials: "include",
    cache: "no-store",
    headers: body === undefined ? undefined : { "content-type": "application/json" },
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
export async function apiList<T>(path: string): Promise<{ items: T[]; total: number; pageCount: number }> {
  const response = await send("GET", path);
  return {
    items: (await response.json()) as T[],
    total: Number(response.headers.get("x-total-count") ?? 0),
    pageCount: Number(response.headers.get("x-page-count") ?? 1),
  };
}

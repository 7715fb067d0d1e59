import { noteRoute } from "./route-label";

/**
 * API answers a route keeps ready, answered by the request handler before the app (docs/caching.md,
 * Kept API answers), as kept pages are: a repeated GET /api/churches costs a lookup, not Elysia's
 * routing and the query's validation. A route registers its lookup by its exact path; the lookup
 * answers only what it kept (an answer to a query that was valid), so everything else, bad queries
 * included, still goes through the app.
 */
export class KeptAnswers {
  private readonly byPath = new Map<string, (request: Request) => Response | undefined>();

  register(path: string, lookup: (request: Request) => Response | undefined): void {
    this.byPath.set(path, lookup);
  }

  /** The kept answer to a GET of `pathname`, or undefined; a kept answer is counted under its route (src/http/route-label.ts). */
  answer(request: Request, pathname: string): Response | undefined {
    const kept = this.byPath.get(pathname)?.(request);
    if (kept) noteRoute(request, pathname);
    return kept;
  }
}

import type { Db } from "./db/client";
import type { Env } from "./env";
import type { AssetManifest } from "./render/assets";
import type { PageCache } from "./render/page-cache";

/** What the features need from the running server, passed in explicitly (never globals). */
export interface AppContext {
  env: Env;
  db: Db;
  assets: AssetManifest;
  pageCache: PageCache;
  log: (line: string) => void;
}

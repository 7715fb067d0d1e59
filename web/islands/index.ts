// The islands for server rendering, from the registry the build writes from this folder's files
// (registry.gen.ts); the browser loads the same files lazily, each as a chunk of its own.
import { islandLoaders } from "./registry.gen";

type Loaders = typeof islandLoaders;
export type IslandName = keyof Loaders;

/** Every island's component, loaded once when the server starts. */
export const islands = Object.fromEntries(
  await Promise.all(Object.entries(islandLoaders).map(async ([name, load]) => [name, (await load()).default] as const)),
) as { [N in IslandName]: Awaited<ReturnType<Loaders[N]>>["default"] };

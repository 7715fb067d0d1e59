import type { ComponentProps } from "react";
import { preloadModule } from "react-dom";
import { islands, type IslandName } from "../islands";
import { usePageContext } from "./page-context";

/**
 * Renders an interactive part on the server and marks it for hydration: the props travel as JSON
 * in data-props (React escapes the attribute), and the island's chunk is preloaded.
 */
export function Island<N extends IslandName>({ name, props }: { name: N; props: ComponentProps<(typeof islands)[N]> }) {
  const chunk = usePageContext().islandChunks[name];
  if (chunk) preloadModule(chunk, { as: "script" });
  const Component = islands[name] as unknown as (p: object) => React.ReactNode;
  return (
    <div data-island={name} data-props={JSON.stringify(props)}>
      <Component {...(props as object)} />
    </div>
  );
}

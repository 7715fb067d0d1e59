import type { ComponentProps } from "react";
import { jsonForScript } from "../../src/contract/json-script";
import { islands, type IslandName } from "../islands";
import { usePageContext } from "./page-context";

/**
 * Renders an interactive part on the server and marks it for hydration: the props travel as JSON
 * in the <script type="application/json"> right after the marker (never executed, '<' escaped);
 * the page preloads the island's chunk.
 */
export function Island<N extends IslandName>({ name, props }: { name: N; props: ComponentProps<(typeof islands)[N]> }) {
  const used = usePageContext().islandsUsed;
  const Component = islands[name] as unknown as (p: object) => React.ReactNode;
  used?.add(name);
  return (
    <>
      <div data-island={name}>
        <Component {...(props as object)} />
      </div>
      <script type="application/json" data-island-props="" dangerouslySetInnerHTML={{ __html: jsonForScript(props) }} />
    </>
  );
}

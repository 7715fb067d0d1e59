import type { Adapter } from "@vanilla-extract/css";
import { setAdapter } from "@vanilla-extract/css/adapter";
import { transformCss } from "@vanilla-extract/css/transformCss";

type Css = Parameters<Adapter["appendCss"]>[0];
type Composition = Parameters<Adapter["registerComposition"]>[0];

interface FileStyles {
  cssObjs: Css[];
  localClassNames: Set<string>;
  composedClassLists: Composition[];
}

/** Styles registered by every *.css.ts file this process evaluated, in evaluation order. */
const files = new Map<string, FileStyles>();

function stylesOf(filePath: string): FileStyles {
  let entry = files.get(filePath);
  if (!entry) {
    entry = { cssObjs: [], localClassNames: new Set(), composedClassLists: [] };
    files.set(filePath, entry);
  }
  return entry;
}

/**
 * One adapter for the server, the tests and the web build alike: identifiers are always 'short',
 * so a class name depends only on the file's path and its position in the file.
 */
export const collectingAdapter: Adapter = {
  appendCss: (css, scope) => void stylesOf(scope.filePath).cssObjs.push(css),
  registerClassName: (name, scope) => void stylesOf(scope.filePath).localClassNames.add(name),
  registerComposition: (composition, scope) =>
    void stylesOf(scope.filePath).composedClassLists.push(composition),
  markCompositionUsed: () => {},
  onBeginFileScope: (scope) => void files.set(scope.filePath, stylesOf(scope.filePath)),
  onEndFileScope: () => {},
  getIdentOption: () => "short",
};

let installed = false;
export function installCollectingAdapter(): void {
  if (installed) return;
  setAdapter(collectingAdapter);
  installed = true;
}

/** The stylesheet of every evaluated *.css.ts file, in the order they were evaluated. */
export function collectedCss(): string {
  const all = [...files.values()];
  const localClassNames = all.flatMap((f) => [...f.localClassNames]);
  const composedClassLists = all.flatMap((f) => f.composedClassLists);
  return all
    .flatMap((f) => transformCss({ localClassNames, composedClassLists, cssObjs: f.cssObjs }))
    .join("\n");
}

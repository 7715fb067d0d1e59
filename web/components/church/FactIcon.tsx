import type { FactIcon as IconName } from "../../../src/contract/visit-fact-details";

/** Simple strokes, 24 × 24: each fact's picture beside its words, never instead of them. */
const PATHS: Record<IconName, string> = {
  wheelchair: "M12 4a2 2 0 1 0 0.01 0M10 8v6h6l2 5M10 11h5M8 10a6 6 0 1 0 7 9",
  parking: "M5 3h14v18H5zM9 17V7h4a3 3 0 0 1 0 6H9",
  restroom: "M7 4a1.5 1.5 0 1 0 0.01 0M17 4a1.5 1.5 0 1 0 0.01 0M5 8h4v6H8v6H6v-6H5zM15 8h4l1 7h-2v5h-2v-5h-2zM12 3v18",
  seat: "M7 3v10h9l2 8M7 13l-2 8M16 13V8",
  ear: "M8 9a5 5 0 0 1 10 0c0 4-4 4-4 8a3 3 0 0 1-6 0M11 10a2 2 0 0 1 4 0",
  hands: "M6 20v-7l-2-4 2-1 2 3V5h2v6V4h2v7V5h2v7l2-3 2 1-3 7v3",
  book: "M4 5h7v15H4zM13 5h7v15h-7M6 9h3M6 12h3M15 9h3M15 12h3",
  calm: "M12 3a9 9 0 1 0 0.01 0M8 14c2 2 6 2 8 0M9 9h0.01M15 9h0.01",
  baby: "M12 4a4 4 0 1 0 0.01 0M7 21l1-8h8l1 8M9 7h0.01M15 7h0.01",
  child: "M12 3a2.5 2.5 0 1 0 0.01 0M12 8v7M8 10l4 1 4-1M10 21l2-6 2 6",
  group: "M7 6a2 2 0 1 0 0.01 0M17 6a2 2 0 1 0 0.01 0M12 9a2 2 0 1 0 0.01 0M4 20v-6l3-3 3 3M14 14l3-3 3 3v6M9 20v-5h6v5",
};

export function FactIcon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}

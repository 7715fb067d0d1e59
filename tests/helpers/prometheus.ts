import parse, { type ParsedFamily } from "parse-prometheus-text-format";

/** A scrape read by a parser of the exposition format (decision 0080), by family name. */
export interface Scrape {
  families: Map<string, ParsedFamily>;
  /**
   * A counter's or gauge's value for the labels given (each must match), summed over the others;
   * for a histogram, how many observations it holds (its `_count` series). 0 when absent.
   */
  value(name: string, labels?: Record<string, string>): number;
  /** Every label set a family's series carry (for a histogram, its `_count` series'). */
  labelSets(name: string): Record<string, string>[];
}

const matches = (labels: Record<string, string> | undefined, wanted: Record<string, string>) =>
  Object.entries(wanted).every(([key, value]) => labels?.[key] === value);

/**
 * Parses an exposition. The parser merges the series of a labelled histogram into one (it reads
 * histograms as its Python original did), so a histogram's `_count` lines are parsed a second
 * time on their own, as the counter they are.
 */
export function parseScrape(text: string): Scrape {
  const families = new Map(parse(text).map((family) => [family.name, family]));
  const countsOf = new Map<string, ParsedFamily>();
  const series = (name: string) => {
    const family = families.get(name);
    if (family?.type !== "HISTOGRAM") return family?.metrics ?? [];
    if (!countsOf.has(name)) {
      const lines = text.split("\n").filter((line) => line.startsWith(`${name}_count{`) || line.startsWith(`${name}_count `));
      countsOf.set(name, parse(`# TYPE ${name}_count counter\n${lines.join("\n")}\n`)[0]!);
    }
    return countsOf.get(name)!.metrics;
  };
  return {
    families,
    value: (name, labels = {}) =>
      series(name)
        .filter((sample) => matches(sample.labels, labels))
        .reduce((total, sample) => total + Number(sample.value), 0),
    labelSets: (name) => series(name).map((sample) => sample.labels ?? {}),
  };
}

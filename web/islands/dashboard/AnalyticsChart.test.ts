import { describe, expect, test } from "bun:test";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { AnalyticsFigures, AnalyticsSeries } from "../../../src/contract/owner";
import { lastDays, lastMonths } from "../../../src/features/analytics/periods";
import { AnalyticsChart, type ChartProps } from "./AnalyticsChart";
import { AnalyticsPanel } from "./AnalyticsPanel";

const figures = (profileViews = 0): AnalyticsFigures => ({ profileViews, websiteClicks: 0, phoneClicks: 0, directionClicks: 0 });

function seriesOf(periods: string[], views: Record<string, number>, median: Record<string, number> = {}): AnalyticsSeries {
  const points = periods.map((period) => ({ period, church: figures(views[period]), median: figures(median[period]) }));
  const sum = (key: "church" | "median") => figures(points.reduce((n, p) => n + p[key].profileViews, 0));
  return { points, total: { church: sum("church"), median: sum("median") } };
}

const render = (props: Partial<ChartProps> & Pick<ChartProps, "series" | "unit">) =>
  renderToStaticMarkup(createElement(AnalyticsChart, { metric: "profileViews", metricLabel: "Profile views", churchLabel: "Your church", medianLabel: "Median of 3 Baptist churches", headingLevel: 2, ...props }));

const svgOf = (html: string) => html.slice(html.indexOf("<svg class"), html.indexOf("</svg>") + 6);
// The drawing's layers in order: y axis, the church's bars, the median, x axis.
const LAYERS = ['axis="y"', 'series="church"', 'series="median"', 'axis="x"'];
function group(svg: string, name: string) {
  const start = svg.indexOf(`data-${name}`);
  const ends = LAYERS.slice(LAYERS.indexOf(name) + 1).map((next) => svg.indexOf(`data-${next}`)).filter((i) => i > start);
  return svg.slice(start, ends[0] ?? svg.length);
}
const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>(.*?)<\/text>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, " ").trim());
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe("the analytics chart", () => {
  const months = lastMonths("2026-11-23", 12);

  test("one view in November: 12 month bars, whole-number ticks, every other month named, never '11' as a figure", () => {
    const html = render({ series: seriesOf(months, { "2026-11": 1 }), unit: "month" });
    const svg = svgOf(html);
    expect(svg).toContain('role="img"');
    expect(svg).toMatch(/<title id="[^"]+">Profile views per month, last 12 months<\/title>/);
    expect(svg).toContain("Your church: 1 in the last 12 months. Median of 3 Baptist churches: 0.");
    expect(count(group(svg, 'series="church"'), /<rect /g)).toBe(12);
    expect(count(group(svg, 'series="median"'), /<circle /g)).toBe(12);
    expect(texts(group(svg, 'axis="y"'))).toEqual(["0", "1"]);
    const xLabels = texts(group(svg, 'axis="x"'));
    expect(xLabels).toEqual(["Jan 2026", "Mar", "May", "Jul", "Sep", "Nov"]);
    expect(texts(svg)).not.toContain("11");
    // The table says the same: 1 view in November 2026.
    expect(html).toMatch(/<th scope="row"[^>]*>Nov 2026<\/th><td[^>]*>1<\/td><td[^>]*>0<\/td>/);
    expect(count(html, /<tr>/g)).toBe(13);
  });

  test("30 days: 30 bars, labelled weekly back from today, the median as a dashed line in the legend", () => {
    const days = lastDays("2026-11-23", 30);
    const html = render({ series: seriesOf(days, { "2026-11-23": 7, "2026-11-02": 3 }, { "2026-11-23": 2.5 }), unit: "day" });
    const svg = svgOf(html);
    expect(count(group(svg, 'series="church"'), /<rect /g)).toBe(30);
    expect(texts(group(svg, 'axis="x"'))).toEqual(["Oct 26", "Nov 2", "Nov 9", "Nov 16", "Nov 23"]);
    for (const tick of texts(group(svg, 'axis="y"'))) expect(Number.isInteger(Number(tick))).toBe(true);
    expect(html).toContain("Median of 3 Baptist churches (dashed line)");
    expect(html).toMatch(/<th scope="row"[^>]*>Nov 23, 2026<\/th><td[^>]*>7<\/td><td[^>]*>2.5<\/td>/);
  });

  test("without churches to compare with: no median line, column or legend", () => {
    const html = render({ series: seriesOf(months, { "2026-11": 4 }), unit: "month", medianLabel: null });
    expect(html).not.toContain('data-series="median"');
    expect(html).not.toContain("Median");
    expect(html).toContain("Your church (bars)");
  });
});

test("the tab's headings never skip a level: metrics are h2 under the dashboard's h1, h3 under each church's name when there are several", () => {
  const series = seriesOf(["2026-10"], { "2026-10": 4 });
  const church = (churchId: number, name: string) => ({ churchId, name, denomination: null, peers: 0, days: series, months: series, savedThisMonth: 0 });
  const levels = (churches: ReturnType<typeof church>[]) => [...renderToStaticMarkup(createElement(AnalyticsPanel, { churches })).matchAll(/<h([1-6])/g)].map((m) => Number(m[1]));
  expect(new Set(levels([church(1, "Grace")]))).toEqual(new Set([2]));
  const two = levels([church(1, "Grace"), church(2, "Hope")]);
  expect(two[0]).toBe(2);
  expect(two.every((l, i) => i === 0 || l <= two[i - 1]! + 1)).toBe(true);
  expect(two).toContain(3);
});

import { expect, test } from "bun:test";
import { demoChurches } from "./demo-churches";
import { demoVisitFacts } from "./demo-visit-facts";

const churches = demoChurches(160, Date.parse("2026-11-23T18:00:00Z"), "2026-11-23");

// Issue 34: a profile said 'about an hour' above 'About 75 minutes'. What a demo church's texts say, its facts say too.
test("each demo church's description and first-visit text agree with its facts", () => {
  const lengths = new Set<string>();
  churches.forEach((church, i) => {
    const { said = {}, practical } = demoVisitFacts(i, church.description ?? "");
    if (!practical) return;
    const told = `${church.description} ${practical.firstVisit}`;
    const length = practical.firstVisit?.match(/lasts about (an hour|\d+ minutes)/)?.[1];
    if (length) {
      lengths.add(length);
      expect(length).toBe(practical.serviceMinutes === 60 ? "an hour" : `${practical.serviceMinutes} minutes`);
    }
    if (/nursery/i.test(told)) expect(said.nursery).toBe(true);
    if (/Sunday school/i.test(told)) expect(said.children).toBe(true);
    if (/behind the building/.test(told)) expect(practical.parking).toBe("on-site");
    if (/jeans/.test(told)) expect(practical.dress).toBe("casual");
  });
  // The length is said in more than one way across the demo.
  expect(lengths.size).toBeGreaterThan(1);
});

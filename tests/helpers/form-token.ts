import type { TestApp } from "./test-app";

/** The fields a public form carries besides what a person types (none yet). */
export function formToken(_app: TestApp, _form: string): Record<string, string> {
  return {};
}

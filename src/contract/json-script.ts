/**
 * JSON to place inside a <script> element (island props, JSON-LD): '<' and the two line
 * separators are escaped, so no text in the data can close the tag or break the script.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "../../src/render/vanilla-extract/file-scope";

const VNU = join(projectRoot, "node_modules/vnu-jar/build/dist/vnu.jar");

/** The Nu HTML Checker's version line, for the report. */
export const htmlCheckerVersion = () => Bun.spawnSync(["java", "-jar", VNU, "--version"]).stdout.toString().trim();

interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  message: string;
  lastLine?: number;
}

/**
 * The page's HTML as the server sends it (with the session cookie on signed-in pages), checked by
 * the Nu HTML Checker (vnu-jar, Java): its errors and its warnings, each as "line N: message".
 */
export async function checkHtml(url: string, cookie: string | undefined, file: string): Promise<{ errors: string[]; warnings: string[] }> {
  const res = await fetch(url, cookie ? { headers: { cookie } } : {});
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  writeFileSync(file, await res.text());
  const vnu = Bun.spawnSync(["java", "-jar", VNU, "--format", "json", file], { stderr: "pipe", stdout: "pipe" });
  const { messages } = JSON.parse(vnu.stderr.toString() || vnu.stdout.toString() || '{"messages":[]}') as { messages: VnuMessage[] };
  const shown = (m: VnuMessage) => `line ${m.lastLine ?? "?"}: ${m.message}`;
  return {
    errors: messages.filter((m) => m.type !== "info").map(shown),
    warnings: messages.filter((m) => m.type === "info" && m.subType === "warning").map(shown),
  };
}

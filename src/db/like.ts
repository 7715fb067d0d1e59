import { sql, type SQLWrapper } from "drizzle-orm";

/** `column LIKE '%text%'` with the text's own % and _ matched literally. */
export function containsText(column: SQLWrapper, text: string) {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`${column} LIKE ${pattern} ESCAPE '\\'`;
}

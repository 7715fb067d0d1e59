/** Downloads a file the server answers as an attachment; answers the file's name. */
export async function downloadFile(url: string): Promise<string> {
  const res = await fetch(url, { credentials: "include", cache: "no-store" });
  if (!res.ok) throw new Error(String(res.status));
  const name = res.headers.get("content-disposition")?.match(/filename="([^"]+)"/)?.[1] ?? "export.csv";
  const link = document.createElement("a");
  link.href = URL.createObjectURL(await res.blob());
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
  return name;
}

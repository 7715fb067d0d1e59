const kilobytes = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const megabytes = new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A file's size as people read it: '240 KB' under a megabyte, '2.4 MB' above (never '0.0 MB'). */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${kilobytes.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${megabytes.format(bytes / 1024 / 1024)} MB`;
}

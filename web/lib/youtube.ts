const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

function parse(url: string): URL | null {
  try {
    const u = new URL(url);
    return /(^|\.)youtube\.com$|^youtu\.be$|(^|\.)youtube-nocookie\.com$/.test(u.hostname) && u.protocol === "https:" ? u : null;
  } catch {
    return null;
  }
}

/** The playlist id when the link is a YouTube playlist (docs/product.md V7: sermons card). */
export function playlistId(url: string | null): string | null {
  const u = url ? parse(url) : null;
  const list = u?.searchParams.get("list");
  return list && /^[A-Za-z0-9_-]{10,64}$/.test(list) ? list : null;
}

/** The video id of a recognised video link: watch?v=, youtu.be/, embed/, shorts/ or live/. */
export function videoId(url: string): string | null {
  const u = parse(url);
  if (!u) return null;
  const id = u.hostname === "youtu.be" ? u.pathname.slice(1) : u.pathname === "/watch" ? u.searchParams.get("v") : u.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/)?.[1];
  return id && VIDEO_ID.test(id) ? id : null;
}

export const thumbnail = (id: string) => `https://i.ytimg.com/vi/${id}/maxresdefault.jpg`;
/** The lower-resolution image every video has, for when the large one is missing. */
export const lowResThumbnail = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
export const watchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;
export const playlistEmbedUrl = (list: string) => `https://www.youtube-nocookie.com/embed/videoseries?list=${list}`;

// The path of a URL an HTTP client calls (`https://api.x.com/v1/chat.delete?x=1`), or of an API endpoint
// a CLI calls on its host (`gh api -X DELETE repos/o/r/actions/caches?key=…`, read rooted: `/repos/…`),
// as its segments: what names the operation or the resource a call reaches.

/** A URL past 8 KB is refused by most servers: no operation is read from one. */
const MAX_URL = 8192;

/** The URL's path segments, without scheme, host, query and fragment; empty ones dropped. */
export function pathSegments(url: string): string[] {
  if (url.length > MAX_URL) return [];
  const bare = url.replace(/[?#].*$/s, '');
  const path = /^(?:[a-z][\w+.-]*:\/\/)?[^/]*(\/.*)?$/is.exec(bare)?.[1] ?? '';
  return path.split('/').filter((segment) => segment !== '');
}

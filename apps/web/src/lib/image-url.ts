import { imageProxyPath } from '@cinema/contracts';

/**
 * docs/api-conventions.md, "files and images": an image link on an insecure (http) host goes through the server's image
 * proxy, which fetches only links recorded with the record. https links, the console's own files
 * and relative paths are used as they are.
 */
export function proxiedImageUrl(url: string): string;
export function proxiedImageUrl(url: string | null | undefined): string | null | undefined;
export function proxiedImageUrl(url: string | null | undefined) {
  if (!url || !/^http:\/\//i.test(url.trim())) return url;
  const trimmed = url.trim();
  if (typeof window !== 'undefined') {
    try {
      const parsed = new URL(trimmed);
      if (parsed.origin === window.location.origin) return parsed.pathname + parsed.search;
    } catch {
      return url;
    }
  }
  return `${imageProxyPath}?url=${encodeURIComponent(trimmed)}`;
}

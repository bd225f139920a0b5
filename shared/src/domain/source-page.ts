/**
 * @module domain/source-page — the web page a capture came from, as a link the clients can show: only http(s)
 * addresses become links (a stored `javascript:` or `data:` URL never reaches an `href`), labelled by the
 * page's title, or its host when the page had none.
 */

export interface SourcePageLink {
  href: string;
  label: string;
}

export function sourcePageLink(
  source: { url?: string | null; title?: string | null } | null | undefined,
): SourcePageLink | null {
  const url = source?.url?.trim();
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  const title = source?.title?.trim();
  return { href: parsed.href, label: title || parsed.host };
}

/**
 * A whole page as a capture ("Add this page", "Send page to mind dump"): its title on the first line and its
 * address on the next, or null for a page that is not http(s) (a browser page, a file, an extension page).
 */
export function pageCapture(
  tab: { url?: string | null; title?: string | null } | null | undefined,
): { text: string; url: string; title?: string } | null {
  const link = sourcePageLink(tab);
  if (!link || link.href.length > 2000) return null;
  const title = tab?.title?.trim().slice(0, 500);
  return title
    ? { text: `${title}\n${link.href}`, url: link.href, title }
    : { text: link.href, url: link.href };
}

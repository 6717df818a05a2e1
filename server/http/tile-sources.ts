/**
 * The subdomains Leaflet puts for `{s}` in a tile URL template: its default `subdomains: 'abc'`, which
 * the map widgets keep (the map settings carry no subdomains of their own).
 */
const LEAFLET_SUBDOMAINS = ['a', 'b', 'c'] as const;

/** A template placeholder (`{z}`, `{s}`, `{apikey}`); the host must hold none but `{s}`. */
const placeholder = /\{[^}]*\}/;
const placeholders = new RegExp(placeholder.source, 'g');

function originOf(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`TILE_URL must be an http or https URL template, not "${url}"`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new Error(`TILE_URL must be an http or https URL template, not "${url}"`);
  return parsed.origin;
}

/**
 * The image sources the Content-Security-Policy allows for a tile URL template (TILE_URL): its origin,
 * and for a `{s}` template the origins of the subdomains Leaflet asks (a, b and c), each named, never a
 * wildcard. The placeholders of the path and query (`{z}/{x}/{y}`, `{r}`, keys) do not matter to the
 * origin; a placeholder left in the host (other than `{s}`) cannot be allowed without a wildcard and
 * is refused, as is a template that is no http(s) URL. The message names the variable.
 */
export function tileImageSources(template: string): string[] {
  const subdomains = template.includes('{s}') ? LEAFLET_SUBDOMAINS : [''];
  const origins = subdomains.map((subdomain) => {
    const concrete = template.replaceAll('{s}', subdomain);
    // The host ends at the first slash after the scheme; placeholders beyond it are the path's.
    const authority = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(concrete)?.[1] ?? '';
    if (placeholder.test(authority)) {
      throw new Error(`TILE_URL may hold a placeholder in its host only as {s}, not "${template}"`);
    }
    return originOf(concrete.replace(placeholders, '0'));
  });
  return [...new Set(origins)];
}

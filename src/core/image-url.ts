// Which images the platform shows (docs/decisions/0023): a path on this site, or
// an https address on an allowed host. The same host list builds the content
// security policy's img-src, so an image this rule accepts is always displayed.
// Everything is decided on the parsed URL, never on the raw text, so backslashes,
// userinfo, ports and capitalisation cannot make one host look like another.

/** Steam's image CDNs: item pictures (economy images) and player avatars. */
export const STEAM_IMAGE_HOSTS: readonly string[] = [
  'community.cloudflare.steamstatic.com',
  'community.akamai.steamstatic.com',
  'community.fastly.steamstatic.com',
  'steamcommunity-a.akamaihd.net',
  'avatars.steamstatic.com',
  'avatars.cloudflare.steamstatic.com',
  'avatars.akamai.steamstatic.com',
  'avatars.fastly.steamstatic.com',
];

export const IMAGE_URL_RULE_MESSAGE = 'imageUrl must be an https:// address on an allowed image host, or a path on this site starting with /';

export type ImageUrlCheck = { ok: true; url: string } | { ok: false; message: string };

const refused = (message = IMAGE_URL_RULE_MESSAGE): ImageUrlCheck => ({ ok: false, message });

/** Whitespace, control characters and backslashes: browsers repair them in ways a reader does not expect. */
const SUSPICIOUS = /[\s\p{Cc}\p{Cf}\\]/u;

/** A DNS name of letters, digits and hyphens, at least two labels (no IP addresses, ports or wildcards). */
const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** An operator-listed host in its canonical (lowercase) form, or null when it is not a plain host name. */
export function normalizeImageHost(raw: string): string | null {
  const host = raw.trim().toLowerCase();
  if (!HOST_NAME.test(host)) return null;
  try {
    return new URL(`https://${host}/`).hostname === host ? host : null;
  } catch {
    return null;
  }
}

/** A stand-in origin to resolve site paths against: a reserved name no real URL can carry. */
const SITE = 'https://this-site.invalid';

/**
 * Checks an image address against the allowed hosts. The accepted form is the
 * parsed URL written out again (`url`), which is what should be stored.
 */
export function checkImageUrl(raw: string, allowedHosts: readonly string[]): ImageUrlCheck {
  const value = raw.trim();
  if (!value || SUSPICIOUS.test(value)) return refused();

  if (value.startsWith('/')) {
    // A path on this site, and only that: '//host' and '/\host' name another host.
    if (value.startsWith('//')) return refused();
    let parsed: URL;
    try {
      parsed = new URL(value, SITE);
    } catch {
      return refused();
    }
    if (parsed.origin !== SITE) return refused();
    return { ok: true, url: `${parsed.pathname}${parsed.search}${parsed.hash}` };
  }

  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return refused();
  }
  if (parsed.protocol !== 'https:') return refused('imageUrl must use https://');
  // The scheme must be written out in full: 'https:host' and 'https:/host' are repairs, not addresses.
  if (!/^https:\/\/[^/]/i.test(value)) return refused();
  if (parsed.username || parsed.password) return refused('imageUrl must not carry a user name or password');
  if (parsed.port) return refused('imageUrl must not name a port');
  if (!allowedHosts.includes(parsed.hostname)) return refused(`imageUrl host ${parsed.hostname} is not an allowed image host`);
  return { ok: true, url: parsed.href };
}

/** The content security policy's img-src: this site, inline data images, and the allowed hosts over https. */
export const imageSources = (allowedHosts: readonly string[]): string[] => ["'self'", 'data:', ...allowedHosts.map((host) => `https://${host}`)];

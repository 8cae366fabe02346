import { describe, expect, it } from 'vitest';
import { loadSteamLibs } from './load-steam-libs';

// The real Steam libraries run on the patched HTTP stack that package.json's
// `overrides` forces under them (a maintained `request` fork with current
// form-data and tough-cookie): they must still load and keep cookies.
describe('the real Steam libraries', () => {
  it('load, build a community session with cookies, and a trade offer manager', async () => {
    const libs = await loadSteamLibs();
    const community = libs.createCommunity();
    community.setCookies(['sessionid=abc123', 'steamLoginSecure=76561198000000000%7C%7Ctoken']);
    // The cookie jar is the request library's, the part the override replaced.
    const jar = (community as unknown as { _jar: { getCookieString(url: string): string } })._jar;
    expect(jar.getCookieString('https://steamcommunity.com')).toContain('sessionid=abc123');
    const manager = libs.createManager({ steam: libs.createUser({ dataDirectory: null }), community, dataDirectory: null });
    expect(typeof manager.getInventoryContents).toBe('function');
    expect(libs.authCode('cnOgv/KdpLoP6Nbh0GMkXkPXALQ=')).toMatch(/^[23456789BCDFGHJKMNPQRTVWXY]{5}$/);
  });
});

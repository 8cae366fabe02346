import { describe, expect, it } from 'vitest';
import { checkImageUrl, imageSources, normalizeImageHost, STEAM_IMAGE_HOSTS } from './image-url';

const hosts = [...STEAM_IMAGE_HOSTS, 'images.example.com'];

describe('the image URL rule', () => {
  // [input, what is stored]
  const good: [string, string][] = [
    ['/sandbox/steam/items/28150000001.svg', '/sandbox/steam/items/28150000001.svg'],
    ['/images/prize.png?v=2#top', '/images/prize.png?v=2#top'],
    ['  /images/prize.png  ', '/images/prize.png'],
    ['/a/../b.png', '/b.png'],
    ['https://community.cloudflare.steamstatic.com/economy/image/abc/360fx360f', 'https://community.cloudflare.steamstatic.com/economy/image/abc/360fx360f'],
    ['https://community.fastly.steamstatic.com/economy/image/abc', 'https://community.fastly.steamstatic.com/economy/image/abc'],
    ['https://avatars.steamstatic.com/abc_full.jpg', 'https://avatars.steamstatic.com/abc_full.jpg'],
    ['https://images.example.com/x.png', 'https://images.example.com/x.png'],
    // Capitals in the scheme and host are the same address; it is stored as parsed.
    ['HTTPS://IMAGES.Example.COM/X.png', 'https://images.example.com/X.png'],
    ['https://images.example.com:443/x.png', 'https://images.example.com/x.png'],
    ['https://images.example.com', 'https://images.example.com/'],
  ];
  it.each(good)('accepts %j as %j', (input, stored) => {
    expect(checkImageUrl(input, hosts)).toEqual({ ok: true, url: stored });
  });

  const bad: [string, string][] = [
    ['/\\evil.example/x.png', 'a backslash after the slash names another host'],
    ['/images\\x.png', 'a backslash anywhere'],
    ['//evil.example/x.png', 'a scheme-relative address'],
    ['///evil.example/x.png', 'three slashes'],
    ['http://images.example.com/x.png', 'plain http'],
    ['https://evil.example/x.png', 'a host not on the list'],
    ['https://images.example.com.evil.example/x.png', 'an allowed host as a prefix'],
    ['https://evil.example/images.example.com/x.png', 'an allowed host in the path'],
    ['https://images.example.com@evil.example/x.png', 'an allowed host as the user name'],
    ['https://user@images.example.com/x.png', 'a user name'],
    ['https://user:pass@images.example.com/x.png', 'a password'],
    ['https://images.example.com:8443/x.png', 'a port'],
    ['https://images.example.com./x.png', 'a trailing dot'],
    ['HTTPS:/images.example.com/x.png', 'one slash after the scheme'],
    ['https:images.example.com/x.png', 'no slashes after the scheme'],
    ['https:\\\\images.example.com/x.png', 'backslashes after the scheme'],
    ['javascript:alert(1)', 'script'],
    ['data:image/png;base64,AAAA', 'a data address'],
    ['ftp://images.example.com/x.png', 'another scheme'],
    ['images.example.com/x.png', 'no scheme'],
    ['x.png', 'a relative path'],
    ['/images/pri ze.png', 'a space'],
    ['/images/pri\nze.png', 'a newline'],
    ['/ima\tges/prize.png', 'a tab'],
    ['/images/\u202eprize.png', 'a bidi override'],
    ['https://images.example.com/\u0000.png', 'a NUL'],
    ['', 'nothing'],
  ];
  it.each(bad)('refuses %j (%s)', (input) => {
    const check = checkImageUrl(input, hosts);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.message).toMatch(/^imageUrl /);
  });

  it('does not accept an operator host until it is configured', () => {
    expect(checkImageUrl('https://images.example.com/x.png', STEAM_IMAGE_HOSTS).ok).toBe(false);
  });

  it('takes plain host names only into the configuration', () => {
    expect(normalizeImageHost(' Images.Example.COM ')).toBe('images.example.com');
    for (const bad of [
      'https://images.example.com',
      'images.example.com:443',
      'images.example.com/x',
      '*.example.com',
      'user@images.example.com',
      'localhost',
      '127.0.0.1',
      'images example.com',
      "images.example.com; script-src 'unsafe-inline'",
      '',
    ]) {
      expect(normalizeImageHost(bad), bad).toBeNull();
    }
  });

  it('lists the same hosts as the content security policy’s img-src', () => {
    expect(imageSources(['images.example.com'])).toEqual(["'self'", 'data:', 'https://images.example.com']);
  });
});

// A web feature carries the name of the server module it talks to, so the same
// thing has one name on both sides. The few that differ say why here.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const folders = (path: string) =>
  readdirSync(join(root, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Web features that are not named after one server module, and why. */
const namedOtherwise: Record<string, string> = {
  'defuse-la-bomba': 'one screen per game; the server keeps its games in one games module, a routes file each',
  'fowl-flip': 'one screen per game (server: games)',
  'hen-house-hazard': 'one screen per game (server: games)',
  plinko: 'one screen per game (server: games)',
  'mini-games': 'the games hub page: it calls no endpoint of its own',
  'front-page': "the visitors' front page: it composes other features and calls no endpoint of its own",
  legal: 'static policy pages and the support contact facts: no endpoint',
  'live-bets': "every game's settled rounds, which the server's games module lists (live-bets.routes.ts)",
};

describe('web feature names', () => {
  const modules = new Set(folders('src/server/modules'));

  it.each(folders('src/web/features'))('%s is a server module, its admin screens (admin-<module>), or says why not', (feature) => {
    const named = modules.has(feature) || (feature.startsWith('admin-') && modules.has(feature.slice('admin-'.length)));
    expect(named || feature in namedOtherwise, `${feature}: rename it after its server module, or add it to namedOtherwise with the reason`).toBe(true);
  });

  it('every exception is still a feature that differs', () => {
    const features = new Set(folders('src/web/features'));
    for (const feature of Object.keys(namedOtherwise)) {
      expect(features.has(feature) && !modules.has(feature), feature).toBe(true);
    }
  });
});

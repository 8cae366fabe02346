import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '../../../../core/contracts/feed';
import { FEED_SIZE } from '../../../../core/feed';
import { withPushed } from './feed-list';

const event = (id: string): FeedEvent => ({ id, at: '2026-11-25T12:00:00.000Z', player: null, kind: 'level_up', level: 'Bronze' });

describe('withPushed', () => {
  it('puts a new moment first and keeps the newest FEED_SIZE', () => {
    const full = Array.from({ length: FEED_SIZE }, (_, i) => event(`e${i}`));
    const next = withPushed(full, event('new'));
    expect(next).toHaveLength(FEED_SIZE);
    expect(next[0]!.id).toBe('new');
    expect(next.at(-1)!.id).toBe(`e${FEED_SIZE - 2}`);
  });

  it('ignores a moment it already lists (a push that crossed a fetch)', () => {
    const list = [event('a'), event('b')];
    expect(withPushed(list, event('b')).map((e) => e.id)).toEqual(['a', 'b']);
  });
});

import { describe, expect, it } from 'vitest';
import { SITE_CHAT_HISTORY, type SiteChatMessage } from '../../../../core/contracts/chat';
import { messageParts, withMessage, withoutMessage } from './room-messages';

const ORIGIN = 'https://fowls.example';
const msg = (id: string): SiteChatMessage => ({
  id,
  room: 'global',
  message: id,
  createdAt: '2026-11-28T00:00:00.000Z',
  user: { id: 'u', username: 'u', avatar: '', level: 'Rookie', isAdmin: false },
});

describe('chat messages', () => {
  it('adds a message once, keeps the latest, and removes a deleted one', () => {
    const room = { messages: Array.from({ length: SITE_CHAT_HISTORY }, (_, i) => msg(String(i))), slowModeSeconds: 0 };
    const next = withMessage(room, msg('new'));
    expect(next.messages).toHaveLength(SITE_CHAT_HISTORY);
    expect(next.messages.at(-1)!.id).toBe('new');
    expect(withMessage(next, msg('new'))).toBe(next);
    expect(withoutMessage(next, 'new').messages.map((m) => m.id)).not.toContain('new');
  });

  it('links only to this site, and highlights only the reader', () => {
    expect(messageParts(`see ${ORIGIN}/raffle/abc?x=1 now`, ORIGIN, null)).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: `${ORIGIN}/raffle/abc?x=1`, href: '/raffle/abc?x=1' },
      { kind: 'text', text: ' now' },
    ]);
    expect(messageParts('free skins https://evil.example/x', ORIGIN, null)).toEqual([{ kind: 'text', text: 'free skins https://evil.example/x' }]);
    expect(messageParts(`javascript:alert(1) ${ORIGIN}.evil.example/`, ORIGIN, null).every((p) => p.kind === 'text')).toBe(true);
    expect(messageParts('gg @Goose and @Hen', ORIGIN, 'goose')).toEqual([
      { kind: 'text', text: 'gg ' },
      { kind: 'mention', text: '@Goose' },
      { kind: 'text', text: ' and @Hen' },
    ]);
  });
});

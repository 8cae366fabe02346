import { describe, expect, it } from 'vitest';
import { applyAnswer, confirmedStart, withPending } from './shown-board';

const visible = [
  { x: 100, y: 100 },
  { x: 400, y: 300 },
  { x: 700, y: 500 },
];

describe('the board the page draws', () => {
  it('shows a hit at once and leaves its slot empty until the answer brings the next target', () => {
    const confirmed = confirmedStart(visible);
    const drawn = withPending(confirmed, [
      { seq: 0, point: { x: 402, y: 301 } },
      { seq: 1, point: { x: 1, y: 1 } },
    ]);
    expect(drawn).toEqual({ shown: [visible[0], null, visible[2]], hits: 1, clicks: 2 });

    const answered = applyAnswer(confirmed, { seq: 0, hitSlot: 1, revealed: { x: 250, y: 250 }, hits: 1, clicks: 1 });
    expect(withPending(answered, [{ seq: 1, point: { x: 1, y: 1 } }])).toEqual({ shown: [visible[0], { x: 250, y: 250 }, visible[2]], hits: 1, clicks: 2 });
  });

  it('counts a waiting click as the server will, against the target its answer revealed', () => {
    // The second click lands where the next target appears before the page has drawn it.
    const confirmed = applyAnswer(confirmedStart(visible), { seq: 0, hitSlot: 0, revealed: { x: 600, y: 100 }, hits: 1, clicks: 1 });
    expect(withPending(confirmed, [{ seq: 1, point: { x: 601, y: 101 } }])).toMatchObject({ hits: 2, clicks: 2 });
  });

  it('takes the server count over its own guess', () => {
    const confirmed = confirmedStart(visible);
    const answered = applyAnswer(confirmed, { seq: 0, hitSlot: null, revealed: null, hits: 0, clicks: 1 });
    expect(answered).toEqual({ shown: visible, hits: 0, clicks: 1 });
  });
});

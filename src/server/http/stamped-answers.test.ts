import { describe, expect, it } from 'vitest';
import { createStampedAnswers } from './stamped-answers';

describe('stamped answers', () => {
  const builder = () => {
    let builds = 0;
    return { build: async () => `answer ${++builds}`, count: () => builds };
  };

  // Catches: an answer served after its rows changed, or one built again while they had not.
  it('serves the kept answer while the stamp matches, and builds a new one when it changes', async () => {
    const answers = createStampedAnswers(10);
    const b = builder();
    expect((await answers.get('r1', 's1', b.build)).body).toBe('answer 1');
    expect((await answers.get('r1', 's1', b.build)).body).toBe('answer 1');
    expect((await answers.get('r1', 's2', b.build)).body).toBe('answer 2');
    // A stamp seen before is not trusted to mean the answer kept under it.
    expect((await answers.get('r1', 's1', b.build)).body).toBe('answer 3');
    expect(b.count()).toBe(3);
  });

  // Catches: one raffle's answer served for another, or a cache that grows without end.
  it('keeps answers per key, at most the limit, dropping the least recently built', async () => {
    const answers = createStampedAnswers(2);
    const b = builder();
    await answers.get('r1', 's', b.build);
    await answers.get('r2', 's', b.build);
    expect((await answers.get('r2', 's', b.build)).body).toBe('answer 2');
    await answers.get('r3', 's', b.build);
    expect((await answers.get('r2', 's', b.build)).body).toBe('answer 2');
    expect((await answers.get('r1', 's', b.build)).body).toBe('answer 4');
  });
});

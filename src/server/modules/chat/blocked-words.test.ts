import { describe, expect, it } from 'vitest';
import { containsBlockedWord } from './blocked-words';

describe('blocked words', () => {
  it('matches whole words and phrases in any case, not parts of words', () => {
    expect(containsBlockedWord('what an ASS!', ['ass'])).toBe(true);
    expect(containsBlockedWord('first class', ['ass'])).toBe(false);
    expect(containsBlockedWord('buy   cheap  skins here', ['cheap skins'])).toBe(true);
    expect(containsBlockedWord('Ärger', ['ärger'])).toBe(true);
    expect(containsBlockedWord('nothing here', [])).toBe(false);
  });

  it('treats a word as text, never as a pattern', () => {
    expect(containsBlockedWord('a.b', ['a.b'])).toBe(true);
    expect(containsBlockedWord('axb', ['a.b'])).toBe(false);
    expect(containsBlockedWord('a [b', ['[b'])).toBe(true);
    expect(() => containsBlockedWord('text', ['(', '[', '\\'])).not.toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { cleanDisplayName, isVisiblyEmpty, textSchema } from './text';

const name = textSchema({ field: 'name', max: 10 });
const notes = textSchema({ field: 'notes', max: 50, multiline: true });
const optional = textSchema({ field: 'search', max: 10, required: false });

const errorOf = (schema: typeof name, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('the one text rule', () => {
  it('trims, keeps ordinary text of any script, and limits the length', () => {
    expect(name.parse('  Hen  ')).toBe('Hen');
    expect(name.parse('Курица 🐔')).toBe('Курица 🐔');
    expect(name.parse('مرحبا')).toBe('مرحبا');
    expect(errorOf(name, 'x'.repeat(11))).toBe('name must be at most 10 characters');
    expect(errorOf(name, ` ${'x'.repeat(10)} `)).toBeNull();
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['a bell', 'a\u0007b'],
    ['escape', 'a\u001b[31mb'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['a newline in a single-line field', 'a\nb'],
  ])('refuses %s', (_label, value) => {
    expect(errorOf(name, value)).toBe('name must not contain control characters');
  });

  it.each(['\u202E', '\u202A', '\u2066', '\u2069'])('refuses the direction control U+%s', (c) => {
    expect(errorOf(name, `ab${c}cd`)).toBe('name must not contain text direction controls');
  });

  it('refuses strings that show nothing when a value is required', () => {
    for (const value of ['', '   ', '\u200B\u200B', '\u200D\uFEFF \u2060', '\u3164', '\u00AD']) {
      expect(errorOf(name, value)).toBe('name is required');
    }
    expect(optional.parse('  ')).toBe('');
    expect(isVisiblyEmpty('\u200Bx')).toBe(false);
  });

  it('keeps line breaks and tabs in multi-line fields, normalised', () => {
    expect(notes.parse('line one\r\nline two\r\tend')).toBe('line one\nline two\n\tend');
    expect(errorOf(notes, 'a\u0000')).toBe('notes must not contain control characters');
  });

  it('refuses wrong types with a clear message', () => {
    for (const value of [42, null, undefined, {}, ['a']]) expect(errorOf(name, value)).toBe('name must be text');
  });

  it('cleans a display name from outside, or falls back when nothing visible is left', () => {
    expect(cleanDisplayName('  Golden\u0000Goose\u202E ', 'Steam player')).toBe('GoldenGoose');
    expect(cleanDisplayName('\u200B\u200B', 'Steam player')).toBe('Steam player');
    expect(cleanDisplayName('x'.repeat(100), 'Steam player', 64)).toHaveLength(64);
  });
});

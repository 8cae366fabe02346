/**
 * Whether `message` contains any of `words` as a whole word or phrase, ignoring case: a
 * blocked "ass" stops "ass" and "ASS!", not "class". Letters and digits of any script
 * count as word characters, so the rule holds beyond English.
 */
export function containsBlockedWord(message: string, words: readonly string[]): boolean {
  if (words.length === 0) return false;
  const escaped = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join('|')})(?![\\p{L}\\p{N}])`, 'iu').test(message);
}

import { describe, expect, it } from 'vitest';
import { checkFeedbackMessage, FEEDBACK_TEXT } from './feedback';

describe('checkFeedbackMessage', () => {
  it('trims the message and accepts up to 1000 characters', () => {
    expect(checkFeedbackMessage('  Nice wheel!\n')).toEqual({ ok: true, message: 'Nice wheel!' });
    expect(checkFeedbackMessage(` ${'a'.repeat(1000)} `)).toEqual({ ok: true, message: 'a'.repeat(1000) });
  });

  it.each(['', '   ', '\n\t '])('asks for a message when it is empty (%j)', (raw) => {
    expect(checkFeedbackMessage(raw)).toEqual({ ok: false, title: 'Message Required', description: 'Please enter your feedback before submitting' });
  });

  it('refuses 1001 characters with the specification’s text', () => {
    expect(checkFeedbackMessage('a'.repeat(1001))).toEqual({
      ok: false,
      title: FEEDBACK_TEXT.tooLongTitle,
      description: 'Please keep your feedback under 1000 characters',
    });
  });
});

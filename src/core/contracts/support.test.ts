import { describe, expect, it } from 'vitest';
import { checkSupportMessage, SUPPORT_MESSAGE_MAX_LENGTH, SUPPORT_TEXT } from './support';

describe('checkSupportMessage', () => {
  it('trims both fields and lower-cases the address', () => {
    expect(checkSupportMessage({ email: ' Me@Example.COM ', message: '  Hello\r\nthere ' })).toEqual({
      ok: true,
      body: { email: 'me@example.com', message: 'Hello\nthere' },
    });
  });

  it.each([
    [{ email: '', message: 'hi' }, 'email', SUPPORT_TEXT.emailRequired],
    [{ email: 'me@', message: 'hi' }, 'email', SUPPORT_TEXT.emailInvalid],
    [{ email: 'me@example.com', message: '   ' }, 'message', SUPPORT_TEXT.messageRequired],
    [{ email: 'me@example.com', message: 'a'.repeat(SUPPORT_MESSAGE_MAX_LENGTH + 1) }, 'message', SUPPORT_TEXT.messageTooLong],
  ])('names the first problem and its field (%j)', (raw, field, message) => {
    expect(checkSupportMessage(raw)).toEqual({ ok: false, field, message });
  });

  it('asks for the address first when both fields are empty', () => {
    expect(checkSupportMessage({ email: '', message: '' })).toMatchObject({ ok: false, field: 'email' });
  });
});

import { z } from 'zod';

// One rule for every string a person types into the platform (players and admins):
// trimmed, length-limited, and free of characters that break storage or deceive a
// reader. Postgres text cannot hold NUL at all; other control characters end up in
// logs and terminals; bidirectional overrides make text read differently from how
// it is stored ("Trojan Source"); a name made only of zero-width characters looks
// empty but is not.

/** C0 and C1 control characters and DEL; multi-line fields keep newlines and tabs. */
/* eslint-disable no-control-regex -- matching control characters is the point */
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F]/;
const CONTROL_MULTILINE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
/* eslint-enable no-control-regex */
/** Bidirectional embeddings, overrides and isolates. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
/** Whitespace and the characters that take no visible space. */
const INVISIBLE = /[\s\u00AD\u115F\u1160\u180E\u200B-\u200F\u2060-\u2064\u3164\uFEFF\uFFA0]|\u034F|\u17B4|\u17B5/gu;

export const TEXT_MESSAGES = {
  control: (field: string) => `${field} must not contain control characters`,
  bidi: (field: string) => `${field} must not contain text direction controls`,
};

/** True when nothing in the string would show on screen. */
export const isVisiblyEmpty = (value: string): boolean => value.replace(INVISIBLE, '').length === 0;

/** Line breaks as \n, whatever the browser or platform sent. */
const normaliseNewlines = (value: string): string => value.replace(/\r\n?/g, '\n');

export interface TextRule {
  /** The field's name in messages ("name", "Reason"). */
  field: string;
  max: number;
  /** Text areas keep line breaks and tabs. */
  multiline?: boolean;
  /** false: an empty value is allowed (and comes out as ''). */
  required?: boolean;
  /** The specification's own wording where it has one. */
  messages?: { type?: string | ((issue: { input: unknown }) => string); required?: string; tooLong?: string };
}

/**
 * A schema for text a person types: a string, trimmed, at most `max` characters,
 * no control characters or direction overrides, and (when required) something
 * visible. Use it for every such field, on the server and in forms alike.
 */
export function textSchema({ field, max, multiline = false, required = true, messages = {} }: TextRule) {
  const control = multiline ? CONTROL_MULTILINE : CONTROL_SINGLE_LINE;
  const base = z
    .string({ error: messages.type ?? `${field} must be text` })
    .transform((value) => (multiline ? normaliseNewlines(value) : value).trim())
    .pipe(
      z
        .string()
        .max(max, { error: messages.tooLong ?? `${field} must be at most ${max} characters` })
        .refine((value) => !control.test(value), { error: TEXT_MESSAGES.control(field) })
        .refine((value) => !BIDI_CONTROL.test(value), { error: TEXT_MESSAGES.bidi(field) }),
    );
  if (!required) return base;
  return base.refine((value) => !isVisiblyEmpty(value), { error: messages.required ?? `${field} is required` });
}

/**
 * A display name from outside (a Steam persona name): control and direction
 * characters dropped, trimmed, cut to `max`; `fallback` when nothing visible is left.
 */
export function cleanDisplayName(raw: string, fallback: string, max = 64): string {
  const cleaned = raw.replace(new RegExp(CONTROL_SINGLE_LINE, 'g'), '').replace(new RegExp(BIDI_CONTROL, 'g'), '').trim().slice(0, max).trim();
  return isVisiblyEmpty(cleaned) ? fallback : cleaned;
}

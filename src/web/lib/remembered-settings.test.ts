import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { betSetting } from './bet-amount';
import { readRemembered } from './remembered-settings';

const fields = { bet: betSetting({ min: 10, max: 1000 }), risk: z.enum(['low', 'medium', 'high']), rows: z.number().int().min(8).max(16) };
const defaults: { bet: number; risk: 'low' | 'medium' | 'high'; rows: number } = { bet: 10, risk: 'medium', rows: 12 };

describe('remembered settings read back', () => {
  it('gives back what was stored when it is valid', () => {
    expect(readRemembered(JSON.stringify({ bet: 250, risk: 'high', rows: 16 }), fields, defaults)).toEqual({ bet: 250, risk: 'high', rows: 16 });
  });

  it('gives the defaults when nothing or no object was stored', () => {
    for (const raw of [null, '', 'not json', '42', '"text"', 'null', '[1,2]', '{']) {
      expect(readRemembered(raw, fields, defaults)).toEqual(defaults);
    }
  });

  it('replaces each bad field by its default and keeps the good ones', () => {
    expect(readRemembered(JSON.stringify({ bet: 5000, risk: 'high', rows: 16 }), fields, defaults)).toEqual({ bet: 10, risk: 'high', rows: 16 });
    expect(readRemembered(JSON.stringify({ bet: '250', risk: 'extreme', rows: 12.5 }), fields, defaults)).toEqual(defaults);
    expect(readRemembered(JSON.stringify({ bet: -1, risk: null }), fields, defaults)).toEqual(defaults);
    expect(readRemembered(JSON.stringify({ bet: 9.5 }), fields, defaults)).toEqual(defaults);
    expect(readRemembered(JSON.stringify({ bet: 300 }), fields, defaults)).toEqual({ ...defaults, bet: 300 });
  });

  it('ignores fields it does not know and inherited ones', () => {
    const read = readRemembered('{"bet":20,"userId":"x","__proto__":{"risk":"high"}}', fields, defaults);
    expect(read).toEqual({ ...defaults, bet: 20 });
    expect(read).not.toHaveProperty('userId');
  });
});

// What the sandbox says about any SteamID64: a demo persona's name, or a friendly
// name derived from the id, so the same account always looks the same on every instance.
import { createHash, randomInt } from 'node:crypto';
import { steamIdFromAccountId } from '../../../../core/steam-id';
import { findDemoPersona } from './personas';

const ADJECTIVES = [
  'Brave',
  'Clever',
  'Dapper',
  'Eager',
  'Fluffy',
  'Gentle',
  'Happy',
  'Jolly',
  'Keen',
  'Lucky',
  'Mighty',
  'Nimble',
  'Plucky',
  'Quick',
  'Rusty',
  'Sunny',
  'Swift',
  'Tiny',
  'Witty',
  'Zesty',
  'Bold',
  'Calm',
  'Daring',
  'Fancy',
] as const;

const BIRDS = [
  'Bantam',
  'Rooster',
  'Hen',
  'Chick',
  'Goose',
  'Duck',
  'Quail',
  'Pheasant',
  'Turkey',
  'Peacock',
  'Swan',
  'Pigeon',
  'Sparrow',
  'Robin',
  'Finch',
  'Heron',
  'Puffin',
  'Falcon',
  'Owl',
  'Wren',
  'Gosling',
  'Pullet',
  'Cockerel',
  'Guinea',
] as const;

const digest = (steamId: string): Buffer => createHash('sha256').update(`steam-sandbox:${steamId}`).digest();

function pick<T>(list: readonly T[], n: number): T {
  const item = list[n % list.length];
  if (item === undefined) throw new Error('empty list');
  return item;
}

/** e.g. 'BraveBantam4821'; demo personas keep their seeded name. */
export function personaNameFor(steamId: string): string {
  const persona = findDemoPersona(steamId);
  if (persona) return persona.personaName;
  const d = digest(steamId);
  return `${pick(ADJECTIVES, d.readUInt8(0))}${pick(BIRDS, d.readUInt8(1))}${1000 + (d.readUInt16BE(2) % 9000)}`;
}

/** Hue 0-359 for the avatar background, stable per account. */
export const avatarHueFor = (steamId: string): number => digest(steamId).readUInt16BE(4) % 360;

/** 25 bits for a symmetric 5x5 avatar pattern, stable per account. */
export const avatarPatternFor = (steamId: string): number => digest(steamId).readUInt32BE(8) & 0x1ffffff;

/**
 * A fresh SteamID64 for the sign-in form, so each visit can be a new account.
 * Account ids stay below ~2e9 so the result keeps the 7656119 + 10 digits shape.
 */
export function randomSteamId(): string {
  for (;;) {
    const id = steamIdFromAccountId(randomInt(100_000_000, 2_000_000_000));
    if (!findDemoPersona(id)) return id;
  }
}

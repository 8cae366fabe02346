import { describe, it, expect } from 'vitest';
import { hashServerSeed } from '../../../../core/fair/seeds';
import { bombTilesFromSeeds } from '../../../../core/games/hen-house-hazard';
import { verifierFor, verifiers } from '../verifiers';
import { emptyVerifierInput, runVerifier } from './run-verifier';

const VECTOR = {
  serverSeed: '18e93f4a7b5b58d2569765766d1b6c3296bbd8430d6f20249044d72f14720159',
  clientSeed: 'bb62964774',
  nonce: '1',
};

describe('the verifier registry', () => {
  it('has one entry per game key', () => {
    const games = verifiers.map((v) => v.game);
    expect(new Set(games).size).toBe(games.length);
    expect(games).toEqual(expect.arrayContaining(['hen_house_hazard', 'fowl_flip', 'defuse_bomba']));
  });

  it('reads a round back into parameters and a comparable outcome', () => {
    const henHouse = verifierFor('hen_house_hazard')!;
    expect(henHouse.paramsFromRound?.({ bombCount: 7, bombs: [3, 1] })).toEqual({ bombCount: 7 });
    expect(henHouse.recordedOutcome?.({ bombCount: 2, bombs: [3, 1] })).toBe('3,1');
    expect(verifierFor('fowl_flip')!.recordedOutcome?.({ result: 'heads' })).toBe('heads');
    expect(verifierFor('defuse_bomba')!.recordedOutcome?.({ bombWire: 2 })).toBe('2');
  });
});

describe('runVerifier', () => {
  const input = { ...emptyVerifierInput(), ...VECTOR };

  it('recomputes the published vector for every game', () => {
    expect(runVerifier({ ...input, game: 'fowl_flip' }).outcome?.headline).toBe('The coin lands on Tails');
    expect(runVerifier({ ...input, game: 'defuse_bomba' }).outcome?.headline).toBe('The bomb is the Yellow wire');
    const mines = runVerifier({ ...input, game: 'hen_house_hazard', params: { bombCount: '24' } });
    expect(mines.outcome?.grid?.marked).toHaveLength(24);
    expect(mines.outcome?.grid?.marked).not.toContain(21);
    const plinko = runVerifier({ ...input, game: 'plinko', params: { rows: '16' } });
    expect(plinko.outcome?.headline).toBe('The ball lands in bucket 5 of 0–16');
    expect(plinko.outcome?.canonical).toBe('5');
  });

  it('checks the seed against a hash and the outcome against a recorded one', () => {
    const seeds = { ...VECTOR, nonce: 1 };
    const bombs = bombTilesFromSeeds(seeds, 3);
    const run = runVerifier({
      ...input,
      game: 'hen_house_hazard',
      params: { bombCount: '3' },
      expectedHash: hashServerSeed(VECTOR.serverSeed).toUpperCase(),
      recorded: bombs.join(','),
    });
    expect(run).toMatchObject({ hashMatches: true, matchesRecorded: true, error: null });
    expect(runVerifier({ ...input, game: 'hen_house_hazard', params: { bombCount: '3' }, expectedHash: 'abc', recorded: '1,2,3' })).toMatchObject({
      hashMatches: false,
      matchesRecorded: false,
    });
    expect(runVerifier({ ...input, game: 'fowl_flip' })).toMatchObject({ hashMatches: null, matchesRecorded: null });
  });

  it('explains unusable input instead of throwing', () => {
    expect(runVerifier({ ...input, serverSeed: '' }).error).toBe('Enter the revealed server seed.');
    expect(runVerifier({ ...input, nonce: '-1' }).error).toMatch(/nonce/);
    expect(runVerifier({ ...input, nonce: '1.5' }).error).toMatch(/nonce/);
    expect(runVerifier({ ...input, game: 'hen_house_hazard', params: { bombCount: '30' } }).error).toBe('Bomb count must be a whole number from 1 to 24.');
    expect(runVerifier({ ...input, game: 'no_such_game' }).error).toBe('Choose a game.');
    expect(runVerifier({ ...input, game: 'plinko', params: { rows: '17' } }).error).toBe('Rows must be a whole number from 8 to 16.');
  });
});

import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beaconChainInfoSchema, chainInfoIsAuthentic, roundTimeMs, type BeaconChainInfo } from '../../../core/fair/beacon';
import { verifyBeaconRound } from '../../../core/fair/beacon-signature';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../../../test/helpers/databases';
import { createBeaconClient } from './client';
import { DRAND_SANDBOX_PATH } from './endpoints';
import { drandSandboxPlugin } from './sandbox/plugin';

describe.each(databaseKinds)('the sandbox beacon on %s', (kind) => {
  let database: TestDatabase;
  const clock = { now: Date.now() };
  const instances: FastifyInstance[] = [];
  /** An instance of the sandbox over the shared database, on the test's clock. */
  async function instance(period = 3): Promise<FastifyInstance> {
    const app = Fastify();
    await app.register(drandSandboxPlugin, { db: database.db, period, now: () => clock.now });
    instances.push(app);
    return app;
  }
  const get = async (app: FastifyInstance, path: string) => app.inject({ url: `${DRAND_SANDBOX_PATH}${path}` });

  let app: FastifyInstance;
  let chain: BeaconChainInfo;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await instance();
    const [hash] = (await get(app, '/chains')).json() as string[];
    chain = beaconChainInfoSchema.parse((await get(app, `/${hash}/info`)).json());
  });
  afterAll(async () => {
    await Promise.all(instances.map((i) => i.close()));
    await database.close();
  });

  it('serves a chain whose info hashes to its chain hash, the same from every instance', async () => {
    expect(chainInfoIsAuthentic(chain)).toBe(true);
    expect(chain).toMatchObject({ period: 3, schemeID: 'bls-unchained-g1-rfc9380', metadata: { beaconID: 'sandbox' } });
    // Another instance, even one configured with another period, signs with the same stored key.
    const other = await instance(1);
    expect((await get(other, `/${chain.hash}/info`)).json()).toEqual(chain);
  });

  it('publishes each round at its time and never before', async () => {
    clock.now = roundTimeMs(chain, 40) + 1500;
    const latest = (await get(app, `/${chain.hash}/public/latest`)).json();
    expect(latest.round).toBe(40);
    expect(verifyBeaconRound(chain, latest, 40).ok).toBe(true);
    expect((await get(app, `/${chain.hash}/public/41`)).statusCode).toBe(404);
    expect((await get(app, `/${chain.hash}/public/1000000`)).statusCode).toBe(404);
    clock.now = roundTimeMs(chain, 41);
    const next = await get(app, `/${chain.hash}/public/41`);
    expect(next.statusCode).toBe(200);
    expect(verifyBeaconRound(chain, next.json(), 41).ok).toBe(true);
    // A round's signature is the same whenever and wherever it is asked for.
    expect((await get(instances[1] ?? app, `/${chain.hash}/public/41`)).json()).toEqual(next.json());
  });

  it('answers other chains and bad rounds as a relay would', async () => {
    expect((await get(app, `/${'0'.repeat(64)}/info`)).statusCode).toBe(404);
    expect((await get(app, `/${chain.hash}/public/abc`)).statusCode).toBe(400);
    expect((await get(app, `/${chain.hash}/public/0`)).json().round).toBeGreaterThan(0);
  });

  it('is read by the same client as the real relays, over HTTP', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    clock.now = Date.now();
    const client = createBeaconClient({ urls: [`${address}${DRAND_SANDBOX_PATH}`], chainHash: null, fetch });
    expect(await client.chain()).toEqual(chain);
    const round = (await get(app, `/${chain.hash}/public/latest`)).json().round as number;
    expect(await client.round(chain, round)).toMatchObject({ round });
    await expect(client.round(chain, round + 100)).rejects.toThrow(/HTTP 404/);
  });
});

// The sandbox beacon's one chain, kept in the database so every instance signs with
// the same key (DESIGN rule 5). The first instance to need it creates it; the others
// read the row it wrote.
import { eq } from 'drizzle-orm';
import { bytesToHex } from '@noble/hashes/utils.js';
import { BEACON_SCHEME, chainHashOf, type BeaconChainInfo } from '../../../../core/fair/beacon';
import { generateBeaconKeyPair } from '../../../../core/fair/beacon-signature';
import type { DbOrTx } from '../../../db/client';
import { sandboxBeaconChains } from '../../../db/schema';

const CHAIN_ID = 'sandbox';
export const SANDBOX_BEACON_ID = 'sandbox';

export interface SandboxChain {
  info: BeaconChainInfo;
  secretKey: string;
}

type Row = typeof sandboxBeaconChains.$inferSelect;

function toChain(row: Row): SandboxChain {
  const info = {
    public_key: row.publicKey,
    period: row.period,
    genesis_time: row.genesisTime,
    groupHash: row.groupHash,
    schemeID: BEACON_SCHEME,
    metadata: { beaconID: SANDBOX_BEACON_ID },
  };
  return { info: { ...info, hash: chainHashOf(info) }, secretKey: row.secretKey };
}

export const sandboxChainRepository = {
  /** The chain, created with `period` and genesis now when no instance has made it yet. */
  async ensure(db: DbOrTx, period: number, nowMs = Date.now()): Promise<SandboxChain> {
    const { secretKey, publicKey } = generateBeaconKeyPair();
    const groupHash = new Uint8Array(32);
    globalThis.crypto.getRandomValues(groupHash);
    await db
      .insert(sandboxBeaconChains)
      .values({ id: CHAIN_ID, secretKey, publicKey, genesisTime: Math.floor(nowMs / 1000), period, groupHash: bytesToHex(groupHash) })
      .onConflictDoNothing();
    const [row] = await db.select().from(sandboxBeaconChains).where(eq(sandboxBeaconChains.id, CHAIN_ID));
    return toChain(row!);
  },
};

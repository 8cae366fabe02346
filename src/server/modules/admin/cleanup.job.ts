import type { Tx } from '../../db/client';
import { adminTokensRepository } from './admin-tokens.repository';

/** Expired or revoked admin tokens and failed password attempts are kept a day, then deleted. */
export const ADMIN_TOKEN_RETENTION_MS = 24 * 60 * 60 * 1000;

export const adminCleanupJob = {
  name: 'admin.cleanup',
  everyMs: 60 * 60 * 1000,
  async run(tx: Tx, now: Date) {
    await adminTokensRepository.deleteStale(tx, new Date(now.getTime() - ADMIN_TOKEN_RETENTION_MS));
  },
};

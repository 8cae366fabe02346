import { STEAM_NONCE_RETENTION_MS } from '../../integrations/steam';
import type { Tx } from '../../db/client';
import { sessionsRepository } from './sessions.repository';

/** Expired sessions and OpenID nonces too old to be replayed (their assertions are refused as stale anyway). */
export const accountsCleanupJob = {
  name: 'accounts.cleanup',
  everyMs: 15 * 60 * 1000,
  async run(tx: Tx, now: Date) {
    await sessionsRepository.deleteExpired(tx, now);
    await sessionsRepository.deleteNoncesBefore(tx, new Date(now.getTime() - STEAM_NONCE_RETENTION_MS));
  },
};

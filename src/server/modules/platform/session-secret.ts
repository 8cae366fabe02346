import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DbOrTx } from '../../db/client';
import { settingsRepository } from './settings.repository';

const KEY = 'session_secret';

/**
 * The cookie-signing secret when SESSION_SECRET is unset: generated once and kept
 * in the database, so every instance on it signs and accepts the same cookies and
 * a restart keeps sessions (DESIGN rule 5). The first instance to start writes it;
 * the others read that one. A secret an older version kept in DATA_DIR is adopted,
 * so its sessions stay valid.
 */
export async function sharedSessionSecret(db: DbOrTx, dataDir: string): Promise<string> {
  const stored = await settingsRepository.get<string>(db, KEY);
  if (stored) return stored;
  const legacyFile = join(dataDir, 'session-secret');
  const candidate = existsSync(legacyFile) ? readFileSync(legacyFile, 'utf8').trim() : randomBytes(32).toString('hex');
  await settingsRepository.insertIfAbsent(db, KEY, candidate);
  return (await settingsRepository.get<string>(db, KEY))!;
}

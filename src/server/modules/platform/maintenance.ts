import type { DbOrTx } from '../../db/client';
import { settingsRepository } from './settings.repository';

const KEY = 'maintenance_mode';

// Read from the database on every call rather than cached in memory, so every
// instance sees a toggle at once (DESIGN rule 5); it is one primary-key lookup.
export async function isMaintenanceOn(ctx: { db: DbOrTx }): Promise<boolean> {
  return (await settingsRepository.get<boolean>(ctx.db, KEY)) === true;
}

export async function setMaintenance(ctx: { db: DbOrTx }, enabled: boolean): Promise<void> {
  await settingsRepository.set(ctx.db, KEY, enabled);
}

/**
 * API paths that still answer during maintenance: sign-in, sign-out, the status
 * routes, and the payment provider's webhook (a payment made just before must still count).
 */
export const maintenanceExemptPaths = [
  /^\/api\/payment\/webhook$/,
  /^\/api\/auth\/steam(\/return)?$/,
  /^\/api\/auth\/logout$/,
  /^\/api\/logout$/,
  /^\/api\/platform$/,
  /^\/api\/admin\/maintenance-status$/,
];

export const MAINTENANCE_MESSAGE = 'The platform is down for maintenance. Please check back soon.';

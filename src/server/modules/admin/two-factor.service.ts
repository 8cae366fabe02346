import { AppError } from '../../../core/errors';
import type { TwoFactorEnrollment, TwoFactorStatus } from '../../../core/contracts/admin';
import type { AppContext } from '../../context';
import { createSessionService, hashToken, usersRepository, type SessionUser } from '../accounts';
import { auditRepository } from '../audit';
import { adminTokensRepository } from './admin-tokens.repository';
import {
  classifyCode,
  newRecoveryCodes,
  newTotpSecret,
  normalizeRecoveryCode,
  openSecret,
  otpauthUri,
  qrCodeDataUrl,
  sealSecret,
  totpStep,
} from './two-factor-codes';
import { twoFactorRepository, type TwoFactorRow } from './two-factor.repository';

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  invalidCode: 'Invalid authentication code. Check that the time on your device is right and try again.',
  replayedCode: 'This code has already been used. Wait for the next code in your authenticator app.',
  invalidRecoveryCode: 'Invalid or already used recovery code.',
  setupRequired: 'Set up two-factor sign-in to use the admin portal.',
  alreadyOn: 'Two-factor sign-in is already on.',
  notOn: 'Two-factor sign-in is not on.',
  notStarted: 'Start the two-factor setup again: this setup was replaced or has ended.',
  unreadable: 'Two-factor sign-in cannot be checked on this server. Ask an operator to reset it.',
} as const;

/** How a presented code fared: accepted as an app code or a recovery code, or why not. */
export type CodeCheck = 'totp' | 'recovery_code' | 'invalid' | 'replayed' | 'invalid_recovery_code';

export const codeRefusal = (check: Exclude<CodeCheck, 'totp' | 'recovery_code'>): string =>
  check === 'replayed' ? TWO_FACTOR_MESSAGES.replayedCode : check === 'invalid' ? TWO_FACTOR_MESSAGES.invalidCode : TWO_FACTOR_MESSAGES.invalidRecoveryCode;

/** An admin's second factor: enrollment, single-use code checks, and the reset that ends every session. */
export function createTwoFactorService(ctx: AppContext) {
  const { db, config } = ctx;
  const sessions = createSessionService(ctx);

  const secretOf = async (row: TwoFactorRow): Promise<string> => {
    const opened = openWithEitherSecret(ctx, row);
    // A pending enrollment keeps its sealed value: its confirmation checks the row did not change.
    if (opened?.underPrevious && row.confirmedAt)
      await twoFactorRepository.reseal(db, row.userId, row.secretEncrypted, sealSecret(opened.secret, config.sessionSecret, row.userId));
    if (opened) return opened.secret;
    // SESSION_SECRET changed since enrollment: codes cannot be checked, so refuse rather than wave through.
    ctx.log.error({ event: 'admin_two_factor_unreadable', userId: row.userId }, 'an admin two-factor secret cannot be opened');
    throw new AppError('FORBIDDEN', TWO_FACTOR_MESSAGES.unreadable);
  };

  const enabledRow = async (userId: string): Promise<TwoFactorRow | null> => {
    const row = await twoFactorRepository.find(db, userId);
    return row?.confirmedAt ? row : null;
  };

  return {
    enabledRow,

    async status(userId: string): Promise<TwoFactorStatus> {
      const row = await enabledRow(userId);
      return {
        enabled: row !== null,
        required: config.admin.requireTotp,
        enabledAt: row?.confirmedAt?.toISOString() ?? null,
        recoveryCodesLeft: row ? await twoFactorRepository.countUnusedRecoveryCodes(db, userId) : 0,
      };
    },

    /** A fresh secret for the admin to scan; it does nothing until confirmed with a first code. */
    async startEnrollment(user: SessionUser): Promise<TwoFactorEnrollment> {
      const secret = newTotpSecret();
      const started = await twoFactorRepository.startPending(db, user.id, sealSecret(secret, config.sessionSecret, user.id), ctx.clock());
      if (!started) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.alreadyOn);
      const uri = otpauthUri(secret, user.username || user.steamId);
      return { secret, otpauthUri: uri, qrCodeDataUrl: qrCodeDataUrl(uri) };
    },

    /**
     * The first code proves the app holds the secret. Turning the factor on ends the
     * admin's other portal tokens (issued on the password alone) and hands out the
     * recovery codes, which exist from here on only as hashes.
     */
    async confirmEnrollment(user: SessionUser, code: string, meta: { keepTokenHash: string; ip: string }): Promise<string[]> {
      const row = await twoFactorRepository.find(db, user.id);
      if (row?.confirmedAt) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.alreadyOn);
      if (!row) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.notStarted);
      const now = ctx.clock();
      const step = totpStep(await secretOf(row), code, now.getTime());
      if (step === null) throw new AppError('BAD_REQUEST', TWO_FACTOR_MESSAGES.invalidCode);
      const recoveryCodes = newRecoveryCodes();
      await db.transaction(async (tx) => {
        if (!(await twoFactorRepository.confirm(tx, user.id, row.secretEncrypted, step, now))) {
          throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.notStarted);
        }
        await twoFactorRepository.replaceRecoveryCodes(
          tx,
          user.id,
          recoveryCodes.map((c) => hashToken(normalizeRecoveryCode(c))),
        );
        await adminTokensRepository.revokeOthersForUser(tx, user.id, meta.keepTokenHash, now);
        await auditRepository.record(tx, { actorId: user.id, action: 'admin.two_factor_enabled', targetType: 'user', targetId: user.id, ip: meta.ip });
      });
      return recoveryCodes;
    },

    /** Checks a code against an enabled factor and uses it up: an app code's time step, or one recovery code. */
    async checkCode(row: TwoFactorRow, code: string): Promise<CodeCheck> {
      const presented = classifyCode(code);
      const now = ctx.clock();
      if (presented.kind === 'recovery') {
        return (await twoFactorRepository.useRecoveryCode(db, row.userId, hashToken(presented.code), now)) ? 'recovery_code' : 'invalid_recovery_code';
      }
      const step = totpStep(await secretOf(row), presented.code, now.getTime());
      if (step === null) return 'invalid';
      return (await twoFactorRepository.claimStep(db, row.userId, step)) ? 'totp' : 'replayed';
    },

    /**
     * Removes the admin's factor and ends every session and portal token they have,
     * so whoever held them signs in again (with the password, and a new factor if
     * ADMIN_REQUIRE_TOTP is on). Sessions end first: a failure half way leaves the
     * admin signed out, never signed in without the factor's protection.
     */
    async reset(userId: string, meta: { actorId: string | null; ip?: string }): Promise<{ hadTwoFactor: boolean }> {
      await sessions.endAllForUser(userId);
      const hadTwoFactor = await db.transaction(async (tx) => {
        const removed = await twoFactorRepository.remove(tx, userId);
        await adminTokensRepository.revokeForUser(tx, userId, ctx.clock());
        await auditRepository.record(tx, {
          actorId: meta.actorId,
          action: 'admin.two_factor_reset',
          targetType: 'user',
          targetId: userId,
          before: { twoFactor: removed },
          after: { by: meta.actorId === userId ? 'self' : 'operator' },
          ...(meta.ip ? { ip: meta.ip } : {}),
        });
        return removed;
      });
      ctx.realtime.disconnectUser(userId);
      return { hadTwoFactor };
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;

/**
 * For the operator's command-line tool: resets the two-factor sign-in of the admin
 * with this SteamID64 (a lost phone) and ends all their sessions and portal tokens.
 */
/** A sealed secret opened under SESSION_SECRET, or under SESSION_SECRET_PREVIOUS during a rotation. */
function openWithEitherSecret(ctx: AppContext, row: Pick<TwoFactorRow, 'userId' | 'secretEncrypted'>): { secret: string; underPrevious: boolean } | null {
  const current = openSecret(row.secretEncrypted, ctx.config.sessionSecret, row.userId);
  if (current) return { secret: current, underPrevious: false };
  const previous = ctx.config.previousSessionSecret ? openSecret(row.secretEncrypted, ctx.config.previousSessionSecret, row.userId) : null;
  return previous ? { secret: previous, underPrevious: true } : null;
}

/**
 * At start: every admin's two-factor secret sealed under SESSION_SECRET_PREVIOUS is
 * sealed again under SESSION_SECRET, so the previous secret can go without resetting
 * anyone's authenticator. Says how many moved and how many no secret opens.
 */
export async function resealTwoFactorSecrets(ctx: AppContext): Promise<{ resealed: number; unreadable: number }> {
  let resealed = 0;
  let unreadable = 0;
  for (const row of await twoFactorRepository.listSealed(ctx.db)) {
    const opened = openWithEitherSecret(ctx, row);
    if (!opened) unreadable += 1;
    else if (
      opened.underPrevious &&
      (await twoFactorRepository.reseal(ctx.db, row.userId, row.secretEncrypted, sealSecret(opened.secret, ctx.config.sessionSecret, row.userId)))
    )
      resealed += 1;
  }
  if (resealed > 0) ctx.log.info(`sealed ${resealed} admin two-factor secrets again under the new SESSION_SECRET`);
  if (unreadable > 0)
    ctx.log.warn(
      `${unreadable} admin two-factor secrets cannot be opened with SESSION_SECRET${ctx.config.previousSessionSecret ? ' or SESSION_SECRET_PREVIOUS' : ''}: those admins cannot sign in to the portal until \`npm run admin -- reset-admin-totp <SteamID64>\``,
    );
  return { resealed, unreadable };
}

export async function resetAdminTwoFactorBySteamId(ctx: AppContext, steamId: string): Promise<{ hadTwoFactor: boolean }> {
  const user = await usersRepository.findBySteamId(ctx.db, steamId);
  if (!user) throw new AppError('NOT_FOUND', `No account has the Steam ID ${steamId}.`);
  return createTwoFactorService(ctx).reset(user.id, { actorId: null });
}

import { z } from 'zod';

export const ADMIN_PASSWORD_MAX_LENGTH = 200;
/** Long enough for a recovery code typed with spaces or dashes, short enough to refuse junk. */
export const TWO_FACTOR_CODE_MAX_LENGTH = 40;
export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;

/** A code from the authenticator app or a recovery code; the server tells them apart by shape. */
const twoFactorCodeSchema = z
  .string({ error: 'code must be a string' })
  .trim()
  .min(1, { error: 'Code is required' })
  .max(TWO_FACTOR_CODE_MAX_LENGTH, { error: 'Code is too long' })
  .regex(/^[A-Za-z0-9 -]+$/, { error: 'Enter the 6-digit code from your authenticator app or a recovery code' });

/** Only the app's 6-digit code (spaces allowed, as apps show "123 456"). */
const totpCodeSchema = z
  .string({ error: 'code must be a string' })
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: 'Enter the 6-digit code from your authenticator app' }));

export const adminLoginBodySchema = z.object({
  password: z
    .string({ error: 'password must be a string' })
    .trim()
    .min(1, { error: 'Password is required' })
    .max(ADMIN_PASSWORD_MAX_LENGTH, { error: 'Password is too long' }),
  /** Needed once the admin has set up two-factor sign-in. */
  code: twoFactorCodeSchema.optional(),
});

export const adminLoginResultSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  expiresAt: z.string(),
});

export const maintenanceStatusSchema = z.object({ maintenanceMode: z.boolean() });

export const toggleMaintenanceBodySchema = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
});

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** ADMIN_REQUIRE_TOTP: the portal does nothing else until two-factor sign-in is on. */
  required: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** Shown only to the enrolling admin, once per start: the key as text, as a link and as a QR code. */
export const twoFactorEnrollmentSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  /** An SVG data URL drawn on the server, so the key never leaves for a third-party QR service. */
  qrCodeDataUrl: z.string(),
});
export type TwoFactorEnrollment = z.infer<typeof twoFactorEnrollmentSchema>;

export const twoFactorConfirmBodySchema = z.object({ code: totpCodeSchema });

export const twoFactorRecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const twoFactorResetBodySchema = z.object({ code: twoFactorCodeSchema });

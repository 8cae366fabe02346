import { z } from 'zod';

export const ADMIN_PASSWORD_MAX_LENGTH = 200;

export const adminLoginBodySchema = z.object({
  password: z
    .string({ error: 'password must be a string' })
    .trim()
    .min(1, { error: 'Password is required' })
    .max(ADMIN_PASSWORD_MAX_LENGTH, { error: 'Password is too long' }),
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

// lint as: src/web/features/raffles/components/probe.tsx
// must fail: no-restricted-syntax
export const probe = (error: unknown) => String(error).includes('409');

// lint as: src/core/probe.ts
// must fail: import-x/no-restricted-paths
export const probe = () => import('../server/config');

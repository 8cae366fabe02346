// lint as: src/core/probe.ts
// must fail: no-restricted-syntax
// A template is not resolved by the path rule: it would carry any path past it.
export const probe = () => import(`../server/config`);

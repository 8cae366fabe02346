// lint as: src/server/probe.test.ts
// must fail: no-restricted-syntax
// A server test file keeps the server block's rule on plain-string imports without the rule on packages loaded when used.
export const probe = (name: string) => import(`./${name}`);

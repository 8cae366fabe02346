// lint as: src/server/probe.ts
// must fail: no-restricted-syntax
// Outside the modules and jobs, the server block's own entry (modules and jobs carry it in theirs).
export const probe = (name: string) => import(`./${name}`);

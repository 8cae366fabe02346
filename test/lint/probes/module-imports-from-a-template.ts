// lint as: src/server/modules/raffles/probe.ts
// must fail: no-restricted-syntax
export const probe = (module: string) => import(`../${module}/${module}.repository`);

// lint as: src/web/features/raffles/components/probe.tsx
// must fail: no-restricted-syntax
export const probe = (feature: string) => import(`../../${feature}/api/get-${feature}`);

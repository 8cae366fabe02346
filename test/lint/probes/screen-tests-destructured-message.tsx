// lint as: src/web/features/raffles/components/probe.tsx
// must fail: no-restricted-syntax
export function probe(error: Error): boolean {
  const { message } = error;
  return /full/i.test(message);
}

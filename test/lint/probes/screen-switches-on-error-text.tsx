// lint as: src/web/features/raffles/components/probe.tsx
// must fail: no-restricted-syntax
export function probe(error: Error): string {
  switch (error.message) {
    case 'Raffle is full':
      return 'full';
    default:
      return 'other';
  }
}

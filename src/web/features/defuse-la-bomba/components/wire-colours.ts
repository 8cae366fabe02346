/** Tailwind classes per wire (0 Red, 1 Green, 2 Blue, 3 Yellow), written out so the build keeps them. */
export const wireColours: Record<number, { line: string; end: string; dot: string }> = {
  0: { line: 'bg-red-500', end: 'border-red-300 bg-red-600', dot: 'bg-red-500' },
  1: { line: 'bg-green-500', end: 'border-green-300 bg-green-600', dot: 'bg-green-500' },
  2: { line: 'bg-blue-500', end: 'border-blue-300 bg-blue-600', dot: 'bg-blue-500' },
  3: { line: 'bg-yellow-400', end: 'border-yellow-200 bg-yellow-500', dot: 'bg-yellow-400' },
};

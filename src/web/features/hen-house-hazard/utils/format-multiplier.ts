/** "1.24×", or a dash when there is none (no tile left, or no game). */
export const formatMultiplier = (m: number | null | undefined): string => (m == null ? '—' : `${m.toFixed(2)}×`);

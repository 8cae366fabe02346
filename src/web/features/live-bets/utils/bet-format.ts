/** A multiplier as the games show it; the case stakes nothing and has none. */
export const multiplierText = (m: number | null): string => (m === null ? '—' : `${m.toFixed(2)}×`);

/** When a bet settled, to the second, in the reader's own time. */
export const betTime = (at: string): string => new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });

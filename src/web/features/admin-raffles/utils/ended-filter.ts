import type { Raffle } from '../../../../core/contracts/raffles';

export interface EndedFilter {
  search: string;
  /** yyyy-mm-dd from a date input, or '' */
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The calendar day of an instant in the browser's zone, as yyyy-mm-dd (sorts like the date). */
export const localDay = (iso: string): string => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

export const isEnded = (raffle: Raffle): boolean => raffle.status === 'ended' || raffle.status === 'completed';

/** When it actually ended (an admin may end it early), else its scheduled end. */
export const endedAtOf = (raffle: Raffle): string => raffle.endedAt ?? raffle.endTime;

export const newestEndedFirst = (raffles: Raffle[]): Raffle[] => raffles.filter(isEnded).sort((a, b) => Date.parse(endedAtOf(b)) - Date.parse(endedAtOf(a)));

/** Spec part 2 §5: name or type, case-insensitive; From and To compared with the end date by day, both inclusive. */
export function filterEndedRaffles(raffles: Raffle[], filter: EndedFilter): Raffle[] {
  const needle = filter.search.trim().toLowerCase();
  return newestEndedFirst(raffles).filter((raffle) => {
    if (needle && !raffle.name.toLowerCase().includes(needle) && !raffle.type.toLowerCase().includes(needle)) return false;
    const day = localDay(endedAtOf(raffle));
    if (filter.from && day < filter.from) return false;
    if (filter.to && day > filter.to) return false;
    return true;
  });
}

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { FowlIcon } from '../../../components/ui/fowl-icon';
import { useCaseOdds } from '../api/get-case-odds';
import { prizeRarity } from '../utils/rarity';
import { rarityStyle } from './prize-style';

const percent = (p: number) => `${(p * 100).toLocaleString(undefined, { maximumFractionDigits: 2 })}%`;
const ticketText = (n: number) => n.toLocaleString('en-US').padStart(5, ' ');

/** The published odds: each prize owns a range of the 10,000 tickets. */
export function CaseOddsTable() {
  const odds = useCaseOdds();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Published Odds</CardTitle>
        <CardDescription>Each opening draws a ticket from 0 to 9,999 (floor of your fair float × 10,000); the prize is the range it falls in.</CardDescription>
      </CardHeader>
      <CardContent>
        {odds.isPending ? (
          <Skeleton className="h-48" />
        ) : odds.isError ? (
          <p className="text-sm text-danger-text">Could not load the odds.</p>
        ) : (
          <>
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left text-fg-muted">
                  <th scope="col" className="pb-2 font-medium">
                    Prize
                  </th>
                  <th scope="col" className="pb-2 font-medium">
                    Tickets
                  </th>
                  <th scope="col" className="pb-2 text-right font-medium">
                    Chance
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {odds.data.prizes.map((p) => (
                  <tr key={p.index}>
                    <td className="py-2">
                      <span
                        className="case-chip inline-flex items-center gap-1.5 rounded-md px-2 py-0.5 font-semibold tabular-nums"
                        style={rarityStyle(p.index)}
                      >
                        <FowlIcon className="size-4" />
                        {p.prize}
                      </span>
                      <span className="block pt-0.5 text-xs text-fg-muted">{prizeRarity(p.index).label}</span>
                    </td>
                    <td className="py-2 font-mono text-xs whitespace-pre text-fg-muted">
                      {ticketText(p.fromTicket)} – {ticketText(p.toTicket)}
                    </td>
                    <td className="py-2 text-right tabular-nums">{percent(p.probability)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-3 text-sm text-fg-muted">
              Average prize: <span className="font-semibold text-fg">{odds.data.expectedValue.toLocaleString()} fowls</span> per case.
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}

import type { ReactNode } from 'react';
import { Gamepad2, ShieldCheck, Ticket } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { FowlIcon } from '../../../components/ui/fowl-icon';
import { useDocumentTitle } from '../../../hooks/use-document-title';

const highlights = [
  { icon: Ticket, text: 'Timed raffles for CS skins' },
  { icon: Gamepad2, text: 'Provably fair mini-games' },
  { icon: ShieldCheck, text: 'Fowls have no cash value' },
];

/**
 * The front page's hero: what the site is, the specification's welcome line (spec
 * part 1 §3) and the one sign-in action, passed in by the screen so this feature
 * does not reach into the accounts feature.
 */
export function SignedOutWelcome({ signIn }: { signIn: ReactNode }) {
  useDocumentTitle('Welcome to Fowls');
  return (
    <Card className="relative overflow-hidden p-6 sm:p-10">
      <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-16 size-72 rounded-full bg-accent/10 blur-3xl" />
      <div aria-hidden="true" className="pointer-events-none absolute -bottom-32 -left-20 size-72 rounded-full bg-[#eb4b4b]/10 blur-3xl" />
      <div className="relative grid gap-6 sm:grid-cols-[1fr_auto] sm:items-center">
        <div className="grid justify-items-start gap-4">
          <p className="text-xs font-semibold tracking-widest text-accent-text uppercase">Counter-Strike skin raffles &amp; mini-games</p>
          <h1 className="text-3xl font-extrabold tracking-tight text-balance text-fg sm:text-5xl">Welcome to Fowls</h1>
          <p className="max-w-xl text-fg-muted sm:text-lg">Sign in with Steam to access your dashboard, cases, games, and raffles</p>
          {signIn}
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-fg-muted">
            {highlights.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-2">
                <Icon aria-hidden="true" className="size-4 text-accent-text" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <FowlIcon className="hidden size-40 drop-shadow-[0_10px_30px_rgba(245,165,36,0.25)] sm:block" />
      </div>
    </Card>
  );
}

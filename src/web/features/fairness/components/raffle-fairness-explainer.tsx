import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

const Step = ({ title, children }: { title: string; children: ReactNode }) => (
  <li className="pl-1">
    <strong className="block text-fg">{title}</strong>
    {children}
  </li>
);

/** Why a raffle's winner is out of everyone's hands, the operator's included, in plain words. */
export function RaffleFairnessExplainer() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Why no one can choose a raffle’s winner</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm leading-relaxed text-fg-muted">
        <p>
          A raffle’s winner comes from two secrets that nobody holds at the same time before the entries close: our <strong className="text-fg">seed</strong>,
          and a number the <strong className="text-fg">drand</strong> network publishes in public after the raffle ends.
        </p>
        <ol className="grid list-decimal gap-3 pl-5">
          <Step title="When the raffle is created, we commit.">
            We pick a random seed and publish its SHA-256 hash. We also publish which drand chain we use and which round: the first one due after the raffle’s
            end time. Neither can change later without everyone seeing it.
          </Step>
          <Step title="When the entries close, they are frozen.">
            At the end time (or earlier, when the raffle fills up or an admin ends it, and then the round moves to the first one after that moment), the list of
            entries is fixed and its digest is published. Nothing can be added or removed after that.
          </Step>
          <Step title="Then the drand round is published, by others.">
            drand is run by the League of Entropy, a group of independent universities and companies. Each round is a signature that a majority of them must
            make together, so no one of them, and certainly not us, can know it before its time or choose it. Anyone can check the signature with the chain’s
            public key.
          </Step>
          <Step title="The winner follows from all three.">
            We compute HMAC-SHA256(seed, raffle id : entries digest : round randomness), turn it into a ticket number and give the win to the entry holding that
            ticket, each entry holding as many tickets as fowls it put in. Then we reveal the seed.
          </Step>
        </ol>
        <p>
          So when the entries close, we know our seed but not the round’s randomness, and the drand network knows neither our seed nor the entries. Adding a
          last-second entry of our own would not help us: we could not tell whether it would win. And once the round is out, the entries and the seed are
          already fixed.
        </p>
        <p>
          A draw waits for its round however long the drand network takes to give it: we know our seed, so a draw from the seed alone is one we could predict.
          Only if the operator has turned on a fallback is a raffle whose round stays out of reach drawn from its seed alone; it is then marked ‘drawn without
          the beacon’, with the reason, on its page, in the raffle list and here. Such a draw is still checked against the committed seed, but it lacks the
          beacon’s protection, which is why we show it.
        </p>
        <p>
          Every drawn raffle links to{' '}
          <Link href="/fairness" className="font-medium text-accent-text underline underline-offset-2">
            the verifier
          </Link>
          , which repeats every step in your browser, the signature check included: nothing needs to be taken on trust.
        </p>
      </CardContent>
    </Card>
  );
}

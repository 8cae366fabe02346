import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from 'wouter';
import type { FairRound, RevealedSeed } from '../../../../core/contracts/fairness';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useCurrentUser } from '../../../lib/auth';
import { betDetailsQueryOptions } from '../../../lib/bet-details';
import { FAIRNESS_ROUND_PARAM } from '../../../lib/fairness-link';
import { emptyVerifierInput, type VerifierInput } from '../utils/run-verifier';
import { verifierFor } from '../verifiers';
import { FairnessExplainer } from './fairness-explainer';
import { PastRounds } from './past-rounds';
import { RaffleDrawVerifier } from './raffle-draw-verifier';
import { RevealedSeeds } from './revealed-seeds';
import { SeedManager } from './seed-manager';
import { VerifierForm } from './verifier-form';

/** The verifier filled with a listed round: its seeds, the parameters it was played with and its recorded outcome. */
function inputOf(round: FairRound): VerifierInput {
  const entry = verifierFor(round.game);
  const params = Object.fromEntries(Object.entries(entry?.paramsFromRound?.(round.outcome) ?? {}).map(([k, v]) => [k, String(v)]));
  return {
    game: round.game,
    serverSeed: round.serverSeed ?? '',
    clientSeed: round.clientSeed,
    nonce: String(round.nonce),
    expectedHash: round.serverSeedHash,
    params,
    recorded: entry?.recordedOutcome?.(round.outcome) ?? null,
  };
}

/**
 * The /fairness screen: the scheme, the player's seeds and rounds, and a verifier for anyone.
 * A live bet links here with `?round={id}`: the verifier opens filled with that round.
 */
export function FairnessPage() {
  const { data: user, isPending } = useCurrentUser();
  const [input, setInput] = useState<VerifierInput>(emptyVerifierInput);
  const verifierHeading = useRef<HTMLHeadingElement>(null);
  const linkedId = new URLSearchParams(useSearch()).get(FAIRNESS_ROUND_PARAM)?.trim() ?? '';
  const linked = useQuery({ ...betDetailsQueryOptions(linkedId), enabled: linkedId !== '', refetchOnMount: 'always' });

  // The linked round fills the verifier once it arrives (and again if a rotation reveals its seed), during render as React advises.
  const [filledFrom, setFilledFrom] = useState<FairRound | null>(null);
  if (linked.data && linked.data !== filledFrom) {
    setFilledFrom(linked.data);
    setInput(inputOf(linked.data));
  }
  useEffect(() => {
    if (filledFrom) verifierHeading.current?.scrollIntoView({ block: 'start' });
  }, [filledFrom]);

  function fill(next: VerifierInput) {
    setInput(next);
    verifierHeading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    verifierHeading.current?.focus({ preventScroll: true });
  }

  function verifyRound(round: FairRound) {
    fill(inputOf(round));
  }

  function fillFromSeed(seed: RevealedSeed) {
    fill({ ...input, serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, expectedHash: seed.serverSeedHash, nonce: '0', recorded: null });
  }

  return (
    <div className="grid gap-6">
      <FairnessExplainer />
      {linked.isError ? (
        <p role="status" className="rounded-lg border border-line bg-surface-2 p-3 text-sm text-fg-muted">
          The linked bet could not be found. You can still enter any round's seeds in the verifier.
        </p>
      ) : linked.data && linked.data.serverSeed === null ? (
        <p role="status" className="rounded-lg border border-line bg-surface-2 p-3 text-sm text-fg-muted">
          {linked.data.mine
            ? 'This bet’s server seed is still secret: rotate your seeds on this page to reveal it, and the verifier checks it.'
            : 'This bet’s server seed is still secret: it can be verified once its player rotates their seeds.'}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        {user ? (
          <SeedManager />
        ) : (
          <Card className="grid justify-items-start gap-3 p-6">
            <h2 className="text-lg font-semibold">Your seeds</h2>
            <p className="text-sm text-fg-muted">
              {isPending
                ? 'Loading…'
                : 'Sign in to see your seed pair, set a client seed, rotate seeds and list your rounds. The verifier works without signing in.'}
            </p>
            {!isPending ? (
              <Link href="/login" className={buttonClass('steam', 'md')}>
                Sign In with Steam
              </Link>
            ) : null}
          </Card>
        )}
        <VerifierForm value={input} onChange={setInput} headingRef={verifierHeading} />
      </div>
      <RaffleDrawVerifier />
      {user ? (
        <>
          <PastRounds onVerify={verifyRound} />
          <RevealedSeeds onUse={fillFromSeed} />
        </>
      ) : null}
    </div>
  );
}

import { useId, useMemo, type Ref } from 'react';
import { CheckCircle2, XCircle } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import { runVerifier, type VerifierInput } from '../utils/run-verifier';
import { verifierFor, verifiers, type VerifierOutcome } from '../verifiers';

const selectClass = 'h-10 w-full rounded-md border border-line-strong bg-canvas px-3 text-sm text-fg focus-visible:border-accent';

function Check({ ok, yes, no }: { ok: boolean; yes: string; no: string }) {
  return (
    <p className={cn('flex items-center gap-2 text-sm font-semibold', ok ? 'text-success-text' : 'text-danger-text')}>
      {ok ? <CheckCircle2 aria-hidden="true" className="size-4" /> : <XCircle aria-hidden="true" className="size-4" />}
      {ok ? yes : no}
    </p>
  );
}

function OutcomeGrid({ grid }: { grid: NonNullable<VerifierOutcome['grid']> }) {
  return (
    <div
      className="grid max-w-64 gap-1"
      style={{ gridTemplateColumns: `repeat(${grid.columns}, minmax(0, 1fr))` }}
      role="img"
      aria-label={`${grid.markedLabel} tiles: ${[...grid.marked].sort((a, b) => a - b).join(', ')}`}
    >
      {Array.from({ length: grid.cells }, (_, cell) => {
        const marked = grid.marked.includes(cell);
        return (
          <span
            key={cell}
            className={cn(
              'flex aspect-square items-center justify-center rounded text-[0.65rem] font-semibold',
              marked ? 'bg-danger/70 text-white' : 'bg-success/20 text-success-text',
            )}
          >
            {cell}
          </span>
        );
      })}
    </div>
  );
}

/** Anyone can use it, signed in or not: everything is computed in the browser. */
export function VerifierForm({
  value,
  onChange,
  headingRef,
}: {
  value: VerifierInput;
  onChange: (next: VerifierInput) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const id = useId();
  const entry = verifierFor(value.game);
  const run = useMemo(() => runVerifier(value), [value]);
  const set = (patch: Partial<VerifierInput>) => onChange({ ...value, ...patch, recorded: patch.recorded ?? null });

  return (
    <Card>
      <CardHeader>
        <h2 ref={headingRef} tabIndex={-1} className="scroll-mt-20 text-lg leading-tight font-semibold text-fg">
          Verifier
        </h2>
        <CardDescription>Paste a revealed server seed, the client seed and the nonce of a bet to recompute its outcome.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-game`}>Game</Label>
            <select id={`${id}-game`} className={selectClass} value={value.game} onChange={(e) => set({ game: e.target.value, params: {} })}>
              {verifiers.map((v) => (
                <option key={v.game} value={v.game}>
                  {v.label}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-nonce`}>Nonce</Label>
            <Input id={`${id}-nonce`} inputMode="numeric" value={value.nonce} onChange={(e) => set({ nonce: e.target.value })} />
          </div>
          <div className="grid gap-1.5 sm:col-span-2">
            <Label htmlFor={`${id}-server`}>Server seed (revealed)</Label>
            <Input
              id={`${id}-server`}
              className="font-mono"
              spellCheck={false}
              value={value.serverSeed}
              onChange={(e) => set({ serverSeed: e.target.value.trim() })}
            />
          </div>
          <div className="grid gap-1.5 sm:col-span-2">
            <Label htmlFor={`${id}-client`}>Client seed</Label>
            <Input
              id={`${id}-client`}
              className="font-mono"
              spellCheck={false}
              value={value.clientSeed}
              onChange={(e) => set({ clientSeed: e.target.value })}
            />
          </div>
          <div className="grid gap-1.5 sm:col-span-2">
            <Label htmlFor={`${id}-hash`}>Server seed hash shown before play (optional)</Label>
            <Input
              id={`${id}-hash`}
              className="font-mono"
              spellCheck={false}
              value={value.expectedHash}
              onChange={(e) => set({ expectedHash: e.target.value })}
            />
          </div>
          {entry?.params.map((param) => (
            <div key={param.name} className="grid gap-1.5">
              <Label htmlFor={`${id}-${param.name}`}>
                {param.label} ({param.min}–{param.max})
              </Label>
              <Input
                id={`${id}-${param.name}`}
                inputMode="numeric"
                value={value.params[param.name] ?? String(param.defaultValue)}
                onChange={(e) => set({ params: { ...value.params, [param.name]: e.target.value } })}
              />
            </div>
          ))}
        </div>

        <section aria-labelledby={`${id}-result`} aria-live="polite" className="grid gap-3 rounded-lg border border-line bg-surface-2 p-4">
          <h3 id={`${id}-result`} className="text-sm font-semibold text-fg-muted">
            Result
          </h3>
          {run.hashMatches !== null ? (
            <Check ok={run.hashMatches} yes="The server seed matches its hash" no="The server seed does not match this hash" />
          ) : null}
          {run.error ? (
            <p className="text-sm text-fg-muted">{run.error}</p>
          ) : run.outcome ? (
            <>
              <p className="text-lg font-bold" data-testid="verifier-headline">
                {run.outcome.headline}
              </p>
              {run.matchesRecorded !== null ? (
                <Check ok={run.matchesRecorded} yes="Matches the round's recorded outcome" no="Does not match the round's recorded outcome" />
              ) : null}
              <dl className="grid gap-1 text-sm">
                {run.outcome.details.map((d) => (
                  <div key={d.label} className="flex flex-wrap gap-x-2">
                    <dt className="text-fg-subtle">{d.label}:</dt>
                    <dd className="break-all">{d.value}</dd>
                  </div>
                ))}
              </dl>
              {run.outcome.grid ? <OutcomeGrid grid={run.outcome.grid} /> : null}
            </>
          ) : null}
          <p className="text-xs break-all text-fg-subtle">
            SHA-256(server seed): <span className="font-mono">{run.hash}</span>
          </p>
        </section>
      </CardContent>
    </Card>
  );
}

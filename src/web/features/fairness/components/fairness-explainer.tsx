import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

/** The scheme in plain words (DESIGN rule 3), so a player can check any round without trusting us. */
export function FairnessExplainer() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>How it works</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm leading-relaxed text-fg-muted">
        <p>
          Every game result comes from three values: a <strong className="text-fg">server seed</strong> we pick at random, a{' '}
          <strong className="text-fg">client seed</strong> you can change at any time, and a <strong className="text-fg">nonce</strong>, a counter that goes up
          by one with each bet you place.
        </p>
        <p>
          Before you play, we show you only the <strong className="text-fg">SHA-256 hash</strong> of the server seed. That commits us to the seed: we cannot
          change it later without the hash changing. When you <strong className="text-fg">rotate</strong> your seeds, the old server seed is revealed, and you
          can check that it matches the hash you were shown and recompute every bet made with it.
        </p>
        <p>
          To turn the seeds into numbers we compute <code className="rounded bg-surface-3 px-1 text-fg">HMAC-SHA256(serverSeed, clientSeed:nonce:round)</code>.
          Each 4 bytes of the result make one number between 0 and 1 (
          <code className="rounded bg-surface-3 px-1 text-fg">b0/256 + b1/256² + b2/256³ + b3/256⁴</code>), 8 numbers per hash; when a game needs more,{' '}
          <code className="rounded bg-surface-3 px-1 text-fg">round</code> goes 0, 1, 2….
        </p>
        <ul className="grid list-disc gap-1 pl-5">
          <li>
            <strong className="text-fg">Fowl Flip:</strong> the first number below 0.5 is Heads, otherwise Tails.
          </li>
          <li>
            <strong className="text-fg">Defuse la Bomba:</strong> the bomb is wire floor(number × 4): 0 Red, 1 Green, 2 Blue, 3 Yellow.
          </li>
          <li>
            <strong className="text-fg">Hen House Hazard:</strong> one number per bomb. Starting from all 25 tiles, each bomb takes the tile at position
            floor(number × tiles left) and removes it from the list (the “splice” rule), so no tile is picked twice. Tiles are numbered 0–24 row by row from the
            top left (other verifiers may count 1–25).
          </li>
        </ul>
        <p>The verifier below runs this same code in your browser: nothing is sent to our server.</p>
      </CardContent>
    </Card>
  );
}

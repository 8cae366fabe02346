// Players of Fowl Hunt for the bot check's tests (decision 0046): a skilled person
// modelled on what aimed-movement studies report, and the jittered script that won
// every round before the check looked at a player's history. Each decides its next
// click from what the page would know (the targets the server revealed, in the order
// it revealed them, and where the pointer is), so the same player runs in a pure
// simulation and through the real routes.
import {
  CANVAS,
  LATE_CLICK_ALLOWANCE_MS,
  MAX_CLICKS,
  ROUND_MS,
  TARGET_RADIUS,
  TARGETS_AT_ONCE,
  hitSlot,
  offsetFrom,
  type HuntShot,
  type Point,
} from '../../src/core/games/fowl-hunt';
import { seededRandom } from '../../src/core/seeded-random';

/** A target on screen: its place in the sequence (lower appeared earlier), its centre, and when it appeared (ms into the round). */
export interface ShownTarget extends Point {
  index: number;
  shownAt: number;
}

export interface HuntView {
  visible: readonly ShownTarget[];
  /** Where the pointer is: the last click, or the middle of the canvas at the start. */
  cursor: Point;
  /** Milliseconds from the round's start to the last click (0 before the first). */
  elapsedMs: number;
}

/** Wait this long after the last click (or the start), then click here. */
export interface HuntMove {
  delayMs: number;
  point: Point;
}

export interface HuntPlayer {
  name: string;
  next(view: HuntView): HuntMove;
  /** Whether it sends the time of each click on its own clock, as the game page does. */
  reportsClickTime: boolean;
  /** Called once per round, before its first click: a person's form varies from round to round. */
  newRound?(): void;
}

const clampTo = (n: number, max: number) => Math.min(max, Math.max(0, Math.round(n * 100) / 100));
const onCanvas = (p: Point): Point => ({ x: clampTo(p.x, CANVAS.width), y: clampTo(p.y, CANVAS.height) });
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** A standard normal draw (Box-Muller) from a uniform source. */
function gaussian(random: () => number): () => number {
  return () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/**
 * The script of the finding: waits 50-200 ms at random (uniform) after each click,
 * always shoots the oldest target on screen, and lands 3-14 px off its centre in a
 * random direction. It wins every round at goal 100 in about 12 s.
 */
export function jitteredBot(seed: number): HuntPlayer {
  const random = seededRandom(seed);
  return {
    name: 'jittered bot',
    reportsClickTime: false,
    next({ visible }) {
      const oldest = visible.reduce((a, b) => (b.index < a.index ? b : a));
      const r = 3 + random() * 11;
      const angle = random() * 2 * Math.PI;
      return { delayMs: 50 + Math.floor(random() * 151), point: onCanvas({ x: oldest.x + r * Math.cos(angle), y: oldest.y + r * Math.sin(angle) }) };
    },
  };
}

/**
 * A skilled person, from what aimed-movement studies report:
 * - mostly goes for the target nearest the pointer (four times in five), else any other;
 * - movement time follows Fitts' law, MT = a + b log2(D/W + 1), with log-normal noise
 *   (a right-skewed spread of about a fifth), a lapse now and then (looking around,
 *   a blink), and a slow drift as the round tires the hand;
 * - its form varies from round to round (a slightly faster or slower day);
 * - lands with a two-dimensional normal scatter that widens the faster it moves for its
 *   distance (the speed-accuracy tradeoff), wider along the movement than across it;
 * - cannot click a target sooner than a visual reaction after it appeared;
 * - slips now and then and misses by a hand's width.
 * `pace` scales its speed: 1 is a strong player (about 3 hits a second), 0.75 a top
 * one (about 3.7, enough for goal 100 nineteen rounds in twenty).
 */
export function skilledHuman(seed: number, opts: { pace?: number; lapses?: number; noise?: number; fittsSlope?: number } = {}): HuntPlayer {
  const random = seededRandom(seed);
  const normal = gaussian(random);
  const pace = opts.pace ?? 1;
  const A_MS = 110 * pace;
  const B_MS_PER_BIT = (opts.fittsSlope ?? 75) * pace;
  const lapses = opts.lapses ?? 0.03;
  const noise = opts.noise ?? 0.22;
  const W = 2 * TARGET_RADIUS;
  let form = 1;
  return {
    name: 'skilled human',
    reportsClickTime: true,
    newRound() {
      form = Math.exp(0.06 * normal());
    },
    next({ visible, cursor, elapsedMs }) {
      const byDistance = [...visible].sort((a, b) => distance(cursor, a) - distance(cursor, b));
      const target = random() < 0.8 || byDistance.length === 1 ? byDistance[0]! : byDistance[1 + Math.floor(random() * (byDistance.length - 1))]!;
      const d = distance(cursor, target);
      const fatigue = 1 + 0.06 * Math.min(1, elapsedMs / ROUND_MS);
      let mt = (A_MS + B_MS_PER_BIT * Math.log2(d / W + 1)) * Math.exp(noise * normal()) * fatigue * form;
      if (random() < lapses) mt += 250 + 700 * random();
      // Nobody reaches a target before seeing it appear: a visual reaction (about 200 ms)
      // and the second half of the move come after its appearance, however near it is.
      const seenBy = target.shownAt + 200 * Math.exp(0.12 * normal()) + 0.5 * mt;
      const delayMs = Math.round(Math.max(mt, seenBy - elapsedMs));
      // Speed-accuracy: scatter grows with the speed the move needed (Schmidt's law).
      const spread = 2.5 + 7 * (d / delayMs);
      const along = d > 0 ? { x: (target.x - cursor.x) / d, y: (target.y - cursor.y) / d } : { x: 1, y: 0 };
      const e1 = 1.25 * spread * normal();
      const e2 = 0.8 * spread * normal();
      let point = { x: target.x + e1 * along.x - e2 * along.y, y: target.y + e1 * along.y + e2 * along.x };
      if (random() < 0.02) {
        const angle = random() * 2 * Math.PI;
        const off = 40 + 40 * random();
        point = { x: target.x + off * Math.cos(angle), y: target.y + off * Math.sin(angle) };
      }
      return { delayMs, point: onCanvas(point) };
    },
  };
}

/**
 * One round as the server would record it, without the server: the same hit rule, and
 * the same timing (a click is timed when it arrives, and the target it frees a slot
 * for is shown from then). `targets` is the round's sequence. With `rttMs` the player
 * sits behind a network round trip (each way jittered): the page sends one click at a
 * time, the next once the answer is in, and a revealed target appears on the page
 * half a round trip after the server revealed it, so the server sees queued clicks
 * paced by the link rather than the hand. Stops when the page's 30 s are up, or at
 * `stopAtHits` (a script stops once it has met its goal).
 */
export function simulateHuntRound(
  player: HuntPlayer,
  targets: readonly Point[],
  opts: { stopAtHits?: number; rttMs?: number; seed?: number } = {},
): HuntShot[] {
  player.newRound?.();
  const rtt = opts.rttMs ?? 0;
  const normal = gaussian(seededRandom(opts.seed ?? 1));
  const oneWay = () => (rtt / 2) * Math.exp(0.15 * normal());
  // The server's board (times on its clock, from its start) and the page's (on the page's
  // clock, which starts when the start's answer arrives: half a round trip later).
  const slots: (ShownTarget | null)[] = targets.slice(0, TARGETS_AT_ONCE).map((p, index) => ({ ...p, index, shownAt: 0 }));
  let page: ShownTarget[] = slots.map((s) => ({ ...s! }));
  const offset = oneWay();
  let next = TARGETS_AT_ONCE;
  let clickAt = 0;
  let answerAt = 0;
  let cursor: Point = { x: CANVAS.width / 2, y: CANVAS.height / 2 };
  const shots: HuntShot[] = [];
  let hits = 0;
  while (shots.length < MAX_CLICKS) {
    // Every target the page knows is waiting for an answer: the person waits for one to appear.
    const known = page.filter((p) => p.shownAt <= clickAt);
    const visible = known.length > 0 ? known : page.filter((p) => p.shownAt === Math.min(...page.map((q) => q.shownAt)));
    if (visible.length === 0) break;
    const from = Math.max(clickAt, Math.min(...visible.map((v) => v.shownAt)));
    const move = player.next({ visible, cursor, elapsedMs: from });
    clickAt = from + move.delayMs;
    if (clickAt > ROUND_MS) break;
    cursor = move.point;
    // The page's own hit rule takes the target off its board at once.
    const pageSlot = hitSlot(visible, move.point);
    if (pageSlot !== null) page = page.filter((p) => p !== visible[pageSlot]);
    const sentAt = Math.max(clickAt, answerAt);
    const t = Math.round(offset + sentAt + oneWay());
    if (t > ROUND_MS + LATE_CLICK_ALLOWANCE_MS) break;
    answerAt = t - offset + oneWay();
    const slot = hitSlot(slots, move.point);
    const target = slot === null ? null : slots[slot];
    const at = player.reportsClickTime ? { at: Math.round(clickAt) } : {};
    if (slot !== null && target) {
      shots.push({
        t,
        ...move.point,
        hit: target.index,
        reactionMs: t - target.shownAt,
        offsetPx: Math.round(offsetFrom(target, move.point) * 100) / 100,
        ...at,
      });
      slots[slot] = { ...targets[next]!, index: next, shownAt: t };
      page.push({ ...targets[next]!, index: next, shownAt: answerAt });
      next += 1;
      hits += 1;
      if (opts.stopAtHits !== undefined && hits >= opts.stopAtHits) break;
    } else {
      shots.push({ t, ...move.point, hit: null, reactionMs: null, offsetPx: null, ...at });
    }
  }
  return shots;
}

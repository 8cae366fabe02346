import { useSyncExternalStore } from 'react';

// Tiny synthesized blips: no audio files to download, and nothing plays while muted.
// The mute choice is remembered across visits.

const MUTE_KEY = 'fowls:muted';
const listeners = new Set<() => void>();

function readMuted(): boolean {
  try {
    return localStorage.getItem(MUTE_KEY) === '1';
  } catch {
    return false;
  }
}

let muted = typeof localStorage === 'undefined' ? false : readMuted();

export const isMuted = (): boolean => muted;

export function setMuted(value: boolean): void {
  muted = value;
  try {
    localStorage.setItem(MUTE_KEY, value ? '1' : '0');
  } catch {
    // Not remembered across visits, but still honoured for this one.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useMuted(): [boolean, (value: boolean) => void] {
  const value = useSyncExternalStore(subscribe, isMuted, () => false);
  return [value, setMuted];
}

export type SoundName =
  | 'click'
  | 'success'
  | 'error'
  | 'coin'
  /** One segment or tile passing the pointer: played many times, so very short. */
  | 'tick'
  /** The moment a hidden result shows (a case prize, a flipped tile). */
  | 'reveal'
  /** A win: a short rising fanfare. */
  | 'win'
  /** A big win or a raffle winner: a longer fanfare. */
  | 'jackpot'
  /** A loss: a soft falling tone, never harsh. */
  | 'lose'
  /** A bomb or a hazard: a burst of noise. */
  | 'explode'
  /** A wire cut. */
  | 'snap'
  /** A target hit. */
  | 'pop'
  /** A coin or a reel set going. */
  | 'whoosh';

interface Blip {
  /** An oscillator shape, or 'noise' for a burst of white noise (filtered by `from`..`to` Hz). */
  type: OscillatorType | 'noise';
  from: number;
  to: number;
  seconds: number;
}

const blips: Record<SoundName, Blip[]> = {
  click: [{ type: 'triangle', from: 880, to: 660, seconds: 0.06 }],
  success: [
    { type: 'sine', from: 660, to: 660, seconds: 0.08 },
    { type: 'sine', from: 990, to: 990, seconds: 0.12 },
  ],
  error: [{ type: 'square', from: 220, to: 140, seconds: 0.18 }],
  coin: [
    { type: 'square', from: 988, to: 988, seconds: 0.06 },
    { type: 'square', from: 1319, to: 1319, seconds: 0.14 },
  ],
  tick: [{ type: 'triangle', from: 1800, to: 1200, seconds: 0.025 }],
  reveal: [
    { type: 'sine', from: 523, to: 523, seconds: 0.07 },
    { type: 'sine', from: 784, to: 784, seconds: 0.07 },
    { type: 'sine', from: 1047, to: 1047, seconds: 0.16 },
  ],
  win: [
    { type: 'triangle', from: 659, to: 659, seconds: 0.08 },
    { type: 'triangle', from: 880, to: 880, seconds: 0.08 },
    { type: 'triangle', from: 1319, to: 1319, seconds: 0.22 },
  ],
  jackpot: [
    { type: 'triangle', from: 523, to: 523, seconds: 0.1 },
    { type: 'triangle', from: 659, to: 659, seconds: 0.1 },
    { type: 'triangle', from: 784, to: 784, seconds: 0.1 },
    { type: 'triangle', from: 1047, to: 1047, seconds: 0.12 },
    { type: 'triangle', from: 784, to: 784, seconds: 0.08 },
    { type: 'triangle', from: 1047, to: 1047, seconds: 0.35 },
  ],
  lose: [
    { type: 'sine', from: 440, to: 392, seconds: 0.14 },
    { type: 'sine', from: 330, to: 220, seconds: 0.28 },
  ],
  explode: [{ type: 'noise', from: 1800, to: 120, seconds: 0.5 }],
  snap: [{ type: 'noise', from: 4000, to: 1500, seconds: 0.06 }],
  pop: [{ type: 'sine', from: 320, to: 900, seconds: 0.07 }],
  whoosh: [{ type: 'noise', from: 400, to: 2400, seconds: 0.3 }],
};

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof window === 'undefined' || typeof window.AudioContext === 'undefined') return null;
  context ??= new window.AudioContext();
  return context;
}

interface Source {
  node: AudioScheduledSourceNode;
  /** The node to connect onward: the source itself, or the filter after it. */
  last: AudioNode;
}

function toneSource(ctx: AudioContext, blip: Blip, start: number): Source {
  const osc = ctx.createOscillator();
  osc.type = blip.type as OscillatorType;
  osc.frequency.setValueAtTime(blip.from, start);
  osc.frequency.exponentialRampToValueAtTime(blip.to, start + blip.seconds);
  return { node: osc, last: osc };
}

let noise: AudioBuffer | null = null;

// White noise through a band-pass filter that sweeps from `from` to `to`.
function noiseSource(ctx: AudioContext, blip: Blip, start: number): Source {
  if (!noise) {
    noise = ctx.createBuffer(1, ctx.sampleRate, ctx.sampleRate);
    const data = noise.getChannelData(0);
    for (let i = 0; i < data.length; i += 1) data[i] = Math.random() * 2 - 1;
  }
  const node = ctx.createBufferSource();
  node.buffer = noise;
  const filter = ctx.createBiquadFilter();
  filter.type = 'bandpass';
  filter.frequency.setValueAtTime(blip.from, start);
  filter.frequency.exponentialRampToValueAtTime(blip.to, start + blip.seconds);
  node.connect(filter);
  return { node, last: filter };
}

/** Plays a short sound at `volume` (0..1, default 0.3). Never throws: sound is decoration. */
export function playSound(name: SoundName, volume = 0.3): void {
  if (muted) return;
  try {
    const ctx = audio();
    if (!ctx) return;
    if (ctx.state === 'suspended') void ctx.resume();
    let start = ctx.currentTime;
    for (const blip of blips[name]) {
      const source = blip.type === 'noise' ? noiseSource(ctx, blip, start) : toneSource(ctx, blip, start);
      const gain = ctx.createGain();
      // Square waves and noise are much louder than sines at the same gain.
      const peak = Math.min(1, Math.max(0, volume)) * (blip.type === 'square' || blip.type === 'noise' ? 0.15 : 0.4);
      gain.gain.setValueAtTime(peak, start);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + blip.seconds);
      source.last.connect(gain).connect(ctx.destination);
      source.node.start(start);
      source.node.stop(start + blip.seconds);
      start += blip.seconds;
    }
  } catch {
    // Autoplay policies or a closed context: skip the sound.
  }
}

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

export type SoundName = 'click' | 'success' | 'error' | 'coin';

interface Blip {
  type: OscillatorType;
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
};

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof window === 'undefined' || typeof window.AudioContext === 'undefined') return null;
  context ??= new window.AudioContext();
  return context;
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
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = blip.type;
      osc.frequency.setValueAtTime(blip.from, start);
      osc.frequency.exponentialRampToValueAtTime(blip.to, start + blip.seconds);
      // Square waves are much louder than sines at the same gain.
      const peak = Math.min(1, Math.max(0, volume)) * (blip.type === 'square' ? 0.15 : 0.4);
      gain.gain.setValueAtTime(peak, start);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + blip.seconds);
      osc.connect(gain).connect(ctx.destination);
      osc.start(start);
      osc.stop(start + blip.seconds);
      start += blip.seconds;
    }
  } catch {
    // Autoplay policies or a closed context: skip the sound.
  }
}

/**
 * A value loaded at most once per `ttlMs`, whoever asks: concurrent callers share
 * the one load in flight (single flight), later callers get the stored value
 * until it expires. A failed load is not stored, so the next caller tries again.
 * `now` is the caller's clock in milliseconds (the app's, so a test that moves it expires the value).
 */
export function createCachedLoader<T>(load: () => Promise<T>, opts: { ttlMs: number; now: () => number }) {
  const { now } = opts;
  let value: { data: T; expiresAt: number } | null = null;
  let inFlight: Promise<T> | null = null;

  return {
    get(): Promise<T> {
      if (value && value.expiresAt > now()) return Promise.resolve(value.data);
      inFlight ??= load().then(
        (data) => {
          value = { data, expiresAt: now() + opts.ttlMs };
          inFlight = null;
          return data;
        },
        (error: unknown) => {
          inFlight = null;
          throw error;
        },
      );
      return inFlight;
    },
    /** Forgets the stored value (the next caller loads). */
    clear(): void {
      value = null;
    },
  };
}

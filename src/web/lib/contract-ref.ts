import type { z } from 'zod';
import { afterFirstScreen } from './after-first-screen';

/**
 * The contract schema of an answer the first screen shows, loaded with the validation
 * library once the first screen has settled. An answer that arrives before then is used
 * as sent: the server has just serialised it through this same schema. Every later
 * answer is parsed as usual.
 */
export class ContractRef<T> {
  private loaded: z.ZodType<T> | null = null;
  private requested = false;

  constructor(private readonly load: () => Promise<z.ZodType<T>>) {}

  /** The schema once loaded, else null; the first call asks for it. */
  get schema(): z.ZodType<T> | null {
    if (!this.requested) {
      this.requested = true;
      afterFirstScreen(() => void this.load().then((schema) => (this.loaded = schema)));
    }
    return this.loaded;
  }
}

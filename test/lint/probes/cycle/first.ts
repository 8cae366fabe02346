// A cycle through type-only imports: `import type` on both sides, still a cycle.
import type { Second } from './second';

export interface First {
  next: Second;
}

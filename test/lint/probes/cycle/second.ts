import type { First } from './first';

export interface Second {
  previous: First;
}

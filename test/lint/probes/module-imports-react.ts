// lint as: src/server/modules/raffles/probe.ts
// must fail: no-restricted-imports
import { createElement } from 'react';

export const probe = createElement;

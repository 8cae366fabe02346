// lint as: src/server/jobs/probe.ts
// must fail: no-restricted-imports
import { renderToString } from 'react-dom/server';

export const probe = renderToString;

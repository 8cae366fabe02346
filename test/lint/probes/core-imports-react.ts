// lint as: src/core/probe.ts
// must fail: no-restricted-imports
import { useState } from 'react';

export const probe = useState;

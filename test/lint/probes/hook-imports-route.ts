// lint as: src/web/hooks/probe.ts
// must fail: import-x/no-restricted-paths
// A screen composes features; a feature that imports a screen ties the two together both ways.
import { HomeRoute } from '../routes/home';

export const probe = HomeRoute;

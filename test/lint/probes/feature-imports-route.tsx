// lint as: src/web/features/raffles/components/probe.tsx
// must fail: import-x/no-restricted-paths
// A screen composes features; a feature that imports a screen ties the two together both ways.
import { HomeRoute } from '../../../routes/home';

export const probe = HomeRoute;

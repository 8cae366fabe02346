// lint as: src/server/modules/raffles/probe.ts
// must fail: import-x/no-restricted-paths
import { randomSteamId } from '../../../../test/helpers/users';

export const probe = randomSteamId;

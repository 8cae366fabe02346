import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { defuseLaBombaRoutes } from './defuse-la-bomba.routes';
import { fairRoundsRoutes } from './fair-rounds.routes';
import { fowlFlipRoutes } from './fowl-flip.routes';
import { henHouseHazardRoutes } from './hen-house-hazard.routes';
import { plinkoRoutes } from './plinko.routes';

/** Hen House Hazard, Fowl Flip, Defuse la Bomba, Plinko, and the rounds list of the fairness page. */
export async function gamesRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  henHouseHazardRoutes(app, opts.ctx);
  fowlFlipRoutes(app, opts.ctx);
  defuseLaBombaRoutes(app, opts.ctx);
  plinkoRoutes(app, opts.ctx);
  fairRoundsRoutes(app, opts.ctx);
}

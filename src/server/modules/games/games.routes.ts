import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { defuseLaBombaRoutes } from './defuse-la-bomba.routes';
import { fairRoundsRoutes } from './fair-rounds.routes';
import { fowlFlipRoutes } from './fowl-flip.routes';
import { henHouseHazardRoutes } from './hen-house-hazard.routes';
import { liveBetsRoutes } from './live-bets.routes';
import { plinkoRoutes } from './plinko.routes';

/** Hen House Hazard, Fowl Flip, Defuse la Bomba, Plinko, the rounds list of the fairness page and the live bets under each game. */
export async function gamesRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  henHouseHazardRoutes(app, opts.ctx);
  fowlFlipRoutes(app, opts.ctx);
  defuseLaBombaRoutes(app, opts.ctx);
  plinkoRoutes(app, opts.ctx);
  fairRoundsRoutes(app, opts.ctx);
  liveBetsRoutes(app, opts.ctx);
}

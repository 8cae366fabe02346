import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { feedSchema } from '../../core/contracts/feed';
import { raffleListSchema } from '../../core/contracts/raffles';
import { AppError } from '../../core/errors';
import { FIRST_SCREEN_DATA_PATHS, type FirstScreenRenderer } from '../../core/first-screen';
import { isScreenPath } from '../../core/routes';
import type { AppConfig } from '../config';
import type { AppContext } from '../context';
import { SESSION_COOKIE } from '../modules/accounts';
import { createFeedService } from '../modules/feed';
import { platformInfo } from '../modules/platform';
import { createRaffleService } from '../modules/raffles';
import { createStampedAnswers, sendKept, type KeptAnswer } from './stamped-answers';

const hasWeb = (config: AppConfig) => config.serveWeb && existsSync(config.webDir);

/** The built web app's files. */
export async function registerStatic(app: FastifyInstance, config: AppConfig) {
  if (hasWeb(config)) {
    await app.register(fastifyStatic, {
      root: config.webDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz beside each bundle (vite.config.ts).
      preCompressed: true,
      // Built assets are named by their content's hash: a new build gets new names, so they never go stale.
      setHeaders: (reply, path) => reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600'),
    });
  }
}

/** The built server entry, or null when it is not there (`npm run dev`, tests that build only the browser's part). */
async function loadRenderer(file: string): Promise<FirstScreenRenderer | null> {
  if (!existsSync(file)) return null;
  // A built file named at run time (the server and the web app never import each other's source).
  // eslint-disable-next-line no-restricted-syntax
  return (await import(pathToFileURL(file).href)) as FirstScreenRenderer;
}

/**
 * A rendered page is rebuilt when what it shows changes (the raffle list's stamp, the feed,
 * the platform facts), and at least this often, so its clocks and "ago" labels stay close
 * for a browser that runs no script.
 */
const RENDERED_PAGE_MAX_AGE_MS = 30_000;
/** Rendered pages kept: the data screens, and a few of their addresses with a query. */
const RENDERED_PAGES_KEPT = 8;

/**
 * A signed-out visitor's front page and raffle list come rendered, with the answers they
 * show beside them (docs/decisions/0064): the largest paint waits for neither the main
 * script nor the API. Anyone with a session cookie gets the plain page, which asks who they are.
 */
function createFirstScreens(ctx: AppContext, renderer: FirstScreenRenderer, template: string) {
  const raffles = createRaffleService(ctx);
  const feed = createFeedService(ctx);
  const pages = createStampedAnswers(RENDERED_PAGES_KEPT);
  const page = template
    // The answer the page replaces: a visitor's session check, known here to be "signed out".
    .replace(/(<!--[^>]*-->\s*)?<link rel="preload" href="\/api\/auth\/user"[^>]*>\s*/, '')
    // The page paints without its scripts, so they come after what it shows (the prize picture) instead of beside it.
    .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
    .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');
  if (!page.includes('<div id="root"></div>')) throw new Error('index.html must contain <div id="root"></div>');

  return async (request: FastifyRequest, path: string): Promise<KeptAnswer | null> => {
    if (!FIRST_SCREEN_DATA_PATHS.includes(path) || request.cookies[SESSION_COOKIE]) return null;
    const now = ctx.clock();
    const [listStamp, recent, platform] = await Promise.all([raffles.listStamp(now), feed.recent(), platformInfo(ctx)]);
    const feedAnswer = z.encode(feedSchema, recent);
    const stamp = [listStamp, Math.floor(now.getTime() / RENDERED_PAGE_MAX_AGE_MS), JSON.stringify(feedAnswer), JSON.stringify(platform)].join('|');
    // Kept compressed too: the page is sent as often as the list is polled by new visitors.
    return pages.get(request.url, stamp, async () => {
      const list = z.encode(raffleListSchema, { raffles: await raffles.list(now) });
      const { html, data } = renderer.render({ url: request.url, renderedAt: now.getTime(), platform, raffles: list, feed: feedAnswer });
      return page.replace('<div id="root"></div>', `<div id="root">${html}</div>${data}`);
    });
  };
}

/** The 404 answers: JSON under /api, the web app's screens (or its 404 screen) elsewhere. */
export async function registerWebFallback(app: FastifyInstance, ctx: AppContext) {
  const { config } = ctx;
  const indexHtml = hasWeb(config) ? await readFile(`${config.webDir}/index.html`, 'utf8') : null;
  // The web app's server entry, built beside it (`npm run build:web`): without it every page is the plain index.html.
  const renderer = indexHtml ? await loadRenderer(resolve(config.webDir, '../web-ssr/entry-server.js')) : null;
  const firstScreen = indexHtml && renderer ? createFirstScreens(ctx, renderer, indexHtml) : null;
  app.setNotFoundHandler({ preHandler: app.rateLimit({ max: 120, timeWindow: '1 minute' }) }, async (request, reply) => {
    const path = request.url.split('?')[0]!;
    const head = request.method === 'HEAD';
    if (path.startsWith('/api/') || path === '/api' || !indexHtml || (request.method !== 'GET' && !head)) {
      // The error handler answers it, like every other refusal.
      throw new AppError('NOT_FOUND', 'Not found');
    }
    const rendered = await renderedOrPlain(request, path);
    reply
      .status(isScreenPath(path) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8');
    // Uptime monitors ask with HEAD: the GET's status and headers, without the page (as Fastify's own HEAD routes answer).
    if (head) return reply.header('content-length', Buffer.byteLength(rendered?.body ?? indexHtml)).send();
    // The compress plugin does not see this handler's answers: a rendered page is compressed as the kept answers are.
    if (rendered) return sendKept(request, reply, rendered, 'text/html; charset=utf-8');
    return reply.send(indexHtml);
  });

  /** The rendered page, or null for the plain one: a failed render must not cost the visitor the page. */
  async function renderedOrPlain(request: FastifyRequest, path: string): Promise<KeptAnswer | null> {
    if (!firstScreen) return null;
    try {
      return await firstScreen(request, path);
    } catch (error) {
      request.log.error({ err: error }, 'rendering the first screen failed; sent the plain page');
      return null;
    }
  }
}

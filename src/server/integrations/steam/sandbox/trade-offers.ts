// The sandbox bot's Steam side: a page listing its trade offers, where each
// pending offer can be accepted, declined, expired or failed by hand (standing
// in for the winner and for Steam), and the generated item images.
// Server-rendered, no script, inline CSS only, every echoed value escaped.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TradeStatus } from '../../../../core/contracts/prizes';
import { STEAM_SANDBOX_PATH } from '../endpoints';
import { renderItemSvg } from '../trade-bot/item-art';
import { findCatalogueItem, SANDBOX_ITEM_IMAGE_PATH, sandboxItemImageUrl } from '../trade-bot/sandbox-catalogue';
import type { SandboxTradeBot, SettledState } from '../trade-bot/sandbox-bot';
import type { SandboxOffer } from '../trade-bot/sandbox-offers.repository';
import { escapeHtml, sandboxLayout, sandboxRoute, sendSandboxPage, sendSandboxSvg } from '../../sandbox-pages';
import { personaNameFor } from './profiles';

export const SANDBOX_TRADE_OFFERS_PATH = `${STEAM_SANDBOX_PATH}/trade-offers`;

const FORM = 'application/x-www-form-urlencoded';
const FORM_BODY_LIMIT = 4 * 1024;
const OFFERS_SHOWN = 100;
const OFFER_ID = /^\d{1,20}$/;

const settledStates: SettledState[] = ['accepted', 'declined', 'expired', 'error'];
const isSettledState = (s: unknown): s is SettledState => typeof s === 'string' && (settledStates as string[]).includes(s);

const stateLabels: Record<TradeStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  error: 'Error',
};

const actionLabels: Record<SettledState, string> = {
  accepted: 'Accept',
  declined: 'Decline',
  expired: 'Expire',
  error: 'Fail with an error',
};

// Rules of this page on top of the shared sandbox frame; badge and button colours keep WCAG AA on #1b2430.
const STYLE = `
main{margin:1rem 0}
h2{font-size:1.1rem;line-height:1.3;margin:0;overflow-wrap:anywhere}
.state-pending{background:#66c0f4;color:#0b1620}
.state-accepted{background:#7bd88f;color:#0b1a0f}
.state-declined{background:#ff9b9b;color:#2a0707}
.state-expired{background:#c9d1d9;color:#14191f}
.state-error{background:#ffb86b;color:#2a1600}
.notice{background:#14301f;border:1px solid #3f8f5a;border-radius:8px;padding:.6rem .8rem}
.problem{background:#3a1616;border:1px solid #b85c5c;border-radius:8px;padding:.6rem .8rem}
ul.offers{list-style:none;padding:0;margin:1rem 0 0;display:grid;gap:.9rem}
.offer{background:#141c25;border:1px solid #2e3a48;border-radius:10px;padding:.9rem}
.offer-head{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;justify-content:space-between}
ul.items{list-style:none;padding:0;margin:.75rem 0;display:flex;flex-wrap:wrap;gap:.6rem}
.item{display:flex;gap:.5rem;align-items:center;background:#0e141b;border:1px solid #2e3a48;border-radius:8px;padding:.35rem .6rem .35rem .35rem;max-width:100%}
.item img{width:64px;height:48px;border-radius:6px;flex:none}
.item span{overflow-wrap:anywhere}
blockquote{margin:.5rem 0;padding-left:.75rem;border-left:3px solid #5b6b7c;color:#d5dde5;overflow-wrap:anywhere}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.15rem .75rem;margin:.5rem 0}
dt{color:#b4c0cc}
dd{margin:0;overflow-wrap:anywhere}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:.75rem}
button{border:1px solid #5b6b7c;padding:.55rem .9rem;background:#2a3746;color:#e8edf2;min-height:44px}
button.accept{background:#66c0f4;color:#0b1620;border-color:#66c0f4}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
a{color:#8fd3ff}
`;

const layout = (title: string, content: string): string => sandboxLayout(title, content, { style: STYLE, width: '52rem' });

const when = (d: Date): string => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

function renderOffer(offer: SandboxOffer): string {
  const id = escapeHtml(offer.id);
  const items = offer.items
    .map((item) => {
      const image = findCatalogueItem(item.assetid) ? `<img src="${escapeHtml(sandboxItemImageUrl(item.assetid))}" alt="" width="64" height="48">` : '';
      return `<li class="item">${image}<span>${escapeHtml(item.name)}</span></li>`;
    })
    .join('');
  const actions =
    offer.state === 'pending'
      ? `<form method="post" action="${SANDBOX_TRADE_OFFERS_PATH}/${id}" class="actions" aria-label="Settle offer ${id}">
${settledStates
  .map(
    (s) =>
      `<button type="submit" name="state" value="${s}"${s === 'accepted' ? ' class="accept"' : ''}>${actionLabels[s]}<span class="sr-only"> offer ${id}</span></button>`,
  )
  .join('\n')}
</form>`
      : '';
  return `<li class="offer" id="offer-${id}">
<div class="offer-head"><h2>Offer ${id}</h2><span class="badge state-${offer.state}">${stateLabels[offer.state]}</span></div>
<dl>
<dt>To</dt><dd>${escapeHtml(personaNameFor(offer.partnerSteamId))} <span class="muted">(${escapeHtml(offer.partnerSteamId)})</span></dd>
<dt>Sent</dt><dd>${when(offer.createdAt)}</dd>
${offer.state === 'pending' ? '' : `<dt>Settled</dt><dd>${when(offer.updatedAt)}</dd>`}
</dl>
<ul class="items" aria-label="Items given">${items}</ul>
${offer.message ? `<blockquote>${escapeHtml(offer.message)}</blockquote>` : ''}
${actions}
</li>`;
}

export function renderTradeOffersPage(offers: SandboxOffer[], notice?: string): string {
  const list = offers.length
    ? `<ul class="offers">${offers.map(renderOffer).join('\n')}</ul>`
    : '<p class="muted">No trade offers yet. When a raffle ends with a winner, the bot’s offer to them appears here.</p>';
  return layout(
    'Steam sandbox: trade offers',
    `<h1>Steam sandbox: trade offers</h1>
<p class="muted">The offline stand-in for the prize bot’s side of Steam. Move a pending offer to accepted, declined, expired or error, as the winner or Steam would; the trade log follows at once.</p>
${notice ? `<p class="notice" role="status">${escapeHtml(notice)}</p>` : ''}
${list}`,
  );
}

function renderProblemPage(status: number, message: string): string {
  return layout(
    'Steam sandbox: trade offer',
    `<h1>${status === 404 ? 'No such trade offer' : 'This trade offer cannot change'}</h1>
<p class="problem" role="alert">${escapeHtml(message)}</p>
<p><a href="${SANDBOX_TRADE_OFFERS_PATH}">Back to the trade offers</a></p>`,
  );
}

const sendHtml = (reply: FastifyReply, status: number, html: string): FastifyReply => sendSandboxPage(reply, status, html, { images: true });

export interface SandboxTradeOffersOptions {
  bot: SandboxTradeBot;
}

/** Register without a prefix: the routes carry their full /sandbox/steam paths. */
export async function sandboxTradeOffersPlugin(app: FastifyInstance, opts: SandboxTradeOffersOptions): Promise<void> {
  const { bot } = opts;

  // Scoped to this plugin, like the sign-in sandbox's own form parser.
  if (app.hasContentTypeParser(FORM)) app.removeContentTypeParser(FORM);
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get<{ Querystring: Record<string, string | undefined> }>(SANDBOX_TRADE_OFFERS_PATH, sandboxRoute, async (request, reply) => {
    const { settled, state } = request.query;
    const notice = settled && OFFER_ID.test(settled) && isSettledState(state) ? `Offer ${settled} is now ${stateLabels[state].toLowerCase()}.` : undefined;
    return sendHtml(reply, 200, renderTradeOffersPage(await bot.latestOffers(OFFERS_SHOWN), notice));
  });

  app.post<{ Params: { offerId: string }; Body: Record<string, string> | undefined }>(
    `${SANDBOX_TRADE_OFFERS_PATH}/:offerId`,
    sandboxRoute,
    async (request, reply) => {
      const { offerId } = request.params;
      const state = request.body?.state;
      if (!OFFER_ID.test(offerId)) return sendHtml(reply, 404, renderProblemPage(404, 'There is no trade offer with this id.'));
      if (!isSettledState(state)) {
        return sendHtml(reply, 400, renderProblemPage(400, `Choose one of: ${settledStates.join(', ')}.`));
      }
      const settledOffer = await bot.settleOffer(offerId, state);
      if (!settledOffer) {
        const current = await bot.getOfferState(offerId);
        if (!current) return sendHtml(reply, 404, renderProblemPage(404, `There is no trade offer ${offerId}.`));
        return sendHtml(
          reply,
          409,
          renderProblemPage(409, `Offer ${offerId} is already ${stateLabels[current.status].toLowerCase()}; only pending offers can change.`),
        );
      }
      // Post/redirect/get, so a reload does not post again.
      return reply.redirect(`${SANDBOX_TRADE_OFFERS_PATH}?settled=${offerId}&state=${state}#offer-${offerId}`, 303);
    },
  );

  app.get<{ Params: { file: string } }>(`${SANDBOX_ITEM_IMAGE_PATH}/:file`, sandboxRoute, async (request, reply) => {
    const assetid = /^(\d{1,20})\.svg$/.exec(request.params.file)?.[1];
    const item = assetid ? findCatalogueItem(assetid) : undefined;
    if (!item) return reply.code(404).send({ error: 'Not Found' });
    return sendSandboxSvg(reply, renderItemSvg(item));
  });
}

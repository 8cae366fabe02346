// Offline stand-in for Steam: an OpenID 2.0 provider, GetPlayerSummaries and
// generated avatars, speaking the real protocols so the production adapters run
// against it unchanged (DESIGN §5). Register it without a prefix: its routes
// carry their full /sandbox/steam paths, which must match the URLs it issues.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSteamId64 } from '../../../../core/steam-id';
import { sandboxSteamEndpoints, STEAM_SANDBOX_PATH } from '../endpoints';
import { OPENID_NS } from '../openid';
import { renderAvatarSvg } from './avatar';
import { deriveAssociationKey, isValidAssertion, newResponseNonce, SANDBOX_ASSOC_HANDLE, SIGNED_FIELDS, signFields } from './openid-provider';
import { renderErrorPage, renderProfilePage, renderSignInPage } from './pages';
import { sandboxRoute, sendSandboxPage, sendSandboxSvg } from '../../sandbox-pages';
import { personaNameFor, randomSteamId } from './profiles';

export interface SteamSandboxOptions {
  /** External base URL of this server; every URL the sandbox issues starts with it. */
  publicUrl: string;
  /** Signs the sandbox's OpenID assertions; the same on every instance. */
  secret: string;
  /** The app's own sign-in callback: the only place the sandbox sends an assertion. */
  returnTo: string;
  /** SteamID64s the app treats as admins, so the page does not call a persona an admin where it is not. */
  adminSteamIds: readonly string[];
}

const FORM_BODY_LIMIT = 16 * 1024;
const MAX_STEAM_IDS = 100; // Steam's own limit per GetPlayerSummaries call.
const FORM = 'application/x-www-form-urlencoded';

type Form = Record<string, string>;

class BadRequest extends Error {
  readonly statusCode = 400;
}

/** Form fields as a null-prototype record: '__proto__' stays a plain key, repeats are refused. */
function parseForm(body: string): Form {
  const out = Object.create(null) as Form;
  for (const [key, value] of new URLSearchParams(body)) {
    if (Object.hasOwn(out, key)) throw new BadRequest(`repeated form field ${key}`);
    out[key] = value;
  }
  return out;
}

const formBody = (request: FastifyRequest): Form =>
  request.body !== null && typeof request.body === 'object' ? (request.body as Form) : (Object.create(null) as Form);

/** The query as sent, untouched, so the forms can post it back byte for byte. */
const rawQueryOf = (request: FastifyRequest): string => {
  const i = request.url.indexOf('?');
  return i === -1 ? '' : request.url.slice(i + 1);
};

interface CheckIdSetup {
  returnTo: URL;
  returnToRaw: string;
  /** A SteamID64 the relying party asked for, when it did not leave the choice to the user. */
  requestedSteamId: string | undefined;
}

export async function steamSandboxPlugin(app: FastifyInstance, opts: SteamSandboxOptions): Promise<void> {
  const publicUrl = opts.publicUrl.replace(/\/+$/, '');
  try {
    new URL(publicUrl);
  } catch {
    throw new Error(`steam sandbox: publicUrl is not a URL: ${opts.publicUrl}`);
  }
  if (opts.secret.length < 16) throw new Error('steam sandbox: secret must be at least 16 characters');

  const endpoints = sandboxSteamEndpoints(publicUrl);
  const callback = new URL(opts.returnTo);
  const associationKey = deriveAssociationKey(opts.secret);
  const loginPath = `${STEAM_SANDBOX_PATH}/openid/login`;
  const avatarUrl = (steamId: string): string => `${publicUrl}${STEAM_SANDBOX_PATH}/avatar/${steamId}.svg`;
  const profileUrl = (steamId: string): string => `${publicUrl}${STEAM_SANDBOX_PATH}/profiles/${steamId}/`;

  // Scoped to this plugin: the app's own routes keep whatever body parsers it chose.
  if (app.hasContentTypeParser(FORM)) app.removeContentTypeParser(FORM);
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    try {
      done(null, parseForm(body as string));
    } catch (err) {
      done(err as Error, undefined);
    }
  });

  function parseCheckIdSetup(params: URLSearchParams): CheckIdSetup | string {
    const ns = params.get('openid.ns');
    if (ns !== null && ns !== OPENID_NS) return 'Only OpenID 2.0 requests are supported.';
    if (params.get('openid.mode') !== 'checkid_setup') return 'The request is not an OpenID checkid_setup request.';
    const returnToRaw = params.get('openid.return_to');
    if (!returnToRaw) return 'The request has no return_to address.';
    let returnTo: URL;
    try {
      returnTo = new URL(returnToRaw);
    } catch {
      return 'The return_to address is not a URL.';
    }
    if (returnTo.protocol !== 'http:' && returnTo.protocol !== 'https:') return 'The return_to address must be http or https.';
    if (/[\n\r]/.test(returnToRaw)) return 'The return_to address is not a URL.';
    // Unlike real Steam, the stand-in signs in for this site only: an assertion it
    // hands out can never be carried to another relying party.
    if (returnTo.origin !== callback.origin || returnTo.pathname !== callback.pathname) {
      return "The return_to address is not this site's sign-in callback.";
    }
    const realmRaw = params.get('openid.realm');
    if (realmRaw) {
      // Wildcard realms (https://*.example.com) are not needed by our relying party, so not supported.
      let realm: URL;
      try {
        realm = new URL(realmRaw);
      } catch {
        return 'The realm is not a URL.';
      }
      if (realm.origin !== returnTo.origin || !returnTo.pathname.startsWith(realm.pathname)) {
        return 'The return_to address is outside the realm.';
      }
    }
    const identity = params.get('openid.identity') ?? '';
    const requested = identity.startsWith(endpoints.claimedIdPrefix) ? identity.slice(endpoints.claimedIdPrefix.length).replace(/\/$/, '') : undefined;
    return { returnTo, returnToRaw, requestedSteamId: requested && isSteamId64(requested) ? requested : undefined };
  }

  // The sign-in form answers with a redirect to return_to.
  const sendHtml = (reply: FastifyReply, status: number, html: string, formTarget?: string): FastifyReply =>
    sendSandboxPage(reply, status, html, { images: true, formTarget });

  function showSignIn(reply: FastifyReply, request: FastifyRequest, req: CheckIdSetup, steamId: string, error?: string) {
    const html = renderSignInPage({
      action: `${loginPath}?${rawQueryOf(request)}`,
      steamId,
      returnToOrigin: req.returnTo.origin,
      avatarUrl,
      adminSteamIds: opts.adminSteamIds,
      ...(error === undefined ? {} : { error }),
    });
    return sendHtml(reply, error === undefined ? 200 : 400, html, req.returnTo.origin);
  }

  app.get(loginPath, sandboxRoute, async (request, reply) => {
    const req = parseCheckIdSetup(new URLSearchParams(rawQueryOf(request)));
    if (typeof req === 'string') return sendHtml(reply, 400, renderErrorPage(req));
    return showSignIn(reply, request, req, req.requestedSteamId ?? randomSteamId());
  });

  app.post(loginPath, sandboxRoute, async (request, reply) => {
    const form = formBody(request);
    if (form['openid.mode'] === 'check_authentication') {
      const valid = isValidAssertion(associationKey, form);
      return reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'no-store').send(`ns:${OPENID_NS}\nis_valid:${valid}\n`);
    }

    const req = parseCheckIdSetup(new URLSearchParams(rawQueryOf(request)));
    if (typeof req === 'string') return sendHtml(reply, 400, renderErrorPage(req));
    const steamId = (form.steamid ?? '').trim();
    if (!isSteamId64(steamId)) {
      return showSignIn(reply, request, req, steamId, 'Enter a SteamID64: 17 digits starting with 7656119.');
    }

    const claimedId = `${endpoints.claimedIdPrefix}${steamId}`;
    const fields: Form = {
      'openid.ns': OPENID_NS,
      'openid.mode': 'id_res',
      'openid.op_endpoint': endpoints.providerUrl,
      'openid.claimed_id': claimedId,
      'openid.identity': claimedId,
      'openid.return_to': req.returnToRaw,
      'openid.response_nonce': newResponseNonce(new Date(), randomBytes(12).toString('base64url')),
      'openid.assoc_handle': SANDBOX_ASSOC_HANDLE,
      'openid.signed': SIGNED_FIELDS.join(','),
    };
    fields['openid.sig'] = signFields(associationKey, fields, SIGNED_FIELDS);

    // URL keeps any query return_to already has and appends ours after it.
    const location = new URL(req.returnToRaw);
    for (const [key, value] of Object.entries(fields)) location.searchParams.append(key, value);
    return reply.header('cache-control', 'no-store').redirect(location.toString(), 302);
  });

  const playerSummaries = async (request: FastifyRequest, reply: FastifyReply) => {
    const steamids = new URLSearchParams(rawQueryOf(request)).get('steamids');
    if (steamids === null) {
      return reply.code(400).header('content-type', 'text/plain; charset=utf-8').send("Required parameter 'steamids' is missing");
    }
    // Like Steam: any key is accepted by the stand-in, unknown or malformed ids are left out.
    const ids = [...new Set(steamids.split(',').map((s) => s.trim()))].filter(isSteamId64).slice(0, MAX_STEAM_IDS);
    const players = ids.map((steamid) => ({
      steamid,
      communityvisibilitystate: 3,
      profilestate: 1,
      personaname: personaNameFor(steamid),
      profileurl: profileUrl(steamid),
      avatar: avatarUrl(steamid),
      avatarmedium: avatarUrl(steamid),
      avatarfull: avatarUrl(steamid),
      avatarhash: '',
      personastate: 1,
    }));
    return reply.header('cache-control', 'no-store').send({ response: { players } });
  };
  // Steam documents the path with a trailing slash but answers without one too.
  app.get(`${STEAM_SANDBOX_PATH}/api/ISteamUser/GetPlayerSummaries/v0002/`, sandboxRoute, playerSummaries);
  app.get(`${STEAM_SANDBOX_PATH}/api/ISteamUser/GetPlayerSummaries/v0002`, sandboxRoute, playerSummaries);

  app.get<{ Params: { file: string } }>(`${STEAM_SANDBOX_PATH}/avatar/:file`, sandboxRoute, async (request, reply) => {
    const steamId = /^(7656119\d{10})\.svg$/.exec(request.params.file)?.[1];
    if (steamId === undefined) return reply.code(404).send({ error: 'Not Found' });
    return sendSandboxSvg(reply, renderAvatarSvg(steamId, personaNameFor(steamId)));
  });

  app.get<{ Params: { steamId: string } }>(`${STEAM_SANDBOX_PATH}/profiles/:steamId/`, sandboxRoute, async (request, reply) => {
    const { steamId } = request.params;
    if (!isSteamId64(steamId)) return sendHtml(reply, 404, renderErrorPage('There is no such profile.'));
    return sendHtml(reply, 200, renderProfilePage(steamId, personaNameFor(steamId), avatarUrl(steamId)));
  });
}

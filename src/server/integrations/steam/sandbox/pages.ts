// HTML of the sandbox sign-in and profile pages: server-rendered, no script,
// inline CSS only, every echoed value escaped.
import { escapeHtml, sandboxLayout } from '../../sandbox-pages';
import { demoPersonas } from './personas';

const SIGN_IN_STYLE = `
h2{font-size:1.1rem;margin:1.5rem 0 .75rem}
label{display:block;font-weight:600;margin:1rem 0 .35rem}
input[type=text]{width:100%;font:inherit;font-size:1rem;padding:.65rem .75rem;border-radius:8px;border:1px solid #5b6b7c;background:#0e141b;color:#e8edf2}
input[type=text][aria-invalid=true]{border-color:#ff9b9b}
.hint{font-size:.875rem;color:#b4c0cc;margin-top:.35rem}
.error{color:#ffb3b3;font-weight:600}
button{border:0;padding:.7rem 1rem;background:#66c0f4;color:#0b1620;width:100%;margin-top:1rem}
button.secondary{background:#2a3746;color:#e8edf2;border:1px solid #5b6b7c;margin-top:0}
ul{list-style:none;padding:0;margin:0;display:grid;gap:.75rem}
.persona{display:flex;gap:.75rem;align-items:center;background:#141c25;border:1px solid #2e3a48;border-radius:10px;padding:.75rem;flex-wrap:wrap}
.persona img{width:40px;height:40px;border-radius:8px;flex:none}
.persona .who{flex:1 1 8rem;min-width:0;overflow-wrap:anywhere}
.persona form{flex:1 1 100%}
.avatar{width:96px;height:96px;border-radius:12px}
code{overflow-wrap:anywhere}
.nowrap{white-space:nowrap}
`;

const layout = (title: string, content: string): string => sandboxLayout(title, content, { style: SIGN_IN_STYLE });

export interface SignInPageInput {
  /** Path and query the forms post to (the OpenID request, kept as received). */
  action: string;
  steamId: string;
  /** Origin the user is sent back to, shown so they know where they are signing in. */
  returnToOrigin: string;
  avatarUrl: (steamId: string) => string;
  adminSteamIds: readonly string[];
  error?: string;
}

/** The admin persona is an admin only where ADMIN_STEAM_IDS (or the default outside production) names it. */
const personaDescription = (p: (typeof demoPersonas)[number], adminSteamIds: readonly string[]): string =>
  p.role === 'admin' && !adminSteamIds.includes(p.steamId) ? 'Player here: ADMIN_STEAM_IDS does not name it' : p.description;

export function renderSignInPage(input: SignInPageInput): string {
  const action = escapeHtml(input.action);
  const error = input.error ? `<p class="error" id="steamid-error" role="alert">${escapeHtml(input.error)}</p>` : '';
  const describedBy = input.error ? 'steamid-hint steamid-error' : 'steamid-hint';
  const personas = demoPersonas
    .map(
      (p) => `<li class="persona">
<img src="${escapeHtml(input.avatarUrl(p.steamId))}" alt="" width="40" height="40">
<div class="who"><strong>${escapeHtml(p.personaName)}</strong><br><span class="muted">${escapeHtml(personaDescription(p, input.adminSteamIds))}</span></div>
<form method="post" action="${action}">
<input type="hidden" name="steamid" value="${escapeHtml(p.steamId)}">
<button type="submit" class="secondary">Sign in as ${escapeHtml(p.personaName)}</button>
</form>
</li>`,
    )
    .join('\n');

  return layout(
    'Steam sandbox sign-in',
    `<h1>Steam sandbox <span class="nowrap">sign-in</span></h1>
<p class="muted">This is the offline stand-in for Steam sign-in. No Steam account or password is needed: choose any SteamID64 and you will be sent back to <strong>${escapeHtml(input.returnToOrigin)}</strong> as that account.</p>
<form method="post" action="${action}">
<label for="steamid">SteamID64</label>
<input type="text" id="steamid" name="steamid" value="${escapeHtml(input.steamId)}" inputmode="numeric" autocomplete="off" spellcheck="false" required maxlength="17" pattern="7656119[0-9]{10}" aria-describedby="${describedBy}"${input.error ? ' aria-invalid="true"' : ''}>
<p class="hint" id="steamid-hint">17 digits starting with 7656119. A fresh one is filled in on every visit, so each visit is a new account.</p>
${error}
<button type="submit">Sign In</button>
</form>
<section aria-labelledby="personas-heading">
<h2 id="personas-heading">Demo accounts</h2>
<ul>
${personas}
</ul>
</section>`,
  );
}

export function renderErrorPage(message: string): string {
  return layout(
    'Steam sandbox: bad request',
    `<h1>This sign-in request cannot be used</h1>
<p class="error" role="alert">${escapeHtml(message)}</p>
<p class="muted">This is the offline stand-in for Steam sign-in. Start again from the site's Sign in button.</p>`,
  );
}

export function renderProfilePage(steamId: string, personaName: string, avatarUrl: string): string {
  return layout(
    `${personaName} (Steam sandbox profile)`,
    `<img class="avatar" src="${escapeHtml(avatarUrl)}" alt="" width="96" height="96">
<h1>${escapeHtml(personaName)}</h1>
<p class="muted">SteamID64 <code>${escapeHtml(steamId)}</code></p>
<p class="muted">A generated profile of the offline Steam sandbox.</p>`,
  );
}

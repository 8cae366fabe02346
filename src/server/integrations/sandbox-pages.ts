// The frame of the sandbox pages (Steam sign-in, trade offers, payments) and how they are sent: server-rendered,
// no script, inline CSS only, every echoed value escaped.
import type { FastifyReply } from 'fastify';

/** Route options of every sandbox route: it stands in for a third party, so any origin may call it. */
export const sandboxRoute = { config: { access: 'sandbox' as const } };

export interface SandboxPageOptions {
  /** The page shows our own images (avatars, items). */
  images?: boolean;
  /** An origin the page's form answers with a redirect to: form-action also governs that redirect. */
  formTarget?: string | undefined;
}

/** Sends a sandbox page under a policy that lets it run no script and be framed by no one, never cached. */
export function sendSandboxPage(reply: FastifyReply, status: number, html: string, opts: SandboxPageOptions = {}): FastifyReply {
  const csp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    ...(opts.images ? ["img-src 'self'"] : []),
    opts.formTarget ? `form-action 'self' ${opts.formTarget}` : "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ];
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', csp.join('; '))
    .header('x-content-type-options', 'nosniff')
    .send(html);
}

/** Sends a generated picture: a pure function of what it shows, so cached for good, and inert when opened as a document. */
export function sendSandboxSvg(reply: FastifyReply, svg: string): FastifyReply {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .header('x-content-type-options', 'nosniff')
    .send(svg);
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

// Colours chosen for WCAG AA on the dark background: text 15:1, muted 8:1, button text 9:1.
// Shared by every sandbox page; each page adds its own rules.
const BASE_STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{color-scheme:dark}
body{margin:0;min-height:100vh;background:#0e141b;color:#e8edf2;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;display:flex;justify-content:center;padding:1rem}
main{width:100%;max-width:var(--page-width,30rem);margin:2rem 0}
.card{background:#1b2430;border:1px solid #2e3a48;border-radius:12px;padding:1.25rem}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 .5rem}
p{margin:.5rem 0}
.muted{color:#b4c0cc}
.badge{display:inline-block;font-size:.75rem;font-weight:700;letter-spacing:.05em;text-transform:uppercase;border-radius:999px;padding:.1rem .6rem}
.sandbox{background:#f5c542;color:#1b1400;margin-bottom:.75rem}
button{font:inherit;font-weight:700;cursor:pointer;border-radius:8px}
button:hover{filter:brightness(1.1)}
:focus-visible{outline:3px solid #f5c542;outline-offset:2px}
`;

/** The frame of every sandbox page: dark card, 'Sandbox' badge, no scripts. */
export function sandboxLayout(title: string, content: string, opts: { style?: string; width?: string } = {}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${BASE_STYLE}${opts.width ? `:root{--page-width:${opts.width}}` : ''}${opts.style ?? ''}</style>
</head>
<body>
<main>
<div class="card">
<span class="badge sandbox">Sandbox</span>
${content}
</div>
</main>
</body>
</html>`;
}

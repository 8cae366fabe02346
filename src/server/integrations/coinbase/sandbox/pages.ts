// The payment sandbox's hosted checkout page: server-rendered, no script, inline
// CSS only, every echoed value escaped, in the frame of the other sandbox pages.
import { SUPPORTED_COINS } from '../../../../core/premium';
import { escapeHtml, sandboxLayout } from '../../sandbox-pages';
import type { CheckoutStatus } from '../port';

// Colours keep WCAG AA on the card (#1b2430): button texts 8:1 or better.
const STYLE = `
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem .9rem;margin:1rem 0}
dt{color:#b4c0cc}
dd{margin:0;overflow-wrap:anywhere}
.amount{font-size:2rem;font-weight:800;margin:.25rem 0 0}
.coins{display:flex;flex-wrap:wrap;gap:.4rem;list-style:none;padding:0;margin:.5rem 0 0}
.coins li{border:1px solid #5b6b7c;border-radius:999px;padding:.1rem .6rem;font-size:.85rem;font-weight:700}
.actions{display:grid;gap:.6rem;margin-top:1.25rem}
form{margin:0}
button{width:100%;border:1px solid transparent;padding:.75rem 1rem;min-height:48px;font-size:1rem}
button.pay{background:#7bd88f;color:#0b1a0f}
button.fail{background:#ff9b9b;color:#2a0707}
button.expire{background:#2a3746;color:#e8edf2;border-color:#5b6b7c}
.status-ACTIVE{background:#66c0f4;color:#0b1620}
.status-COMPLETED{background:#7bd88f;color:#0b1a0f}
.status-FAILED{background:#ff9b9b;color:#2a0707}
.status-EXPIRED,.status-DEACTIVATED,.status-PROCESSING,.status-REFUNDED,.status-PARTIALLY_REFUNDED{background:#c9d1d9;color:#14191f}
.problem{background:#3a1616;border:1px solid #b85c5c;border-radius:8px;padding:.6rem .8rem}
a{color:#8fd3ff}
`;

const layout = (title: string, content: string): string => sandboxLayout(title, content, { style: STYLE, width: '30rem' });

const statusLabels: Record<CheckoutStatus, string> = {
  ACTIVE: 'Awaiting payment',
  PROCESSING: 'Processing',
  DEACTIVATED: 'Deactivated',
  EXPIRED: 'Expired',
  COMPLETED: 'Paid',
  FAILED: 'Failed',
  REFUNDED: 'Refunded',
  PARTIALLY_REFUNDED: 'Partially refunded',
};

export interface PayPageInput {
  id: string;
  amount: string;
  currency: string;
  description: string | null;
  status: CheckoutStatus;
  expiresAt: string;
  /** Where each action posts: `${actionBase}/pay|fail|expire`. */
  actionBase: string;
  /** Where the buyer goes back to once the checkout is settled. */
  returnUrl: string | null;
}

export function renderPayPage(input: PayPageInput): string {
  const base = escapeHtml(input.actionBase);
  const details = `<p class="amount">${escapeHtml(input.amount)} ${escapeHtml(input.currency)}</p>
${input.description ? `<p>${escapeHtml(input.description)}</p>` : ''}
<dl>
<dt>Checkout</dt><dd><code>${escapeHtml(input.id)}</code></dd>
<dt>Status</dt><dd><span class="badge status-${input.status}">${statusLabels[input.status]}</span></dd>
<dt>Expires</dt><dd>${escapeHtml(input.expiresAt.slice(0, 16).replace('T', ' '))} UTC</dd>
</dl>`;
  const body =
    input.status === 'ACTIVE'
      ? `<p class="muted">Pay with any of:</p>
<ul class="coins" aria-label="Accepted coins">${SUPPORTED_COINS.map((c) => `<li>${c}</li>`).join('')}</ul>
<div class="actions">
<form method="post" action="${base}/pay"><button type="submit" class="pay">Pay</button></form>
<form method="post" action="${base}/fail"><button type="submit" class="fail">Fail</button></form>
<form method="post" action="${base}/expire"><button type="submit" class="expire">Let it expire</button></form>
</div>`
      : `<p>This checkout is settled: ${statusLabels[input.status].toLowerCase()}.</p>
${input.returnUrl ? `<p><a href="${escapeHtml(input.returnUrl)}">Return to the shop</a></p>` : ''}`;
  return layout(
    'Payment sandbox: checkout',
    `<h1>Payment sandbox: checkout</h1>
<p class="muted">The offline stand-in for Coinbase's hosted checkout. No money moves: Pay confirms the payment, Fail fails it, and each sends the signed webhook Coinbase would.</p>
${details}
${body}`,
  );
}

export function renderProblemPage(status: number, message: string): string {
  return layout(
    'Payment sandbox: checkout',
    `<h1>${status === 404 ? 'No such checkout' : 'This checkout cannot change'}</h1>
<p class="problem" role="alert">${escapeHtml(message)}</p>`,
  );
}

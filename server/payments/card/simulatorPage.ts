import { escapeHtml, htmlPage } from '../../http/htmlPage';
import { text } from '../../http/messages';
import type { SimulatedCheckout } from './simulator';

const T = 'saluni.cardPayments.simulator';

/** `AUD 25.00`: every currency sold has cents. */
const amountOf = (checkout: SimulatedCheckout) =>
  `${checkout.currency} ${(checkout.amountMinor / 100).toFixed(2)}`;

/**
 * The simulator's hosted page, in the language of the request (its `Accept-Language`): what is
 * paid, and Pay and Decline, which post back to the same address. No script: the page runs under
 * the app's Content-Security-Policy.
 */
export const simulatorPageHtml = (checkout: SimulatedCheckout, language: string) => {
  const body =
    checkout.status !== 'open'
      ? `<p>${escapeHtml(text(`${T}.closed`))}</p>`
      : `<p class="amount">${escapeHtml(
          text(`${T}.paying`, { amount: amountOf(checkout), description: checkout.description }),
        )}</p>
      <form method="post">
        <button type="submit" name="action" value="pay" class="pay">${escapeHtml(text(`${T}.pay`))}</button>
        <button type="submit" name="action" value="decline">${escapeHtml(text(`${T}.decline`))}</button>
      </form>`;
  return htmlPage({
    language,
    title: text(`${T}.title`),
    style: `  .amount { font-size: 1.1rem; }
  .note { color: #555; font-size: 0.9rem; }
  form { display: flex; flex-direction: column; gap: 12px; margin-top: 24px; }
  button { font-size: 1rem; padding: 12px; border-radius: 6px; border: 1px solid #635bff; background: #fff; color: #635bff; }
  button.pay { background: #635bff; color: #fff; }`,
    body: `${body}
  <p class="note">${escapeHtml(text(`${T}.note`))}</p>`,
  });
};

import { text } from '../../http/messages';
import type { SimulatedCheckout } from './simulator';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

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
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(text(`${T}.title`))}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; padding: 24px 16px; background: #f5f5f5; }
  main { max-width: 400px; margin: 0 auto; background: #fff; border-radius: 8px; padding: 24px; }
  h1 { font-size: 1.25rem; margin-top: 0; }
  .amount { font-size: 1.1rem; }
  .note { color: #555; font-size: 0.9rem; }
  form { display: flex; flex-direction: column; gap: 12px; margin-top: 24px; }
  button { font-size: 1rem; padding: 12px; border-radius: 6px; border: 1px solid #635bff; background: #fff; color: #635bff; }
  button.pay { background: #635bff; color: #fff; }
</style>
</head>
<body>
<main>
  <h1>${escapeHtml(text(`${T}.title`))}</h1>
  ${body}
  <p class="note">${escapeHtml(text(`${T}.note`))}</p>
</main>
</body>
</html>`;
};

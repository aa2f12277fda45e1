/** Text made safe inside HTML. */
export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

export interface HtmlPage {
  language: string;
  /** Plain text: escaped here. */
  title: string;
  /** The page's own rules beside the shared card layout. */
  style?: string;
  /** HTML, its texts already escaped. */
  body: string;
}

/**
 * A small page the server writes for people outside the app (the card simulator's checkout, the
 * unsubscribe page): a centred card on a phone-sized width, no script, so it runs under the
 * app's Content-Security-Policy.
 */
export const htmlPage = ({ language, title, style = '', body }: HtmlPage) => `<!doctype html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; padding: 24px 16px; background: #f5f5f5; }
  main { max-width: 420px; margin: 0 auto; background: #fff; border-radius: 8px; padding: 24px; }
  h1 { font-size: 1.25rem; margin-top: 0; }
${style}
</style>
</head>
<body>
<main>
  <h1>${escapeHtml(title)}</h1>
  ${body}
</main>
</body>
</html>`;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);

/**
 * The HTML part of a client e-mail: the body as typed, escaped (a client's name or a pasted
 * `<script>` stays text), blank lines starting paragraphs and single line breaks kept.
 */
export const emailHtml = (body: string): string => {
  const paragraphs = body
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>\n')}</p>`);
  return `<!doctype html>\n<html><body>\n${paragraphs.join('\n')}\n</body></html>\n`;
};

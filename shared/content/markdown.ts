import MarkdownIt from 'markdown-it';

/**
 * The one Markdown renderer of articles, used by the server for the public page and by the back office's
 * preview, so that the preview is the page. Raw HTML in a body is never passed through (`html: false`
 * escapes it), and markdown-it refuses `javascript:`, `vbscript:`, `file:` and non-image `data:` links
 * (decision 0911).
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

const defaultLinkOpen =
  markdown.renderer.rules.link_open ?? ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));

// Links that leave the shop open without handing it the page (no opener, no referrer).
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index];
  const href = String(token?.attrGet('href') ?? '');
  if (token && /^https?:\/\//i.test(href)) token.attrSet('rel', 'noopener noreferrer');
  return defaultLinkOpen(tokens, index, options, env, self);
};

export function renderMarkdown(body: string): string {
  return markdown.render(body);
}

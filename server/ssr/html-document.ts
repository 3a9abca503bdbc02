export interface PageAssets {
  scripts: string[];
  styles: string[];
  preloads: string[];
}

export interface DocumentParts {
  head: string;
  body: string;
  boot: string;
  nonce: string;
  assets: PageAssets;
  /** Extra head markup (Vite's client and React refresh preamble in development). */
  devHead?: string;
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The HTML document around the server-rendered app. */
export function htmlDocument(parts: DocumentParts): string {
  const nonce = escapeAttr(parts.nonce);
  const styles = parts.assets.styles.map((href) => `<link rel="stylesheet" href="${escapeAttr(href)}">`).join('');
  const preloads = parts.assets.preloads
    .map((href) => `<link rel="modulepreload" href="${escapeAttr(href)}" fetchpriority="low">`)
    .join('');
  const scripts = parts.assets.scripts
    .map((src) => `<script type="module" src="${escapeAttr(src)}" nonce="${nonce}" fetchpriority="low"></script>`)
    .join('');
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
    (parts.devHead ?? '') +
    styles +
    preloads +
    parts.head +
    `</head><body><div id="root">${parts.body}</div>` +
    `<script type="application/json" id="__boot">${parts.boot}</script>` +
    scripts +
    '</body></html>'
  );
}

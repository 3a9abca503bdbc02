import { describe, expect, it } from '@jest/globals';
import { htmlDocument } from './html-document.js';

const html = htmlDocument({
  head: '<title>DNA tests for dogs and cats | Pet DNA Lab</title>',
  body: '<main><p class="lead">Accredited DNA testing</p></main>',
  boot: '{"queries":[]}',
  nonce: 'n0nce0000000000000000A==',
  assets: {
    scripts: ['/assets/entry-client-abc.js'],
    styles: ['/assets/entry-client-abc.css'],
    preloads: ['/assets/react-abc.js', '/assets/HomePage-abc.js'],
  },
});
const tags = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[0]);

describe('htmlDocument', () => {
  it('puts the stylesheet first in the head and the server-rendered page in the root', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.indexOf('rel="stylesheet"')).toBeLessThan(head.indexOf('rel="modulepreload"'));
    expect(html).toContain('<div id="root"><main><p class="lead">Accredited DNA testing</p></main></div>');
    expect(html).toContain('<script type="application/json" id="__boot">{"queries":[]}</script>');
  });

  it('asks for the scripts at low priority: the page paints without them, the stylesheet goes first (decision 1010)', () => {
    expect(tags(/<link rel="modulepreload"[^>]*>/g)).toEqual([
      '<link rel="modulepreload" href="/assets/react-abc.js" fetchpriority="low">',
      '<link rel="modulepreload" href="/assets/HomePage-abc.js" fetchpriority="low">',
    ]);
    expect(tags(/<script type="module"[^>]*>/g)).toEqual([
      '<script type="module" src="/assets/entry-client-abc.js" nonce="n0nce0000000000000000A==" fetchpriority="low">',
    ]);
    expect(tags(/<link rel="stylesheet"[^>]*>/g)).toEqual(['<link rel="stylesheet" href="/assets/entry-client-abc.css">']);
  });

  it('escapes what it writes into attributes', () => {
    const odd = htmlDocument({
      head: '',
      body: '',
      boot: '{}',
      nonce: 'a"b',
      assets: { scripts: ['/x.js?a=1&b="2"'], styles: [], preloads: [] },
    });
    expect(odd).toContain('<script type="module" src="/x.js?a=1&amp;b=&quot;2&quot;" nonce="a&quot;b" fetchpriority="low">');
  });
});

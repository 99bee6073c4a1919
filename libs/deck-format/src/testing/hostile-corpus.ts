import { EVENT_HANDLER_ATTRIBUTES } from './event-handlers.js';
import { MEDIA_BLOCK_CASES } from './hostile-media-blocks.js';

/**
 * Markup that tries to run script, load from elsewhere or navigate once it is on a page,
 * and what the sanitizer leaves of it. Every payload that ran would set `window.__xss`.
 */
export interface HostileCase {
  readonly name: string;
  readonly markup: string;
  /** The exact cleaned markup. */
  readonly clean: string;
}

/** Script that marks the page as broken into. */
export const XSS_PAYLOAD = 'window.__xss=1';
const JS = `javascript:${XSS_PAYLOAD}`;
const SANDBOX = 'sandbox="allow-scripts allow-same-origin allow-popups allow-forms allow-presentation"';
const IFRAME_ATTRIBUTES = `${SANDBOX} referrerpolicy="no-referrer"`;

const handlerCases: HostileCase[] = EVENT_HANDLER_ATTRIBUTES.flatMap((handler) => [
  {
    name: `${handler} on an image`,
    markup: `<img src="x" ${handler}="${XSS_PAYLOAD}">`,
    clean: '<img src="x" />',
  },
  {
    name: `${handler.toUpperCase()} on a div`,
    markup: `<div ${handler.toUpperCase()}="${XSS_PAYLOAD}" tabindex="1">text</div>`,
    clean: '<div>text</div>',
  },
  {
    name: `${handler} on svg`,
    markup: `<svg ${handler}=${XSS_PAYLOAD}><rect ${handler}="${XSS_PAYLOAD}" width="5" height="5"></rect></svg>`,
    clean: '<svg><rect width="5" height="5"></rect></svg>',
  },
]);

const urlCases: HostileCase[] = [
  { name: 'javascript: href', markup: `<a href="${JS}">x</a>`, clean: '<a>x</a>' },
  { name: 'vbscript: href', markup: '<a href="vbscript:msgbox(1)">x</a>', clean: '<a>x</a>' },
  {
    name: 'data:text/html href',
    markup: `<a href="data:text/html,<script>${XSS_PAYLOAD}</script>">x</a>`,
    clean: '<a>x</a>',
  },
  { name: 'javascript: img src', markup: `<img src="${JS}">`, clean: '<img />' },
  { name: 'data:text/html img src', markup: '<img src="data:text/html;base64,PHNjcmlwdD4=">', clean: '<img />' },
  { name: 'data:image/svg+xml img src', markup: '<img src="data:image/svg+xml,<svg></svg>">', clean: '<img />' },
  {
    name: 'raster data: image is kept',
    markup: '<img src="data:image/png;base64,iVBORw0KGgo=">',
    clean: '<img src="data:image/png;base64,iVBORw0KGgo=" />',
  },
  {
    name: 'javascript: iframe src',
    markup: `<iframe src="${JS}"></iframe>`,
    clean: `<iframe ${IFRAME_ATTRIBUTES}></iframe>`,
  },
  {
    name: 'data: iframe src',
    markup: `<iframe src="data:text/html,<script>parent.__xss=1</script>"></iframe>`,
    clean: `<iframe ${IFRAME_ATTRIBUTES}></iframe>`,
  },
  {
    name: 'plain http iframe',
    markup: '<iframe src="http://example.com/"></iframe>',
    clean: `<iframe ${IFRAME_ATTRIBUTES}></iframe>`,
  },
  {
    name: 'protocol-relative iframe',
    markup: '<iframe src="//evil.example/"></iframe>',
    clean: `<iframe ${IFRAME_ATTRIBUTES}></iframe>`,
  },
  {
    name: 'relative iframe',
    markup: '<iframe src="/api/v1/me"></iframe>',
    clean: `<iframe ${IFRAME_ATTRIBUTES}></iframe>`,
  },
  {
    name: 'https iframe keeps its source and is sandboxed',
    markup:
      '<iframe src="https://example.com/embed" sandbox="allow-top-navigation allow-scripts" allowfullscreen></iframe>',
    clean: `<iframe src="https://example.com/embed" ${SANDBOX} allowfullscreen referrerpolicy="no-referrer"></iframe>`,
  },
  {
    name: 'srcdoc',
    markup: `<iframe srcdoc="<script>parent.__xss=1</script>" src="https://example.com/"></iframe>`,
    clean: `<iframe src="https://example.com/" ${IFRAME_ATTRIBUTES}></iframe>`,
  },
  {
    name: 'lazy iframe data-src',
    markup: `<iframe data-src="${JS}"></iframe>`,
    clean: `<iframe ${IFRAME_ATTRIBUTES}></iframe>`,
  },
  {
    name: 'form action',
    markup: `<form action="${JS}"><input type="submit" value="go"><button formaction="${JS}">b</button></form>`,
    clean: 'b',
  },
  { name: 'input formaction', markup: `<input type="image" src="x" formaction="${JS}">`, clean: '' },
  { name: 'button formaction', markup: `<button formaction="${JS}">press</button>`, clean: 'press' },
  {
    name: 'svg xlink:href',
    markup: `<svg><a xlink:href="${JS}"><text x="10" y="10">x</text></a></svg>`,
    clean: '<svg><a>x</a></svg>',
  },
  {
    name: 'svg href',
    markup: `<svg><a href="${JS}"><rect width="5" height="5"></rect></a></svg>`,
    clean: '<svg><a><rect width="5" height="5"></rect></a></svg>',
  },
  {
    name: 'video poster',
    markup: `<video poster="${JS}" src="https://example.com/v.mp4" controls></video>`,
    clean: '<video src="https://example.com/v.mp4" controls></video>',
  },
  {
    name: 'background attribute',
    markup: `<table background="${JS}"><tr><td>x</td></tr></table>`,
    clean: '<table><tr><td>x</td></tr></table>',
  },
  { name: 'srcset', markup: `<img src="x" srcset="${JS} 1x, data:text/html,x 2x">`, clean: '<img src="x" />' },
  {
    name: 'slide background iframe',
    markup: `<section data-background-iframe="${JS}" data-background-color="#000"></section>`,
    clean: '<section data-background-color="#000"></section>',
  },
  {
    name: 'slide background iframe over http',
    markup: '<section data-background-iframe="http://example.com/"></section>',
    clean: '<section></section>',
  },
  {
    name: 'slide backgrounds from script URLs',
    markup: `<section data-background-image="${JS}" data-background-video="data:text/html,x" data-background="${JS}"></section>`,
    clean: '<section></section>',
  },
  {
    name: 'preview links',
    markup: `<a href="${JS}" data-preview-link>x</a><a data-preview-link="${JS}" href="https://example.com/">y</a>`,
    clean: '<a data-preview-link>x</a><a href="https://example.com/">y</a>',
  },
  {
    name: 'remote markdown',
    markup: '<section data-markdown="https://evil.example/slides.md"></section>',
    clean: '<section></section>',
  },
  {
    name: 'protocol-relative and backslash links',
    markup: '<a href="//evil.example/">a</a><a href="\\\\evil.example/">b</a><a href="/\\evil.example/">c</a>',
    clean: '<a>a</a><a>b</a><a>c</a>',
  },
  {
    name: 'safe links are kept',
    markup: '<a href="https://example.com/?a=1&amp;b=2">a</a><a href="mailto:me@example.com">b</a><a href="#/2">c</a>',
    clean: '<a href="https://example.com/?a=1&amp;b=2">a</a><a href="mailto:me@example.com">b</a><a href="#/2">c</a>',
  },
  {
    name: 'new windows can not reach back',
    markup: '<a href="https://example.com/" target="_blank" rel="nofollow">a</a>',
    clean: '<a href="https://example.com/" target="_blank" rel="nofollow noopener noreferrer">a</a>',
  },
];

const obfuscatedCases: HostileCase[] = [
  ['tab entity inside', 'jav&#x09;ascript:'],
  ['decimal entity', '&#106;avascript:'],
  ['hex entity', '&#x6A;avascript:'],
  ['padded decimal entity', '&#0000106&#0000097vascript:'],
  ['colon entity', 'javascript&colon;'],
  ['newline inside', 'java\nscript:'],
  ['tab inside', 'java\tscript:'],
  ['leading spaces and newlines', ' \n\t javascript:'],
  ['leading control character', '&#x01;javascript:'],
  ['mixed case', 'JaVaScRiPt:'],
  ['non-breaking space', '&nbsp;javascript:'],
].map(([name, prefix]) => ({
  name: `obfuscated javascript: (${name})`,
  markup: `<a href="${prefix}${XSS_PAYLOAD}">x</a><img src="${prefix}${XSS_PAYLOAD}">`,
  clean: '<a>x</a><img />',
}));

const elementCases: HostileCase[] = [
  { name: 'script', markup: `<section><script>${XSS_PAYLOAD}</script></section>`, clean: '<section></section>' },
  { name: 'script with source', markup: '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>', clean: '' },
  { name: 'object', markup: `<object data="${JS}"><param name="x" value="y">fallback</object>`, clean: '' },
  { name: 'embed', markup: `<embed src="${JS}">after`, clean: 'after' },
  { name: 'applet', markup: '<applet code="Evil.class">x</applet>', clean: '' },
  { name: 'svg script', markup: `<svg><script>${XSS_PAYLOAD}</script></svg>`, clean: '<svg></svg>' },
  {
    name: 'svg animate of href',
    markup: `<svg><a><animate attributeName="href" values="${JS}"></animate><text x="20" y="20">click</text></a></svg>`,
    clean: '<svg><a>click</a></svg>',
  },
  {
    name: 'svg set',
    markup: `<svg><set attributeName="onmouseover" to="${XSS_PAYLOAD}"></set><rect width="5" height="5"></rect></svg>`,
    clean: '<svg><rect width="5" height="5"></rect></svg>',
  },
  {
    name: 'svg use of a data: document',
    markup: `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='${XSS_PAYLOAD}'/></svg>#x"></use></svg>`,
    clean: '<svg></svg>',
  },
  {
    name: 'svg foreignObject',
    markup: `<svg><foreignObject><img src="x" onerror="${XSS_PAYLOAD}"></foreignObject></svg>`,
    clean: '<svg><img src="x" /></svg>',
  },
  { name: 'meta refresh', markup: `<meta http-equiv="refresh" content="0;url=${JS}">`, clean: '' },
  { name: 'link stylesheet', markup: '<link rel="stylesheet" href="https://evil.example/x.css">', clean: '' },
  { name: 'style @import', markup: "<style>@import 'https://evil.example/x.css';</style><p>x</p>", clean: '<p>x</p>' },
  {
    name: 'style with script URLs and bindings',
    markup: `<style>body { background: url("${JS}"); -moz-binding: url(x.xml#x); behavior: url(x.htc); width: expression(alert(1)) }</style>`,
    clean: '',
  },
  { name: 'base', markup: `<base href="${JS}/"><a href="x">x</a>`, clean: '<a href="x">x</a>' },
  { name: 'template', markup: `<template><img src="x" onerror="${XSS_PAYLOAD}"></template>ok`, clean: 'ok' },
  { name: 'noscript', markup: `<noscript><img src="x" onerror="${XSS_PAYLOAD}"></noscript>ok`, clean: 'ok' },
  {
    name: 'css url() in style attribute',
    markup: `<div style="background-image: url(${JS}); left: 2px">x</div>`,
    clean: '<div style="left:2px">x</div>',
  },
  {
    name: 'css url() hidden in an allowed property',
    markup: `<div style="color: red; border: 1px solid url(&quot;${JS}&quot;)">x</div>`,
    clean: '<div style="color:red">x</div>',
  },
  {
    name: 'css expression()',
    markup: '<div style="width: expression(alert(1)); top: 1px">x</div>',
    clean: '<div style="top:1px">x</div>',
  },
  {
    name: 'css escapes and comments',
    markup: '<div style="color: u\\72l(x); font-family: a/**/b; top: 3px">x</div>',
    clean: '<div style="top:3px">x</div>',
  },
  {
    name: 'css image-set() fetching from elsewhere',
    markup: '<div style="border: 1px solid -webkit-image-set(\'https://evil.example/x.png\' 1x); top: 1px">x</div>',
    clean: '<div style="top:1px">x</div>',
  },
  {
    name: 'css bindings',
    markup: '<div style="-moz-binding: url(x.xml#x); behavior: url(x.htc); top: 1px">x</div>',
    clean: '<div style="top:1px">x</div>',
  },
  {
    name: 'position over the page',
    markup: '<div style="position: fixed; inset: 0; top: 0; z-index: 99999999">x</div>',
    clean: '<div style="top:0">x</div>',
  },
];

const mutationCases: HostileCase[] = [
  {
    name: 'svg style smuggling an image',
    markup: `<svg><style><img src="x" onerror="${XSS_PAYLOAD}"></style></svg>`,
    clean: '<svg></svg>',
  },
  {
    name: 'math mglyph style',
    markup: `<math><mtext><table><mglyph><style><img src="x" onerror="${XSS_PAYLOAD}">`,
    clean: '<table></table>',
  },
  {
    name: 'noscript title breakout',
    markup: `<noscript><p title="</noscript><img src=x onerror=${XSS_PAYLOAD}>">`,
    clean: '',
  },
  {
    name: 'comment breakout',
    markup: `<!--<img src="--><img src=x onerror=${XSS_PAYLOAD}//">`,
    clean: '<img src="x" />',
  },
  { name: 'xmp', markup: `<xmp><img src=x onerror=${XSS_PAYLOAD}></xmp>`, clean: '' },
  { name: 'plaintext', markup: `ok<plaintext><img src=x onerror=${XSS_PAYLOAD}>`, clean: 'ok' },
  { name: 'title', markup: `<title><img src=x onerror=${XSS_PAYLOAD}></title>ok`, clean: 'ok' },
  {
    name: 'textarea breakout',
    markup: `<textarea><img title="</textarea><img src=x onerror=${XSS_PAYLOAD}>"></textarea>ok`,
    clean: '<img src="x" />"&gt;ok',
  },
  {
    name: 'textarea closed with a solidus',
    markup: `<p><textarea>a</textarea/><img src=x onerror=${XSS_PAYLOAD}>b</textarea></p>`,
    clean: '<p><img src="x" />b</p>',
  },
  {
    name: 'xmp closed with a solidus',
    markup: `<xmp>&lt;/xmp/&gt;<img src=x onerror=${XSS_PAYLOAD}></xmp/>ok`,
    clean: 'ok',
  },
  {
    name: 'svg set of xlink:href',
    markup: `<svg><set attributeName="xlink:href" to="${JS}"></set></svg>`,
    clean: '<svg></svg>',
  },
  {
    name: 'svg paragraph and style namespace confusion',
    markup: `<svg></p><style><a id="</style><img src=1 onerror=${XSS_PAYLOAD}>">`,
    clean: '<svg><p></p></svg>',
  },
  {
    name: 'math textarea namespace confusion',
    markup: `<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=${XSS_PAYLOAD} src=1>">`,
    clean: '<svg><img src="1" />"&gt;</svg>',
  },
  {
    name: 'form and math nesting',
    markup: `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${XSS_PAYLOAD}>`,
    clean: '',
  },
  {
    name: 'svg CDATA',
    markup: `<svg><![CDATA[><img src=x onerror=${XSS_PAYLOAD}>]]></svg>`,
    clean: `<svg>&gt;&lt;img src=x onerror=${XSS_PAYLOAD}&gt;</svg>`,
  },
  {
    name: 'slash-separated attributes',
    markup: `<img/src="x"/onerror="${XSS_PAYLOAD}">`,
    clean: '<img src="x" />',
  },
  { name: 'unterminated tag', markup: `<img src=x onerror=${XSS_PAYLOAD} //`, clean: '/' },
  {
    name: 'iframe content',
    markup: `<iframe src="https://example.com/"><img src=x onerror=${XSS_PAYLOAD}></iframe>`,
    clean: `<iframe src="https://example.com/" ${IFRAME_ATTRIBUTES}></iframe>`,
  },
];

/** Hostile markup inside the table, code and math blocks: their content is text or inline marks. */
const richBlockCases: HostileCase[] = [
  {
    name: 'markup inside a code block',
    markup: `<pre><code class="language-html" data-line-numbers="1|2" data-noescape onmouseover="${XSS_PAYLOAD}"><img src=x onerror=${XSS_PAYLOAD}>&lt;script&gt;${XSS_PAYLOAD}&lt;/script&gt;<script>${XSS_PAYLOAD}</script></code></pre>`,
    clean: `<pre><code class="language-html" data-line-numbers="1|2" data-noescape><img src="x" />&lt;script&gt;${XSS_PAYLOAD}&lt;/script&gt;</code></pre>`,
  },
  {
    name: 'script-like line numbers and language',
    markup: `<pre><code class="language-&quot;&gt;&lt;img src=x onerror=${XSS_PAYLOAD}&gt;" data-line-numbers="&quot;&gt;&lt;svg onload=${XSS_PAYLOAD}&gt;">x</code></pre>`,
    clean: `<pre><code class="language-&quot;&gt;&lt;img src=x onerror=${XSS_PAYLOAD}&gt;" data-line-numbers="&quot;&gt;&lt;svg onload=${XSS_PAYLOAD}&gt;">x</code></pre>`,
  },
  {
    name: 'markup and KaTeX commands that link or load inside a math block',
    markup: `<div class="sl-block-content">\\[\\href{${JS}}{x} \\includegraphics{https://evil.example/a.png}<img src=x onerror=${XSS_PAYLOAD}>\\]</div>`,
    clean: `<div class="sl-block-content">\\[\\href{${JS}}{x} \\includegraphics{https://evil.example/a.png}<img src="x" />\\]</div>`,
  },
  {
    name: 'handlers and links in table cells',
    markup: `<table onclick="${XSS_PAYLOAD}"><colgroup><col style="width:50%;background:url(${JS})" onmouseover="${XSS_PAYLOAD}"></colgroup><tbody><tr><td onclick="${XSS_PAYLOAD}"><a href="${JS}">x</a><svg onload=${XSS_PAYLOAD}></svg></td></tr></tbody></table>`,
    clean:
      '<table><colgroup><col style="width:50%" /></colgroup><tbody><tr><td><a>x</a><svg></svg></td></tr></tbody></table>',
  },
];

/** The corpus less the one-per-event-handler cases. */
export const HOSTILE_MARKUP_CASES: readonly HostileCase[] = [
  ...urlCases,
  ...obfuscatedCases,
  ...elementCases,
  ...mutationCases,
  ...MEDIA_BLOCK_CASES,
  ...richBlockCases,
];

export const HOSTILE_CORPUS: readonly HostileCase[] = [...handlerCases, ...HOSTILE_MARKUP_CASES];

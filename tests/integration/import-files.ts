import { chromium } from 'playwright-core';
import pptxModule from 'pptxgenjs';
import { CHROMIUM_PATH } from '../e2e/support/browser.js';

const PptxGenJS = pptxModule as unknown as typeof pptxModule.default;

/** A reveal.js deck as people write them: its slides, a vertical stack, and the page's own scripts. */
export const REVEAL_HTML = `<!doctype html>
<html><head><link rel="stylesheet" href="dist/reveal.css"></head>
<body><div class="reveal"><div class="slides">
  <section><h1>Brought from reveal.js</h1><p>With <strong>strong</strong> words</p></section>
  <section>
    <section><h2>Down one</h2></section>
    <section><h2>Down two</h2></section>
  </section>
  <section data-background-color="#0f766e"><h2>Last slide</h2><aside class="notes">Say goodbye</aside></section>
</div></div>
<script src="dist/reveal.js"></script>
<script>Reveal.initialize({ hash: true, width: 1280, height: 720 });</script>
</body></html>`;

/** A PowerPoint file made with pptxgenjs: a title, a list, a shape, a table, a picture and notes, 16:9. */
export async function samplePptx(picture: Buffer): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_16x9';
  const first = pptx.addSlide();
  first.addText('Imported from PowerPoint', { x: 0.5, y: 0.4, w: 9, h: 1, fontSize: 36, bold: true, color: '1E3A8A' });
  first.addText(
    [
      { text: 'First bullet', options: { bullet: true, breakLine: true } },
      { text: 'Second bullet', options: { bullet: true } },
    ],
    { x: 0.5, y: 1.6, w: 5, h: 1.2, fontSize: 20 },
  );
  first.addShape('rect', { x: 6, y: 1.6, w: 2, h: 1.2, fill: { color: 'F59E0B' } });
  first.addNotes('Open with the story');
  const second = pptx.addSlide();
  second.addTable(
    [
      [{ text: 'Region' }, { text: 'Sales' }],
      [{ text: 'North' }, { text: 'Ninety' }],
    ],
    { x: 0.5, y: 0.5, w: 6, colW: [3, 3] },
  );
  second.addImage({
    data: `image/png;base64,${picture.toString('base64')}`,
    x: 6.5,
    y: 2,
    w: 3,
    h: 2,
    altText: 'Chart',
  });
  second.background = { color: 'E0F2FE' };
  return Buffer.from((await pptx.write({ outputType: 'nodebuffer' })) as ArrayBuffer);
}

/** A two-page PDF printed by Chromium. */
export async function samplePdf(): Promise<Buffer> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    await page.setContent(
      '<style>@page{size:800px 600px;margin:0}html,body{margin:0}section{height:600px;overflow:hidden;font:48px sans-serif}section+section{break-before:page}</style><section>First page</section><section>Second page</section>',
    );
    return await page.pdf({ preferCSSPageSize: true, printBackground: true });
  } finally {
    await browser.close();
  }
}

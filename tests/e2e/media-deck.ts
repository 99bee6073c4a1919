/**
 * A deck as the editor writes iframe, video and audio blocks, fragments with an order and an
 * auto-animate pair (the same square, by `data-id`, on two slides).
 */
const SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-forms allow-presentation';
const style = (left: number, top: number, width: number, height: number) =>
  `left:${left}px;top:${top}px;width:${width}px;height:${height}px`;

const square = (left: number) =>
  `<div class="sl-block" data-block-type="shape" data-block-id="sq" style="${style(left, 250, 200, 200)}" data-id="sq"><div class="sl-block-content" data-shape-type="rect" data-shape-fill-color="#4f46e5" data-shape-stroke-color="transparent" data-shape-stroke-width="0" data-shape-corner-radius="0"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" preserveAspectRatio="none"><rect x="0" y="0" width="200" height="200" fill="#4f46e5"></rect></svg></div></div>`;

export const MEDIA_DECK_MARKUP =
  `<section data-id="media">` +
  `<div class="sl-block fragment fade-up" data-block-type="iframe" data-block-id="f" style="${style(20, 20, 480, 270)}" data-fragment-index="1"><div class="sl-block-content"><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="A music video" sandbox="${SANDBOX}" referrerpolicy="no-referrer"></iframe></div></div>` +
  `<div class="sl-block" data-block-type="video" data-block-id="v" style="${style(520, 20, 400, 225)}"><div class="sl-block-content"><video src="https://media.example/clip.mp4" controls data-autoplay muted></video></div></div>` +
  `<div class="sl-block fragment grow" data-block-type="audio" data-block-id="a" style="${style(20, 320, 400, 60)}" data-fragment-index="2"><div class="sl-block-content"><audio src="https://media.example/tone.mp3" controls data-preload></audio></div></div>` +
  `<div class="sl-block fragment" data-block-type="text" data-block-id="t" style="left:20px;top:420px;width:400px;height:auto" data-fragment-index="3"><div class="sl-block-content"><p>Last</p></div></div>` +
  `</section>` +
  `<section data-id="pair-a" data-auto-animate data-auto-animate-duration="2.5">${square(60)}</section>` +
  `<section data-id="pair-b" data-auto-animate data-auto-animate-duration="2.5">${square(700)}</section>` +
  `<section data-id="end"><h2>The end</h2></section>`;

import type { CSSProperties } from 'react';
import { slideBackground, type Slide } from '@lectern/deck-format';

/**
 * The slide's background as the editor shows it behind the blocks: the colour, the image with
 * its size, position and opacity, the video's thumbnail (or the video, paused), and a marked
 * area for a framed page, which is not loaded while editing.
 */
export function SlideBackdrop({ slide }: { slide: Slide }) {
  const { color, image, video, iframe } = slideBackground(slide);
  if (!color && !image && !video && !iframe) return null;
  const imageStyle: CSSProperties = image
    ? {
        backgroundImage: `url("${encodeURI(image.src).replace(/"/g, '%22')}")`,
        backgroundSize: image.size,
        backgroundPosition: image.position,
        opacity: image.opacity / 100,
      }
    : {};
  return (
    <div className="slide-backdrop" style={{ backgroundColor: color ?? undefined }} aria-hidden="true" data-backdrop>
      {image && <div className="slide-backdrop" style={imageStyle} />}
      {video &&
        (video.thumb ? (
          <img src={video.thumb} alt="" style={{ objectFit: video.size }} />
        ) : (
          <video src={video.src} muted preload="metadata" style={{ objectFit: video.size }} />
        ))}
      {iframe && <div className="slide-backdrop__iframe">Iframe background: {new URL(iframe.src).host}</div>}
    </div>
  );
}

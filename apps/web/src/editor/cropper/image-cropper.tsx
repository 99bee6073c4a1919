import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { ImageBlock, ImageCrop } from '@lectern/deck-format';
import { ModalDialog } from '../../dialogs/modal-dialog';
import { RangeField } from '../toolbar/range-field';
import {
  CROP_SIZE_INPUT,
  cropFromRect,
  croppedBlockSize,
  cropStep,
  fitted,
  moved,
  rectFromCrop,
  resized,
  wholePicture,
  type CropRect,
  type PictureSize,
} from './crop-rect';
import './image-cropper.css';

/** The largest the picture is shown while cropping. */
const STAGE = { width: 640, height: 420 };
/** spec/001 §9: the cropper's resize is throttled to one update per 33 ms. */
const RESIZE_THROTTLE_MS = 33;

interface Drag {
  kind: 'move' | 'resize';
  x: number;
  y: number;
  start: CropRect;
  at: number;
}

/**
 * The cropper overlay (spec/001 §2, §4, §5, §9) of an image block: the picture with the part kept
 * outlined and the rest under a 0.7 shade; drag the part to move it, its corner to resize it, or
 * type its size; arrow keys move it 1 px (10 with Shift), Enter saves, Escape cancels. Saving hands
 * over the crop (null: the whole picture) and the picture's size in pixels.
 */
export function ImageCropper({
  block,
  onSave,
  onClose,
}: {
  block: ImageBlock;
  onSave: (crop: ImageCrop | null, size: { width: number; height: number }) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const [picture, setPicture] = useState<PictureSize | null>(null);
  const [rect, setRect] = useState<CropRect | null>(null);
  const drag = useRef<Drag | null>(null);
  const area = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const image = new Image();
    image.onload = () => {
      const size = { width: image.naturalWidth || 1, height: image.naturalHeight || 1 };
      setPicture(size);
      setRect(rectFromCrop(block.crop, size));
    };
    image.src = block.src;
  }, [block.src, block.crop]);
  useEffect(() => area.current?.focus(), [picture]);

  const scale = picture ? Math.min(1, STAGE.width / picture.width, STAGE.height / picture.height) : 1;
  const save = () => {
    if (picture && rect) onSave(cropFromRect(rect, picture), croppedBlockSize(block, picture, rect));
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
      return;
    }
    const step = cropStep(event.shiftKey);
    const delta = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[
      event.key
    ];
    if (!delta || !picture || !rect) return;
    event.preventDefault();
    setRect(moved(rect, delta[0]!, delta[1]!, picture));
  };
  const startDrag = (kind: Drag['kind']) => (event: PointerEvent<HTMLElement>) => {
    if (!rect || event.button !== 0) return;
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { kind, x: event.clientX, y: event.clientY, start: rect, at: 0 };
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || !picture || event.timeStamp - current.at < RESIZE_THROTTLE_MS) return;
    current.at = event.timeStamp;
    const dx = (event.clientX - current.x) / scale;
    const dy = (event.clientY - current.y) / scale;
    setRect(current.kind === 'move' ? moved(current.start, dx, dy, picture) : resized(current.start, dx, dy, picture));
  };
  const endDrag = () => {
    drag.current = null;
  };

  return (
    <ModalDialog className="dialog cropper" labelledBy={titleId} onDismiss={onClose}>
      <h2 id={titleId} className="cropper__title">
        Crop image
      </h2>
      {picture && rect ? (
        <>
          <div
            ref={area}
            className="cropper__stage"
            style={{ width: picture.width * scale, height: picture.height * scale }}
            tabIndex={0}
            role="group"
            aria-label={`Crop area: ${rect.width} by ${rect.height} pixels at ${rect.x}, ${rect.y}. Arrow keys move it, Enter saves, Escape cancels.`}
            onKeyDown={onKeyDown}
          >
            <img src={block.src} alt={block.alt} draggable={false} />
            <div
              className="cropper__rect"
              data-testid="crop-rect"
              style={{
                left: rect.x * scale,
                top: rect.y * scale,
                width: rect.width * scale,
                height: rect.height * scale,
              }}
              onPointerDown={startDrag('move')}
              onPointerMove={onPointerMove}
              onPointerUp={endDrag}
              onPointerCancel={endDrag}
            >
              <span
                className="cropper__handle"
                aria-hidden="true"
                onPointerDown={startDrag('resize')}
                onPointerMove={onPointerMove}
                onPointerUp={endDrag}
                onPointerCancel={endDrag}
              />
            </div>
          </div>
          <div className="cropper__tray">
            <RangeField
              label="Width"
              unit="px"
              value={rect.width}
              spec={CROP_SIZE_INPUT}
              onCommit={(width) => setRect(fitted({ ...rect, width }, picture))}
            />
            <RangeField
              label="Height"
              unit="px"
              value={rect.height}
              spec={CROP_SIZE_INPUT}
              onCommit={(height) => setRect(fitted({ ...rect, height }, picture))}
            />
            <button type="button" className="button" onClick={() => setRect(wholePicture(picture))}>
              Reset
            </button>
            <button type="button" className="button" onClick={onClose}>
              Cancel
            </button>
            <button type="button" className="button button--primary" onClick={save}>
              Save
            </button>
          </div>
        </>
      ) : (
        <p className="cropper__loading">Loading image…</p>
      )}
    </ModalDialog>
  );
}

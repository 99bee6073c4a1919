import { lazy, Suspense, type ReactNode } from 'react';
import {
  BLOCK_MIN_SIZE,
  LINE_HEADS,
  SHAPE_KINDS,
  type Block,
  type Geometry,
  type LineHead,
  type ShapeKind,
} from '@lectern/deck-format';
import { type RangeSpec } from '../../forms/range-value';
import { SHAPE_LABELS } from '../blocks/shape-labels';
import { loadInspectorSections } from '../deferred-parts';
import { useEditorApi } from '../editor-context';
import { heightOf } from '../model/geometry';
import { SelectField } from '../../forms/select-field';
import { RangeField } from './range-field';
import { THEME_PALETTE_LIST_ID } from '../../themes';

// Out of the editor's first download (../deferred-parts); until they are there, the position
// fields stand alone and the sections appear under them, so nothing above them moves.
const FragmentFields = lazy(() => loadInspectorSections().then((module) => ({ default: module.FragmentFields })));
const MediaFields = lazy(() => loadInspectorSections().then((module) => ({ default: module.MediaFields })));
const CodeInspector = lazy(() => loadInspectorSections().then((module) => ({ default: module.CodeInspector })));
const MathInspector = lazy(() => loadInspectorSections().then((module) => ({ default: module.MathInspector })));
const TableInspector = lazy(() => loadInspectorSections().then((module) => ({ default: module.TableInspector })));

/**
 * The inspector's numbers as range inputs (spec/001 §5): whole pixels and degrees, within what a
 * slide of at most 10,000 px a side can show.
 */
const POSITION: RangeSpec = { min: -10_000, max: 10_000, decimals: 0 };
const SIZE: RangeSpec = { min: BLOCK_MIN_SIZE, max: 10_000, decimals: 0 };
const ROTATION: RangeSpec = { min: -360, max: 360, decimals: 0 };
const STROKE_WIDTH: RangeSpec = { min: 0, max: 100, decimals: 0 };
const CORNER_RADIUS: RangeSpec = { min: 0, max: 1_000, decimals: 0 };
const LINE_WIDTH: RangeSpec = { min: 1, max: 100, decimals: 0 };

/** A range field that changes the block when it is left, stepped or scrubbed, as one history entry. */
function NumberField({
  label,
  value,
  spec,
  onCommit,
}: {
  label: string;
  value: number;
  spec: RangeSpec;
  onCommit: (value: number) => void;
}) {
  return <RangeField label={label} value={Math.round(value)} spec={spec} onCommit={onCommit} />;
}

function ColorField({ label, value, onCommit }: { label: string; value: string; onCommit: (value: string) => void }) {
  return (
    <label className="editor-field">
      <span className="editor-field__label">{label}</span>
      <span className="editor-field__colors">
        <input
          type="color"
          list={THEME_PALETTE_LIST_ID}
          className="editor-field__color"
          value={/^#[0-9a-f]{6}$/i.test(value) ? value : '#000000'}
          onChange={(event) => onCommit(event.target.value)}
        />
        {label !== 'Line colour' && (
          <button
            type="button"
            className="button button--small button--quiet"
            aria-pressed={value === 'transparent'}
            onClick={() => onCommit('transparent')}
          >
            None
          </button>
        )}
      </span>
    </label>
  );
}

const HEAD_OPTIONS = LINE_HEADS.map((head) => ({ value: head, label: head[0]!.toUpperCase() + head.slice(1) }));
const SHAPE_OPTIONS = SHAPE_KINDS.map((kind) => ({ value: kind, label: SHAPE_LABELS[kind] }));

const TITLES: Readonly<Record<Block['type'], string>> = {
  text: 'Text',
  image: 'Image',
  shape: 'Shape',
  line: 'Line',
  group: 'Group',
  iframe: 'Iframe',
  video: 'Video',
  audio: 'Audio',
  table: 'Table',
  code: 'Code',
  math: 'Math',
  opaque: 'Block',
};

/** The properties of the one selected block: position, size, rotation, and what its kind adds. */
export function BlockInspector({
  block,
  measured,
  onCropImage,
}: {
  block: Block;
  measured: ReadonlyMap<string, number>;
  /** Opens the cropper on an image block. */
  onCropImage: () => void;
}) {
  const { run } = useEditorApi();
  const place = (change: Partial<Geometry>) => void run('setGeometry', new Map([[block.id, change]]));
  const update = (change: Partial<Block>) => void run('updateBlock', { id: block.id, change });
  let specific: ReactNode = null;
  if (block.type === 'shape')
    specific = (
      <>
        <SelectField<ShapeKind>
          label="Shape"
          value={block.shape}
          options={SHAPE_OPTIONS}
          onChange={(shape) => update({ shape })}
        />
        <ColorField label="Fill" value={block.fill} onCommit={(fill) => update({ fill })} />
        <ColorField label="Stroke" value={block.stroke} onCommit={(stroke) => update({ stroke })} />
        <NumberField
          label="Stroke width"
          value={block.strokeWidth}
          spec={STROKE_WIDTH}
          onCommit={(strokeWidth) => update({ strokeWidth })}
        />
        {block.shape === 'rect' && (
          <NumberField
            label="Corner radius"
            value={block.cornerRadius}
            spec={CORNER_RADIUS}
            onCommit={(cornerRadius) => update({ cornerRadius })}
          />
        )}
      </>
    );
  if (block.type === 'line')
    specific = (
      <>
        <ColorField label="Line colour" value={block.color} onCommit={(color) => update({ color })} />
        <NumberField
          label="Line width"
          value={block.lineWidth}
          spec={LINE_WIDTH}
          onCommit={(lineWidth) => update({ lineWidth })}
        />
        <SelectField<LineHead>
          label="Start"
          value={block.startHead}
          options={HEAD_OPTIONS}
          onChange={(startHead) => update({ startHead })}
        />
        <SelectField<LineHead>
          label="End"
          value={block.endHead}
          options={HEAD_OPTIONS}
          onChange={(endHead) => update({ endHead })}
        />
      </>
    );
  let deferred: ReactNode = null;
  if (block.type === 'table') deferred = <TableInspector block={block} />;
  if (block.type === 'code') deferred = <CodeInspector block={block} />;
  if (block.type === 'math') deferred = <MathInspector block={block} />;
  return (
    <aside className="editor-inspector" aria-label="Block properties">
      <h2 className="editor-inspector__title">{TITLES[block.type]}</h2>
      <div className="editor-inspector__grid">
        <NumberField label="X" value={block.x} spec={POSITION} onCommit={(x) => place({ x })} />
        <NumberField label="Y" value={block.y} spec={POSITION} onCommit={(y) => place({ y })} />
        <NumberField label="Width" value={block.width} spec={SIZE} onCommit={(width) => place({ width })} />
        {block.height === 'auto' ? (
          <label className="editor-field">
            <span className="editor-field__label">Height</span>
            <input className="editor-field__input" value={`${Math.round(heightOf(block, measured))} (auto)`} readOnly />
          </label>
        ) : (
          <NumberField label="Height" value={block.height} spec={SIZE} onCommit={(height) => place({ height })} />
        )}
        <NumberField
          label="Rotation"
          value={block.rotation}
          spec={ROTATION}
          onCommit={(rotation) => place({ rotation })}
        />
      </div>
      {specific && <div className="editor-inspector__section">{specific}</div>}
      {block.type === 'image' && (
        <div className="editor-inspector__section">
          <button type="button" className="button button--small" onClick={onCropImage}>
            {block.crop ? 'Crop image (cropped)' : 'Crop image'}
          </button>
        </div>
      )}
      <Suspense fallback={null}>
        {deferred && <div className="editor-inspector__section">{deferred}</div>}
        <MediaFields block={block} />
        <div className="editor-inspector__section">
          <FragmentFields key={block.id} block={block} />
        </div>
      </Suspense>
    </aside>
  );
}

import { lazy, Suspense, useId, useState } from 'react';
import type { SnippetVariable } from '@lectern/contracts';

/** Its words, beside it: they load with the field, never with the editor (theme-texts is in the editor's first download). */
const snippetMediaTexts = {
  chooseImage: 'Choose image',
  chooseVideo: 'Choose video',
  noFile: 'No file chosen',
} as const;

const MediaLibrary = lazy(() =>
  import('../media-library/media-library').then((module) => ({ default: module.MediaLibrary })),
);

/**
 * A snippet variable whose label ends in [IMAGE] or [VIDEO] (spec/002 §3): its file is chosen in
 * the media library, which opens on the button; its value is the chosen file's address.
 */
export function SnippetMediaField({
  variable,
  value,
  onChange,
}: {
  variable: SnippetVariable & { kind: 'image' | 'video' };
  value: string;
  onChange: (address: string) => void;
}) {
  const id = useId();
  const [choosing, setChoosing] = useState(false);
  const [chosenLabel, setChosenLabel] = useState<string | null>(null);
  const image = variable.kind === 'image';
  return (
    <div className="prompt-field" role="group" aria-labelledby={`${id}-label`}>
      <div className="prompt-field__head">
        <span id={`${id}-label`} className="field__label">
          {variable.label}
        </span>
      </div>
      <div className="snippet-media">
        {image && value && <img className="snippet-media__preview" src={value} alt={chosenLabel ?? ''} />}
        <span className="snippet-media__chosen">{value ? (chosenLabel ?? value) : snippetMediaTexts.noFile}</span>
        <button type="button" className="button button--small" onClick={() => setChoosing(true)}>
          {image ? snippetMediaTexts.chooseImage : snippetMediaTexts.chooseVideo}
        </button>
      </div>
      {choosing && (
        <Suspense fallback={null}>
          <MediaLibrary
            mode={{
              type: 'select',
              only: image ? 'Image' : 'Video',
              onSelect: (choice) => {
                setChosenLabel(choice.label);
                onChange(choice.url);
              },
            }}
            onClose={() => setChoosing(false)}
          />
        </Suspense>
      )}
    </div>
  );
}

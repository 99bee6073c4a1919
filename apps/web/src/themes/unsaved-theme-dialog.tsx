import { ChoiceDialog } from '../dialogs/choice-dialog';
import { themeTexts } from './theme-texts';

export type UnsavedAnswer = 'cancel' | 'discard' | 'save';

/** Closing the theme editor with unsaved changes asks Cancel, Discard or Save (spec/002 §4, §8). */
export function UnsavedThemeDialog({ onAnswer }: { onAnswer: (answer: UnsavedAnswer) => void }) {
  return (
    <ChoiceDialog
      title={themeTexts.unsavedTitle}
      text={themeTexts.unsavedText}
      choices={[
        { value: 'discard', label: themeTexts.discard, kind: 'danger' },
        { value: 'save', label: themeTexts.save, kind: 'primary' },
      ]}
      onChoose={onAnswer}
    />
  );
}

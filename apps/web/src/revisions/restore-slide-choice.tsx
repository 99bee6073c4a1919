import { ChoiceDialog } from '../dialogs/choice-dialog';

export type RestoreChoice = 'cancel' | 'add' | 'replace';

/** The slide to restore still exists (spec/001 §4): Cancel, add it as a new slide, or replace it. */
export function RestoreSlideChoice({ onChoose }: { onChoose: (choice: RestoreChoice) => void }) {
  return (
    <ChoiceDialog
      title="Restore slide"
      text="This slide is still in the deck. Add the older version as a new slide, or replace the slide with it?"
      choices={[
        { value: 'add', label: 'Add as new slide' },
        { value: 'replace', label: 'Replace', kind: 'primary' },
      ]}
      onChoose={onChoose}
    />
  );
}

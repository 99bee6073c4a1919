import { DECK_DESCRIPTION_MAX_LENGTH, DECK_TITLE_MAX_LENGTH } from '@lectern/domain';
import type { Field } from '../forms/use-field';
import type { SectionProps } from './section-props';
import { SettingsField } from './settings-field';
import { VISIBILITY_LABELS } from '../decks';
import type { Deck } from '@lectern/contracts';

/** Title (with its counter), slug and description. */
export function GeneralSection({
  values,
  set,
  title,
  slug,
  username,
  visibility,
  onChangeVisibility,
}: SectionProps & {
  title: Field;
  slug: Field;
  username: string;
  visibility: Deck['visibility'];
  onChangeVisibility: () => void;
}) {
  return (
    <>
      <SettingsField
        name="title"
        label="Title"
        value={title.value}
        onChange={title.change}
        problem={title.problem}
        max={DECK_TITLE_MAX_LENGTH}
      />
      <SettingsField
        name="slug"
        label="URL"
        value={slug.value}
        onChange={slug.change}
        problem={slug.problem}
        prefix={`/${username}/`}
        hint="Letters, digits, - and _. The old address keeps leading here."
      />
      <SettingsField
        name="description"
        label="Description"
        value={values.description}
        onChange={(description) => set('description', description)}
        max={DECK_DESCRIPTION_MAX_LENGTH}
        maxLength={DECK_DESCRIPTION_MAX_LENGTH}
        multiline
      />
      <p className="settings-visibility">
        Visibility: <strong>{VISIBILITY_LABELS[visibility]}</strong>{' '}
        <button type="button" className="link-button" onClick={onChangeVisibility}>
          Change visibility
        </button>
      </p>
    </>
  );
}

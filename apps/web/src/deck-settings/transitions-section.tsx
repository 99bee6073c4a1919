import type { SomeValuesProps } from './section-props';
import { SelectField } from '../forms/select-field';
import { offeredTransitions } from './settings-values';

/** How slides and their backgrounds change. */
export function TransitionsSection({ values, set }: SomeValuesProps<'transition' | 'background_transition'>) {
  return (
    <>
      <SelectField
        look="prompt"
        name="transition"
        label="Transition"
        value={values.transition}
        options={offeredTransitions(values.transition)}
        onChange={(transition) => set('transition', transition)}
      />
      <SelectField
        look="prompt"
        name="background_transition"
        label="Background transition"
        value={values.background_transition}
        options={offeredTransitions(values.background_transition)}
        onChange={(transition) => set('background_transition', transition)}
      />
    </>
  );
}

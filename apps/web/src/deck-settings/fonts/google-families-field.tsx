import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CUSTOM_FONT_MAX_LENGTH, FONT_AUTOCOMPLETE_RESULTS, googleFontFamilies } from '@lectern/domain';
import { googleFontsQueryOptions } from '../../api/fonts';
import { FONT_AUTOCOMPLETE_THROTTLE_MS } from '../../ui/constants';
import { CharacterCounter } from '../../forms/character-counter';
import { fontTexts } from '../texts';
import { closedCombobox, keyOnCombobox, typed, withOptions, type ComboboxState } from './combobox';
import { chosenCount, completeFamily, offeredFamilies, typedFamily } from './family-list';
import { useThrottled } from './use-throttled';

/**
 * The Google Fonts family list field (spec/001 §2): a combobox whose last comma-separated family
 * completes from the font list (at most 10 suggestions, asked at most every 500 ms), with the
 * count of fonts chosen. Without a configured list it says so and takes typed names.
 */
export function GoogleFamiliesField({
  value,
  onChange,
  problem,
}: {
  value: string;
  onChange: (value: string) => void;
  problem?: string;
}) {
  const id = useId();
  const [combobox, setCombobox] = useState<ComboboxState>(closedCombobox);
  const term = typedFamily(value);
  const asked = useThrottled(term, FONT_AUTOCOMPLETE_THROTTLE_MS);
  const list = useQuery(googleFontsQueryOptions('', 1));
  // Families already chosen are not offered: ask for as many more.
  const limit = Math.min(FONT_AUTOCOMPLETE_RESULTS + googleFontFamilies(value).length, 50);
  const search = useQuery({
    ...googleFontsQueryOptions(asked, limit),
    enabled: list.data?.configured === true && asked !== '',
    // The suggestions stay while a later term is asked, so the active one does not vanish under Enter.
    placeholderData: keepPreviousData,
  });
  // An answer for an earlier term shows only what still matches the family being typed.
  const found = (search.data?.items ?? [])
    .map((item) => item.family)
    .filter((family) => family.toLowerCase().includes(term.toLowerCase()));
  const options =
    term === '' ? [] : offeredFamilies(value, found, CUSTOM_FONT_MAX_LENGTH).slice(0, FONT_AUTOCOMPLETE_RESULTS);
  const state = withOptions(combobox, options.length);
  const shown = state.open && options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (index: number) => {
    const family = options[index];
    if (family) onChange(completeFamily(value, family));
    setCombobox(closedCombobox);
  };

  const note =
    list.data?.configured === false
      ? fontTexts.notConfigured
      : list.isError || search.isError
        ? fontTexts.listFailed
        : undefined;
  const describedBy = [`${id}-counter`, `${id}-hint`, note ? `${id}-note` : '', problem ? `${id}-problem` : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className="prompt-field font-families">
      <div className="prompt-field__head">
        <label htmlFor={id} className="field__label">
          {fontTexts.google}
        </label>
        <CharacterCounter id={`${id}-counter`} length={value.length} max={CUSTOM_FONT_MAX_LENGTH} />
      </div>
      <div className="font-families__box">
        <input
          id={id}
          name="font_google"
          type="text"
          className="field__input"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={`${id}-list`}
          aria-activedescendant={shown && state.active >= 0 ? optionId(state.active) : undefined}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          value={value}
          maxLength={CUSTOM_FONT_MAX_LENGTH}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => {
            onChange(event.target.value);
            setCombobox(typed());
          }}
          onKeyDown={(event) => {
            const outcome = keyOnCombobox(state, event.key, options.length);
            if (!outcome.handled) return;
            // The list's keys are not the form's (Enter saves) nor the dialog's (Escape closes it).
            event.preventDefault();
            event.stopPropagation();
            setCombobox(outcome.state);
            if (outcome.pick !== undefined) choose(outcome.pick);
          }}
          onBlur={() => setCombobox(closedCombobox)}
        />
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label={fontTexts.suggestions}
          className="font-families__list"
          hidden={!shown}
        >
          {shown &&
            options.map((family, index) => (
              <li
                key={family}
                id={optionId(index)}
                role="option"
                aria-selected={index === state.active}
                className="font-families__option"
                // The input keeps the focus while an option is clicked.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(index)}
              >
                {family}
              </li>
            ))}
        </ul>
      </div>
      <p id={`${id}-hint`} className="field__hint">
        {fontTexts.googleHint} <span className="font-families__count">{chosenCount(value)}.</span>
      </p>
      {note && (
        <p id={`${id}-note`} className="field__hint font-families__note">
          {note}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {shown ? `${options.length} ${options.length === 1 ? 'suggestion' : 'suggestions'}` : ''}
      </p>
      <p id={`${id}-problem`} className="field__problem" role="alert">
        {problem}
      </p>
    </div>
  );
}

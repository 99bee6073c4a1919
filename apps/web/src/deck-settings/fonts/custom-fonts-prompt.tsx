import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Deck } from '@lectern/contracts';
import { CUSTOM_FONT_MAX_LENGTH } from '@lectern/domain';
import { ApiError } from '../../api/client';
import { saveDeck } from '../../api/decks';
import { FormMessage } from '../../forms/form-parts';
import { PromptDialog } from '../../dialogs/prompt-dialog';
import { PromptActions } from '../../dialogs/prompt-actions';
import { SettingsField } from '../settings-field';
import { fontTexts } from '../texts';
import { useDiscardGuard } from '../../dialogs/use-discard-guard';
import { GoogleFamiliesField } from './google-families-field';
import '../deck-settings.css';

type FontField = 'font_typekit' | 'font_google';

/**
 * Load custom fonts (spec/001 §2, 600 wide): a Typekit kit ID and the Google Fonts families, at
 * most 255 characters each, saved on their own (PUT /decks/{id} with font_typekit and
 * font_google); a failed save reads 'An error occured while saving'.
 */
export function CustomFontsPrompt({
  deck,
  onSaved,
  onClose,
}: {
  deck: Deck;
  onSaved: (deck: Deck) => void;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [typekit, setTypekit] = useState(deck.font_typekit ?? '');
  const [google, setGoogle] = useState(deck.font_google ?? '');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string>();
  const [problems, setProblems] = useState<Partial<Record<FontField, string>>>({});
  const fonts = { font_typekit: typekit.trim() || null, font_google: google.trim() || null };
  const changes = Object.fromEntries(
    Object.entries(fonts).filter(([field, value]) => deck[field as FontField] !== value),
  );
  const guard = useDiscardGuard(Object.keys(changes).length > 0, onClose);

  const save = async () => {
    if (Object.keys(changes).length === 0) return onClose();
    setBusy(true);
    setMessage(undefined);
    setProblems({});
    try {
      onSaved(await saveDeck(queryClient, deck.id, changes));
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      setProblems({ font_typekit: fields['deck.font_typekit']?.[0], font_google: fields['deck.font_google']?.[0] });
      setMessage(fontTexts.saveFailed);
      setBusy(false);
    }
  };

  return (
    <>
      <PromptDialog
        title={fontTexts.prompt}
        className="custom-fonts"
        onDismiss={() => !busy && void guard.requestClose()}
      >
        <form
          className="prompt-dialog__form custom-fonts__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) void save();
          }}
        >
          <SettingsField
            name="font_typekit"
            label={fontTexts.typekit}
            value={typekit}
            onChange={setTypekit}
            problem={problems.font_typekit}
            max={CUSTOM_FONT_MAX_LENGTH}
            maxLength={CUSTOM_FONT_MAX_LENGTH}
          />
          <GoogleFamiliesField value={google} onChange={setGoogle} problem={problems.font_google} />
          <FormMessage message={message} />
          <PromptActions busy={busy} onCancel={() => void guard.requestClose()} />
        </form>
      </PromptDialog>
      {guard.confirmDialog}
    </>
  );
}

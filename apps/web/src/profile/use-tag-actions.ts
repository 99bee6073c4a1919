import { useQueryClient } from '@tanstack/react-query';
import type { Tag } from '@lectern/contracts';
import { dropTag, putTag, createTag, deleteTag, renameTag } from '../api/tags';
import { saveUserSetting } from '../api/user-settings';
import type { ConfirmRequest } from '../dialogs/confirm-dialog';
import { genericErrorMessage } from '../errors/generic-error';
import { useNotify } from '../notifications/notification-context';
import { DEFAULT_TAG_CLEARED, DEFAULT_TAG_UPDATED, TAG_DELETED } from './profile-texts';

/** The owner's tag settings (spec/000 §4, §5, §8). Each answers whether it happened. */
export function useTagActions(confirm: (request: ConfirmRequest) => Promise<boolean>) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const fail = (error: unknown) => notify({ type: 'negative', message: genericErrorMessage(error) });

  /** A new tag with a generated name ("Tag N"). */
  const create = async (): Promise<Tag | undefined> => {
    try {
      const tag = await createTag('deck');
      putTag(queryClient, tag);
      return tag;
    } catch (error) {
      fail(error);
      return undefined;
    }
  };

  /** A blank or unchanged name is ignored: the tag keeps its name (spec/000 §5). */
  const rename = async (tag: Tag, name: string): Promise<Tag | undefined> => {
    const trimmed = name.trim();
    if (trimmed === '' || trimmed === tag.name) return undefined;
    try {
      const renamed = await renameTag(tag.id, trimmed);
      putTag(queryClient, renamed);
      return renamed;
    } catch (error) {
      fail(error);
      return undefined;
    }
  };

  const remove = async (tag: Tag): Promise<boolean> => {
    const confirmed = await confirm({
      title: 'Delete tag',
      text: `Delete the tag “${tag.name}”? Its decks are kept.`,
      confirmLabel: 'Delete tag',
      destructive: true,
    });
    if (!confirmed) return false;
    try {
      await deleteTag(tag.id);
      dropTag(queryClient, tag.id);
      notify({ type: 'positive', message: TAG_DELETED });
      return true;
    } catch (error) {
      fail(error);
      return false;
    }
  };

  /** Sets the tag the profile opens on, or clears it with null. */
  const makeDefault = async (tagId: string | null): Promise<boolean> => {
    try {
      await saveUserSetting(queryClient, 'default_deck_tag_id', tagId);
      notify({ type: 'positive', message: tagId ? DEFAULT_TAG_UPDATED : DEFAULT_TAG_CLEARED });
      return true;
    } catch (error) {
      fail(error);
      return false;
    }
  };

  return { create, rename, remove, makeDefault };
}

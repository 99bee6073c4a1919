import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { genericErrorMessage } from '../errors/generic-error';
import { useNotify } from '../notifications/notification-context';
import { createTag, deleteTag, renameTag } from '../api/tags';
import { mediaCache } from '../api/media';
import { useLibrarySource } from './library-source';

/**
 * The media tags of the shown library (spec/001 §4 "Tag editing"): one tag is edited at a time, a new tag opens in edit mode
 * at once, Enter saves, and an empty or blank name is ignored.
 */
export function useTagActions() {
  const client = useQueryClient();
  const notify = useNotify();
  const { name: library } = useLibrarySource();
  const [editing, setEditing] = useState<string | null>(null);
  const fail = (error: unknown) => notify({ type: 'negative', message: genericErrorMessage(error) });

  return {
    editing,
    edit: setEditing,
    async create() {
      try {
        const tag = await createTag('media', library);
        mediaCache.putTag(client, library, tag);
        setEditing(tag.id);
      } catch (error) {
        fail(error);
      }
    },
    async rename(id: string, name: string) {
      setEditing(null);
      if (name.trim() === '') return;
      try {
        mediaCache.putTag(client, library, await renameTag(id, name.trim(), library));
      } catch (error) {
        fail(error);
      }
    },
    async remove(id: string) {
      try {
        await deleteTag(id, library);
        mediaCache.removeTag(client, library, id);
      } catch (error) {
        fail(error);
      }
    },
  };
}

export type TagActions = ReturnType<typeof useTagActions>;

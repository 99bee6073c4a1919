import type { MediaItem } from '@lectern/contracts';
import { createMedia, deleteMedia, updateMedia, uploadFile } from '../api/media';
import { uploadTimeout, type MediaType } from './upload-rules';

/**
 * spec/001 §4 "Upload": create the record, upload the file to it, then mark it upload_complete,
 * which starts its processing. A record whose upload failed is removed again.
 */
export async function uploadMedia(file: File, type: MediaType): Promise<MediaItem> {
  const created = await createMedia(type, file.name);
  try {
    await uploadFile(created.upload_url!, file, uploadTimeout(type));
    return await updateMedia(created.id, { status: 'upload_complete' });
  } catch (error) {
    void deleteMedia(created.id).catch(() => undefined);
    throw error;
  }
}

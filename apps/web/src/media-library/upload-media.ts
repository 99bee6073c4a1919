import type { MediaItem } from '@lectern/contracts';
import { createMedia, deleteMedia, updateMedia, uploadFile } from '../api/media';
import type { MediaLibraryName } from '../api/media-library-name';
import { uploadTimeout, type MediaType } from './upload-rules';

/**
 * spec/001 §4 "Upload": create the record in the library, upload the file to it, then mark it upload_complete,
 * which starts its processing. A record whose upload failed is removed again.
 */
export async function uploadMedia(library: MediaLibraryName, file: File, type: MediaType): Promise<MediaItem> {
  const created = await createMedia(library, type, file.name);
  try {
    await uploadFile(created.upload_url!, file, uploadTimeout(type));
    return await updateMedia(library, created.id, { status: 'upload_complete' });
  } catch (error) {
    void deleteMedia(library, created.id).catch(() => undefined);
    throw error;
  }
}

import { createContext, useContext } from 'react';
import type { MediaLibraryName } from '../api/media-library-name';

/** The library a panel shows: the signed-in user's own, or their team's shared media, and whether they may change it. */
export interface LibrarySource {
  name: MediaLibraryName;
  /** Team media is changed by the team's managers only (spec/001 §6); others read it. */
  editable: boolean;
}

export const ownLibrary: LibrarySource = { name: 'own', editable: true };

export const LibrarySourceContext = createContext<LibrarySource>(ownLibrary);

export const useLibrarySource = (): LibrarySource => useContext(LibrarySourceContext);

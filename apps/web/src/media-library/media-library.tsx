import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import type { MediaItem } from '@lectern/contracts';
import type { MediaLibraryName } from '../api/media-library-name';
import { NotificationRegion } from '../notifications/notification-region';
import { useCurrentUser } from '../session/session-context';
import { isActiveMember, isTeamManager } from '../session/team-manager';
import { Icon } from './icons';
import { LibrarySourceContext, ownLibrary, type LibrarySource } from './library-source';
import { LibraryTabs, type LibraryTab } from './library-tabs';
import { MediaPreview, type PreviewTarget } from './media-preview';
import { SearchPanel } from './search-panel';
import { claimLibrary } from './single-instance';
import { libraryTexts } from './texts';
import { UploadQueuePanel } from './upload-queue-panel';
import { acceptedFileTypes, type MediaType } from './upload-rules';
import { UploadsPanel } from './uploads-panel';
import { UrlPrompt } from './url-prompt';
import { useFileDrop } from './use-file-drop';
import { useTeamTab } from './use-team-tab';
import { useUploader } from './use-uploader';
import './media-library.css';

/** What the library hands back when it is selecting: an item of the library, or an external image. */
export interface MediaChoice {
  type: MediaType;
  url: string;
  label: string;
  media: MediaItem | null;
}

export type LibraryMode =
  { type: 'manage' } | { type: 'select'; only: MediaType; onSelect: (choice: MediaChoice) => void };

/**
 * The media library popup (spec/001 §2, §4, §6): 1110x800, filling small screens, modal, closed by
 * Escape, an outside click or its close button, one at a time. It manages the signed-in user's
 * media and, for a team's members, the team's shared media (changed by its managers only), or
 * selects one image, video or audio file to insert. Files dropped on it go to the library shown,
 * when the person may add to it.
 */
export function MediaLibrary({ mode, onClose }: { mode: LibraryMode; onClose: () => void }) {
  const user = useCurrentUser();
  const dialog = useRef<HTMLDialogElement>(null);
  const pressedOutside = useRef(false);
  const latestClose = useRef(onClose);
  const ids = useId();
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const [fromUrl, setFromUrl] = useState(false);

  const only = mode.type === 'select' ? mode.only : undefined;
  const limits = { imageUploadLimit: user?.image_upload_limit ?? 0, videoUploadLimit: user?.video_upload_limit ?? 0 };
  const insert =
    mode.type === 'select'
      ? (item: MediaItem) => {
          if (!item.url) return;
          mode.onSelect({ type: item.type, url: item.url, label: item.label, media: item });
          onClose();
        }
      : undefined;
  const uploader = useUploader({ limits, accepts: only ?? 'any', onUploaded: insert });

  // Team Media is for the team's active members (enterprise accounts, spec/001 §2).
  const team = isActiveMember(user);
  const teamSource: LibrarySource = { name: 'team', editable: isTeamManager(user) };
  const teamTab = useTeamTab(team, teamSource.editable);
  const tabs: LibraryTab[] = [
    'uploads',
    ...(team ? ['team' as const] : []),
    // The search finds images only.
    ...(only === 'Video' || only === 'Audio' ? [] : ['search' as const]),
  ];
  const [tab, setTab] = useState<LibraryTab>('uploads');
  const source = tab === 'team' ? teamSource : ownLibrary;
  // When selecting, only the first file dropped is used (spec/001 §5).
  const addFiles = (library: MediaLibraryName) => (files: File[]) =>
    uploader.add(only ? files.slice(0, 1) : files, library);
  const drop = useFileDrop(addFiles(source.name));
  const title =
    only === 'Video' && !team
      ? libraryTexts.selectVideoTitle
      : only === 'Audio' && !team
        ? libraryTexts.selectAudioTitle
        : libraryTexts.title;
  const tabId = (name: LibraryTab) => `${ids}-tab-${name}`;
  const panelId = `${ids}-panel`;

  useEffect(() => {
    latestClose.current = onClose;
  });
  useEffect(() => claimLibrary(() => latestClose.current()), []);
  useEffect(() => {
    const element = dialog.current;
    // What opened the library (the editor's Image button) has the focus again once it is gone.
    const opener = document.activeElement as HTMLElement | null;
    element?.showModal();
    return () => {
      element?.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // The backdrop belongs to the dialog: a press and release there, outside the content, closes it.
  const pressOutside = (event: PointerEvent) => {
    pressedOutside.current = event.target === event.currentTarget;
  };

  return (
    <dialog
      ref={dialog}
      className="media-library"
      aria-labelledby={`${ids}-title`}
      onCancel={(event) => {
        // React passes on the cancel of a popup inside (the preview): that one closes alone.
        event.preventDefault();
        if (event.target === event.currentTarget) onClose();
      }}
      onPointerDown={pressOutside}
      onClick={(event) => {
        if (pressedOutside.current && event.target === event.currentTarget) onClose();
      }}
      {...(source.editable ? drop.handlers : {})}
    >
      <div className="media-library__content">
        <header className="media-library__header">
          <h2 id={`${ids}-title`} className="media-library__title">
            {title}
          </h2>
          {tabs.length > 1 && (
            <LibraryTabs
              tabs={tabs}
              current={tab}
              panelId={panelId}
              tabId={tabId}
              teamTip={teamTab.tip}
              onChange={setTab}
            />
          )}
          {source.editable && tab !== 'search' && (
            <button
              type="button"
              className="media-icon-button media-library__link"
              aria-label={libraryTexts.fromUrl}
              onClick={() => setFromUrl(true)}
            >
              <Icon name="link" />
            </button>
          )}
          <button
            type="button"
            className="media-icon-button media-library__close"
            aria-label={libraryTexts.close}
            onClick={onClose}
          >
            <Icon name="close" />
          </button>
        </header>
        <div
          id={panelId}
          className="media-library__panel"
          role={tabs.length > 1 ? 'tabpanel' : undefined}
          aria-labelledby={tabs.length > 1 ? tabId(tab) : undefined}
        >
          {tab === 'search' ? (
            <SearchPanel
              onChoose={(result) => {
                const target = {
                  type: 'Image' as const,
                  url: result.url,
                  label: result.meta.creator_name ?? 'Search result',
                };
                if (mode.type === 'select') {
                  mode.onSelect({ ...target, media: null });
                  onClose();
                } else setPreview(target);
              }}
            />
          ) : (
            <LibrarySourceContext.Provider value={source}>
              <UploadsPanel
                key={source.name}
                only={only}
                onInsert={insert}
                accept={acceptedFileTypes(limits, only ?? 'any')}
                onFiles={addFiles(source.name)}
                onPreview={setPreview}
              />
            </LibrarySourceContext.Provider>
          )}
        </div>
        <UploadQueuePanel entries={uploader.entries} onDismiss={uploader.dismiss} />
        {drop.over && (
          <div className="media-library__drop" aria-hidden="true">
            <Icon name="upload" />
            {libraryTexts.dropToUpload}
          </div>
        )}
      </div>
      {fromUrl && (
        <UrlPrompt
          library={source.name}
          only={only}
          onInserted={(item) => insert?.(item)}
          onClose={() => setFromUrl(false)}
        />
      )}
      {preview && <MediaPreview target={preview} onClose={() => setPreview(null)} />}
      <NotificationRegion />
    </dialog>
  );
}

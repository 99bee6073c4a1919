import { Icon } from './icons';

/** The uploader (spec/001 §2, §5): a file input for images, and videos when they may be uploaded. */
export function UploadButton({
  accept,
  multiple,
  onFiles,
}: {
  accept: string;
  multiple: boolean;
  onFiles: (files: File[]) => void;
}) {
  return (
    <label className="button button--primary button--small media-upload">
      <input
        type="file"
        className="media-upload__input"
        accept={accept}
        multiple={multiple}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <Icon name="upload" />
      Upload
    </label>
  );
}

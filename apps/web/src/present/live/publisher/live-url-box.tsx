import { CopyField } from '../../../ui/copy-field';

/** The address the audience follows the presentation at, to read out or copy (spec/001 §2 "live URL box"). */
export function LiveUrlBox({ url }: { url: string }) {
  return (
    <CopyField
      className="live-url"
      label="Live presentation link"
      value={url}
      copyLabel="Copy the live presentation link"
    />
  );
}

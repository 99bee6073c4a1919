import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { usageQueryOptions } from '../api/media';
import { formatBytes, meterState, storageExceeded } from './storage-meter';
import { libraryTexts } from './texts';

/** How much of the plan's storage the media use (spec/001 §4, §6), and a way to more when it is full. */
export function StorageMeter() {
  const { data } = useQuery(usageQueryOptions());
  const labelId = useId();
  if (!data || data.limit <= 0) return null;
  const { bytes, limit } = data;
  const text = `${formatBytes(bytes)} of ${formatBytes(limit)} used`;
  const share = Math.min(1, bytes / limit);

  return (
    <div className="storage-meter" data-state={meterState(bytes, limit)}>
      <span id={labelId} className="storage-meter__title">
        Storage
      </span>
      <div
        className="storage-meter__bar"
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(bytes, limit)}
        aria-valuetext={text}
      >
        <span className="storage-meter__fill" style={{ width: `${share * 100}%` }} />
      </div>
      <span className="storage-meter__text">{text}</span>
      {storageExceeded(bytes, limit) && (
        <Link to="/pricing" className="storage-meter__full">
          {libraryTexts.storageFull}
        </Link>
      )}
    </div>
  );
}

const format = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function RevisionTime({ at }: { at: string }) {
  return <time dateTime={at}>{format.format(new Date(at))}</time>;
}

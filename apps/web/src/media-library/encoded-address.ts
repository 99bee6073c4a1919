/**
 * The address as sent (spec/001 §5 "the value is URI-encoded"): spaces and other characters a URL
 * can not hold are encoded, and what is encoded already stays as it is.
 */
export function encodedAddress(input: string): string {
  const text = input.trim();
  try {
    return encodeURI(decodeURI(text));
  } catch {
    return encodeURI(text);
  }
}

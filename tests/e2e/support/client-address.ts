let clients = 0;

/**
 * A client address of its own for a browser context or API session, sent as X-Forwarded-For.
 * The test Lectern trusts its proxy, as a deployment behind one does, so each is a visitor of
 * its own with its own rate limits, however many tests one shared server sees.
 */
export function nextClientAddress(): string {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
}

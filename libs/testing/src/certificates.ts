import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A self-signed certificate (PEM, its own authority) and its key for these DNS names and IP addresses, made by openssl. */
export function selfSignedCertificate(
  names: readonly string[],
  ips: readonly string[] = [],
): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'lectern-certificate-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    const altNames = [...names.map((name) => `DNS:${name}`), ...ips.map((ip) => `IP:${ip}`)].join(',');
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
        ...[
          '-keyout',
          key,
          '-out',
          cert,
          '-days',
          '1',
          '-subj',
          `/CN=${names[0]}`,
          '-addext',
          `subjectAltName=${altNames}`,
        ],
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

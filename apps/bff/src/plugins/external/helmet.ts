import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * Security headers for every answer: a strict Content-Security-Policy for app pages (scripts
 * only from our origin and a configured bot check's or payment provider's, styles from ours), no framing (embed views set their own rules), nosniff,
 * and a referrer policy that keeps paths private.
 */
export default fp(
  async (app, options: { secure: boolean; scriptSources?: readonly string[]; connectSources?: readonly string[] }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          // And the script of a configured bot check (its origin).
          'script-src': ["'self'", ...new Set((options.scriptSources ?? []).map((url) => new URL(url).origin))],
          // Decks' custom fonts: Typekit kits and Google Fonts families (spec/001 §2).
          'style-src': ["'self'", "'unsafe-inline'", 'https://use.typekit.net', 'https://fonts.googleapis.com'],
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'media-src': ["'self'", 'blob:', 'https:'],
          'font-src': ["'self'", 'data:', 'https://use.typekit.net', 'https://fonts.gstatic.com'],
          // And a configured payment provider's API, which its card script calls from the page.
          'connect-src': [
            "'self'",
            'ws:',
            'wss:',
            ...new Set((options.connectSources ?? []).map((url) => new URL(url).origin)),
          ],
          // Iframe blocks over https; our own deck views (the profile's thumbnail preview).
          'frame-src': ["'self'", 'https:'],
          'frame-ancestors': ["'none'"],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
          ...(options.secure ? { 'upgrade-insecure-requests': [] } : {}),
        },
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: options.secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'helmet' },
);

import { hashPasswordsQuicklyForTests } from '../apps/bff/src/accounts/passwords.js';

// A Vitest setup file (vitest.config.ts, the `int` and `e2e` projects): every sign-up, sign-in and
// password change of the suite hashed at the product's cost, about 100 ms of a core each, and the
// suite makes thousands. The scheme is the product's; only the cost of new hashes is lower.
hashPasswordsQuicklyForTests();

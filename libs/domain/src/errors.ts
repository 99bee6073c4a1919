/** Typed domain errors; the BFF's one error handler maps each kind to an HTTP status. */
export type FieldErrors = Record<string, string[]>;

export abstract class DomainError extends Error {
  abstract readonly kind: 'validation' | 'conflict' | 'forbidden' | 'not_found' | 'unauthenticated' | 'rate_limited';
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

export class ValidationError extends DomainError {
  readonly kind = 'validation';
  override readonly name = 'ValidationError';
  constructor(
    readonly fields: FieldErrors,
    message = 'Validation failed',
  ) {
    super(message, 'validation_failed');
  }
}

export class ConflictError extends DomainError {
  readonly kind = 'conflict';
  override readonly name = 'ConflictError';
  constructor(message = 'The resource was changed by someone else', code = 'conflict') {
    super(message, code);
  }
}

export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
  override readonly name = 'ForbiddenError';
  constructor(message = 'You are not allowed to do that', code = 'forbidden') {
    super(message, code);
  }
}

export class NotFoundError extends DomainError {
  readonly kind = 'not_found';
  override readonly name = 'NotFoundError';
  constructor(message = 'Not found', code = 'not_found') {
    super(message, code);
  }
}

export class UnauthenticatedError extends DomainError {
  readonly kind = 'unauthenticated';
  override readonly name = 'UnauthenticatedError';
  constructor(message = 'Please sign in', code = 'unauthenticated') {
    super(message, code);
  }
}

export class RateLimitedError extends DomainError {
  readonly kind = 'rate_limited';
  override readonly name = 'RateLimitedError';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, 'rate_limited');
  }
}

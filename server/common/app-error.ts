import { HttpStatus } from '@nestjs/common';

export interface AppErrorDetails {
  code?: number | string;
  title?: string;
  content?: string;
  otherInfo?: string;
}

/**
 * The one error class that services throw. The exception filter turns it into the API's error shape;
 * no service ever builds an HTTP response itself.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: AppErrorDetails = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  static notFound(message = 'Not found') {
    return new AppError(HttpStatus.NOT_FOUND, message);
  }

  static conflict(message: string, details?: AppErrorDetails) {
    return new AppError(HttpStatus.CONFLICT, message, details);
  }

  static forbidden(message = 'Forbidden') {
    return new AppError(HttpStatus.FORBIDDEN, message);
  }

  static unauthorized(message = 'Please sign in') {
    return new AppError(HttpStatus.UNAUTHORIZED, message);
  }
}

/** A validation failure raised by a service (for rules a DTO cannot check): answers 428. */
export class FieldErrors extends Error {
  constructor(readonly errors: Record<string, string>) {
    super('Validation failed');
    this.name = 'FieldErrors';
  }
}

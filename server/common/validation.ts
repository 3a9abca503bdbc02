import { type ValidationError, ValidationPipe } from '@nestjs/common';
import { MSG } from '../../shared/validation-messages.js';
import { FieldErrors } from './app-error.js';

/** Flattens class-validator errors into `{ "field.path": "first message" }`. */
export function fieldErrorsOf(errors: ValidationError[], parent = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const constraints = error.constraints ?? {};
    if (constraints.whitelistValidation) {
      out[path] = MSG.notAllowed;
    } else {
      const messages = Object.values(constraints);
      // class-validator reports constraints in reverse declaration order; the first declared wins.
      const first = messages[messages.length - 1];
      if (first) out[path] = first;
    }
    if (error.children?.length) Object.assign(out, fieldErrorsOf(error.children, path));
  }
  return out;
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new FieldErrors(fieldErrorsOf(errors)),
  });
}

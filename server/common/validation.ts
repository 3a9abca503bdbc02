import { type ArgumentMetadata, type PipeTransform, type ValidationError, ValidationPipe } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsObject, Max, Min, ValidateNested, type ValidationOptions } from 'class-validator';
import { MAX_ID, parseId } from '../../shared/ids.js';
import { INPUT_MSG, MSG } from '../../shared/validation-messages.js';
import { AppError, FieldErrors } from './app-error.js';

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

/**
 * Control characters (C0 but tab, line feed and carriage return; DEL; C1) and unpaired UTF-16 surrogates:
 * no field of the shop holds them, PostgreSQL refuses NUL in text, and the rest only ever arrives by mistake
 * or in an attack.
 */
const UNSAFE_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this pattern finds.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isSafeText(text: string): boolean {
  return !UNSAFE_TEXT.test(text);
}

/** Every string (and object key) of a request value that holds unsafe characters, by field path. */
export function unsafeTextFieldsOf(value: unknown, path: string): Record<string, string> {
  const out: Record<string, string> = {};
  const visit = (item: unknown, at: string) => {
    if (typeof item === 'string') {
      if (!isSafeText(item)) out[at] = INPUT_MSG.unsafeText;
    } else if (item !== null && typeof item === 'object') {
      // An array's entries are its indexes: `items.0.name`, as class-validator names them.
      for (const [key, element] of Object.entries(item)) {
        const keyPath = at ? `${at}.${key}` : key;
        if (!isSafeText(key)) out[JSON.stringify(keyPath).slice(1, -1)] = INPUT_MSG.unsafeText;
        else visit(element, keyPath);
      }
    }
  };
  visit(value, path);
  return out;
}

/**
 * The app's one validation pipe: class-validator DTOs for bodies and queries, and, before them, one rule for
 * every string a request brings (body, query, path): no control characters (docs/decisions/0015-bad-input.md).
 * Numeric path params are left as written for the id pipe below, which answers 404 rather than 428.
 */
class ApiValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'custom') return super.transform(value, metadata);
    if (metadata.type === 'param' && metadata.metatype === Number) return value;
    const unsafe = unsafeTextFieldsOf(value, metadata.data ?? '');
    if (Object.keys(unsafe).length) {
      throw new FieldErrors(unsafe[''] === undefined ? unsafe : { [metadata.type]: INPUT_MSG.unsafeText });
    }
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new ApiValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new FieldErrors(fieldErrorsOf(errors)),
  });
}

/**
 * The one parser of record ids in paths (`@Param('id', ParseIdPipe)`): anything but a positive int32 in
 * decimal digits names no record, so it answers 404 like an id that does not exist.
 */
export class ParseIdPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    const id = typeof value === 'string' ? parseId(value) : undefined;
    if (id === undefined) throw AppError.notFound();
    return id;
  }
}

/** A record id in a body: a whole number from 1 to the largest id a table can hold (int32). */
export function IsId(options: ValidationOptions = {}): PropertyDecorator {
  return IsWholeNumber(1, options);
}

/** A whole number from `min` up to what a PostgreSQL `integer` column holds, with one message for all three rules. */
export function IsWholeNumber(min: number, options: ValidationOptions = {}): PropertyDecorator {
  return (target, property) => {
    IsInt(options)(target, property);
    Min(min, options)(target, property);
    Max(MAX_ID, options)(target, property);
  };
}

/**
 * A nested object validated by its own DTO. It is required (a missing or non-object value answers 'This field
 * is required') unless the property is also `@IsOptional()`: services rely on a DTO's nested objects.
 */
export function NestedDto(type: () => new () => object, options: ValidationOptions = {}): PropertyDecorator {
  return (target, property) => {
    IsObject({ message: MSG.required, ...options })(target, property);
    ValidateNested(options)(target, property);
    Type(type)(target, property);
  };
}

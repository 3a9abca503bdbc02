import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';

/** The value equals another property of the same object (a confirmation field). */
export function SameAs(property: string, options: ValidationOptions) {
  return (object: object, propertyName: string) => {
    registerDecorator({
      name: 'sameAs',
      target: object.constructor,
      propertyName,
      constraints: [property],
      options,
      validator: {
        validate: (value: unknown, args: ValidationArguments) =>
          typeof value === 'string' &&
          value.trim().toUpperCase() ===
            String((args.object as Record<string, unknown>)[property] ?? '')
              .trim()
              .toUpperCase(),
      },
    });
  };
}

/** The value differs from another property of the same object. */
export function DifferentFrom(property: string, options: ValidationOptions) {
  return (object: object, propertyName: string) => {
    registerDecorator({
      name: 'differentFrom',
      target: object.constructor,
      propertyName,
      constraints: [property],
      options,
      validator: {
        validate: (value: unknown, args: ValidationArguments) =>
          typeof value !== 'string' ||
          value.trim().toUpperCase() !==
            String((args.object as Record<string, unknown>)[property] ?? '')
              .trim()
              .toUpperCase(),
      },
    });
  };
}

/** The audiences of the shop (spec §6). Admin is a flag on top of a type, not a type. */
export const USER_TYPES = ['breeder', 'owner', 'vet', 'guest'] as const;
export type UserType = (typeof USER_TYPES)[number];

export function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);
}

/** The spec's validation texts (§5), used verbatim by DTOs and forms. */
export const MSG = {
  required: 'This field is required',
  emailMax120: 'This field have maximum 120 characters',
  emailInvalidForgot: 'This field must be valid email',
  emailInvalid: 'email must be a valid email',
  barcodeMax50: 'This field can only have maximum 50 characters',
  barcodeConfirmMismatch: "Confirm Barcode Number doesn't match",
  secondBarcodeSame: 'This Barcode number must be different the first barcode number',
  monthInvalid: 'Month is not valid',
  mustBeNumber: 'you must specify a number',
  notAllowed: 'This field is not allowed',
} as const;

/** Texts of the visitor-preference cookies and the public forms. */
export const SHELL_MSG = {
  unknownCountry: 'Choose a country we ship to',
  unknownCurrency: 'Choose one of the shop currencies',
  unknownUserType: 'Choose breeder, owner, vet or guest',
  mustBeTrue: 'This field must be true',
} as const;

/** Texts of the catalogue's query parameters (the spec names none). */
export const CATALOGUE_MSG = {
  search: 'Search text can have at most 100 characters',
  page: 'Page must be a whole number from 1',
  species: 'Choose canine or feline',
  flag: 'Use true or false',
  ids: 'Use whole numbers separated by commas',
  id: 'Use a whole number',
  sort: 'Choose one of the sort options',
} as const;

/** Texts of the account forms (spec §8 where it names them; docs/decisions/0201 for the rest). */
export const AUTH_MSG = {
  userExists: 'User already exists. Please login',
  userNotFound: 'User not found',
  loginFailed: 'Login failed',
  badCredentials: 'Wrong email or password',
  tooManyAttempts: 'Too many failed sign-ins. Please wait a moment and try again.',
  passwordTooShort: 'Password must have at least 10 characters',
  passwordMax: 'This field have maximum 200 characters',
  passwordCommon: 'This password is too common. Please choose another one',
  passwordWrong: 'Current password is not correct',
  passwordSame: 'New password must be different from the current one',
  securityFailed: 'The security check failed. Please try again',
  tokenInvalid: 'This link is invalid or has expired. Please ask for a new one',
  unknownState: 'Choose a state of your country',
  breedIds: 'Breed ids must be whole numbers',
  unknownBreed: 'Choose breeds from the list',
  max120: 'This field have maximum 120 characters',
  max200: 'This field have maximum 200 characters',
  max40: 'This field have maximum 40 characters',
  max20: 'This field have maximum 20 characters',
} as const;

/** Texts of the custom-profile form. */
export const CUSTOM_PROFILE_MSG = {
  tooFew: 'Choose at least 2 tests',
  tooMany: 'Choose at most 30 tests',
  unknownTest: 'Choose single tests of the chosen species',
  breedersOnly: 'Custom profiles are for breeders',
} as const;

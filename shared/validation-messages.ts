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
  barcodes: 'Use at most 20 barcodes separated by commas',
  id: 'Use a whole number',
  sort: 'Choose one of the sort options',
} as const;

/** Texts of the account forms (spec §8 where it names them; docs/decisions/0201 for the rest). */
export const AUTH_MSG = {
  userExists: 'User already exists. Please login',
  userNotFound: 'User not found',
  loginFailed: 'Login failed',
  badCredentials: 'Wrong email or password',
  accountBlocked: 'This account is blocked. Please contact customer care to have it unblocked.',
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

/** Texts of kit activation, animals and the lab (docs/decisions/0501). */
export const KIT_MSG = {
  barcodeUnknown: 'This barcode does not exist. Check the number printed on the kit label',
  barcodeActivated: 'This barcode has already been activated',
  barcodeOtherAccount: 'This kit belongs to another account. Ask the person who ordered it to activate it',
  barcodeTwice: 'This barcode was entered twice',
  noCredits: 'You have no test kits left in this category. Buy a multi-pack or choose another category',
  chooseTests: 'Choose the tests to run on this kit',
  testNotInCategory: 'Choose tests of the selected category',
  genderInvalid: 'Choose male or female',
  speciesInvalid: 'Choose dog or cat',
  dobYear: 'Year must be between 2000 and this year',
  dobInvalid: 'This date does not exist',
  dobFuture: 'The date of birth cannot be in the future',
  dobFormat: (pattern: string) => `Enter the date as ${pattern}`,
  microchip: 'A microchip number has 15 digits',
  max60: 'This field have maximum 60 characters',
  max120: 'This field have maximum 120 characters',
  weight: 'Weight must be a number between 0.1 and 150',
  breedUnknown: 'Choose a breed from the list',
  breedSpecies: 'This breed is of the other species',
  shareSelf: 'You cannot share an animal with yourself',
  shareNoAccount: 'No account has this email address. Ask them to register first',
  shareTwice: 'This animal is already shared with this account',
  transferSelf: 'The animal already belongs to you',
  transferPending: 'A transfer of this animal is already waiting for the recipient',
  animalUnknown: 'Choose one of your animals',
  collectedDate: 'Enter the date as YYYY-MM-DD, not in the future',
  accountType: 'Choose pet owner or breeder',
} as const;

/** Texts of parentage requests (spec §8 names the fallbacks; the field texts are the shop's own). */
export const PARENTAGE_MSG = {
  requestFailed: 'Failed to request parentage!',
  deleteFailed: 'Failed to delete parentage request!',
  confirmDelete: 'Are you sure you want to delete this parentage request?',
  id: 'Choose an animal from the list',
  noParent: 'Name the dam, the sire or both',
  bothWays: 'Choose from your animals or give a microchip, not both',
  noProfile: 'This animal has no DNA profile and no kit that includes one: order a DNA profile first',
  damSex: 'The dam must be a female',
  sireSex: 'The sire must be a male',
  species: 'Parents must be of the same species as the offspring',
  self: 'An animal cannot be its own parent',
  sameParent: 'The dam and the sire must be different animals',
  chipNotFound: 'No animal with a published DNA profile has this microchip',
  duplicate: 'You already have a parentage request for this offspring with these parents',
  clubName: 'Club name can have at most 120 characters',
} as const;

/** Texts of the rules every request's input follows (docs/decisions/0015-bad-input.md). */
export const INPUT_MSG = {
  unsafeText: 'This field contains characters that are not allowed',
} as const;

/** The back office's own form texts. */
export const BACK_OFFICE_MSG = {
  reasonRequired: 'Give a reason (it is kept in the audit log)',
  reasonTooLong: 'Keep the reason under 500 characters',
  blockedChoice: 'Choose blocked or not',
  emailKind: 'Choose the confirmation or the password-reset e-mail',
  couponCode: 'Use 3 to 40 letters, digits, dashes or underscores',
  couponCodeTaken: 'This code is already in use',
  couponKind: 'Choose percent or fixed',
  couponValue: 'Enter a whole number above zero',
  couponPercent: 'A percentage is at most 100',
  couponCurrency: 'Choose the currency of a fixed discount',
  wholeNumber: 'Enter a whole number',
  date: 'Enter a date',
  endsBeforeStart: 'The end must come after the start',
  storefronts: 'Choose storefronts from the list',
  ids: 'Enter ids as whole numbers',
  points: 'Enter a whole number of points, not zero',
  pointsBelowZero: 'The balance cannot go below zero',
  currencyChoice: 'Choose a currency from the list',
  priceAmount: 'Enter the price in cents, a whole number above zero',
  saleBelowPrice: 'A sale price must be below the price',
  memberBelowPrice: 'A member price must be below the price',
  saleDatesWithoutSale: 'Give a sale price for these dates',
  productName: 'Enter a name of 3 to 120 characters',
  productCategory: 'Choose a category from the list',
  productKind: 'Choose a kind from the list',
  productSpecies: 'Choose canine, feline or none',
  categorySpecies: 'This category is for the other species',
  productBreeds: 'Choose breeds of the product’s species',
  productInheritance: 'Choose an inheritance mode from the list',
  productText: 'Keep this under 120 characters',
  productDescription: 'Enter a description of 10 to 4000 characters',
  productStorefront: 'Choose a storefront from the list',
  productStatus: 'Choose active, retired or all',
  profileTests: 'Choose 1 to 300 tests of the profile’s species',
  onlyProfilesIncludeTests: 'Only a full breed profile includes tests',
  kitCount: 'Enter a whole number of kits from 1 to 50',
  onlyMultipacksHoldKits: 'Only a multi-pack holds a number of kits',
};

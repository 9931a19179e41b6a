/**
 * Every user-visible text that the product specification gives verbatim, in one place.
 * The spelling is the product's own and must not be 'corrected' (e.g. 'Size is requried').
 * Texts the specification does not give word for word are marked 'house wording'.
 */

/** Sign-in errors (spec section 8, 'Sign-in'). */
export const signInMessages = {
  incorrectPhoneOrPassword: 'Incorrect phone number or password',
  incorrectEmailOrPassword: 'Incorrect email or password',
  /** The provider's own text, matched when deciding on the legacy fallback. */
  providerIncorrectCredentials: 'NotAuthorizedException: Incorrect username or password.',
  notAuthenticated: 'The user is not authenticated',
  refreshTokenRevoked: 'Refresh Token has been revoked',
} as const;

/** An account the provider holds as unconfirmed (house wording, decision 063). */
export const confirmMessages = {
  /** Sign-in answered UserNotConfirmedException: the password was right. */
  accountNotConfirmed: 'Your account is not confirmed yet. Confirm it with a code we send you, then sign in.',
  /** Nothing waits to be confirmed under that e-mail or phone number. */
  nothingToConfirm: 'There is no account to confirm for this email or phone number',
} as const;

/** Sign-up and account errors (spec section 8, 'Sign-up and account'). */
export const signUpMessages = {
  userAlreadyExists: 'User Already Exists',
  failed: 'Failed To Sign Up',
  phoneAlreadyRegistered: 'This phone is already registered!',
  phoneNumberAlreadyRegistered: 'This phone number is already registered',
  phoneNumberNotRegistered: 'This phone number is not registered',
} as const;

/** A password reset asked for by e-mail (house wording, after the phone's 'not registered'). */
export const resetMessages = {
  emailNotRegistered: 'This email is not registered',
} as const;

/** Blank-field messages of the auth forms (the spec says they exist; house wording). */
export const authMessages = {
  passwordBlank: 'Password is required',
  confirmPasswordBlank: 'Confirm password is required',
  nameBlank: 'Name is required',
  phoneBlank: 'Phone is required',
  emailBlank: 'Email is required',
  /** Sign-up takes an e-mail or a phone number; neither given. */
  emailOrPhoneBlank: 'Email or phone is required',
} as const;

/** Profile errors (spec section 8, 'Profile and password'). */
export const profileMessages = {
  updateFailed: 'Error updating profile',
  imageNotAdded: 'Profile Image Not Added',
  /** House wording: an account's user name at the identity provider never changes. */
  signInEmailFixed: 'This is the email you sign in with. It cannot be changed.',
} as const;

/** Password rules and errors (spec sections 5 and 8). */
export const passwordMessages = {
  mismatch: 'Password does not match',
  currentIncorrect: 'Current password is incorrect',
  changeFailed: 'There was an error changing your password',
  /** House wording for the form rule of section 5. */
  weak:
    'Password must be at least 8 characters and include an uppercase letter, a lowercase letter, a number and a special character',
  /** House wording for the shared helper's narrower special-character set. */
  specialCharacters: 'Password may only use these special characters: @ $ ! % * ? &',
} as const;

/** Phone number format messages (spec section 5, 'Phone'). */
export const phoneMessages = {
  incorrectFormat: 'Incorrect Phone Format',
  notValid: 'Not a valid phone number',
} as const;

/** E-mail format messages (spec section 5, 'E-mail'). */
export const emailMessages = {
  incorrectFormat: 'Incorrect Email Format',
  invalidFormat: 'Invalid email format',
} as const;

/** Add-property required messages (spec section 5), verbatim including 'requried'. */
export const addPropertyMessages = {
  bed: 'Bed is required',
  bath: 'Bath is required',
  city: 'City is required',
  size: 'Size is requried',
  area: 'Area is required',
  price: 'Price is required',
  ownerName: 'Name is required',
  purpose: 'Purpose is required',
  phone: 'Phone is required',
  condition: 'Condition is required',
  cityFirst: 'Please select a city first',
  propertyName: 'Property name is required',
  startAndEndTime: 'Start and end time is required',
  startTimeFirst: 'Please enter start time first',
  /** The image minimums (1 for a plot, 3 otherwise): one message for both, word for word as the spec lists it. */
  images: 'Plots need at least 1 image. Residential properties need at least 3 images.',
} as const;

/** Image upload messages (spec section 5, 'Images'). */
export const imageMessages = {
  tooLarge: 'Max image file size is 5 mb',
} as const;

/** Number fields and ranges (spec section 5; house wording, the spec gives no text). */
export const rangeMessages = {
  maxBelowMin: 'Maximum should be greater than minimum',
  minAboveMax: 'Minimum should be less than maximum',
} as const;

/** Success messages (spec section 8). */
export const successMessages = {
  passwordChanged: 'Password has been changed successfully',
  yourPasswordChanged: 'Your password has been changed',
  profileUpdated: 'Profile updated successfully',
  profileImageAdded: 'Profile Image Added',
  propertySubmitted: 'Your property details have been submitted',
} as const;

/** Identity-provider client messages (spec sections 5 and 8). */
export const identityClientMessages = {
  poolAndClientRequired: 'Both UserPoolId and ClientId are required.',
  invalidPoolId: 'Invalid UserPoolId format.',
  passwordParameterRequired: 'PASSWORD parameter is required',
  newPasswordRequired: 'New password is required.',
  userNotAuthenticated: 'User is not authenticated',
  usernameNull: 'Username is null. Cannot retrieve a new session',
  cannotRetrieveSession: 'Cannot retrieve a new session. Please authenticate.',
  missingIdToken: 'Local storage is missing an ID Token, Please authenticate',
  tokensRequired: 'Id token and Access Token must be present.',
  invalidAuthFlow: 'Authentication flow type is invalid.',
  networkError: 'Network error',
  /** House wording: the spec says username and pool are required but gives no text. */
  usernameAndPoolRequired: 'Username and Pool information are required.',
  /** House wording for the cookie-storage rules of section 5. */
  cookieDomainRequired: 'The domain of cookieStorage can not be undefined.',
  cookieSameSiteInvalid: 'The sameSite value of cookieStorage must be "lax", "strict" or "none".',
  cookieSameSiteNoneNeedsSecure: 'sameSite = None requires the Secure attribute in latest browser versions.',
} as const;

/** The identity client's error code for a failed network call (spec section 8). */
export const NETWORK_ERROR_CODE = 'NetworkError';

/** My-properties empty states, one per status tab (house wording; the spec gives none). */
export const myPropertiesMessages = {
  draft: "You haven't drafted any properties yet",
  in_review: 'You have no properties in review',
  published: 'You have no published properties',
  removed: 'You have no removed properties',
  rejected: 'You have no rejected properties',
} as const;

/** All groups, for code that looks a text up by group name. */
export const messages = {
  signIn: signInMessages,
  signUp: signUpMessages,
  reset: resetMessages,
  auth: authMessages,
  profile: profileMessages,
  password: passwordMessages,
  phone: phoneMessages,
  email: emailMessages,
  addProperty: addPropertyMessages,
  images: imageMessages,
  range: rangeMessages,
  success: successMessages,
  identityClient: identityClientMessages,
  myProperties: myPropertiesMessages,
} as const;

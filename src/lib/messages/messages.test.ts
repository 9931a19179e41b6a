import { describe, expect, it } from 'vitest';
import {
  addPropertyMessages,
  authMessages,
  emailMessages,
  identityClientMessages,
  imageMessages,
  messages,
  myPropertiesMessages,
  NETWORK_ERROR_CODE,
  passwordMessages,
  phoneMessages,
  profileMessages,
  rangeMessages,
  signInMessages,
  signUpMessages,
  successMessages,
} from './index';

describe('verbatim texts of the specification', () => {
  it('keeps the sign-in errors', () => {
    expect(signInMessages).toEqual({
      incorrectPhoneOrPassword: 'Incorrect phone number or password',
      incorrectEmailOrPassword: 'Incorrect email or password',
      providerIncorrectCredentials: 'NotAuthorizedException: Incorrect username or password.',
      notAuthenticated: 'The user is not authenticated',
      refreshTokenRevoked: 'Refresh Token has been revoked',
    });
  });

  it('keeps the sign-up and account errors', () => {
    expect(signUpMessages).toEqual({
      userAlreadyExists: 'User Already Exists',
      failed: 'Failed To Sign Up',
      phoneAlreadyRegistered: 'This phone is already registered!',
      phoneNumberAlreadyRegistered: 'This phone number is already registered',
      phoneNumberNotRegistered: 'This phone number is not registered',
    });
  });

  it('keeps the profile and password texts', () => {
    expect(profileMessages.updateFailed).toBe('Error updating profile');
    expect(profileMessages.imageNotAdded).toBe('Profile Image Not Added');
    expect(passwordMessages.mismatch).toBe('Password does not match');
    expect(passwordMessages.currentIncorrect).toBe('Current password is incorrect');
    expect(passwordMessages.changeFailed).toBe('There was an error changing your password');
  });

  it('keeps the phone and e-mail format texts', () => {
    expect(phoneMessages).toEqual({
      incorrectFormat: 'Incorrect Phone Format',
      notValid: 'Not a valid phone number',
    });
    expect(emailMessages).toEqual({
      incorrectFormat: 'Incorrect Email Format',
      invalidFormat: 'Invalid email format',
    });
  });

  it('keeps every add-property required message, misspelling included', () => {
    expect(addPropertyMessages.bed).toBe('Bed is required');
    expect(addPropertyMessages.bath).toBe('Bath is required');
    expect(addPropertyMessages.city).toBe('City is required');
    expect(addPropertyMessages.size).toBe('Size is requried');
    expect(addPropertyMessages.area).toBe('Area is required');
    expect(addPropertyMessages.price).toBe('Price is required');
    expect(addPropertyMessages.ownerName).toBe('Name is required');
    expect(addPropertyMessages.purpose).toBe('Purpose is required');
    expect(addPropertyMessages.phone).toBe('Phone is required');
    expect(addPropertyMessages.condition).toBe('Condition is required');
    expect(addPropertyMessages.cityFirst).toBe('Please select a city first');
    expect(addPropertyMessages.propertyName).toBe('Property name is required');
    expect(addPropertyMessages.startAndEndTime).toBe('Start and end time is required');
    expect(addPropertyMessages.startTimeFirst).toBe('Please enter start time first');
  });

  it('keeps the image message', () => {
    expect(imageMessages.tooLarge).toBe('Max image file size is 5 mb');
  });

  it('keeps the success messages', () => {
    expect(successMessages).toEqual({
      passwordChanged: 'Password has been changed successfully',
      yourPasswordChanged: 'Your password has been changed',
      profileUpdated: 'Profile updated successfully',
      profileImageAdded: 'Profile Image Added',
      propertySubmitted: 'Your property details have been submitted',
    });
  });

  it('keeps the identity-client texts', () => {
    expect(identityClientMessages.poolAndClientRequired).toBe('Both UserPoolId and ClientId are required.');
    expect(identityClientMessages.invalidPoolId).toBe('Invalid UserPoolId format.');
    expect(identityClientMessages.passwordParameterRequired).toBe('PASSWORD parameter is required');
    expect(identityClientMessages.newPasswordRequired).toBe('New password is required.');
    expect(identityClientMessages.userNotAuthenticated).toBe('User is not authenticated');
    expect(identityClientMessages.usernameNull).toBe('Username is null. Cannot retrieve a new session');
    expect(identityClientMessages.cannotRetrieveSession).toBe('Cannot retrieve a new session. Please authenticate.');
    expect(identityClientMessages.missingIdToken).toBe('Local storage is missing an ID Token, Please authenticate');
    expect(identityClientMessages.tokensRequired).toBe('Id token and Access Token must be present.');
    expect(identityClientMessages.invalidAuthFlow).toBe('Authentication flow type is invalid.');
    expect(identityClientMessages.networkError).toBe('Network error');
    expect(NETWORK_ERROR_CODE).toBe('NetworkError');
  });

  it('has a blank message for each auth field, and the owner fields reuse the add-property wording', () => {
    for (const text of Object.values(authMessages)) expect(text).toMatch(/ is required$/);
    expect(authMessages.nameBlank).toBe(addPropertyMessages.ownerName);
    expect(authMessages.phoneBlank).toBe(addPropertyMessages.phone);
  });

  it('has distinct range messages and an empty state per my-properties tab', () => {
    expect(rangeMessages.maxBelowMin).not.toBe(rangeMessages.minAboveMax);
    expect(Object.keys(myPropertiesMessages)).toEqual(['draft', 'in_review', 'published', 'removed', 'rejected']);
  });

  it('groups every text, none of them empty', () => {
    for (const group of Object.values(messages)) {
      for (const text of Object.values(group)) expect(text.trim()).not.toBe('');
    }
    expect(messages.addProperty.size).toBe('Size is requried');
  });
});

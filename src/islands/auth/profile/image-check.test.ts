import { describe, expect, it } from 'vitest';
import { uploadMessages } from '@/lib/media/images.server';
import { NOT_AN_IMAGE, profileImageProblem, uploadRefusal } from './image-check';

describe('profileImageProblem', () => {
  it('refuses a picture over 5 MB with the spec message', () => {
    expect(profileImageProblem({ size: 5_000_001, type: 'image/jpeg' })).toBe('Max image file size is 5 mb');
    expect(profileImageProblem({ size: 5_000_000, type: 'image/jpeg' })).toBeNull();
  });

  it('refuses other types in the image service\'s words', () => {
    expect(profileImageProblem({ size: 1000, type: 'image/gif' })).toBe(NOT_AN_IMAGE);
    expect(profileImageProblem({ size: 1000, type: '' })).toBe(NOT_AN_IMAGE);
    expect(NOT_AN_IMAGE).toBe(uploadMessages.notAnImage);
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) expect(profileImageProblem({ size: 1000, type })).toBeNull();
  });
});

describe('uploadRefusal', () => {
  it('gives the file\'s own message from the service', () => {
    const body = { status: 400, detail: 'me.png: Max image file size is 5 mb', errors: { 'files.0': 'Max image file size is 5 mb' } };
    expect(uploadRefusal(400, body)).toBe('Max image file size is 5 mb');
    expect(uploadRefusal(429, { detail: 'Too many uploads. Please try again later.', errors: {} })).toBe('Too many uploads. Please try again later.');
  });

  it('says nothing of its own for a failure of the service', () => {
    expect(uploadRefusal(502, { detail: 'Bad gateway' })).toBeNull();
    expect(uploadRefusal(400, null)).toBeNull();
  });
});

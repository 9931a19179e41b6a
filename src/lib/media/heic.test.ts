import sharp, { type FormatEnum } from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageRejected, canReadHeic, checkUpload, uploadMessages } from './images.server';

/** The opening of an iPhone photo: an ftyp box with the 'heic' brand (enough for the type check). */
const heicOpening = () =>
  new Uint8Array(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(64, 0)]));

const heifInput = (fileSuffix: string[]) =>
  ({ heif: { id: 'heif', input: { file: true, buffer: true, stream: true, fileSuffix }, output: { file: true, buffer: true, stream: true } } }) as unknown as FormatEnum;

describe('HEIC uploads', () => {
  it('are readable only where libvips lists .heic for its HEIF loader', () => {
    expect(canReadHeic(heifInput(['.avif']))).toBe(false); // the prebuilt sharp: AV1 only
    expect(canReadHeic(heifInput(['.heic', '.heif', '.avif']))).toBe(true);
    expect(canReadHeic({} as FormatEnum)).toBe(false);
    // Here, whatever this machine's sharp is, the answer is read from sharp itself.
    expect(canReadHeic()).toBe(((sharp.format.heif.input as { fileSuffix?: string[] }).fileSuffix ?? []).some((s) => s === '.heic' || s === '.heif'));
  });

  it('are refused with a clear message where sharp cannot read them', () => {
    expect(() => checkUpload(heicOpening(), { heic: false })).toThrow(new ImageRejected(uploadMessages.heic));
    expect(uploadMessages.heic).toBe('HEIC photos cannot be read here yet. Please choose a JPEG, PNG or WebP image');
  });

  it('pass the checks before decoding where sharp reads them, the pixel limit left to the decoder', () => {
    expect(() => checkUpload(heicOpening(), { heic: true })).not.toThrow();
  });

  it('AVIF, which the wizard does not offer, is refused like any other file', () => {
    const avif = new Uint8Array(Buffer.concat([Buffer.from([0, 0, 0, 0x1c]), Buffer.from('ftypavif\0\0\0\0avifmif1miaf', 'latin1'), Buffer.alloc(32, 0)]));
    expect(() => checkUpload(avif, { heic: true })).toThrow(uploadMessages.notAnImage);
  });
});

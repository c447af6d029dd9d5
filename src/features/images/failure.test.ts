import { describe, expect, it } from 'vitest';
import { translator } from '@/i18n/translator';
import { type ImageProblem, imageFailure, imageProblemText, isImageFailure, publicImageProblemText } from './failure';

describe('imageFailure', () => {
  it('fails the save with its message at the image field, and is recognized as such', () => {
    const failure = imageFailure('The image could not be loaded');
    expect(failure).toEqual({ ok: false, status: 400, message: 'The image could not be loaded', fieldErrors: { imageUrl: 'The image could not be loaded' } });
    expect(isImageFailure(failure)).toBe(true);
  });

  it('does not take another failure for one', () => {
    expect(isImageFailure({ message: 'Please correct the marked fields.', fieldErrors: { imageUrl: 'Invalid URL' } })).toBe(false);
    expect(isImageFailure({ message: 'Failed to create venue ad' })).toBe(false);
  });
});

describe('the words for a refused image', () => {
  const problems: ImageProblem[] = [
    { key: 'notHttp' },
    { key: 'hostUnknown', host: 'bilder.example' },
    { key: 'privateNetwork' },
    { key: 'tooLarge' },
    { key: 'tooManyRedirects' },
    { key: 'httpStatus', status: 404 },
    { key: 'timeout' },
    { key: 'unreachable' },
    { key: 'notImage' },
    { key: 'unreadable' },
    { key: 'saveFailed' },
  ];

  it('are the admin’s in English, letter for letter as before', () => {
    expect(problems.map((problem) => imageProblemText(problem, translator('en', 'venues.images')))).toEqual([
      'Please enter an http:// or https:// address.',
      'The image host “bilder.example” could not be found.',
      'The image address points to a private or local network; the server does not fetch from there.',
      'The image is larger than 5 MB.',
      'The image address redirects too often.',
      'The image could not be loaded (HTTP 404).',
      'The image could not be loaded: its server did not answer within 10 seconds.',
      'The image could not be loaded: its server could not be reached.',
      'The file at this address is not an image (JPEG, PNG, WebP, GIF or AVIF).',
      'The image could not be read; it may be damaged.',
      'The image could not be saved. Please try again.',
    ]);
  });

  it('are German for a German admin, and the public forms say the same', () => {
    const german = problems.map((problem) => imageProblemText(problem, translator('de', 'venues.images')));
    expect(german).toEqual(problems.map(publicImageProblemText));
    expect(german.slice(0, 6)).toEqual([
      'Bitte geben Sie eine Adresse mit http:// oder https:// ein.',
      'Der Server „bilder.example“ des Bildes wurde nicht gefunden.',
      'Die Bildadresse verweist auf ein privates oder lokales Netz; von dort lädt der Server keine Bilder.',
      'Das Bild ist größer als 5 MB.',
      'Die Bildadresse leitet zu oft weiter.',
      'Das Bild konnte nicht geladen werden (HTTP 404).',
    ]);
  });
});

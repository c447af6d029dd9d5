import { IMAGE_KINDS, megabytes } from '@/lib/upload-limits';

/**
 * The public forms' words for a refused image (a venue's ad booking, the partner area's ad change), in German like
 * every public page. The admin's words stand in the catalogue (i18n/messages/<language>/venues.json, `images`).
 */
export const PUBLIC_IMAGE_TEXTS = {
  notHttp: 'Bitte geben Sie eine Adresse mit http:// oder https:// ein.',
  hostUnknown: (host: string) => `Der Server „${host}“ des Bildes wurde nicht gefunden.`,
  privateNetwork: 'Die Bildadresse verweist auf ein privates oder lokales Netz; von dort lädt der Server keine Bilder.',
  tooLarge: `Das Bild ist größer als ${megabytes(IMAGE_KINDS.imageAddress.maxBytes)} MB.`,
  tooManyRedirects: 'Die Bildadresse leitet zu oft weiter.',
  httpStatus: (status: number) => `Das Bild konnte nicht geladen werden (HTTP ${status}).`,
  timeout: 'Das Bild konnte nicht geladen werden: Sein Server hat nicht innerhalb von 10 Sekunden geantwortet.',
  unreachable: 'Das Bild konnte nicht geladen werden: Sein Server war nicht erreichbar.',
  notImage: 'Die Datei unter dieser Adresse ist kein Bild (JPEG, PNG, WebP, GIF oder AVIF).',
  unreadable: 'Das Bild konnte nicht gelesen werden; es ist möglicherweise beschädigt.',
  saveFailed: 'Das Bild konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
} as const;

import type { OgImage } from '@/lib/seo';
import { BRAND } from '@/lib/site';

const FILE = 'partner-werden.png';

export const PARTNER_OG_IMAGE: OgImage = { path: `/og/${FILE}`, alt: `Partner werden beim ${BRAND}: Werbeplätze für Event-Locations` };

/** The partner page's link preview, drawn at build time with the others (src/app/og). */
export const PARTNER_OG_CARD = [FILE, { eyebrow: BRAND, title: 'Partner werden: Ihre Location auf unseren Städteseiten', subtitle: 'Nur 3 Werbeplätze pro Stadt – sichtbar, wenn Unternehmen ihre Weihnachtsfeier planen.' }] as const;

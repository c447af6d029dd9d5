import type { Metadata } from 'next';
import { config } from './config';
import { BRAND, LOCALE } from './site';

export interface Crumb {
  name: string;
  path: string;
}

export function absoluteUrl(path: string): string {
  return path === '/' ? config().SITE_URL : `${config().SITE_URL}${path}`;
}

export const HOME_CRUMB: Crumb = { name: 'Startseite', path: '/' };

/** A link preview image on our origin (1200 × 630, drawn at build time by src/app/og). */
export interface OgImage {
  path: string;
  alt: string;
  /** The drawn previews' size and type unless given (a blog post's own image differs). */
  width?: number;
  height?: number;
  type?: string;
}

/** The blog's feed, linked from every page's head. */
export const RSS_PATH = '/blog/rss.xml';

export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;
export const DEFAULT_OG_IMAGE_FILE = 'weihnachtsfeier.png';
export const DEFAULT_OG_IMAGE: OgImage = {
  path: `/og/${DEFAULT_OG_IMAGE_FILE}`,
  alt: `${BRAND}: Locations für Ihre Firmen-Weihnachtsfeier, geplant und transparent verglichen`,
};

interface PageSeo {
  title: string;
  description: string;
  path: string;
  image?: OgImage;
  type?: 'website' | 'article';
  /** Open Graph article details (with type 'article'). */
  article?: { publishedTime: string; modifiedTime: string; authors: string[]; section?: string; tags: string[] };
  /** Pages that must not appear in search results (admin, auth, thanks, demo, test). */
  noindex?: boolean;
}

/** Title, description, canonical, Open Graph and robots for one page. */
export function pageMetadata({ title, description, path, image = DEFAULT_OG_IMAGE, type = 'website', article, noindex = false }: PageSeo): Metadata {
  const url = absoluteUrl(path);
  const preview = {
    url: absoluteUrl(image.path),
    width: image.width ?? OG_IMAGE_WIDTH,
    height: image.height ?? OG_IMAGE_HEIGHT,
    alt: image.alt,
    type: image.type ?? 'image/png',
  };
  const shared = { title, description, url, siteName: BRAND, locale: LOCALE.replace('-', '_'), images: [preview] };
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: url, types: { 'application/rss+xml': [{ url: absoluteUrl(RSS_PATH), title: `${BRAND} – Blog` }] } },
    openGraph: type === 'article' ? { ...shared, type, ...article } : { ...shared, type },
    twitter: { card: 'summary_large_image', title, description, images: [{ url: preview.url, alt: preview.alt }] },
    robots: noindex ? { index: false, follow: false } : undefined,
  };
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export function faqJsonLd(entries: readonly { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

/** Serialises JSON-LD so that no value can close the surrounding script element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

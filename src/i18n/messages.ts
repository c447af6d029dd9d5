// The admin's words in both languages: one JSON file per area and language (messages/<language>/<area>.json), each
// area's screens as namespaces of their own ("offers.builder"). The English files give the type: a key missing in
// German is a type error here, and messages.test.ts checks both ways and that every key is used.
import type { AdminLocale } from './locale';
import enAdmin from './messages/en/admin.json';
import enAvailability from './messages/en/availability.json';
import enAuth from './messages/en/auth.json';
import enBackups from './messages/en/backups.json';
import enBlog from './messages/en/blog.json';
import enBookings from './messages/en/bookings.json';
import enCalls from './messages/en/calls.json';
import enInvoices from './messages/en/invoices.json';
import enNewsletter from './messages/en/newsletter.json';
import enOffers from './messages/en/offers.json';
import enOutbox from './messages/en/outbox.json';
import enOverview from './messages/en/overview.json';
import enPackages from './messages/en/packages.json';
import enPartnerArea from './messages/en/partnerArea.json';
import enRequests from './messages/en/requests.json';
import enVenueAds from './messages/en/venueAds.json';
import enVenues from './messages/en/venues.json';
import enMails from './messages/en/mails.json';
import deAdmin from './messages/de/admin.json';
import deAvailability from './messages/de/availability.json';
import deAuth from './messages/de/auth.json';
import deBackups from './messages/de/backups.json';
import deBlog from './messages/de/blog.json';
import deBookings from './messages/de/bookings.json';
import deCalls from './messages/de/calls.json';
import deInvoices from './messages/de/invoices.json';
import deNewsletter from './messages/de/newsletter.json';
import deOffers from './messages/de/offers.json';
import deOutbox from './messages/de/outbox.json';
import deOverview from './messages/de/overview.json';
import dePackages from './messages/de/packages.json';
import dePartnerArea from './messages/de/partnerArea.json';
import deRequests from './messages/de/requests.json';
import deVenueAds from './messages/de/venueAds.json';
import deVenues from './messages/de/venues.json';
import deMails from './messages/de/mails.json';

const en = {
  admin: enAdmin,
  availability: enAvailability,
  auth: enAuth,
  backups: enBackups,
  blog: enBlog,
  bookings: enBookings,
  calls: enCalls,
  invoices: enInvoices,
  newsletter: enNewsletter,
  offers: enOffers,
  outbox: enOutbox,
  overview: enOverview,
  packages: enPackages,
  partnerArea: enPartnerArea,
  requests: enRequests,
  venueAds: enVenueAds,
  venues: enVenues,
  mails: enMails,
};

export type Messages = typeof en;

const de: Messages = {
  admin: deAdmin,
  availability: deAvailability,
  auth: deAuth,
  backups: deBackups,
  blog: deBlog,
  bookings: deBookings,
  calls: deCalls,
  invoices: deInvoices,
  newsletter: deNewsletter,
  offers: deOffers,
  outbox: deOutbox,
  overview: deOverview,
  packages: dePackages,
  partnerArea: dePartnerArea,
  requests: deRequests,
  venueAds: deVenueAds,
  venues: deVenues,
  mails: deMails,
};

export const MESSAGES: Record<AdminLocale, Messages> = { en, de };

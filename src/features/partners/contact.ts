import { type Config, config } from '@/lib/config';
import { telHref } from '@/lib/text';

export interface PartnerContact {
  email: string;
  phone: string;
  /** tel: link of the phone number. */
  phoneHref: string;
  bookingUrl: string;
  demoUrl: string;
}

/** Who venue operators reach and where they book a call: from the configuration, the operator's contact by default. */
export function partnerContact(settings: Config = config()): PartnerContact {
  const phone = settings.PARTNER_PHONE ?? settings.OPERATOR_PHONE;
  return {
    email: settings.PARTNER_EMAIL ?? settings.OPERATOR_EMAIL,
    phone,
    phoneHref: telHref(phone),
    bookingUrl: settings.PARTNER_BOOKING_URL,
    demoUrl: settings.PARTNER_DEMO_URL,
  };
}

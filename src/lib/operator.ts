import { type Config, config } from './config';

/** The company behind the site, as the Impressum, the privacy policy and the mail signatures name it. */
export interface Operator {
  company: string;
  street: string;
  postalCode: string;
  city: string;
  representative: string;
  registerCourt: string;
  registerNumber: string;
  vatId: string;
  phone: string;
  email: string;
  /** Steuernummer, and the account invoices are paid to. */
  taxNumber: string;
  bank: { iban: string; bic: string; name: string };
}

export function operator(settings: Config = config()): Operator {
  return {
    company: `${settings.OPERATOR_NAME} ${settings.OPERATOR_LEGAL_FORM}`,
    street: settings.OPERATOR_STREET,
    postalCode: settings.OPERATOR_POSTAL_CODE,
    city: settings.OPERATOR_CITY,
    representative: settings.OPERATOR_REPRESENTATIVE,
    registerCourt: settings.OPERATOR_REGISTER_COURT,
    registerNumber: settings.OPERATOR_REGISTER_NUMBER,
    vatId: settings.OPERATOR_VAT_ID,
    phone: settings.OPERATOR_PHONE,
    email: settings.OPERATOR_EMAIL,
    taxNumber: settings.OPERATOR_TAX_NUMBER,
    bank: { iban: settings.OPERATOR_IBAN, bic: settings.OPERATOR_BIC, name: settings.OPERATOR_BANK },
  };
}

/** The closing block of every business mail (company, address, register and management, as § 35a GmbHG asks). */
export function mailSignature(op: Operator): string[] {
  return [
    '--',
    op.company,
    `${op.street}, ${op.postalCode} ${op.city}`,
    `Telefon: ${op.phone} · E-Mail: ${op.email}`,
    `Registergericht: ${op.registerCourt}, ${op.registerNumber}`,
    `Geschäftsführung: ${op.representative}`,
    `USt-IdNr.: ${op.vatId}`,
  ];
}

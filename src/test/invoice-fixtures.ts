import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { invoiceCounters, invoiceDrafts, invoiceEvents, invoices, mailOutbox, offers, requestStatusChanges, venueRequests } from '@/db/schema';
import type { InvoiceDocument } from '@/features/invoices/document';
import { addToDay, type Day } from '@/lib/time';

/** A complete invoice for the planning package with one 7 % line, as the tests issue it (number set on issue). */
export function sampleInvoice(overrides: Partial<Omit<InvoiceDocument, 'number'>> = {}): Omit<InvoiceDocument, 'number'> {
  return {
    type: 'invoice',
    issueDate: '2026-12-15',
    service: { date: '2026-12-11' },
    dueDate: '2026-12-29',
    currency: 'EUR',
    seller: {
      name: 'Muster Eventplanung GmbH',
      address: { street: 'Musterstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' },
      vatId: 'DE123456789',
      taxNumber: '30/123/45678',
      email: 'rechnung@planer.test',
      phone: '+49 30 1234567',
      registerCourt: 'Amtsgericht Berlin-Charlottenburg',
      registerNumber: 'HRB 000000 B',
      representative: 'Max Mustermann',
      bank: { iban: 'DE02120300000000202051', bic: 'BYLADEM1001', name: 'Deutsche Kreditbank' },
    },
    buyer: {
      name: 'Müller & Söhne GmbH',
      address: { street: 'Hafenstraße 5', postalCode: '20457', city: 'Hamburg', country: 'DE' },
      vatId: 'DE987654321',
      email: 'buchhaltung@mueller.test',
      reference: 'PO-4711',
    },
    lines: [
      { text: 'Planungspaket Premium', quantity: 1, unit: 'C62', unitNetCents: 29900, vatRate: 19 },
      { text: 'Weihnachtsmenü (Auslage)', quantity: 45, unit: 'C62', unitNetCents: 3990, vatRate: 7 },
    ],
    preceding: null,
    note: null,
    ...overrides,
  };
}

/** The invoice form as the planner fills it for a planning fee, service 10 and due 14 days after `today`. */
export const invoiceForm = (today: Day, changes: Record<string, string> = {}) => ({
  buyerName: 'Müller & Söhne GmbH',
  buyerStreet: 'Hafenstraße 5',
  buyerPostalCode: '20457',
  buyerCity: 'Hamburg',
  buyerCountry: 'DE',
  buyerEmail: 'buchhaltung@mueller.test',
  buyerReference: 'PO-4711',
  serviceFrom: addToDay(today, 10),
  dueDate: addToDay(today, 14),
  'lineText.0': 'Planungspauschale Basis',
  'lineQuantity.0': '1',
  'lineUnit.0': 'C62',
  'linePrice.0': '199,00 €',
  'lineVat.0': '19',
  ...changes,
});

/**
 * Empties the invoices and what they are issued for (requests, offers, mails), for the next test of a suite on one
 * database. Issued invoices refuse DELETE for 8 years: their trigger is off meanwhile.
 */
export async function emptyInvoices(db: Executor): Promise<void> {
  await db.execute(sql`alter table invoices disable trigger invoices_frozen`);
  for (const table of [invoiceEvents, invoiceDrafts, invoices, invoiceCounters, mailOutbox, offers, requestStatusChanges, venueRequests]) await db.delete(table);
  await db.execute(sql`alter table invoices enable trigger invoices_frozen`);
}

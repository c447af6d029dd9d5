/** The seller block of every invoice: the site's operator with its tax and bank details (pure). */
import type { Operator } from '@/lib/operator';
import type { InvoiceSeller } from './document';

export function invoiceSeller(op: Operator): InvoiceSeller {
  return {
    name: op.company,
    address: { street: op.street, postalCode: op.postalCode, city: op.city, country: 'DE' },
    vatId: op.vatId,
    taxNumber: op.taxNumber,
    email: op.email,
    phone: op.phone,
    registerCourt: op.registerCourt,
    registerNumber: op.registerNumber,
    representative: op.representative,
    bank: op.bank,
  };
}

/** Where seed-offers.ts writes the seeded offers' link tokens for the spec: beside the e2e data folder (not in it: that is the database's own directory). */
export function offerTokensFile(dataDir: string): string {
  return `${dataDir.replace(/\/+$/, '')}-offer-tokens.json`;
}

export interface SeededOffers {
  withScript: string;
  withoutScript: string;
  question: string;
  expired: string;
  revoked: string;
  /** Not a token: the id of a request booked with an accepted offer (the invoices spec bills it). */
  bookedRequestId: string;
}

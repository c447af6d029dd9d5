import { AsyncLocalStorage } from 'node:async_hooks';
import { and, asc, eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { beforeEach, expect, it, vi } from 'vitest';
import { mailAttachments, mailOutbox, offerAcceptances, offerVersions, rateLimitHits, requestStatusChanges, venueRequests } from '@/db/schema';
import type { OfferSnapshot } from '@/db/schema';
import { CLIENT_ADDRESS_HEADER } from '@/lib/client-address';
import { formatEuro } from '@/lib/money';
import { enterResponse } from '@/lib/next-internals';
import { addToDay, berlinDay } from '@/lib/time';
import { fixClockAnyMoment } from '@/test/clock';
import { appDatabaseFor, DATABASE_DECIDES, describeEachDatabase } from '@/test/databases';
import { choiceForm, publishOffer } from '@/test/offer-fixtures';
import { formData } from '@/test/server-actions';
import { inTransaction } from '@/test/transaction';

// What the first probe of the offer page left out: two acceptances at once, a post that names another offer's
// version or an option the offer does not have, a post after 'gültig bis', and a post that carries prices.

// Each post is its own request with its own headers, also when two of them run at the same moment.
const currentRequest = new AsyncLocalStorage<Headers>();
vi.mock('next/headers', () => ({ headers: async () => currentRequest.getStore() ?? new Headers() }));
vi.mock('next/cache', () => ({ refresh: () => undefined, revalidatePath: () => undefined, revalidateTag: () => undefined, updateTag: () => undefined }));

const { chooseOptionAction } = await import('./actions');
const { emptyChoice } = await import('./form-state');
const { acceptOffer } = await import('./queries');
const { priceOption } = await import('./prices');
const { PUBLIC_TEXTS } = await import('./texts');
const { ACCEPTANCE_MESSAGES } = await import('./form-schema');

// The offer's 'gültig bis' day is checked against today: today is the controlled clock's.
const now = fixClockAnyMoment();
const SECRET = 's'.repeat(40);
const BILLING = { company: 'Müller & Söhne GmbH', street: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', purchaseOrder: 'PO-4711', terms: 'on', message: '' };

type Answer = { redirect: string } | { message?: string; errors: Record<string, string> };

/** One post of the choice form from `address`: the redirect it ends in, or the form state it answers with, and its status. */
async function post(fields: FormData, address = '198.51.100.7'): Promise<{ answer: Answer; status: number | undefined }> {
  const response = enterResponse();
  const headers = new Headers({ [CLIENT_ADDRESS_HEADER]: address });
  const answer = await currentRequest.run(headers, () =>
    chooseOptionAction(emptyChoice(45), fields).then(
      (state): Answer => state,
      (err: unknown): Answer => {
        const digest = String((err as { digest?: string }).digest ?? '');
        if (!digest.startsWith('NEXT_REDIRECT')) throw err;
        return { redirect: digest.split(';')[2] };
      },
    ),
  );
  return { answer, status: response.status };
}

describeEachDatabase('offer acceptance, the probe’s open cases', (database) => {
  const handle = appDatabaseFor(database);

  beforeEach(async () => {
    await handle.db.delete(rateLimitHits);
  });

  const published = (overrides: Partial<OfferSnapshot> = {}) => publishOffer(handle.db, SECRET, overrides);

  const choice = choiceForm;

  const acceptancesOf = (offerId: string) => handle.db.select().from(offerAcceptances).where(eq(offerAcceptances.offerId, offerId));
  const mailsOf = (requestId: string) => handle.db.select().from(mailOutbox).where(eq(mailOutbox.requestId, requestId)).orderBy(asc(mailOutbox.id));
  const acceptedSteps = (requestId: string) =>
    handle.db
      .select()
      .from(requestStatusChanges)
      .where(and(eq(requestStatusChanges.requestId, requestId), eq(requestStatusChanges.event, 'offer_accepted')));
  const statusOf = async (requestId: string) => (await handle.db.select({ status: venueRequests.status }).from(venueRequests).where(eq(venueRequests.id, requestId)))[0].status;

  async function expectNothingSaved(offer: { offerId: string; requestId: string }) {
    expect(await acceptancesOf(offer.offerId)).toEqual([]);
    expect(await mailsOf(offer.requestId)).toEqual([]);
    expect(await acceptedSteps(offer.requestId)).toEqual([]);
    expect(await statusOf(offer.requestId)).toBe('angebot_gesendet');
  }

  it('lets exactly one of two acceptances sent at the same moment win; the other is told the offer is taken (409)', DATABASE_DECIDES, async () => {
    for (let round = 0; round < 3; round++) {
      const offer = await published();
      const [first, second] = await Promise.all([post(choice(offer, { optionIndex: '0', dateIndex: '0' }), '198.51.100.10'), post(choice(offer, { optionIndex: '1' }), '203.0.113.20')]);
      const answers = [first, second];
      const winners = answers.filter(({ answer }) => 'redirect' in answer);
      const losers = answers.filter(({ answer }) => !('redirect' in answer));
      expect(winners, `round ${round}`).toHaveLength(1);
      expect(winners[0]).toEqual({ answer: { redirect: `/angebot/${offer.token}#zusage` }, status: undefined });
      expect(losers).toHaveLength(1);
      expect(losers[0].answer).toMatchObject({ message: PUBLIC_TEXTS.alreadyAccepted, errors: {} });
      expect(losers[0].status).toBe(409);

      const acceptances = await acceptancesOf(offer.offerId);
      expect(acceptances).toHaveLength(1);
      expect(acceptances[0].optionIndex).toBe(winners[0] === first ? 0 : 1);
      const mails = await mailsOf(offer.requestId);
      expect(mails.filter((mail) => mail.kind === 'offer-accepted-confirmation')).toHaveLength(1);
      expect(mails.filter((mail) => mail.kind === 'offer-accepted-notification')).toHaveLength(2);
      expect(await acceptedSteps(offer.requestId)).toHaveLength(1);
      // The one confirmation names the winner's option, not the loser's.
      const confirmation = mails.find((mail) => mail.kind === 'offer-accepted-confirmation')!;
      expect(confirmation.textBody).toContain(`Location: ${offer.snapshot.options[acceptances[0].optionIndex].venue.name},`);
    }
  });

  it("refuses a post that names another offer's version, or an option the offer does not have; nothing is saved, no mail", async () => {
    const offer = await published();
    const other = await published();
    for (const [target, versionId] of [
      [offer, other.versionId],
      [other, offer.versionId],
      [offer, 'not-a-version'],
      [offer, ''],
    ] as const) {
      const { answer, status } = await post(choice(target, { versionId }));
      expect(answer, versionId).toMatchObject({ message: PUBLIC_TEXTS.outdated });
      expect(status).toBe(409);
    }
    for (const optionIndex of ['7', '2', '6', '-1', 'x', '1.5', '', ' ', '1e400', 'NaN', 'Infinity']) {
      const { answer, status } = await post(choice(offer, { optionIndex }));
      expect(answer, JSON.stringify(optionIndex)).toMatchObject({ message: PUBLIC_TEXTS.outdated });
      expect(status).toBe(409);
    }
    const { answer } = await post(formData({ token: offer.token, versionId: offer.versionId, dateIndex: '1', participantCount: '45', ...BILLING }));
    expect(answer, 'no optionIndex at all').toMatchObject({ message: PUBLIC_TEXTS.outdated });
    await expectNothingSaved(offer);
    await expectNothingSaved(other);
  });

  // An unticked radio posts '': read as a number that was 0, and the company was booked on the option's first date.
  it('asks for a date when none is chosen, instead of taking the first', async () => {
    const offer = await published();
    for (const dateIndex of ['', ' ', 'x', '-1', '2']) {
      const { answer } = await post(choice(offer, { dateIndex }));
      expect(answer, JSON.stringify(dateIndex)).toMatchObject({ errors: { dateIndex: ACCEPTANCE_MESSAGES.date }, message: PUBLIC_TEXTS.fixErrors });
    }
    await expectNothingSaved(offer);
  });

  it("accepts through the 'gültig bis' day and refuses from the next day on (410); nothing is saved", async () => {
    const today = berlinDay(now);
    const lapsed = await published({ validUntil: addToDay(today, -1) });
    const { answer, status } = await post(choice(lapsed));
    expect(answer).toMatchObject({ message: PUBLIC_TEXTS.expired.title });
    expect(status).toBe(410);
    await expectNothingSaved(lapsed);

    // The transaction checks the date too, for a post that passed the page's check just before midnight.
    const late = await inTransaction(handle.db, acceptOffer)({
      offerId: lapsed.offerId,
      versionId: lapsed.versionId,
      optionIndex: 1,
      dateIndex: 1,
      participantCount: 45,
      billing: { company: BILLING.company, street: BILLING.street, postalCode: BILLING.postalCode, city: BILLING.city },
      purchaseOrder: null,
      message: null,
      summary: 'Option 2',
      today,
    });
    expect(late).toEqual({ ok: false, reason: 'expired' });
    await expectNothingSaved(lapsed);

    const lastDay = await published({ validUntil: today });
    expect((await post(choice(lastDay))).answer).toEqual({ redirect: `/angebot/${lastDay.token}#zusage` });
    expect(await acceptancesOf(lastDay.offerId)).toHaveLength(1);
  });

  it('takes every price from the published snapshot: posted price fields change neither the acceptance nor the mails nor the PDF', async () => {
    const forged = await published();
    const plain = await published();
    const [versionBefore] = await handle.db.select().from(offerVersions).where(eq(offerVersions.id, forged.versionId));
    const priceFields = {
      totalCents: '1',
      priceCents: '1',
      netCents: '1',
      grossCents: '1',
      unitNetCents: '1',
      vatRate: '0',
      lines: '[]',
      planningFee: '0',
      minimumSpendCents: '0',
      snapshot: JSON.stringify({ ...forged.snapshot, options: [] }),
    };
    expect((await post(choice(forged, priceFields))).answer).toEqual({ redirect: `/angebot/${forged.token}#zusage` });
    expect((await post(choice(plain))).answer).toEqual({ redirect: `/angebot/${plain.token}#zusage` });

    // The acceptance stores the choice only (option, date, guests, billing); its prices are the frozen version's.
    const [acceptance] = await acceptancesOf(forged.offerId);
    expect(Object.keys(acceptance).sort()).toEqual(['acceptedAt', 'billing', 'dateIndex', 'id', 'message', 'offerId', 'optionIndex', 'participantCount', 'purchaseOrder', 'versionId']);
    expect(acceptance).toMatchObject({ versionId: forged.versionId, optionIndex: 1, dateIndex: 1, participantCount: 45 });
    const [versionAfter] = await handle.db.select().from(offerVersions).where(eq(offerVersions.id, forged.versionId));
    expect(versionAfter).toEqual(versionBefore);

    const priced = priceOption(forged.snapshot.options[1], 45, forged.snapshot.planningFee);
    expect(priced.total.gross).toBeGreaterThan(100_00);
    const expectedFigures = [
      `Summe netto: ${formatEuro(priced.total.net)}`,
      ...priced.total.vatByRate.map((entry) => `MwSt. ${entry.rate} %: ${formatEuro(entry.vat)}`),
      `Gesamtbetrag brutto: ${formatEuro(priced.total.gross)}`,
      `Pro Person brutto: ${formatEuro(priced.perHeadGross)}`,
    ];
    const figuresOf = (text: string) =>
      text
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => /^(Summe netto|MwSt\. \d+ %|Gesamtbetrag brutto|Pro Person brutto):/.test(line));
    const forgedMails = await mailsOf(forged.requestId);
    const plainMails = await mailsOf(plain.requestId);
    expect(forgedMails.map((mail) => mail.kind)).toEqual(['offer-accepted-confirmation', 'offer-accepted-notification', 'offer-accepted-notification']);
    for (const [i, mail] of forgedMails.entries()) {
      expect(figuresOf(mail.textBody), mail.kind).toEqual(expectedFigures);
      expect(figuresOf(mail.textBody)).toEqual(figuresOf(plainMails[i].textBody));
      expect(mail.textBody).not.toContain('0,01');
    }

    // The PDF the confirmation carries shows the same total.
    const [pdf] = await handle.db.select().from(mailAttachments).where(eq(mailAttachments.mailId, forgedMails[0].id));
    expect(pdf.contentType).toBe('application/pdf');
    const { text } = await extractText(new Uint8Array(pdf.content), { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain(formatEuro(priced.total.gross).replace(/\s+/g, ' '));
  });
});

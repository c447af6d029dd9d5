'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { type AdminFormAction, useAdminForm } from '@/components/admin/use-admin-form';
import { Button } from '@/components/ui/button';
import { Input, NoScriptAlert, Select, Textarea } from '@/components/ui/form-field';
import { INVOICE_UNITS, type InvoiceUnit } from '@/db/schema/invoices';
import type { Day } from '@/lib/time';
import { EMPTY_INVOICE_LINE, INVOICE_FIELDS, INVOICE_VAT_CHOICES, type InvoiceDraftValues, type InvoiceVatChoice, invoiceFormCheck, lineSlots } from '../form-schema';

const sectionClass = 'space-y-4 rounded-xl bg-white p-5 ring-1 ring-slate-200';
const legendClass = 'px-1 text-lg font-semibold text-pine-900';

/** The form's names of the units (UN/ECE Recommendation 20 codes, db/schema/invoices.ts INVOICE_UNITS). */
const UNIT_WORDS = { C62: 'unitPiece', HUR: 'unitHour', DAY: 'unitDay', IE: 'unitPerson', LS: 'unitFlatRate', MON: 'unitMonth' } as const satisfies Record<InvoiceUnit, string>;

/** The VAT choices at 0 % (form-schema.ts INVOICE_VAT_CHOICES): why; the taxed rates name themselves. */
const ZERO_VAT_WORDS = { '0:AE': 'vatReverseCharge', '0:E': 'vatExempt', '0:O': 'vatNotSubject', '0:Z': 'vatZeroRated', '0': 'vatChooseWhy' } as const satisfies Record<Exclude<InvoiceVatChoice, '19' | '7'> | '0', string>;

/**
 * The invoice form: the buyer, the service date or period, the due date, the lines and a note. A plain form
 * posting to a server action, so it also works without JavaScript; the lines are numbered rows (the filled ones and
 * two empty ones; empty rows are ignored). A line's VAT says at 0 % why (reverse charge, exempt, not subject to VAT),
 * and an exempt line gives the legal ground below. "Save draft" keeps anything typed; "Issue invoice" checks it (with
 * JavaScript first in the browser, with the same rules) and numbers it.
 */
export function AdminInvoiceForm({
  action,
  initial,
  today,
  draftId,
  requestId,
}: {
  action: AdminFormAction<InvoiceDraftValues>;
  initial: InvoiceDraftValues;
  /** The server's Berlin day: the issue date the checks assume. */
  today: Day;
  draftId?: string;
  requestId?: string;
}) {
  const t = useTranslations('invoices.form');
  const schema = useMemo(() => invoiceFormCheck(today), [today]);
  const { state, errors, saving, formProps } = useAdminForm(action, initial, { schema, invalidMessage: () => t('invalid') });
  const { values } = state;
  const slots = lineSlots(values.lines.length);

  return (
    <form {...formProps} className="space-y-6">
      <NoScriptAlert message={state.message} />
      {draftId && <input type="hidden" name="draftId" value={draftId} />}
      {requestId && <input type="hidden" name="requestId" value={requestId} />}

      <fieldset className={sectionClass}>
        <legend className={legendClass}>{t('recipient')}</legend>
        <Input id="invoice-buyer-name" label={t('company')} error={errors.buyerName} name="buyerName" defaultValue={values.buyerName} maxLength={2000} autoComplete="organization" />
        <Input id="invoice-buyer-street" label={t('street')} error={errors.buyerStreet} name="buyerStreet" defaultValue={values.buyerStreet} maxLength={2000} />
        <div className="grid gap-4 sm:grid-cols-[8rem_1fr_6rem]">
          <Input id="invoice-buyer-postal-code" label={t('postalCode')} error={errors.buyerPostalCode} name="buyerPostalCode" defaultValue={values.buyerPostalCode} maxLength={2000} inputMode="numeric" />
          <Input id="invoice-buyer-city" label={t('city')} error={errors.buyerCity} name="buyerCity" defaultValue={values.buyerCity} maxLength={2000} />
          <Input id="invoice-buyer-country" label={t('country')} hint="DE, AT, …" error={errors.buyerCountry} name="buyerCountry" defaultValue={values.buyerCountry} maxLength={2000} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Input id="invoice-buyer-email" label={t('email')} error={errors.buyerEmail} name="buyerEmail" type="email" defaultValue={values.buyerEmail} maxLength={2000} />
          <Input id="invoice-buyer-vat-id" label={t('vatId')} hint={t('vatIdHint')} error={errors.buyerVatId} name="buyerVatId" defaultValue={values.buyerVatId} maxLength={2000} />
        </div>
        <Input
          id="invoice-buyer-reference"
          label={t('reference')}
          hint={t('referenceHint')}
          error={errors.buyerReference}
          name="buyerReference"
          defaultValue={values.buyerReference}
          maxLength={2000}
        />
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>{t('dates')}</legend>
        <p className="text-sm text-slate-600">{t('datesHint')}</p>
        <div className="grid gap-4 sm:grid-cols-3">
          <Input id="invoice-service-from" label={t('serviceFrom')} error={errors.serviceFrom} name="serviceFrom" type="date" defaultValue={values.serviceFrom} />
          <Input id="invoice-service-to" label={t('serviceTo')} error={errors.serviceTo} name="serviceTo" type="date" defaultValue={values.serviceTo} />
          <Input id="invoice-due-date" label={t('dueDate')} error={errors.dueDate} name="dueDate" type="date" defaultValue={values.dueDate} />
        </div>
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>{t('lines')}</legend>
        <p className="text-sm text-slate-600">{t('linesHint')}</p>
        {Array.from({ length: slots }, (_, i) => {
          const line = values.lines[i] ?? { ...EMPTY_INVOICE_LINE, quantity: '', vat: '19' };
          // A draft saved before the 0 % reasons says "0": shown as a choice still to make, never silently as 19 %.
          const vatChoices = line.vat === '0' ? [...INVOICE_VAT_CHOICES, '0' as const] : INVOICE_VAT_CHOICES;
          return (
            <fieldset key={i} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_6rem_7rem_9rem_11rem]">
              <legend className="px-1 text-sm font-semibold text-slate-800">{t('line', { number: i + 1 })}</legend>
              <Input id={`invoice-line-text-${i}`} label={t('description')} error={errors[INVOICE_FIELDS.lineText(i)]} name={INVOICE_FIELDS.lineText(i)} defaultValue={line.text} maxLength={2000} />
              <Input id={`invoice-line-quantity-${i}`} label={t('quantity')} error={errors[INVOICE_FIELDS.lineQuantity(i)]} name={INVOICE_FIELDS.lineQuantity(i)} defaultValue={line.quantity} inputMode="numeric" maxLength={2000} />
              <Select id={`invoice-line-unit-${i}`} label={t('unit')} error={errors[INVOICE_FIELDS.lineUnit(i)]} name={INVOICE_FIELDS.lineUnit(i)} defaultValue={line.unit}>
                {INVOICE_UNITS.map((unit) => (
                  <option key={unit} value={unit}>
                    {t(UNIT_WORDS[unit])}
                  </option>
                ))}
              </Select>
              <Input id={`invoice-line-price-${i}`} label={t('price')} error={errors[INVOICE_FIELDS.linePrice(i)]} name={INVOICE_FIELDS.linePrice(i)} defaultValue={line.price} inputMode="decimal" maxLength={2000} />
              <Select id={`invoice-line-vat-${i}`} label={t('vat')} error={errors[INVOICE_FIELDS.lineVat(i)]} name={INVOICE_FIELDS.lineVat(i)} defaultValue={line.vat}>
                {vatChoices.map((choice) => (
                  <option key={choice} value={choice}>
                    {choice === '19' || choice === '7' ? `${choice} %` : t(ZERO_VAT_WORDS[choice])}
                  </option>
                ))}
              </Select>
              <div className="sm:col-span-5">
                <Input
                  id={`invoice-line-reason-${i}`}
                  label={t('reason')}
                  hint={t('reasonHint')}
                  error={errors[INVOICE_FIELDS.lineReason(i)]}
                  name={INVOICE_FIELDS.lineReason(i)}
                  defaultValue={line.reason ?? ''}
                  maxLength={2000}
                />
              </div>
            </fieldset>
          );
        })}
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>{t('noteSection')}</legend>
        <Textarea id="invoice-note" label={t('note')} error={errors.note} name="note" defaultValue={values.note} rows={3} maxLength={2000} />
      </fieldset>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="issue" disabled={saving}>
          {t('issue')}
        </Button>
        <Button type="submit" name="intent" value="draft" variant="outline" disabled={saving}>
          {t('saveDraft')}
        </Button>
      </div>
    </form>
  );
}

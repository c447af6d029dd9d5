'use client';

import { useTranslations } from 'next-intl';
import { useAdminForm } from '@/components/admin/use-admin-form';
import { Button } from '@/components/ui/button';
import { Input, NoScriptAlert, NoScriptStatus, Textarea } from '@/components/ui/form-field';
import type { Day } from '@/lib/time';
import { cancelInvoiceForm, markPaidForm, sendInvoiceForm } from '../admin-form-actions';

const boxClass = 'space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200';

function StepForm({ id, title, action, initial, children, submit, invoiceId }: { id: string; title: string; action: typeof sendInvoiceForm; initial: Record<string, string>; invoiceId: string; submit: string; children: (errors: Record<string, string>, values: Record<string, string>) => React.ReactNode }) {
  const { state, errors, saving, formProps } = useAdminForm(action, initial);
  return (
    <form {...formProps} aria-labelledby={id} className={boxClass}>
      <h2 id={id} className="text-base font-semibold text-pine-900">
        {title}
      </h2>
      <NoScriptAlert message={state.message} />
      <NoScriptStatus message={state.saved} />
      <input type="hidden" name="invoiceId" value={invoiceId} />
      {children(errors, state.values)}
      <Button type="submit" size="sm" disabled={saving}>
        {submit}
      </Button>
    </form>
  );
}

/** Sends the PDF by mail (through the outbox) to the buyer's address for invoices, or another one typed here. */
export function SendInvoiceForm({ invoiceId, recipient }: { invoiceId: string; recipient: string }) {
  const t = useTranslations('invoices.steps');
  return (
    <StepForm id="send-by-mail" title={t('sendTitle')} action={sendInvoiceForm} initial={{ recipient }} invoiceId={invoiceId} submit={t('sendSubmit')}>
      {(errors, values) => <Input id="invoice-send-recipient" label={t('recipient')} type="email" name="recipient" defaultValue={values.recipient ?? recipient} error={errors.recipient} />}
    </StepForm>
  );
}

export function MarkPaidForm({ invoiceId, today }: { invoiceId: string; today: Day }) {
  const t = useTranslations('invoices.steps');
  return (
    <StepForm id="record-payment" title={t('paidTitle')} action={markPaidForm} initial={{ paidOn: today }} invoiceId={invoiceId} submit={t('paidSubmit')}>
      {(errors, values) => <Input id="invoice-paid-on" label={t('paidOn')} type="date" name="paidOn" defaultValue={values.paidOn ?? today} max={today} error={errors.paidOn} />}
    </StepForm>
  );
}

/** A mistake is corrected by a cancellation invoice (negative amounts, naming this one); the request may then get a new invoice. */
export function CancelInvoiceForm({ invoiceId }: { invoiceId: string }) {
  const t = useTranslations('invoices.steps');
  return (
    <StepForm id="cancel-invoice" title={t('cancelTitle')} action={cancelInvoiceForm} initial={{ reason: '' }} invoiceId={invoiceId} submit={t('cancelSubmit')}>
      {(errors, values) => <Textarea id="invoice-cancel-reason" label={t('cancelReason')} name="reason" rows={2} maxLength={500} defaultValue={values.reason} error={errors.reason} />}
    </StepForm>
  );
}

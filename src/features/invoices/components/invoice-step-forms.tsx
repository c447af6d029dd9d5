'use client';

import { useAdminForm } from '@/components/admin/use-admin-form';
import { Button } from '@/components/ui/button';
import { Input, NoScriptAlert, NoScriptStatus, Textarea } from '@/components/ui/form-field';
import type { Day } from '@/lib/time';
import { cancelInvoiceForm, markPaidForm, sendInvoiceForm } from '../admin-form-actions';

const boxClass = 'space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200';

function StepForm({ title, action, initial, children, submit, invoiceId }: { title: string; action: typeof sendInvoiceForm; initial: Record<string, string>; invoiceId: string; submit: string; children: (errors: Record<string, string>, values: Record<string, string>) => React.ReactNode }) {
  const { state, errors, saving, formProps } = useAdminForm(action, initial);
  const id = title.toLowerCase().replace(/\W+/g, '-');
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
  return (
    <StepForm title="Send by mail" action={sendInvoiceForm} initial={{ recipient }} invoiceId={invoiceId} submit="Send invoice">
      {(errors, values) => <Input id="invoice-send-recipient" label="Recipient" type="email" name="recipient" defaultValue={values.recipient ?? recipient} error={errors.recipient} />}
    </StepForm>
  );
}

export function MarkPaidForm({ invoiceId, today }: { invoiceId: string; today: Day }) {
  return (
    <StepForm title="Record payment" action={markPaidForm} initial={{ paidOn: today }} invoiceId={invoiceId} submit="Mark paid">
      {(errors, values) => <Input id="invoice-paid-on" label="Paid on" type="date" name="paidOn" defaultValue={values.paidOn ?? today} max={today} error={errors.paidOn} />}
    </StepForm>
  );
}

/** A mistake is corrected by a cancellation invoice (negative amounts, naming this one); the request may then get a new invoice. */
export function CancelInvoiceForm({ invoiceId }: { invoiceId: string }) {
  return (
    <StepForm title="Cancel invoice" action={cancelInvoiceForm} initial={{ reason: '' }} invoiceId={invoiceId} submit="Issue cancellation invoice">
      {(errors, values) => <Textarea id="invoice-cancel-reason" label="Reason (printed on the cancellation invoice)" name="reason" rows={2} maxLength={500} defaultValue={values.reason} error={errors.reason} />}
    </StepForm>
  );
}

'use client';

import { useAdminForm } from '@/components/admin/use-admin-form';
import { Button } from '@/components/ui/button';
import { NoScriptAlert, NoScriptStatus, Textarea } from '@/components/ui/form-field';
import { rejectForm } from '../admin-form-actions';

/** Turns a booking down with a reason the operator reads in the mail; the slots are free again. */
export function RejectBookingForm({ bookingId, venueName }: { bookingId: string; venueName: string }) {
  const { state, errors, saving, formProps } = useAdminForm(rejectForm, { reason: '' });
  return (
    <form {...formProps} aria-label={`Reject ${venueName}`} className="space-y-2">
      <NoScriptAlert message={state.message} />
      <NoScriptStatus message={state.saved} />
      <input type="hidden" name="bookingId" value={bookingId} />
      <Textarea id={`reject-${bookingId}`} name="reason" label="Reason for rejecting (mailed to the operator)" rows={2} maxLength={1000} defaultValue={state.values.reason} error={errors.reason} />
      <Button type="submit" size="sm" variant="outline" disabled={saving}>
        Reject
      </Button>
    </form>
  );
}

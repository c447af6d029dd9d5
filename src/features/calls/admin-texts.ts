/** The words of the Calls tab and its settings (the admin speaks English). */
export const CALLS_ADMIN_TEXTS = {
  invalid: 'Please correct the marked fields.',
  settingsSaved: 'Call settings saved',
  settingsFailed: 'Failed to save the call settings',
  plannerSaved: 'Hours saved',
  plannerFailed: 'Failed to save the hours',
  notAnAdmin: 'Only admins can take calls',
  outcomeSaved: 'Outcome recorded',
  outcomeFailed: 'Failed to record the outcome',
  notBooked: 'This call is no longer open: its outcome was recorded or it was cancelled',
  feedRenewed: 'Calendar feed URL made; an earlier one no longer works',
  feedFailed: 'Failed to make the calendar feed URL',
  feedRevoked: 'Calendar feed URL revoked',
  feedRevokeFailed: 'There is no calendar feed to revoke',
} as const;

/** The outcomes as the form offers them. */
export const OUTCOME_LABELS = { held: 'Held', not_reached: 'Not reached', moved: 'Moved' } as const;

/** Every status of a call, for the request's detail. */
export const CALL_STATUS_LABELS = { booked: 'Booked', cancelled: 'Cancelled', ...OUTCOME_LABELS } as const;

/** The words of the planner's offer screens (the admin speaks English). */
export const BUILDER_TEXTS = {
  create: 'Create offer',
  edit: 'Edit offer',
  chooseVenues: `Choose 2 to 6 venues.`,
  venueGone: 'A chosen venue no longer exists or is archived; choose again.',
  venuesSaved: 'Venues chosen',
  draftSaved: 'Draft saved',
  published: (version: number) => `Version ${version} published; the requester gets the mail with the link.`,
  invalid: 'Please correct the marked fields.',
  stale: 'Someone else saved this offer meanwhile. Reload to see their changes; your input is kept below.',
  accepted: 'The company has accepted this offer; it can no longer be changed.',
  requestGone: 'This request no longer exists.',
  noOffer: 'Choose the venues first.',
  saveFailed: 'The offer could not be saved.',
  revoked: 'Link revoked. The next publication makes a new one.',
  revokeFailed: 'The link could not be revoked.',
  revokeConfirm: {
    title: 'Revoke the offer link?',
    description: 'The company can no longer open its offer page with the link it has. Publishing a new version sends a new link.',
  },
} as const;

/** The admin's messages about venue ads (SPEC.md sections 5 and 7). */
export const AD_TEXTS = {
  createFailed: 'Failed to create venue ad',
  updateFailed: 'Failed to update venue ad',
  deleteFailed: 'Failed to delete venue ad',
  deleted: 'Venue ad deleted successfully',
  activated: 'Venue ad activated successfully',
  deactivated: 'Venue ad deactivated successfully',
  featured: 'Venue ad featured successfully',
  unfeatured: 'Venue ad unfeatured successfully',
  slotsFull: (months: readonly string[]) =>
    `All 3 slots of this city are held in ${months.join(', ')} (bookings included). Save the ad without "Live system", or let it end before.`,
} as const;

/** The admin's messages about the venue catalogue. */
export const VENUE_TEXTS = {
  createFailed: 'Failed to create venue',
  updateFailed: 'Failed to update venue',
  deleteFailed: 'Failed to delete venue',
  deleted: 'Venue deleted successfully',
  archived: 'Venue archived successfully',
  unarchived: 'Venue restored successfully',
  archiveFailed: 'Failed to change the venue',
  inUse: 'This venue is used in an offer and cannot be deleted. Archive it instead.',
  loadFailed: 'Failed to fetch venues',
} as const;

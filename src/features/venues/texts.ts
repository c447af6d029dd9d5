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
  /** A photo file, checked by the form (its declared type and size) and by the server (its first bytes, then re-encoded). */
  photoNotImage: 'Please choose a JPEG, PNG or WebP image.',
  photoTooLarge: 'The photo is larger than 5 MB. Please choose a smaller one.',
  photosTooLarge: 'The new files of one save can have at most 6 MB together. Please save with fewer of them, then add the others.',
  photoUnreadable: 'The image could not be read; it may be damaged.',
  /** An `upload:` entry that names no photo of this venue (typed by hand, or the photo is gone): only a file brings it back. */
  uploadGone: 'This uploaded photo is not stored for this venue. Please choose the file again.',
} as const;

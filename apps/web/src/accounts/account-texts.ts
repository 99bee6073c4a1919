/** Spec/000 §8 success message. */
export const SAVED_MESSAGE = 'Saved successfully';
/** Spec/002 §8: the profile photo could not be removed. */
export const PHOTO_REMOVAL_FAILED_MESSAGE = 'An error occurred while saving';

/** The gallery upload's limit and messages, for the dashboard form and the upload handler. */

/** Spec 001 5.3 and 9.1: at most 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
export const UPLOAD_MESSAGES = {
  missing: { title: 'Missing file', description: 'Please select an image to upload' },
  tooLarge: { title: 'File too large', description: 'Please select an image smaller than 10MB' },
  notImage: {
    title: 'Not an image',
    description: 'Please select a JPEG, PNG or WebP image',
  },
  unreadable: {
    title: 'Not an image',
    description: 'That file could not be read as an image. Please choose another.',
  },
  notStored: {
    title: 'Upload failed',
    description: 'The image could not be saved. Please try again in a minute.',
  },
} as const

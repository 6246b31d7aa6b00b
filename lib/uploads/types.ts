/** A stored file, opened: its size, and its bytes from start to end (inclusive). */
export type OpenedUpload = {
  size: number
  read(start: number, end: number): ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>
}

/**
 * Where uploaded images and videos are kept (chosen in uploadStore()): a private Supabase
 * Storage bucket when Supabase is configured with its service-role key (a host whose disk does
 * not survive a deploy); else the `uploads` table when the server runs on PostgreSQL
 * (`DATABASE_URL`), which every instance reads; else DATA_DIR/uploads beside the embedded
 * database. Whichever it is, the site serves them itself, from /uploads/{name}, so the pages,
 * their Content-Security-Policy and the headers of the images are the same for all.
 */
export type UploadStore = {
  kind: 'disk' | 'supabase' | 'database'
  /** Stores a new file; never replaces one. */
  put(name: string, data: Uint8Array): Promise<void>
  /** The file's bytes, or null when there is no such file. */
  get(name: string): Promise<Uint8Array<ArrayBuffer> | null>
  /** The file for reading in parts (a video's Range requests), or null when there is none. */
  open(name: string): Promise<OpenedUpload | null>
  /** Deletes the file; nothing happens when there is none. */
  remove(name: string): Promise<void>
}

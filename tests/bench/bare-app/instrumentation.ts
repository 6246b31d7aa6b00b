// The bare app's own (empty) hook: without it, the build picks up the site's
// instrumentation.ts from the repository root, which takes the DATA_DIR lock.
export function register() {}

/** How long Redis keeps an entry fresh for `staleAge` seconds, in whole seconds. */
export declare const expireAge: (staleAge: number) => number
/** Next's cache handler (next.config.mjs names the file); nothing in the app imports it. */
declare const SharedCacheHandler: unknown
export default SharedCacheHandler

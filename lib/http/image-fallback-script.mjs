// The one inline script of every page (the root layout's <head>). Plain JavaScript so that
// proxy.ts can allow it by its hash in the policy of the pages that carry a nonce.
/** Runs before any image loads: a failed catalogue image shows its data-fallback instead. */
export const imageFallbackScript = `addEventListener('error',function(e){var t=e.target;if(t&&t.tagName==='IMG'&&t.dataset.fallback&&t.getAttribute('src')!==t.dataset.fallback){t.removeAttribute('srcset');t.src=t.dataset.fallback}},true)`

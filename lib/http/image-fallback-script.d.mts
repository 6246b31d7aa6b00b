export const imageFallbackScript: string

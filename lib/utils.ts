import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names. They are not merged (no tailwind-merge): that library is about 10 KB
 * gzipped in every page's first load, and no caller here overrides a utility a component
 * already sets. Give a component a variant rather than a conflicting className.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs)
}

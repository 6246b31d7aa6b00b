import type { IConfig } from 'next-sitemap'

export const catalogueIds: number[]
export const countrySlugs: string[]
declare const config: IConfig
export default config

// The frontmatter of an MDX file, exported by remark-mdx-frontmatter; checked where it is read.
declare module '*.mdx' {
  export const frontmatter: unknown
}

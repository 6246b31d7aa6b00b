// The brand mark, in plain JavaScript so that the header's logo (components/site/logo.tsx)
// and the script that writes the icons (scripts/make-brand-assets.mjs) draw it from one
// definition. Drawn on a 32-unit grid and meant to read at 16 px: a white cross with arms 6
// units wide on a teal square, and one amber dot in the corner the cross leaves free, clear
// of it by more than a pixel at any size.

export const brandMark = {
  size: 32,
  background: { rx: 8, fill: '#0f766e' },
  cross: { d: 'M12 8h6v6h6v6h-6v6h-6v-6H6v-6h6z', fill: '#fff' },
  accent: { cx: 24.5, cy: 7.5, r: 3, fill: '#fbbf24' },
}

/** The mark's shapes as SVG markup, without the <svg> element around them. */
export function brandMarkShapes() {
  const { size, background, cross, accent } = brandMark
  return [
    `<rect width="${size}" height="${size}" rx="${background.rx}" fill="${background.fill}"/>`,
    `<path d="${cross.d}" fill="${cross.fill}"/>`,
    `<circle cx="${accent.cx}" cy="${accent.cy}" r="${accent.r}" fill="${accent.fill}"/>`,
  ].join('\n  ')
}

/** The mark as a whole SVG document, `pixels` wide and high. */
export function brandMarkSvg(pixels = brandMark.size) {
  const { size } = brandMark
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 ${size} ${size}">
  ${brandMarkShapes()}
</svg>
`
}

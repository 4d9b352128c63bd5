/**
 * A diagram's SVG as PNG, without a browser, so the CLI can make one: resvg (a Rust SVG renderer,
 * through @resvg/resvg-js, a Node-API addon with a prebuilt binary per platform). It reads the
 * system's fonts, so the board's Chinese characters come out in whichever CJK face the SVG's
 * font-family list finds (fonts-noto-cjk on Linux, PingFang on macOS, Microsoft YaHei on Windows);
 * with none installed they would be missing, not wrong. docs/formats/diagram.md has the details.
 */
import { Resvg } from '@resvg/resvg-js';

/** The PNG of `svg` at `scale` times its own size (2 by default: print and high-density screens). */
export function diagramPng(svg: string, scale = 2): Uint8Array {
  const renderer = new Resvg(svg, {
    fitTo: { mode: 'zoom', value: scale },
    font: { loadSystemFonts: true },
  });
  const png = renderer.render().asPng();
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}

/** Publication diagrams of a study: SVG (`svg.ts`, rasterised by src/main/export/png.ts) and forum text (`text.ts`). */
export { type Diagram, PIECE_STYLES, type PieceStyle, diagramArrow, diagramBoard } from './diagram';
export { DIAGRAM_FONTS, DIAGRAM_LAYOUT, diagramSvg } from './svg';
export { diagramText } from './text';

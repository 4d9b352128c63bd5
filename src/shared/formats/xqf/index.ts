/** XQF, XQStudio's binary game format: docs/formats/xqf.md describes what is read and written. */
export { readXqf } from './read';
export { type GbkEncoder } from './text';
export { writeXqf } from './write';

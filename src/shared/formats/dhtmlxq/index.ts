/** DhtmlXQ, the UBB tag format of Chinese Xiangqi sites and forums: docs/formats/dhtmlxq.md describes what is read and written. */
export { DHTMLXQ_FAULT_CODES, type DhtmlxqFaultCode } from './faults';
export { readDhtmlxq } from './read';
export { writeDhtmlxq } from './write';

/**
 * The order in which a table file stores one side's values: the index's mixed-radix digits read in
 * another order. Which digit varies fastest decides what neighbouring values have in common (a pawn
 * stepping along its points, or the defenders shuffling around their palace), and that changes the
 * compressed size by a quarter or more, so the writer picks the order per table and side
 * (docs/table-format.md) and the reader maps each index to its file position.
 */
export class DigitOrder {
  /** Stride of each index digit in file order, by the digit's number in the index. */
  private readonly fileStrides: number[];
  private readonly strides: number[];
  readonly identity: boolean;
  readonly size: number;

  /** `order` lists the index's digit numbers (0 = most significant), most significant first in the file. */
  constructor(readonly radices: readonly number[], readonly order: readonly number[]) {
    if (order.length !== radices.length || [...order].sort((a, b) => a - b).some((d, i) => d !== i)) {
      throw new Error(`digit order ${order.join(',')} is not a permutation of ${radices.length} digits`);
    }
    this.strides = strideList(radices.map((_, i) => i), radices);
    this.fileStrides = strideList(order, radices);
    this.identity = order.every((d, i) => d === i);
    this.size = radices.reduce((a, b) => a * b, 1);
  }

  static identity(radices: readonly number[]): DigitOrder {
    return new DigitOrder(radices, radices.map((_, i) => i));
  }

  /** The stride in the index of digit `g` (0 = most significant). */
  indexStride(g: number): number {
    return this.strides[g];
  }

  positionOf(index: number): number {
    if (this.identity) return index;
    const radices = this.radices, strides = this.strides, fileStrides = this.fileStrides;
    let position = 0;
    for (let g = 0; g < radices.length; g++) position += (Math.floor(index / strides[g]) % radices[g]) * fileStrides[g];
    return position;
  }

  /** Writes into `out` the indices stored at file positions start, start + 1, … (`out.length` of them, or up to the end). */
  indicesFrom(start: number, out: Uint32Array): number {
    const count = Math.min(out.length, this.size - start);
    const radices = this.radices, order = this.order, strides = this.strides, k = order.length;
    // An odometer over the file's digits: the index moves by a digit's stride, with carries. The
    // fastest digit runs in a loop of its own: the carries, a tenth of the time before, come once a run.
    const digits = new Array<number>(k);
    let index = 0, rest = start;
    for (let d = k - 1; d >= 0; d--) {
      const g = order[d];
      digits[d] = rest % radices[g];
      rest = (rest - digits[d]) / radices[g];
      index += digits[d] * strides[g];
    }
    const last = order[k - 1], lastRadix = radices[last], lastStride = strides[last];
    let j = 0;
    while (j < count) {
      const run = Math.min(lastRadix - digits[k - 1], count - j);
      for (let r = 0; r < run; r++, index += lastStride) out[j++] = index;
      index -= lastRadix * lastStride;
      digits[k - 1] = 0;
      for (let d = k - 2; d >= 0; d--) {
        const g = order[d];
        if (++digits[d] < radices[g]) {
          index += strides[g];
          break;
        }
        digits[d] = 0;
        index -= (radices[g] - 1) * strides[g];
      }
    }
    return count;
  }
}

/** Strides of the digits `order` (most significant first), indexed by digit number. */
function strideList(order: readonly number[], radices: readonly number[]): number[] {
  const strides = new Array<number>(radices.length);
  let stride = 1;
  for (let d = order.length - 1; d >= 0; d--) {
    strides[order[d]] = stride;
    stride *= radices[order[d]];
  }
  return strides;
}

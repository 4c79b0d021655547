import { formatRupiah } from './format'

/** A price in Rupiah; nothing or zero reads "Gratis". */
export function Rupiah({ amount, free }: { amount: number | null | undefined; free?: string }) {
  return <data value={amount ?? 0}>{formatRupiah(amount, free)}</data>
}

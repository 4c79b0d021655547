import { describe, expect, it } from 'vitest'
import { amountRule, MIN_DONATION, outcomeOf, parseAmount } from '../../features/showcase/community'

describe('donation amount', () => {
  it('reads plain and Indonesian-formatted amounts', () => {
    expect(parseAmount('50000')).toBe(50_000)
    expect(parseAmount('50.000')).toBe(50_000)
    expect(parseAmount('Rp 1.250.000')).toBe(1_250_000)
    expect(parseAmount('50,5')).toBeNull()
    expect(parseAmount('abc')).toBeNull()
  })

  it('says why an amount is refused', () => {
    expect(amountRule('-5000')).toBe('Nominal tidak boleh negatif.')
    expect(amountRule('lima puluh')).toBe('Nominal harus berupa angka, contoh: 50000.')
    expect(amountRule(String(MIN_DONATION - 1))).toBe('Nominal minimal Rp 10.000.')
    expect(amountRule('2000000000')).toBe('Nominal maksimal Rp 1.000.000.000.')
    expect(amountRule(String(MIN_DONATION))).toBeNull()
    expect(amountRule('')).toBeNull() // "required" is its own rule
  })

  it('a failed write keeps the reason and says the input is kept', () => {
    expect(outcomeOf({ status: true, message: 'ok', data: [] }, 'Terkirim.', 'Ulasan')).toEqual({
      status: true,
      message: 'Terkirim.',
    })
    const failed = outcomeOf(
      { status: false, message: 'Koneksi terputus.', data: null },
      'Terkirim.',
      'Ulasan',
    )
    expect(failed.status).toBe(false)
    expect(failed.message).toContain('Ulasan belum terkirim: Koneksi terputus.')
  })
})

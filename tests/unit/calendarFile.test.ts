/**
 * components/calendarFile.ts writes RFC 5545 text: CRLF lines, TEXT escaping, 75-octet folding
 * that never splits a UTF-8 character, UTC times and a one-hour default end.
 */
import { describe, expect, it } from 'vitest'
import { calendarFile, calendarFileName, escapeText, foldLine, utcStamp } from '../../components/calendarFile'

const NOW = new Date('2026-11-27T08:00:00Z')
const octets = (s: string) => new TextEncoder().encode(s).length

/** Undo folding (RFC 5545 §3.1) and split into logical lines. */
function unfold(text: string): string[] {
  return text.replace(/\r\n /g, '').split('\r\n')
}

function property(text: string, name: string): string | undefined {
  return unfold(text)
    .find((line) => line.startsWith(`${name}:`))
    ?.slice(name.length + 1)
}

describe('calendarFile', () => {
  const event = {
    uid: 'webinar-42@demo.example',
    title: 'Webinar: Dasar React, Hooks; dan \\ lainnya',
    start: '2026-12-03T13:00:00+07:00',
    end: '2026-12-03T15:30:00+07:00',
    url: 'https://demo.example/Class/12/react?tab=webinar,1;x',
    description: 'Baris pertama\nBaris kedua, dengan koma',
    location: 'Daring; Zoom',
  }

  it('writes CRLF lines only, one VEVENT, and ends with CRLF', () => {
    const text = calendarFile(event, NOW)!
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const lines = unfold(text)
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines).toContain('VERSION:2.0')
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1)
    expect(lines.at(-2)).toBe('END:VCALENDAR')
    expect(lines.some((l) => l.startsWith('PRODID:'))).toBe(true)
  })

  it('writes times in UTC, with a DTSTAMP and the UID', () => {
    const text = calendarFile(event, NOW)!
    expect(property(text, 'DTSTART')).toBe('20261203T060000Z')
    expect(property(text, 'DTEND')).toBe('20261203T083000Z')
    expect(property(text, 'DTSTAMP')).toBe('20261127T080000Z')
    expect(property(text, 'UID')).toBe('webinar-42@demo.example')
  })

  it('lasts one hour when no end (or an end before the start) is given', () => {
    const noEnd = calendarFile({ ...event, end: null }, NOW)!
    expect(property(noEnd, 'DTEND')).toBe('20261203T070000Z')
    const backwards = calendarFile({ ...event, end: '2026-12-03T10:00:00+07:00' }, NOW)!
    expect(property(backwards, 'DTEND')).toBe('20261203T070000Z')
  })

  it('escapes backslash, semicolon, comma and newlines in TEXT values, not in the URL', () => {
    const text = calendarFile(event, NOW)!
    expect(property(text, 'SUMMARY')).toBe('Webinar: Dasar React\\, Hooks\\; dan \\\\ lainnya')
    expect(property(text, 'DESCRIPTION')).toBe('Baris pertama\\nBaris kedua\\, dengan koma')
    expect(property(text, 'LOCATION')).toBe('Daring\\; Zoom')
    expect(property(text, 'URL')).toBe(event.url)
  })

  it('leaves out empty optional properties and a URL that is not http(s)', () => {
    const text = calendarFile(
      { uid: 'x', title: 'T', start: event.start, description: '  ', url: 'javascript:alert(1)' },
      NOW,
    )!
    const names = unfold(text).map((l) => l.split(':')[0])
    expect(names).not.toContain('DESCRIPTION')
    expect(names).not.toContain('LOCATION')
    expect(names).not.toContain('URL')
  })

  it('folds long lines at 75 octets and unfolds to the original', () => {
    const long = 'Kelas pemrograman web lengkap dari dasar hingga mahir '.repeat(6).trim()
    const text = calendarFile({ ...event, title: long, description: 'Sesi 🎉 '.repeat(40) }, NOW)!
    const physical = text.split('\r\n').filter(Boolean)
    for (const line of physical) expect(octets(line)).toBeLessThanOrEqual(75)
    expect(physical.some((l) => l.startsWith(' '))).toBe(true)
    expect(property(text, 'SUMMARY')).toBe(long)
    expect(property(text, 'DESCRIPTION')).toBe('Sesi 🎉 '.repeat(40).trim())
  })

  it('returns null when the start is not a date', () => {
    expect(calendarFile({ ...event, start: 'besok' }, NOW)).toBeNull()
    expect(calendarFile({ ...event, start: '' }, NOW)).toBeNull()
  })
})

describe('foldLine', () => {
  it('keeps a line of exactly 75 octets whole and folds one of 76', () => {
    expect(foldLine('a'.repeat(75))).toBe('a'.repeat(75))
    expect(foldLine('a'.repeat(76))).toBe(`${'a'.repeat(75)}\r\n a`)
  })

  it('counts the leading space of a continuation line', () => {
    const folded = foldLine('b'.repeat(75 + 74 + 1)).split('\r\n')
    expect(folded.map(octets)).toEqual([75, 75, 2])
  })

  it('never cuts inside a multi-byte character', () => {
    const folded = foldLine(`${'a'.repeat(73)}é€😀z`).split('\r\n')
    // 73 + 2 (é) = 75; € (3 octets) starts the next line.
    expect(folded[0]).toBe(`${'a'.repeat(73)}é`)
    expect(folded[1]).toBe(' €😀z')
    for (const part of folded) expect(() => decodeURIComponent(encodeURIComponent(part))).not.toThrow()
  })
})

describe('helpers', () => {
  it('escapeText turns CRLF, CR and LF into \\n', () => {
    expect(escapeText('a\r\nb\rc\nd')).toBe('a\\nb\\nc\\nd')
  })

  it('utcStamp pads every field', () => {
    expect(utcStamp(new Date('2027-01-02T03:04:05Z'))).toBe('20270102T030405Z')
  })

  it('calendarFileName makes a readable file name', () => {
    expect(calendarFileName('Webinar: Dasar React & Hooks!')).toBe('webinar-dasar-react-hooks.ics')
    expect(calendarFileName('Café Ngoding')).toBe('cafe-ngoding.ics')
    expect(calendarFileName('🎉🎉')).toBe('acara.ics')
  })
})

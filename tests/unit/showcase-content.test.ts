import { describe, expect, it } from 'vitest'
import { AKSARA_FEATURES } from '../../content/aksara'
import { AUDIENCES } from '../../content/audiences'
import {
  DISC_QUESTIONS,
  discType,
  rawDiscScores,
  scoreDisc,
  toPercent,
  type DiscAnswer,
  type DiscDimension,
} from '../../content/disc'
import { ACTIVITIES, SPEAKERS, SPONSOR_TIERS } from '../../content/festival'
import { CODING_STUDIO_LANGUAGES, LMS_FEATURES } from '../../content/lmsFeatures'
import { PORTFOLIO, PORTFOLIO_KINDS, portfolioBySlug, portfolioOf } from '../../content/portfolio'
import { SERVICES, serviceBySlug } from '../../content/services'

const unique = (xs: readonly string[]) => new Set(xs).size === xs.length

describe('fixed content', () => {
  it('sponsor tiers are SPEC §9 verbatim', () => {
    expect(SPONSOR_TIERS.map((t) => [t.name, t.slot, t.price])).toEqual([
      ['Title Sponsor', 'Eksklusif, 1 slot', 'Seluruh biaya acara'],
      ['Platinum', '2-3 slot', 'Rp 50.000.000'],
      ['Gold', '4-5 slot', 'Rp 25.000.000'],
      ['Silver', 'Slot terbuka', 'Rp 10.000.000'],
    ])
  })

  it('the coding studio names 12 distinct languages and the LMS lists the online quiz', () => {
    expect(CODING_STUDIO_LANGUAGES).toHaveLength(12)
    expect(unique(CODING_STUDIO_LANGUAGES)).toBe(true)
    expect(LMS_FEATURES.map((f) => f.slug)).toEqual(expect.arrayContaining(['coding-studio', 'kuis-online']))
    expect(LMS_FEATURES.length).toBeGreaterThanOrEqual(6)
  })

  it('slugs are unique and URL-safe', () => {
    for (const list of [LMS_FEATURES, AKSARA_FEATURES, PORTFOLIO, SERVICES]) {
      const slugs = list.map((x) => x.slug)
      expect(unique(slugs)).toBe(true)
      for (const s of slugs) expect(s).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    }
  })

  it('portfolio: at least 6 entries over the 3 types, found by type and slug', () => {
    expect(PORTFOLIO.length).toBeGreaterThanOrEqual(6)
    for (const { kind } of PORTFOLIO_KINDS) expect(portfolioOf(kind).length).toBeGreaterThan(0)
    const first = PORTFOLIO[0]!
    expect(portfolioBySlug(first.kind, first.slug)).toBe(first)
    const otherKind = PORTFOLIO_KINDS.find((k) => k.kind !== first.kind)!.kind
    expect(portfolioBySlug(otherKind, first.slug)).toBeUndefined()
  })

  it('festival has at least 6 speakers and 4 activities; audiences name existing services', () => {
    expect(SPEAKERS.length).toBeGreaterThanOrEqual(6)
    expect(ACTIVITIES.length).toBeGreaterThanOrEqual(4)
    for (const a of Object.values(AUDIENCES))
      for (const slug of a.services) expect(serviceBySlug(slug), `${a.key} → ${slug}`).toBeDefined()
  })
})

describe('DISC scoring', () => {
  const indexOf = (g: number, d: DiscDimension) => DISC_QUESTIONS[g]!.findIndex((s) => s.dimension === d)
  const answerAll = (most: DiscDimension, least: DiscDimension): DiscAnswer[] =>
    DISC_QUESTIONS.map((_, g) => ({ most: indexOf(g, most), least: indexOf(g, least) }))

  it('has 24 groups of four statements, one per dimension', () => {
    expect(DISC_QUESTIONS).toHaveLength(24)
    for (const group of DISC_QUESTIONS)
      expect(group.map((s) => s.dimension).sort()).toEqual(['C', 'D', 'I', 'S'])
  })

  it('most − least per dimension; the type is the highest', () => {
    expect(rawDiscScores(answerAll('S', 'D'))).toEqual({ D: -24, I: 0, S: 24, C: 0 })
    expect(scoreDisc(answerAll('S', 'D'))).toEqual({ type: 'S', percent: { D: 0, I: 50, S: 100, C: 50 } })
    expect(scoreDisc(answerAll('C', 'I')).type).toBe('C')
  })

  it('ties go to D, I, S, C order; unanswered or same-choice groups count nothing', () => {
    expect(discType({ D: 0, I: 3, S: 3, C: 1 })).toBe('I')
    expect(rawDiscScores([{ most: 0, least: 0 }, { most: 1 }, undefined])).toEqual({ D: 0, I: 0, S: 0, C: 0 })
    expect(toPercent(0)).toBe(50)
  })
})

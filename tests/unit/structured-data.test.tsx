/**
 * The structured data a page writes for a real (not sample) item: the shapes search engines read.
 * The e2e suite runs on seeded data, which is all sample and so carries none (components/JsonLd.tsx);
 * these are the checks that used to run there, on the builders themselves.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { JobDetail } from '../../api/careers'
import type { Course } from '../../api/courses'
import type { Post } from '../../api/posts'
import type { ActiveProgram } from '../../api/programs'
import { JsonLd } from '../../components/JsonLd'
import { jobJsonLd } from '../../features/careers/jobJsonLd'
import { courseJsonLd } from '../../features/classes/courses/courseJsonLd'
import { eventJsonLd } from '../../features/events/eventJsonLd'
import type { EventInfo } from '../../features/events/eventInfo'
import { programJsonLd } from '../../features/events/program/programJsonLd'
import { postJsonLd } from '../../features/posts/jsonLd'
import { SECTIONS } from '../../features/posts/sections'

const ORIGIN = 'https://situs.example'

describe('structured data of real items', () => {
  it('an event: attendance mode, location, start date', () => {
    const startsAt = new Date('2026-12-05T02:00:00Z')
    const info: EventInfo = {
      startsAt,
      endsAt: null,
      attendance: 'offline',
      venue: 'Aula Contoh',
      address: 'Jl. Contoh 1, Bandung',
      onlineUrl: null,
      organizer: 'Penyelenggara Contoh',
      registrationUrl: null,
    }
    const post = { title: 'Workshop Contoh', summary: 'Ringkasan.', content: '<p>Isi.</p>', cover: null }
    const ld = eventJsonLd(
      post as unknown as Post,
      info,
      `${ORIGIN}/Event/workshop-contoh`,
    ) as unknown as Record<string, unknown>
    expect(ld['@type']).toBe('Event')
    expect(ld.eventAttendanceMode).toMatch(
      /^https:\/\/schema\.org\/(Online|Offline|Mixed)EventAttendanceMode$/,
    )
    expect(ld.location).toMatchObject({ '@type': 'Place', name: 'Aula Contoh' })
    expect(ld.startDate).toBe(startsAt.toISOString())
    expect(ld.organizer).toMatchObject({ name: 'Penyelenggara Contoh' })
  })

  it('a job: title, hiring organisation, date posted, employment type, location', () => {
    const job = {
      title: 'Pengajar Contoh',
      description: 'Mengajar kelas.',
      postedAt: '2026-11-01T00:00:00Z',
      deadline: null,
      employmentType: 'full_time',
      company: 'Perusahaan Contoh',
      workplace: 'onsite',
      location: 'Bandung',
      salaryMin: null,
      salaryMax: null,
    }
    const ld = jobJsonLd(
      job as unknown as JobDetail,
      `${ORIGIN}/Event/Careers/1/pengajar`,
    ) as unknown as Record<string, unknown>
    expect(ld).toMatchObject({ title: job.title, hiringOrganization: { name: job.company } })
    expect(ld.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(ld.employmentType).toBeTruthy()
    expect(ld.jobLocation ?? ld.jobLocationType).toBeTruthy()
  })

  it('a course: provider, a self-paced instance, an offer in rupiah', () => {
    const course = {
      slug: 'kursus-contoh',
      title: 'Kursus Contoh',
      summary: 'Ringkasan kursus.',
      description: '',
      cover: null,
      level: null,
      isPremium: false,
      price: 0,
    }
    const ld = courseJsonLd(course as unknown as Course, ORIGIN, 'Situs Contoh') as unknown as Record<
      string,
      unknown
    >
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: course.title,
      provider: { '@type': 'Organization', name: 'Situs Contoh' },
      hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'online' },
      offers: { priceCurrency: 'IDR' },
    })
  })

  it('a programme: a course with its price in rupiah and its runs', () => {
    const program = {
      slug: 'program-contoh',
      name: 'Program Contoh',
      summary: 'Ringkasan program.',
      description: '<p>Isi.</p>',
      price: 250000,
      startDate: '2026-12-01',
      endDate: '2027-03-01',
      batches: [],
    }
    const ld = programJsonLd(
      program as unknown as ActiveProgram,
      `${ORIGIN}/Program/program-contoh`,
      'Situs Contoh',
    ) as unknown as Record<string, unknown>
    expect(ld).toMatchObject({ '@type': 'Course', name: program.name, offers: { priceCurrency: 'IDR' } })
  })

  it('a post: the article type of its section', () => {
    const post = {
      title: 'Kabar Contoh',
      summary: 'Ringkasan kabar.',
      content: '<p>Isi.</p>',
      cover: null,
      publishedAt: '2026-11-20T00:00:00Z',
      author: { name: 'Penulis Contoh', avatar: null },
    } as unknown as Post
    for (const [id, type] of [
      ['news', 'NewsArticle'],
      ['blog', 'BlogPosting'],
    ] as const) {
      const ld = postJsonLd(post, SECTIONS[id], `${ORIGIN}/x`, 'Situs Contoh') as unknown as Record<
        string,
        unknown
      >
      expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': type, name: post.title })
    }
  })

  it('is written for a real item and left out for a sample one', () => {
    const data = { '@context': 'https://schema.org', '@type': 'Thing', name: 'x' } as const
    expect(renderToStaticMarkup(<JsonLd data={data} of={{ id: 1 }} />)).toContain('application/ld+json')
    expect(renderToStaticMarkup(<JsonLd data={data} of={{ id: 1, sample: true }} />)).toBe('')
  })
})

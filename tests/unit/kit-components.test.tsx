// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EmptyState } from '../../components/EmptyState'
import { Field, FormStatus } from '../../components/Field'
import { Image, ImageDefaultProvider } from '../../components/Image'
import { Link, SiteHostsProvider } from '../../components/Link'
import { Pagination } from '../../components/Pagination'
import { SUBMIT_CRASHED, useForm, type SubmitOutcome } from '../../components/useForm'
import { rules } from '../../components/validation'

afterEach(cleanup)
beforeEach(() => window.sessionStorage.clear())

describe('Image', () => {
  it('reserves its box, carries srcset and loads lazily unless it is a priority image', () => {
    render(<Image src="/cover.jpg" alt="Sampul" width={800} height={450} />)
    const img = screen.getByAltText('Sampul') as HTMLImageElement
    expect(img.getAttribute('width')).toBe('800')
    expect(img.getAttribute('height')).toBe('450')
    expect(img.getAttribute('loading')).toBe('lazy')
    expect(img.getAttribute('srcset')).toContain('/cover.jpg?w=320 320w')
    cleanup()
    render(<Image src="/hero.jpg" alt="Hero" width={1200} height={600} priority />)
    expect(screen.getByAltText('Hero').getAttribute('loading')).toBe('eager')
  })

  it("falls back to the settings' imageDefault when missing or broken", () => {
    render(
      <ImageDefaultProvider src="/default.png">
        <Image src="/broken.jpg" alt="Rusak" width={400} height={225} />
        <Image src={null} alt="Kosong" width={400} height={225} />
      </ImageDefaultProvider>,
    )
    const broken = screen.getByAltText('Rusak')
    expect(broken.getAttribute('src')).toBe('/broken.jpg')
    fireEvent.error(broken)
    expect(screen.getByAltText('Rusak').getAttribute('src')).toBe('/default.png')
    expect(screen.getByAltText('Kosong').getAttribute('src')).toBe('/default.png')
  })
})

describe('Link', () => {
  it('opens external links in a new tab with noopener noreferrer, internal ones in place', () => {
    render(
      <SiteHostsProvider hosts={['smkcoding.id']}>
        <Link href="https://example.org/x">luar</Link>
        <Link href="https://smkcoding.id/Blog">dalam</Link>
        <Link href="/About">tentang</Link>
      </SiteHostsProvider>,
    )
    expect(screen.getByText('luar').getAttribute('rel')).toBe('noopener noreferrer')
    expect(screen.getByText('luar').getAttribute('target')).toBe('_blank')
    expect(screen.getByText('dalam').getAttribute('target')).toBeNull()
    expect(screen.getByText('tentang').getAttribute('rel')).toBeNull()
  })
})

describe('Pagination', () => {
  it('renders real ?page= links keeping the other parameters, and marks the current page', () => {
    render(<Pagination page={2} totalPages={5} pathname="/News" query={{ q: 'ai', page: '2' }} />)
    expect(screen.getByRole('link', { name: 'Halaman 3' }).getAttribute('href')).toBe('/News?q=ai&page=3')
    expect(screen.getByRole('link', { name: 'Halaman 1' }).getAttribute('href')).toBe('/News?q=ai')
    expect(screen.getByRole('link', { name: 'Halaman 2' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByText('‹ Sebelumnya').getAttribute('href')).toBe('/News?q=ai')
  })
  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} pathname="/News" query={{}} />)
    expect(container.innerHTML).toBe('')
  })
})

describe('EmptyState', () => {
  it('says what was searched', () => {
    render(<EmptyState title="Belum ada berita." search="robot" />)
    expect(screen.getByRole('status').textContent).toContain('Tidak ada hasil untuk pencarian “robot”')
  })
})

function ContactForm({ submit }: { submit: (v: { name: string; email: string }) => Promise<SubmitOutcome> }) {
  const form = useForm({
    initial: { name: '', email: '' },
    rules: { name: [rules.required('Nama')], email: [rules.required('Email'), rules.email()] },
    draftKey: 'draft:test',
    onSubmit: submit,
  })
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <Field label="Nama" field={form.field('name')} required />
      <Field label="Email" field={form.field('email')} type="email" required />
      <button type="submit" disabled={form.submitting}>
        Kirim
      </button>
      <FormStatus outcome={form.outcome} />
    </form>
  )
}

describe('useForm + Field', () => {
  it('shows Indonesian messages inline and does not submit invalid input', async () => {
    const submit = vi.fn(async () => ({ status: true as const, message: 'Terkirim' }))
    render(<ContactForm submit={submit} />)
    await act(async () => fireEvent.click(screen.getByText('Kirim')))
    expect(screen.getByText('Nama wajib diisi.')).toBeTruthy()
    expect(screen.getByLabelText(/Nama/).getAttribute('aria-invalid')).toBe('true')
    expect(submit).not.toHaveBeenCalled()
  })

  it('keeps what was typed when the submission fails, and sends once however often it is clicked', async () => {
    let finish!: (o: SubmitOutcome) => void
    const submit = vi.fn(() => new Promise<SubmitOutcome>((resolve) => (finish = resolve)))
    render(<ContactForm submit={submit} />)
    fireEvent.change(screen.getByLabelText(/Nama/), { target: { value: 'Budi' } })
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'budi@contoh.id' } })
    await act(async () => {
      fireEvent.submit(screen.getByText('Kirim').closest('form')!)
      fireEvent.submit(screen.getByText('Kirim').closest('form')!)
    })
    expect(submit).toHaveBeenCalledTimes(1)
    await act(async () => finish({ status: false, message: 'Server sedang sibuk.' }))
    expect(screen.getByText('Server sedang sibuk.')).toBeTruthy()
    expect((screen.getByLabelText(/Nama/) as HTMLInputElement).value).toBe('Budi')
    expect(JSON.parse(window.sessionStorage.getItem('draft:test')!)).toEqual({
      name: 'Budi',
      email: 'budi@contoh.id',
    })
  })

  it('says in Indonesian when the submission itself crashes, logs the raw error, keeps the input', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const submit = vi.fn(async (): Promise<SubmitOutcome> => {
      throw new TypeError("Cannot read properties of undefined (reading 'id')")
    })
    render(<ContactForm submit={submit} />)
    fireEvent.change(screen.getByLabelText(/Nama/), { target: { value: 'Budi' } })
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'budi@contoh.id' } })
    await act(async () => fireEvent.click(screen.getByText('Kirim')))
    expect(screen.getByRole('status').textContent).toBe(SUBMIT_CRASHED)
    expect(screen.queryByText(/Cannot read/)).toBeNull()
    expect(logged).toHaveBeenCalledWith('[form] submit failed', expect.any(TypeError))
    expect((screen.getByLabelText(/Nama/) as HTMLInputElement).value).toBe('Budi')
    expect((screen.getByText('Kirim') as HTMLButtonElement).disabled).toBe(false)
    logged.mockRestore()
  })

  it('restores a draft after a reload and clears it after success', async () => {
    window.sessionStorage.setItem('draft:test', JSON.stringify({ name: 'Sari', email: 'sari@contoh.id' }))
    const submit = vi.fn(async () => ({ status: true as const, message: 'Terima kasih, pesan terkirim.' }))
    render(<ContactForm submit={submit} />)
    expect((screen.getByLabelText(/Nama/) as HTMLInputElement).value).toBe('Sari')
    await act(async () => fireEvent.click(screen.getByText('Kirim')))
    expect(submit).toHaveBeenCalledWith({ name: 'Sari', email: 'sari@contoh.id' })
    expect(screen.getByText('Terima kasih, pesan terkirim.')).toBeTruthy()
    expect((screen.getByLabelText(/Nama/) as HTMLInputElement).value).toBe('')
    expect(window.sessionStorage.getItem('draft:test')).toBe(JSON.stringify({ name: '', email: '' }))
  })
})
